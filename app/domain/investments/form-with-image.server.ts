import { readForm } from '~/server/form.server'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { z } from 'zod'
import { t } from '~/i18n'
import type { ActionToast } from '~/lib/use-action-toast'
import {
  assertBodySize,
  IMAGE_MAX_BYTES,
  readImageField,
  type ImageFieldResult,
} from '~/server/uploads.server'

export type FormWithImageActionData = {
  result: SubmissionResult<string[]>
  imageError?: string
  toast?: ActionToast
}

export type ImageChange = Exclude<ImageFieldResult, { kind: 'invalid' }>

type ActionResponse = ReturnType<typeof data<FormWithImageActionData>>

export type ParsedFormWithImage<Value> =
  | { isValid: false; response: ActionResponse }
  | {
      isValid: true
      value: Value
      image: ImageChange
      /** The form again with its values and a failure toast (the save failed: 500). */
      failed: (toast: ActionToast) => ActionResponse
    }

/**
 * Reads an admin multipart form with an `image` field (investments, packages): the
 * fields first (400 with the values kept when invalid), then the image, checked by
 * content (SPEC 5 'Invalid file format'). An image is stored only once every field
 * is valid; the caller removes it again if the save then fails.
 */
export async function parseFormWithImage<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  imageFolder: string,
): Promise<ParsedFormWithImage<z.output<Schema>>> {
  assertBodySize(request, IMAGE_MAX_BYTES)
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema })
  // A Conform intent (add or remove a row without JavaScript) only re-renders the form.
  if (submission.status === undefined) {
    return { isValid: false, response: data({ result: submission.reply() }) }
  }
  if (submission.status !== 'success') {
    return { isValid: false, response: data({ result: submission.reply() }, { status: 400 }) }
  }
  const image = await readImageField(formData, 'image', imageFolder)
  if (image.kind === 'invalid') {
    const m = t.investments.image
    const description = image.problem === 'too-large' ? m.tooLarge : m.invalidBody
    return {
      isValid: false,
      response: data(
        {
          result: submission.reply(),
          imageError: description,
          toast: { type: 'error', title: m.invalidTitle, description },
        },
        { status: 400 },
      ),
    }
  }
  return {
    isValid: true,
    value: submission.value as z.output<Schema>,
    image,
    failed: (toast) => data({ result: submission.reply(), toast }, { status: 500 }),
  }
}
