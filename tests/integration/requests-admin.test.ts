import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditLog, investmentRequests, investments, userInvestmentRequests } from '#db/schema'
import { createCustomRequest, createInvestmentRequest } from '~/domain/requests/requests.server'
import type { ActionData } from '~/lib/action-result'
import { action, loader } from '~/routes/admin/requests'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { startTestJobRunner, stopTestJobRunner } from '../support/outbox'
import { startMailCapture, type MailCapture } from '../support/mail-capture'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

let mail: MailCapture
let admin: TestAccount

beforeAll(async () => {
  const capture = await startMailCapture()
  mail = capture
  // Before the app first reads its environment, so the requester's e-mail really goes over SMTP.
  process.env.SMTP_URL = capture.url
  await prepareTestApp()
  // Queued e-mails go out at once, as from a running server (decision 024).
  startTestJobRunner()
  admin = await signInAsAdmin()
})

afterAll(async () => {
  await stopTestJobRunner()
  await mail.close()
})

const tag = () => `tag${crypto.randomUUID().slice(0, 8)}`

type LoaderPage = {
  tab: string
  page: { rows: Array<Record<string, unknown>>; total: number; page: number; pageCount: number }
}

async function listAs(account: TestAccount, query: string): Promise<LoaderPage> {
  const outcome = await callRoute(
    loader,
    getRequest(`/admin/requests${query}`, { cookie: account.cookie }),
  )
  expect(statusOf(outcome)).toBe(200)
  return outcome as unknown as LoaderPage
}

async function customStatus(id: string) {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(userInvestmentRequests)
    .where(eq(userInvestmentRequests.id, id))
  return row
}

async function specificRow(id: string) {
  const db = await getDb()
  const [row] = await db.select().from(investmentRequests).where(eq(investmentRequests.id, id))
  return row
}

async function auditRows(id: string) {
  const db = await getDb()
  return db.select().from(auditLog).where(eq(auditLog.entityId, id))
}

/** Custom requests with distinct, known creation times (oldest first). */
async function seedCustomRequests(label: string, n: number, status?: 'Accepted' | 'Rejected') {
  const db = await getDb()
  const ids: string[] = []
  const base = Date.parse('2026-01-01T00:00:00Z')
  for (let i = 0; i < n; i++) {
    const { id } = await createCustomRequest({
      userId: null,
      name: `Person ${i}`,
      email: `person${i}@example.org`,
      description: `Request ${label} number ${i}`,
    })
    await db
      .update(userInvestmentRequests)
      // Pairs share a timestamp so the id tie-break is exercised.
      .set({
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
        ...(status ? { status } : {}),
      })
      .where(eq(userInvestmentRequests.id, id))
    ids.push(id)
  }
  return ids
}

