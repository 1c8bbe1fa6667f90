import type { DraftState } from '#db/schema'
import { readDraft, saveDraft, type Staff } from '~/domain/publishing/publishing.server'
import type { Locale } from '~/i18n/locale'
import { localize } from '~/lib/localized'
import { getDb } from '~/server/db.server'
import { SETTINGS_TEXTS, SITE_TEXT_FIELDS, SITE_TEXTS_ID, type SiteTexts } from './schema'
import { getSiteSettings, readSiteTexts, type LocalizedSettings } from './settings.server'

/*
 * The site texts' draft (decision 047): the settings screen edits it, the staff preview shows
 * the home page with it, and the public pages keep reading the live settings until it is
 * published (site-texts-content.server.ts says how).
 */

export type SiteTextsDraft = {
  state: DraftState
  lastEditorName: string
  updatedAt: Date
}

/** Only the texts of a draft's document: it never sets another setting. */
function textsOf(document: Record<string, unknown>): Partial<SiteTexts> {
  return Object.fromEntries(
    SITE_TEXT_FIELDS.filter((key) => key in document).map((key) => [key, document[key]]),
  ) as Partial<SiteTexts>
}

/** The texts the settings form edits: its draft's when there is one, else the published ones. */
export async function getSiteTextsForEdit(): Promise<{
  texts: SiteTexts
  draft: SiteTextsDraft | null
}> {
  const [live, draft] = await Promise.all([
    getDb().then((db) => readSiteTexts(db)),
    readDraft('site-texts', SITE_TEXTS_ID),
  ])
  if (!draft) return { texts: live, draft: null }
  return {
    texts: { ...live, ...textsOf(draft.document) },
    draft: {
      state: draft.state,
      lastEditorName: draft.lastEditorName,
      updatedAt: draft.updatedAt,
    },
  }
}

/** Saves the texts (validated by the form's schema) as their draft; the public site waits. */
export function saveSiteTextsDraft(actor: Staff, texts: SiteTexts) {
  return saveDraft(actor, 'site-texts', SITE_TEXTS_ID, texts)
}

/**
 * The settings as a public page in `locale` will show them once the draft is published (the
 * published ones without a draft), for the staff preview of the home page.
 */
export async function getSiteSettingsPreviewIn(
  locale: Locale,
): Promise<{ settings: LocalizedSettings; isDraft: boolean }> {
  const [live, draft] = await Promise.all([
    getSiteSettings(),
    readDraft('site-texts', SITE_TEXTS_ID),
  ])
  const values = draft ? { ...live, ...textsOf(draft.document) } : live
  return { settings: localize(values, locale, SETTINGS_TEXTS), isDraft: draft !== null }
}
