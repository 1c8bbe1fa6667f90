import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, contentRevisions, investments } from '#db/schema'
import { getInvestmentDetail } from '~/domain/investments/investments.server'
import {
  compareRevisions,
  deleteRevisionsPastRetention,
  listRevisions,
  publishDraft,
  readDraft,
  restoreRevision,
  returnDraft,
  saveDraft,
  submitDraft,
  type Staff,
} from '~/domain/publishing/publishing.server'
import { action as createAction } from '~/routes/admin/investment-create'
import { action as editAction } from '~/routes/admin/investment-edit'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { publishAsReviewer, validInvestmentFields } from '../support/investment-form'
import { staffWithRole } from '../support/investor-file'
import { callRoute, postForm, statusOf, type TestAccount } from '../support/requests'

/*
 * Decision 047's engine on investments: drafts are not public, a second person publishes,
 * every publish keeps a revision, revisions compare and restore as a draft.
 */

let editorAccount: TestAccount
let adminAccount: TestAccount
let secondAdminAccount: TestAccount
let editor: Staff
let admin: Staff
let secondAdmin: Staff

const staffOf = (account: TestAccount, name: string, role: string): Staff => ({
  id: account.id,
  email: account.email,
  name,
  role,
})

async function createdInvestment(
  title: string,
  overrides: Record<string, string> = {},
  { publish = true } = {},
) {
  const outcome = await callRoute(
    createAction,
    postForm(
      '/admin/investments/create',
      validInvestmentFields({ title, riskWarning: 'Capital at risk.', ...overrides }),
      { cookie: adminAccount.cookie },
    ),
  )
  expect(statusOf(outcome)).toBe(302)
  const db = await getDb()
  const [row] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(eq(investments.title, title))
  // A new investment is a draft until a second person publishes it: revision 1.
  if (publish) await publishAsReviewer(row.id)
  return row.id
}

async function liveDocument(id: string) {
  const { contentTypeSpec } = await import('~/domain/publishing/content-types.server')
  const db = await getDb()
  return (await contentTypeSpec('investment')!.read(db, id))!
}

beforeAll(async () => {
  await prepareTestApp()
  editorAccount = await staffWithRole('editor', 'Publishing Editor')
  adminAccount = await staffWithRole('admin', 'Publishing Admin')
  secondAdminAccount = await staffWithRole('admin', 'Second Admin')
  editor = staffOf(editorAccount, 'Publishing Editor', 'editor')
  admin = staffOf(adminAccount, 'Publishing Admin', 'admin')
  secondAdmin = staffOf(secondAdminAccount, 'Second Admin', 'admin')
})

describe('revisions of every save', () => {
  test('creating and each save that changes something keep a numbered revision', async () => {
    const id = await createdInvestment('Revision Resort')
    const edit = (fields: Record<string, string>) =>
      callRoute(
        editAction,
        postForm(
          `/admin/investments/${id}/edit`,
          validInvestmentFields({ riskWarning: 'Capital at risk.', ...fields }),
          { cookie: adminAccount.cookie },
        ),
        { id },
      )
    expect(statusOf(await edit({ title: 'Revision Resort II' }))).toBe(302)
    // A save is a draft: no revision until it is published.
    expect((await listRevisions('investment', id, 1)).total).toBe(1)
    expect(await publishAsReviewer(id)).toBe(2)
    // The same values again: nothing changed, no revision.
    expect(statusOf(await edit({ title: 'Revision Resort II' }))).toBe(302)
    expect(await publishAsReviewer(id)).toBe(2)
    const page = await listRevisions('investment', id, 1)
    expect(page.total).toBe(2)
    expect(page.rows.map((row) => row.number)).toEqual([2, 1])
    expect(page.rows[0].changed).toEqual(['title'])
    expect(page.rows[0]).toMatchObject({
      publishedByName: 'Second Reviewer',
      editedByName: 'Publishing Admin',
    })
  })
})

