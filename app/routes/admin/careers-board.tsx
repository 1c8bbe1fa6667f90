import { useState, type DragEvent } from 'react'
import { BarChart3, Table2, Users } from 'lucide-react'
import { Form, useFetcher, useLocation, useSubmit } from 'react-router'
import type { Route } from './+types/careers-board'
import { ActionRefusal } from '~/components/forms/fields'
import { MoveForm } from '~/domain/careers/components/move-form'
import { RatingText } from '~/domain/careers/components/rating-text'
import { chooseJob, moveApplicant, readBoard } from '~/domain/careers/pipeline.server'
import { BoardQuerySchema, MoveApplicantSchema, OPEN_APPLICATIONS } from '~/domain/careers/schema'
import { format, formatCount, messagesAt, messagesOf, useIntlLocale, useLocale, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import type { ActionData } from '~/lib/action-result'
import { cn } from '~/lib/class-names'
import { formatDate } from '~/lib/format-date'
import { parseListQuery } from '~/lib/list-query'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Button, buttonVariants } from '~/ui/button'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { NativeSelect } from '~/ui/select'
import type { ApplicantStatus } from '#db/schema'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.pipeline.board.metaTitle, m) },
    { name: 'description', content: m.pipeline.board.description },
  ]
}

/** The board (decision 045): one column per stage of one job, ?job=<id>|open. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'applicants')
  const query = parseListQuery(request, BoardQuerySchema)
  const chosen = await chooseJob(query.job)
  if (!chosen) throw new Response('Not Found', { status: 404 })
  const board = await readBoard(chosen.selected.jobId)
  const title =
    chosen.selected.title ?? messagesOf(request).careers.admin.applicants.openApplications
  return { jobs: chosen.jobs, selected: { ...chosen.selected, title }, board }
}

/** A card's Move button and a drop post the same form (SPEC 4: any stage at any time). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'applicants')
  const messages = messagesOf(request)
  const ta = messages.careers.admin.applicants.toasts
  const url = new URL(request.url)
  return handleForm(
    { request, context },
    MoveApplicantSchema,
    async (value) => {
      const outcome = await moveApplicant(
        actor,
        value.applicantId,
        value.status,
        value.rejectionReason,
      )
      if (outcome.kind === 'not-found') {
        return refused(404, { title: ta.statusFailed, description: ta.notFound })
      }
      if (outcome.kind === 'withdrawn') {
        return refused(409, {
          title: ta.statusFailed,
          description: messages.pipeline.toasts.withdrawn,
        })
      }
      return done(`${url.pathname}${url.search}`, {
        type: 'success',
        title: ta.statusUpdated,
        description: format(ta.statusUpdatedDescription, {
          status:
            localeOfRequest(request) === 'en'
              ? outcome.status
              : messages.careers.admin.applicants.statusLabels[outcome.status],
        }),
      })
    },
    { failed: { title: ta.statusFailed } },
  )
}

export default function CareersBoardRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.pipeline.board
  const a = t.careers.admin.applicants
  const { jobs, selected, board } = loaderData
  const submit = useSubmit()
  useActionToast(actionData?.toast)
  const job = encodeURIComponent(selected.value)

  return (
    <div className="mx-auto max-w-7xl min-w-0 space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{m.heading}</h1>
          <p className="text-muted-foreground mt-1">{m.description}</p>
        </div>
        <nav aria-label={m.heading} className="flex flex-wrap gap-2">
          <Link
            to={`/admin/careers/applicants?job=${job}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Table2 aria-hidden /> {m.tableView}
          </Link>
          {selected.jobId ? (
            <Link
              to={`/admin/careers/jobs/${job}/report`}
              className={buttonVariants({ variant: 'outline' })}
            >
              <BarChart3 aria-hidden /> {m.report}
            </Link>
          ) : null}
          <Link to="/admin/careers/talent-pool" className={buttonVariants({ variant: 'outline' })}>
            <Users aria-hidden /> {m.talentPool}
          </Link>
        </nav>
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor="board-job">{m.jobLabel}</Label>
          <NativeSelect
            id="board-job"
            name="job"
            defaultValue={selected.value}
            key={selected.value}
            wrapperClassName="min-w-64 max-w-full"
            onChange={(event) => submit(event.currentTarget.form)}
          >
            {jobs.map((option) => (
              <option key={option.id} value={option.id}>
                {option.isActive ? option.title : `${option.title} ${a.inactiveSuffix}`}
              </option>
            ))}
            <option value={OPEN_APPLICATIONS}>{a.openApplications}</option>
          </NativeSelect>
        </div>
        <noscript>
          <Button type="submit" variant="secondary">
            {m.show}
          </Button>
        </noscript>
      </Form>

      <ActionRefusal actionData={actionData} />

      <h2 className="text-xl font-semibold">{selected.title}</h2>
      <Columns board={board} job={job} />
      <Withdrawn withdrawn={board.withdrawn} />
    </div>
  )
}

type Board = Route.ComponentProps['loaderData']['board']

/**
 * The stage columns. With JavaScript a card can also be dragged to another column; the drop
 * posts the Move form's fields through a fetcher (HTML5 drag and drop has no keyboard: the
 * form stays on each card for keyboard and screen-reader users).
 */
