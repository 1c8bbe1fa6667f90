import type { AppLoadContext } from 'react-router'
import { HONEYPOT_FIELD_NAME } from '~/lib/honeypot'
import { env } from './env.server'
import { clientIp, consumeRateLimit } from './rate-limit.server'

/** Name of the hidden field only bots fill in (lib/honeypot.ts, components/honeypot-field.tsx). */
export const HONEYPOT_FIELD = HONEYPOT_FIELD_NAME

const FORM_WINDOW_MS = 10 * 60 * 1000

export type PublicFormGuard =
  { kind: 'ok' } | { kind: 'spam' } | { kind: 'limited'; retryAfterSeconds: number }

/**
 * Spam and abuse checks every public form runs before validating: the honeypot,
 * then a per-IP limit of FORM_RATE_LIMIT submissions per form per 10 minutes.
 */
export async function guardPublicForm(
  context: AppLoadContext,
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
    clientIp(context),
  )
  if (!limit.isAllowed) return { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  return { kind: 'ok' }
}
