import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { user } from '#db/schema'
import { STAFF_ROLES, type StaffRole } from '~/lib/permissions'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { databaseFingerprint } from '../support/fingerprint'
import { adminRoutes, withModules, type RouteFn } from '../support/route-table'
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
 * The route × role table (issue 12): every admin loader and action of app/routes.ts, called
 * as each staff role. What each role may open is written out below from the words,
 * independently of app/lib/permissions.ts and of the permission each route module names
 * (decision 035); the test checks that the routes answer it. A route added later is checked
 * without editing this.
 */

/** Which roles open each area (the longest matching path wins), as the issue states them. */
const EXPECTED: [path: string, read: StaffRole[], write: StaffRole[]][] = [
  ['/admin', [...STAFF_ROLES], [...STAFF_ROLES]],
  ['/admin/account', [...STAFF_ROLES], [...STAFF_ROLES]],
  ['/admin/investments', ['admin', 'editor', 'investment_desk'], ['admin', 'editor']],
  ['/admin/investments/create', ['admin', 'editor'], ['admin', 'editor']],
  ['/admin/investments/edit', ['admin', 'editor'], ['admin', 'editor']],
  // Decision 043: NDA texts are read with investments and published by who writes them.
  ['/admin/nda', ['admin', 'editor', 'investment_desk'], ['admin', 'editor']],
  ['/admin/packages', ['admin', 'editor'], ['admin', 'editor']],
  ['/admin/requests', ['admin', 'investment_desk'], ['admin', 'investment_desk']],
  // Decision 043: investor files are reviewed by the roles that decide requests.
  ['/admin/investors', ['admin', 'investment_desk'], ['admin', 'investment_desk']],
  ['/admin/team', ['admin', 'editor'], ['admin', 'editor']],
  ['/admin/testimonials', ['admin', 'editor'], ['admin', 'editor']],
  ['/admin/careers', ['admin', 'editor', 'recruiter'], ['admin', 'editor', 'recruiter']],
  ['/admin/careers/jobs', ['admin', 'editor', 'recruiter'], ['admin', 'editor', 'recruiter']],
  // Under it, each applicant's interviews (decision 045: everything in hiring is 'applicants').
  ['/admin/careers/applicants', ['admin', 'recruiter'], ['admin', 'recruiter']],
  // Decision 045: the board and the applicant's page (under /applicants) are the applicants'.
  ['/admin/careers/board', ['admin', 'recruiter'], ['admin', 'recruiter']],
  // Decision 045: the e-mail templates are the recruiters' (permission 'applicants').
  ['/admin/careers/templates', ['admin', 'recruiter'], ['admin', 'recruiter']],
  // Decision 045: the talent pool and a job's report read applicants.
  ['/admin/careers/talent-pool', ['admin', 'recruiter'], ['admin', 'recruiter']],
  ['/admin/careers/jobs/job-001/report', ['admin', 'recruiter'], ['admin', 'recruiter']],
  ['/admin/consultancy', ['admin', 'editor', 'support'], ['admin', 'editor', 'support']],
  ['/admin/consultancy/consultants', ['admin', 'editor'], ['admin', 'editor']],
  ['/admin/consultancy/requests', ['admin', 'support'], ['admin', 'support']],
  ['/admin/contacts', ['admin', 'support'], ['admin', 'support']],
  // Decision 040: a conversation opens to the roles of its area; the inbox to any of them.
  [
    '/admin/conversations',
    ['admin', 'investment_desk', 'support'],
    ['admin', 'investment_desk', 'support'],
  ],
  ['/admin/settings', ['admin', 'editor'], ['admin', 'editor']],
  // Decision 050: every staff member opens Reports; each section shows by its area.
  ['/admin/reports', [...STAFF_ROLES], [...STAFF_ROLES]],
  // Decision 049: an export asks its list page's permission (tests/integration/exports.test.ts);
  // the table's sample, an unknown list, is 404 to every staff member.
  ['/admin/export', [...STAFF_ROLES], [...STAFF_ROLES]],
  ['/admin/audit', ['admin'], ['admin']],
  ['/admin/staff', ['admin'], ['admin']],
  ['/admin/users', ['admin'], ['admin']],
]

function expectedFor(url: string, access: 'read' | 'write'): StaffRole[] {
  const path = new URL(url, 'http://x').pathname
  const match = EXPECTED.filter(
    ([area]) => path === area || (area !== '/admin' && path.startsWith(`${area}/`)),
  ).sort((a, b) => b[0].length - a[0].length)[0]
  if (!match) return ['admin']
  return access === 'read' ? match[1] : match[2]
}