function Columns({ board, job }: { board: Board; job: string }) {
  const t = useT()
  const m = t.pipeline.board
  const labels = t.careers.admin.applicants.statusLabels
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const fetcher = useFetcher<ActionData>()
  const { pathname, search } = useLocation()
  const [dragged, setDragged] = useState<{ id: string; from: ApplicantStatus } | null>(null)
  const [over, setOver] = useState<ApplicantStatus | null>(null)
  useActionToast(fetcher.data?.toast)
  // While a drop is being saved, its card shows in the column it was dropped on.
  const moving =
    fetcher.formData && fetcher.formData.get('intent') === 'move'
      ? {
          id: String(fetcher.formData.get('applicantId')),
          to: String(fetcher.formData.get('status')) as ApplicantStatus,
        }
      : null
  const allCards = board.columns.flatMap((column) => column.cards)

  function drop(event: DragEvent, stage: ApplicantStatus) {
    event.preventDefault()
    setOver(null)
    const id = event.dataTransfer.getData('text/plain') || dragged?.id
    setDragged(null)
    if (
      !id ||
      board.columns.find((column) => column.stage === stage)?.cards.some((c) => c.id === id)
    )
      return
    void fetcher.submit(
      { intent: 'move', applicantId: id, status: stage },
      { method: 'post', action: `${pathname}${search}` },
    )
  }

  return (
    <div
      className="flex flex-col gap-4 md:flex-row md:overflow-x-auto md:pb-2 xl:grid xl:grid-cols-5 xl:gap-3 xl:overflow-visible"
      data-testid="board"
      // A region that scrolls sideways: reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t.pipeline.board.heading}
    >
      {board.columns.map((column) => {
        const cards = [
          ...column.cards.filter(
            (card) => !(moving && moving.id === card.id && moving.to !== column.stage),
          ),
          ...(moving && moving.to === column.stage && !column.cards.some((c) => c.id === moving.id)
            ? allCards.filter((card) => card.id === moving.id)
            : []),
        ]
        const headingId = `stage-${column.stage}`
        return (
          <section
            key={column.stage}
            aria-labelledby={headingId}
            data-stage={column.stage}
            className={cn(
              'bg-muted/40 flex min-w-0 flex-col rounded-lg border p-3 md:w-72 md:shrink-0 xl:w-auto',
              over === column.stage && 'ring-primary ring-2',
            )}
            onDragOver={(event) => {
              if (!dragged) return
              event.preventDefault()
              event.dataTransfer.dropEffect = 'move'
              setOver(column.stage)
            }}
            onDragLeave={() => setOver((current) => (current === column.stage ? null : current))}
            onDrop={(event) => drop(event, column.stage)}
          >
            <h3
              id={headingId}
              className="mb-3 flex flex-wrap items-baseline justify-between gap-x-2 font-semibold"
            >
              <span>{labels[column.stage]}</span>
              <span className="text-muted-foreground text-sm font-normal tabular-nums">
                {formatCount(m.columnCount, column.count, locale, {
                  n: column.count.toLocaleString(intlLocale),
                })}
              </span>
            </h3>
            {cards.length === 0 ? (
              <p className="text-muted-foreground text-sm">{m.emptyColumn}</p>
            ) : (
              <ul className="grid gap-3">
                {cards.map((card) => (
                  <li
                    key={card.id}
                    data-applicant={card.id}
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.setData('text/plain', card.id)
                      event.dataTransfer.effectAllowed = 'move'
                      setDragged({ id: card.id, from: column.stage })
                    }}
                    onDragEnd={() => setDragged(null)}
                    className={cn(
                      'bg-card grid cursor-grab gap-2 rounded-md border p-3 shadow-xs',
                      moving?.id === card.id && 'opacity-60',
                    )}
                  >
                    <Link
                      to={`/admin/careers/applicants/${card.id}`}
                      className="font-medium break-words hover:underline"
                    >
                      {card.name}
                    </Link>
                    <div className="text-muted-foreground flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span>
                        {format(m.applied, { date: formatDate(card.submittedAt, intlLocale) })}
                      </span>
                      <RatingText rating={card.rating} count={card.ratingCount} />
                    </div>
                    <MoveForm applicant={card} isCompact />
                  </li>
                ))}
              </ul>
            )}
            {column.count > column.cards.length ? (
              <Link
                to={`/admin/careers/applicants?job=${job}&stage=${column.stage}`}
                className="text-primary mt-3 text-sm underline-offset-4 hover:underline"
              >
                {format(m.showAll, { n: column.count.toLocaleString(intlLocale) })}
              </Link>
            ) : null}
          </section>
        )
      })}
    </div>
  )
}

/** Decision 045: a withdrawal is not a stage; those candidates are listed apart, not moved. */
function Withdrawn({ withdrawn }: { withdrawn: Board['withdrawn'] }) {
  const m = useT().pipeline.board
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  return (
    <section aria-labelledby="withdrawn-heading" className="rounded-lg border p-4">
      <h3 id="withdrawn-heading" className="flex items-baseline gap-2 font-semibold">
        {m.withdrawn}
        <span className="text-muted-foreground text-sm font-normal">
          {formatCount(m.columnCount, withdrawn.count, locale, {
            n: withdrawn.count.toLocaleString(intlLocale),
          })}
        </span>
      </h3>
      <p className="text-muted-foreground mt-1 text-sm">{m.withdrawnHint}</p>
      {withdrawn.cards.length === 0 ? (
        <p className="text-muted-foreground mt-3 text-sm">{m.noWithdrawn}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {withdrawn.cards.map((card) => (
            <li key={card.id} className="bg-card rounded-md border p-3 text-sm">
              <Link
                to={`/admin/careers/applicants/${card.id}`}
                className="font-medium hover:underline"
              >
                {card.name}
              </Link>
              <p className="text-muted-foreground">
                {format(m.withdrewOn, { date: formatDate(card.withdrawnAt, intlLocale) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
