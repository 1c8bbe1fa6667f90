import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { investmentRequests, investments, user } from '#db/schema'
import { HONEYPOT_FIELD_NAME } from '~/lib/honeypot'
import { listActiveInvestmentIds } from '~/domain/investments/investments.server'
import { getDb } from '~/server/db.server'
import { action as detailAction, loader as detailLoader } from '~/routes/public/investment-detail'
import { loader as listLoader } from '~/routes/public/investments'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
} from '../support/requests'
import { toastOf } from '../support/toast'

beforeAll(prepareTestApp)

type ListData = Exclude<Awaited<ReturnType<typeof listLoader>>, Response>

async function list(search = ''): Promise<ListData> {
  const outcome = await callRoute(listLoader, getRequest(`/investments${search}`))
  if (outcome instanceof Response) throw new Error(`unexpected ${outcome.status}`)
  return outcome
}

async function requestsFor(investmentId: string) {
  const db = await getDb()
  return db
    .select()
    .from(investmentRequests)
    .where(eq(investmentRequests.investmentId, investmentId))
}

describe('/investments', () => {
  test('lists every active seeded investment, newest first', async () => {
    const result = await list()
    expect(result.total).toBe(6)
    expect(result.cards.map((card) => card.id)).toEqual([
      'inv-006',
      'inv-005',
      'inv-004',
      'inv-003',
      'inv-002',
      'inv-001',
    ])
  })

  test('the type filter keeps only that type', async () => {
    const financial = await list('?type=Financial')
    expect(financial.total).toBe(3)
    expect(financial.cards.every((card) => card.type === 'Financial')).toBe(true)
    const resource = await list('?type=Resource-based')
    expect(resource.total).toBe(3)
    expect(resource.cards.every((card) => card.type === 'Resource-based')).toBe(true)
  })

  test('an unknown type value means all types', async () => {
    const result = await list('?type=Crypto')
    expect(result.query.type).toBe('all')
    expect(result.total).toBe(6)
  })

  test('search matches title or description, case-insensitively', async () => {
    const byTitle = await list('?q=hydroPONIC')
    expect(byTitle.cards.map((card) => card.id)).toEqual(['inv-002'])
    // 'Shams Dubai' appears only in the description of inv-004.
    const byDescription = await list('?q=shams%20dubai')
    expect(byDescription.cards.map((card) => card.id)).toEqual(['inv-004'])
  })

  test('search and type filter combine', async () => {
    const result = await list('?q=abu%20dhabi&type=Financial')
    expect(result.cards.map((card) => card.id).sort()).toEqual(['inv-003', 'inv-005'])
    expect(result.total).toBe(2)
  })

  test('a search with no match returns nothing, and % is taken literally', async () => {
    expect((await list('?q=no-such-investment-anywhere')).total).toBe(0)
    // Only inv-002's description has a literal '%' ('90% less water'); a wildcard would match all.
    expect((await list('?q=%25')).cards.map((card) => card.id)).toEqual(['inv-002'])
  })

  test('inactive investments are not listed', async () => {
    const db = await getDb()
    await db.insert(investments).values({
      id: 'inv-hidden-1',
      title: 'Hidden Vineyard Opportunity',
      description: 'Not yet public.',
      type: 'Resource-based',
      profitMargin: '5%',
      profitSchema: 'Sales.',
      isActive: false,
    })
    expect((await list('?q=vineyard')).total).toBe(0)
    expect((await listActiveInvestmentIds()).map((row) => row.id)).not.toContain('inv-hidden-1')
    expect((await listActiveInvestmentIds()).map((row) => row.id)).toContain('inv-001')
    const outcome = await callRoute(detailLoader, getRequest('/investments/inv-hidden-1'), {
      id: 'inv-hidden-1',
    })
    expect(statusOf(outcome)).toBe(404)
    // The admin may preview it from the admin table.
    const admin = await signInAsAdmin()
    const preview = await callRoute(
      detailLoader,
      getRequest('/investments/inv-hidden-1', { cookie: admin.cookie }),
      { id: 'inv-hidden-1' },
    )
    expect(statusOf(preview)).toBe(200)
  })

  test('an inactive investment opens only for staff roles that may open investments', async () => {
    const db = await getDb()
    await db.insert(investments).values({
      id: 'inv-hidden-2',
      title: 'Hidden Orchard Opportunity',
      description: 'Not yet public.',
      type: 'Resource-based',
      profitMargin: '5%',
      profitSchema: 'Sales.',
      isActive: false,
    })
    const expected: Record<string, number> = {
      editor: 200,
      investment_desk: 200,
      recruiter: 404,
      support: 404,
      user: 404,
    }
    for (const [role, status] of Object.entries(expected)) {
      const account = await createSignedInUser({ name: `Preview ${role}` })
      await db.update(user).set({ role }).where(eq(user.id, account.id))
      const outcome = await callRoute(
        detailLoader,
        getRequest('/investments/inv-hidden-2', { cookie: account.cookie }),
        { id: 'inv-hidden-2' },
      )
      expect(statusOf(outcome), role).toBe(status)
    }
  })
})