describe('the admin list', () => {
  test('custom requests: search, 25 a page, stable newest-first order, status filter', async () => {
    const label = tag()
    await seedCustomRequests(label, 30)
    await seedCustomRequests(label, 3, 'Accepted')

    const first = await listAs(admin, `?tab=custom&q=${label}`)
    expect(first.tab).toBe('custom')
    expect(first.page.total).toBe(33)
    expect(first.page.pageCount).toBe(2)
    expect(first.page.rows).toHaveLength(25)
    const second = await listAs(admin, `?tab=custom&q=${label.toUpperCase()}&page=2`)
    expect(second.page.rows).toHaveLength(8)

    const all = [...first.page.rows, ...second.page.rows]
    expect(new Set(all.map((row) => row.id)).size).toBe(33)
    const keys = all.map(
      (row) => [new Date(row.createdAt as string).getTime(), row.id as string] as const,
    )
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || (b[1] < a[1] ? -1 : b[1] > a[1] ? 1 : 0))
    expect(keys).toEqual(sorted)

    const accepted = await listAs(admin, `?tab=custom&q=${label}&status=Accepted`)
    expect(accepted.page.total).toBe(3)
    expect(accepted.page.rows.every((row) => row.status === 'Accepted')).toBe(true)
    const pending = await listAs(admin, `?tab=custom&q=${label}&status=Pending`)
    expect(pending.page.total).toBe(30)
    // An unknown status is ignored rather than failing the page.
    const bogus = await listAs(admin, `?tab=custom&q=${label}&status=Whatever`)
    expect(bogus.page.total).toBe(33)

    // The search also matches the e-mail given on the form, case-insensitively.
    const byEmail = await listAs(admin, `?tab=custom&q=PERSON29@example.org`)
    expect(byEmail.page.rows.some((row) => row.description === `Request ${label} number 29`)).toBe(
      true,
    )
  })

  test('investment-specific requests: joined user and investment, searched on each', async () => {
    const label = tag()
    const user = await createSignedInUser({ name: `Searcher ${label}` })
    const db = await getDb()
    await db.insert(investments).values({
      id: `inv-${label}`,
      title: `Harbour Towers ${label}`,
      description: 'd',
      type: 'Financial',
      profitMargin: '10%',
      profitSchema: 's',
    })
    const withInvestment = await createInvestmentRequest({
      userId: user.id,
      investmentId: `inv-${label}`,
      message: 'first',
    })
    const withMessage = await createInvestmentRequest({
      userId: user.id,
      investmentId: 'inv-001',
      message: `please call me ${label}`,
    })

    const byName = await listAs(admin, `?q=${encodeURIComponent(`Searcher ${label}`)}`)
    expect(byName.page.total).toBe(2)
    expect(byName.page.rows[0]).toMatchObject({
      userName: `Searcher ${label}`,
      userEmail: user.email,
    })

    const byEmail = await listAs(admin, `?q=${encodeURIComponent(user.email)}`)
    expect(byEmail.page.total).toBe(2)

    const byTitle = await listAs(admin, `?q=harbour%20towers%20${label}`)
    expect(byTitle.page.rows.map((row) => row.id)).toEqual([withInvestment.id])
    expect(byTitle.page.rows[0]).toMatchObject({ investmentType: 'Financial' })

    const byMessage = await listAs(admin, `?q=call%20me%20${label}`)
    expect(byMessage.page.rows.map((row) => row.id)).toEqual([withMessage.id])

    // The investment is deleted: the request stays, without a title (shown as 'Unknown Investment').
    await db.delete(investments).where(eq(investments.id, `inv-${label}`))
    const orphan = await listAs(admin, `?q=${encodeURIComponent(user.email)}&status=Pending`)
    expect(orphan.page.rows.find((row) => row.id === withInvestment.id)).toMatchObject({
      investmentId: null,
      investmentTitle: null,
    })
  })

  test('investment-specific search: found two ways it is listed once; pages and status apply', async () => {
    const label = tag()
    const user = await createSignedInUser({ name: `Pager ${label}` })
    const ids: string[] = []
    for (let index = 0; index < 27; index++) {
      // The first also names the requester in its message: matched by user and by message.
      const message = index === 0 ? `from pager ${label}` : 'hello'
      const { id } = await createInvestmentRequest({
        userId: user.id,
        investmentId: 'inv-001',
        message,
      })
      ids.push(id)
    }
    const db = await getDb()
    for (const id of ids.slice(0, 3)) {
      await db
        .update(investmentRequests)
        .set({ status: 'Accepted' })
        .where(eq(investmentRequests.id, id))
    }

    const q = encodeURIComponent(`pager ${label}`)
    const first = await listAs(admin, `?q=${q}`)
    const second = await listAs(admin, `?q=${q}&page=2`)
    expect(first.page).toMatchObject({ total: 27, more: false, pageCount: 2 })
    expect(first.page.rows).toHaveLength(25)
    expect(second.page.rows).toHaveLength(2)
    const listed = [...first.page.rows, ...second.page.rows].map((row) => row.id)
    expect(new Set(listed).size).toBe(27)
    expect([...listed].sort()).toEqual([...ids].sort())

    const accepted = await listAs(admin, `?q=${q}&status=Accepted`)
    expect(accepted.page.total).toBe(3)
    expect(accepted.page.rows.map((row) => row.status)).toEqual([
      'Accepted',
      'Accepted',
      'Accepted',
    ])
  })

  test('a LIKE wildcard in the search is taken literally', async () => {
    const outcome = await listAs(admin, '?tab=custom&q=%25')
    expect(outcome.page.total).toBe(0)
  })

  test('visitors and signed-in users cannot see the list', async () => {
    const visitor = await callRoute(loader, getRequest('/admin/requests'))
    expect(statusOf(visitor)).toBe(302)
    expect((visitor as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
    const member = await createSignedInUser()
    const outcome = await callRoute(
      loader,
      getRequest('/admin/requests', { cookie: member.cookie }),
    )
    expect((outcome as Response).headers.get('Location')).toBe('/dashboard')
  })
})

describe('accepting and rejecting', () => {
  function decide(fields: Record<string, string>, account: TestAccount | null = admin, query = '') {
    return callRoute(
      action,
      postForm(`/admin/requests${query}`, fields, account ? { cookie: account.cookie } : {}),
    )
  }

  test('accepting a pending investment request: status, audit, e-mail to the account, then it is final', async () => {
    const user = await createSignedInUser({ name: 'Accepted Person' })
    const { id } = await createInvestmentRequest({
      userId: user.id,
      investmentId: 'inv-001',
      message: 'hi',
    })

    // Posted from the open dialog (?accept=<id>): back to the same list, the dialog closed.
    const outcome = await decide(
      { intent: 'accept', kind: 'specific', id },
      admin,
      `?status=Pending&page=1&accept=${id}`,
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(
      '/admin/requests?status=Pending&page=1',
    )
    expect(await toastOf(outcome)).toEqual({
      type: 'success',
      title: 'Request Accepted',
      description: 'Request status has been updated to Accepted',
    })
    expect(await specificRow(id)).toMatchObject({ status: 'Accepted', rejectionReason: null })

    const [audit] = await auditRows(id)
    expect(audit).toMatchObject({
      actorEmail: admin.email,
      action: 'update',
      entity: 'investment_request',
      before: { status: 'Pending', rejectionReason: null },
      after: { status: 'Accepted', rejectionReason: null },
    })

    const email = await mail.waitFor((m) => m.to.includes(user.email.toLowerCase()))
    expect(email.subject).toBe('Your investment request has been accepted')
    expect(email.text).toContain('Dear Accepted Person,')
    expect(email.text).toMatch(/your request to invest in ".+" has been accepted/)

    // Only Pending requests change: a second decision is refused and nothing moves.
    const again = await decide({ intent: 'reject', kind: 'specific', id, reason: 'late' })
    expect(statusOf(again)).toBe(409)
    // The refusal is the open dialog's own message (and a toast with JavaScript).
    const answer = (again as unknown as { data: ActionData }).data
    expect(answer.result?.error?.['']).toEqual(['Failed to reject the request. Please try again.'])
    expect(answer.toast).toMatchObject({ type: 'error', title: 'Error' })
    expect(await specificRow(id)).toMatchObject({ status: 'Accepted', rejectionReason: null })
    expect(await auditRows(id)).toHaveLength(1)
  })

  test('rejecting an investment request stores the reason and tells the requester', async () => {
    const user = await createSignedInUser({ name: 'Rejected Person' })
    const { id } = await createInvestmentRequest({
      userId: user.id,
      investmentId: 'inv-002',
      message: '',
    })
    const outcome = await decide({
      intent: 'reject',
      kind: 'specific',
      id,
      reason: '  Minimum ticket not met  ',
    })
    expect(statusOf(outcome)).toBe(302)
    expect(await specificRow(id)).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Minimum ticket not met',
    })
    const [audit] = await auditRows(id)
    expect(audit.after).toEqual({ status: 'Rejected', rejectionReason: 'Minimum ticket not met' })
    const email = await mail.waitFor((m) => m.to.includes(user.email.toLowerCase()))
    expect(email.subject).toBe('Your investment request has been declined')
    expect(email.text).toContain('Reason: Minimum ticket not met')

    const accept = await decide({ intent: 'accept', kind: 'specific', id })
    expect(statusOf(accept)).toBe(409)
    expect(JSON.stringify(accept)).toContain('Failed to accept the request. Please try again.')
    expect((await specificRow(id)).status).toBe('Rejected')
  })

  test('an empty reason is stored as null', async () => {
    const user = await createSignedInUser()
    const { id } = await createInvestmentRequest({
      userId: user.id,
      investmentId: 'inv-003',
      message: 'x',
    })
    await decide({ intent: 'reject', kind: 'specific', id, reason: '' })
    expect(await specificRow(id)).toMatchObject({ status: 'Rejected', rejectionReason: null })
  })

  test('custom requests: accept e-mails the address on the request; reject sets only the status', async () => {
    const accepted = await createCustomRequest({
      userId: null,
      name: 'Visitor One',
      email: `visitor-${tag()}@example.org`,
      description: 'a',
    })
    const rejectedEmail = `visitor-${tag()}@example.org`
    const rejected = await createCustomRequest({
      userId: null,
      name: 'Visitor Two',
      email: rejectedEmail,
      description: 'b',
    })

    expect(statusOf(await decide({ intent: 'accept', kind: 'custom', id: accepted.id }))).toBe(302)
    expect((await customStatus(accepted.id)).status).toBe('Accepted')
    const acceptedMail = await mail.waitFor(
      (m) => m.subject.includes('accepted') && m.text.includes('Visitor One'),
    )
    expect(acceptedMail.text).toContain('your custom investment request has been accepted')
    // A visitor has no dashboard to be pointed at.
    expect(acceptedMail.text).not.toContain('/dashboard')

    const outcome = await decide({
      intent: 'reject',
      kind: 'custom',
      id: rejected.id,
      reason: 'ignored',
    })
    expect(statusOf(outcome)).toBe(302)
    expect(await customStatus(rejected.id)).toMatchObject({
      status: 'Rejected',
      rejectionReason: null,
    })
    const [audit] = await auditRows(rejected.id)
    expect(audit).toMatchObject({
      entity: 'custom_investment_request',
      before: { status: 'Pending' },
      after: { status: 'Rejected' },
    })
    const rejectedMail = await mail.waitFor((m) => m.to.includes(rejectedEmail))
    expect(rejectedMail.subject).toBe('Your investment request has been declined')
    expect(rejectedMail.text).not.toContain('ignored')

    expect(statusOf(await decide({ intent: 'accept', kind: 'custom', id: rejected.id }))).toBe(409)
    expect((await customStatus(rejected.id)).status).toBe('Rejected')
  })

  test('a decision dialog opens from its URL, also for a request on another page', async () => {
    const name = `Linked ${tag()}`
    const user = await createSignedInUser({ name })
    const { id } = await createInvestmentRequest({
      userId: user.id,
      investmentId: 'inv-001',
      message: 'linked',
    })
    const custom = await createCustomRequest({
      userId: null,
      name: 'Linked Visitor',
      email: `linked-${tag()}@example.org`,
      description: 'linked',
    })
    const specific = (await listAs(
      admin,
      `?q=nothing-matches-${tag()}&reject=${id}`,
    )) as unknown as {
      page: { rows: unknown[] }
      selected: { id: string; userName: string; status: string } | null
    }
    expect(specific.page.rows).toHaveLength(0)
    expect(specific.selected).toMatchObject({ id, userName: name, status: 'Pending' })
    const customTab = (await listAs(
      admin,
      `?tab=custom&q=nothing-matches-${tag()}&accept=${custom.id}`,
    )) as unknown as { selected: { id: string; name: string } | null }
    expect(customTab.selected).toMatchObject({ id: custom.id, name: 'Linked Visitor' })
  })

  test('unknown ids give 404 and malformed decisions 400', async () => {
    expect(statusOf(await decide({ intent: 'accept', kind: 'custom', id: 'creq-nope' }))).toBe(404)
    expect(statusOf(await decide({ intent: 'approve', kind: 'custom', id: 'creq-nope' }))).toBe(400)
    expect(statusOf(await decide({ intent: 'reject', kind: 'other', id: 'x' }))).toBe(400)
  })

  test('a signed-in non-admin gets 403, a visitor goes to /login, and nothing changes', async () => {
    const member = await createSignedInUser()
    const { id } = await createInvestmentRequest({
      userId: member.id,
      investmentId: 'inv-001',
      message: 'm',
    })
    const custom = await createCustomRequest({
      userId: member.id,
      name: 'M',
      email: member.email,
      description: 'd',
    })

    expect(statusOf(await decide({ intent: 'accept', kind: 'specific', id }, member))).toBe(403)
    expect(
      statusOf(await decide({ intent: 'reject', kind: 'custom', id: custom.id }, member)),
    ).toBe(403)
    const asVisitor = await decide({ intent: 'accept', kind: 'specific', id }, null)
    expect(statusOf(asVisitor)).toBe(302)
    expect((asVisitor as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
    expect((await specificRow(id)).status).toBe('Pending')
    expect((await customStatus(custom.id)).status).toBe('Pending')
    expect(await auditRows(id)).toHaveLength(0)
  })

  test('the decision stands when the e-mail cannot be sent', async () => {
    // Runs last: once the mail server is gone, no later test can capture e-mail.
    await mail.close()
    const { id } = await createCustomRequest({
      userId: null,
      name: 'Offline',
      email: 'offline@example.org',
      description: 'c',
    })
    expect(statusOf(await decide({ intent: 'accept', kind: 'custom', id }))).toBe(302)
    expect((await customStatus(id)).status).toBe('Accepted')
    expect(await auditRows(id)).toHaveLength(1)
  })
})
