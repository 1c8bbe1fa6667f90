import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { z } from 'zod'
import { readForm } from './form.server'
import { redirectWithToast, type Toast } from './toast.server'

/** What a form action's command decided, in the kit's one shape. */
export type FormOutcome =
  /** Done: go on to `redirectTo`, with a flash message (toast with JS, status line without). */
  | { kind: 'done'; redirectTo: string; toast?: Toast; headers?: HeadersInit }
  /** Refused: the form again with these messages and the typed values (400 unless given). */
  | {
      kind: 'refused'
      formErrors?: string[]
      fieldErrors?: Record<string, string[]>
      status?: number
      headers?: HeadersInit
      /** Shown as a toast with JavaScript (the form's own messages show without). */
      toast?: Toast
    }

export type FormActionData = { result: SubmissionResult<string[]>; toast?: Toast }

/**
 * The kit's action helper: reads the (size-limited, control-character-free) form, parses
 * it with the route's schema, and answers 400 with every field's error and the typed values
 * when it is invalid. A valid value goes to `command`, whose outcome is a redirect with a
 * flash message or the form again with the command's messages. `hideFields` are never sent
 * back (passwords).
 */
export async function handleForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  command: (value: z.output<Schema>, formData: FormData) => Promise<FormOutcome>,
  { hideFields }: { hideFields?: string[] } = {},
) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data<FormActionData>(
      { result: submission.reply({ hideFields }) },
      { status: submission.status === 'error' ? 400 : 200 },
    )
  }
  const outcome = await command(submission.value as z.output<Schema>, formData)
  if (outcome.kind === 'done') {
    if (!outcome.toast) return redirect(outcome.redirectTo, { headers: outcome.headers })
    return redirectWithToast(outcome.redirectTo, outcome.toast, { headers: outcome.headers })
  }
  return data<FormActionData>(
    {
      result: submission.reply({
        formErrors: outcome.formErrors,
        fieldErrors: outcome.fieldErrors,
        hideFields,
      }),
      ...(outcome.toast ? { toast: outcome.toast } : {}),
    },
    { status: outcome.status ?? 400, headers: outcome.headers },
  )
}
