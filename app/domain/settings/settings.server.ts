import { eq, sql } from 'drizzle-orm'
import { settings } from '#db/schema'
import { seedSettings } from '#db/seed/data'
import { getDb } from '~/server/db.server'
import { SiteSettingsSchema, type SettingKey, type SiteSettings } from './schema'

const defaults = SiteSettingsSchema.parse(seedSettings)

/** Stored settings over the defaults; a malformed stored value falls back to its default. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const db = await getDb()
  const rows = await db.select().from(settings)
  const merged: Record<string, unknown> = { ...defaults }
  for (const row of rows) {
    if (!(row.key in SiteSettingsSchema.shape)) continue
    const field = SiteSettingsSchema.shape[row.key as SettingKey]
    const parsed = field.safeParse(row.value)
    if (parsed.success) merged[row.key] = parsed.data
  }
  return merged as SiteSettings
}

export async function updateSiteSettings(values: Partial<SiteSettings>): Promise<void> {
  const db = await getDb()
  const entries = Object.entries(values).filter(([key]) => key in SiteSettingsSchema.shape)
  if (entries.length === 0) return
  await db
    .insert(settings)
    .values(entries.map(([key, value]) => ({ key, value, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    })
}

export async function getSetting<K extends SettingKey>(key: K): Promise<SiteSettings[K]> {
  const db = await getDb()
  const [row] = await db.select().from(settings).where(eq(settings.key, key))
  const parsed = SiteSettingsSchema.shape[key].safeParse(row?.value)
  return (parsed.success ? parsed.data : defaults[key]) as SiteSettings[K]
}
