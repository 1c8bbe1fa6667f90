import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { consultancyRequests, consultants } from '#db/schema'
import { newId } from '~/lib/ids'
import { action, loader } from '~/routes/public/consultancy'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { callRoute, getRequest, postForm, statusOf } from '../support/requests'
import { toastOf } from '../support/toast'

beforeAll(prepareTestApp)

type LoaderResult = { tab: string; consultants: { id: string; name: string }[] }

async function visibleConsultants(path: string): Promise<LoaderResult> {
  const outcome = await callRoute(loader, getRequest(path))
  return outcome as LoaderResult
}

async function addConsultant(fields: {
  name: string
  expertise: string[]
  isActive?: boolean
  sortOrder?: number
}): Promise<string> {
  const db = await getDb()
  const id = newId('con')
  await db.insert(consultants).values({
    id,
    name: fields.name,
    title: 'Advisor',
    expertise: fields.expertise,
    isActive: fields.isActive ?? true,
    sortOrder: fields.sortOrder ?? 100,
  })
  return id
}

async function requestCount(): Promise<number> {
  const db = await getDb()
  const [{ total }] = await db.select({ total: count() }).from(consultancyRequests)
  return total
}

const goodRequest = {
  consultantId: 'con-003',
  name: 'Amira Saleh',
  email: 'amira.saleh@example.org',
  phone: '+971 50 555 0101',
  company: '',
  message: 'We would like advice on setting up a free zone company.',
}

describe('the consultancy page lists consultants', () => {
  test('all active seeded consultants show by default, in display order', async () => {
    const { tab, consultants: list } = await visibleConsultants('/consultancy')
    expect(tab).toBe('all')
    expect(list.map((c) => c.id)).toEqual([
      'con-001',
      'con-002',
      'con-003',
      'con-004',
      'con-005',
      'con-006',
    ])
  })

  test('the Financial tab keeps consultants with a Financial area of expertise', async () => {
    const { consultants: list } = await visibleConsultants('/consultancy?tab=financial')
    expect(list.map((c) => c.id)).toEqual(['con-001', 'con-006'])
  })

  test('the Technology tab matches any expertise containing "tech", in any case', async () => {
    const fintech = await addConsultant({
      name: 'Fintech Person',
      expertise: ['FinTech Advisory'],
      sortOrder: 101,
    })
    const lower = await addConsultant({
      name: 'Lowercase Person',
      expertise: ['technical due diligence'],
      sortOrder: 102,
    })
    const { tab, consultants: list } = await visibleConsultants('/consultancy?tab=technology')
    expect(tab).toBe('technology')
    expect(list.map((c) => c.id)).toEqual(['con-005', fintech, lower])
  })

  test('Real Estate, Business and Legal tabs filter by substring', async () => {
    expect(
      (await visibleConsultants('/consultancy?tab=real-estate')).consultants.map((c) => c.id),
    ).toEqual(['con-002'])
    expect(
      (await visibleConsultants('/consultancy?tab=business')).consultants.map((c) => c.id),
    ).toEqual(['con-003', 'con-006'])
    expect(
      (await visibleConsultants('/consultancy?tab=legal')).consultants.map((c) => c.id),
    ).toEqual(['con-004'])
  })

  test('inactive consultants are never shown', async () => {
    const hidden = await addConsultant({
      name: 'Hidden Advisor',
      expertise: ['Financial Modelling'],
      isActive: false,
    })
    const all = await visibleConsultants('/consultancy')
    const financial = await visibleConsultants('/consultancy?tab=financial')
    expect(all.consultants.map((c) => c.id)).not.toContain(hidden)
    expect(financial.consultants.map((c) => c.id)).not.toContain(hidden)
  })

  test('an unknown tab falls back to all', async () => {
    const { tab, consultants: list } = await visibleConsultants('/consultancy?tab=nonsense')
    expect(tab).toBe('all')
    expect(list.length).toBeGreaterThanOrEqual(6)
  })
})

describe('the consultation form', () => {
  test('a valid request is saved for the consultant as Pending and confirmed', async () => {
    const outcome = await callRoute(
      action,
      postForm('/consultancy?tab=business&consultant=con-003', {
        ...goodRequest,
        company: 'Saleh Trading LLC',
      }),
    )
    expect(outcome).toBeInstanceOf(Response)
    const response = outcome as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/consultancy?tab=business')
    expect(await toastOf(response)).toEqual({
      type: 'success',
      title: 'Request Submitted',
      description: 'Your consultation request with Omar Haddad has been sent successfully.',
    })

    const db = await getDb()
    const [saved] = await db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.email, 'amira.saleh@example.org'))
    expect(saved).toMatchObject({
      consultantId: 'con-003',
      name: 'Amira Saleh',
      phone: '+971 50 555 0101',
      company: 'Saleh Trading LLC',
      message: goodRequest.message,
      status: 'Pending',
      notes: null,
    })
  })

  test('an empty company is stored as null', async () => {
    const email = 'no.company@example.org'
    await callRoute(action, postForm('/consultancy', { ...goodRequest, email }))
    const db = await getDb()
    const [saved] = await db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.email, email))
    expect(saved.company).toBeNull()
  })

  test('invalid input gives field messages, keeps the values and stores nothing', async () => {
    const before = await requestCount()
    const outcome = await callRoute(
      action,
      postForm('/consultancy?consultant=con-001', {
        consultantId: 'con-001',
        name: 'Sam Lee',
        email: 'not-an-email',
        phone: '',
        message: '',
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    const text = JSON.stringify(outcome)
    expect(text).toContain('Invalid email address')
    expect(text).toContain('Phone number is required')
    expect(text).toContain('Message is required')
    expect(text).not.toContain('Name is required')
    // The typed values come back so the form stays filled in.
    expect(text).toContain('Sam Lee')
    expect(text).toContain('not-an-email')
    expect(await requestCount()).toBe(before)
  })

  test('an inactive or unknown consultant cannot be requested', async () => {
    const inactive = await addConsultant({
      name: 'Retired Advisor',
      expertise: ['Legal'],
      isActive: false,
    })
    const before = await requestCount()
    for (const consultantId of [inactive, 'con-does-not-exist']) {
      const outcome = await callRoute(
        action,
        postForm('/consultancy', { ...goodRequest, consultantId }),
      )
      expect(statusOf(outcome)).toBe(404)
      expect(JSON.stringify(outcome)).toContain('This consultant is no longer available')
    }
    expect(await requestCount()).toBe(before)
  })

  test('a filled honeypot is treated as spam and nothing is stored', async () => {
    const before = await requestCount()
    const outcome = await callRoute(
      action,
      postForm('/consultancy', { ...goodRequest, website_url: 'http://spam.example' }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect(await requestCount()).toBe(before)
  })

  test('too many submissions from one address are refused with 429', async () => {
    const headers = { 'x-client-ip': '203.0.113.77' }
    const before = await requestCount()
    for (let attempt = 0; attempt < 10; attempt++) {
      const outcome = await callRoute(
        action,
        postForm('/consultancy', { ...goodRequest, email: 'not-an-email' }, { headers }),
      )
      expect(statusOf(outcome)).toBe(400)
    }
    const limited = await callRoute(action, postForm('/consultancy', goodRequest, { headers }))
    expect(statusOf(limited)).toBe(429)
    expect(JSON.stringify(limited)).toContain('Too many requests')
    expect(await requestCount()).toBe(before)
    // Another address is not affected.
    const other = await callRoute(action, postForm('/consultancy', goodRequest))
    expect(statusOf(other)).toBe(302)
  })
})