describe('/investments/{id}', () => {
  test('shows the investment with its links and packages', async () => {
    const outcome = await callRoute(detailLoader, getRequest('/investments/inv-001'), {
      id: 'inv-001',
    })
    if (outcome instanceof Response) throw new Error('expected data')
    expect(outcome.isSignedIn).toBe(false)
    expect(outcome.investment.title).toBe('Dubai Marina Residential Income Fund')
    expect(outcome.investment.links.map((link) => link.title)).toEqual([
      'Dubai Land Department',
      'UAE Government Portal',
    ])
    expect(outcome.investment.packages.map((item) => item.name)).toEqual([
      'Digital Marketing',
      'Website Development Bundle',
    ])
    expect(outcome.investment.packages[0].services.length).toBeGreaterThan(0)
  })

  test('an investment without links or packages has empty lists', async () => {
    const outcome = await callRoute(detailLoader, getRequest('/investments/inv-005'), {
      id: 'inv-005',
    })
    if (outcome instanceof Response) throw new Error('expected data')
    expect(outcome.investment.links).toEqual([])
    expect(outcome.investment.packages).toEqual([])
  })

  test('an unknown id answers 404', async () => {
    const outcome = await callRoute(detailLoader, getRequest('/investments/inv-nope'), {
      id: 'inv-nope',
    })
    expect(statusOf(outcome)).toBe(404)
  })
})

describe('Request to Invest', () => {
  test('a signed-in user saves a Pending request with the message', async () => {
    const account = await createSignedInUser({ name: 'Layla Investor' })
    const outcome = await callRoute(
      detailAction,
      postForm(
        '/investments/inv-003?request=1',
        { acknowledgeRisk: 'on', message: 'I would like to invest 250,000 AED.' },
        { cookie: account.cookie },
      ),
      { id: 'inv-003' },
    )
    // Back to the investment, the dialog closed, with the spec's confirmation (decision 012).
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/investments/inv-003')
    expect(await toastOf(outcome)).toMatchObject({
      title: 'Investment Request Submitted',
      description: 'Your request has been sent successfully. Our team will contact you shortly.',
    })
    const saved = (await requestsFor('inv-003')).filter((row) => row.userId === account.id)
    expect(saved).toHaveLength(1)
    expect(saved[0].status).toBe('Pending')
    expect(saved[0].message).toBe('I would like to invest 250,000 AED.')
  })

  test('an empty message is accepted (SPEC 5: no validation)', async () => {
    const account = await createSignedInUser()
    const outcome = await callRoute(
      detailAction,
      postForm(
        '/investments/inv-004',
        { acknowledgeRisk: 'on', message: '' },
        { cookie: account.cookie },
      ),
      { id: 'inv-004' },
    )
    expect(statusOf(outcome)).toBe(302)
    const saved = (await requestsFor('inv-004')).filter((row) => row.userId === account.id)
    expect(saved.map((row) => row.message)).toEqual([''])
  })

  test('a visitor is sent to log in and nothing is saved', async () => {
    const before = (await requestsFor('inv-002')).length
    const outcome = await callRoute(
      detailAction,
      postForm('/investments/inv-002', { acknowledgeRisk: 'on', message: 'Hello' }),
      { id: 'inv-002' },
    )
    expect(outcome).toBeInstanceOf(Response)
    const response = outcome as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/investments/inv-002')}`,
    )
    expect((await requestsFor('inv-002')).length).toBe(before)
  })

  test('a message over 5000 characters is refused with 400 and not saved', async () => {
    const account = await createSignedInUser()
    const outcome = await callRoute(
      detailAction,
      postForm(
        '/investments/inv-006',
        { acknowledgeRisk: 'on', message: 'x'.repeat(5001) },
        { cookie: account.cookie },
      ),
      { id: 'inv-006' },
    )
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('Your message is too long')
    expect((await requestsFor('inv-006')).filter((row) => row.userId === account.id)).toEqual([])
  })

  test('a filled honeypot looks accepted but saves nothing', async () => {
    const account = await createSignedInUser()
    const outcome = await callRoute(
      detailAction,
      postForm(
        '/investments/inv-001',
        { acknowledgeRisk: 'on', message: 'Buy now', [HONEYPOT_FIELD_NAME]: 'http://spam.example' },
        { cookie: account.cookie },
      ),
      { id: 'inv-001' },
    )
    expect(statusOf(outcome)).toBe(302)
    expect((await toastOf(outcome))?.title).toBe('Investment Request Submitted')
    expect((await requestsFor('inv-001')).filter((row) => row.userId === account.id)).toEqual([])
  })

  test('a request for an unknown investment answers 404', async () => {
    const account = await createSignedInUser()
    const outcome = await callRoute(
      detailAction,
      postForm(
        '/investments/inv-nope',
        { acknowledgeRisk: 'on', message: 'Hi' },
        { cookie: account.cookie },
      ),
      { id: 'inv-nope' },
    )
    expect(statusOf(outcome)).toBe(404)
  })

  test('too many requests from one address are limited with 429', async () => {
    const account = await createSignedInUser()
    const ip = '10.250.250.250'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const outcome = await callRoute(
        detailAction,
        postForm(
          '/investments/inv-001',
          { acknowledgeRisk: 'on', message: `Attempt ${attempt}` },
          { cookie: account.cookie, headers: { 'x-client-ip': ip } },
        ),
        { id: 'inv-001' },
      )
      statuses.push(statusOf(outcome))
    }
    expect(statuses).toContain(429)
    expect(statuses[0]).toBe(302)
  })
})
