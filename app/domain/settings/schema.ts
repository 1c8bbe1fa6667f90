import { z } from 'zod'
import { confirmTranslationsField } from '~/domain/publishing/schema'
import {
  DEFAULT_RESPONSE_TARGETS,
  type ConversationArea,
  type ResponseTarget,
} from '~/domain/conversations/areas'
import { messageKeys, messageWith } from '~/i18n/message-keys'
import { UAE_BUSINESS_CALENDAR, type IsoWeekday } from '~/lib/business-hours'
import { REVIEW_BY_SETTING, type ReviewBySetting } from '~/domain/publishing/types'
import {
  ADDRESS_MAX,
  COMPANY_MAX,
  EMAIL_MAX,
  LABEL_MAX,
  LINE_MAX,
  LONG_TEXT_MAX,
  OFFICE_HOURS_MAX_COUNT,
  PHONE_MAX,
  SHORT_TEXT_MAX,
  TITLE_MAX,
  URL_MAX,
} from '~/lib/field-limits'
import { maxChars, maxItems } from '~/lib/max-length'

const m = messageKeys.admin.settings.errors

// Conform turns an empty input into undefined; `.default('')` stores it as empty text.
const optionalText = (max: number) => z.string().trim().check(maxChars(max)).default('')
const requiredText = (max: number) =>
  z.string({ error: m.required }).trim().min(1, m.required).check(maxChars(max))
const webAddress = z.url({ protocol: /^https?$/, error: m.invalidUrl }).check(maxChars(URL_MAX))
const optionalWebAddress = z.union([z.literal(''), webAddress], { error: m.invalidUrl }).default('')
const emailAddress = z.email({ error: m.invalidEmail }).check(maxChars(EMAIL_MAX))
const officeHoursCell = z
  .string({ error: m.officeHoursRow })
  .trim()
  .min(1, m.officeHoursRow)
  .check(maxChars(LABEL_MAX))

export const OfficeHoursSchema = z.object({
  days: officeHoursCell,
  hours: officeHoursCell,
})

/** The id part of a YouTube address (youtube.com/watch?v=ID): 11 URL-safe characters. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

const officeHoursList = z
  .array(OfficeHoursSchema)
  .check(maxItems(OFFICE_HOURS_MAX_COUNT))
  .default([])

/**
 * Site settings the public pages read and the admin edits (one form, /admin/settings). Each
 * text a visitor reads has an Arabic twin `<key>Ar` (decision 018), never required: an empty
 * twin shows the English text on Arabic pages.
 */
export const SiteSettingsSchema = z.object({
  companyName: requiredText(COMPANY_MAX),
  companyNameAr: optionalText(COMPANY_MAX),
  tagline: optionalText(LINE_MAX),
  taglineAr: optionalText(LINE_MAX),
  contactEmail: emailAddress,
  contactPhone: optionalText(PHONE_MAX),
  address: optionalText(ADDRESS_MAX),
  addressAr: optionalText(ADDRESS_MAX),
  city: optionalText(SHORT_TEXT_MAX),
  cityAr: optionalText(SHORT_TEXT_MAX),
  officeHours: officeHoursList,
  /** Its own list (rows of Arabic days and hours); empty: Arabic pages show the English rows. */
  officeHoursAr: officeHoursList,
  mapLatitude: z.number({ error: m.latitude }).min(-90, m.latitude).max(90, m.latitude),
  mapLongitude: z.number({ error: m.longitude }).min(-180, m.longitude).max(180, m.longitude),
  mapZoom: z.number({ error: m.zoom }).int(m.zoom).min(1, m.zoom).max(19, m.zoom),
  /** Empty: the hero shows its still poster only. */
  heroVideoUrl: optionalWebAddress,
  heroTitle: requiredText(TITLE_MAX),
  heroTitleAr: optionalText(TITLE_MAX),
  heroSubtitle: optionalText(LINE_MAX),
  heroSubtitleAr: optionalText(LINE_MAX),
  /** Empty: the home page uses 'Explore Services' (SPEC 2). */
  heroCtaLabel: optionalText(LABEL_MAX),
  heroCtaLabelAr: optionalText(LABEL_MAX),
  platformVideoId: z.string({ error: m.videoId }).trim().regex(YOUTUBE_ID_PATTERN, m.videoId),
  socialLinks: z
    .object({
      linkedin: optionalWebAddress,
      twitter: optionalWebAddress,
      instagram: optionalWebAddress,
    })
    .default({ linkedin: '', twitter: '', instagram: '' }),
  /** Empty: notifications go to contactEmail (NOTIFY_EMAIL only when settings cannot be read). */
  notifyEmail: z.union([z.literal(''), emailAddress], { error: m.invalidEmail }).default(''),
})

