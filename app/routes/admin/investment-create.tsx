import { removeStoredImage } from '~/server/uploads.server'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/investment-create'
import {
  emptyInvestmentValues,
  InvestmentForm,
} from '~/domain/investments/components/investment-form'
import { parseFormWithImage } from '~/domain/investments/form-with-image.server'
import { InvestmentFormSchema } from '~/domain/investments/schema'
import { createInvestment } from '~/domain/investments/investments.server'
import { listPackageOptions } from '~/domain/packages/packages.server'
import { t, useT } from '~/i18n'
import { useActionToast } from '~/lib/use-action-toast'
import { logger } from '~/server/logger.server'
import { requireAdmin } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const meta: Route.MetaFunction = () => [
  { title: `${t.investments.form.createMetaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.investments.form.createSubtitle },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { packageOptions: await listPackageOptions() }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const parsed = await parseFormWithImage(request, InvestmentFormSchema, 'investments')
  if (!parsed.isValid) return parsed.response
  const imageUrl = parsed.image.kind === 'stored' ? parsed.image.url : null
  try {
    await createInvestment(admin, parsed.value, imageUrl)
  } catch (error) {
    logger.error({ err: error }, 'investment not created')
    await removeStoredImage(imageUrl)
    return parsed.failed({ type: 'error', title: t.investments.form.createFailed })
  }
  return redirectWithToast('/admin/investments', {
    type: 'success',
    title: t.investments.form.created,
  })
}

export default function InvestmentCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().investments.form
  useActionToast(actionData?.toast)
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <Link
          to="/admin/investments"
          className="text-muted-foreground hover:text-foreground inline-flex items-center gap-2 text-sm font-medium"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {m.back}
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight md:text-3xl">{m.createTitle}</h1>
        <p className="text-muted-foreground mt-1">{m.createSubtitle}</p>
      </div>
      <InvestmentForm
        id="investment-create"
        mode="create"
        defaultValue={emptyInvestmentValues}
        lastResult={actionData?.result}
        imageError={actionData?.imageError}
        packageOptions={loaderData.packageOptions}
      />
    </div>
  )
}
