import { isRouteErrorResponse } from 'react-router'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import type { Route } from './+types/package-edit'
import { AdminFormPageHeader } from '~/components/admin/admin-page-header'
import { NotFound } from '~/components/not-found'
import { PackageForm } from '~/domain/packages/components/package-form'
import { getPackage, updatePackage } from '~/domain/packages/packages.server'
import { PackageFormSchema } from '~/domain/packages/schema'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { done, handleForm } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { imageUpload } from '~/server/uploads.server'

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
  const item = await getPackage(params.id)
  if (!item) notFound()
  return { item }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'packages')
  if (!(await getPackage(params.id))) notFound()
  const m = messagesOf(request).investments.packageForm
  return handleForm(
    { request, context },
    PackageFormSchema,
    async (item, { uploads }) => {
      const outcome = await updatePackage(admin, params.id, item, uploads.image)
      // Deleted meanwhile: the page's 404 (handleForm removes the new image).
      if (outcome.kind === 'not-found') notFound()
      return done('/admin/packages', { type: 'success', title: m.updated })
    },
    { files: { image: imageUpload('packages') }, failed: { title: m.updateFailed } },
  )
}

export default function PackageEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().investments.packageForm
  const { item } = loaderData
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <AdminFormPageHeader
        backTo="/admin/packages"
        backLabel={m.back}
        title={m.editTitle}
        description={item.name}
      />
      <PackageForm
        id={`package-edit-${item.id}`}
        mode="edit"
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
      />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
