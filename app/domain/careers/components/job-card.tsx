import { Briefcase, Calendar, CheckCircle2, MapPin } from 'lucide-react'
import { format, useT } from '~/i18n'
import { choiceLabel } from '~/lib/choice-label'
import { langOf } from '~/lib/localized'
import { Badge } from '~/ui/badge'
import { buttonVariants } from '~/ui/button'
import { Card, CardContent, CardFooter, CardHeader } from '~/ui/card'
import { UrlDialogLink } from '~/ui/url-dialog'
import type { JobText } from '../schema'

export type PublicJob = {
  id: string
  title: string
  department: string
  location: string
  type: string
  experience: string
  description: string
  responsibilities: string[]
  requirements: string[]
  postedOn: string
  /** Texts an Arabic page shows in English, their Arabic being empty (decision 018). */
  inEnglish: JobText[]
}

/**
 * One job of the careers page. `applyHref` opens the apply dialog for this job (?apply=job-001,
 * decision 012); null in the staff preview of a draft (decision 047), where the button shows
 * as the page will show it but applies to nothing.
 */
export function JobCard({ job, applyHref }: { job: PublicJob; applyHref: string | null }) {
  const careers = useT().careers
  const m = careers.job
  const headingId = `job-${job.id}-title`
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={headingId}>
        <CardHeader className="gap-3 border-b bg-slate-50/60">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="space-y-1">
              <h2
                id={headingId}
                className="text-navy text-xl font-semibold tracking-tight"
                {...langOf(job, 'title')}
              >
                {job.title}
              </h2>
              <p className="text-muted-foreground text-sm font-medium">
                {choiceLabel(careers.departments, job.department)}
              </p>
            </div>
            <Badge variant="teal">{choiceLabel(careers.jobTypes, job.type)}</Badge>
          </div>
          <ul className="text-muted-foreground flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" />
              <span className="sr-only">{m.location}: </span>
              <span {...langOf(job, 'location')}>{job.location}</span>
            </li>
            {job.experience ? (
              <li className="flex items-center gap-1.5">
                <Briefcase aria-hidden className="size-4" />
                <span className="sr-only">{m.experience}: </span>
                <span {...langOf(job, 'experience')}>{job.experience}</span>
              </li>
            ) : null}
            <li className="flex items-center gap-1.5">
              <Calendar aria-hidden className="size-4" />
              {m.postedOn} {job.postedOn}
            </li>
          </ul>
        </CardHeader>
        <CardContent className="space-y-6 pt-6">
          <p className="leading-relaxed" {...langOf(job, 'description')}>
            {job.description}
          </p>
          <div className="grid gap-6 md:grid-cols-2">
            <JobList
              title={m.responsibilities}
              items={job.responsibilities}
              language={langOf(job, 'responsibilities')}
            />
            <JobList
              title={m.requirements}
              items={job.requirements}
              language={langOf(job, 'requirements')}
            />
          </div>
        </CardContent>
        <CardFooter>
          {applyHref ? (
            <UrlDialogLink
              to={applyHref}
              className={buttonVariants()}
              aria-label={format(m.applyNowFor, { title: job.title })}
            >
              {m.applyNow}
            </UrlDialogLink>
          ) : (
            <span className={buttonVariants()} aria-disabled="true">
              {m.applyNow}
            </span>
          )}
        </CardFooter>
      </article>
    </Card>
  )
}

function JobList({
  title,
  items,
  language,
}: {
  title: string
  items: string[]
  /** `langOf` the list: English items on an Arabic page. */
  language: ReturnType<typeof langOf>
}) {
  if (items.length === 0) return null
  return (
    <section>
      <h3 className="mb-3 font-semibold">{title}</h3>
      <ul className="space-y-2 text-sm" {...language}>
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckCircle2 aria-hidden className="text-teal mt-0.5 size-4 shrink-0" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
