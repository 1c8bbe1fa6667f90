import { z } from 'zod'
import { browserForms } from '~/lib/kit-forms'
import type {
  ConsultancyStatus,
  consultantAvailabilities as dbAvailabilities,
  consultantDepartments as dbDepartments,
} from '#db/schema'
import { messageKeys } from '~/i18n/message-keys'
import {
  checkScheduleOrder,
  confirmTranslationsField,
  scheduleFields,
  translationFilterField,
} from '~/domain/publishing/schema'
import { ListQuerySchema } from '~/lib/list-query'
import {
  COMPANY_MAX,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  EXPERTISE_ITEM_MAX,
  EXPERTISE_MAX_COUNT,
  EXPERTISE_TEXT_MAX,
  ID_MAX,
  MESSAGE_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  SHORT_TEXT_MAX,
  TITLE_MAX,
} from '~/lib/field-limits'
import { itemTooLongMessage, maxChars, tooManyItemsMessage } from '~/lib/max-length'

// Copies of the lists in db/schema.ts, so the browser bundle does not pull in Drizzle;
// `satisfies` keeps them in step with the database's.
/** SPEC 5: the six consultant department choices. */
export const consultantDepartments = [
  'Investment Banking',
  'Wealth Management',
  'Strategy',
  'Operations',
  'Financial Advisory',
  'Risk Management',
] as const satisfies typeof dbDepartments

export const consultantAvailabilities = [
  'Available',
  'Limited Availability',
] as const satisfies typeof dbAvailabilities

/** SPEC 9: consultancy request statuses. */
export const consultancyStatuses = [
  'Pending',
  'Contacted',
  'Scheduled',
] as const satisfies readonly ConsultancyStatus[]

// ---------------------------------------------------------------------------
// Public page: tabs
// ---------------------------------------------------------------------------

/**
 * SPEC 2 consultancy tabs. A tab keeps consultants whose expertise list contains
 * `match` as a case-insensitive substring; Technology matches 'Tech'.
 */
export const CONSULTANCY_TABS = [
  { value: 'all', match: null },
  { value: 'financial', match: 'Financial' },
  { value: 'real-estate', match: 'Real Estate' },
  { value: 'business', match: 'Business' },
  { value: 'legal', match: 'Legal' },
  { value: 'technology', match: 'Tech' },
] as const

export type ConsultancyTab = (typeof CONSULTANCY_TABS)[number]['value']

const tabValues = CONSULTANCY_TABS.map((tab) => tab.value) as [ConsultancyTab, ...ConsultancyTab[]]

/** ?tab=… in the URL; anything unknown falls back to the default 'all' (SPEC 4). */
export const ConsultancyPageQuerySchema = z.object({
  tab: z.enum(tabValues).catch('all').default('all'),
})

export function tabMatch(tab: ConsultancyTab): string | null {
  return CONSULTANCY_TABS.find((entry) => entry.value === tab)?.match ?? null
}

// ---------------------------------------------------------------------------
// Public consultation form
// ---------------------------------------------------------------------------

const pm = messageKeys.consultancy.form

function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).check(maxChars(max))
}

// SPEC 5: name, email (email format), phone and message are all required; company is optional.
export const ConsultationRequestSchema = z.object({
  consultantId: z.string().trim().min(1).check(maxChars(ID_MAX)),
  name: requiredText(pm.nameRequired, PERSON_NAME_MAX),
  email: z
    .string({ error: pm.emailInvalid })
    .trim()
    .check(maxChars(EMAIL_MAX))
    .pipe(z.email({ error: pm.emailInvalid })),
  phone: requiredText(pm.phoneRequired, PHONE_MAX),
  company: z.string().trim().check(maxChars(COMPANY_MAX)).optional(),
  message: requiredText(pm.messageRequired, MESSAGE_MAX),
})

export type ConsultationRequestInput = z.infer<typeof ConsultationRequestSchema>

// ---------------------------------------------------------------------------
// Admin: consultants
// ---------------------------------------------------------------------------

const cm = messageKeys.consultancy.admin.consultants

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .check(maxChars(max))
    .optional()
    .transform((value) => value ?? '')
}

function nullableText(max: number) {
  return z
    .string()
    .trim()
    .check(maxChars(max))
    .optional()
    .transform((value) => (value ? value : null))
}

/**
 * 'A, B\nC' → ['A', 'B', 'C']: comma- (or Arabic comma '،') or line-separated, blanks
 * dropped, duplicates removed.
 */
export function parseExpertise(text: string | undefined): string[] {
  if (!text) return []
  const items = text
    .split(/[,،\n\r]+/)
    .map((item) => item.trim())
    .filter(Boolean)
  return [...new Set(items)]
}

