import { z } from 'zod'
import { t } from '~/i18n'

const m = t.admin.settings.errors

// Conform turns an empty input into undefined; `.default('')` stores it as empty text.
const optionalText = (max = 300) => z.string().trim().max(max, m.tooLong).default('')
const requiredText = (max = 300) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong)
const webAddress = z.url({ protocol: /^https?$/, error: m.invalidUrl })
const optionalWebAddress = z.union([z.literal(''), webAddress], { error: m.invalidUrl }).default('')

export const OfficeHoursSchema = z.object({
  days: z.string({ error: m.officeHoursRow }).trim().min(1, m.officeHoursRow).max(60, m.tooLong),
  hours: z.string({ error: m.officeHoursRow }).trim().min(1, m.officeHoursRow).max(60, m.tooLong),
})

/** The id part of a YouTube address (youtube.com/watch?v=ID): 11 URL-safe characters. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

/** Site settings the public pages read and the admin edits (one form, /admin/settings). */
export const SiteSettingsSchema = z.object({
  companyName: requiredText(120),
  tagline: optionalText(300),
  contactEmail: z.email({ error: m.invalidEmail }),
  contactPhone: optionalText(40),
  address: optionalText(200),
  city: optionalText(80),
  officeHours: z.array(OfficeHoursSchema).max(10).default([]),
  mapLatitude: z.number({ error: m.latitude }).min(-90, m.latitude).max(90, m.latitude),
  mapLongitude: z.number({ error: m.longitude }).min(-180, m.longitude).max(180, m.longitude),
  mapZoom: z.number({ error: m.zoom }).int(m.zoom).min(1, m.zoom).max(19, m.zoom),
  /** Empty: the hero shows its still poster only. */
  heroVideoUrl: optionalWebAddress,
  heroTitle: requiredText(160),
  heroSubtitle: optionalText(300),
  /** Empty: the home page uses 'Explore Services' (SPEC 2). */
  heroCtaLabel: optionalText(40),
  platformVideoId: z.string({ error: m.videoId }).trim().regex(YOUTUBE_ID_PATTERN, m.videoId),
  socialLinks: z
    .object({
      linkedin: optionalWebAddress,
      twitter: optionalWebAddress,
      instagram: optionalWebAddress,
    })
    .default({ linkedin: '', twitter: '', instagram: '' }),
  /** Empty: notifications go to NOTIFY_EMAIL from the environment. */
  notifyEmail: z.union([z.literal(''), z.email()], { error: m.invalidEmail }).default(''),
})

export type SiteSettings = z.infer<typeof SiteSettingsSchema>
export type SettingKey = keyof SiteSettings

const p = t.admin.settings.password

/** The admin's own password change (better-auth checks the current password). */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: p.currentRequired }).min(1, p.currentRequired),
    newPassword: z.string({ error: p.minLength }).min(6, p.minLength).max(128, m.tooLong),
    confirmPassword: z.string({ error: p.mismatch }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: p.mismatch,
    path: ['confirmPassword'],
  })
