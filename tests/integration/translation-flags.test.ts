import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { investments } from '#db/schema'
import { action as createAction } from '~/routes/admin/investment-create'
import { action as editAction, loader as editLoader } from '~/routes/admin/investment-edit'
import { loader as listLoader } from '~/routes/admin/investments'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { publishAsReviewer, validInvestmentFields } from '../support/investment-form'
import { staffWithRole } from '../support/investor-file'
import { callRoute, getRequest, postForm, statusOf, type TestAccount } from '../support/requests'

/*
 * Decision 047: a text whose twin changed after it is flagged "out of date" in the form and
 * the list until it is updated or confirmed; the list filters missing Arabic and out of date.
 */

let editor: TestAccount

const arabic = {
  titleAr: 'منتجع الواحة',
  descriptionAr: 'منتجع بيئي على الساحل.',
  profitMarginAr: '١١-١٣٪ سنويًا',
  profitSchemaAr: 'تقسم الإيرادات كل ربع سنة.',
  riskWarning: 'Capital at risk.',
  riskWarningAr: 'رأس المال معرض للخطر.',
  'links[0].titleAr': 'هيئة السياحة',
}

async function created(title: string, fields: Record<string, string> = arabic) {
  const outcome = await callRoute(
    createAction,
    postForm('/admin/investments/create', validInvestmentFields({ title, ...fields }), {
      cookie: editor.cookie,
    }),
  )
  expect(statusOf(outcome)).toBe(302)
  const db = await getDb()
  const [row] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(eq(investments.title, title))
  await publishAsReviewer(row.id)
  return row.id
}

/** Saves the form as a draft, which a second person publishes (decision 047). */
async function save(id: string, fields: Record<string, string>) {
  const saved = await callRoute(
    editAction,
    postForm(`/admin/investments/edit/${id}`, validInvestmentFields({ ...arabic, ...fields }), {
      cookie: editor.cookie,
    }),
    { id },
  )
  if (statusOf(saved) === 302) await publishAsReviewer(id)
  return saved
}

async function staleOf(id: string) {
  const outcome = await callRoute(editLoader, getRequest(`/admin/investments/edit/${id}`, editor), {
    id,
  })
  if (outcome instanceof Response) throw new Error(`edit answered ${outcome.status}`)
  return (outcome as { investment: { stale: unknown[] } }).investment.stale
}

async function listed(translation: string, q: string) {
  const outcome = await callRoute(
    listLoader,
    getRequest(`/admin/investments?translation=${translation}&q=${encodeURIComponent(q)}`, editor),
  )
  if (outcome instanceof Response) throw new Error(`list answered ${outcome.status}`)
  const { page } = outcome as {
    page: { rows: { title: string; isArabicMissing: boolean; isTranslationOutdated: boolean }[] }
  }
  return page.rows
}

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Translation Editor')
})

describe('out-of-date translations', () => {
  test('an English edit flags its Arabic twin; updating the Arabic clears it', async () => {
    const id = await created('Oasis Flag Resort')
    expect(await staleOf(id)).toEqual([])
    expect(await listed('outdated', 'Oasis Flag')).toEqual([])

    expect(statusOf(await save(id, { title: 'Oasis Flag Resort II' }))).toBe(302)
    expect(await staleOf(id)).toMatchObject([{ field: 'title', stale: 'ar' }])
    expect(await listed('outdated', 'Oasis Flag')).toMatchObject([
      { title: 'Oasis Flag Resort II', isTranslationOutdated: true, isArabicMissing: false },
    ])

    expect(
      statusOf(await save(id, { title: 'Oasis Flag Resort II', titleAr: 'منتجع الواحة ٢' })),
    ).toBe(302)
    expect(await staleOf(id)).toEqual([])
    expect(await listed('outdated', 'Oasis Flag')).toEqual([])
  })

  test('an Arabic edit flags the English; "still correct" clears it', async () => {
    const id = await created('Dune Flag Resort')
    await save(id, { title: 'Dune Flag Resort', profitSchemaAr: 'تقسم الإيرادات كل شهر.' })
    expect(await staleOf(id)).toMatchObject([{ field: 'profitSchema', stale: 'en' }])
    await save(id, {
      title: 'Dune Flag Resort',
      profitSchemaAr: 'تقسم الإيرادات كل شهر.',
      confirmTranslations: 'profitSchema',
    })
    expect(await staleOf(id)).toEqual([])
    const db = await getDb()
    const [row] = await db
      .select({ outdated: investments.translationOutdated })
      .from(investments)
      .where(eq(investments.id, id))
    expect(row.outdated).toBe(false)
  })

  test('the list filters missing Arabic, a link title included', async () => {
    await created('Reef Flag Resort')
    await created('Lagoon Flag Resort', { ...arabic, titleAr: '' })
    await created('Coral Flag Resort', { ...arabic, 'links[0].titleAr': '' })
    const missing = await listed('missing', 'Flag Resort')
    expect(missing.map((row) => row.title).sort()).toEqual([
      'Coral Flag Resort',
      'Lagoon Flag Resort',
    ])
    expect(missing.every((row) => row.isArabicMissing)).toBe(true)
    const all = await listed('all', 'Reef Flag')
    expect(all).toMatchObject([{ title: 'Reef Flag Resort', isArabicMissing: false }])
    // An unknown filter is the whole list, not an error.
    expect((await listed('bogus', 'Reef Flag')).length).toBe(1)
  })
})
