import { createContext, useContext, useState } from 'react'
import { useLocation } from 'react-router'
import { useNonce } from '~/lib/nonce'
import type { Messages } from './en'
import { localeOfPath, type Locale } from './locale'

/*
 * Where a page's strings come from (issue 14, "Lean pages"). The server holds both catalogs
 * whole. A page carries the namespaces its render read, in its language only, as JSON after
 * its content (<PageCatalog>); the client entry takes them before hydrating. A namespace read
 * later (after a navigation, in a dialog) comes from its own file (./en/home.ts,
 * ./ar/careers.ts: one chunk each): the render that reads it suspends until it has arrived.
 */

/**
 * Both catalogs whole, on the server only. Vite builds the browser bundle with SSR false, so
 * the import is dropped there (a static one would put both catalogs in every page); server.ts
 * also runs server modules under plain Node, without import.meta.env.
 */
const server: { catalogs: Record<Locale, Messages>; commonKeys: Set<string> } | null =
  (import.meta.env?.SSR ?? true)
    ? await import('./catalogs').then(({ en, ar, common }) => ({
        catalogs: { en, ar },
        commonKeys: new Set(Object.keys(common)),
      }))
    : null
const serverCatalogs = server?.catalogs

/** Every namespace the browser may load, by language; e-mails are written on the server only. */
const namespaceFiles = server
  ? {}
  : import.meta.glob<Record<string, unknown>>(['./en/*.ts', './ar/*.ts', '!./*/emails.ts'])

/** A namespace's file name: the catalog key in kebab case (`dataRoom` → data-room.ts). */
function fileOf(locale: Locale, namespace: string): string {
  return `./${locale}/${namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`
}

/** The namespace a top-level key of the catalog belongs to: `home` → home, `nav` → common. */
function namespaceOf(key: string): string {
  if (server) return server.commonKeys.has(key) ? 'common' : key
  return fileOf('en', key) in namespaceFiles ? key : 'common'
}

const loaded: Record<Locale, Record<string, Record<string, unknown>>> = { en: {}, ar: {} }
const loading = new Map<string, Promise<void>>()

function loadNamespace(locale: Locale, namespace: string): Promise<void> {
  const file = fileOf(locale, namespace)
  let promise = loading.get(file)
  if (!promise) {
    const load = namespaceFiles[file]
    if (!load) return Promise.reject(new Error(`no catalog file ${file}`))
    promise = load().then((module) => {
      loaded[locale][namespace] = module[namespace] as Record<string, unknown>
    })
    loading.set(file, promise)
  }
  return promise
}

/** In the browser: the namespaces of a language loaded so far, reading through to the files. */
const browserCatalogs: Record<Locale, Messages> = {
  en: browserCatalog('en'),
  ar: browserCatalog('ar'),
}

function browserCatalog(locale: Locale): Messages {
  return new Proxy({} as Messages, {
    get(_, key) {
      if (typeof key !== 'string' || key === 'then') return undefined
      const namespace = namespaceOf(key)
      const messages = loaded[locale][namespace]
      if (!messages) {
        // Suspends the render reading it (a component, a meta function) until the file has
        // arrived: a thrown promise is React's Suspense protocol for libraries. Not `use()`:
        // when the render resumes the namespace is read directly, without calling it again,
        // which React reports as a misuse of `use()`.
        throw loadNamespace(locale, namespace)
      }
      return namespace === 'common' ? messages[key] : messages
    },
  })
}

/** A language's catalog: whole on the server, loaded as read in the browser. */
export function catalogOf(locale: Locale): Messages {
  return serverCatalogs?.[locale] ?? browserCatalogs[locale]
}

/** The namespaces read while the server renders one page. */
const UsageContext = createContext<Set<string> | null>(null)

/**
 * The catalog a component reads: on the server, it notes each namespace read into the page's
 * <PageCatalog> so the browser can load them before hydrating.
 */
export function useCatalog(locale: Locale): Messages {
  const usage = useContext(UsageContext)
  const catalog = catalogOf(locale)
  if (!serverCatalogs || !usage) return catalog
  return new Proxy(catalog, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key in target) usage.add(namespaceOf(key))
      return Reflect.get(target, key, receiver)
    },
  })
}

export const PAGE_CATALOG_ID = 'page-catalog'

/** What the server writes after the page: its language and the namespaces it read, texts and all. */
type PageCatalogData = { locale: Locale; namespaces: Record<string, Record<string, unknown>> }

/**
 * Wraps the page (root layout's <body>): notes the namespaces its render reads (server), then
 * writes them, texts and all, as JSON after it, once every component above has been rendered.
 * The client entry registers them before hydrating, so hydration reads the same texts without
 * waiting for a download; namespaces read later come from their own files.
 */
export function PageCatalog({
  carriesTexts = true,
  children,
}: {
  /** False on a page that is not hydrated (decision 023): nothing would read the texts. */
  carriesTexts?: boolean
  children: React.ReactNode
}) {
  const [usage] = useState(() => new Set<string>(['common']))
  return (
    <UsageContext value={usage}>
      {children}
      {carriesTexts ? <PageCatalogData /> : null}
    </UsageContext>
  )
}

function PageCatalogData() {
  const usage = useContext(UsageContext)
  // Not run, but every script of a page carries its nonce (the page cache swaps it per answer).
  const nonce = useNonce()
  const locale = localeOfPath(useLocation().pathname)
  // The browser keeps what the server wrote (it is read before hydrating, never rendered).
  const json = server
    ? JSON.stringify(pageCatalogOf(locale, [...(usage ?? [])].sort())).replace(/</g, '\\u003c')
    : (document.getElementById(PAGE_CATALOG_ID)?.textContent ?? '')
  return (
    <script
      type="application/json"
      id={PAGE_CATALOG_ID}
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}

function pageCatalogOf(locale: Locale, names: string[]): PageCatalogData {
  const catalog = catalogOf(locale) as unknown as Record<string, Record<string, unknown>>
  const namespaces: PageCatalogData['namespaces'] = {}
  for (const name of names) {
    namespaces[name] =
      name === 'common'
        ? Object.fromEntries([...(server?.commonKeys ?? [])].map((key) => [key, catalog[key]]))
        : catalog[name]
  }
  return { locale, namespaces }
}

/**
 * In the browser, before hydrating: takes the namespaces the server wrote after the page (see
 * PageCatalog) as loaded.
 */
export function registerPageCatalog(): void {
  const text = document.getElementById(PAGE_CATALOG_ID)?.textContent
  if (!text) return
  const { locale, namespaces } = JSON.parse(text) as PageCatalogData
  for (const [name, messages] of Object.entries(namespaces)) {
    loaded[locale][name] ??= messages
    loading.set(fileOf(locale, name), Promise.resolve())
  }
}
