import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  conversationEvents,
  conversations,
  emailOutbox,
  investmentRequests,
  investments,
  user,
} from '#db/schema'
import { decideRequest } from '~/domain/requests/requests.server'
import { getInvestorSettings } from '~/domain/settings/settings.server'
import { t } from '~/i18n'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/account/dashboard'
import { loader as requestsLoader } from '~/routes/admin/requests'
import { action as settingsAction, loader as settingsLoader } from '~/routes/admin/settings'
import {
  action as investmentAction,
  loader as investmentLoader,
} from '~/routes/public/investment-detail'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

// Decision 043: a request to invest acknowledges the risk warning; staff decisions are
// time-stamped; within the cooling-off period the investor may withdraw the request.

beforeAll(() => prepareTestApp())

const HOUR_MS = 60 * 60_000

type Answer = {
  data: {
    result?: { error?: Record<string, string[] | null> }
    toast?: { type: string; title: string }
  }
}
const errorsOf = (outcome: unknown) => (outcome as Answer).data.result?.error ?? {}

async function requestsOf(userId: string, investmentId: string) {
  const db = await getDb()
  return db
    .select()
    .from(investmentRequests)
    .where(
      and(eq(investmentRequests.userId, userId), eq(investmentRequests.investmentId, investmentId)),
    )
    .orderBy(desc(investmentRequests.createdAt))
}

async function setRiskWarning(investmentId: string, riskWarning: string, riskWarningAr = '') {
  const db = await getDb()
  await db
    .update(investments)
    .set({ riskWarning, riskWarningAr })
    .where(eq(investments.id, investmentId))
}

/** Sends a request to invest as `account`, the box ticked unless told otherwise. */
function requestToInvest(account: TestAccount, investmentId: string, isTicked = true, lang = '') {
  return callRoute(
    investmentAction,
    postForm(
      `${lang}/investments/${investmentId}?request=1`,
      { message: 'Interested.', ...(isTicked ? { acknowledgeRisk: 'on' } : {}) },
      { cookie: account.cookie },
    ),
    { id: investmentId },
  )
}

describe('the risk warning', () => {
  test('a request without the acknowledgement is refused with a message and nothing is saved', async () => {
    const account = await createSignedInUser()
    const outcome = await requestToInvest(account, 'inv-001', false)
    expect(statusOf(outcome)).toBe(400)
    expect(errorsOf(outcome).acknowledgeRisk).toEqual([
      'Tick the box to confirm you have read and understood the risk warning',
    ])
    expect(await requestsOf(account.id, 'inv-001')).toHaveLength(0)
  })

  test("the page shows the investment's own warning and the request keeps it with the time", async () => {
    await setRiskWarning(
      'inv-002',
      'This fund may lose all its value.',
      'قد يفقد هذا الصندوق كل قيمته.',
    )
    const page = (await callRoute(investmentLoader, getRequest('/investments/inv-002'), {
      id: 'inv-002',
    })) as { riskWarning: { text: string; isGeneral: boolean } }
    expect(page.riskWarning).toMatchObject({
      text: 'This fund may lose all its value.',
      isGeneral: false,
    })

    const account = await createSignedInUser()
    const before = Date.now()
    const outcome = await requestToInvest(account, 'inv-002')
    expect(statusOf(outcome)).toBe(302)
    const [row] = await requestsOf(account.id, 'inv-002')
    expect(row.riskWarningShown).toBe('This fund may lose all its value.')
    expect(row.riskAcknowledgedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)

    // From the Arabic page, the Arabic twin is what was shown and kept.
    const arabic = await createSignedInUser()
    await requestToInvest(arabic, 'inv-002', true, '/ar')
    const [arabicRow] = await requestsOf(arabic.id, 'inv-002')
    expect(arabicRow.riskWarningShown).toBe('قد يفقد هذا الصندوق كل قيمته.')
  })

  test('an investment without a warning shows the general one, in both languages', async () => {
    await setRiskWarning('inv-003', '')
    const account = await createSignedInUser()
    await requestToInvest(account, 'inv-003')
    const [row] = await requestsOf(account.id, 'inv-003')
    expect(row.riskWarningShown).toBe(t.nda.risk.general)
    expect(row.riskWarningShown).toMatch(/capital at risk/)
    expect(row.riskWarningShown).toMatch(/not guaranteed/)
    expect(row.riskWarningShown).toMatch(/illiquid/)
  })

  test('staff see the acknowledgement on the request', async () => {
    const admin = await signInAsAdmin()
    const account = await createSignedInUser({ name: 'Risk Reader' })
    await requestToInvest(account, 'inv-004')
    const list = (await callRoute(
      requestsLoader,
      getRequest('/admin/requests?q=Risk+Reader', { cookie: admin.cookie }),
    )) as { page: { rows: { userName: string | null; riskAcknowledgedAt: Date | null }[] } }
    const row = list.page.rows.find((entry) => entry.userName === 'Risk Reader')
    expect(row?.riskAcknowledgedAt).toBeInstanceOf(Date)
  })
})

