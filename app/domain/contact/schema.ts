import { z } from 'zod'
import { browserForms } from '~/lib/kit-forms'
import { messageKeys } from '~/i18n/message-keys'
import { EMAIL_MAX, MESSAGE_MAX, PERSON_NAME_MAX, PHONE_MAX, SUBJECT_MAX } from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import { maxChars } from '~/lib/max-length'

const m = messageKeys.company.contact

const EmailSchema = z.email()

/**
 * SPEC 5 contact form: full name, email and message required, with the one message
 * 'Please fill in all required fields' above the form and an error on each field.
 * Phone and subject are optional and stored as null when empty.
 */
export const ContactSchema = z
  .object({
    name: z.string().trim().check(maxChars(PERSON_NAME_MAX)).optional(),
    email: z.string().trim().check(maxChars(EMAIL_MAX)).optional(),
    phone: z.string().trim().check(maxChars(PHONE_MAX)).optional(),
    subject: z.string().trim().check(maxChars(SUBJECT_MAX)).optional(),
    message: z.string().trim().check(maxChars(MESSAGE_MAX)).optional(),
  })
  .superRefine((value, ctx) => {
    let isMissing = false
    if (!value.name) {
      isMissing = true
      ctx.addIssue({ code: 'custom', path: ['name'], message: m.nameRequired })
    }
    if (!value.email) {
      isMissing = true
      ctx.addIssue({ code: 'custom', path: ['email'], message: m.emailRequired })
    } else if (!EmailSchema.safeParse(value.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: m.emailInvalid })
    }
    if (!value.message) {
      isMissing = true
      ctx.addIssue({ code: 'custom', path: ['message'], message: m.messageRequired })
    }
    if (isMissing) ctx.addIssue({ code: 'custom', path: [], message: m.requiredFields })
  })
  .transform((value) => ({
    name: value.name ?? '',
    email: value.email ?? '',
    phone: value.phone || null,
    subject: value.subject || null,
    message: value.message ?? '',
  }))

export type ContactInput = z.infer<typeof ContactSchema>

export const CONTACT_FILTERS = ['all', 'unread'] as const

export const ContactListQuerySchema = ListQuerySchema.extend({
  status: z.enum(CONTACT_FILTERS).catch('all').default('all'),
})

export type ContactListQuery = z.infer<typeof ContactListQuerySchema>

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(ContactSchema, { name: 'contact' })
