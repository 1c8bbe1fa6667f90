import { isRouteErrorResponse } from 'react-router'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { Link } from '~/ui/link'
import { ClipboardCheck, ExternalLink, FileSignature, FolderLock, History } from 'lucide-react'
import type { Route } from './+types/investment-edit'
import { AdminFormPageHeader } from '~/components/admin/admin-page-header'
import { InvestmentForm } from '~/domain/investments/components/investment-form'
import { NotFound } from '~/components/not-found'
import { InvestmentFormSchema } from '~/domain/investments/schema'
import {
  getInvestmentForEdit,
  saveInvestmentDraft,
  type InvestmentDocument,
} from '~/domain/investments/investments.server'
import { DraftStatus } from '~/domain/publishing/components/draft-status'
import { readDraft } from '~/domain/publishing/publishing.server'
import { listPackageOptions } from '~/domain/packages/packages.server'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { done, handleForm } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { imageUpload } from '~/server/uploads.server'
import { scheduleInputOf } from '~/domain/publishing/components/schedule-fields'

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = messagesAt(location.pathname)
  return [
    {
      title: loaderData
        ? `${t.investments.form.editMetaTitle}: ${loaderData.investment.title} | ${t.brand.shortName}`
        : `${t.notFound.metaTitle} | ${t.brand.shortName}`,
    },
    { name: 'description', content: t.investments.form.editSubtitle },
  ]
}

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'investments:write')
  const [investment, packageOptions, draft] = await Promise.all([
    getInvestmentForEdit(params.id),
    listPackageOptions(),
    readDraft('investment', params.id),
  ])
  if (!investment) notFound()
  return {
    investment,
    packageOptions,
    // The form edits the draft when there is one (decision 047), else the published version.
    draft: draft
      ? {
          document: draft.document as Partial<InvestmentDocument>,
          state: draft.state,
          lastEditorName: draft.lastEditorName,
          updatedAt: draft.updatedAt,
        }
      : null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requirePermission({ request, context }, 'investments:write')
  if (!(await getInvestmentForEdit(params.id))) notFound()
  const messages = messagesOf(request)
  const m = messages.investments.form
  const d = messages.revisions.draft
  return handleForm(
    { request, context },
    InvestmentFormSchema,
    async (investment, { uploads }) => {
      const outcome = await saveInvestmentDraft(staff, params.id, investment, uploads.image)
      // Deleted meanwhile: the page's 404 (handleForm removes the new image).
      if (outcome.kind === 'not-found') notFound()
      return done(`/admin/publishing/investment/${params.id}`, {
        type: 'success',
        title: d.savedToast,
        description: d.savedBody,
      })
    },
    { files: { image: imageUpload('investments') }, failed: { title: m.updateFailed } },
  )
}

export default function InvestmentEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.investments.form
  const { investment, packageOptions, draft } = loaderData
  const source = { ...investment, ...draft?.document }
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <AdminFormPageHeader
        backTo="/admin/investments"
        backLabel={m.back}
        title={m.editTitle}
        description={investment.title}
      >
        <div className="flex flex-wrap gap-4">
          <Link
            to={`/investments/${investment.id}`}
            className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            {m.viewOnSite}
          </Link>
          <Link
            to={`/admin/investments/${investment.id}/documents`}
            className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
          >
            <FolderLock aria-hidden className="size-4" />
            {t.dataRoom.admin.manage}
          </Link>
          <Link
            to={`/admin/publishing/investment/${investment.id}`}
            className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
          >
            <ClipboardCheck aria-hidden className="size-4" />
            {t.revisions.draft.link}
          </Link>
          <Link
            to={`/admin/investments/${investment.id}/revisions`}
            className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
          >
            <History aria-hidden className="size-4" />
            {t.revisions.link}
          </Link>
          <Link
            to={`/admin/investments/${investment.id}/nda`}
            className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
          >
            <FileSignature aria-hidden className="size-4" />
            {t.nda.admin.link}
          </Link>
        </div>
      </AdminFormPageHeader>
      <DraftStatus contentType="investment" itemId={investment.id} draft={draft} />
      <InvestmentForm
        id={`investment-edit-${investment.id}`}
        mode="edit"
        defaultValue={{
          title: source.title,
          titleAr: source.titleAr,
          description: source.description,
          descriptionAr: source.descriptionAr,
          type: source.type,
          department: source.department ?? '',
          profitMargin: source.profitMargin,
          profitMarginAr: source.profitMarginAr,
          profitSchema: source.profitSchema,
          profitSchemaAr: source.profitSchemaAr,
          riskWarning: source.riskWarning,
          riskWarningAr: source.riskWarningAr,
          isActive: source.isActive,
          links: source.links.length > 0 ? source.links : [{ title: '', titleAr: '', url: '' }],
          packageIds: source.packageIds,
          publishAt: scheduleInputOf(investment.schedule.publishAt),
          unpublishAt: scheduleInputOf(investment.schedule.unpublishAt),
          closesAt: scheduleInputOf(investment.schedule.closesAt),
        }}
        actionData={actionData}
        currentImageUrl={source.imageUrl ?? null}
        packageOptions={packageOptions}
        stale={investment.stale}
      />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