describe('drafts and review of an investment', () => {
  test('a draft is not public; a second person publishes it, which replaces the public page', async () => {
    const id = await createdInvestment('Draft Resort')
    const document = { ...(await liveDocument(id)), title: 'Draft Resort, Phase Two' }
    expect((await saveDraft(editor, 'investment', id, document)).kind).toBe('saved')
    expect((await getInvestmentDetail(id, 'en'))?.title).toBe('Draft Resort')
    expect((await readDraft('investment', id))?.document.title).toBe('Draft Resort, Phase Two')

    // Not submitted yet: even an Administrator cannot publish an investment past review.
    expect((await publishDraft(admin, 'investment', id)).kind).toBe('review-required')
    expect((await submitDraft(editor, 'investment', id)).kind).toBe('submitted')
    // An Editor has no publish permission; the draft's last editor may not approve it.
    expect((await publishDraft(editor, 'investment', id)).kind).toBe('not-allowed')
    const ownDocument = { ...document, title: 'Draft Resort, Phase Two (admin edit)' }
    expect((await saveDraft(admin, 'investment', id, ownDocument)).kind).toBe('saved')
    expect((await readDraft('investment', id))?.state).toBe('editing')
    expect((await submitDraft(admin, 'investment', id)).kind).toBe('submitted')
    expect((await publishDraft(admin, 'investment', id)).kind).toBe('same-person')
    expect((await getInvestmentDetail(id, 'en'))?.title).toBe('Draft Resort')

    const published = await publishDraft(secondAdmin, 'investment', id)
    expect(published).toEqual({ kind: 'published', revision: 2 })
    expect((await getInvestmentDetail(id, 'en'))?.title).toBe(
      'Draft Resort, Phase Two (admin edit)',
    )
    expect(await readDraft('investment', id)).toBeNull()
    const [revision] = (await listRevisions('investment', id, 1)).rows
    expect(revision).toMatchObject({
      number: 2,
      changed: ['title'],
      publishedByName: 'Second Admin',
      editedByName: 'Publishing Admin',
    })
    const db = await getDb()
    const actions = await db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'investment'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id)
    expect(actions.map((row) => row.action)).toEqual([
      // Created as a draft and published by a second person (the file's helper).
      'create',
      'draft',
      'submit',
      'publish',
      'draft',
      'submit',
      'draft',
      'submit',
      'publish',
    ])
    expect(actions.at(-1)?.actor).toBe(secondAdmin.id)
  })

  test('a reviewer returns a draft with a comment; it must be submitted again', async () => {
    const id = await createdInvestment('Returned Resort')
    const document = { ...(await liveDocument(id)), profitMargin: '40% guaranteed' }
    await saveDraft(editor, 'investment', id, document)
    await submitDraft(editor, 'investment', id)
    expect((await returnDraft(editor, 'investment', id, 'No.')).kind).toBe('not-allowed')
    expect((await returnDraft(admin, 'investment', id, 'Returns cannot be guaranteed.')).kind).toBe(
      'returned',
    )
    const draft = await readDraft('investment', id)
    expect(draft).toMatchObject({
      state: 'returned',
      reviewComment: 'Returns cannot be guaranteed.',
      reviewerName: 'Publishing Admin',
    })
    expect((await publishDraft(secondAdmin, 'investment', id)).kind).toBe('review-required')
  })

  test('an investment without a risk warning cannot be submitted', async () => {
    const id = await createdInvestment('Unwarned Resort', { riskWarning: '' }, { publish: false })
    const document = { ...(await liveDocument(id)), title: 'Unwarned Resort II' }
    await saveDraft(editor, 'investment', id, document)
    expect((await submitDraft(editor, 'investment', id)).kind).toBe('risk-warning-missing')
    expect((await readDraft('investment', id))?.state).toBe('editing')
    await saveDraft(editor, 'investment', id, { ...document, riskWarning: 'Capital at risk.' })
    expect((await submitDraft(editor, 'investment', id)).kind).toBe('submitted')
  })
})

