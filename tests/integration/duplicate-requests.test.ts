import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { investmentRequests, userInvestmentRequests } from '#db/schema'
import { decideRequest } from '~/domain/requests/requests.server'
import { action as investmentAction } from '~/routes/public/investment-detail'
import { action as customRequestAction } from '~/routes/public/investment-request'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

// Issue 11: "A visitor can submit the same investment request twice in a row." A second Pending
// request for the same investment by the same user is refused, and so is an identical custom
// request (same e-mail and description) within an hour; two sent at once save one.

beforeAll(() => prepareTestApp())

const unique = () => crypto.randomUUID().slice(0, 8)

type Answer = {
  data: {
    result?: { error?: Record<string, string[] | null>; initialValue?: unknown }
    toast?: { type: string; title: string }
  }
}

/** The refusal's message (above the form, and as an error toast) and the values typed again. */
function refusalOf(outcome: unknown) {
  const { data } = outcome as Answer
  const formError = data.result?.error?.['']?.[0]
  expect(data.toast).toMatchObject({ type: 'error', title: formError })
  return { formError, typed: data.result?.initialValue }
}

async function pendingRequests(userId: string, investmentId: string) {
  const db = await getDb()
  return db
    .select()
    .from(investmentRequests)
    .where(
      and(
        eq(investmentRequests.userId, userId),
        eq(investmentRequests.investmentId, investmentId),
        eq(investmentRequests.status, 'Pending'),
      ),
    )
}

async function customRequestsFor(email: string) {
  const db = await getDb()
  return db
    .select()
    .from(userInvestmentRequests)
    .where(sql`lower(${userInvestmentRequests.email}) = lower(${email})`)
}

describe('requests to invest in an investment', () => {
  let member: TestAccount

  beforeAll(async () => {
    member = await createSignedInUser({ name: 'Twice Clicker' })
  })

  const requestToInvest = (investmentId: string, message: string, account = member) =>
    callRoute(
      investmentAction,
      postForm(
        `/investments/${investmentId}`,
        { message, acknowledgeRisk: 'on' },
        { cookie: account.cookie },
      ),
      { id: investmentId },
    )

  test('a second Pending request for the same investment is refused with a clear message', async () => {
    expect(statusOf(await requestToInvest('inv-002', 'First ask.'))).toBeLessThan(400)

    const again = await requestToInvest('inv-002', 'Did my first one arrive?')
    expect(statusOf(again)).toBe(409)
    const refusal = refusalOf(again)
    expect(refusal.formError).toBe(
      'You already have a pending request for this investment. Our team will contact you shortly; you can follow it in your dashboard.',
    )
    // The form keeps what was typed.
    expect(refusal.typed).toMatchObject({ message: 'Did my first one arrive?' })

    const rows = await pendingRequests(member.id, 'inv-002')
    expect(rows.map((row) => row.message)).toEqual(['First ask.'])
  })

  test('another investment, or another user, is not a duplicate', async () => {
    expect(statusOf(await requestToInvest('inv-003', 'A different fund.'))).toBeLessThan(400)
    const other = await createSignedInUser()
    expect(statusOf(await requestToInvest('inv-002', 'Me too.', other))).toBeLessThan(400)
    expect(await pendingRequests(member.id, 'inv-003')).toHaveLength(1)
    expect(await pendingRequests(other.id, 'inv-002')).toHaveLength(1)
  })

  test('once the request is decided, the user may ask again', async () => {
    const [pending] = await pendingRequests(member.id, 'inv-002')
    const admin = await signInAsAdmin()
    const decided = await decideRequest(admin, {
      intent: 'reject',
      kind: 'specific',
      id: pending.id,
      reason: '',
    })
    expect(decided.kind).toBe('ok')
    expect(statusOf(await requestToInvest('inv-002', 'Asking again.'))).toBeLessThan(400)
    expect((await pendingRequests(member.id, 'inv-002')).map((row) => row.message)).toEqual([
      'Asking again.',
    ])
  })

  test('two submissions at the same moment create one request', async () => {
    const account = await createSignedInUser({ name: 'Double Click' })
    const outcomes = await Promise.all([
      requestToInvest('inv-004', 'Click one.', account),
      requestToInvest('inv-004', 'Click two.', account),
    ])
    expect(outcomes.map(statusOf).filter((status) => status === 409)).toHaveLength(1)
    expect(await pendingRequests(account.id, 'inv-004')).toHaveLength(1)
  })
})

describe('custom investment requests', () => {
  const fields = (email: string, description: string) => ({
    name: 'Layla Haddad',
    email,
    phone: '+971 50 111 2222',
    budget: '1m-5m',
    description,
  })
  const sendCustomRequest = (email: string, description: string) =>
    callRoute(customRequestAction, postForm('/investment-request', fields(email, description)))

  test('the same request again within the hour is refused, with the typed values kept', async () => {
    const email = `repeat-${unique()}@example.org`
    expect(statusOf(await sendCustomRequest(email, 'A villa portfolio.'))).toBeLessThan(400)

    // The same address in other letters is the same person.
    const again = await sendCustomRequest(email.toUpperCase(), 'A villa portfolio.')
    expect(statusOf(again)).toBe(409)
    const refusal = refusalOf(again)
    expect(refusal.formError).toBe(
      'We have already received this request in the last hour. Our team will get back to you soon.',
    )
    expect(refusal.typed).toMatchObject({
      name: 'Layla Haddad',
      email: email.toUpperCase(),
      budget: '1m-5m',
      description: 'A villa portfolio.',
    })
    expect(await customRequestsFor(email)).toHaveLength(1)
  })

  test('a different description from the same address is a new request', async () => {
    const email = `second-${unique()}@example.org`
    expect(statusOf(await sendCustomRequest(email, 'Warehouses.'))).toBeLessThan(400)
    expect(statusOf(await sendCustomRequest(email, 'Warehouses and offices.'))).toBeLessThan(400)
    expect(await customRequestsFor(email)).toHaveLength(2)
  })

  test('the same request more than an hour later is accepted', async () => {
    const email = `later-${unique()}@example.org`
    expect(statusOf(await sendCustomRequest(email, 'Farmland.'))).toBeLessThan(400)
    const db = await getDb()
    await db
      .update(userInvestmentRequests)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(userInvestmentRequests.email, email))
    expect(statusOf(await sendCustomRequest(email, 'Farmland.'))).toBeLessThan(400)
    expect(await customRequestsFor(email)).toHaveLength(2)
  })

  test('two identical submissions at the same moment create one request', async () => {
    const email = `race-${unique()}@example.org`
    const outcomes = await Promise.all([
      sendCustomRequest(email, 'A hotel.'),
      sendCustomRequest(email, 'A hotel.'),
      sendCustomRequest(email, 'A hotel.'),
    ])
    expect(outcomes.map(statusOf).filter((status) => status === 409)).toHaveLength(2)
    expect(await customRequestsFor(email)).toHaveLength(1)
  })
})
