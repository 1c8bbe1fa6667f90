import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { investments } from '#db/schema'
import { action as createAction } from '~/routes/admin/investment-create'
import { action as editAction, loader as editLoader } from '~/routes/admin/investment-edit'
import {
  action as revisionsAction,
  loader as revisionsLoader,
} from '~/routes/admin/content-revisions'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { publishAsReviewer, validInvestmentFields } from '../support/investment-form'
import { toastOf } from '../support/toast'
import { staffWithRole } from '../support/investor-file'
import { callRoute, getRequest, postForm, statusOf, type TestAccount } from '../support/requests'

/*
 * Decision 047: an investment's revisions screen lists every save, compares two field by field
 * with the Arabic twins, and "Restore" makes a revision the draft.
 */

let editor: TestAccount
let id = ''

type RevisionsPage = {
  page: { total: number; rows: { number: number; changed: string[] }[] }
  a: number | null
  b: number | null
  fields: { name: string; a: unknown; b: unknown; twinA?: unknown; twinB?: unknown }[] | null
  isMissing: boolean
  canWrite: boolean
}

async function revisionsAt(search: string, account = editor) {
  const outcome = await callRoute(
    revisionsLoader,
    getRequest(`/admin/investments/${id}/revisions${search}`, account),
    { id },
  )
  if (outcome instanceof Response) throw new Error(`revisions answered ${outcome.status}`)
  return outcome as unknown as RevisionsPage
}

/** Saved as a draft by the editor and published by a second person (decision 047). */
async function save(fields: Record<string, string>) {
  const saved = await callRoute(
    editAction,
    postForm(
      `/admin/investments/edit/${id}`,
      validInvestmentFields({ riskWarning: 'Capital at risk.', ...fields }),
      { cookie: editor.cookie },
    ),
    { id },
  )
  if (statusOf(saved) === 302) await publishAsReviewer(id)
  return saved
}

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Revisions Editor')
  await callRoute(
    createAction,
    postForm(
      '/admin/investments/create',
      validInvestmentFields({ title: 'Revisions Resort', riskWarning: 'Capital at risk.' }),
      { cookie: editor.cookie },
    ),
  )
  const db = await getDb()
  const [row] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(eq(investments.title, 'Revisions Resort'))
  id = row.id
  await publishAsReviewer(id)
  expect(statusOf(await save({ title: 'Revisions Resort', titleAr: 'منتجع النسخ' }))).toBe(302)
  expect(statusOf(await save({ title: 'Revisions Resort II', titleAr: 'منتجع النسخ' }))).toBe(302)
})

describe('the revisions screen', () => {
  test('lists every save, newest first, and compares the newest with the one before', async () => {
    const page = await revisionsAt('')
    expect(page.page.total).toBe(3)
    expect(page.page.rows.map((row) => row.number)).toEqual([3, 2, 1])
    expect(page.page.rows[0].changed).toEqual(['title'])
    expect(page.page.rows[1].changed).toEqual(['titleAr'])
    expect([page.a, page.b]).toEqual([2, 3])
    expect(page.fields?.find((field) => field.name === 'title')).toMatchObject({
      a: 'Revisions Resort',
      b: 'Revisions Resort II',
    })
    expect(page.canWrite).toBe(true)
  })

  test('any two revisions compare, Arabic twins included', async () => {
    const page = await revisionsAt('?a=1&b=3')
    expect(page.fields?.find((field) => field.name === 'title')).toMatchObject({
      a: 'Revisions Resort',
      b: 'Revisions Resort II',
      twinA: '',
      twinB: 'منتجع النسخ',
    })
    expect((await revisionsAt('?a=1&b=9')).isMissing).toBe(true)
    // Not numbers: the default comparison, not an error.
    expect((await revisionsAt('?a=abc&b=%27')).b).toBe(3)
  })

  test('the Investment desk reads it without restoring; a Recruiter is refused', async () => {
    const desk = await staffWithRole('investment_desk', 'Revisions Desk')
    expect((await revisionsAt('', desk)).canWrite).toBe(false)
    const recruiter = await staffWithRole('recruiter', 'Revisions Recruiter')
    const refused = await callRoute(
      revisionsLoader,
      getRequest(`/admin/investments/${id}/revisions`, recruiter),
      { id },
    )
    expect(statusOf(refused)).toBe(403)
    const missing = await callRoute(
      revisionsLoader,
      getRequest('/admin/investments/inv-nope/revisions', editor),
      { id: 'inv-nope' },
    )
    expect(statusOf(missing)).toBe(404)
  })

  test('"Restore" makes the revision the draft, which the edit form then shows', async () => {
    const restored = await callRoute(
      revisionsAction,
      postForm(`/admin/investments/${id}/revisions`, { revision: '1' }, { cookie: editor.cookie }),
      { id },
    )
    expect(statusOf(restored)).toBe(302)
    expect((restored as Response).headers.get('Location')).toBe(
      `/admin/publishing/investment/${id}`,
    )
    expect(await toastOf(restored as Response)).toMatchObject({
      title: 'Revision 1 is now the draft',
    })
    const form = await callRoute(editLoader, getRequest(`/admin/investments/edit/${id}`, editor), {
      id,
    })
    expect(form).toMatchObject({
      investment: { title: 'Revisions Resort II' },
      draft: { state: 'editing', document: { title: 'Revisions Resort', titleAr: '' } },
    })
    // The public version is unchanged until the draft is published.
    const db = await getDb()
    const [row] = await db.select().from(investments).where(eq(investments.id, id))
    expect(row.title).toBe('Revisions Resort II')

    const unknown = await callRoute(
      revisionsAction,
      postForm(`/admin/investments/${id}/revisions`, { revision: '99' }, { cookie: editor.cookie }),
      { id },
    )
    expect(statusOf(unknown)).toBe(404)
    const desk = await staffWithRole('investment_desk', 'Restoring Desk')
    const refused = await callRoute(
      revisionsAction,
      postForm(`/admin/investments/${id}/revisions`, { revision: '1' }, { cookie: desk.cookie }),
      { id },
    )
    expect(statusOf(refused)).toBe(403)
  })
})
