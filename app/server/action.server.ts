import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { z } from 'zod'
import { localizeMessage, messagesOf } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import type { ActionData, Toast } from '~/lib/action-result'
import { isDatabaseUnavailable } from './db.server'
import { readForm } from './form.server'
import { logger } from './logger.server'
import { guardPublicForm } from './public-form.server'
import type { RequestArgs } from './request-facts.server'
import { redirectTo } from './redirect.server'
import { getSessionUser } from './session.server'
import { redirectWithToast } from './toast.server'
import {
  discardUploads,
  readUploads,
  uploadsMaxBytes,
  type Upload,
  type UploadRule,
} from './uploads.server'

/** What a form action's command decided, in the kit's one shape (decision 014). */
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

/**
 * The form's next step on the same page (a two-factor set-up shows its secret once): 200 with
 * `next` in the answer, the form emptied. Rare: almost every form is done or refused.
 */
export type NextStep = { kind: 'next'; next: Record<string, unknown>; headers?: HeadersInit }

/** A done outcome: redirect to `redirectTo` with `toast` as the flash message. */
export function done(
  redirectTo: string,
  toast?: Toast,
  headers?: HeadersInit,
): Extract<FormOutcome, { kind: 'done' }> {
  return { kind: 'done', redirectTo, toast, headers }
}

/**
 * A refused outcome whose reason is an error toast; without JavaScript the same words show
 * at the top of the form (its form errors).
 */
export function refused(
  status: number,
  toast: Omit<Toast, 'type'>,
  more: { fieldErrors?: Record<string, string[]>; headers?: HeadersInit } = {},
): Extract<FormOutcome, { kind: 'refused' }> {
  return {
    kind: 'refused',
    status,
    formErrors: [toast.description ?? toast.title],
    toast: { type: 'error', ...toast },
    ...more,
  }
}

/** What a command gets besides the parsed value. */
export type FormContext<Files extends string> = {
  formData: FormData
  /** Each file field of `files`, checked and stored (or unchanged / removed). */
  uploads: Record<Files, Upload>
  /**
   * A public form's sender when signed in: what they send belongs to their account, with no
   * need to prove the address they typed (decision 034). Null for a visitor or another form.
   */
  senderId: string | null
}

export type HandleFormOptions<Files extends string, Value = unknown> = {
  /** Fields never sent back to the browser (passwords). */
  hideFields?: string[]
  /**
   * A public form: the honeypot and the per-address limit are checked first. A bot that
   * filled the honeypot is answered with `acceptedAs` (it is told it worked); nothing runs.
   */
  publicForm?: { name: string; acceptedAs: Extract<FormOutcome, { kind: 'done' }> }
  /** The form's file fields (uploads.server.ts), read once every other field is valid. */
  files?: Record<Files, UploadRule>
  /**
   * When the command throws: logged, its uploads removed, 500 with this toast (or the toast
   * for the parsed value: a screen with several intents names the one that failed).
   */
  failed?: Omit<Toast, 'type'> | ((value: Value) => Omit<Toast, 'type'>)
}

/**
 * The kit's action helper, for every form and every button that posts (decision 014):
 * reads the (size-limited, control-character-free) form, runs a public form's spam checks,
 * parses the form with the route's schema (a discriminated union on `intent` for a screen
 * with several actions), and answers 400 with every field's error and the typed values when
 * it is invalid. Then the file fields are checked by content and stored, and the value goes
 * to `command`, whose outcome is a redirect with a flash message or the form again with the
 * command's messages. Whatever was stored for a refused or failed command is removed again.
 */
