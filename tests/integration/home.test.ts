import { asc, eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { investments, testimonials } from '#db/schema'
import { seedTestimonials } from '#db/seed/data'
import { getSiteSettings, updateSiteSettings } from '~/domain/settings/settings.server'
import { loader } from '~/routes/public/home'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { callRoute, getRequest, signInAsAdmin } from '../support/requests'

beforeAll(prepareTestApp)

async function loadHome() {
  const outcome = await callRoute(loader, getRequest('/'))
  if (outcome instanceof Response) throw new Error(`unexpected response ${outcome.status}`)
  return outcome
}

test('the home page features the first six investments, oldest first', async () => {
  const db = await getDb()
  const expected = await db
    .select({ id: investments.id, title: investments.title })
    .from(investments)
    .where(eq(investments.isActive, true))
    .orderBy(asc(investments.createdAt), asc(investments.id))
    .limit(6)
  const home = await loadHome()
  expect(home.investments).toHaveLength(6)
  expect(home.investments.map((item) => item.title)).toEqual(expected.map((row) => row.title))
  for (const card of home.investments) {
    expect(card).toMatchObject({
      id: expect.any(String),
      description: expect.any(String),
      profitMargin: expect.any(String),
    })
    expect(['Financial', 'Resource-based']).toContain(card.type)
  }
})

test('the home page shows the three seeded testimonials in their order', async () => {
  const home = await loadHome()
  expect(home.testimonials.map((item) => item.name)).toEqual(
    [...seedTestimonials]
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
      .map((s) => s.name),
  )
  expect(home.testimonials[0]).toMatchObject({
    quote: expect.stringMatching(/\w/),
    title: expect.stringMatching(/\w/),
  })
})

test('an inactive testimonial is not shown', async () => {
  const db = await getDb()
  await db.update(testimonials).set({ isActive: false }).where(eq(testimonials.id, 'tst-002'))
  try {
    const home = await loadHome()
    expect(home.testimonials).toHaveLength(2)
    expect(home.testimonials.map((item) => item.id)).not.toContain('tst-002')
  } finally {
    await db.update(testimonials).set({ isActive: true }).where(eq(testimonials.id, 'tst-002'))
  }
})

test('the hero reads its texts from the settings, with the default call to action', async () => {
  const admin = await signInAsAdmin()
  const before = await getSiteSettings()
  await updateSiteSettings({ heroTitle: 'Grow With Us In Abu Dhabi', heroCtaLabel: '' }, admin)
  const home = await loadHome()
  expect(home.hero.title).toBe('Grow With Us In Abu Dhabi')
  expect(home.hero.ctaLabel).toBe('Explore Services')
  expect(home.hero.videoUrl).toBe('')
  await updateSiteSettings({ heroCtaLabel: 'See What We Do' }, admin)
  expect((await loadHome()).hero.ctaLabel).toBe('See What We Do')
  await updateSiteSettings(
    { heroTitle: before.heroTitle, heroCtaLabel: before.heroCtaLabel },
    admin,
  )
})

test('the Organization JSON-LD carries the company, contact point and social links', async () => {
  const settings = await getSiteSettings()
  const { organization } = await loadHome()
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    url: expect.stringMatching(/^https?:\/\/.+\/$/),
    logo: expect.stringMatching(/^https?:\/\/.+\/logo\.svg$/),
    contactPoint: [
      expect.objectContaining({
        '@type': 'ContactPoint',
        email: settings.contactEmail,
        telephone: settings.contactPhone,
      }),
    ],
  })
  expect(organization.sameAs).toEqual(
    Object.values(settings.socialLinks).filter((link) => link !== ''),
  )
})

test('on /ar the testimonials read in Arabic; an empty Arabic quote shows the English one', async () => {
  const db = await getDb()
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, 'tst-001'))
  const [other] = await db.select().from(testimonials).where(eq(testimonials.id, 'tst-002'))
  const arabic = {
    nameAr: 'سارة المنصوري',
    titleAr: 'الرئيسة التنفيذية، شركة الواحة للتجارة',
    quoteAr: 'تجربة احترافية من البداية إلى النهاية.',
  }
  await db.update(testimonials).set(arabic).where(eq(testimonials.id, 'tst-001'))
  await db.update(testimonials).set({ quoteAr: '' }).where(eq(testimonials.id, 'tst-002'))
  try {
    const outcome = await callRoute(loader, getRequest('/ar'))
    if (outcome instanceof Response) throw new Error(`unexpected response ${outcome.status}`)
    const [first, second] = [
      outcome.testimonials.find((item) => item.id === 'tst-001'),
      outcome.testimonials.find((item) => item.id === 'tst-002'),
    ]
    expect(first).toMatchObject({
      name: arabic.nameAr,
      title: arabic.titleAr,
      quote: arabic.quoteAr,
      inEnglish: [],
    })
    expect(second?.quote).toBe(other.quote)
    expect(second?.inEnglish).toEqual(['quote'])

    // The English page keeps the English texts.
    const home = await loadHome()
    expect(home.testimonials.find((item) => item.id === 'tst-001')).toMatchObject({
      name: row.name,
      quote: row.quote,
      inEnglish: [],
    })
  } finally {
    await db
      .update(testimonials)
      .set({ nameAr: row.nameAr, titleAr: row.titleAr, quoteAr: row.quoteAr })
      .where(eq(testimonials.id, 'tst-001'))
    await db
      .update(testimonials)
      .set({ quoteAr: other.quoteAr })
      .where(eq(testimonials.id, 'tst-002'))
  }
})