/** The id of the site texts' one item in the publishing engine (decision 047). */
export const SITE_TEXTS_ID = 'site'

/**
 * The site's texts and their Arabic twins: the company's name, tagline and address, the office
 * hours and the home page's hero. They are one item of the publishing engine (decision 047),
 * drafted and published from their own form; the other site settings are saved at once.
 */
const SITE_TEXT_KEYS = {
  companyName: true,
  companyNameAr: true,
  tagline: true,
  taglineAr: true,
  address: true,
  addressAr: true,
  city: true,
  cityAr: true,
  officeHours: true,
  officeHoursAr: true,
  heroTitle: true,
  heroTitleAr: true,
  heroSubtitle: true,
  heroSubtitleAr: true,
  heroCtaLabel: true,
  heroCtaLabelAr: true,
} as const

/** The site texts as their form sends and their draft holds them. */
export const SiteTextsSchema = SiteSettingsSchema.pick(SITE_TEXT_KEYS)
export type SiteTexts = z.infer<typeof SiteTextsSchema>
export const SITE_TEXT_FIELDS = Object.keys(SITE_TEXT_KEYS) as (keyof SiteTexts)[]

/** The settings texts with an Arabic twin: what `getSiteSettingsIn(locale)` localizes. */
export const SETTINGS_TEXTS = [
  'companyName',
  'tagline',
  'address',
  'city',
  'officeHours',
  'heroTitle',
  'heroSubtitle',
  'heroCtaLabel',
] as const satisfies readonly SettingKey[]

/**
 * The site texts' form: "Save as draft" sends `saveAs=draft`, so the draft waits; "Save
 * Changes" publishes it where editors publish the site texts (decision 047).
 */
export const SiteTextsFormSchema = SiteTextsSchema.extend({
  saveAs: z.literal('draft').optional(),
  // "Still correct" ticked on the form, carried by the draft to its publish (decision 052).
  confirmTranslations: confirmTranslationsField(SETTINGS_TEXTS),
})

/** The other site settings, saved at once by their own form (intent 'settings'). */
export const SiteSettingsFormSchema = SiteSettingsSchema.omit(SITE_TEXT_KEYS)

/** The longest retention period the settings accept, in months (10 years). */
export const RETENTION_MONTHS_MAX = 120

const retentionMonths = z
  .number({ error: m.retentionMonths })
  .int(m.retentionMonths)
  .min(1, m.retentionMonths)
  .max(RETENTION_MONTHS_MAX, m.retentionMonths)

/**
 * How long personal data is kept after it was submitted, in months (issue 16, decision 029):
 * the daily 'apply-retention' job deletes what is older. Its own form on the settings screen
 * (intent 'retention'), so saving the site settings never resets it.
 */
export const RetentionSettingsSchema = z.object({
  /** Applications (and their CVs) of applicants not hired, who did not join the talent pool. */
  retentionApplicationMonths: retentionMonths,
  /** Applications of applicants not hired who agreed to the talent pool. */
  retentionTalentPoolMonths: retentionMonths,
  retentionContactMonths: retentionMonths,
  retentionConsultancyMonths: retentionMonths,
  /**
   * Revisions of published content (decision 047): older ones are deleted, an item's latest
   * always kept. Not personal data, but the same screen says how long anything is kept.
   */
  retentionRevisionsMonths: retentionMonths,
})

export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>

/** The periods a new install starts with (README, "Personal data"). */
export const RETENTION_DEFAULTS: RetentionSettings = {
  retentionApplicationMonths: 6,
  retentionTalentPoolMonths: 24,
  retentionContactMonths: 24,
  retentionConsultancyMonths: 24,
  retentionRevisionsMonths: 24,
}

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: m.investorWholeNumber })
    .int(m.investorWholeNumber)
    .min(min, m.investorWholeNumber)
    .max(max, m.investorWholeNumber)

