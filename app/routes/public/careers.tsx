import { Send } from 'lucide-react'
import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/careers'
import { ActionRefusal } from '~/components/forms/fields'
import { listActiveJobs, submitApplication, toPublicJob } from '~/domain/careers/careers.server'
import { cvTextOf } from '~/domain/careers/cv-text.server'
import {
  APPLY_DIALOG_ID,
  ApplyDialog,
  type ApplyTarget,
} from '~/domain/careers/components/apply-dialog'
import { DepartmentTabs } from '~/domain/careers/components/department-tabs'
import { JobCard } from '~/domain/careers/components/job-card'
import { buildJobPostingsLd, serializeJsonLd } from '~/domain/careers/job-posting-ld'
import { ApplicationSchema } from '~/domain/careers/schema'
import { withoutHydration } from '~/root'
import { getSiteSettingsIn } from '~/domain/settings/settings.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfPath, localeOfRequest, localizePath } from '~/i18n/locale'
import { closedDialogHref, dialogHref, isDialogToggle } from '~/lib/dialog-url'
import { langOf } from '~/lib/localized'
import { useNonce } from '~/lib/nonce'
import { useActionToast } from '~/lib/use-action-toast'
import { canonicalUrl, pageMeta, pageTitle, socialImagePath } from '~/lib/seo'
import { env } from '~/server/env.server'
import { done, handleForm, refused } from '~/server/action.server'
import { CV_MAX_BYTES, CV_TYPES, documentUpload } from '~/server/uploads.server'
import { buttonVariants } from '~/ui/button'
import { PageHero } from '~/ui/page-hero'
import { UrlDialogLink } from '~/ui/url-dialog'

// Not hydrated: the apply dialog and its form are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  // A shared link to one job's application (?apply=job-001) previews that job's card.
  const applyFor = new URLSearchParams(location.search).get('apply')
  const job = loaderData?.jobs.find((item) => item.id === applyFor)
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.careers.meta.title, m),
    description: m.careers.meta.description,
    image: job
      ? socialImagePath.job(job.id, localeOfPath(location.pathname))
      : socialImagePath.home(),
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request)
  const department = new URL(request.url).searchParams.get('department')?.trim() || null
  const [jobs, settings] = await Promise.all([
    listActiveJobs(department, locale),
    getSiteSettingsIn(locale),
  ])
  return {
    department,
    jobs: jobs.map((job) => toPublicJob(job, locale)),
    // In the page's language, like the cards; the page's own address is the posting's.
    jobPostingsLd: buildJobPostingsLd(jobs, {
      companyName: settings.companyName,
      pageUrl: canonicalUrl(env().APP_URL, localizePath(locale, '/careers')),
      siteUrl: env().APP_URL,
    }),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const m = messages.careers.apply
  // Back to the list the visitor applied from, the dialog closed (?apply=… dropped).
  const back = closedDialogHref(request.url, ['apply'])
  return handleForm(
    { request, context },
    ApplicationSchema,
    async (
      { jobId, fullName, email, phone, coverLetter, talentPool, source, resume: file },
      { uploads, senderId },
    ) => {
      const { resume } = uploads
      if (resume.kind !== 'stored') throw new Error('the CV rule stores a file or refuses')
      // Decision 045: the CV's words for the talent pool's search, read once at upload
      // (null when the file has no readable text; the application is saved all the same).
      const cvText = await cvTextOf(Buffer.from(await file.arrayBuffer()), resume.mime)
      const saved = await submitApplication({
        jobId: jobId || null,
        name: fullName,
        email,
        phone,
        coverLetter,
        cv: resume,
        locale: localeOfRequest(request),
        talentPool,
        userId: senderId,
        source,
        cvText,
      })
      if (saved.kind === 'job-not-found') return refused(404, { title: m.errors.jobNotFound })
      if (saved.kind === 'job-closed') return refused(400, { title: m.errors.jobClosed })
      return done(back, {
        type: 'success',
        title: m.success.title,
        description: saved.jobTitle
          ? format(m.success.description, { title: saved.jobTitle })
          : m.success.openDescription,
      })
    },
    {
      publicForm: {
        name: 'careers-apply',
        acceptedAs: done(back, { type: 'success', title: m.success.title }),
      },
      files: {
        resume: documentUpload({
          folder: 'cv',
          types: CV_TYPES,
          maxBytes: CV_MAX_BYTES,
          messages: {
            missing: m.errors.resumeRequired,
            wrongType: m.errors.resumeWrongType,
            tooLarge: m.errors.resumeTooLarge,
          },
        }),
      },
    },
  )
}

// Opening or closing the apply dialog (?apply=…) keeps the jobs already loaded.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isDialogToggle(args, ['apply']) ? false : args.defaultShouldRevalidate
}

export default function CareersRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().careers
  const nonce = useNonce()
  const location = useLocation()
  const { jobs, department, jobPostingsLd } = loaderData
  // SPEC 2 'Apply Now' / 'Submit Open Application': the dialog is ?apply=job-001 or ?apply=open.
  const search = new URLSearchParams(location.search)
  const applyParam = search.get('apply')
  // Decision 045: where the visitor came from (?source=linkedin) travels with the form.
  const source = search.get('source') ?? ''
  const appliedJob = jobs.find((job) => job.id === applyParam)
  const applyTarget: ApplyTarget | null =
    applyParam === 'open'
      ? { jobId: null, title: null }
      : appliedJob
        ? { jobId: appliedJob.id, title: appliedJob.title, titleLang: langOf(appliedJob, 'title') }
        : null
  const applyHref = (target: string) =>
    `${dialogHref(location, { apply: target })}#${APPLY_DIALOG_ID}`
  useActionToast(actionData?.toast)

  return (
    <>
      {jobPostingsLd.length > 0 ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          // Built on the server from our own data; '<' is escaped by serializeJsonLd.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingsLd) }}
        />
      ) : null}
      <PageHero title={m.hero.title} subtitle={m.hero.subtitle} />
      <section className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <ApplyDialog
          target={applyTarget}
          source={source}
          action={dialogHref(location, {})}
          closeTo={dialogHref(location, { apply: null })}
          actionData={actionData}
        />
        {/* A refusal for a job that has closed meanwhile: its dialog is gone, the reason stays. */}
        {applyTarget ? null : <ActionRefusal actionData={actionData} />}
        <DepartmentTabs current={department} />
        {jobs.length === 0 ? (
          <div className="bg-muted/50 rounded-lg border border-dashed px-6 py-12 text-center">
            <h2 className="text-lg font-semibold">{m.empty.title}</h2>
            <p className="text-muted-foreground mt-2">{m.empty.body}</p>
          </div>
        ) : (
          <ul className="space-y-6">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} applyHref={applyHref(job.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="bg-muted/60 border-t">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h2 className="text-navy text-2xl font-bold tracking-tight">{m.openApplication.title}</h2>
          <p className="text-muted-foreground mx-auto mt-3 max-w-2xl">{m.openApplication.body}</p>
          <UrlDialogLink
            to={applyHref('open')}
            className={buttonVariants({ size: 'lg', className: 'mt-6' })}
          >
            <Send aria-hidden className="rtl:-scale-x-100" /> {m.openApplication.button}
          </UrlDialogLink>
        </div>
      </section>
    </>
  )
}
