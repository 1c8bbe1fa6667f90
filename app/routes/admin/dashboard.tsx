import { formatDateTime } from '~/lib/format-date'
import { Link } from '~/ui/link'
import {
  ClipboardList,
  Clock,
  History,
  MailWarning,
  ShieldAlert,
  TrendingUp,
  Users,
} from 'lucide-react'
import type { ComponentType } from 'react'
import type { Route } from './+types/dashboard'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { areasOf } from '~/domain/conversations/conversations.server'
import { StackedBarChart } from '~/components/charts/stacked-bar-chart'
import type { ChartTone } from '~/components/charts/chart-kit'
import {
  countOverdueConversations,
  getAdminStats,
  readCounterTrends,
  type CounterTrend,
  type CounterTrends,
  listRecentSubmissions,
  type AdminStats,
  type OverdueCount,
  type RecentSubmission,
} from '~/domain/dashboard/dashboard.server'
import { countFailedEmails } from '~/domain/outbox/outbox.server'
import {
  readSubmissionsPerWeek,
  submissionKindsOf,
  type SubmissionKind,
} from '~/domain/reports/reports.server'
import { lastWeeksPeriod } from '~/domain/reports/schema'
import { listStaffWithoutTwoFactor } from '~/domain/staff/staff.server'
import { format, formatCount, messagesAt, useIntlLocale, useLocale, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { formatChange } from '~/lib/format-change'
import { formatDate } from '~/lib/format-date'
import { DIRECTION } from '~/i18n/locale'
import { can, type Permission } from '~/lib/permissions'
import { isEmailDeliveryConfigured } from '~/server/email.server'
import { env } from '~/server/env.server'
import { requirePermission } from '~/server/session.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Badge, type BadgeVariant } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/ui/table'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.admin.dashboard.metaTitle, m) },
    { name: 'description', content: m.admin.dashboard.subtitle },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requirePermission({ request, context }, 'dashboard')
  // Each role sees the counters and submissions of what it may open (lib/permissions.ts);
  // the other submissions (names, addresses) never leave the server.
  const may = (permission: Permission) => can(staff.role, permission)
  const showsEmails = may('emails')
  // The areas of conversations the role opens (decision 040): their overdue counts alone.
  const conversationAreas = areasOf(staff.role)
  // Decision 050: the last 12 weeks of the submissions the role may open.
  const kinds = submissionKindsOf(staff.role)
  const [stats, recent, failedEmails, withoutTwoFactor, overdue, trends, weekly] =
    await Promise.all([
      getAdminStats(),
      listRecentSubmissions(10),
      showsEmails ? countFailedEmails() : null,
      may('staff') ? listStaffWithoutTwoFactor() : null,
      conversationAreas.length > 0 ? countOverdueConversations(conversationAreas) : null,
      readCounterTrends(),
      kinds.length > 0 ? readSubmissionsPerWeek(lastWeeksPeriod(12), kinds) : null,
    ])
  const shows = {
    investments: may('investments:read'),
    requests: may('requests'),
    users: may('users'),
    audit: may('audit'),
    emails: showsEmails,
  }
  return {
    // Only the counters of areas the role may open leave the server, as the submissions.
    stats: countersShown(stats, shows),
    trends: trendsShown(trends, shows),
    weekly,
    // Decision 036: what weakens the site's security, for those who can change it.
    notices: {
      withoutTwoFactor: withoutTwoFactor && withoutTwoFactor.count > 0 ? withoutTwoFactor : null,
      mailFolder: showsEmails && !isEmailDeliveryConfigured() ? env().MAIL_DIR : null,
    },
    // Messages the outbox gave up on (decision 024), for Administrators.
    failedEmails,
    overdue,
    shows,
    recent: recent.filter((item) => may(SUBMISSION_PERMISSIONS[item.kind])),
  }
}