/**
 * The investor side's legal figures (decision 043): counsel decides them, the product applies
 * them. Defaults in INVESTOR_DEFAULTS and the README ("Investors").
 */
export const InvestorSettingsSchema = z.object({
  /**
   * Years an investor's due-diligence file and accepted requests are kept after an erasure
   * (UAE anti-money-laundering law: at least five years).
   */
  investorRecordsYears: wholeNumber(1, 25),
  /** Hours after a request to invest during which the investor may withdraw it (0: none). */
  coolingOffHours: wholeNumber(0, 24 * 30),
  /** Days an investment's room stays open to an investor after their request is decided. */
  roomAccessDays: wholeNumber(1, 3650),
  /** Days before an identity document expires that its investor is reminded by e-mail. */
  identityReminderDays: wholeNumber(1, 365),
})

export type InvestorSettings = z.infer<typeof InvestorSettingsSchema>

export const INVESTOR_DEFAULTS: InvestorSettings = {
  investorRecordsYears: 5,
  coolingOffHours: 48,
  roomAccessDays: 90,
  identityReminderDays: 30,
}

/**
 * Which content types need a second person's approval to publish (decision 047). Investments
 * always do; the others are published by their editors unless ticked here.
 */
export const PublishingSettingsSchema = z.object({
  reviewedContentTypes: z.array(z.enum(REVIEW_BY_SETTING)).max(REVIEW_BY_SETTING.length),
})

export type PublishingSettings = z.infer<typeof PublishingSettingsSchema>

export const PUBLISHING_DEFAULTS: PublishingSettings = { reviewedContentTypes: [] }

/** The "Review before publishing" form (intent 'publishing'): a checkbox per type. */
export const PublishingFormSchema = z.object({
  review: z
    .object(
      Object.fromEntries(REVIEW_BY_SETTING.map((type) => [type, z.literal('on').optional()])) as {
        [Type in ReviewBySetting]: z.ZodOptional<z.ZodLiteral<'on'>>
      },
    )
    .default({}),
})

export function toPublishingSettings(form: z.output<typeof PublishingFormSchema>) {
  return { reviewedContentTypes: REVIEW_BY_SETTING.filter((type) => form.review[type] === 'on') }
}

export function publishingFormValues(settings: PublishingSettings) {
  return {
    review: Object.fromEntries(
      REVIEW_BY_SETTING.map((type) => [
        type,
        settings.reviewedContentTypes.includes(type) ? 'on' : undefined,
      ]),
    ),
  }
}

/** ISO weekdays, Monday (1) to Sunday (7): the order the form lists them in. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly IsoWeekday[]

/**
 * At most this many public holidays. With one working day a week at least, three years hold
 * 156 working days, so the calendar always finds a due time (business-hours.ts looks three
 * years ahead); the UAE has about a dozen holidays a year, so this keeps several years.
 */
export const HOLIDAYS_MAX_COUNT = 100
/**
 * A holiday's name, as short as a label. 100 holidays of this length fit the settings row's
 * value limit (SETTING_VALUE_MAX) even when every character needs escaping in JSON.
 */
export const HOLIDAY_NAME_MAX = LABEL_MAX
/** Response targets in working hours: half an hour to 200 hours (about 22 working days). */
export const TARGET_HOURS_MIN = 0.5
export const TARGET_HOURS_MAX = 200

const isoWeekday = z.literal(ISO_WEEKDAYS, { error: m.workingDays })
const clockTime = z
  .string({ error: m.clockTime })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.clockTime)

/** A real date of the calendar written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

export const HolidaySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isCalendarDate),
  /** Empty when the Administrator entered a date alone. */
  name: z.string().check(maxChars(HOLIDAY_NAME_MAX)),
})
export type Holiday = z.infer<typeof HolidaySchema>

/** One schema per conversation area; `satisfies` fails here when an area is added. */
function perArea<Schema extends z.ZodType>(schema: Schema) {
  return z.object({
    contact: schema,
    consultancy: schema,
    investment: schema,
    custom: schema,
  } satisfies Record<ConversationArea, Schema>)
}

