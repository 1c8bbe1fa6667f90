import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, investmentLinks, investments, packages } from '#db/schema'
import { createInvestmentRequest } from '~/domain/requests/requests.server'
import { pageMeta } from '~/lib/seo'
import { loader as dashboardLoader } from '~/routes/account/dashboard'
import { action as createAction } from '~/routes/admin/investment-create'
import { action as editAction, loader as editLoader } from '~/routes/admin/investment-edit'
import { loader as adminListLoader } from '~/routes/admin/investments'
import { action as packageCreateAction } from '~/routes/admin/package-create'
import { loader as packageEditLoader } from '~/routes/admin/package-edit'
import { loader as packageListLoader } from '~/routes/admin/packages'
import { loader as homeLoader } from '~/routes/public/home'
import { loader as detailLoader } from '~/routes/public/investment-detail'
import { loader as listLoader } from '~/routes/public/investments'
import { loader as ogLoader } from '~/routes/resources/og-investment'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import { publishAsReviewer } from '../support/investment-form'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

/*
 * Issue 13, decision 018: an investment's and a package's texts have Arabic twins, edited
 * beside the English in the admin forms; an Arabic page shows the twin, or the English text
 * (named in `inEnglish`) where the twin is empty.
 */

let admin: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
})

const english = {
  title: 'Fujairah Marine Logistics Hub',
  description: 'A logistics hub beside the port of Fujairah.',
  type: 'Financial',
  department: 'Infrastructure',
  profitMargin: '9-11% annually',
  profitSchema: 'Lease income paid twice a year.',
  isActive: 'on',
}

const arabic = {
  titleAr: 'مركز الفجيرة للخدمات اللوجستية البحرية',
  descriptionAr: 'مركز لوجستي بجوار ميناء الفجيرة.',
  profitMarginAr: '9-11% سنوياً',
  profitSchemaAr: 'دخل إيجاري يُصرف مرتين في السنة.',
}

async function createInvestment(fields: Record<string, string>): Promise<string> {
  const outcome = await callRoute(
    createAction,
    postForm(
      '/admin/investments/create',
      { riskWarning: 'Capital at risk.', riskWarningAr: 'رأس المال معرض للخطر.', ...fields },
      { cookie: admin.cookie },
    ),
  )
  expect(statusOf(outcome)).toBe(302)
  const db = await getDb()
  const [row] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(eq(investments.title, fields.title))
  // Published by a second person, as every investment is (decision 047).
  await publishAsReviewer(row.id)
  return row.id
}

async function createPackage(fields: Record<string, string>): Promise<string> {
  const outcome = await callRoute(
    packageCreateAction,
    postForm('/admin/packages/create', fields, { cookie: admin.cookie }),
  )
  expect(statusOf(outcome)).toBe(302)
  const db = await getDb()
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.name, fields.name))
  return row.id
}

async function detail(path: string) {
  const id = path.split('/').at(-1)!
  const outcome = await callRoute(detailLoader, getRequest(path), { id })
  if (outcome instanceof Response) throw new Error(`unexpected ${outcome.status}`)
  return outcome.investment
}

async function cards(path: string) {
  const outcome = await callRoute(listLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`unexpected ${outcome.status}`)
  return outcome.cards
}

