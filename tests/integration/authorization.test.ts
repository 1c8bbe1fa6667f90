import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { user } from '#db/schema'
import { loader as dashboardLoader } from '~/routes/account/dashboard'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { databaseFingerprint } from '../support/fingerprint'
import {
  adminRoutes,
  loadModule,
  withModules,
  type RouteFn,
  type TableRoute,
} from '../support/route-table'
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
 * The authorization table: every admin loader and action, called as a visitor, a
 * signed-in user and the admin. The list comes from app/routes.ts, so a route added
 * later is checked without editing this file.
 */

/** Calls a loader/action; a thrown data() answer counts as its status, like React Router does. */
async function call(fn: RouteFn, request: Request, params: Record<string, string>) {
  try {
    return await callRoute(fn, request, params)
  } catch (thrown) {
    if (thrown && typeof thrown === 'object' && 'type' in thrown) return thrown
    throw thrown
  }
}

function locationOf(outcome: unknown): string | null {
  return outcome instanceof Response ? outcome.headers.get('Location') : null
}

// What a hostile form might send: ids of real records and values to write.
function hostileForm(route: TableRoute): Record<string, string> {
  return {
    intent: 'delete',
    id: Object.values(route.params)[0] ?? 'inv-001',
    title: 'Hacked',
    name: 'Hacked',
    status: 'Accepted',
  }
}

let visitor: { cookie?: string }
let member: TestAccount
let admin: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  visitor = {}
  member = await createSignedInUser({ name: 'Ordinary Member' })
  admin = await signInAsAdmin()
})

test('the table covers the admin area of app/routes.ts', () => {
  expect(routesWithLoader.length).toBeGreaterThan(10)
  const urls = adminRoutes.map((route) => route.url)
  expect(urls).toContain('/admin')
  expect(urls).toContain('/admin/settings')
  expect(urls).toContain('/admin/investments/edit/inv-001')
  expect(adminRoutes.some((route) => route.file === 'routes/admin/layout.tsx')).toBe(true)
})

// Loaded while the file is collected, so each test below exists only where there is
// a loader or an action to check (no test passes by having nothing to do).
const checkedRoutes = await withModules(adminRoutes)
const routesWithLoader = checkedRoutes.filter((route) => route.module.loader)
const routesWithAction = checkedRoutes.filter((route) => route.module.action)

describe.each(routesWithLoader)('loader of $file at $url', (route) => {
  const loader = route.module.loader!

  test('a visitor is sent to /login with the way back', async () => {
    const outcome = await call(loader, getRequest(route.url, visitor), route.params)
    expect(statusOf(outcome)).toBe(302)
    expect(locationOf(outcome)).toBe(`/login?redirectTo=${encodeURIComponent(route.url)}`)
  })

  test('a signed-in user is sent to /dashboard', async () => {
    const outcome = await call(loader, getRequest(route.url, member), route.params)
    expect(statusOf(outcome)).toBe(302)
    expect(locationOf(outcome)).toBe('/dashboard')
  })

  test('the admin gets the page (or a deliberate redirect inside /admin)', async () => {
    const outcome = await call(loader, getRequest(route.url, admin), route.params)
    expect(statusOf(outcome)).toBeLessThan(500)
    const location = locationOf(outcome)
    if (location) {
      expect(location).not.toMatch(/^\/(login|dashboard)/)
      expect(location.startsWith('/admin')).toBe(true)
    }
  })
})

if (routesWithAction.length > 0) {
  describe.each(routesWithAction)('action of $file at $url', (route) => {
    const action = route.module.action!

    test('a visitor is sent to /login, a signed-in user gets 403, and nothing changes', async () => {
      const before = await databaseFingerprint()
      const asVisitor = await call(
        action,
        postForm(route.url, hostileForm(route), visitor),
        route.params,
      )
      expect(statusOf(asVisitor)).toBe(302)
      expect(locationOf(asVisitor)).toBe(`/login?redirectTo=${encodeURIComponent(route.url)}`)
      const asMember = await call(
        action,
        postForm(route.url, hostileForm(route), member),
        route.params,
      )
      expect(statusOf(asMember)).toBe(403)
      expect(await databaseFingerprint()).toBe(before)
    })

    test('the admin posting an empty form gets a validation answer or success, never a 5xx', async () => {
      const outcome = await call(action, postForm(route.url, {}, admin), route.params)
      expect(statusOf(outcome)).toBeLessThan(500)
    })
  })
}

test('the dashboard sends a visitor to /login and back', async () => {
  const outcome = await callRoute(dashboardLoader, getRequest('/dashboard'))
  expect(locationOf(outcome)).toBe('/login?redirectTo=%2Fdashboard')
})

test('admin rights come from the role stored on the user, not from the e-mail address', async () => {
  const loader = (await loadModule('routes/admin/layout.tsx')).loader!
  const promoted = await createSignedInUser()
  expect(locationOf(await call(loader, getRequest('/admin', promoted), {}))).toBe('/dashboard')
  const db = await getDb()
  await db.update(user).set({ role: 'admin' }).where(eq(user.id, promoted.id))
  expect(statusOf(await call(loader, getRequest('/admin', promoted), {}))).toBe(200)
})
