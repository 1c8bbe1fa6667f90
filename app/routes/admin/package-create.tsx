import { removeStoredImage } from '~/server/uploads.server'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/package-create'
import { parseFormWithImage } from '~/domain/investments/form-with-image.server'
import { emptyPackageValues, PackageForm } from '~/domain/packages/components/package-form'
import { createPackage } from '~/domain/packages/packages.server'
import { PackageFormSchema } from '~/domain/packages/schema'
import { t, useT } from '~/i18n'
import { useActionToast } from '~/lib/use-action-toast'
import { logger } from '~/server/logger.server'
import { requireAdmin } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const meta: Route.MetaFunction = () => [
  { title: `${t.investments.packageForm.createMetaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.investments.packageForm.createSubtitle },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const parsed = await parseFormWithImage(request, PackageFormSchema, 'packages')
  if (!parsed.isValid) return parsed.response
  const imageUrl = parsed.image.kind === 'stored' ? parsed.image.url : null
  try {
    await createPackage(admin, parsed.value, imageUrl)
  } catch (error) {
    logger.error({ err: error }, 'package not created')
    await removeStoredImage(imageUrl)
    return parsed.failed({ type: 'error', title: t.investments.packageForm.createFailed })
  }
  return redirectWithToast('/admin/packages', {
    type: 'success',
    title: t.investments.packageForm.created,
  })
}

export default function PackageCreateRoute({ actionData }: Route.ComponentProps) {
  const m = useT().investments.packageForm
  useActionToast(actionData?.toast)
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <Link
          to="/admin/packages"
          className="text-muted-foreground hover:text-foreground inline-flex items-center gap-2 text-sm font-medium"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {m.back}
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight md:text-3xl">{m.createTitle}</h1>
        <p className="text-muted-foreground mt-1">{m.createSubtitle}</p>
      </div>
      <PackageForm
        id="package-create"
        mode="create"
        defaultValue={emptyPackageValues}
        lastResult={actionData?.result}
        imageError={actionData?.imageError}
      />
    </div>
  )
}