describe('an investment with its Arabic twins', () => {
  let id: string
  let packageId: string

  beforeAll(async () => {
    packageId = await createPackage({
      name: 'Port Clearance Package',
      nameAr: 'باقة التخليص الجمركي',
      description: 'Customs clearance handled for you.',
      descriptionAr: 'نتولى عنكم إجراءات التخليص الجمركي.',
      price: '4000',
      'services[0]': 'Customs declarations',
      'services[1]': 'Port liaison',
      'servicesAr[0]': 'البيانات الجمركية',
      'servicesAr[1]': 'التنسيق مع الميناء',
    })
    id = await createInvestment({
      ...english,
      ...arabic,
      'links[0].title': 'Port of Fujairah',
      'links[0].titleAr': 'ميناء الفجيرة',
      'links[0].url': 'https://fujairahport.ae',
      packageIds: packageId,
    })
  })

  test('the admin action stores both languages and audits them', async () => {
    const db = await getDb()
    const [row] = await db.select().from(investments).where(eq(investments.id, id))
    expect(row).toMatchObject({ ...arabic, title: english.title })
    const links = await db
      .select({ title: investmentLinks.title, titleAr: investmentLinks.titleAr })
      .from(investmentLinks)
      .where(eq(investmentLinks.investmentId, id))
    expect(links).toEqual([{ title: 'Port of Fujairah', titleAr: 'ميناء الفجيرة' }])
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.after).toMatchObject({
      titleAr: arabic.titleAr,
      descriptionAr: arabic.descriptionAr,
    })
  })

  test('the edit form loads every twin', async () => {
    const page = await callRoute(
      editLoader,
      getRequest(`/admin/investments/edit/${id}`, { cookie: admin.cookie }),
      { id },
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.investment).toMatchObject(arabic)
    expect(page.investment.links).toEqual([
      { title: 'Port of Fujairah', titleAr: 'ميناء الفجيرة', url: 'https://fujairahport.ae' },
    ])
  })

  test('/ar/investments shows the Arabic texts; /investments keeps the English', async () => {
    const arabicCard = (await cards('/ar/investments?q=Fujairah')).find((card) => card.id === id)
    expect(arabicCard).toMatchObject({
      title: arabic.titleAr,
      description: arabic.descriptionAr,
      profitMargin: arabic.profitMarginAr,
      inEnglish: [],
    })
    expect(arabicCard).not.toHaveProperty('titleAr')
    const englishCard = (await cards('/investments?q=Fujairah')).find((card) => card.id === id)
    expect(englishCard).toMatchObject({
      title: english.title,
      description: english.description,
      inEnglish: [],
    })
  })

  test('the public search finds it by an Arabic word', async () => {
    const found = await cards('/ar/investments?q=' + encodeURIComponent('الفجيرة'))
    expect(found.map((card) => card.id)).toContain(id)
  })

  test('/ar/investments/:id shows the investment, its links and packages in Arabic', async () => {
    const investment = await detail(`/ar/investments/${id}`)
    expect(investment).toMatchObject({
      title: arabic.titleAr,
      description: arabic.descriptionAr,
      profitMargin: arabic.profitMarginAr,
      profitSchema: arabic.profitSchemaAr,
      inEnglish: [],
    })
    expect(investment.links).toEqual([
      { title: 'ميناء الفجيرة', url: 'https://fujairahport.ae', inEnglish: [] },
    ])
    expect(investment.packages).toEqual([
      {
        id: packageId,
        name: 'باقة التخليص الجمركي',
        description: 'نتولى عنكم إجراءات التخليص الجمركي.',
        services: ['البيانات الجمركية', 'التنسيق مع الميناء'],
        inEnglish: [],
      },
    ])
    const inEnglish = await detail(`/investments/${id}`)
    expect(inEnglish.title).toBe(english.title)
    expect(inEnglish.packages[0].services).toEqual(['Customs declarations', 'Port liaison'])
  })

  test('an Arabic page names its own link-preview card, drawn in Arabic', async () => {
    const tags = pageMeta(
      [
        { id: 'root', loaderData: { appUrl: env().APP_URL } },
        { id: 'routes/public/investment-detail', pathname: `/ar/investments/${id}` },
      ],
      { title: arabic.titleAr, description: arabic.descriptionAr },
    )
    const image = tags.find((tag) => 'property' in tag && tag.property === 'og:image')
    expect(image).toMatchObject({
      content: expect.stringMatching(`/og/investments/${id}.png\\?lang=ar$`),
    })
    const card = (lang: string) =>
      callRoute(ogLoader, getRequest(`/og/investments/${id}.png${lang}`), { id })
    const [arabicCard, englishCard] = (await Promise.all([
      card('?lang=ar'),
      card(''),
    ])) as Response[]
    expect(arabicCard.status).toBe(200)
    expect(arabicCard.headers.get('Content-Type')).toBe('image/png')
    // Cached by content: a card with other texts is another card.
    expect(arabicCard.headers.get('ETag')).not.toBe(englishCard.headers.get('ETag'))
  })

  test('the admin list does not mark it', async () => {
    const page = await callRoute(
      adminListLoader,
      getRequest('/admin/investments?q=Fujairah', { cookie: admin.cookie }),
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.page.rows.find((row) => row.id === id)?.isArabicMissing).toBe(false)
  })

  test("a user's dashboard names the investment in the page's language", async () => {
    const user = await createSignedInUser()
    await createInvestmentRequest({ userId: user.id, investmentId: id, message: '' })
    const dashboard = async (path: string) => {
      const outcome = await callRoute(dashboardLoader, getRequest(path, { cookie: user.cookie }))
      if (outcome instanceof Response) throw new Error(`unexpected ${outcome.status}`)
      return outcome.investmentRequests[0]
    }
    expect(await dashboard('/ar/dashboard')).toMatchObject({
      investmentTitle: arabic.titleAr,
      inEnglish: [],
    })
    expect(await dashboard('/dashboard')).toMatchObject({ investmentTitle: english.title })
  })
})