const targetMinutes = z
  .number()
  .int()
  .min(TARGET_HOURS_MIN * 60)
  .max(TARGET_HOURS_MAX * 60)
  .multipleOf(30)

/**
 * The business calendar and the response targets as stored (decision 040), one key each in
 * the settings table. The time zone is not among them: the company works in the UAE, so the
 * calendar is always in Asia/Dubai (UAE_BUSINESS_CALENDAR) and nobody has to choose it.
 * Each value is checked on its own when read; getConversationSettings() checks the pair of
 * office hours together.
 */
export const BusinessHoursSettingsSchema = z.object({
  businessWorkingDays: z.array(isoWeekday).min(1).max(ISO_WEEKDAYS.length),
  /** Local opening and closing times in Dubai, `HH:MM`; closing is after opening. */
  businessOpensAt: clockTime,
  businessClosesAt: clockTime,
  /**
   * Sorted by date, no date twice (the form sees to both). Islamic holidays follow the moon
   * sighting, so they are entered, never computed.
   */
  businessHolidays: z.array(HolidaySchema).max(HOLIDAYS_MAX_COUNT),
  /** Per area, in working minutes (ResponseTarget); the form shows hours. */
  responseTargets: perArea(
    z.object({ firstResponseMinutes: targetMinutes, followUpMinutes: targetMinutes }),
  ),
  /** Per area: new conversations go to the next staff member in turn (round robin). */
  conversationAutoAssign: perArea(z.boolean()),
})

export type BusinessHoursSettings = z.infer<typeof BusinessHoursSettingsSchema>

/** What an install reads until an Administrator saves the form: the UAE week, no holidays. */
export const BUSINESS_HOURS_DEFAULTS: BusinessHoursSettings = {
  businessWorkingDays: [...UAE_BUSINESS_CALENDAR.workingDays],
  businessOpensAt: UAE_BUSINESS_CALENDAR.opensAt,
  businessClosesAt: UAE_BUSINESS_CALENDAR.closesAt,
  businessHolidays: UAE_BUSINESS_CALENDAR.holidays.map((date) => ({ date, name: '' })),
  responseTargets: DEFAULT_RESPONSE_TARGETS,
  conversationAutoAssign: { contact: false, consultancy: false, investment: false, custom: false },
}

/** One check, so a value wrong in two ways shows the message once. */
const targetHours = z
  .number({ error: m.targetHours })
  .refine(
    (hours) =>
      hours >= TARGET_HOURS_MIN && hours <= TARGET_HOURS_MAX && Number.isInteger(hours * 2),
    m.targetHours,
  )

/** Arabic-Indic and Persian digits typed in a date, as the Latin digits they stand for. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
}

/**
 * The holidays textarea: one holiday a line, `YYYY-MM-DD Name` (the name may be left out),
 * blank lines ignored. Every bad line is named by its number; the list comes out sorted.
 */
function parseHolidayLines(text: string, ctx: z.core.$RefinementCtx<string>): Holiday[] {
  const holidays: Holiday[] = []
  const lineOf = new Map<string, number>()
  const refuse = (key: string, values: Record<string, string | number>) =>
    ctx.addIssue({ code: 'custom', message: messageWith(key, values) })
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    const match = /^(\S+)(?:\s+(.*))?$/.exec(raw.trim())
    if (!match) return
    const date = latinDigits(match[1])
    const name = (match[2] ?? '').trim()
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refuse(m.holidayLine, { line })
    if (!isCalendarDate(date)) return refuse(m.holidayDate, { line, date })
    if (name.length > HOLIDAY_NAME_MAX)
      return refuse(m.holidayName, { line, max: HOLIDAY_NAME_MAX })
    const first = lineOf.get(date)
    if (first !== undefined) return refuse(m.holidayDuplicate, { line, date, first })
    lineOf.set(date, line)
    holidays.push({ date, name })
  })
  if (holidays.length > HOLIDAYS_MAX_COUNT) refuse(m.holidaysTooMany, { max: HOLIDAYS_MAX_COUNT })
  return holidays.sort((a, b) => a.date.localeCompare(b.date))
}

