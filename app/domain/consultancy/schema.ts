import { z } from 'zod'
import type {
  ConsultancyStatus,
  consultantAvailabilities as dbAvailabilities,
  consultantDepartments as dbDepartments,
} from '#db/schema'
import { t } from '~/i18n'

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

const pm = t.consultancy.form

function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max)
}

// SPEC 5: name, email (email format), phone and message are all required; company is optional.
export const ConsultationRequestSchema = z.object({
  consultantId: z.string().trim().min(1).max(100),
  name: requiredText(pm.nameRequired, 200),
  email: z
    .string({ error: pm.emailInvalid })
    .trim()
    .max(254, pm.emailInvalid)
    .pipe(z.email({ error: pm.emailInvalid })),
  phone: requiredText(pm.phoneRequired, 50),
  company: z.string().trim().max(200).optional(),
  message: requiredText(pm.messageRequired, 5000),
})

export type ConsultationRequestInput = z.infer<typeof ConsultationRequestSchema>

// ---------------------------------------------------------------------------
// Admin: consultants
// ---------------------------------------------------------------------------

const cm = t.consultancy.admin.consultants

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value ?? '')
}

function nullableText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null))
}

/** 'A, B\nC' → ['A', 'B', 'C']: comma- or line-separated, blanks dropped, duplicates removed. */
export function parseExpertise(text: string | undefined): string[] {
  if (!text) return []
  const items = text
    .split(/[,\n\r]+/)
    .map((item) => item.trim())
    .filter(Boolean)
  return [...new Set(items)]
}

// SPEC 5: the old admin form had no validation; we require a name and check formats.
export const ConsultantSchema = z.object({
  name: requiredText(cm.nameRequired, 200),
  title: optionalText(200),
  specialization: optionalText(200),
  experience: optionalText(100),
  bio: optionalText(5000),
  email: z
    .string()
    .trim()
    .max(254, cm.emailInvalid)
    .pipe(z.email({ error: cm.emailInvalid }))
    .optional()
    .transform((value) => value ?? null),
  phone: nullableText(50),
  // SPEC 3: department is optional and stored as null when empty.
  department: z
    .enum(consultantDepartments)
    .optional()
    .transform((value) => value ?? null),
  expertise: z.string().max(2000).optional().transform(parseExpertise),
  availability: z.enum(consultantAvailabilities).default('Available'),
  sortOrder: z
    .number({ error: cm.sortOrderInvalid })
    .int(cm.sortOrderInvalid)
    .min(0)
    .max(1_000_000)
    .optional(),
  isActive: z.boolean().optional().transform(Boolean),
})

export type ConsultantInput = z.infer<typeof ConsultantSchema>

export const ConsultantUpdateSchema = ConsultantSchema.extend({
  id: z.string().trim().min(1).max(100),
})

export const IdSchema = z.object({ id: z.string().trim().min(1).max(100) })

// ---------------------------------------------------------------------------
// Admin: consultancy requests
// ---------------------------------------------------------------------------

// SPEC 4: status switches freely; notes are saved together with the current status.
export const ConsultancyRequestUpdateSchema = z.object({
  id: z.string().trim().min(1).max(100),
  status: z.enum(consultancyStatuses),
  notes: z
    .string()
    .max(5000)
    .optional()
    .transform((value) => (value && value.trim() ? value.trim() : null)),
})

export type ConsultancyRequestUpdate = z.infer<typeof ConsultancyRequestUpdateSchema>
