import type { Route } from './+types/investment-create'
import { AdminFormPageHeader } from '~/components/admin/admin-page-header'
import {
  emptyInvestmentValues,
  InvestmentForm,
} from '~/domain/investments/components/investment-form'
import { InvestmentFormSchema } from '~/domain/investments/schema'
import { createInvestmentDraft } from '~/domain/investments/investments.server'
import { listPackageOptions } from '~/domain/packages/packages.server'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { done, handleForm } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { imageUpload } from '~/server/uploads.server'

export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesAt(location.pathname)
  return [
    { title: `${t.investments.form.createMetaTitle} | ${t.brand.shortName}` },
    { name: 'description', content: t.investments.form.createSubtitle },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'investments:write')
  return { packageOptions: await listPackageOptions() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requirePermission({ request, context }, 'investments:write')
  const messages = messagesOf(request)
  const m = messages.investments.form
  return handleForm(
    { request, context },
    InvestmentFormSchema,
    async (investment, { uploads }) => {
      // A new investment starts as a draft (decision 047): hidden until a reviewer publishes.
      const { id } = await createInvestmentDraft(staff, investment, uploads.image)
      return done(`/admin/publishing/investment/${id}`, {
        type: 'success',
        title: m.created,
        description: messages.revisions.draft.savedBody,
      })
    },
    { files: { image: imageUpload('investments') }, failed: { title: m.createFailed } },
  )
}

export default function InvestmentCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().investments.form
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <AdminFormPageHeader
        backTo="/admin/investments"
        backLabel={m.back}
        title={m.createTitle}
        description={m.createSubtitle}
      />
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