describe('an Arabic twin left empty', () => {
  test('the Arabic page shows the English text and names the field in inEnglish', async () => {
    const packageId = await createPackage({
      name: 'Untranslated Package',
      nameAr: 'باقة بلا ترجمة للخدمات',
      description: 'Only the name is in Arabic.',
      price: '10',
      'services[0]': 'An English service',
    })
    const id = await createInvestment({
      ...english,
      title: 'Half-Translated Investment',
      titleAr: 'استثمار مترجم جزئياً',
      'links[0].title': 'English-only link',
      'links[0].url': 'https://example.com',
      packageIds: packageId,
    })
    const investment = await detail(`/ar/investments/${id}`)
    expect(investment.title).toBe('استثمار مترجم جزئياً')
    expect(investment.description).toBe(english.description)
    expect(investment.profitSchema).toBe(english.profitSchema)
    expect([...investment.inEnglish].sort()).toEqual([
      'description',
      'profitMargin',
      'profitSchema',
    ])
    expect(investment.links).toEqual([
      { title: 'English-only link', url: 'https://example.com', inEnglish: ['title'] },
    ])
    expect(investment.packages[0]).toMatchObject({
      name: 'باقة بلا ترجمة للخدمات',
      description: 'Only the name is in Arabic.',
      services: ['An English service'],
      inEnglish: ['description', 'services'],
    })
    // English pages never name a field: they show the English text as it is.
    expect((await detail(`/investments/${id}`)).inEnglish).toEqual([])
  })

  test("the admin lists mark the rows 'Arabic missing'", async () => {
    const id = await createInvestment({ ...english, title: 'No Arabic At All' })
    const linkOnly = await createInvestment({
      ...english,
      ...arabic,
      title: 'Arabic Except A Link',
      'links[0].title': 'Untranslated link',
      'links[0].url': 'https://example.org',
    })
    const page = await callRoute(
      adminListLoader,
      getRequest('/ar/admin/investments', { cookie: admin.cookie }),
    )
    if (page instanceof Response) throw new Error('expected data')
    const row = (rowId: string) => page.page.rows.find((candidate) => candidate.id === rowId)
    expect(row(id)).toMatchObject({ title: 'No Arabic At All', isArabicMissing: true })
    expect(row(linkOnly)?.isArabicMissing).toBe(true)

    const packageId = await createPackage({
      name: 'AAA Package Without Arabic',
      description: 'English only.',
      price: '1',
      'services[0]': 'A service',
    })
    const packageList = await callRoute(
      packageListLoader,
      getRequest('/admin/packages?q=Without%20Arabic', { cookie: admin.cookie }),
    )
    if (packageList instanceof Response) throw new Error('expected data')
    expect(packageList.page.rows.find((item) => item.id === packageId)?.isArabicMissing).toBe(true)
  })

  test('the home page features the seeded investments in Arabic', async () => {
    const db = await getDb()
    const [first] = await db
      .select({ id: investments.id, titleAr: investments.titleAr })
      .from(investments)
      .where(eq(investments.id, 'inv-001'))
    const outcome = await callRoute(homeLoader, getRequest('/ar'))
    if (outcome instanceof Response) throw new Error('expected data')
    const featured = outcome.investments.find((card) => card.id === first.id)
    expect(first.titleAr).not.toBe('')
    expect(featured).toMatchObject({ title: first.titleAr, inEnglish: [] })
    expect(featured).not.toHaveProperty('titleAr')
  })
})

