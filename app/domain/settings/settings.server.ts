import { eq, inArray, sql } from 'drizzle-orm'
import { settings, type ContentType } from '#db/schema'
import { seedSettings } from '#db/seed/data'
import { format, t } from '~/i18n'
import { UAE_BUSINESS_CALENDAR, type BusinessCalendar } from '~/lib/business-hours'
import { can } from '~/lib/permissions'
import { recordAudit } from '~/server/audit.server'
import { env } from '~/server/env.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import { getDb, type Db } from '~/server/db.server'
import type { Locale } from '~/i18n/locale'
import { localize, type Localized } from '~/lib/localized'
import type { SessionUser } from '~/server/session.server'
import {
  CONVERSATION_AREAS,
  type ConversationArea,
  type ResponseTarget,
} from '~/domain/conversations/areas'
import {
  BUSINESS_HOURS_DEFAULTS,
  INVESTOR_DEFAULTS,
  PUBLISHING_DEFAULTS,
  RETENTION_DEFAULTS,
  SETTINGS_TEXTS,
  SITE_TEXT_FIELDS,
  SiteSettingsSchema,
  StoredSettingsSchema,
  type InvestorSettings,
  type RetentionSettings,
  type SettingKey,
  type SettingsText,
  type SiteSettings,
  type SiteTexts,
} from './schema'

const defaults: SiteSettings = {
  ...SiteSettingsSchema.parse(seedSettings),
  ...RETENTION_DEFAULTS,
  ...BUSINESS_HOURS_DEFAULTS,
  ...INVESTOR_DEFAULTS,
  ...PUBLISHING_DEFAULTS,
}

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
    retentionRevisionsMonths: stored.retentionRevisionsMonths,
  }
}

/** The content types a second person must approve besides investments (decision 047). */
export async function getReviewedContentTypes(): Promise<readonly ContentType[]> {
  return (await getSetting('reviewedContentTypes')) ?? []
}

/** The investor side's legal figures as saved, or their defaults (decision 043). */
export async function getInvestorSettings(): Promise<InvestorSettings> {
  const stored = await getSiteSettings()
  return {
    investorRecordsYears: stored.investorRecordsYears,
    coolingOffHours: stored.coolingOffHours,
    roomAccessDays: stored.roomAccessDays,
    identityReminderDays: stored.identityReminderDays,
  }
}

/**
 * The business calendar and each area's response targets (in working minutes of that
 * calendar), as an Administrator saved them on the settings screen (decision 040), or the UAE
 * defaults where nothing is saved. The time zone is always Asia/Dubai: the company works in
 * the UAE, so it is not a setting. `autoAssign` says which areas give new conversations to the
 * next staff member in turn (round robin).
 */
