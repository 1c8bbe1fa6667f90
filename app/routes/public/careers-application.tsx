import { CalendarClock } from 'lucide-react'
import { Form, isRouteErrorResponse } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/careers-application'
import { FormErrors } from '~/components/forms/fields'
import { NotFound } from '~/components/not-found'
import { getCandidateView, withdrawApplication } from '~/domain/careers/candidate.server'
import { applicantOfLink } from '~/domain/careers/hiring.server'
import { messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { format } from '~/i18n/format'
import { messageKeys } from '~/i18n/message-keys'
import { localeOfRequest } from '~/i18n/locale'
import { formatDate } from '~/lib/format-date'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { withoutHydration } from '~/root'
import { done, handleForm, refused } from '~/server/action.server'
import { Button, buttonVariants } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Checkbox } from '~/ui/checkbox'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { PageHero } from '~/ui/page-hero'

/*
 * The candidate's page (decision 045), opened by the link in their e-mails, without an
 * account: the job, the date, the status in words for them (never the internal stage's
 * name), their interviews, and "withdraw my application" with a confirm step that may also
 * erase it. Plain links and forms: nothing here needs JavaScript (decision 030).
 */
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.candidatePage.metaTitle, m),
    description: m.candidatePage.metaDescription,
    noindex: true,
  })
}

// The address holds the candidate's key: never kept by a cache or a shared proxy.
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }
}

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

const WithdrawSchema = z.object({
  intent: z.literal('withdraw', { error: messageKeys.errors.unknownIntent }),
  erase: z.boolean().optional().default(false),
})

export async function loader({ request, params }: Route.LoaderArgs) {
  const applicantId = await applicantOfLink(params.token)
  const view = applicantId ? await getCandidateView(applicantId, localeOfRequest(request)) : null
  if (!view) notFound()
  const isConfirming =
    new URL(request.url).searchParams.get('step') === 'withdraw' && view.state !== 'withdrawn'
  return { view, token: params.token, isConfirming }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const applicantId = await applicantOfLink(params.token)
  if (!applicantId) notFound()
  const m = messagesOf(request).candidatePage.withdraw
  const here = `/careers/applications/${params.token}`
  return handleForm(
    { request, context },
    WithdrawSchema,
    async ({ erase }) => {
      const outcome = await withdrawApplication(applicantId, { erase })
      if (!outcome) return refused(404, { title: m.failed })
      switch (outcome.kind) {
        case 'already':
          return done(here, { type: 'info', title: m.already })
        case 'withdrawn':
          return done(here, { type: 'success', title: m.withdrawn })
        case 'erased':
          // The link opened the application only: with it gone, the careers page is next.
          return done('/careers', { type: 'success', title: m.erased, description: m.erasedBody })
      }
    },
    { failed: { title: m.failed } },
  )
}

export default function CareersApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.candidatePage
  const intlLocale = useIntlLocale()
  const { view, token, isConfirming } = loaderData
  const here = `/careers/applications/${token}`
  useActionToast(actionData?.toast)
  return (
    <>
      <PageHero title={m.heading} subtitle={view.jobTitle ?? m.openApplication} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground text-sm">{m.position}</dt>
                <dd className="font-medium">{view.jobTitle ?? m.openApplication}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-sm">{m.applied}</dt>
                <dd className="font-medium">{formatDate(view.submittedAt, intlLocale)}</dd>
              </div>
            </dl>
            <div>
              <h2 className="text-muted-foreground text-sm">{m.status}</h2>
              <p className="mt-1 text-lg font-semibold" data-testid="candidate-status">
                {m.statuses[view.state]}
              </p>
            </div>
          </CardContent>
        </Card>

        {view.interviews.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.interviews.heading}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3">
                {view.interviews.map((interview) => (
                  <li key={interview.id} className="flex gap-3">
                    <CalendarClock aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
                    <div>
                      <p className="font-medium">
                        {format(m.interviews.when, {
                          date: interview.date,
                          start: interview.start,
                          end: interview.end,
                        })}
                      </p>
                      {interview.location ? (
                        <p className="text-muted-foreground text-sm break-words">
                          {format(m.interviews.where, { location: interview.location })}
                        </p>
                      ) : null}
                      <p className="text-muted-foreground text-sm">
                        {format(m.interviews.withWhom, { name: interview.recruiterName })}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}

        {view.hasOfferedTimes ? (
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
              <p>{m.interviews.offered}</p>
              <Link to={`${here}/interview`} className={buttonVariants()}>
                {m.interviews.choose}
              </Link>
            </CardContent>
          </Card>
        ) : null}

        {view.state === 'withdrawn' ? null : isConfirming ? (
          <Card id="withdraw">
            <CardHeader>
              <CardTitle as="h2">{m.withdraw.confirmHeading}</CardTitle>
              <CardDescription>{m.withdraw.intro}</CardDescription>
            </CardHeader>
            <CardContent>
              {/* Posted to this address (its language kept); done, it returns without ?step. */}
              <Form method="post" className="grid gap-4">
                <FormErrors errors={actionData?.result?.error?.['']} />
                <input type="hidden" name="intent" value="withdraw" />
                <div className="flex items-start gap-3">
                  <Checkbox
                    id="withdraw-erase"
                    name="erase"
                    className="mt-1"
                    aria-describedby="withdraw-erase-hint"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor="withdraw-erase">{m.withdraw.erase}</Label>
                    <p id="withdraw-erase-hint" className="text-muted-foreground text-sm">
                      {m.withdraw.eraseHint}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" variant="destructive">
                    {m.withdraw.confirm}
                  </Button>
                  <Link to={here} className={buttonVariants({ variant: 'outline' })}>
                    {m.withdraw.cancel}
                  </Link>
                </div>
              </Form>
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.withdraw.heading}</CardTitle>
              <CardDescription>{m.withdraw.intro}</CardDescription>
            </CardHeader>
            <CardContent>
              <Link
                to={`${here}?step=withdraw#withdraw`}
                className={buttonVariants({ variant: 'outline' })}
              >
                {m.withdraw.open}
              </Link>
            </CardContent>
          </Card>
        )}
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{m.errors.title}</h1>
      <p className="text-muted-foreground">{m.errors.body}</p>
    </section>
  )
}
