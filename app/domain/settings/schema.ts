import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'
import {
  ADDRESS_MAX,
  COMPANY_MAX,
  EMAIL_MAX,
  LABEL_MAX,
  LINE_MAX,
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
})

export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>

/** The periods a new install starts with (README, "Personal data"). */
export const RETENTION_DEFAULTS: RetentionSettings = {
  retentionApplicationMonths: 6,
  retentionTalentPoolMonths: 24,
  retentionContactMonths: 24,
  retentionConsultancyMonths: 24,
}

/** Every stored setting: the site settings form's and the retention periods. */
export const StoredSettingsSchema = SiteSettingsSchema.extend(RetentionSettingsSchema.shape)

export type SiteSettings = z.infer<typeof StoredSettingsSchema>
export type SettingKey = keyof SiteSettings

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
export type SettingsText = (typeof SETTINGS_TEXTS)[number]
