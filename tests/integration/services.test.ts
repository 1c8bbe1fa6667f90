import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { departments } from '#db/schema'
import { loader as departmentLoader } from '~/routes/public/service-department'
import { loader as servicesLoader } from '~/routes/public/services'
import { t } from '~/i18n'
import { departmentName, serviceDepartments } from '~/lib/departments'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { callRoute, getRequest, statusOf } from '../support/requests'

beforeAll(prepareTestApp)

test('/services lists the eight departments in their sort order', async () => {
  const outcome = (await callRoute(servicesLoader, getRequest('/services'))) as Awaited<
    ReturnType<typeof servicesLoader>
  >
  expect(outcome.departments.map((department) => department.path)).toEqual(
    serviceDepartments.map(({ slug }) => `/services/${slug}`),
  )
})

test('a new sort order changes the order of the cards', async () => {
  const db = await getDb()
  await db.update(departments).set({ sortOrder: 0 }).where(eq(departments.id, 'investment'))
  try {
    const outcome = (await callRoute(servicesLoader, getRequest('/services'))) as Awaited<
      ReturnType<typeof servicesLoader>
    >
    expect(outcome.departments[0].name).toBe('Investment Services')
  } finally {
    await db.update(departments).set({ sortOrder: 8 }).where(eq(departments.id, 'investment'))
  }
})

test('each department page reads its department from the URL', async () => {
  for (const { slug } of serviceDepartments) {
    const outcome = (await callRoute(departmentLoader, getRequest(`/services/${slug}`))) as Awaited<
      ReturnType<typeof departmentLoader>
    >
    expect(outcome.slug).toBe(slug)
    // The stored English name is the catalog's, which the header and the page show.
    expect(outcome.department.name).toBe(departmentName(t, slug))
    expect(outcome.department.services.length).toBeGreaterThan(0)
    expect(outcome.department.benefits.length).toBeGreaterThan(0)
  }
})

test('a department whose row is missing answers 404', async () => {
  const db = await getDb()
  const [row] = await db.select().from(departments).where(eq(departments.id, 'security'))
  await db.delete(departments).where(eq(departments.id, 'security'))
  try {
    const outcome = await callRoute(departmentLoader, getRequest('/services/security'))
    expect(statusOf(outcome)).toBe(404)
  } finally {
    await db.insert(departments).values(row)
  }
})

test('/ar pages read the departments in Arabic; an empty Arabic twin shows the English text', async () => {
  const db = await getDb()
  const [legal] = await db.select().from(departments).where(eq(departments.id, 'legal'))
  const [it] = await db.select().from(departments).where(eq(departments.id, 'it'))
  const arabic = {
    nameAr: 'الخدمات القانونية',
    descriptionAr: 'استشارات قانونية متكاملة للشركات والأفراد.',
    servicesAr: [{ title: 'صياغة العقود', description: 'عقود واضحة تحمي مصالحكم.' }],
    benefitsAr: ['محامون مرخّصون في دولة الإمارات'],
  }
  await db.update(departments).set(arabic).where(eq(departments.id, 'legal'))
  await db
    .update(departments)
    .set({ descriptionAr: '', servicesAr: [], benefitsAr: [] })
    .where(eq(departments.id, 'it'))
  try {
    const page = (await callRoute(departmentLoader, getRequest('/ar/services/legal'))) as Awaited<
      ReturnType<typeof departmentLoader>
    >
    expect(page.department).toMatchObject({
      name: arabic.nameAr,
      description: arabic.descriptionAr,
      services: arabic.servicesAr,
      benefits: arabic.benefitsAr,
      inEnglish: [],
    })
    expect(page.department).not.toHaveProperty('descriptionAr')

    const fallback = (await callRoute(departmentLoader, getRequest('/ar/services/it'))) as Awaited<
      ReturnType<typeof departmentLoader>
    >
    expect(fallback.department).toMatchObject({
      description: it.description,
      services: it.services,
      benefits: it.benefits,
    })
    expect(fallback.department.inEnglish).toEqual(
      expect.arrayContaining(['description', 'services', 'benefits']),
    )

    const overview = (await callRoute(servicesLoader, getRequest('/ar/services'))) as Awaited<
      ReturnType<typeof servicesLoader>
    >
    expect(overview.departments.find((d) => d.id === 'legal')?.description).toBe(
      arabic.descriptionAr,
    )
    const english = (await callRoute(servicesLoader, getRequest('/services'))) as Awaited<
      ReturnType<typeof servicesLoader>
    >
    expect(english.departments.find((d) => d.id === 'legal')).toMatchObject({
      name: legal.name,
      description: legal.description,
      inEnglish: [],
    })
  } finally {
    await db
      .update(departments)
      .set({
        nameAr: legal.nameAr,
        descriptionAr: legal.descriptionAr,
        servicesAr: legal.servicesAr,
        benefitsAr: legal.benefitsAr,
      })
      .where(eq(departments.id, 'legal'))
    await db
      .update(departments)
      .set({
        descriptionAr: it.descriptionAr,
        servicesAr: it.servicesAr,
        benefitsAr: it.benefitsAr,
      })
      .where(eq(departments.id, 'it'))
  }
})