describe('comparing and restoring revisions', () => {
  test('two revisions compare field by field with their Arabic twins', async () => {
    const id = await createdInvestment('Compared Resort')
    const document = {
      ...(await liveDocument(id)),
      titleAr: 'منتجع المقارنة',
      profitMargin: '12-14% annually',
    }
    await saveDraft(editor, 'investment', id, document)
    await submitDraft(editor, 'investment', id)
    await publishDraft(admin, 'investment', id)
    const fields = await compareRevisions('investment', id, 1, 2)
    if (!Array.isArray(fields)) throw new Error(fields.kind)
    const title = fields.find((field) => field.name === 'title')!
    expect(title).toMatchObject({
      twin: 'titleAr',
      a: 'Compared Resort',
      b: 'Compared Resort',
      twinA: '',
      twinB: 'منتجع المقارنة',
      isChanged: true,
    })
    expect(fields.find((field) => field.name === 'profitMargin')).toMatchObject({
      a: '11-13% annually',
      b: '12-14% annually',
      isChanged: true,
    })
    expect(fields.find((field) => field.name === 'department')?.isChanged).toBe(false)
    expect(await compareRevisions('investment', id, 1, 9)).toEqual({ kind: 'not-found' })
  })

  test('restoring an old revision makes it the draft; the public page is unchanged', async () => {
    const id = await createdInvestment('Restored Resort')
    await saveDraft(editor, 'investment', id, {
      ...(await liveDocument(id)),
      title: 'Restored Resort (renamed)',
    })
    await submitDraft(editor, 'investment', id)
    await publishDraft(admin, 'investment', id)
    expect((await restoreRevision(editor, 'investment', id, 1)).kind).toBe('restored')
    expect((await getInvestmentDetail(id, 'en'))?.title).toBe('Restored Resort (renamed)')
    const draft = await readDraft('investment', id)
    expect(draft?.document.title).toBe('Restored Resort')
    expect(draft?.state).toBe('editing')
    expect(await restoreRevision(editor, 'investment', id, 7)).toEqual({ kind: 'not-found' })
    const db = await getDb()
    const [last] = await db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'investment'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(last).toEqual({ action: 'restore', after: { revision: 1 } })
  })

  test('revisions past the retention period go, each item keeping its latest', async () => {
    const id = await createdInvestment('Retained Resort')
    const edit = (title: string) =>
      callRoute(
        editAction,
        postForm(
          `/admin/investments/edit/${id}`,
          validInvestmentFields({ title, riskWarning: 'Capital at risk.' }),
          { cookie: adminAccount.cookie },
        ),
        { id },
      )
    await edit('Retained Resort II')
    await publishAsReviewer(id)
    await edit('Retained Resort III')
    await publishAsReviewer(id)
    const db = await getDb()
    // All three published three years ago: the default period keeps 24 months.
    const longAgo = new Date(Date.now() - 3 * 365 * 24 * 60 * 60 * 1000)
    await db
      .update(contentRevisions)
      .set({ publishedAt: longAgo })
      .where(eq(contentRevisions.itemId, id))
    expect(await deleteRevisionsPastRetention()).toBeGreaterThanOrEqual(2)
    const left = await listRevisions('investment', id, 1)
    expect(left.rows.map((row) => row.number)).toEqual([3])
  })

  test('deleting an investment deletes its drafts and revisions', async () => {
    const id = await createdInvestment('Deleted Resort')
    await saveDraft(editor, 'investment', id, await liveDocument(id))
    const { deleteInvestment } = await import('~/domain/investments/investments.server')
    expect((await deleteInvestment(admin, id)).kind).toBe('deleted')
    const db = await getDb()
    expect(await db.select().from(contentRevisions).where(eq(contentRevisions.itemId, id))).toEqual(
      [],
    )
    expect(await readDraft('investment', id)).toBeNull()
  })
})
