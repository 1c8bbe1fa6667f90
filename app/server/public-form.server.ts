import { data } from 'react-router'
import { HONEYPOT_FIELD_NAME } from '~/components/honeypot-field'
import { getSiteSettings } from '~/domain/settings/settings.server'
import { t } from '~/i18n'
import { sendEmailSafely } from './email.server'
import { env } from './env.server'
import { clientIp, consumeRateLimit } from './rate-limit.server'

/** Name of the hidden field only bots fill in (see components/honeypot-field.tsx). */
export const HONEYPOT_FIELD = HONEYPOT_FIELD_NAME

const FORM_WINDOW_MS = 10 * 60 * 1000

export type PublicFormGuard =
  { kind: 'ok' } | { kind: 'spam' } | { kind: 'limited'; retryAfterSeconds: number }

/**
 * Spam and abuse checks every public form runs before validating: the honeypot,
 * then a per-IP limit of FORM_RATE_LIMIT submissions per form per 10 minutes.
 */
export async function guardPublicForm(
  request: Request,
  formData: FormData,
  formName: string,
): Promise<PublicFormGuard> {
  const honeypot = formData.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'spam' }
  const limit = await consumeRateLimit(
    {
      name: `form-${formName}`,
      points: env().FORM_RATE_LIMIT,
      windowSeconds: FORM_WINDOW_MS / 1000,
    },
    clientIp(request),
  )
  if (!limit.isAllowed) return { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  return { kind: 'ok' }
}

/** The 429 answer for a limited client: the form shows the message at its top. */
export function tooManyRequests(retryAfterSeconds: number) {
  return data(
    { formError: t.errors.tooManyRequests, result: undefined },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}

const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/

/** Text on one line: a line break typed into a name or subject becomes a space. */
export function oneLine(text: string): string {
  return text.split(LINE_BREAK).join(' ')
}

/**
 * The body of a notification: one `Label: value` line per field. A value with line breaks
 * (a message) is folded under its label, each of its lines indented, so nothing a visitor
 * types can start a line of its own and pass for another field ('Email: …').
 */
export function notificationText(fields: Record<string, string | null | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([label, value]) => {
      const lines = value.split(LINE_BREAK)
      return lines.length === 1
        ? `${label}: ${value}`
        : `${label}:\n${lines.map((line) => `  ${line}`).join('\n')}`
    })
    .join('\n')
}

/**
 * E-mails the company inbox about a new submission, with a link to the admin screen that
 * handles it; never throws (the record is already saved).
 */
export async function notifyCompany(
  subject: string,
  fields: Record<string, string | null | undefined>,
  adminPath: string,
): Promise<void> {
  const settings = await getSiteSettings().catch(() => null)
  const to = settings?.notifyEmail || env().NOTIFY_EMAIL
  const text = `${notificationText(fields)}\n\n${env().APP_URL}${adminPath}`
  await sendEmailSafely({ to, subject: oneLine(subject), text })
}
