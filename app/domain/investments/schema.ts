import { z } from 'zod'
import { browserForms } from '~/lib/kit-forms'
import { fromDubaiInput } from '~/lib/dubai-time'
import { ListQuerySchema } from '~/lib/list-query'
import { translationFilterField } from '~/domain/publishing/schema'
import { messageKeys, messageWith } from '~/i18n/message-keys'
import {
  DESCRIPTION_MAX,
  ID_MAX,
  LINKS_MAX_COUNT,
  MESSAGE_MAX,
  PACKAGES_PER_INVESTMENT_MAX_COUNT,
  SEARCH_MAX,
  SHORT_TEXT_MAX,
  TITLE_MAX,
  URL_MAX,
} from '~/lib/field-limits'
import { maxChars, maxItems } from '~/lib/max-length'
import { investmentDepartments, investmentTypes, type InvestmentType } from './choices'

export { investmentDepartments, investmentTypes, type InvestmentType } from './choices'

export const MESSAGE_MAX_LENGTH = MESSAGE_MAX
export const MAX_LINKS = LINKS_MAX_COUNT

const m = messageKeys.investments.form

export function isInvestmentType(value: unknown): value is InvestmentType {
  return typeof value === 'string' && (investmentTypes as readonly string[]).includes(value)
}

/** The public list's URL query: ?q=…&type=…&page=… (shareable, works without JavaScript). */
export const PublicInvestmentQuerySchema = z.object({
  q: z.string().trim().check(maxChars(SEARCH_MAX)).catch('').default(''),
  type: z
    .string()
    .check(maxChars(SHORT_TEXT_MAX))
    .transform((value) => (isInvestmentType(value) ? value : 'all'))
    .catch('all')
    .default('all'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})

export type PublicInvestmentQuery = z.infer<typeof PublicInvestmentQuerySchema>

/** SPEC 5: the investment request message has no validation; we only cap its length. */
export const InvestmentRequestSchema = z.object({
  message: z
    .string()
    .max(
      MESSAGE_MAX_LENGTH,
      messageWith(messageKeys.investments.request.messageTooLong, { max: MESSAGE_MAX_LENGTH }),
    )
    .optional()
    .transform((value) => value?.trim() ?? ''),
  // Decision 043: the box under the risk warning; unticked, nothing is saved.
  acknowledgeRisk: z.literal('on', { error: messageKeys.nda.risk.acknowledgeRequired }),
})

const text = (max: number) => z.string().trim().check(maxChars(max)).optional()

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Create and edit investment (SPEC 5): title, description, profit margin and profit
 * schema are required, with 'Please fill in all required fields'. The department is
 * labelled required on the form, so we check it too. Link rows lacking a title or a
 * URL are dropped; a complete row needs an http(s) URL.
 * Each text has an optional Arabic twin with the same limit (decision 018): empty means
 * Arabic pages show the English text.
 * Every field parses as optional first so the required check below always runs and
 * reports all missing fields at once.
 */
export const InvestmentFormSchema = z
  .object({
    title: text(TITLE_MAX),
    titleAr: text(TITLE_MAX),
    description: text(DESCRIPTION_MAX),
    descriptionAr: text(DESCRIPTION_MAX),
    type: text(SHORT_TEXT_MAX),
    department: text(SHORT_TEXT_MAX),
    profitMargin: text(SHORT_TEXT_MAX),
    profitMarginAr: text(SHORT_TEXT_MAX),
    profitSchema: text(DESCRIPTION_MAX),
    profitSchemaAr: text(DESCRIPTION_MAX),
    /** Decision 043: shown before a request to invest; empty shows the general warning. */
    riskWarning: text(DESCRIPTION_MAX),
    riskWarningAr: text(DESCRIPTION_MAX),
    isActive: z.boolean().optional(),
    /** Schedules (decision 047): `datetime-local` values, Dubai time. */
    publishAt: text(SHORT_TEXT_MAX),
    unpublishAt: text(SHORT_TEXT_MAX),
    closesAt: text(SHORT_TEXT_MAX),
    /** Pairs staff confirm as current after one side changed (decision 047). */
    confirmTranslations: z
      .array(z.enum(['title', 'description', 'profitMargin', 'profitSchema', 'riskWarning']))
      .optional(),
    links: z
      .array(
        z
          .object({ title: text(TITLE_MAX), titleAr: text(TITLE_MAX), url: text(URL_MAX) })
          .optional(),
      )
      .check(maxItems(LINKS_MAX_COUNT))
      .optional(),
    packageIds: z
      .array(z.string().check(maxChars(ID_MAX)))
      .check(maxItems(PACKAGES_PER_INVESTMENT_MAX_COUNT))
      .optional(),
  })
  .superRefine((value, ctx) => {
    const required = ['title', 'description', 'profitMargin', 'profitSchema', 'department'] as const
    let isMissing = false
    for (const key of required) {
      if (!value[key]) {
        isMissing = true
        ctx.addIssue({ code: 'custom', path: [key], message: m.required })
      }
    }
    if (!value.type) {
      isMissing = true
      ctx.addIssue({ code: 'custom', path: ['type'], message: m.required })
    } else if (!isInvestmentType(value.type)) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: m.invalidChoice })
    }
    if (
      value.department &&
      !(investmentDepartments as readonly string[]).includes(value.department)
    ) {
      ctx.addIssue({ code: 'custom', path: ['department'], message: m.invalidChoice })
    }
    value.links?.forEach((link, index) => {
      if (link?.title && link.url && !isHttpUrl(link.url)) {
        ctx.addIssue({ code: 'custom', path: ['links', index, 'url'], message: m.invalidUrl })
      }
    })
    for (const key of ['publishAt', 'unpublishAt', 'closesAt'] as const) {
      if (value[key] && !fromDubaiInput(value[key])) {
        ctx.addIssue({ code: 'custom', path: [key], message: m.invalidDateTime })
      }
    }
    const publishAt = value.publishAt ? fromDubaiInput(value.publishAt) : null
    const unpublishAt = value.unpublishAt ? fromDubaiInput(value.unpublishAt) : null
    if (publishAt && unpublishAt && unpublishAt <= publishAt) {
      ctx.addIssue({ code: 'custom', path: ['unpublishAt'], message: m.unpublishBeforePublish })
    }
    if (isMissing) ctx.addIssue({ code: 'custom', path: [], message: m.requiredFields })
  })
  .transform((value) => ({
    title: value.title ?? '',
    titleAr: value.titleAr ?? '',
    description: value.description ?? '',
    descriptionAr: value.descriptionAr ?? '',
    type: value.type as InvestmentType,
    department: value.department ?? '',
    profitMargin: value.profitMargin ?? '',
    profitMarginAr: value.profitMarginAr ?? '',
    profitSchema: value.profitSchema ?? '',
    profitSchemaAr: value.profitSchemaAr ?? '',
    riskWarning: value.riskWarning ?? '',
    riskWarningAr: value.riskWarningAr ?? '',
    isActive: value.isActive ?? false,
    confirmTranslations: value.confirmTranslations ?? [],
    publishAt: value.publishAt ? fromDubaiInput(value.publishAt) : null,
    unpublishAt: value.unpublishAt ? fromDubaiInput(value.unpublishAt) : null,
    closesAt: value.closesAt ? fromDubaiInput(value.closesAt) : null,
    links: (value.links ?? []).flatMap((link) =>
      link?.title && link.url
        ? [{ title: link.title, titleAr: link.titleAr ?? '', url: link.url }]
        : [],
    ),
    packageIds: [...new Set(value.packageIds ?? [])],
  }))

export type InvestmentInput = z.output<typeof InvestmentFormSchema>

export const AdminInvestmentQuerySchema = ListQuerySchema.extend({
  translation: translationFilterField,
})

/** The investment's English texts and their Arabic twins (decisions 018, 047). */
export const INVESTMENT_TWINS = [
  { name: 'title', twin: 'titleAr' },
  { name: 'description', twin: 'descriptionAr' },
  { name: 'profitMargin', twin: 'profitMarginAr' },
  { name: 'profitSchema', twin: 'profitSchemaAr' },
  { name: 'riskWarning', twin: 'riskWarningAr' },
] as const

/** The delete confirmation of /admin/investments (?delete=inv-001). */
export const InvestmentDeleteSchema = z.object({
  intent: z.literal('delete'),
  id: z.string().trim().min(1).check(maxChars(ID_MAX)),
})

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(InvestmentRequestSchema, { name: 'investment-request' })
