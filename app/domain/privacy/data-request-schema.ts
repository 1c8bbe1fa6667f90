import { z } from 'zod'
import { browserForms } from '~/lib/kit-forms'
import type { DataRequestState } from '#db/schema'
import { messageKeys } from '~/i18n/message-keys'
import { EMAIL_MAX, TOKEN_MAX } from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import { maxChars } from '~/lib/max-length'

/*
 * The forms of a person's data requests (decision 028): the visitor's request by e-mail
 * address (/my-data), the buttons their single-use link opens (/my-data/confirm), and the
 * Administrators' erasure for an address (/admin/data-requests).
 */

const m = messageKeys.privacy

// Conform turns an empty input into undefined, so "required" is the type error's message.
const email = z
  .string({ error: m.request.emailRequired })
  .trim()
  .toLowerCase()
  .check(maxChars(EMAIL_MAX))
  .pipe(z.email(m.request.invalidEmail))

export const DataRequestSchema = z.object({ email })

/** The token of a confirmation link, as the page's forms post it back. */
const token = z.string().trim().min(1).check(maxChars(TOKEN_MAX))

/** The link's one action that stays on the page: erase (the download is a file, its own route). */
export const ConfirmEraseSchema = z.object(
  { intent: z.literal('erase', { error: messageKeys.errors.unknownIntent }), token },
  { error: messageKeys.errors.unknownIntent },
)

export const DownloadSchema = z.object({ token })

/** The staff erasure: an address and the box that says the request was checked. */
export const StaffErasureSchema = z.object({
  intent: z.literal('erase', { error: messageKeys.errors.unknownIntent }),
  email,
  confirm: z.literal('on', { error: m.admin.confirmRequired }),
})

/** The list's state filter: every state, and the open ones (not yet answered, not expired). */
// The states are written out rather than imported, so browser code does not pull in drizzle.
const STATES = [
  'awaiting-confirmation',
  'confirmed',
  'completed',
  'expired',
] as const satisfies readonly DataRequestState[]
export const DATA_REQUEST_FILTERS = ['all', 'open', ...STATES] as const
export type DataRequestFilter = (typeof DATA_REQUEST_FILTERS)[number]

export const DataRequestListQuerySchema = ListQuerySchema.extend({
  state: z.enum(DATA_REQUEST_FILTERS).catch('all').default('all'),
})

export type DataRequestListQuery = z.infer<typeof DataRequestListQuerySchema>

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(DataRequestSchema, { name: 'data-request' })
browserForms.add(ConfirmEraseSchema, { name: 'confirm-erase' })
