/**
 * Fails when a public page downloads more JavaScript on its first load than its ceiling, or
 * any admin code (issue 14, "Budgets that CI keeps"); prints the issue's target beside each.
 *
 *   npx react-router build && npx tsx scripts/check-js-budgets.ts
 *
 * It starts the production build on a fresh embedded database (a free port, data/js-budgets)
 * and asks for every page under the public layout, in English and in Arabic. A page's
 * first-load JavaScript is what its HTML makes the browser fetch before it is interactive: on
 * a hydrated page, the modules it preloads (the client entry, and for
 * each route from the root down, its module and static imports); on a page that is not
 * hydrated (decisions 023 and 030: every public page), its module scripts (the islands) and
 * what they import statically.
 * Chunks imported later (the map when it is asked for, Embla when the carousel is near the
 * screen) are not counted. Each file counts once, gzipped at zlib's default level, as the
 * server's compression middleware sends it; 1 KB is 1024 bytes. The catalog texts a hydrated
 * page carries (JSON in the HTML, app/i18n/catalog.tsx) are shown beside it.
 *
 * Admin code is any module under app/routes/admin/ or app/components/admin/, any app/domain
 * module named admin-*, the charts (app/components/charts/), and the admin-only catalog
 * namespaces (admin, emails, pipeline, reports, revisions),
 * whether in a chunk or among the page's catalog texts. Which modules each chunk holds comes
 * from build/client/.vite/chunk-modules.json, written by the chunk-modules plugin in
 * vite.config.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'

const ROOT = path.resolve(import.meta.dirname, '..')
const CLIENT_DIR = path.join(ROOT, 'build/client')
const DATA_DIR = 'data/js-budgets'
const KB = 1024

/** Issue 14's targets, KB gzip: the home page 100, every other public page 130. */
const HOME_TARGET = 100
const PAGE_TARGET = 130

/**
 * Every public page is served without hydration (decisions 023 and 030): its one script is the
 * islands', so its ceiling is its target. A form's checks (Zod, Conform's parser, the schema,
 * app/islands/form-validation.ts) load when the form is first entered: shown beside it, not
 * counted in its first load.
 */
const FORM_CHECKS = 'app/islands/form-validation.ts'

/** The layout whose pages are public; its account pages are not. */
const PUBLIC_LAYOUT = 'routes/public/layout'
const PRIVATE_PAGES = new Set([
  'routes/account/dashboard',
  'routes/account/delete-account',
  'routes/account/conversation',
  'routes/account/investor',
])

const ADMIN_CODE = [
  /^app\/routes\/admin\//,
  /^app\/components\/admin\//,
  /^app\/domain\/[^/]+\/(.*\/)?admin-[^/]*$/,
  /^app\/i18n\/[^/]+\/(admin|emails|pipeline|reports|revisions)\.ts$/,
  // Decision 050: the charts are drawn for admin screens only.
  /^app\/components\/charts\//,
]

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean }
type Manifest = { routes: Record<string, ManifestRoute> }

/** React Router's browser manifest (assets/manifest-<hash>.js, `window.__reactRouterManifest=…;`). */
function readManifest(): Manifest {
  const assets = path.join(CLIENT_DIR, 'assets')
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error(`no manifest-*.js in ${assets}`)
  const source = fs.readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest
}

