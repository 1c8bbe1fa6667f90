import { z } from 'zod'

export const OfficeHoursSchema = z.object({ days: z.string(), hours: z.string() })

/** Site settings the public pages read and the admin edits. */
export const SiteSettingsSchema = z.object({
  companyName: z.string().min(1),
  tagline: z.string(),
  contactEmail: z.email(),
  contactPhone: z.string(),
  address: z.string(),
  city: z.string(),
  officeHours: z.array(OfficeHoursSchema),
  mapLatitude: z.number().min(-90).max(90),
  mapLongitude: z.number().min(-180).max(180),
  mapZoom: z.number().int().min(1).max(19),
  heroVideoUrl: z.string(),
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  heroCtaLabel: z.string(),
  platformVideoId: z.string(),
  socialLinks: z.object({ linkedin: z.string(), twitter: z.string(), instagram: z.string() }),
  notifyEmail: z.email(),
})

export type SiteSettings = z.infer<typeof SiteSettingsSchema>
export type SettingKey = keyof SiteSettings