describe('decisions', () => {
  test('accepting or rejecting a request sets decided_at', async () => {
    const admin = await signInAsAdmin()
    const account = await createSignedInUser()
    await requestToInvest(account, 'inv-005')
    const [pending] = await requestsOf(account.id, 'inv-005')
    expect(pending.decidedAt).toBeNull()
    const before = Date.now()
    await decideRequest(admin, { intent: 'accept', kind: 'specific', id: pending.id })
    const [decided] = await requestsOf(account.id, 'inv-005')
    expect(decided.status).toBe('Accepted')
    expect(decided.decidedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
  })
})

describe('the cooling-off period', () => {
  function withdraw(account: TestAccount, id: string) {
    return callRoute(
      dashboardAction,
      postForm('/dashboard', { intent: 'withdraw-request', id }, { cookie: account.cookie }),
    )
  }

  test('within the period the investor withdraws; the timeline and the staff inbox are told', async () => {
    const account = await createSignedInUser({ name: 'Cooling Investor' })
    await requestToInvest(account, 'inv-006')
    const [row] = await requestsOf(account.id, 'inv-006')

    const dashboard = (await callRoute(
      dashboardLoader,
      getRequest('/dashboard', { cookie: account.cookie }),
    )) as { investmentRequests: { id: string; withdrawableUntil: Date | null }[] }
    const shown = dashboard.investmentRequests.find((entry) => entry.id === row.id)
    const { coolingOffHours } = await getInvestorSettings()
    expect(shown?.withdrawableUntil?.getTime()).toBe(
      row.createdAt.getTime() + coolingOffHours * HOUR_MS,
    )

    const outcome = await withdraw(account, row.id)
    expect(statusOf(outcome)).toBe(302)
    const [withdrawn] = await requestsOf(account.id, 'inv-006')
    expect(withdrawn.status).toBe('Withdrawn')
    expect(withdrawn.withdrawnAt).toBeInstanceOf(Date)

    const db = await getDb()
    const [conversation] = await db
      .select({ id: conversations.id, state: conversations.state })
      .from(conversations)
      .where(and(eq(conversations.area, 'investment'), eq(conversations.requestId, row.id)))
    const events = await db
      .select()
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, conversation.id))
    expect(events.map((event) => [event.kind, event.facts])).toContainEqual([
      'status',
      { from: 'Pending', to: 'Withdrawn', reason: null },
    ])
    const notices = await db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Request withdrawn: KEZAD Logistics Warehousing Project'))
    expect(notices.some((notice) => notice.text.includes('Cooling Investor'))).toBe(true)

    // Withdrawn once, it is not withdrawn again.
    expect(statusOf(await withdraw(account, row.id))).toBe(409)
  })

  test('an accepted request may be withdrawn too, within the period', async () => {
    const admin = await signInAsAdmin()
    const account = await createSignedInUser()
    await requestToInvest(account, 'inv-001')
    const [row] = await requestsOf(account.id, 'inv-001')
    await decideRequest(admin, { intent: 'accept', kind: 'specific', id: row.id })
    expect(statusOf(await withdraw(account, row.id))).toBe(302)
    expect((await requestsOf(account.id, 'inv-001'))[0].status).toBe('Withdrawn')
  })

  test('after the period the button is gone and the server refuses with a message', async () => {
    const account = await createSignedInUser()
    await requestToInvest(account, 'inv-002')
    const [row] = await requestsOf(account.id, 'inv-002')
    const { coolingOffHours } = await getInvestorSettings()
    const db = await getDb()
    await db
      .update(investmentRequests)
      .set({ createdAt: new Date(Date.now() - (coolingOffHours + 1) * HOUR_MS) })
      .where(eq(investmentRequests.id, row.id))

    const dashboard = (await callRoute(
      dashboardLoader,
      getRequest('/dashboard', { cookie: account.cookie }),
    )) as { investmentRequests: { id: string; withdrawableUntil: Date | null }[] }
    expect(dashboard.investmentRequests.find((entry) => entry.id === row.id)).toMatchObject({
      withdrawableUntil: null,
    })

    const outcome = await withdraw(account, row.id)
    expect(statusOf(outcome)).toBe(409)
    expect(errorsOf(outcome)['']).toEqual([
      'The cooling-off period has ended: this request can no longer be withdrawn.',
    ])
    expect((await requestsOf(account.id, 'inv-002'))[0].status).toBe('Pending')
  })

  test("someone else's request is not found", async () => {
    const owner = await createSignedInUser()
    const other = await createSignedInUser()
    await requestToInvest(owner, 'inv-003')
    const [row] = await requestsOf(owner.id, 'inv-003')
    expect(statusOf(await withdraw(other, row.id))).toBe(404)
    expect((await requestsOf(owner.id, 'inv-003'))[0].status).toBe('Pending')
  })
})

