import { ArrowLeft, CalendarClock, Download, Mail, Table2 } from 'lucide-react'
import { Form } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/careers-applicant'
import { ActionRefusal, ErrorList } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { ApplicantStatusBadge } from '~/domain/careers/components/applicant-status-badge'
import { MoveForm } from '~/domain/careers/components/move-form'
import { RatingText } from '~/domain/careers/components/rating-text'
import {
  addApplicantNote,
  getApplicantFile,
  moveApplicant,
  saveScorecard,
  type HistoryEntry,
  type Scorecard,
} from '~/domain/careers/pipeline.server'
import {
  APPLICANT_STATUSES,
  ApplicantNoteSchema,
  MoveApplicantSchema,
  RECOMMENDATIONS,
  ScorecardSchema,
} from '~/domain/careers/schema'
import {
  format,
  formatCount,
  messageKeys,
  messagesAt,
  messagesOf,
  useIntlLocale,
  useLocale,
  useT,
} from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { resultOfIntent, type ActionData } from '~/lib/action-result'
import { formatDate, formatDateTime } from '~/lib/format-date'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { buttonVariants } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { NativeSelect } from '~/ui/select'
import { Textarea } from '~/ui/textarea'
import type { ApplicantStatus } from '#db/schema'

export const meta: Route.MetaFunction = ({ location, data }) => {
  const m = messagesAt(location.pathname)
  return [
    {
      title: pageTitle(
        format(m.pipeline.applicant.metaTitle, { name: data?.applicant.name ?? '' }),
        m,
      ),
    },
  ]
}

/** The page's forms, told apart by `intent`. */
const ApplicantPageSchema = z.discriminatedUnion(
  'intent',
  [
    MoveApplicantSchema.omit({ applicantId: true }).extend({ intent: z.literal('move') }),
    ApplicantNoteSchema.extend({ intent: z.literal('note') }),
    ScorecardSchema.extend({ intent: z.literal('scorecard') }),
  ],
  { error: messageKeys.errors.unknownIntent },
)

