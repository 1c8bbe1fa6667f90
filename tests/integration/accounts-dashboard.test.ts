import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { investmentRequests, investments, user, userInvestmentRequests } from '#db/schema'
import { createCustomRequest, createInvestmentRequest } from '~/domain/requests/requests.server'
import { action, loader } from '~/routes/account/dashboard'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  statusOf,
  type TestAccount,
} from '../support/requests'

beforeAll(prepareTestApp)

type DashboardData = Exclude<Awaited<ReturnType<typeof loader>>, Response>

async function dashboardOf(account: TestAccount): Promise<DashboardData> {
  const outcome = await callRoute(loader, getRequest('/dashboard', { cookie: account.cookie }))
  if (outcome instanceof Response) throw new Error(`unexpected ${outcome.status}`)
  return outcome
}

async function userRow(id: string) {
  const db = await getDb()
  const [row] = await db.select().from(user).where(eq(user.id, id))
  return row
}

describe('dashboard', () => {
  test('a visitor is sent to /login and comes back to /dashboard', async () => {
    const outcome = (await callRoute(loader, getRequest('/dashboard'))) as Response
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe('/login?redirectTo=%2Fdashboard')
  })

  test('counters and lists cover both kinds of request, and only this user’s', async () => {
    const db = await getDb()
    const owner = await createSignedInUser({ name: 'Omar Saeed' })
    const stranger = await createSignedInUser()
    const accepted = await createInvestmentRequest({
      userId: owner.id,
      investmentId: 'inv-001',
      message: 'Interested in the premium package',
    })
    const rejected = await createInvestmentRequest({
      userId: owner.id,
      investmentId: 'inv-002',
      message: '',
    })
    await db
      .update(investmentRequests)
      .set({ status: 'Accepted' })
      .where(eq(investmentRequests.id, accepted.id))
    await db
      .update(investmentRequests)
      .set({ status: 'Rejected', rejectionReason: 'Minimum ticket not met' })
      .where(eq(investmentRequests.id, rejected.id))
    await createCustomRequest({
      userId: owner.id,
      name: 'Omar Saeed',
      email: owner.email,
      investmentType: 'real-estate',
      budget: '1m-5m',
      timeframe: 'long',
      description: 'Villa portfolio in Abu Dhabi',
    })
    await createCustomRequest({
      userId: stranger.id,
      name: 'Someone Else',
      email: stranger.email,
      description: 'Not yours',
    })
    await createInvestmentRequest({ userId: stranger.id, investmentId: 'inv-003', message: 'x' })

    const view = await dashboardOf(owner)
    expect(view.profile).toMatchObject({ name: 'Omar Saeed', email: owner.email })
    expect(view.counts).toEqual({ submitted: 3, accepted: 1, pending: 1 })
    expect(view.investmentRequests.map((r) => r.status).sort()).toEqual(['Accepted', 'Rejected'])
    expect(view.investmentRequests.find((r) => r.status === 'Rejected')?.rejectionReason).toBe(
      'Minimum ticket not met',
    )
    expect(view.customRequests).toHaveLength(1)
    expect(view.customRequests[0]).toMatchObject({
      description: 'Villa portfolio in Abu Dhabi',
      status: 'Pending',
    })
    expect(JSON.stringify(view)).not.toContain('Not yours')

    const strangerView = await dashboardOf(stranger)
    expect(strangerView.counts).toEqual({ submitted: 2, accepted: 0, pending: 2 })
  })

  test('a request about a deleted investment stays listed, without a title', async () => {
    const db = await getDb()
    const owner = await createSignedInUser()
    await db.insert(investments).values({
      id: 'inv-temp-dashboard',
      title: 'Short-lived Fund',
      description: 'Gone soon',
      type: 'Financial',
      profitMargin: '10%',
      profitSchema: 'Annual',
    })
    await createInvestmentRequest({
      userId: owner.id,
      investmentId: 'inv-temp-dashboard',
      message: 'Hello',
    })
    await db.delete(investments).where(eq(investments.id, 'inv-temp-dashboard'))
    const view = await dashboardOf(owner)
    expect(view.investmentRequests).toHaveLength(1)
    expect(view.investmentRequests[0]).toMatchObject({ investmentTitle: null, status: 'Pending' })
  })
})

describe('edit profile', () => {
  test('name, company and phone are saved; empty company and phone become NULL', async () => {
    const account = await createSignedInUser({ name: 'Before Name' })
    const saved = (await callRoute(
      action,
      postForm(
        '/dashboard',
        {
          intent: 'update-profile',
          name: 'Fatima Al Mansoori',
          company: 'Oasis Capital',
          phone: '+971 50 000 0000',
        },
        { cookie: account.cookie },
      ),
    )) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe('/dashboard')
    expect(await userRow(account.id)).toMatchObject({
      name: 'Fatima Al Mansoori',
      company: 'Oasis Capital',
      phone: '+971 50 000 0000',
    })
    expect((await dashboardOf(account)).profile).toMatchObject({
      name: 'Fatima Al Mansoori',
      company: 'Oasis Capital',
    })

    await callRoute(
      action,
      postForm(
        '/dashboard',
        { intent: 'update-profile', name: 'Fatima Al Mansoori', company: '  ', phone: '' },
        { cookie: account.cookie },
      ),
    )
    expect(await userRow(account.id)).toMatchObject({ company: null, phone: null })
  })

  test('an empty name is refused with the SPEC message', async () => {
    const account = await createSignedInUser({ name: 'Kept Name' })
    const outcome = await callRoute(
      action,
      postForm('/dashboard', { intent: 'update-profile', name: ' ' }, { cookie: account.cookie }),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('Name is required')
    expect(await userRow(account.id)).toMatchObject({ name: 'Kept Name' })
  })

  test('a visitor cannot change anything', async () => {
    const account = await createSignedInUser({ name: 'Untouched' })
    const outcome = (await callRoute(
      action,
      postForm('/dashboard', { intent: 'update-profile', name: 'Hijacked' }),
    )) as Response
    expect(outcome.headers.get('Location')).toMatch(/^\/login/)
    expect(await userRow(account.id)).toMatchObject({ name: 'Untouched' })
  })

  test('an unknown intent is a 400', async () => {
    const account = await createSignedInUser()
    const outcome = await callRoute(
      action,
      postForm('/dashboard', { intent: 'delete-everything' }, { cookie: account.cookie }),
    )
    expect(statusOf(outcome)).toBe(400)
  })
})

test('custom requests of other users never appear, even with the same e-mail address', async () => {
  const db = await getDb()
  const owner = await createSignedInUser()
  // A visitor's request (user_id NULL) with the owner's address is not the owner's.
  await db.insert(userInvestmentRequests).values({
    id: `creq-visitor-${Date.now()}`,
    userId: null,
    name: 'Visitor',
    email: owner.email,
    description: 'Sent while signed out',
  })
  expect((await dashboardOf(owner)).customRequests).toHaveLength(0)
})