/** The expertise box: each tag and the number of tags bounded, reported on the box itself. */
const expertise = z
  .string()
  .check(maxChars(EXPERTISE_TEXT_MAX))
  .superRefine((text, ctx) => {
    const items = parseExpertise(text)
    if (items.length > EXPERTISE_MAX_COUNT) {
      ctx.addIssue({ code: 'custom', message: tooManyItemsMessage(EXPERTISE_MAX_COUNT) })
    }
    if (items.some((item) => item.length > EXPERTISE_ITEM_MAX)) {
      ctx.addIssue({ code: 'custom', message: itemTooLongMessage(EXPERTISE_ITEM_MAX) })
    }
  })
  .optional()
  .transform(parseExpertise)

/** The texts of a consultant a visitor reads, each with an Arabic twin `<field>Ar` (decision 018). */
export const CONSULTANT_TEXTS = [
  'name',
  'title',
  'specialization',
  'experience',
  'bio',
  'expertise',
] as const

// SPEC 5: the old admin form had no validation; we require a name and check formats. Each
// Arabic twin is optional, within the limit of its English text (decision 018).
export const ConsultantSchema = z
  .object({
    name: requiredText(cm.nameRequired, PERSON_NAME_MAX),
    nameAr: optionalText(PERSON_NAME_MAX),
    title: optionalText(TITLE_MAX),
    titleAr: optionalText(TITLE_MAX),
    specialization: optionalText(TITLE_MAX),
    specializationAr: optionalText(TITLE_MAX),
    experience: optionalText(SHORT_TEXT_MAX),
    experienceAr: optionalText(SHORT_TEXT_MAX),
    bio: optionalText(DESCRIPTION_MAX),
    bioAr: optionalText(DESCRIPTION_MAX),
    email: z
      .string()
      .trim()
      .check(maxChars(EMAIL_MAX))
      .pipe(z.email({ error: cm.emailInvalid }))
      .optional()
      .transform((value) => value ?? null),
    phone: nullableText(PHONE_MAX),
    // SPEC 3: department is optional and stored as null when empty.
    department: z
      .enum(consultantDepartments)
      .optional()
      .transform((value) => value ?? null),
    expertise,
    expertiseAr: expertise,
    availability: z.enum(consultantAvailabilities).default('Available'),
    sortOrder: z
      .number({ error: cm.sortOrderInvalid })
      .int(cm.sortOrderInvalid)
      .min(0)
      .max(1_000_000)
      .optional(),
    isActive: z.boolean().optional().transform(Boolean),
    confirmTranslations: confirmTranslationsField(CONSULTANT_TEXTS),
    ...scheduleFields,
  })
  .superRefine(checkScheduleOrder)

export type ConsultantInput = z.infer<typeof ConsultantSchema>

export const IdSchema = z.object({ id: z.string().trim().min(1).check(maxChars(ID_MAX)) })

/**
 * Every form of /admin/consultancy/consultants: add, edit (the id) and delete, by `intent`.
 * The edit dialog's "Save as draft" sends `saveAs=draft`: the draft waits; "Save Changes"
 * publishes it where editors publish consultants (decision 047).
 */
export const ConsultantActionSchema = z.discriminatedUnion(
  'intent',
  [
    ConsultantSchema.extend({ intent: z.literal('create') }),
    ConsultantSchema.extend({
      intent: z.literal('update'),
      ...IdSchema.shape,
      saveAs: z.literal('draft').optional(),
    }),
    IdSchema.extend({ intent: z.literal('delete') }),
  ],
  // An intent no form of the screen sends: said in words, not as Zod's list of options.
  { error: messageKeys.errors.unknownIntent },
)

// ---------------------------------------------------------------------------
// Admin: consultancy requests
// ---------------------------------------------------------------------------

// SPEC 4: status switches freely; notes are saved together with the current status.
export const ConsultancyRequestUpdateSchema = z.object({
  id: z.string().trim().min(1).check(maxChars(ID_MAX)),
  status: z.enum(consultancyStatuses),
  notes: z
    .string()
    .check(maxChars(MESSAGE_MAX))
    .optional()
    .transform((value) => (value && value.trim() ? value.trim() : null)),
})

export type ConsultancyRequestUpdate = z.infer<typeof ConsultancyRequestUpdateSchema>

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(ConsultationRequestSchema, { name: 'consultation-request' })

/** The consultants' list: search, and its translation filter (decision 052). */
export const ConsultantListQuerySchema = ListQuerySchema.extend({
  translation: translationFilterField,
})
export type ConsultantListQuery = z.infer<typeof ConsultantListQuerySchema>