describe('the Arabic fields are checked like the English ones', () => {
  test('a too-long Arabic title is refused with its message, and nothing is saved', async () => {
    const outcome = await callRoute(
      createAction,
      postForm(
        '/ar/admin/investments/create',
        { ...english, title: 'Too Long Arabic Title', titleAr: 'ع'.repeat(201) },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    expect((outcome as { data: unknown }).data).toMatchObject({
      result: { error: { titleAr: ['يجب ألا يتجاوز النص 200 حرفاً'] } },
    })
    const db = await getDb()
    expect(
      await db.select().from(investments).where(eq(investments.title, 'Too Long Arabic Title')),
    ).toEqual([])
  })

  test('an edit with a too-long Arabic title leaves the investment unchanged', async () => {
    const id = await createInvestment({ ...english, ...arabic, title: 'Kept As It Was' })
    const outcome = await callRoute(
      editAction,
      postForm(
        `/admin/investments/edit/${id}`,
        { ...english, title: 'Changed', titleAr: 'ع'.repeat(201) },
        { cookie: admin.cookie },
      ),
      { id },
    )
    expect(statusOf(outcome)).toBe(400)
    expect((outcome as { data: unknown }).data).toMatchObject({
      result: { error: { titleAr: ['Must be at most 200 characters'] } },
    })
    const db = await getDb()
    const [row] = await db.select().from(investments).where(eq(investments.id, id))
    expect(row).toMatchObject({ title: 'Kept As It Was', titleAr: arabic.titleAr })
  })

  test('a package keeps its Arabic services; a too-long one is refused', async () => {
    const id = await createPackage({
      name: 'Bilingual Services Package',
      description: 'Services in both languages.',
      price: '50',
      'services[0]': 'Company formation',
      'servicesAr[0]': '',
      'servicesAr[1]': 'تأسيس الشركات',
    })
    const page = await callRoute(
      packageEditLoader,
      getRequest(`/admin/packages/edit/${id}`, { cookie: admin.cookie }),
      { id },
    )
    if (page instanceof Response) throw new Error('expected data')
    // Blank rows are dropped, as in the English list.
    expect(page.item.servicesAr).toEqual(['تأسيس الشركات'])

    const outcome = await callRoute(
      packageCreateAction,
      postForm(
        '/admin/packages/create',
        {
          name: 'Refused Package',
          description: 'x',
          price: '1',
          'services[0]': 'A',
          'servicesAr[0]': 'خ'.repeat(301),
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    expect((outcome as { data: unknown }).data).toMatchObject({
      result: { error: { 'servicesAr[0]': ['Must be at most 300 characters'] } },
    })
    const db = await getDb()
    expect(await db.select().from(packages).where(eq(packages.name, 'Refused Package'))).toEqual([])
  })
})
