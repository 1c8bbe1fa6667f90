import { Form } from 'react-router'
import type { ReactNode } from 'react'
import type { Route } from './+types/reports'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { BarChart } from '~/components/charts/bar-chart'
import type { ChartTone } from '~/components/charts/chart-kit'
import { LineChart } from '~/components/charts/line-chart'
import { StackedBarChart } from '~/components/charts/stacked-bar-chart'
import { APPLICANT_STATUSES } from '~/domain/careers/schema'
import { areasOf } from '~/domain/conversations/conversations.server'
import {
  readApplicantsPerJob,
  readFailedEmailsPerWeek,
  readInvestmentOutcomes,
  readNewUsersPerWeek,
  readResponseTimes,
  readSubmissionsPerWeek,
  submissionKindsOf,
  type Compared,
  type SubmissionKind,
  type WeeklySeries,
} from '~/domain/reports/reports.server'
import { REPORT_PERIODS, ReportPeriodQuerySchema, resolvePeriod } from '~/domain/reports/schema'
import { REQUEST_STATUSES } from '~/domain/requests/schema'
import { format, formatCount, messagesAt, useIntlLocale, useLocale, useT } from '~/i18n'
import { DIRECTION } from '~/i18n/locale'
import { formatDate } from '~/lib/format-date'
import { formatChange } from '~/lib/format-change'
import { can } from '~/lib/permissions'
import { pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { NativeSelect } from '~/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.reports.metaTitle, m) },
    { name: 'description', content: m.reports.subtitle },
  ]
}

/**
 * Every staff member opens the screen; each section is read only for the roles holding the
 * permission of its area (decision 050), so the others' figures never leave the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requirePermission({ request, context }, 'dashboard')
  const query = ReportPeriodQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  // A GET form: a period that cannot be used shows the default one and says why (no 4xx page).
  const { period, problem } = resolvePeriod(query)
  const may = (permission: Parameters<typeof can>[1]) => can(staff.role, permission)
  const kinds = submissionKindsOf(staff.role)
  const areas = areasOf(staff.role)
  const [submissions, investments, responses, applicants, users, emails] = await Promise.all([
    kinds.length > 0 ? readSubmissionsPerWeek(period, kinds) : null,
    may('requests') ? readInvestmentOutcomes(period) : null,
    areas.length > 0 ? readResponseTimes(period, areas) : null,
    may('applicants') ? readApplicantsPerJob(period) : null,
    may('users') ? readNewUsersPerWeek(period) : null,
    may('emails') ? readFailedEmailsPerWeek(period) : null,
  ])
  return {
    query: {
      period: query.period,
      from: query.from ?? (query.period === 'custom' ? '' : period.firstDay),
      to: query.to ?? (query.period === 'custom' ? '' : period.lastDay),
    },
    problem,
    period: {
      name: period.name,
      firstDay: period.firstDay,
      lastDay: period.lastDay,
      previousFirstDay: period.previous.firstDay,
      previousLastDay: period.previous.lastDay,
    },
    submissions,
    investments,
    responses,
    applicants,
    users,
    emails,
  }
}

const KIND_TONES: Record<SubmissionKind, ChartTone> = {
  contact: 'info',
  consultancy: 'teal',
  investment: 'primary',
  custom: 'gold',
  application: 'success',
}

const OUTCOME_TONES = {
  Pending: 'muted',
  Accepted: 'success',
  Rejected: 'destructive',
  Withdrawn: 'gold',
} as const satisfies Record<(typeof REQUEST_STATUSES)[number], ChartTone>

const STAGE_TONES = {
  Pending: 'muted',
  Shortlisted: 'info',
  Interviewed: 'teal',
  Rejected: 'destructive',
  Hired: 'success',
} as const satisfies Record<(typeof APPLICANT_STATUSES)[number], ChartTone>

/** A Dubai day ('YYYY-MM-DD') as the page's language writes it. */
function dayLabel(day: string, intlLocale: string): string {
  return formatDate(new Date(`${day}T12:00:00+04:00`), intlLocale)
}