export async function handleForm<Schema extends z.ZodType, Files extends string = never>(
  { request, context }: RequestArgs,
  schema: Schema,
  command: (
    value: z.output<Schema>,
    context: FormContext<Files>,
  ) => Promise<FormOutcome | NextStep>,
  options: HandleFormOptions<Files, z.output<Schema>> = {},
) {
  const { hideFields, publicForm, files, failed } = options
  if (files && Number(request.headers.get('content-length') ?? '0') > uploadsMaxBytes(files)) {
    // Refused before the body is read; answered as data so the form stays with the reason.
    const rule = Object.values<UploadRule>(files)[0]
    const message = rule?.messages.tooLarge ?? messagesOf(request).errors.tooManyRequests
    return answer(
      request,
      {
        result: { status: 'error', error: { '': [message] } },
        toast: rule?.toast ? { type: 'error', ...rule.toast.tooLarge } : undefined,
      },
      { status: 413 },
    )
  }
  const formData = await readForm(request)

  if (publicForm) {
    const guard = await guardPublicForm(context, formData, publicForm.name)
    if (guard.kind === 'spam') return answerDone(request, publicForm.acceptedAs)
    if (guard.kind === 'limited') {
      const message = messagesOf(request).errors.tooManyRequests
      return answer(
        request,
        {
          result: parseWithZod(formData, { schema }).reply({ formErrors: [message], hideFields }),
          toast: { type: 'error', title: message },
        },
        { status: 429, headers: { 'Retry-After': String(guard.retryAfterSeconds) } },
      )
    }
  }

  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    // undefined: a Conform intent (add or remove a row without JavaScript) re-renders the form.
    return answer(
      request,
      { result: submission.reply({ hideFields }) },
      { status: submission.status === 'error' ? 400 : 200 },
    )
  }

  let uploads = {} as Record<Files, Upload>
  if (files) {
    const read = await readUploads(formData, files)
    if (!read.isValid) {
      return answer(
        request,
        {
          result: submission.reply({ fieldErrors: read.fieldErrors, hideFields }),
          toast: read.toast ? { type: 'error', ...read.toast } : undefined,
        },
        { status: read.status },
      )
    }
    uploads = read.uploads
  }

  const senderId = publicForm ? ((await getSessionUser(request))?.id ?? null) : null
  let outcome: FormOutcome | NextStep
  try {
    outcome = await command(submission.value as z.output<Schema>, { formData, uploads, senderId })
  } catch (error) {
    await discardUploads(uploads)
    // A response thrown on purpose (403, 404, a redirect) is the command's answer; an
    // unreachable database is the page handler's 503 page (decision 025), not a form error.
    if (error instanceof Response || !failed || isDatabaseUnavailable(error)) throw error
    logger.error({ err: error, path: new URL(request.url).pathname }, 'form action failed')
    const value = submission.value as z.output<Schema>
    outcome = refused(500, typeof failed === 'function' ? failed(value) : failed)
  }
  if (outcome.kind === 'done') return answerDone(request, outcome)
  if (outcome.kind === 'next') {
    return answer(
      request,
      { result: submission.reply({ resetForm: true, hideFields }), next: outcome.next },
      { headers: outcome.headers },
    )
  }
  await discardUploads(uploads)
  return answer(
    request,
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

function answerDone(request: Request, outcome: Extract<FormOutcome, { kind: 'done' }>) {
  if (!outcome.toast) return redirectTo(request, outcome.redirectTo, { headers: outcome.headers })
  return redirectWithToast(request, outcome.redirectTo, outcome.toast, { headers: outcome.headers })
}

/**
 * Every answer that shows the form again: the messages (a schema's, which name catalog keys,
 * and the command's) in the request's language, the one place they are translated on the
 * server (decision 017). The browser's own validation translates them where it shows them.
 */
function answer(request: Request, payload: ActionData, init?: number | ResponseInit) {
  const locale = localeOfRequest(request)
  const messages = messagesOf(request)
  const localize = (message: string) => localizeMessage(messages, locale, message)
  const error = payload.result?.error
  const result = error
    ? {
        ...payload.result,
        error: Object.fromEntries(
          Object.entries(error).map(([name, list]) => [name, list?.map(localize) ?? list]),
        ),
      }
    : payload.result
  const toast = payload.toast && {
    ...payload.toast,
    title: localize(payload.toast.title),
    ...(payload.toast.description ? { description: localize(payload.toast.description) } : {}),
  }
  return data<ActionData>(
    { ...payload, ...(result ? { result } : {}), ...(toast ? { toast } : {}) },
    init,
  )
}