const bothTimesValid = (payload: { issues: readonly { path?: PropertyKey[] }[] }) =>
  payload.issues.every((issue) => issue.path?.[0] !== 'opensAt' && issue.path?.[0] !== 'closesAt')

/**
 * The "Business hours and response targets" form on the settings screen (intent
 * 'business-hours', Administrators only): working days as checkboxes, the office hours, the
 * holidays as text (one a line, so it works without JavaScript) and two targets per area in
 * working hours. `toBusinessHoursSettings` turns its value into what is stored.
 */
export const BusinessHoursFormSchema = z
  .object({
    workingDays: z.array(isoWeekday, { error: m.workingDays }).min(1, m.workingDays),
    opensAt: clockTime,
    closesAt: clockTime,
    holidays: z.string().check(maxChars(LONG_TEXT_MAX)).default('').transform(parseHolidayLines),
    targets: perArea(
      z.object({
        firstResponseHours: targetHours,
        followUpHours: targetHours,
        // A checkbox: 'on' when ticked, absent when not.
        autoAssign: z.literal('on').optional(),
      }),
    ),
  })
  .refine((value) => value.closesAt > value.opensAt, {
    path: ['closesAt'],
    message: m.closesAfterOpens,
    // Compared only once both are times; otherwise each shows its own message.
    when: bothTimesValid,
  })

export type BusinessHoursForm = z.output<typeof BusinessHoursFormSchema>
type BusinessHoursFormInput = z.input<typeof BusinessHoursFormSchema>

/** The form's value as stored: working days in order, targets in minutes. */
export function toBusinessHoursSettings(form: BusinessHoursForm): BusinessHoursSettings {
  const minutesOf = (target: BusinessHoursForm['targets'][ConversationArea]): ResponseTarget => ({
    firstResponseMinutes: Math.round(target.firstResponseHours * 60),
    followUpMinutes: Math.round(target.followUpHours * 60),
  })
  return {
    businessWorkingDays: ISO_WEEKDAYS.filter((day) => form.workingDays.includes(day)),
    businessOpensAt: form.opensAt,
    businessClosesAt: form.closesAt,
    businessHolidays: form.holidays,
    responseTargets: {
      contact: minutesOf(form.targets.contact),
      consultancy: minutesOf(form.targets.consultancy),
      investment: minutesOf(form.targets.investment),
      custom: minutesOf(form.targets.custom),
    },
    conversationAutoAssign: {
      contact: form.targets.contact.autoAssign === 'on',
      consultancy: form.targets.consultancy.autoAssign === 'on',
      investment: form.targets.investment.autoAssign === 'on',
      custom: form.targets.custom.autoAssign === 'on',
    },
  }
}

/** The stored settings as the form shows them: holidays one a line, targets in hours. */
export function businessHoursFormValues(settings: BusinessHoursSettings): BusinessHoursFormInput {
  const hoursOf = (target: ResponseTarget, area: ConversationArea) => ({
    firstResponseHours: target.firstResponseMinutes / 60,
    followUpHours: target.followUpMinutes / 60,
    autoAssign: settings.conversationAutoAssign[area] ? ('on' as const) : undefined,
  })
  const targets = settings.responseTargets
  return {
    workingDays: [...settings.businessWorkingDays],
    opensAt: settings.businessOpensAt,
    closesAt: settings.businessClosesAt,
    holidays: settings.businessHolidays
      .map(({ date, name }) => (name ? `${date} ${name}` : date))
      .join('\n'),
    targets: {
      contact: hoursOf(targets.contact, 'contact'),
      consultancy: hoursOf(targets.consultancy, 'consultancy'),
      investment: hoursOf(targets.investment, 'investment'),
      custom: hoursOf(targets.custom, 'custom'),
    },
  }
}

/** Every stored setting: the site form's, retention, business hours and the investor figures. */
export const StoredSettingsSchema = SiteSettingsSchema.extend(RetentionSettingsSchema.shape)
  .extend(BusinessHoursSettingsSchema.shape)
  .extend(InvestorSettingsSchema.shape)
  .extend(PublishingSettingsSchema.shape)

export type SiteSettings = z.infer<typeof StoredSettingsSchema>
export type SettingKey = keyof SiteSettings

export type SettingsText = (typeof SETTINGS_TEXTS)[number]