function readChunkModules(): Record<string, string[]> {
  const file = path.join(CLIENT_DIR, '.vite/chunk-modules.json')
  if (!fs.existsSync(file)) throw new Error(`${file} is missing (vite.config.ts writes it)`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>
}

/** A route's path pattern without the language segment: `/`, `/investments/:id`, `/*`. */
function patternOf(manifest: Manifest, id: string): string {
  const parts: string[] = []
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId ?? '']) {
    // The optional language segment (`ar?`) makes the Arabic twin of the same page.
    const segment = route.path?.replace(/^ar\?\/?/, '')
    if (segment) parts.unshift(segment)
  }
  return `/${parts.join('/')}`
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The production build on its own fresh database, as the e2e suite starts it. */
async function startServer(): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn('bash', ['scripts/e2e-server.sh'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: DATA_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`)
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { origin, server }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill()
  throw new Error('the server did not become ready in 2 minutes')
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  fs.rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true })
}

/** The address to ask for a route pattern: parameters filled from the page that links to it. */
async function addressOf(origin: string, pattern: string): Promise<string> {
  if (pattern === '/*') return '/no-such-page'
  if (pattern.startsWith('/investments/:id')) {
    const html = await (await fetch(`${origin}/investments`)).text()
    const id = /href="\/investments\/([\w-]+)"/.exec(html)?.[1]
    if (!id) throw new Error('no investment linked from /investments')
    // The NDA page and a draft's preview (staff only, decision 047) send a visitor to sign
    // in: the budget measured is the sign-in page's.
    return pattern.replace(':id', id)
  }
  // A package's preview (staff only, decision 047): the sign-in page a visitor is sent to.
  if (pattern === '/packages/:id/preview') return '/packages/pkg-001/preview'
  // A job's preview (staff only, decision 047): likewise the sign-in page.
  if (pattern === '/careers/:id/preview') return '/careers/job-001/preview'
  // A team member's preview (staff only, decision 047): likewise the sign-in page.
  if (pattern === '/team/:id/preview') return '/team/team-001/preview'
  // A testimonial's preview (staff only, decision 047): likewise the sign-in page.
  if (pattern === '/testimonials/:id/preview') return '/testimonials/tst-001/preview'
  // A consultant's preview (staff only, decision 047): likewise the sign-in page.
  if (pattern === '/consultancy/:id/preview') return '/consultancy/con-001/preview'
  // The site texts' preview (staff only, decision 047): likewise the sign-in page.
  if (pattern === '/site/preview') return pattern
  // A requester's conversation: the page a link that opens nothing shows (the same module,
  // not hydrated, decision 030), as a fresh database has no conversation to open.
  if (pattern === '/conversation/:token') return `/conversation/${'A'.repeat(43)}`
  // A candidate's interview booking (decision 045): likewise the page of a link to nothing.
  if (pattern === '/careers/applications/:token/interview')
    return `/careers/applications/${'A'.repeat(43)}/interview`
  // A candidate's page (decision 045): not hydrated either; a fresh database has no link to
  // open, so the page measured is the not-found page the same module shows.
  if (pattern === '/careers/applications/:token') {
    return `/careers/applications/${'A'.repeat(43)}`
  }
  if (pattern.includes(':')) throw new Error(`no address for ${pattern}; add one here`)
  return pattern
}

/** The files a built module imports statically (`import … from "./x.js"`; not `import()`). */
function staticImportsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(CLIENT_DIR, file), 'utf8')
  const imports = source.matchAll(
    /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g,
  )
  return [...imports].map(([, specifier]) =>
    specifier.startsWith('/')
      ? specifier.slice(1)
      : path.posix.join(path.posix.dirname(file), specifier),
  )
}

/**
 * The JavaScript files a page's HTML makes the browser fetch before it is interactive: the
 * modules it preloads (a hydrated page) and its module scripts (the islands of a page that is
 * not), each with what it imports statically.
 */
function firstLoadFiles(html: string): string[] {
  return withStaticImports([
    ...[...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)].map(([, href]) => href),
    ...[...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map(([, src]) => src),
  ])
}

/** The files and, through every level, what they import statically. */
function withStaticImports(roots: string[]): string[] {
  const files = new Set<string>()
  const add = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const imported of staticImportsOf(file)) add(imported)
  }
  for (const root of roots) add(root)
  return [...files]
}

/** Whether React Router hydrates the page (its context script is in the HTML). */
function isHydrated(html: string): boolean {
  return html.includes('window.__reactRouterContext')
}

/**
 * The catalog texts the page carries for hydration (app/i18n/catalog.tsx): its namespaces and
 * their gzip size; null when it carries none (it then downloads its texts some other way).
 */
function pageCatalogOf(html: string): { namespaces: string[]; bytes: number } | null {
  const json = /<script type="application\/json" id="page-catalog"[^>]*>([^<]*)<\/script>/.exec(
    html,
  )?.[1]
  if (!json) return null
  const { namespaces } = JSON.parse(json) as { namespaces: Record<string, unknown> }
  return { namespaces: Object.keys(namespaces), bytes: zlib.gzipSync(json).length }
}

const gzipSizes = new Map<string, number>()
function gzipSize(file: string): number {
  let size = gzipSizes.get(file)
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(CLIENT_DIR, file))).length
    gzipSizes.set(file, size)
  }
  return size
}

async function main(): Promise<number> {
  if (!fs.existsSync(CLIENT_DIR)) {
    console.error(`check-js-budgets: ${CLIENT_DIR} does not exist; run the build first`)
    return 1
  }
  const manifest = readManifest()
  const chunkModules = readChunkModules()
  const checksFile = Object.keys(chunkModules).find((file) =>
    chunkModules[file]?.includes(FORM_CHECKS),
  )
  if (!checksFile) throw new Error(`no chunk holds ${FORM_CHECKS}`)
  const pages = Object.values(manifest.routes).filter(
    (route) => route.parentId === PUBLIC_LAYOUT && !PRIVATE_PAGES.has(route.id),
  )
  if (pages.length === 0) throw new Error(`no route under ${PUBLIC_LAYOUT} in the manifest`)

  const { origin, server } = await startServer()
  const rows: string[][] = []
  const failures: string[] = []
  try {
    for (const page of pages) {
      const pattern = patternOf(manifest, page.id)
      const address = await addressOf(origin, pattern)
      const target = page.index ? HOME_TARGET : PAGE_TARGET
      const ceiling = target
      const sizes: number[] = []
      const withChecks: number[] = []
      const texts: string[] = []
      const scripts = new Set<string>()
      const admin = new Set<string>()
      for (const url of [address, address === '/' ? '/ar' : `/ar${address}`]) {
        const html = await (await fetch(`${origin}${url}`)).text()
        const files = firstLoadFiles(html)
        const kb = files.reduce((sum, file) => sum + gzipSize(file), 0) / KB
        const hydrated = isHydrated(html)
        const catalog = pageCatalogOf(html)
        if (hydrated && !catalog) {
          failures.push(`${url}: hydrated but carries no catalog texts (app/i18n/catalog.tsx)`)
        }
        scripts.add(hydrated ? 'React' : 'islands')
        sizes.push(kb)
        if (html.includes('data-schema=')) {
          const later = withStaticImports([checksFile]).filter((file) => !files.includes(file))
          withChecks.push(kb + later.reduce((sum, file) => sum + gzipSize(file), 0) / KB)
        }
        texts.push(catalog ? (catalog.bytes / KB).toFixed(1) : '-')
        if (kb > ceiling) failures.push(`${url}: ${kb.toFixed(1)} KB gzip, ceiling ${ceiling} KB`)
        for (const module of files.flatMap((file) => chunkModules[file] ?? [])) {
          if (ADMIN_CODE.some((code) => code.test(module))) admin.add(module)
        }
        for (const namespace of catalog?.namespaces ?? []) {
          const module = `app/i18n/${url.startsWith('/ar') ? 'ar' : 'en'}/${namespace}.ts`
          if (ADMIN_CODE.some((code) => code.test(module))) admin.add(module)
        }
      }
      if (admin.size > 0) failures.push(`${pattern}: loads admin code: ${[...admin].join(', ')}`)
      const kb = Math.max(...sizes)
      const status = [
        kb > ceiling ? 'OVER CEILING' : kb > target ? 'over target' : 'ok',
        admin.size > 0 ? 'ADMIN CODE' : '',
      ]
      rows.push([
        pattern,
        [...scripts].join('/'),
        kb.toFixed(1),
        withChecks.length ? Math.max(...withChecks).toFixed(1) : '-',
        ...texts,
        String(target),
        String(ceiling),
        status.filter(Boolean).join(', '),
      ])
    }
  } finally {
    await stopServer(server)
  }

  const header = [
    'route',
    'scripts',
    'JS',
    'with checks',
    'texts',
    '/ar texts',
    'target',
    'ceiling',
    'status',
  ]
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  )
  const isNumber = (i: number) => i >= 2 && i <= 7
  const line = (cells: string[]) =>
    cells.map((cell, i) => (isNumber(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
  console.log(
    'check-js-budgets: first-load JavaScript of public pages (the larger of English and Arabic),\n' +
      '  KB gzip (zlib default level); scripts: React (hydrated) or islands (not hydrated,\n' +
      '  decisions 023 and 030: ceiling = target); with checks: the first load and the checks a\n' +
      '  form loads when it is first entered; texts: the catalog texts a hydrated page carries as\n' +
      '  JSON, English and Arabic (HTML, not counted as JavaScript)',
  )
  for (const cells of [header, widths.map((width) => '-'.repeat(width)), ...rows]) {
    console.log(`  ${line(cells).join('  ')}`.trimEnd())
  }
  if (failures.length > 0) {
    console.error('check-js-budgets: failed:')
    for (const failure of failures) console.error(`  ${failure}`)
    return 1
  }
  console.log('check-js-budgets: every public page is within its ceiling and loads no admin code')
  return 0
}

process.exit(await main())
