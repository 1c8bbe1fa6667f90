import type { ContentDocument, ContentType } from '#db/schema'
import { jobSpec } from '~/domain/careers/job-content.server'
import { consultantSpec } from '~/domain/consultancy/consultant-content.server'
import {
  getAdminInvestment,
  readInvestmentDocument,
  writeInvestmentDocument,
  type InvestmentDocument,
} from '~/domain/investments/investments.server'
import {
  readPackageDocument,
  writePackageDocument,
  type PackageDocument,
} from '~/domain/packages/packages.server'
import { confirmedIn } from './translations'
import { siteTextsSpec } from '~/domain/settings/site-texts-content.server'
import { teamMemberSpec } from '~/domain/team/team-content.server'
import { testimonialSpec } from '~/domain/testimonials/testimonial-content.server'
import type { Locale } from '~/i18n/locale'
import type { Permission } from '~/lib/permissions'
import { getDb, type Db } from '~/server/db.server'
import { removeStoredImage } from '~/server/uploads.server'

/*
 * The content types staff draft and publish (decision 047): how each one's document is read
 * from and written to its live rows, its fields with their Arabic twins, and its review rule.
 * Publishing, revisions, comparisons and restores are written once, against this table.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Why a draft may not be submitted for review yet. */
export type SubmitRefusal = 'risk-warning-missing'

export type ContentTypeSpec = {
  contentType: ContentType
  /** Every field of the document in the form's order; `twin` names an English field's Arabic one. */
  fields: readonly { name: string; twin?: string }[]
  /** The live document, or null for an unknown item; `lock` holds its row for the transaction. */
  read: (db: Db | Tx, id: string, options?: { lock?: boolean }) => Promise<ContentDocument | null>
  /** Writes a document to the live rows (already locked by `read`). */
  write: (tx: Tx, id: string, document: ContentDocument) => Promise<void>
  /** 'always': a second person with the publish permission approves every publish. */
  review: 'always' | 'by-setting'
  /** Who reads the item's drafts and revisions, and who edits it (and publishes it unreviewed). */
  permissions: { read: Permission; write: Permission }
  /**
   * The item's name on the shared screens (in the page's language where it is not content, as
   * the site texts'), and whether it was ever published.
   */
  describe: (id: string, locale: Locale) => Promise<{ title: string; wasPublished: boolean } | null>
  /** Its admin edit form, and its staff preview in English (the Arabic one is under /ar). */
  paths: { edit: (id: string) => string; preview: (id: string) => string }
  submitRefusal?: (document: ContentDocument) => SubmitRefusal | null
  /**
   * Investments keep their translation marks in their own row (decision 047, before the
   * engine kept every other type's, decision 052).
   */
  hasOwnTranslationMarks?: boolean
  /**
   * Shows or hides the live item, for its schedule (decision 053): the types with a
   * visibility of their own. Investments apply theirs themselves (decision 047).
   */
  setShown?: (tx: Tx, id: string, isShown: boolean) => Promise<void>
  /** Fields a restored revision takes from the current version instead (decision 047). */
  keptOnRestore?: readonly string[]
  /** After a publish commits: what the old version held and the new one dropped (files). */
  afterPublish?: (before: ContentDocument, after: ContentDocument) => Promise<void>
  /** After a draft is discarded: what it held that the live version does not (files). */
  afterDraftDropped?: (draft: ContentDocument, live: ContentDocument | null) => Promise<void>
}