function countersShown(
  stats: AdminStats,
  shows: { investments: boolean; requests: boolean; users: boolean },
): Partial<AdminStats> {
  return {
    ...(shows.investments && {
      totalInvestments: stats.totalInvestments,
      activeInvestments: stats.activeInvestments,
    }),
    ...(shows.requests && {
      investmentRequests: stats.investmentRequests,
      specificRequests: stats.specificRequests,
      customRequests: stats.customRequests,
      pendingRequests: stats.pendingRequests,
    }),
    ...(shows.users && { registeredUsers: stats.registeredUsers }),
  }
}

function trendsShown(
  trends: CounterTrends,
  shows: { investments: boolean; requests: boolean; users: boolean; emails: boolean },
): Partial<CounterTrends> {
  return {
    ...(shows.investments && { investments: trends.investments }),
    ...(shows.requests && { requests: trends.requests, pending: trends.pending }),
    ...(shows.users && { users: trends.users }),
    ...(shows.emails && { failedEmails: trends.failedEmails }),
  }
}

const KIND_TONES: Record<SubmissionKind, ChartTone> = {
  contact: 'info',
  consultancy: 'teal',
  investment: 'primary',
  custom: 'gold',
  application: 'success',
}

/** The permission of the screen each kind of submission opens on. */
const SUBMISSION_PERMISSIONS: Record<RecentSubmission['kind'], Permission> = {
  investmentRequest: 'requests',
  customRequest: 'requests',
  contactMessage: 'contacts',
  jobApplication: 'applicants',
  consultancyRequest: 'consultancy-requests',
}

