import { z } from 'zod'
import { browserForms } from '~/lib/kit-forms'
import { messageKeys } from '~/i18n/message-keys'
import { ID_MAX, LONG_TEXT_MAX, PERSON_NAME_MAX } from '~/lib/field-limits'
import { maxChars } from '~/lib/max-length'

const m = messageKeys.nda

/** Staff publish a new NDA version: the agreement in both languages (decision 043). */
export const NdaPublishSchema = z.object({
  intent: z.literal('publish'),
  body: z
    .string({ error: m.admin.errors.bodyRequired })
    .trim()
    .min(1, m.admin.errors.bodyRequired)
    .check(maxChars(LONG_TEXT_MAX)),
  bodyAr: z
    .string({ error: m.admin.errors.bodyArRequired })
    .trim()
    .min(1, m.admin.errors.bodyArRequired)
    .check(maxChars(LONG_TEXT_MAX)),
})

/**
 * A reader accepts the NDA version shown: their full name typed, the box ticked. The route
 * compares the name with the account's (case and surrounding spaces aside).
 */
export const NdaAcceptSchema = z.object({
  ndaVersionId: z.string().trim().min(1).check(maxChars(ID_MAX)),
  typedName: z
    .string({ error: m.accept.errors.nameRequired })
    .trim()
    .min(1, m.accept.errors.nameRequired)
    .check(maxChars(PERSON_NAME_MAX)),
  accept: z.literal('on', { error: m.accept.errors.tickRequired }),
})

/** The same name, case and the spaces at its ends aside. */
export function isSameName(typed: string, accountName: string): boolean {
  return typed.trim().toLocaleLowerCase('en') === accountName.trim().toLocaleLowerCase('en')
}

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(NdaAcceptSchema, { name: 'nda-accept' })
