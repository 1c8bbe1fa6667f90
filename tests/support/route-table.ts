import routeConfig from '~/routes'

/*
 * The routes of app/routes.ts as test tables: each with a URL to call it at and its module,
 * so a route added later is checked without editing the tests that use this.
 */

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }
export type RouteFn = (args: unknown) => unknown
/** A route module's loader and action, and its component when it is a screen. */
export type RouteModule = { loader?: RouteFn; action?: RouteFn; default?: unknown }
export type TableRoute = {
  file: string
  pattern: string
  url: string
  params: Record<string, string>
}

const modules = import.meta.glob<RouteModule>('../../app/routes/**/*.{ts,tsx}')

// Ids that exist in the seed data, so edit screens load a real record.
const SAMPLE_IDS: Record<string, string> = {
  investments: 'inv-001',
  packages: 'pkg-001',
  team: 'team-001',
  jobs: 'job-001',
  consultants: 'con-001',
}

export function isAdminPath(pattern: string): boolean {
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

/**
 * A route's English path: the table's optional language segment (`ar?/careers`, decision 017)
 * left out. The same page in Arabic is at `/ar` + its URL (`arabicUrl`).
 */
export function englishPath(path: string | undefined): string {
  return (path ?? '').replace(/^ar\?(\/|$)/, '')
}

/** The Arabic address of a route's URL: `/careers` → `/ar/careers`, `/` → `/ar`. */
export function arabicUrl(url: string): string {
  return url === '/' ? '/ar' : `/ar${url}`
}

function flattenPatterns(entries: RouteEntry[], parent: string): string[] {
  return entries.flatMap((entry) => {
    const pattern = [parent, englishPath(entry.path)].filter(Boolean).join('/')
    const own = entry.path !== undefined || entry.index ? [pattern] : []
    return [...own, ...flattenPatterns(entry.children ?? [], pattern)]
  })
}

/**
 * Every route with a URL (the catch-all `*` left out), plus each pathless layout, checked at
 * the URL of its first child when `keepLayout` accepts the patterns of all its descendants.
 */
function collect(
  entries: RouteEntry[],
  keep: (pattern: string) => boolean,
  parent = '',
): TableRoute[] {
  const found: TableRoute[] = []
  for (const entry of entries) {
    const pattern = [parent, englishPath(entry.path)].filter(Boolean).join('/')
    const children = collect(entry.children ?? [], keep, pattern)
    if (entry.path === undefined && !entry.index && entry.children?.length) {
      const descendants = flattenPatterns(entry.children, pattern)
      if (descendants.length > 0 && descendants.every(keep) && children.length > 0) {
        found.push({
          file: entry.file,
          pattern: children[0].pattern,
          ...toUrl(children[0].pattern),
        })
      }
    } else if (keep(pattern) && pattern !== '*') {
      found.push({ file: entry.file, pattern, ...toUrl(pattern) })
    }
    found.push(...children)
  }
  return found
}

/** Every route whose URL is under /admin, plus the pathless layouts that only wrap such routes. */
export const adminRoutes = collect(routeConfig as RouteEntry[], isAdminPath)

/** Every route of the table (layouts that wrap public pages are left out: they have no URL). */
export const allRoutes = collect(routeConfig as RouteEntry[], () => true).filter(
  (route, index, all) =>
    all.findIndex((other) => other.file === route.file && other.url === route.url) === index,
)

export async function loadModule(file: string): Promise<RouteModule> {
  const load = modules[`../../app/${file}`]
  if (!load) throw new Error(`route module not found: ${file}`)
  return load()
}

/** The routes with their modules, for tables of loaders and actions. */
export async function withModules(
  routes: TableRoute[],
): Promise<(TableRoute & { module: RouteModule })[]> {
  return Promise.all(
    routes.map(async (route) => ({ ...route, module: await loadModule(route.file) })),
  )
}