const investment: ContentTypeSpec = {
  contentType: 'investment',
  fields: [
    { name: 'title', twin: 'titleAr' },
    { name: 'description', twin: 'descriptionAr' },
    { name: 'type' },
    { name: 'department' },
    { name: 'profitMargin', twin: 'profitMarginAr' },
    { name: 'profitSchema', twin: 'profitSchemaAr' },
    { name: 'riskWarning', twin: 'riskWarningAr' },
    { name: 'imageUrl' },
    { name: 'isActive' },
    { name: 'links' },
    { name: 'packageIds' },
  ],
  // Called, not referenced: investments.server imports the engine, which imports this table.
  read: (db, id, options) => readInvestmentDocument(db, id, options),
  write: async (tx, id, document) => {
    // "Still correct" ticked on the form is carried by the draft to its publish.
    await writeInvestmentDocument(tx, id, document as InvestmentDocument, {
      confirmTranslations: confirmedIn(document),
    })
  },
  // An investment page is a financial promotion: checked by a second person, and never
  // submitted without its own risk warning (decision 047).
  review: 'always',
  permissions: { read: 'investments:read', write: 'investments:write' },
  describe: async (id) => {
    const row = await getAdminInvestment(id)
    return row ? { title: row.title, wasPublished: row.wasPublished } : null
  },
  paths: {
    edit: (id) => `/admin/investments/edit/${id}`,
    preview: (id) => `/investments/${id}/preview`,
  },
  submitRefusal: (document) =>
    String(document.riskWarning ?? '').trim() ? null : 'risk-warning-missing',
  hasOwnTranslationMarks: true,
  ...imageFiles(),
}

/** A package shows on the pages of the investments that attach it. */
const packageSpec: ContentTypeSpec = {
  contentType: 'package',
  fields: [
    { name: 'name', twin: 'nameAr' },
    { name: 'description', twin: 'descriptionAr' },
    { name: 'price' },
    { name: 'services', twin: 'servicesAr' },
    { name: 'imageUrl' },
  ],
  read: (db, id, options) => readPackageDocument(db, id, options),
  write: (tx, id, document) => writePackageDocument(tx, id, document as PackageDocument),
  review: 'by-setting',
  permissions: { read: 'packages', write: 'packages' },
  describe: async (id) => {
    const document = await readPackageDocument(await getDb(), id)
    // A package is live from its creation: it shows once an investment attaches it.
    return document ? { title: document.name, wasPublished: true } : null
  },
  paths: {
    edit: (id) => `/admin/packages/edit/${id}`,
    preview: (id) => `/packages/${id}/preview`,
  },
  ...imageFiles(),
}

/**
 * An item's uploaded image: its file goes when a publish replaces it, so an old revision
 * cannot bring it back (a restore keeps the current one); a discarded draft's own goes too.
 */
function imageFiles(): Pick<
  ContentTypeSpec,
  'keptOnRestore' | 'afterPublish' | 'afterDraftDropped'
> {
  return {
    keptOnRestore: ['imageUrl'],
    afterPublish: async (before, after) => {
      if (before.imageUrl !== after.imageUrl) await removeStoredImage(imageOf(before))
    },
    afterDraftDropped: async (draft, live) => {
      if (draft.imageUrl !== live?.imageUrl) await removeStoredImage(imageOf(draft))
    },
  }
}

function imageOf(document: ContentDocument): string | null {
  return typeof document.imageUrl === 'string' ? document.imageUrl : null
}

const SPECS: Partial<Record<ContentType, ContentTypeSpec>> = {
  investment,
  package: packageSpec,
  'team-member': { ...teamMemberSpec, ...imageFiles() },
  job: jobSpec,
  consultant: { ...consultantSpec, ...imageFiles() },
  testimonial: testimonialSpec,
  'site-texts': siteTextsSpec,
}

/**
 * The audit log's entity for the type's entries: the one its create and delete have always
 * used, so an item's history reads under one name (team members were 'team_member').
 */
export function auditEntityOf(contentType: ContentType): string {
  if (contentType === 'team-member') return 'team_member'
  // The settings screen's changes were always 'settings' (its one item is 'site', as theirs).
  if (contentType === 'site-texts') return 'settings'
  return contentType
}

export function contentTypeSpec(contentType: ContentType): ContentTypeSpec | null {
  return SPECS[contentType] ?? null
}