describe('the investor settings form', () => {
  let editor: TestAccount
  beforeAll(async () => {
    editor = await createSignedInUser({ name: 'Settings Editor' })
    const db = await getDb()
    await db.update(user).set({ role: 'editor' }).where(eq(user.id, editor.id))
  })

  const figures = {
    intent: 'investor-settings',
    investorRecordsYears: '7',
    coolingOffHours: '72',
    roomAccessDays: '60',
    identityReminderDays: '45',
  }

  test('an Administrator sees and saves it; a wrong figure is refused with a message', async () => {
    const admin = await signInAsAdmin()
    const page = (await callRoute(
      settingsLoader,
      getRequest('/admin/settings', { cookie: admin.cookie }),
    )) as { canSetInvestorSettings: boolean }
    expect(page.canSetInvestorSettings).toBe(true)

    const wrong = await callRoute(
      settingsAction,
      postForm('/admin/settings', { ...figures, coolingOffHours: '1.5' }, { cookie: admin.cookie }),
    )
    expect(statusOf(wrong)).toBe(400)
    expect(errorsOf(wrong).coolingOffHours).toEqual(['Enter a whole number in the range shown'])

    const saved = await callRoute(
      settingsAction,
      postForm('/admin/settings', figures, { cookie: admin.cookie }),
    )
    expect(statusOf(saved)).toBe(302)
    expect(await getInvestorSettings()).toEqual({
      investorRecordsYears: 7,
      coolingOffHours: 72,
      roomAccessDays: 60,
      identityReminderDays: 45,
    })
  })

  test('an Editor does not see it and is refused with 403, nothing changed', async () => {
    const page = (await callRoute(
      settingsLoader,
      getRequest('/admin/settings', { cookie: editor.cookie }),
    )) as { canSetInvestorSettings: boolean }
    expect(page.canSetInvestorSettings).toBe(false)
    const before = await getInvestorSettings()
    const outcome = await callRoute(
      settingsAction,
      postForm('/admin/settings', { ...figures, coolingOffHours: '1' }, { cookie: editor.cookie }),
    )
    expect(statusOf(outcome)).toBe(403)
    expect(await getInvestorSettings()).toEqual(before)
  })
})