const kindBadge: Record<RecentSubmission['kind'], BadgeVariant> = {
  investmentRequest: 'default',
  customRequest: 'secondary',
  contactMessage: 'info',
  jobApplication: 'teal',
  consultancyRequest: 'gold',
}

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().admin.dashboard
  const { stats, failedEmails, recent, shows, notices, overdue, trends, weekly } = loaderData
  const reports = useT().reports
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const number = (value: number | null | undefined) => (value ?? 0).toLocaleString(intlLocale)
  /** "5 new in the last 30 days · +25% vs the 30 days before" (decision 050). */
  const trendOf = (trend: CounterTrend | undefined, added = reports.dashboard.added) =>
    trend
      ? `${formatCount(added, trend.current, locale)} · ${formatChange(
          trend.current,
          trend.previous,
          reports.dashboard.change,
          intlLocale,
        )}`
      : undefined

  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <AdminPageHeader title={m.title} description={m.subtitle} />

      {notices.withoutTwoFactor || notices.mailFolder ? (
        <section aria-label={m.securityLabel} className="space-y-4">
          {notices.withoutTwoFactor ? (
            <Alert data-testid="two-factor-missing">
              <ShieldAlert aria-hidden />
              <AlertTitle>
                {formatCount(m.twoFactorMissing, notices.withoutTwoFactor.count, locale)}
              </AlertTitle>
              <AlertDescription>
                <p>
                  {format(m.twoFactorMissingHint, {
                    names: notices.withoutTwoFactor.names.join(locale === 'ar' ? '، ' : ', '),
                  })}
                </p>
                <Link
                  to="/admin/staff"
                  className="text-primary mt-2 inline-block font-medium underline-offset-4 hover:underline"
                >
                  {m.twoFactorMissingLink}
                </Link>
              </AlertDescription>
            </Alert>
          ) : null}
          {notices.mailFolder ? (
            <Alert data-testid="email-not-configured">
              <MailWarning aria-hidden />
              <AlertTitle>{m.emailNotConfigured}</AlertTitle>
              <AlertDescription>
                <p>
                  {/* A path reads left to right in an Arabic sentence too: a bidi isolate. */}
                  {format(m.emailNotConfiguredHint, {
                    folder: `\u2066${notices.mailFolder}\u2069`,
                  })}
                </p>
              </AlertDescription>
            </Alert>
          ) : null}
        </section>
      ) : null}

      <section aria-label={m.countersLabel}>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {shows.investments ? (
            <Counter
              label={m.totalInvestments}
              value={number(stats.totalInvestments)}
              hint={formatCount(m.activeInvestments, stats.activeInvestments ?? 0, locale)}
              trend={trendOf(trends.investments)}
              icon={TrendingUp}
              to="/admin/investments"
            />
          ) : null}
          {shows.requests ? (
            <>
              <Counter
                label={m.investmentRequests}
                value={number(stats.investmentRequests)}
                hint={format(m.requestBreakdown, {
                  specific: number(stats.specificRequests),
                  custom: number(stats.customRequests),
                })}
                trend={trendOf(trends.requests)}
                icon={ClipboardList}
                to="/admin/requests"
              />
              <Counter
                label={m.pendingRequests}
                value={number(stats.pendingRequests)}
                hint={m.pendingHint}
                trend={trendOf(trends.pending, reports.dashboard.pendingAdded)}
                icon={Clock}
                to="/admin/requests?status=Pending"
              />
            </>
          ) : null}
          {shows.users ? (
            <Counter
              label={m.registeredUsers}
              value={number(stats.registeredUsers)}
              hint={m.usersHint}
              trend={trendOf(trends.users)}
              icon={Users}
              to="/admin/users"
            />
          ) : null}
          {shows.emails ? (
            <Counter
              label={m.failedEmails}
              value={number(failedEmails)}
              hint={m.failedEmailsHint}
              trend={trendOf(trends.failedEmails, reports.dashboard.failedAdded)}
              icon={MailWarning}
              to={failedEmails ? '/admin/emails?state=failed' : undefined}
              linkLabel={m.failedEmailsLink}
            />
          ) : null}
        </ul>
      </section>

      {weekly ? <WeeklySubmissions weekly={weekly} /> : null}

      {overdue ? <OverdueConversations overdue={overdue} /> : null}

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div>
            <CardTitle as="h2">{m.recentTitle}</CardTitle>
            <CardDescription>{m.recentSubtitle}</CardDescription>
          </div>
          {shows.audit ? (
            <Link
              to="/admin/audit"
              className="text-primary inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
            >
              <History className="size-4" aria-hidden />
              {m.auditLink}
            </Link>
          ) : null}
        </CardHeader>
        <CardContent>
          {recent.length === 0 ? (
            <p className="text-muted-foreground py-6 text-center">{m.recentEmpty}</p>
          ) : (
            <Table aria-label={m.recentTitle}>
              <TableHeader>
                <TableRow>
                  <TableHead>{m.columns.type}</TableHead>
                  <TableHead>{m.columns.name}</TableHead>
                  <TableHead>{m.columns.detail}</TableHead>
                  <TableHead>{m.columns.date}</TableHead>
                  <TableHead className="text-end">
                    <span className="sr-only">{m.columns.open}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {recent.map((item) => (
                  <RecentRow key={`${item.kind}-${item.id}`} item={item} />
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

function Counter({
  label,
  value,
  hint,
  trend,
  icon: Icon,
  to,
  linkLabel,
}: {
  label: string
  value: string
  hint: string
  /** What was added in the last 30 days and its change against the 30 days before. */
  trend?: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  /** Where the figure's rows are listed, when there is something to see. */
  to?: string
  linkLabel?: string
}) {
  const reports = useT().reports.dashboard
  return (
    <li>
      <Card className="h-full">
        <CardContent className="flex items-start justify-between gap-4 p-6">
          <div>
            <h2 className="text-muted-foreground text-sm font-medium">{label}</h2>
            <p className="mt-2 text-3xl font-bold tabular-nums">{value}</p>
            <p className="text-muted-foreground mt-1 text-xs">{hint}</p>
            {trend ? (
              <p className="mt-1 text-xs" data-testid="counter-trend">
                {trend}
              </p>
            ) : null}
            {to ? (
              <Link
                to={to}
                aria-label={linkLabel ? undefined : format(reports.openListOf, { label })}
                className="text-primary mt-2 inline-block text-xs font-medium underline-offset-4 hover:underline"
              >
                {linkLabel ?? reports.openList}
              </Link>
            ) : null}
          </div>
          <span className="bg-secondary text-primary rounded-lg p-2.5">
            <Icon className="size-5" aria-hidden />
          </span>
        </CardContent>
      </Card>
    </li>
  )
}

/** The last 12 weeks of submissions the role may open, per kind (decision 050). */
function WeeklySubmissions({ weekly }: { weekly: NonNullable<DashboardData['weekly']> }) {
  const t = useT()
  const m = t.reports
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const total = weekly.keys.reduce((sum, kind) => sum + weekly.totals[kind].current, 0)
  return (
    <Card data-testid="weekly-submissions">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle as="h2">{m.dashboard.chartTitle}</CardTitle>
          <CardDescription>{m.weekNote}</CardDescription>
        </div>
        <Link
          to="/admin/reports"
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          {m.dashboard.reportsLink}
        </Link>
      </CardHeader>
      <CardContent>
        <StackedBarChart
          title={m.dashboard.chartTitle}
          summary={formatCount(m.submissions.summary, total, locale)}
          categories={weekly.weeks.map((week) =>
            formatDate(new Date(`${week}T12:00:00+04:00`), intlLocale),
          )}
          categoryHeader={m.weekOf}
          series={weekly.keys.map((kind) => ({
            key: kind,
            label: m.submissions.kinds[kind],
            tone: KIND_TONES[kind],
            values: weekly.counts[kind],
          }))}
          totalHeader={weekly.keys.length > 1 ? m.total : undefined}
          formatValue={(value) => value.toLocaleString(intlLocale)}
          dir={DIRECTION[locale]}
        />
      </CardContent>
    </Card>
  )
}

type DashboardData = Route.ComponentProps['loaderData']

/** Per area the role opens: how many answers are overdue, and a link to them in the inbox. */
function OverdueConversations({ overdue }: { overdue: OverdueCount[] }) {
  const t = useT()
  const m = t.conversations.dashboard
  const locale = useLocale()
  return (
    <Card data-testid="overdue-conversations">
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
        <CardDescription>{m.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {overdue.map(({ area, n }) => (
            <li key={area} className="rounded-lg border p-4">
              <h3 className="text-muted-foreground text-sm font-medium">
                {t.conversations.areas[area]}
              </h3>
              <p className={cn('mt-2 text-xl font-bold', n > 0 && 'text-destructive')}>
                {formatCount(m.count, n, locale)}
              </p>
              {n > 0 ? (
                <Link
                  to={`/admin/conversations?area=${area}&overdue=1`}
                  aria-label={format(m.showLabel, { area: t.conversations.areas[area] })}
                  className="text-primary mt-2 inline-block text-xs font-medium underline-offset-4 hover:underline"
                >
                  {m.show}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

function humanize(value: string): string {
  const text = value.replace(/[-_]/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function RecentRow({ item }: { item: RecentSubmission }) {
  const m = useT().admin.dashboard
  const intlLocale = useIntlLocale()
  const type = m.types[item.kind]
  const name = item.name ?? m.unknownUser
  const detail =
    item.kind === 'investmentRequest'
      ? (item.detail ?? m.unknownInvestment)
      : item.kind === 'jobApplication'
        ? (item.detail ?? m.openApplication)
        : item.kind === 'customRequest' && item.detail
          ? humanize(item.detail)
          : item.detail
  return (
    <TableRow>
      <TableCell>
        <Badge variant={kindBadge[item.kind]}>{type}</Badge>
      </TableCell>
      <TableCell>
        <span className="font-medium">{name}</span>
        {item.email ? (
          <span className="text-muted-foreground block text-xs">{item.email}</span>
        ) : null}
      </TableCell>
      <TableCell className="text-muted-foreground max-w-64 truncate">{detail ?? '—'}</TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={new Date(item.submittedAt).toISOString()}>
          {formatDateTime(item.submittedAt, intlLocale)}
        </time>
      </TableCell>
      <TableCell className="text-end">
        <Button asChild variant="outline" size="sm">
          <Link to={item.href} aria-label={format(m.openLabel, { type, name })}>
            {m.open}
          </Link>
        </Button>
      </TableCell>
    </TableRow>
  )
}