export async function getConversationSettings(): Promise<{
  calendar: BusinessCalendar
  targets: Record<ConversationArea, ResponseTarget>
  autoAssign: Record<ConversationArea, boolean>
}> {
  const stored = await getSiteSettings()
  // The form saves both times together, closing after opening; a pair out of order (one value
  // unreadable, or edited in the database) would give days without working time, so the
  // default office hours stand in for both.
  const hasOfficeHours = stored.businessClosesAt > stored.businessOpensAt
  return {
    calendar: {
      timeZone: UAE_BUSINESS_CALENDAR.timeZone,
      workingDays: [...stored.businessWorkingDays],
      opensAt: hasOfficeHours ? stored.businessOpensAt : UAE_BUSINESS_CALENDAR.opensAt,
      closesAt: hasOfficeHours ? stored.businessClosesAt : UAE_BUSINESS_CALENDAR.closesAt,
      holidays: stored.businessHolidays.map((holiday) => holiday.date),
    },
    targets: Object.fromEntries(
      CONVERSATION_AREAS.map((area) => [area, { ...stored.responseTargets[area] }]),
    ) as Record<ConversationArea, ResponseTarget>,
    autoAssign: { ...stored.conversationAutoAssign },
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
 * The settings that decide where notifications with personal data go: the inbox and the
 * contact e-mail it falls back to (decision 035). Only roles with 'notification-inbox' change
 * them; an Editor's form sends them back unchanged.
 */
const INBOX_KEYS: readonly SettingKey[] = ['notifyEmail', 'contactEmail']

/** Where notifications of new submissions go (as notifications.server.ts `readLetterhead`). */
function inboxOf(values: Pick<SiteSettings, 'notifyEmail' | 'contactEmail'>): string {
  return values.notifyEmail || values.contactEmail || env().NOTIFY_EMAIL
}

export type SettingsSaveOutcome =
  | { kind: 'saved'; changedKeys: SettingKey[] }
  /** The actor may not change where personal data is sent, and the values would have. */
  | { kind: 'inbox-refused' }

/**
 * Saves the given settings and records the change (changed keys only, before and after)
 * in the audit log, in one transaction. A change of the notification inbox or the contact
 * e-mail is refused unless the actor's role has 'notification-inbox'; when the inbox that
 * notifications go to changes, the previous inbox is told in the same transaction, so
 * whoever read the company's notifications learns at once that they now go elsewhere.
 */
export async function updateSiteSettings(
  values: Partial<SiteSettings>,
  actor: Pick<SessionUser, 'id' | 'email'> & { role?: string },
): Promise<SettingsSaveOutcome> {
  const db = await getDb()
  const entries = Object.entries(values).filter(
    ([key, value]) => key in StoredSettingsSchema.shape && value !== undefined,
  ) as [SettingKey, unknown][]
  if (entries.length === 0) return { kind: 'saved', changedKeys: [] }

  const outcome = await db.transaction(async (tx): Promise<SettingsSaveOutcome> => {
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
    if (changed.length === 0) return { kind: 'saved', changedKeys: [] }
    if (
      changed.some(([key]) => INBOX_KEYS.includes(key)) &&
      !can(actor.role, 'notification-inbox')
    ) {
      return { kind: 'inbox-refused' }
    }

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
    const previousInbox = inboxOf(current)
    const nextInbox = inboxOf({ ...current, ...Object.fromEntries(changed) })
    if (nextInbox !== previousInbox) {
      // Written for the company's own inbox, in English like its other notifications.
      const m = t.admin.settings.inboxChangedEmail
      await queueEmails(tx, [
        {
          to: previousInbox,
          subject: m.subject,
          text: format(m.body, {
            company: current.companyName,
            next: nextInbox,
            actor: actor.email,
            date: new Date().toISOString().slice(0, 16).replace('T', ' '),
          }),
        },
      ])
    }
    return { kind: 'saved', changedKeys: changed.map(([key]) => key) }
  })
  if (outcome.kind === 'saved' && outcome.changedKeys.some((key) => INBOX_KEYS.includes(key)))
    nudgeOutbox()
  return outcome
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The site texts as published (decision 047): the live settings' texts and twins, over their
 * defaults; `lock` holds their rows until the caller's transaction ends.
 */
export async function readSiteTexts(
  db: Db | Tx,
  { lock = false }: { lock?: boolean } = {},
): Promise<SiteTexts> {
  const query = db.select().from(settings).where(inArray(settings.key, SITE_TEXT_FIELDS))
  const stored = mergeStored(lock ? await query.for('update') : await query)
  return Object.fromEntries(SITE_TEXT_FIELDS.map((key) => [key, stored[key]])) as SiteTexts
}

/**
 * Writes published site texts to the live settings (the engine holds them locked and audits
 * the publish). A value the settings would not read back (a revision kept before a field's
 * rule changed) leaves the live one as it is.
 */
export async function writeSiteTexts(tx: Tx, texts: Record<string, unknown>): Promise<void> {
  const updatedAt = new Date()
  const values = SITE_TEXT_FIELDS.flatMap((key) => {
    const parsed = StoredSettingsSchema.shape[key].safeParse(texts[key])
    return parsed.success ? [{ key, value: parsed.data, updatedAt }] : []
  })
  if (values.length === 0) return
  await tx
    .insert(settings)
    .values(values)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    })
}

export async function getSetting<K extends SettingKey>(key: K): Promise<SiteSettings[K]> {
  const db = await getDb()
  const [row] = await db.select().from(settings).where(eq(settings.key, key))
  if (!row) return defaults[key]
  const parsed = StoredSettingsSchema.shape[key].safeParse(row.value)
  return (parsed.success ? parsed.data : defaults[key]) as SiteSettings[K]
}
