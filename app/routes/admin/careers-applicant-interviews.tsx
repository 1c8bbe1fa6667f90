import { ArrowLeft } from 'lucide-react'
import { Form } from 'react-router'
import type { Route } from './+types/careers-applicant-interviews'
import { ActionRefusal, ErrorList } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import {
  adminInterviews,
  cancelBooking,
  offerSlots,
  type AdminInterviews,
} from '~/domain/careers/interviews.server'
import {
  DEFAULT_DURATION,
  INTERVIEW_DURATIONS,
  InterviewAdminActionSchema,
  OFFER_ROWS,
} from '~/domain/careers/interview-schema'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { resultOfIntent } from '~/lib/action-result'
import { formatDateTime } from '~/lib/format-date'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Checkbox } from '~/ui/checkbox'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { NativeSelect } from '~/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location, data }) => {
  const m = messagesAt(location.pathname)
  return [
    {
      title: pageTitle(
        format(m.interviews.admin.metaTitle, { name: data?.interviews.applicant.name ?? '' }),
        m,
      ),
    },
  ]
}

/** One applicant's interviews (decision 045): offer times, see what was booked, cancel. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requirePermission({ request, context }, 'applicants')
  const interviews = await adminInterviews(staff, params.id)
  if (!interviews) throw new Response('Not Found', { status: 404 })
  return { interviews }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requirePermission({ request, context }, 'applicants')
  const m = messagesOf(request).interviews.admin.toasts
  const here = new URL(request.url).pathname
  return handleForm(
    { request, context },
    InterviewAdminActionSchema,
    async (value) => {
      if (value.intent === 'cancel') {
        const outcome = await cancelBooking(staff, value.slotId, params.id)
        if (outcome.kind === 'not-found')
          return refused(404, { title: m.failed, description: m.slotNotFound })
        return done(here, {
          type: 'success',
          title: m.cancelled,
          description: outcome.wasBooked ? m.cancelledBooked : undefined,
        })
      }
      const outcome = await offerSlots(staff, params.id, {
        slots: value.slots.map((row) => ({
          date: row.date ?? '',
          time: row.time ?? '',
          duration: row.duration,
          location: row.location,
        })),
        reoffer: value.reoffer,
      })
      switch (outcome.kind) {
        case 'offered':
          return done(here, {
            type: 'success',
            title: m.offered,
            description: m.offeredDescription,
          })
        case 'not-found':
          return refused(404, { title: m.failed, description: m.notFound })
        case 'withdrawn':
          return refused(409, { title: m.failed, description: m.withdrawn })
        case 'no-slots':
          return refused(400, { title: m.failed, description: m.noSlots })
        case 'not-free':
          return refused(409, { title: m.failed, description: m.notFree })
        case 'past':
          return refused(
            400,
            { title: m.failed, description: m.past },
            { fieldErrors: { [`slots[${value.slots[outcome.row].row}].date`]: [m.past] } },
          )
      }
    },
    { failed: { title: m.failed } },
  )
}

export default function ApplicantInterviewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().interviews.admin
  const intlLocale = useIntlLocale()
  const { applicant, offered, mineFree } = loaderData.interviews
  useActionToast(actionData?.toast)
  const booked = offered.find((slot) => slot.state === 'booked')
  const cancellable = new Set<string>(['free', 'booked'])
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to={`/admin/careers/applicants/${applicant.id}`}
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {m.back}
      </Link>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          {format(m.heading, { name: applicant.name })}
        </h1>
        {applicant.jobTitle ? (
          <p className="text-muted-foreground mt-1">
            <bdi>{applicant.jobTitle}</bdi>
          </p>
        ) : null}
        <p className="text-muted-foreground">
          <bdi>{applicant.email}</bdi>
        </p>
        <p className="text-muted-foreground mt-1 text-sm">{m.timeZoneNote}</p>
      </div>

      <Card data-testid="booked-interview">
        <CardHeader>
          <CardTitle as="h2">{m.bookedHeading}</CardTitle>
        </CardHeader>
        <CardContent>
          {booked ? (
            <div className="space-y-1">
              <p className="font-medium">{formatDateTime(booked.startsAt, intlLocale)}</p>
              {booked.location ? (
                <p className="break-words">
                  <bdi>{booked.location}</bdi>
                </p>
              ) : null}
            </div>
          ) : (
            <p className="text-muted-foreground text-sm">{m.notBooked}</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{m.offeredHeading}</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <ActionRefusal
            actionData={resultOfIntent(actionData, 'cancel') ? actionData : undefined}
          />
          {offered.length === 0 ? (
            <p className="text-muted-foreground text-sm">{m.noneOffered}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{m.columns.when}</TableHead>
                  <TableHead>{m.columns.location}</TableHead>
                  <TableHead>{m.columns.state}</TableHead>
                  <TableHead className="text-end">{m.columns.actions}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {offered.map((slot) => {
                  const when = formatDateTime(slot.startsAt, intlLocale)
                  return (
                    <TableRow key={slot.id} data-state={slot.state}>
                      <TableCell className="whitespace-nowrap">
                        {when}
                        <span className="text-muted-foreground block text-xs">
                          {format(m.byRecruiter, { name: slot.recruiterName })}
                        </span>
                      </TableCell>
                      <TableCell className="max-w-56 break-words">
                        <bdi>{slot.location || '—'}</bdi>
                      </TableCell>
                      <TableCell>
                        <SlotStateBadge state={slot.state} />
                      </TableCell>
                      <TableCell className="text-end">
                        {cancellable.has(slot.state) ? (
                          <Form method="post">
                            <input type="hidden" name="intent" value="cancel" />
                            <input type="hidden" name="slotId" value={slot.id} />
                            <Button
                              type="submit"
                              size="sm"
                              variant="outline"
                              aria-label={format(m.cancelFor, { when })}
                            >
                              {m.cancel}
                            </Button>
                          </Form>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  )
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      {applicant.withdrawn ? (
        <p className="bg-muted rounded-md p-4 text-sm">{m.withdrawn}</p>
      ) : (
        <OfferCard mineFree={mineFree} actionData={actionData} />
      )}
    </div>
  )
}

function SlotStateBadge({ state }: { state: AdminInterviews['offered'][number]['state'] }) {
  const m = useT().interviews.admin.states
  const variant =
    state === 'booked'
      ? 'success'
      : state === 'free'
        ? 'outline'
        : state === 'cancelled'
          ? 'destructive'
          : 'secondary'
  return <Badge variant={variant}>{m[state]}</Badge>
}

function OfferCard({
  mineFree,
  actionData,
}: {
  mineFree: AdminInterviews['mineFree']
  actionData: Route.ComponentProps['actionData']
}) {
  const m = useT().interviews.admin
  const intlLocale = useIntlLocale()
  const isPending = useIsPending({ intent: 'offer' })
  const result = resultOfIntent(actionData, 'offer')
  const errorOf = (name: string) => result?.error?.[name] ?? undefined
  // Without JavaScript the refused form comes back with what was typed.
  const typed = (result?.initialValue ?? {}) as {
    slots?: { date?: string; time?: string; duration?: string; location?: string }[]
    reoffer?: string | string[]
  }
  const reoffered = new Set([typed.reoffer ?? []].flat())
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.offerHeading}</CardTitle>
        <CardDescription>{m.offerHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="space-y-5" noValidate>
          <input type="hidden" name="intent" value="offer" />
          <ActionRefusal actionData={result ? actionData : undefined} />
          {Array.from({ length: OFFER_ROWS }, (_, index) => {
            const row = typed.slots?.[index] ?? {}
            const name = (field: string) => `slots[${index}].${field}`
            const id = (field: string) => `slot-${index}-${field}`
            return (
              <fieldset
                key={index}
                className="grid gap-3 rounded-md border p-3 sm:grid-cols-2 md:grid-cols-[10rem_8rem_9rem_1fr]"
              >
                <legend className="px-1 text-sm font-medium">
                  {format(m.rowLabel, { n: index + 1 })}
                </legend>
                <div className="grid gap-1.5">
                  <Label htmlFor={id('date')}>{m.date}</Label>
                  <Input
                    id={id('date')}
                    name={name('date')}
                    type="date"
                    defaultValue={row.date}
                    aria-invalid={errorOf(name('date')) ? true : undefined}
                  />
                  <ErrorList errors={errorOf(name('date'))} />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={id('time')}>{m.time}</Label>
                  <Input
                    id={id('time')}
                    name={name('time')}
                    type="time"
                    step={300}
                    defaultValue={row.time}
                    aria-invalid={errorOf(name('time')) ? true : undefined}
                  />
                  <ErrorList errors={errorOf(name('time'))} />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={id('duration')}>{m.duration}</Label>
                  <NativeSelect
                    id={id('duration')}
                    name={name('duration')}
                    defaultValue={row.duration ?? String(DEFAULT_DURATION)}
                  >
                    {INTERVIEW_DURATIONS.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {format(m.minutes, { n: minutes })}
                      </option>
                    ))}
                  </NativeSelect>
                  <ErrorList errors={errorOf(name('duration'))} />
                </div>
                <div className="grid gap-1.5 sm:col-span-2 md:col-span-1">
                  <Label htmlFor={id('location')}>{m.location}</Label>
                  <Input
                    id={id('location')}
                    name={name('location')}
                    defaultValue={row.location}
                    maxLength={300}
                    dir="auto"
                  />
                  <ErrorList errors={errorOf(name('location'))} />
                </div>
              </fieldset>
            )
          })}

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{m.reofferHeading}</legend>
            <p className="text-muted-foreground text-sm">{m.reofferHint}</p>
            {mineFree.length === 0 ? (
              <p className="text-muted-foreground text-sm">{m.noFreeSlots}</p>
            ) : (
              <ul className="space-y-2">
                {mineFree.map((slot) => (
                  <li key={slot.id} className="flex items-start gap-2">
                    <Checkbox
                      id={`reoffer-${slot.id}`}
                      name="reoffer"
                      value={slot.id}
                      defaultChecked={reoffered.has(slot.id)}
                    />
                    <Label htmlFor={`reoffer-${slot.id}`} className="font-normal">
                      <span className="block">{formatDateTime(slot.startsAt, intlLocale)}</span>
                      {slot.location ? (
                        <span className="text-muted-foreground block break-words">
                          <bdi>{slot.location}</bdi>
                        </span>
                      ) : null}
                    </Label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>

          <StatusButton status={isPending ? 'pending' : 'idle'} className="w-full">
            {m.offer}
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  )
}
