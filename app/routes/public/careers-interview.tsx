import { ArrowLeft, CalendarCheck } from 'lucide-react'
import { data, Form } from 'react-router'
import type { Route } from './+types/careers-interview'
import { ActionRefusal } from '~/components/forms/fields'
import { InterviewCandidateActionSchema } from '~/domain/careers/interview-schema'
import {
  bookedSlotOf,
  bookSlot,
  cancelBooking,
  candidateInterviews,
  type SlotView,
} from '~/domain/careers/interviews.server'
import { applicantOfLink } from '~/domain/careers/hiring.server'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { formatDateTime } from '~/lib/format-date'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { withoutHydration } from '~/root'
import { done, handleForm, refused } from '~/server/action.server'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'

// Plain forms: booking works the same with or without JavaScript (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.interviews.candidate.metaTitle, m),
    description: m.interviews.candidate.metaDescription,
    // A tokened page: never in a search engine (and never kept: platform/page-handler.ts).
    noindex: true,
  })
}

/**
 * The candidate's booking page, opened by the link of an e-mail (decision 045): the token
 * opens this application and nothing else; an unknown one is a 404 that says so.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const applicantId = await applicantOfLink(params.token)
  const interviews = applicantId
    ? await candidateInterviews(applicantId, localeOfRequest(request))
    : null
  if (!interviews) return data({ kind: 'invalid' as const }, { status: 404 })
  return { kind: 'ok' as const, token: params.token, interviews }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const applicantId = await applicantOfLink(params.token)
  if (!applicantId) throw new Response('Not Found', { status: 404 })
  const m = messagesOf(request).interviews.candidate.toasts
  const here = new URL(request.url).pathname
  return handleForm(
    { request, context },
    InterviewCandidateActionSchema,
    async (value) => {
      if (value.intent === 'cancel') {
        const slotId = await bookedSlotOf(applicantId)
        const outcome = slotId ? await cancelBooking('candidate', slotId, applicantId) : null
        if (outcome?.kind !== 'cancelled')
          return refused(409, { title: m.failed, description: m.notBooked })
        return done(here, {
          type: 'success',
          title: m.cancelled,
          description: m.cancelledDescription,
        })
      }
      const outcome = await bookSlot(applicantId, value.slotId)
      switch (outcome.kind) {
        case 'booked':
          return done(here, { type: 'success', title: m.booked, description: m.bookedDescription })
        case 'taken':
          return refused(409, { title: m.taken, description: m.takenDescription })
        case 'withdrawn':
          return refused(409, { title: m.failed, description: m.withdrawn })
        case 'not-found':
          throw new Response('Not Found', { status: 404 })
      }
    },
    { failed: { title: m.failed } },
  )
}

export default function CareersInterviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.interviews.candidate
  const intlLocale = useIntlLocale()
  useActionToast(actionData?.toast)
  if (loaderData.kind === 'invalid') {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{m.invalidLink}</h1>
        <p className="text-muted-foreground">{m.invalidLinkHint}</p>
        <Link to="/careers" className="text-primary hover:underline">
          {t.nav.careers}
        </Link>
      </div>
    )
  }
  const { token, interviews } = loaderData
  const { booked, free } = interviews
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
      <Link
        to={`/careers/applications/${token}`}
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {m.backToApplication}
      </Link>
      <div>
        <h1 className="text-navy text-3xl font-bold tracking-tight">{m.heading}</h1>
        <p className="mt-2 text-lg" data-testid="interview-job">
          {format(m.forJob, { title: interviews.jobTitle ?? m.openApplication })}
        </p>
        <p className="text-muted-foreground mt-1 text-sm">{m.timeZoneNote}</p>
      </div>

      <ActionRefusal actionData={actionData} />

      {interviews.withdrawn ? (
        <p className="bg-muted rounded-md p-4">{m.withdrawn}</p>
      ) : (
        <>
          {booked ? (
            <Card data-testid="booked-interview" className="border-success">
              <CardHeader>
                <CardTitle as="h2" className="flex items-center gap-2">
                  <CalendarCheck aria-hidden className="text-success size-5" />
                  {m.bookedHeading}
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <SlotFacts slot={booked} intlLocale={intlLocale} />
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="cancel" />
                  <p className="text-muted-foreground text-sm">{m.cancelHint}</p>
                  <Button type="submit" variant="outline">
                    {m.cancel}
                  </Button>
                </Form>
              </CardContent>
            </Card>
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle as="h2">{booked ? m.chooseAnotherHeading : m.chooseHeading}</CardTitle>
              {booked && free.length > 0 ? (
                <CardDescription>{m.rescheduleHint}</CardDescription>
              ) : null}
            </CardHeader>
            <CardContent>
              {free.length === 0 ? (
                <p className="text-muted-foreground">{m.noSlots}</p>
              ) : (
                <Form method="post" className="space-y-4">
                  <input type="hidden" name="intent" value="book" />
                  <fieldset className="space-y-2">
                    <legend className="sr-only">
                      {booked ? m.chooseAnotherHeading : m.chooseHeading}
                    </legend>
                    {free.map((slot, index) => (
                      <div
                        key={slot.id}
                        className="hover:bg-muted/60 has-[:checked]:border-primary has-[:checked]:bg-muted/60 flex items-start gap-3 rounded-md border p-3"
                      >
                        <input
                          type="radio"
                          id={`slot-${slot.id}`}
                          name="slotId"
                          value={slot.id}
                          required
                          defaultChecked={index === 0 && !booked}
                          className="accent-primary mt-1 size-4 shrink-0"
                        />
                        <label htmlFor={`slot-${slot.id}`} className="flex-1 cursor-pointer">
                          <span className="block font-medium">
                            {formatDateTime(slot.startsAt, intlLocale)}
                          </span>
                          <span className="text-muted-foreground block text-sm">
                            {format(m.minutes, { n: minutesOf(slot) })}
                          </span>
                          {slot.location ? (
                            <span className="text-muted-foreground block text-sm break-words">
                              <bdi>{slot.location}</bdi>
                            </span>
                          ) : null}
                        </label>
                      </div>
                    ))}
                  </fieldset>
                  <Button type="submit">{booked ? m.reschedule : m.book}</Button>
                </Form>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  )
}

function minutesOf(slot: SlotView): number {
  return Math.round((new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()) / 60_000)
}

function SlotFacts({ slot, intlLocale }: { slot: SlotView; intlLocale: string }) {
  const m = useT().interviews.candidate
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted-foreground">{m.when}</dt>
        <dd className="font-medium">{formatDateTime(slot.startsAt, intlLocale)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{m.duration}</dt>
        <dd className="font-medium">{format(m.minutes, { n: minutesOf(slot) })}</dd>
      </div>
      {slot.location ? (
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">{m.where}</dt>
          <dd className="font-medium break-words">
            <bdi>{slot.location}</bdi>
          </dd>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <dt className="text-muted-foreground">{m.withRecruiter}</dt>
        <dd className="font-medium">{slot.recruiterName}</dd>
      </div>
    </dl>
  )
}
