import { eq, inArray, sql } from 'drizzle-orm'
import { settings } from '#db/schema'
import { seedSettings } from '#db/seed/data'
import { recordAudit } from '~/server/audit.server'
import { getDb, type Db } from '~/server/db.server'
import type { Locale } from '~/i18n/locale'
import { localize, type Localized } from '~/lib/localized'
import type { SessionUser } from '~/server/session.server'
import {
  RETENTION_DEFAULTS,
  SETTINGS_TEXTS,
  SiteSettingsSchema,
  StoredSettingsSchema,
  type RetentionSettings,
  type SettingKey,
  type SettingsText,
  type SiteSettings,
} from './schema'

const defaults: SiteSettings = { ...SiteSettingsSchema.parse(seedSettings), ...RETENTION_DEFAULTS }

type Reader = Pick<Db, 'select'>

function mergeStored(rows: { key: string; value: unknown }[]): SiteSettings {
  const merged: Record<string, unknown> = { ...defaults }
  for (const row of rows) {
    if (!(row.key in StoredSettingsSchema.shape)) continue
    const field = StoredSettingsSchema.shape[row.key as SettingKey]
    const parsed = field.safeParse(row.value)
    if (parsed.success) merged[row.key] = parsed.data
  }
  return merged as SiteSettings
}

async function readSettings(reader: Reader): Promise<SiteSettings> {
  return mergeStored(await reader.select().from(settings))
}

/** Stored settings over the defaults; a malformed stored value falls back to its default. */
export async function getSiteSettings(): Promise<SiteSettings> {
  return readSettings(await getDb())
}

/** The retention periods in months, as saved on the settings screen (decision 029). */
export async function getRetentionSettings(): Promise<RetentionSettings> {
  const stored = await getSiteSettings()
  return {
    retentionApplicationMonths: stored.retentionApplicationMonths,
    retentionTalentPoolMonths: stored.retentionTalentPoolMonths,
    retentionContactMonths: stored.retentionContactMonths,
    retentionConsultancyMonths: stored.retentionConsultancyMonths,
  }
}

/** The settings as a page in `locale` shows them: each text in that language (decision 018). */
export type LocalizedSettings = Localized<SiteSettings, SettingsText>

/**
 * The settings for a public page in `locale`: each text's Arabic twin on an Arabic page, or
 * the English text (named in `inEnglish`) where the twin is empty. The admin form reads
 * `getSiteSettings()`, both languages.
 */
export async function getSiteSettingsIn(locale: Locale): Promise<LocalizedSettings> {
  return localize(await getSiteSettings(), locale, SETTINGS_TEXTS)
}

/**
 * Saves the given settings and records the change (changed keys only, before and after)
 * in the audit log, in one transaction. Returns the keys that changed.
 */
export async function updateSiteSettings(
  values: Partial<SiteSettings>,
  actor: Pick<SessionUser, 'id' | 'email'>,
): Promise<{ changedKeys: SettingKey[] }> {
  const db = await getDb()
  const entries = Object.entries(values).filter(
    ([key, value]) => key in StoredSettingsSchema.shape && value !== undefined,
  ) as [SettingKey, unknown][]
  if (entries.length === 0) return { changedKeys: [] }

  return db.transaction(async (tx) => {
    // Lock the rows being changed so two admins saving at once produce two clean audit rows.
    await tx
      .select({ key: settings.key })
      .from(settings)
      .where(
        inArray(
          settings.key,
          entries.map(([key]) => key),
        ),
      )
      .for('update')
    const current = await readSettings(tx)
    const changed = entries.filter(
      ([key, value]) => JSON.stringify(current[key]) !== JSON.stringify(value),
    )
    if (changed.length === 0) return { changedKeys: [] }

    await tx
      .insert(settings)
      .values(changed.map(([key, value]) => ({ key, value, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
      })
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: 'site',
      before: Object.fromEntries(changed.map(([key]) => [key, current[key]])),
      after: Object.fromEntries(changed),
    })
    return { changedKeys: changed.map(([key]) => key) }
  })
}

export async function getSetting<K extends SettingKey>(key: K): Promise<SiteSettings[K]> {
  const db = await getDb()
  const [row] = await db.select().from(settings).where(eq(settings.key, key))
  if (!row) return defaults[key]
  const parsed = StoredSettingsSchema.shape[key].safeParse(row.value)
  return (parsed.success ? parsed.data : defaults[key]) as SiteSettings[K]
}
