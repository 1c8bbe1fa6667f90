import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/careers-applicants-bulk'
import { FormErrors } from '~/components/forms/fields'
import { BulkActionSchema } from '~/domain/careers/hiring-mail-schema'
import { OPEN_APPLICATIONS } from '~/domain/careers/schema'
import { BULK_MAX, bulkApplicants } from '~/domain/careers/templates.server'
import { format, formatCount, messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { buttonVariants } from '~/ui/button'
import { Link } from '~/ui/link'

/*
 * The table view's bulk bar posts here (decision 045: a bulk action writes and e-mails each
 * selected applicant once, in one transaction). Done, it goes back to the table with what
 * happened; refused, this page says why (no JavaScript needed either way).
 */

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [{ title: pageTitle(m.hiringTemplates.bulk.label, m) }]
}

/**
 * Opened without a post, the page says how the bar works and links back. It never redirects:
 * after a refused post the loaders run too, and a redirect would hide the refusal's message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'applicants')
  return null
}

function tableOf(job: string): string {
  return `/admin/careers/applicants?job=${encodeURIComponent(job)}`
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requirePermission({ request, context }, 'applicants')
  const locale = localeOfRequest(request)
  const m = messagesOf(request).hiringTemplates.bulk
  const e = messagesOf(request).hiringTemplates.errors
  return handleForm(
    { request, context },
    BulkActionSchema,
    async (value) => {
      if (value.ids.length === 0) return refused(400, { title: e.noneSelected })
      if (new Set(value.ids).size > BULK_MAX) {
        return refused(400, { title: format(e.tooMany, { max: BULK_MAX }) })
      }
      const outcome = await bulkApplicants(staff, {
        jobId: value.job === OPEN_APPLICATIONS || value.job === '' ? null : value.job,
        ids: value.ids,
        action: value.intent,
        template: value.template,
      })
      if (outcome.kind === 'too-many') {
        return refused(400, { title: format(e.tooMany, { max: BULK_MAX }) })
      }
      const title = formatCount(
        outcome.action === 'reject' ? m.rejected : m.sent,
        outcome.count,
        locale,
        { n: outcome.count },
      )
      return done(tableOf(value.job), {
        type: outcome.skipped > 0 ? 'info' : 'success',
        title,
        ...(outcome.skipped > 0
          ? { description: formatCount(m.skipped, outcome.skipped, locale, { n: outcome.skipped }) }
          : {}),
      })
    },
    { failed: { title: m.failed } },
  )
}

export default function CareersApplicantsBulkRoute({ actionData }: Route.ComponentProps) {
  const t = useT()
  useActionToast(actionData?.toast)
  const job = actionData?.result?.initialValue?.job
  const errors = actionData?.result?.error
    ? [...new Set(Object.values(actionData.result.error).flatMap((list) => list ?? []))]
    : []
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <h1 className="text-3xl font-bold tracking-tight">{t.hiringTemplates.bulk.label}</h1>
      {errors.length > 0 ? (
        <FormErrors errors={errors} />
      ) : (
        <p className="text-muted-foreground">{t.hiringTemplates.bulk.hint}</p>
      )}
      <div>
        <Link
          to={typeof job === 'string' ? tableOf(job) : '/admin/careers/applicants'}
          className={buttonVariants({ variant: 'outline' })}
        >
          <ArrowLeft aria-hidden className="rtl:rotate-180" /> {t.careers.admin.applicants.heading}
        </Link>
      </div>
    </div>
  )
}
