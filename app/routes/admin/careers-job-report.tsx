import { ArrowLeft, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Route } from './+types/careers-job-report'
import { getJob } from '~/domain/careers/careers.server'
import { readPipelineFigures } from '~/domain/careers/pipeline-figures.server'
import { OPEN_APPLICATIONS } from '~/domain/careers/schema'
import { format, formatCount, messagesAt, messagesOf, useIntlLocale, useLocale, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { localize } from '~/lib/localized'
import { pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { buttonVariants } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const m = messagesAt(location.pathname)
  const title = loaderData ? format(m.talent.report.heading, { title: loaderData.title }) : null
  return [
    { title: pageTitle(title ?? m.talent.report.metaTitle, m) },
    { name: 'description', content: m.talent.report.metaTitle },
  ]
}

/**
 * One job's pipeline in numbers (decisions 045, 046): applicants per stage, time in each stage
 * and where they came from, read from the figures kept as applicants are written. `:id` is a job's id, or 'open' for open applications.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'applicants')
  let jobId: string | null = null
  let title: string
  if (params.id === OPEN_APPLICATIONS) {
    title = messagesOf(request).talent.report.openTitle
  } else {
    const job = await getJob(params.id)
    if (!job) throw new Response('Not Found', { status: 404 })
    jobId = job.id
    // The job's Arabic title on an Arabic page when it has one (decision 018).
    title = localize(job, localeOfRequest(request), ['title']).title
  }
  return { id: params.id, title, report: await readPipelineFigures(jobId) }
}

export default function CareersJobReportRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.talent.report
  const statusLabels = t.careers.admin.applicants.statusLabels
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const { id, title, report } = loaderData
  const number = (n: number) => n.toLocaleString(intlLocale)
  const days = (value: number | null) => {
    if (value === null) return '—'
    const rounded = Math.round(value * 10) / 10
    return formatCount(m.time.days, rounded, locale, {
      n: rounded.toLocaleString(intlLocale, { maximumFractionDigits: 1 }),
    })
  }
  const mostInStage = Math.max(1, report.withdrawn, ...report.stages.map((row) => row.count))
  const mostFromSource = Math.max(1, ...report.sources.map((row) => row.count))
  const longest = Math.max(0, ...report.time.map((row) => row.meanDays ?? 0))

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <Link
          to="/admin/careers/jobs"
          className={buttonVariants({ variant: 'ghost', className: '-ms-3' })}
        >
          <ArrowLeft aria-hidden className="rtl:rotate-180" /> {m.back}
        </Link>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{format(m.heading, { title })}</h1>
            <p className="text-muted-foreground mt-1">
              {formatCount(m.total, report.total, locale)}
            </p>
          </div>
          <Link
            to={`/admin/careers/applicants?job=${encodeURIComponent(id)}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Users aria-hidden /> {m.viewApplicants}
          </Link>
        </div>
      </div>

      <Section title={m.stages.heading}>
        <ReportTable head={[m.stages.stage, m.stages.count]}>
          {report.stages.map((row) => (
            <BarRow
              key={row.stage}
              label={statusLabels[row.stage]}
              value={number(row.count)}
              share={row.count / mostInStage}
            />
          ))}
          <BarRow
            label={m.stages.withdrawn}
            value={number(report.withdrawn)}
            share={report.withdrawn / mostInStage}
            isMuted
          />
        </ReportTable>
      </Section>

      <Section title={m.time.heading} description={m.time.note}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{m.time.stage}</TableHead>
              <TableHead className="text-end">{m.time.mean}</TableHead>
              <TableHead className="text-end">{m.time.median}</TableHead>
              <TableHead className="text-end">{m.time.periods}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.time.map((row) => (
              <TableRow key={row.stage}>
                <TableCell className="w-1/3">
                  <span className="block font-medium">{statusLabels[row.stage]}</span>
                  <Bar share={longest > 0 ? (row.meanDays ?? 0) / longest : 0} />
                </TableCell>
                <TableCell className="text-end whitespace-nowrap tabular-nums">
                  {days(row.meanDays)}
                </TableCell>
                <TableCell className="text-end whitespace-nowrap tabular-nums">
                  {days(row.medianDays)}
                </TableCell>
                <TableCell className="text-end tabular-nums">{number(row.periods)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      <Section title={m.sources.heading} description={m.sources.note}>
        {report.sources.length === 0 ? (
          <p className="text-muted-foreground text-sm">{m.empty}</p>
        ) : (
          <ReportTable head={[m.sources.source, m.sources.count]}>
            {report.sources.map((row) => (
              <BarRow
                key={row.source}
                label={row.source ? <span dir="ltr">{row.source}</span> : m.sources.direct}
                value={number(row.count)}
                share={row.count / mostFromSource}
              />
            ))}
          </ReportTable>
        )}
      </Section>
    </div>
  )
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

function ReportTable({ head, children }: { head: [string, string]; children: ReactNode }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{head[0]}</TableHead>
          <TableHead className="text-end">{head[1]}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  )
}

/** A row with its number and a bar as long as its share of the largest (plain CSS, no JS). */
function BarRow({
  label,
  value,
  share,
  isMuted = false,
}: {
  label: ReactNode
  value: string
  share: number
  isMuted?: boolean
}) {
  return (
    <TableRow>
      <TableCell className="w-full">
        <span className={isMuted ? 'text-muted-foreground block' : 'block font-medium'}>
          {label}
        </span>
        <Bar share={share} isMuted={isMuted} />
      </TableCell>
      <TableCell className="text-end align-top tabular-nums">{value}</TableCell>
    </TableRow>
  )
}

function Bar({ share, isMuted = false }: { share: number; isMuted?: boolean }) {
  const width = `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`
  return (
    <span aria-hidden className="bg-muted mt-1.5 block h-2 w-full overflow-hidden rounded-full">
      <span
        className={`block h-full rounded-full ${isMuted ? 'bg-muted-foreground/50' : 'bg-primary'}`}
        style={{ width }}
      />
    </span>
  )
}
