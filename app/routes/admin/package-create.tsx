import type { Route } from './+types/package-create'
import { AdminFormPageHeader } from '~/components/admin/admin-page-header'
import { emptyPackageValues, PackageForm } from '~/domain/packages/components/package-form'
import { createPackage } from '~/domain/packages/packages.server'
import { PackageFormSchema } from '~/domain/packages/schema'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { done, handleForm } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { imageUpload } from '~/server/uploads.server'

export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesAt(location.pathname)
  return [
    { title: `${t.investments.packageForm.createMetaTitle} | ${t.brand.shortName}` },
    { name: 'description', content: t.investments.packageForm.createSubtitle },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'packages')
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'packages')
  const m = messagesOf(request).investments.packageForm
  return handleForm(
    { request, context },
    PackageFormSchema,
    async (item, { uploads }) => {
      await createPackage(admin, item, uploads.image)
      return done('/admin/packages', { type: 'success', title: m.created })
    },
    { files: { image: imageUpload('packages') }, failed: { title: m.createFailed } },
  )
}

export default function PackageCreateRoute({ actionData }: Route.ComponentProps) {
  const m = useT().investments.packageForm
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <AdminFormPageHeader
        backTo="/admin/packages"
        backLabel={m.back}
        title={m.createTitle}
        description={m.createSubtitle}
      />
      <PackageForm
        id="package-create"
        mode="create"
        defaultValue={emptyPackageValues}
        actionData={actionData}
      />
    </div>
  )
}
