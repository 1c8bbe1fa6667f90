import { Download, LinkIcon, Trash2 } from 'lucide-react'
import { data, isRouteErrorResponse, useSearchParams } from 'react-router'
import type { Route } from './+types/my-data-confirm'
import { keepDataOnDialogToggle } from '~/lib/dialog-url'
import { ConfirmDialog } from '~/components/forms/confirm-dialog'
import { ActionRefusal } from '~/components/forms/fields'
import type { ActionData } from '~/lib/action-result'
import { ConfirmEraseSchema } from '~/domain/privacy/data-request-schema'
import { eraseWithLink, openDataRequestLink } from '~/domain/privacy/data-requests.server'
import { localeOfRequest } from '~/i18n/locale'
import { keptRecordsNotice } from '~/domain/privacy/personal-data.server'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { TOKEN_MAX } from '~/lib/field-limits'
import { pageMeta, pageTitle } from '~/lib/seo'
import { done, handleForm, refused } from '~/server/action.server'
import { Button, buttonVariants } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Link, useLocalizedPath } from '~/ui/link'
import { PageHero } from '~/ui/page-hero'
import { UrlDialogLink } from '~/ui/url-dialog'
import { withoutHydration } from '~/root'

/*
 * The page a visitor's single-use link opens (decision 028): what is held for the address,
 * in counts, and two actions that each use the link: the download (a file, posted to
 * /my-data/download) and the erasure (confirmed in a dialog, posted here). A link that is
 * used, expired or unknown is the 410 page of the ErrorBoundary below.
 */

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location, error, loaderData }) => {
  const m = messagesAt(location.pathname).privacy
  const isGone = Boolean(error) || !loaderData || loaderData.kind === 'gone'
  return pageMeta(matches, {
    title: pageTitle(
      isGone ? m.gone.metaTitle : m.confirm.metaTitle,
      messagesAt(location.pathname),
    ),
    description: m.request.metaDescription,
    noindex: true,
  })
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

const ERASE_DIALOG = 'erase'
export const shouldRevalidate = keepDataOnDialogToggle([ERASE_DIALOG])

const GONE = { kind: 'gone' } as const

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const link = token === '' || token.length > TOKEN_MAX ? GONE : await openDataRequestLink(token)
  if (link.kind === 'gone') return data(GONE, { status: 410 })
  return { ...link, token }
}

// A Response, so the form helper passes it on as the action's answer (not as a failure).
function linkGone(): never {
  throw new Response(null, { status: 410, statusText: 'Gone' })
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = messagesOf(request).privacy.confirm
  return handleForm(
    { request, context },
    ConfirmEraseSchema,
    async ({ token }) => {
      const outcome = await eraseWithLink(token)
      if (outcome.kind === 'gone') linkGone()
      if (outcome.kind === 'last-administrator') {
        return refused(409, { title: m.eraseFailed, description: m.lastAdministrator })
      }
      // Decision 043: what the law makes us keep, why and until when (also e-mailed).
      const kept = await keptRecordsNotice(outcome.counts, localeOfRequest(request))
      return done('/my-data', {
        type: 'success',
        title: m.erased,
        description: kept ? `${m.erasedDescription} ${kept}` : m.erasedDescription,
      })
    },
    { failed: { title: m.eraseFailed, description: m.eraseFailedDescription } },
  )
}

export default function MyDataConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.privacy.confirm
  const intlLocale = useIntlLocale()
  const localize = useLocalizedPath()
  const [searchParams] = useSearchParams()
  if (loaderData.kind === 'gone') return <LinkGone refusal={actionData} />
  const { email, counts, token, isLastAdministrator } = loaderData
  const held = Object.entries(counts).filter(([, n]) => n > 0)
  const hasData = held.some(([kind]) => kind !== 'dataRequests')
  const pageHref = `?${new URLSearchParams({ token })}`
  const eraseHref = `?${new URLSearchParams({ token, [ERASE_DIALOG]: '1' })}#erase-dialog`
  const kindLabel = (kind: string) =>
    (t.privacy.kinds as Record<string, string | undefined>)[kind] ?? kind

  return (
    <>
      <PageHero title={m.title} subtitle={format(m.subtitle, { email })} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        {/* The confirmation is a form of hidden fields: a refusal says why here. */}
        <ActionRefusal actionData={actionData} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">{m.heldTitle}</CardTitle>
            <CardDescription>{m.heldDescription}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {hasData ? null : <p>{m.nothingHeld}</p>}
            <dl className="divide-y rounded-lg border text-sm" data-testid="held-counts">
              {held.map(([kind, n]) => (
                <div key={kind} className="flex justify-between gap-4 px-4 py-2">
                  <dt>{kindLabel(kind)}</dt>
                  <dd className="font-semibold tabular-nums">{n.toLocaleString(intlLocale)}</dd>
                </div>
              ))}
            </dl>
            <p className="text-muted-foreground flex items-start gap-2 text-sm">
              <LinkIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              {m.once}
            </p>
          </CardContent>
        </Card>

        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.downloadTitle}</CardTitle>
              <CardDescription>{m.downloadText}</CardDescription>
            </CardHeader>
            <CardContent>
              {/* A plain form: the answer is a file, which the browser saves. */}
              <form method="post" action={localize('/my-data/download')}>
                <input type="hidden" name="token" value={token} />
                <Button type="submit">
                  <Download aria-hidden /> {m.download}
                </Button>
              </form>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.eraseTitle}</CardTitle>
              <CardDescription>{m.eraseText}</CardDescription>
            </CardHeader>
            <CardContent>
              {isLastAdministrator ? (
                <p className="text-sm">{m.lastAdministrator}</p>
              ) : (
                <UrlDialogLink
                  to={eraseHref}
                  className={buttonVariants({ variant: 'destructive' })}
                >
                  <Trash2 aria-hidden /> {m.erase}
                </UrlDialogLink>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
      <ConfirmDialog
        id="erase-dialog"
        isOpen={searchParams.get(ERASE_DIALOG) === '1' && !isLastAdministrator}
        closeTo={pageHref}
        title={m.eraseDialogTitle}
        description={format(m.eraseDialogText, { email })}
        fields={{ intent: 'erase', token }}
        confirmLabel={m.eraseConfirm}
        pendingLabel={m.erasing}
        cancelLabel={m.cancel}
      />
    </>
  )
}

/** 410: the link was used, has expired, or never was (the same page for each). */
function LinkGone({ isError = false, refusal }: { isError?: boolean; refusal?: ActionData }) {
  const t = useT()
  const m = isError ? { title: t.errors.title, body: t.errors.body } : t.privacy.gone
  return (
    <>
      <PageHero title={m.title} />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-12 text-center sm:px-6">
        <ActionRefusal actionData={refusal} className="text-start" />
        <p className="text-lg">{m.body}</p>
        <Link to="/my-data" className={buttonVariants()}>
          {t.privacy.gone.again}
        </Link>
      </div>
    </>
  )
}

/** A link used by the button just pressed (the action's 410), or an unexpected error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LinkGone isError={!isRouteErrorResponse(error) || error.status !== 410} />
}