/** The applicant's page (decision 045): the application, its stage, history and scorecards. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requirePermission({ request, context }, 'applicants')
  const file = await getApplicantFile(params.id)
  if (!file) throw new Response('Not Found', { status: 404 })
  return { ...file, viewerId: viewer.id }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'applicants')
  const messages = messagesOf(request)
  const ta = messages.careers.admin.applicants.toasts
  const tp = messages.pipeline.toasts
  const here = new URL(request.url).pathname
  return handleForm(
    { request, context },
    ApplicantPageSchema,
    async (value) => {
      if (value.intent === 'move') {
        const outcome = await moveApplicant(actor, params.id, value.status, value.rejectionReason)
        if (outcome.kind === 'not-found') {
          return refused(404, { title: ta.statusFailed, description: ta.notFound })
        }
        if (outcome.kind === 'withdrawn') {
          return refused(409, { title: ta.statusFailed, description: tp.withdrawn })
        }
        return done(here, {
          type: 'success',
          title: ta.statusUpdated,
          description: format(ta.statusUpdatedDescription, {
            status:
              localeOfRequest(request) === 'en'
                ? outcome.status
                : messages.careers.admin.applicants.statusLabels[outcome.status],
          }),
        })
      }
      if (value.intent === 'note') {
        const outcome = await addApplicantNote(actor, params.id, value.note)
        if (outcome.kind === 'not-found') {
          return refused(404, { title: tp.failed, description: ta.notFound })
        }
        return done(here, { type: 'success', title: tp.noteAdded })
      }
      const { intent: _intent, ...scorecard } = value
      const outcome = await saveScorecard(actor, params.id, scorecard)
      if (outcome.kind === 'not-found') {
        return refused(404, { title: tp.failed, description: ta.notFound })
      }
      if (outcome.kind === 'criteria-changed') {
        return refused(409, { title: tp.failed, description: tp.criteriaChanged })
      }
      return done(here, { type: 'success', title: tp.scorecardSaved })
    },
    { failed: { title: tp.failed } },
  )
}

export default function CareersApplicantRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.pipeline.applicant
  const intlLocale = useIntlLocale()
  const { applicant, history, scorecards, viewerId } = loaderData
  useActionToast(actionData?.toast)
  const id = encodeURIComponent(applicant.id)
  const job = encodeURIComponent(applicant.jobId ?? 'open')

  return (
    <div className="mx-auto max-w-6xl min-w-0 space-y-6">
      <Link
        to={`/admin/careers/board?job=${job}`}
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {m.backToBoard}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words">{applicant.name}</h1>
          <p className="text-muted-foreground mt-1">{applicant.jobTitle ?? m.openApplication}</p>
        </div>
        <nav aria-label={applicant.name} className="flex flex-wrap gap-2">
          <Link
            to={`/admin/careers/applicants/${id}/interviews`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <CalendarClock aria-hidden /> {m.interviews}
          </Link>
          <Link
            to={`/admin/careers/applicants/${id}/email`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Mail aria-hidden /> {m.sendEmail}
          </Link>
          <Link
            to={`/admin/careers/applicants?job=${job}`}
            className={buttonVariants({ variant: 'ghost' })}
          >
            <Table2 aria-hidden /> {m.tableView}
          </Link>
        </nav>
      </div>

      <ActionRefusal actionData={actionData} />

      {/* The stage comes first on a phone; on a wide screen it heads the side column. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-start-3 lg:row-start-1">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.stage}</CardTitle>
              <CardDescription>
                {format(m.inStageSince, {
                  date: formatDate(applicant.stageEnteredAt, intlLocale),
                })}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <div data-testid="applicant-stage" data-stage={applicant.status}>
                <ApplicantStatusBadge status={applicant.status} />
              </div>
              {applicant.status === 'Rejected' && applicant.rejectionReason ? (
                <p className="text-sm break-words">
                  <span className="text-muted-foreground">{m.rejectionReason}: </span>
                  {applicant.rejectionReason}
                </p>
              ) : null}
              {applicant.withdrawnAt ? (
                <p className="text-sm">
                  {format(m.withdrawn, { date: formatDate(applicant.withdrawnAt, intlLocale) })}
                </p>
              ) : (
                <MoveForm applicant={applicant} />
              )}
            </CardContent>
          </Card>
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.application}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-5">
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <Fact label={m.email}>
                  <a
                    href={`mailto:${applicant.email}`}
                    className="text-primary underline-offset-4 hover:underline"
                    dir="ltr"
                  >
                    {applicant.email}
                  </a>
                </Fact>
                <Fact label={m.phone}>
                  <span dir="ltr">{applicant.phone}</span>
                </Fact>
                <Fact label={m.job}>{applicant.jobTitle ?? m.openApplication}</Fact>
                <Fact label={m.applied}>{formatDateTime(applicant.submittedAt, intlLocale)}</Fact>
                <Fact label={m.source}>
                  {applicant.source ? <span dir="ltr">{applicant.source}</span> : m.noSource}
                </Fact>
                <Fact label={m.talentPool}>
                  {applicant.talentPool ? m.talentPoolYes : m.talentPoolNo}
                </Fact>
              </dl>
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
                <div className="min-w-0 text-sm">
                  <h3 className="font-semibold">{m.cv}</h3>
                  <p className="text-muted-foreground break-all">{applicant.cvFilename}</p>
                </div>
                {/* A file download, not a page: the browser must not route it. */}
                <a
                  href={`/admin/careers/applicants/${id}/cv`}
                  download
                  className={buttonVariants({ variant: 'outline' })}
                >
                  <Download aria-hidden /> {m.downloadCv}
                </a>
              </div>
              <section className="grid gap-2">
                <h3 className="text-sm font-semibold">{m.coverLetter}</h3>
                <div
                  className="bg-muted/50 max-h-72 overflow-y-auto rounded-md border p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
                  // Scrollable region: reachable by keyboard.
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                  tabIndex={0}
                  role="region"
                  aria-label={m.coverLetter}
                  dir="auto"
                >
                  {applicant.coverLetter}
                </div>
              </section>
            </CardContent>
          </Card>

          <ScorecardsCard
            applicant={applicant}
            scorecards={scorecards}
            viewerId={viewerId}
            actionData={actionData}
          />
        </div>

        <aside className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-2">
          <NoteCard actionData={actionData} />

          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.history}</CardTitle>
            </CardHeader>
            <CardContent>
              {history.length === 0 ? (
                <p className="text-muted-foreground text-sm">{m.noHistory}</p>
              ) : (
                <ol className="space-y-4 text-sm" data-testid="history">
                  {history.map((entry) => (
                    <HistoryItem key={entry.id} entry={entry} />
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  )
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const t = useT()
  const m = t.pipeline.applicant
  const e = m.events
  const labels = t.careers.admin.applicants.statusLabels
  const intlLocale = useIntlLocale()
  const stage = (value: ApplicantStatus | null) => (value ? labels[value] : '')
  let what: string
  let detail = entry.body
  switch (entry.kind) {
    case 'stage':
      what = entry.fromStage
        ? format(e.stage, { from: stage(entry.fromStage), to: stage(entry.toStage) })
        : format(e.stageFirst, { to: stage(entry.toStage) })
      detail = entry.body ? format(e.reason, { reason: entry.body }) : ''
      break
    case 'note':
      what =
        entry.facts.rejectionReason === 'updated'
          ? e.reasonUpdated
          : entry.facts.rejectionReason === 'cleared'
            ? e.reasonCleared
            : e.note
      break
    case 'scorecard':
      what = format(e.scorecard, {
        stage: stage(entry.toStage),
        average: Number(entry.facts.average ?? 0).toLocaleString(intlLocale),
        recommendation:
          m.recommendations[String(entry.facts.recommendation) as keyof typeof m.recommendations] ??
          '',
      })
      break
    case 'applied':
      what = e.applied
      break
    case 'email':
      what = e.email
      break
    case 'interview':
      what = e.interview
      break
    case 'withdrawn':
      what = e.withdrawn
      break
    default:
      what = e.addedToJob
  }
  return (
    <li className="border-s-2 ps-3" data-kind={entry.kind}>
      <p className="font-medium">{what}</p>
      {detail ? (
        <p className="break-words whitespace-pre-wrap" dir="auto">
          {detail}
        </p>
      ) : null}
      <p className="text-muted-foreground">
        {entry.actorName || m.candidate} · {formatDateTime(entry.createdAt, intlLocale)}
      </p>
    </li>
  )
}

function NoteCard({ actionData }: { actionData: ActionData | undefined }) {
  const m = useT().pipeline.applicant
  const isSaving = useIsPending({ intent: 'note' })
  const result = resultOfIntent(actionData, 'note')
  const errors = result?.error?.note ?? undefined
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.notes}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="note" />
          <Label htmlFor="applicant-note">{m.noteLabel}</Label>
          <Textarea
            id="applicant-note"
            name="note"
            rows={3}
            maxLength={5000}
            required
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? 'applicant-note-error' : undefined}
          />
          <ErrorList id="applicant-note-error" errors={errors} />
          <StatusButton status={isSaving ? 'pending' : 'idle'} variant="secondary">
            {m.addNote}
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  )
}