async function call(fn: RouteFn, request: Request, params: Record<string, string>) {
  try {
    return await callRoute(fn, request, params)
  } catch (thrown) {
    if (thrown && typeof thrown === 'object' && 'type' in thrown) return thrown
    throw thrown
  }
}

const accounts = {} as Record<StaffRole, TestAccount>

beforeAll(async () => {
  await prepareTestApp()
  accounts.admin = await signInAsAdmin()
  const db = await getDb()
  for (const role of STAFF_ROLES.filter((role) => role !== 'admin')) {
    const account = await createSignedInUser({ name: `Staff ${role}` })
    await db.update(user).set({ role }).where(eq(user.id, account.id))
    accounts[role] = account
  }
})

const routes = await withModules(adminRoutes)
const cells = routes.flatMap((route) =>
  STAFF_ROLES.flatMap((role) => [
    ...(route.module.loader ? [{ route, role, method: 'GET' as const }] : []),
    ...(route.module.action ? [{ route, role, method: 'POST' as const }] : []),
  ]),
)

afterAll(() => {
  console.log(
    `route × role table: ${routes.length} admin routes × ${STAFF_ROLES.length} roles = ${cells.length} checks`,
  )
})

test('the table covers every admin route and role', () => {
  expect(cells.length).toBeGreaterThan(100)
})

describe.each(cells)('$method $route.url as $role', ({ route, role, method }) => {
  test('answers what the table says (403 outside the role, nothing changed)', async () => {
    const access = method === 'GET' ? 'read' : 'write'
    const isAllowed = expectedFor(route.url, access).includes(role)
    const account = accounts[role]
    if (method === 'GET') {
      const outcome = await call(route.module.loader!, getRequest(route.url, account), route.params)
      if (isAllowed) expect([403, 500]).not.toContain(statusOf(outcome))
      else expect(statusOf(outcome)).toBe(403)
      return
    }
    const before = isAllowed ? null : await databaseFingerprint()
    const outcome = await call(
      route.module.action!,
      // Refused: a real record to delete; allowed: one that does not exist (nothing to undo).
      postForm(
        route.url,
        { intent: 'delete', id: isAllowed ? 'no-such-record' : 'inv-001' },
        account,
      ),
      route.params,
    )
    if (isAllowed) {
      expect(statusOf(outcome)).not.toBe(403)
    } else {
      expect(statusOf(outcome)).toBe(403)
      expect(await databaseFingerprint()).toBe(before)
    }
  })
})

describe('permissions follow the route the router matched, not the address as written', () => {
  // React Router matches paths without case and after percent-decoding: each of these
  // addresses opens the investment edit screen, which the Investment desk may not open.
  const editAddresses = [
    '/admin/investments/EDIT/inv-001',
    '/admin/Investments/Edit/inv-001',
    '/admin/investments/%65dit/inv-001',
    '/ar/admin/investments/EDIT/inv-001',
  ]

  test.each(editAddresses)('%s is 403 for the Investment desk, GET and POST', async (url) => {
    const { loader, action } = await import('~/routes/admin/investment-edit')
    const desk = accounts.investment_desk
    const page = await call(loader as RouteFn, getRequest(url, desk), { id: 'inv-001' })
    expect(statusOf(page)).toBe(403)
    const before = await databaseFingerprint()
    const saved = await call(
      action as RouteFn,
      postForm(url, { title: 'Renamed by the desk' }, desk),
      { id: 'inv-001' },
    )
    expect(statusOf(saved)).toBe(403)
    expect(await databaseFingerprint()).toBe(before)
  })
})

describe('every admin route module states the permission it needs', () => {
  // A route that states none would be open to every signed-in person: each admin module must
  // have a loader, and its loader and action must refuse a signed-in person who is not staff.
  let member: TestAccount
  beforeAll(async () => {
    member = await createSignedInUser({ name: 'Not Staff' })
  })

  test.each(routes.map((route) => ({ file: route.file, route })))(
    '$file has a loader and refuses a non-staff member',
    async ({ route }) => {
      expect(route.module.loader, `${route.file} exports no loader`).toBeTypeOf('function')
      const page = await call(route.module.loader!, getRequest(route.url, member), route.params)
      expect([302, 403]).toContain(statusOf(page))
      if (route.module.action) {
        const saved = await call(
          route.module.action,
          postForm(route.url, { intent: 'delete', id: 'inv-001' }, member),
          route.params,
        )
        expect(statusOf(saved)).toBe(403)
      }
    },
  )
})