export default function AdminReportsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.reports
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const dir = DIRECTION[locale]
  const { query, problem, period, submissions, investments, responses, applicants, users, emails } =
    loaderData
  const number = (value: number) => value.toLocaleString(intlLocale)
  const hours = (value: number | null) =>
    value === null
      ? m.responses.none
      : formatCount(m.responses.hours, Math.round(value * 10) / 10, locale, {
          n: value.toLocaleString(intlLocale, { maximumFractionDigits: 1 }),
        })
  const change = (figure: Compared) =>
    formatChange(figure.current, figure.previous, m.change, intlLocale)
  const weeks = (series: WeeklySeries<string>) =>
    series.weeks.map((week) => dayLabel(week, intlLocale))
  const titleOf = (row: { title: string | null; titleAr: string | null }) =>
    (locale === 'ar' && row.titleAr ? row.titleAr : row.title) ?? null

  return (
    <div className="mx-auto max-w-7xl space-y-8 print:max-w-none print:space-y-4">
      <AdminPageHeader title={m.title} description={m.subtitle} />

      <Form
        method="get"
        className="bg-card flex flex-wrap items-end gap-3 rounded-lg border p-4 print:hidden"
        aria-describedby="report-period-hint"
      >
        <div className="grid gap-2">
          <Label htmlFor="report-period">{m.period.label}</Label>
          <NativeSelect id="report-period" name="period" defaultValue={query.period}>
            {REPORT_PERIODS.map((name) => (
              <option key={name} value={name}>
                {m.period.options[name]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="report-from">{m.period.from}</Label>
          <Input
            id="report-from"
            name="from"
            type="date"
            defaultValue={query.from}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'report-period-problem' : undefined}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="report-to">{m.period.to}</Label>
          <Input
            id="report-to"
            name="to"
            type="date"
            defaultValue={query.to}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'report-period-problem' : undefined}
          />
        </div>
        <Button type="submit" variant="secondary">
          {m.period.show}
        </Button>
        <p id="report-period-hint" className="text-muted-foreground w-full text-xs">
          {m.period.customHint}
        </p>
      </Form>

      {problem ? (
        <Alert variant="destructive" id="report-period-problem">
          <AlertDescription>{m.period.problems[problem]}</AlertDescription>
        </Alert>
      ) : null}

      <p className="text-sm font-medium" data-testid="report-period">
        {format(m.period.showing, {
          from: dayLabel(period.firstDay, intlLocale),
          to: dayLabel(period.lastDay, intlLocale),
          previousFrom: dayLabel(period.previousFirstDay, intlLocale),
          previousTo: dayLabel(period.previousLastDay, intlLocale),
        })}
      </p>

      {submissions ? (
        <ReportSection
          id="report-submissions"
          title={m.submissions.title}
          description={`${m.submissions.description} ${m.weekNote}`}
          figures={submissions.keys.map((kind) => ({
            label: m.submissions.kinds[kind],
            value: number(submissions.totals[kind].current),
            change: change(submissions.totals[kind]),
          }))}
        >
          <StackedBarChart
            title={m.submissions.title}
            summary={formatCount(
              m.submissions.summary,
              submissions.keys.reduce((sum, kind) => sum + submissions.totals[kind].current, 0),
              locale,
            )}
            categories={weeks(submissions)}
            categoryHeader={m.weekOf}
            series={submissions.keys.map((kind) => ({
              key: kind,
              label: m.submissions.kinds[kind],
              tone: KIND_TONES[kind],
              values: submissions.counts[kind],
            }))}
            totalHeader={submissions.keys.length > 1 ? m.total : undefined}
            formatValue={number}
            dir={dir}
          />
        </ReportSection>
      ) : null}

      {investments ? (
        <ReportSection
          id="report-investments"
          title={m.investments.title}
          description={m.investments.description}
          figures={[
            {
              label: m.submissions.kinds.investment,
              value: number(investments.totals.current),
              change: change(investments.totals),
            },
          ]}
        >
          <StackedBarChart
            orientation="rows"
            title={m.investments.title}
            summary={formatCount(m.investments.summary, investments.totals.current, locale)}
            categories={investments.rows.map((row) => titleOf(row) ?? m.investments.unknown)}
            categoryHeader={m.investments.investment}
            series={REQUEST_STATUSES.map((status) => ({
              key: status,
              label: t.requests.admin.statuses[status],
              tone: OUTCOME_TONES[status],
              values: investments.rows.map((row) => row.counts[status]),
            }))}
            totalHeader={m.total}
            formatValue={number}
            emptyText={m.empty}
            dir={dir}
          />
        </ReportSection>
      ) : null}

      {responses ? (
        <ReportSection
          id="report-responses"
          title={m.responses.title}
          description={m.responses.description}
          figures={responses.map((row) => ({
            label: `${t.conversations.areas[row.area]} · ${m.responses.firstMedian}`,
            value: hours(row.firstResponse.median),
            change:
              row.firstResponse.median !== null && row.previous.firstResponseMedian !== null
                ? formatChange(
                    Math.round(row.firstResponse.median * 10),
                    Math.round(row.previous.firstResponseMedian * 10),
                    m.change,
                    intlLocale,
                  )
                : row.firstResponse.median === null
                  ? m.responses.none
                  : m.change.fromNone,
          }))}
        >
          <BarChart
            title={m.responses.chartTitle}
            summary={formatCount(
              m.responses.summary,
              responses.reduce((sum, row) => sum + row.received, 0),
              locale,
            )}
            categories={responses.map((row) => t.conversations.areas[row.area])}
            categoryHeader={m.responses.area}
            series={[
              {
                key: 'first',
                label: m.responses.firstMedian,
                tone: 'primary',
                values: responses.map((row) => row.firstResponse.median ?? 0),
              },
              {
                key: 'resolution',
                label: m.responses.resolutionMedian,
                tone: 'teal',
                values: responses.map((row) => row.resolution.median ?? 0),
              },
            ]}
            formatValue={(value) => value.toLocaleString(intlLocale, { maximumFractionDigits: 1 })}
            emptyText={m.empty}
            dir={dir}
          />
          <Table data-testid="response-times">
            <TableHeader>
              <TableRow>
                <TableHead>{m.responses.area}</TableHead>
                <TableHead className="text-end">{m.responses.received}</TableHead>
                <TableHead className="text-end">{m.responses.responded}</TableHead>
                <TableHead className="text-end">{m.responses.firstMedian}</TableHead>
                <TableHead className="text-end">{m.responses.firstP90}</TableHead>
                <TableHead className="text-end">{m.responses.resolved}</TableHead>
                <TableHead className="text-end">{m.responses.resolutionMedian}</TableHead>
                <TableHead className="text-end">{m.responses.resolutionP90}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {responses.map((row) => (
                <TableRow key={row.area}>
                  <TableHead scope="row" className="font-medium">
                    {t.conversations.areas[row.area]}
                  </TableHead>
                  <TableCell className="text-end tabular-nums">{number(row.received)}</TableCell>
                  <TableCell className="text-end tabular-nums">{number(row.responded)}</TableCell>
                  <TableCell className="text-end tabular-nums">
                    {hours(row.firstResponse.median)}
                  </TableCell>
                  <TableCell className="text-end tabular-nums">
                    {hours(row.firstResponse.p90)}
                  </TableCell>
                  <TableCell className="text-end tabular-nums">{number(row.resolved)}</TableCell>
                  <TableCell className="text-end tabular-nums">
                    {hours(row.resolution.median)}
                  </TableCell>
                  <TableCell className="text-end tabular-nums">
                    {hours(row.resolution.p90)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ReportSection>
      ) : null}

      {applicants ? (
        <ReportSection
          id="report-applicants"
          title={m.applicants.title}
          description={m.applicants.description}
          figures={[
            {
              label: m.submissions.kinds.application,
              value: number(applicants.totals.current),
              change: change(applicants.totals),
            },
          ]}
        >
          <StackedBarChart
            orientation="rows"
            title={m.applicants.title}
            summary={formatCount(m.applicants.summary, applicants.totals.current, locale)}
            categories={applicants.rows.map((row) =>
              row.jobId === null
                ? m.applicants.openApplications
                : (titleOf(row) ?? m.investments.unknown),
            )}
            categoryHeader={m.applicants.job}
            series={[
              ...APPLICANT_STATUSES.map((stage) => ({
                key: stage,
                label: t.careers.admin.applicants.statusLabels[stage],
                tone: STAGE_TONES[stage] as ChartTone,
                values: applicants.rows.map((row) => row.stages[stage]),
              })),
              {
                key: 'withdrawn',
                label: m.applicants.withdrawn,
                tone: 'gold' as const,
                values: applicants.rows.map((row) => row.withdrawn),
              },
            ]}
            totalHeader={m.total}
            formatValue={number}
            emptyText={m.empty}
            dir={dir}
          />
        </ReportSection>
      ) : null}

      {users ? (
        <ReportSection
          id="report-users"
          title={m.users.title}
          description={m.weekNote}
          figures={[
            {
              label: m.users.series,
              value: number(users.totals.users.current),
              change: change(users.totals.users),
            },
          ]}
        >
          <LineChart
            title={m.users.title}
            summary={formatCount(m.users.summary, users.totals.users.current, locale)}
            categories={weeks(users)}
            categoryHeader={m.weekOf}
            series={[
              { key: 'users', label: m.users.series, tone: 'primary', values: users.counts.users },
            ]}
            formatValue={number}
            dir={dir}
          />
        </ReportSection>
      ) : null}

      {emails ? (
        <ReportSection
          id="report-emails"
          title={m.emails.title}
          description={`${m.emails.description} ${m.weekNote}`}
          figures={[
            {
              label: m.emails.series,
              value: number(emails.totals.failed.current),
              change: change(emails.totals.failed),
            },
          ]}
          action={
            emails.totals.failed.current > 0 ? (
              <Link
                to="/admin/emails?state=failed"
                className="text-primary text-sm font-medium underline-offset-4 hover:underline print:hidden"
              >
                {m.emails.link}
              </Link>
            ) : null
          }
        >
          <BarChart
            title={m.emails.title}
            summary={formatCount(m.emails.summary, emails.totals.failed.current, locale)}
            categories={weeks(emails)}
            categoryHeader={m.weekOf}
            series={[
              {
                key: 'failed',
                label: m.emails.series,
                tone: 'destructive',
                values: emails.counts.failed,
              },
            ]}
            formatValue={number}
            dir={dir}
          />
        </ReportSection>
      ) : null}
    </div>
  )
}

/** A report: its heading, its figures with their change, then its chart and tables. */
function ReportSection({
  id,
  title,
  description,
  figures,
  action,
  children,
}: {
  id: string
  title: string
  description: string
  figures: { label: string; value: string; change: string }[]
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id}>
      <Card className="print:break-inside-avoid print:shadow-none">
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div>
            <CardTitle as="h2" id={`${id}-title`}>
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {action}
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.label} className="rounded-lg border p-4">
                <dt className="text-muted-foreground text-sm font-medium">{figure.label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{figure.value}</dd>
                <dd className="text-muted-foreground mt-1 text-xs">{figure.change}</dd>
              </div>
            ))}
          </dl>
          {children}
        </CardContent>
      </Card>
    </section>
  )
}