type ApplicantData = Route.ComponentProps['loaderData']['applicant']

/**
 * The scorecards by stage with their averages, and the signed-in recruiter's own for the
 * current stage (decision 045): a 1 to 5 radio group per criterion of the job.
 */
function ScorecardsCard({
  applicant,
  scorecards,
  viewerId,
  actionData,
}: {
  applicant: ApplicantData
  scorecards: Scorecard[]
  viewerId: string
  actionData: ActionData | undefined
}) {
  const t = useT()
  const m = t.pipeline.applicant
  const labels = t.careers.admin.applicants.statusLabels
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const isSaving = useIsPending({ intent: 'scorecard' })
  const result = resultOfIntent(actionData, 'scorecard')
  const mine = scorecards.find(
    (card) => card.stage === applicant.status && card.reviewerId === viewerId,
  )
  const one = (value: number) =>
    value.toLocaleString(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const criterionName = (criterion: { name: string; nameAr: string }) =>
    locale === 'ar' && criterion.nameAr ? criterion.nameAr : criterion.name
  // A scorecard names its criteria as the job did when it was saved (in English): shown in the
  // job's order and in the page's language; a criterion renamed since keeps its old name.
  const ratingsInOrder = (ratings: Record<string, number>): [string, number][] => [
    ...applicant.criteria
      .filter((criterion) => criterion.name in ratings)
      .map((criterion): [string, number] => [criterionName(criterion), ratings[criterion.name]]),
    ...Object.entries(ratings).filter(
      ([name]) => !applicant.criteria.some((criterion) => criterion.name === name),
    ),
  ]
  const stages = APPLICANT_STATUSES.filter((stage) =>
    scorecards.some((card) => card.stage === stage),
  )
  const errorsOf = (name: string) => result?.error?.[name] ?? undefined
  const ratingErrors = [
    ...(errorsOf('ratings') ?? []),
    ...applicant.criteria.flatMap((_, index) => errorsOf(`ratings[${index}]`) ?? []),
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.scorecards}</CardTitle>
        <CardDescription>
          {applicant.rating !== null && applicant.ratingCount > 0 ? (
            formatCount(m.overall, applicant.ratingCount, locale, {
              rating: one(applicant.rating),
              count: applicant.ratingCount.toLocaleString(intlLocale),
            })
          ) : (
            <RatingText rating={null} count={0} />
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {stages.length === 0 ? (
          <p className="text-muted-foreground text-sm">{m.noScorecards}</p>
        ) : (
          stages.map((stage) => {
            const cards = scorecards.filter((card) => card.stage === stage)
            const average = cards.reduce((sum, card) => sum + card.average, 0) / cards.length
            return (
              <section key={stage} className="space-y-2">
                <h3 className="font-semibold">
                  {format(m.stageAverage, { stage: labels[stage], rating: one(average) })}
                </h3>
                <ul className="grid gap-2">
                  {cards.map((card) => (
                    <li key={card.id} className="rounded-md border p-3 text-sm">
                      <p className="flex flex-wrap justify-between gap-2">
                        <span className="font-medium">
                          {format(m.byReviewer, {
                            name: card.reviewerName,
                            date: formatDate(card.updatedAt, intlLocale),
                          })}
                        </span>
                        <span>
                          {one(card.average)} · {m.recommendations[card.recommendation]}
                        </span>
                      </p>
                      <ul className="text-muted-foreground mt-1 flex flex-wrap gap-x-4">
                        {ratingsInOrder(card.ratings).map(([name, value]) => (
                          <li key={name}>
                            {name}: {value.toLocaleString(intlLocale)}
                          </li>
                        ))}
                      </ul>
                      {card.comment ? (
                        <p className="mt-1 break-words whitespace-pre-wrap" dir="auto">
                          {card.comment}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            )
          })
        )}

        <Form method="post" className="grid gap-4 rounded-md border p-4" key={mine?.id ?? 'new'}>
          <input type="hidden" name="intent" value="scorecard" />
          <input type="hidden" name="stage" value={applicant.status} />
          <div>
            <h3 className="font-semibold">
              {format(m.yourScorecard, { stage: labels[applicant.status] })}
            </h3>
            <p className="text-muted-foreground text-sm">{m.yourScorecardHint}</p>
          </div>
          {ratingErrors.length > 0 ? <ErrorList errors={[...new Set(ratingErrors)]} /> : null}
          {applicant.criteria.map((criterion, index) => {
            const name = criterionName(criterion)
            const current = mine?.ratings[criterion.name]
            return (
              <fieldset key={criterion.name} className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{name}</legend>
                <div className="flex flex-wrap gap-2">
                  {[1, 2, 3, 4, 5].map((value) => (
                    <label
                      key={value}
                      className="has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-ring flex size-10 cursor-pointer items-center justify-center rounded-md border text-sm has-[:focus-visible]:ring-2"
                    >
                      <input
                        type="radio"
                        name={`ratings[${index}]`}
                        value={value}
                        defaultChecked={current === value}
                        required
                        className="sr-only"
                      />
                      <span aria-hidden>{value.toLocaleString(intlLocale)}</span>
                      <span className="sr-only">
                        {format(m.ratingOf, { value: value.toLocaleString(intlLocale) })}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )
          })}
          <div className="grid gap-2">
            <Label htmlFor="scorecard-recommendation">{m.recommendation}</Label>
            <NativeSelect
              id="scorecard-recommendation"
              name="recommendation"
              defaultValue={mine?.recommendation ?? ''}
              required
            >
              <option value="" disabled>
                —
              </option>
              {RECOMMENDATIONS.map((value) => (
                <option key={value} value={value}>
                  {m.recommendations[value]}
                </option>
              ))}
            </NativeSelect>
            <ErrorList errors={errorsOf('recommendation')} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="scorecard-comment">{m.comment}</Label>
            <Textarea
              id="scorecard-comment"
              name="comment"
              rows={3}
              maxLength={2000}
              defaultValue={mine?.comment ?? ''}
            />
          </div>
          <StatusButton status={isSaving ? 'pending' : 'idle'} className="justify-self-start">
            {m.saveScorecard}
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  )
}
