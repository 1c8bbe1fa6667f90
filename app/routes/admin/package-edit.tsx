import { isRouteErrorResponse } from 'react-router'
import { ClipboardCheck, History } from 'lucide-react'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import type { Route } from './+types/package-edit'
import { AdminFormPageHeader } from '~/components/admin/admin-page-header'
import { NotFound } from '~/components/not-found'
import { PackageForm } from '~/domain/packages/components/package-form'
import { getPackageForEdit, savePackageDraft } from '~/domain/packages/packages.server'
import { PackageEditSchema } from '~/domain/packages/schema'
import { DraftStatus } from '~/domain/publishing/components/draft-status'
import {
  isReviewRequired,
  publishDraft,
  readDraft,
  staleTranslationsFor,
} from '~/domain/publishing/publishing.server'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { done, handleForm } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { imageUpload } from '~/server/uploads.server'
import { Link } from '~/ui/link'

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = messagesAt(location.pathname)
  return [
    {
      title: loaderData
        ? `${t.investments.packageForm.editMetaTitle}: ${loaderData.item.name} | ${t.brand.shortName}`
        : `${t.notFound.metaTitle} | ${t.brand.shortName}`,
    },
    { name: 'description', content: t.investments.packageForm.editSubtitle },
  ]
}

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'packages')
  const [edit, draft, needsReview, stale] = await Promise.all([
    getPackageForEdit(params.id),
    readDraft('package', params.id),
    isReviewRequired('package'),
    // The texts whose twin changed after them (decision 052).
    staleTranslationsFor('package', params.id),
  ])
  if (!edit) notFound()
  return {
    // The form edits the draft when there is one (decision 047), else the published version.
    item: edit.item,
    draft: draft
      ? { state: draft.state, lastEditorName: draft.lastEditorName, updatedAt: draft.updatedAt }
      : null,
    needsReview,
    stale,
  }
}

/**
 * "Save Changes" publishes at once where editors publish packages (the settings' choice,
 * decision 047), keeping a revision; "Save as draft", or any save where packages need
 * review, keeps the public version and leads to the draft's page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requirePermission({ request, context }, 'packages')
  if (!(await getPackageForEdit(params.id))) notFound()
  const messages = messagesOf(request)
  const m = messages.investments.packageForm
  const d = messages.revisions.draft
  return handleForm(
    { request, context },
    PackageEditSchema,
    async ({ saveAs, ...item }, { uploads }) => {
      const outcome = await savePackageDraft(staff, params.id, item, uploads.image)
      // Deleted meanwhile: the page's 404 (handleForm removes the new image).
      if (outcome.kind === 'not-found') notFound()
      const needsReview = await isReviewRequired('package')
      if (saveAs !== 'draft' && !needsReview) {
        const published = await publishDraft(staff, 'package', params.id)
        if (published.kind === 'not-found') notFound()
        if (published.kind === 'published') {
          return done('/admin/packages', { type: 'success', title: m.updated })
        }
      }
      return done(`/admin/publishing/package/${params.id}`, {
        type: 'success',
        title: d.savedToast,
        description: needsReview ? d.savedBody : d.savedBodyEditor,
      })
    },
    { files: { image: imageUpload('packages') }, failed: { title: m.updateFailed } },
  )
}

export default function PackageEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.investments.packageForm
  const { item, draft, needsReview, stale } = loaderData
  const linkClass =
    'text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline'
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <AdminFormPageHeader
        backTo="/admin/packages"
        backLabel={m.back}
        title={m.editTitle}
        description={item.name}
      >
        <div className="flex flex-wrap gap-4">
          <Link to={`/admin/publishing/package/${item.id}`} className={linkClass}>
            <ClipboardCheck aria-hidden className="size-4" />
            {t.revisions.draft.link}
          </Link>
          <Link to={`/admin/publishing/package/${item.id}/revisions`} className={linkClass}>
            <History aria-hidden className="size-4" />
            {t.revisions.link}
          </Link>
        </div>
      </AdminFormPageHeader>
      <DraftStatus contentType="package" itemId={item.id} draft={draft} />
      <PackageForm
        id={`package-edit-${item.id}`}
        mode="edit"
        stale={stale}
        defaultValue={{
          name: item.name,
          nameAr: item.nameAr,
          description: item.description,
          descriptionAr: item.descriptionAr,
          price: item.price,
          services: item.services.length > 0 ? item.services : [''],
          servicesAr: item.servicesAr.length > 0 ? item.servicesAr : [''],
        }}
        actionData={actionData}
        currentImageUrl={item.imageUrl}
        saveDraftLabel={needsReview ? undefined : t.revisions.draft.saveDraft}
      />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
