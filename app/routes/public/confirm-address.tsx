import { MailCheck } from 'lucide-react'
import { data, Form, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/confirm-address'
import { ActionRefusal } from '~/components/forms/fields'
import type { ActionData } from '~/lib/action-result'
import { ConfirmAddressSchema } from '~/domain/accounts/schema'
import { confirmAddressProof, openAddressProof } from '~/domain/accounts/address-proof.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { TOKEN_MAX } from '~/lib/field-limits'
import { pageMeta, pageTitle } from '~/lib/seo'
import { done, handleForm } from '~/server/action.server'
import { Button, buttonVariants } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'
import { PageHero } from '~/ui/page-hero'
import { withoutHydration } from '~/root'

/*
 * The page an account's address-confirmation link opens (decision 034). Opening it changes
 * nothing (mail scanners open links too); its button uses the link. A link that is used,
 * expired or unknown is the 410 page below.
 */

export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.accounts.confirmAddress.metaTitle, m),
    description: m.accounts.confirmAddress.metaTitle,
    noindex: true,
  })
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

const GONE = { kind: 'gone' } as const

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const link = token === '' || token.length > TOKEN_MAX ? null : await openAddressProof(token)
  if (!link) return data(GONE, { status: 410 })
  return { kind: 'open' as const, email: link.email, token }
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = messagesOf(request).accounts.confirmAddress
  return handleForm({ request, context }, ConfirmAddressSchema, async ({ token }) => {
    if ((await confirmAddressProof(token)) === 'gone') {
      throw new Response(null, { status: 410, statusText: 'Gone' })
    }
    return done('/dashboard', {
      type: 'success',
      title: m.confirmed,
      description: m.confirmedDescription,
    })
  })
}

export default function ConfirmAddressRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().accounts.confirmAddress
  if (loaderData.kind === 'gone') return <LinkGone refusal={actionData} />
  return (
    <>
      <PageHero title={m.title} />
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <ActionRefusal actionData={actionData} />
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <MailCheck aria-hidden className="size-5" /> {m.title}
            </CardTitle>
            <CardDescription>{format(m.description, { email: loaderData.email })}</CardDescription>
          </CardHeader>
          <CardContent>
            <Form method="post">
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit">{m.submit}</Button>
            </Form>
          </CardContent>
        </Card>
      </div>
    </>
  )
}

/** 410: the link was used, has expired, or never was (the same page for each). */
function LinkGone({ isError = false, refusal }: { isError?: boolean; refusal?: ActionData }) {
  const t = useT()
  const m = t.accounts.confirmAddress
  return (
    <>
      <PageHero title={isError ? t.errors.title : m.goneTitle} />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-12 text-center sm:px-6">
        <ActionRefusal actionData={refusal} className="text-start" />
        <p className="text-lg">{isError ? t.errors.body : m.invalidLink}</p>
        <Link to="/dashboard" className={buttonVariants()}>
          {m.toDashboard}
        </Link>
      </div>
    </>
  )
}

/** A link used by the button just pressed (the action's 410), or an unexpected error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LinkGone isError={!isRouteErrorResponse(error) || error.status !== 410} />
}
