import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/investment-create'
import {
  emptyInvestmentValues,
  InvestmentForm,
} from '~/domain/investments/components/investment-form'
import { InvestmentFormSchema } from '~/domain/investments/schema'
import { createInvestment } from '~/domain/investments/investments.server'
import { listPackageOptions } from '~/domain/packages/packages.server'
import { t, useT } from '~/i18n'
import { done, handleForm } from '~/server/action.server'
import { requireAdmin } from '~/server/session.server'
import { imageUpload } from '~/server/uploads.server'

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
  const m = t.investments.form
  return handleForm(
    request,
    InvestmentFormSchema,
    async (investment, { uploads }) => {
      await createInvestment(admin, investment, uploads.image)
      return done('/admin/investments', { type: 'success', title: m.created })
    },
    { files: { image: imageUpload('investments') }, failed: { title: m.createFailed } },
  )
}

export default function InvestmentCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().investments.form
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
        actionData={actionData}
        packageOptions={loaderData.packageOptions}
      />
    </div>
  )
}
