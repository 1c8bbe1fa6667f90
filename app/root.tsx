import '~/lib/zod-without-eval'
import { useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import islandsScript from './islands/run-islands.ts?worker&url'
import stylesheet from './app.css?url'
import arabicFontStylesheet from './arabic-font.css?url'
import { getSiteSettingsIn } from '~/domain/settings/settings.server'
import { useLocale, useT } from '~/i18n'
import { PageCatalog } from '~/i18n/catalog'
import { DIRECTION, LOCALES, localeOfRequest, OG_LOCALE, switchLocale } from '~/i18n/locale'
import { useNonce } from '~/lib/nonce'
import { canonicalUrl } from '~/lib/seo'
import { showActionToast } from '~/lib/use-action-toast'
import { env } from '~/server/env.server'
import { getSessionUserWithHeaders } from '~/server/session.server'
import { readToast } from '~/server/toast.server'
import { useLocalizedPath } from '~/ui/link'
import { Toaster } from '~/ui/toaster'
import { FlashMessage } from '~/components/flash-message'
import { NotFound } from '~/components/not-found'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const [session, settings, { toast, headers }] = await Promise.all([
    getSessionUserWithHeaders(request),
    getSiteSettingsIn(localeOfRequest(request)),
    readToast(request),
  ])
  const { user } = session
  for (const cookie of session.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return data(
    {
      user: user && { id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin },
      appUrl: env().APP_URL,
      site: {
        companyName: settings.companyName,
        tagline: settings.tagline,
        contactEmail: settings.contactEmail,
        contactPhone: settings.contactPhone,
        city: settings.city,
        address: settings.address,
        socialLinks: settings.socialLinks,
        inEnglish: settings.inEnglish,
      },
      toast,
    },
    { headers },
  )
}

export type RootData = Awaited<ReturnType<typeof loader>>['data']

/** The root loader's data (signed-in user, site identity in the page's language) from any route. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root')
}

/**
 * Tags that depend only on the address, on every page: the canonical URL (APP_URL +
 * pathname, no query) of this language, the page in each language (hreflang, English as
 * x-default), and og:url / og:site_name / og:locale. Routes add title, description and the
 * other Open Graph tags with `pageMeta` from ~/lib/seo.
 */
function AddressMeta() {
  const root = useRootData()
  const { pathname } = useLocation()
  const locale = useLocale()
  if (!root) return null
  const url = canonicalUrl(root.appUrl, pathname)
  const inLanguage = (language: (typeof LOCALES)[number]) =>
    canonicalUrl(root.appUrl, switchLocale(language, pathname))
  return (
    <>
      <link rel="canonical" href={url} />
      {LOCALES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={inLanguage(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={inLanguage('en')} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={root.site.companyName} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {LOCALES.filter((language) => language !== locale).map((language) => (
        <meta key={language} property="og:locale:alternate" content={OG_LOCALE[language]} />
      ))}
    </>
  )
}

/**
 * The handle of a route whose page is not hydrated (decision 023): a public page without a
 * form. The server renders it with React as any page, but the document carries none of React
 * Router's scripts (modulepreloads, context, scroll restoration) nor the catalog texts for
 * hydration; one module script, the islands (app/islands/run-islands.ts), gives the page
 * what needs script. Its links are plain page loads.
 */
export const withoutHydration = { hydrate: false } as const

/**
 * Whether the page's scripts are React Router's: yes unless the page's own route (the last
 * match) exports `withoutHydration`. Decided on the server only: in the browser React is
 * already running (a page reached by client-side navigation keeps the document's scripts).
 */
function useIsPageHydrated(): boolean {
  const matches = useMatches()
  if (typeof document !== 'undefined') return true
  const handle = matches.at(-1)?.handle as Partial<typeof withoutHydration> | undefined
  return handle?.hydrate !== false
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const locale = useLocale()
  const isPageHydrated = useIsPageHydrated()
  return (
    <html lang={locale} dir={DIRECTION[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <AddressMeta />
        {/* With a precedence React writes the stylesheet at the top of <head>, before the
          scripts' modulepreload links, so the browser asks for it first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        {/* The Arabic web font: requested by Arabic pages only. */}
        {locale === 'ar' ? (
          <link rel="stylesheet" href={arabicFontStylesheet} precedence="default" />
        ) : null}
        {/* Marks that scripts run, so reveal-on-scroll styles apply only then. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
        />
      </head>
      <body className="bg-background text-foreground min-h-screen antialiased">
        <PageCatalog carriesTexts={isPageHydrated}>
          {children}
          <Toaster />
        </PageCatalog>
        {isPageHydrated ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script type="module" src={islandsScript} nonce={nonce} />
        )}
      </body>
    </html>
  )
}

/**
 * A layout that shows the flash message itself (at the top of its <main>) exports this
 * handle; under any other layout the root shows it above the page.
 */
export const flashMessageInLayout = { showsFlashMessage: true } as const

export default function App({ loaderData }: Route.ComponentProps) {
  const { toast } = loaderData
  const matches = useMatches()
  const isShownByLayout = matches.some(
    (match) =>
      (match.handle as Partial<typeof flashMessageInLayout> | undefined)?.showsFlashMessage,
  )
  // With JavaScript the flash message is a toast; without, FlashMessage prints it.
  useEffect(() => {
    if (toast) showActionToast(toast, `${toast.title}|${toast.description ?? ''}`)
  }, [toast])
  useMarksHydrated()
  return (
    <>
      {isShownByLayout ? null : <FlashMessage toast={toast} />}
      <Outlet />
    </>
  )
}

/**
 * A hydrated page (dashboard, admin) says when React runs it: before, a press on a button that
 * needs React does nothing (the e2e suite waits for it, tests/e2e/support/test.ts). The error
 * page says it too: an admin address that answers 404 is hydrated like the rest of the area.
 */
function useMarksHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useMarksHydrated()
  const m = useT()
  const localize = useLocalizedPath()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />
  }
  const isForbidden = isRouteErrorResponse(error) && error.status === 403
  // A refused request (4xx) thrown with a message of ours says what was wrong with it.
  const refusal =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === 'string'
      ? error.data
      : null
  const title = isForbidden
    ? m.errors.forbiddenTitle
    : refusal
      ? m.errors.badRequestTitle
      : m.errors.title
  const body = isForbidden ? m.errors.forbidden : (refusal ?? m.errors.body)
  const detail =
    import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{body}</p>
      {detail ? (
        <pre className="bg-muted max-h-80 w-full overflow-auto rounded-md p-4 text-start text-xs">
          {detail}
        </pre>
      ) : null}
      <a href={localize('/')} className="text-primary font-medium underline underline-offset-4">
        {m.errors.home}
      </a>
    </main>
  )
}
