import { eq, getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { schema, user } from '#db/schema'
import routeConfig from '~/routes'
import { loader as dashboardLoader } from '~/routes/account/dashboard'
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

/*
 * The authorization table: every admin loader and action, called as a visitor, a
 * signed-in user and the admin. The list comes from app/routes.ts, so a route added
 * later is checked without editing this file.
 */

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }
type RouteFn = (args: unknown) => unknown
type RouteModule = { loader?: RouteFn; action?: RouteFn }
type AdminRoute = { file: string; pattern: string; url: string; params: Record<string, string> }

const modules = import.meta.glob<RouteModule>('../../app/routes/**/*.{ts,tsx}')

// Ids that exist in the seed data, so edit screens load a real record.
const SAMPLE_IDS: Record<string, string> = {
  investments: 'inv-001',
  packages: 'pkg-001',
  team: 'team-001',
  jobs: 'job-001',
  consultants: 'con-001',
}

function isAdminPath(pattern: string): boolean {
  return pattern === 'admin' || pattern.startsWith('admin/')
}

function toUrl(pattern: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {}
  const segments = pattern.split('/').map((segment, index, all) => {
    if (segment === '*') {
      params['*'] = 'sample'
      return 'sample'
    }
    if (!segment.startsWith(':')) return segment
    const name = segment.slice(1).replace(/\?$/, '')
    const value =
      SAMPLE_IDS[all[index - 2] ?? ''] ?? SAMPLE_IDS[all[index - 1] ?? ''] ?? 'unknown-id'
    params[name] = value
    return value
  })
  return { url: `/${segments.join('/')}`, params }
}

/** Every route whose URL is under /admin, plus the pathless layouts that only wrap such routes. */
function collectAdminRoutes(entries: RouteEntry[], parent = ''): AdminRoute[] {
  const found: AdminRoute[] = []
  for (const entry of entries) {
    const pattern = [parent, entry.path ?? ''].filter(Boolean).join('/')
    const children = collectAdminRoutes(entry.children ?? [], pattern)
    if (entry.path === undefined && !entry.index && entry.children?.length) {
      // A pathless layout guards its children: it is checked at its first child's URL.
      const childPatterns = children.map((child) => child.pattern)
      const descendants = flattenPatterns(entry.children, pattern)
      if (descendants.length > 0 && descendants.every(isAdminPath) && childPatterns.length > 0) {
        found.push({ file: entry.file, pattern: childPatterns[0], ...toUrl(childPatterns[0]) })
      }
    } else if (isAdminPath(pattern)) {
      found.push({ file: entry.file, pattern, ...toUrl(pattern) })
    }
    found.push(...children)
  }
  return found
}

function flattenPatterns(entries: RouteEntry[], parent: string): string[] {
  return entries.flatMap((entry) => {
    const pattern = [parent, entry.path ?? ''].filter(Boolean).join('/')
    const own = entry.path !== undefined || entry.index ? [pattern] : []
    return [...own, ...flattenPatterns(entry.children ?? [], pattern)]
  })
}

const adminRoutes = collectAdminRoutes(routeConfig as RouteEntry[])

async function loadModule(file: string): Promise<RouteModule> {
  const load = modules[`../../app/${file}`]
  if (!load) throw new Error(`route module not found: ${file}`)
  return load()
}

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

/** A digest of every table, to prove a refused request changed nothing. */
async function databaseFingerprint(): Promise<string> {
  const db = await getDb()
  const tables = Object.values(schema).filter((table) => is(table, PgTable))
  const digests: string[] = []
  for (const table of tables) {
    const name = getTableName(table as PgTable)
    const result = await db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    )
    const rows =
      (result as { rows?: { digest: string | null }[] }).rows ??
      (result as unknown as { digest: string | null }[])
    digests.push(`${name}:${rows[0]?.digest}`)
  }
  return digests.join('\n')
}

// What a hostile form might send: ids of real records and values to write.
function hostileForm(route: AdminRoute): Record<string, string> {
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
const checkedRoutes = await Promise.all(
  adminRoutes.map(async (route) => ({ ...route, module: await loadModule(route.file) })),
)
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

    test('a visitor and a signed-in user get 403 and nothing changes', async () => {
      const before = await databaseFingerprint()
      for (const who of [visitor, member]) {
        const outcome = await call(
          action,
          postForm(route.url, hostileForm(route), who),
          route.params,
        )
        expect(statusOf(outcome)).toBe(403)
      }
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
