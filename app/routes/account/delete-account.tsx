import type { Route } from './+types/delete-account'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import {
  DeleteAccountExplanation,
  DeleteAccountPageForm,
} from '~/domain/privacy/components/delete-account-form'
import { deleteOwnAccount } from '~/domain/privacy/own-data.server'
import { DeleteAccountSchema } from '~/domain/privacy/schema'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { handleForm } from '~/server/action.server'
import { requireUser } from '~/server/session.server'
import { Button } from '~/ui/button'
import { CardContent } from '~/ui/card'
import { Link } from '~/ui/link'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.accounts.deleteAccount.metaTitle, m),
    description: m.accounts.deleteAccount.description,
    noindex: true,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return { isStaff: user.isAdmin }
}

/** Deletes the signed-in person's account once the password is right (issue 16). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  return handleForm(
    { request, context },
    DeleteAccountSchema,
    (value) => deleteOwnAccount(request, user, value),
    {
      hideFields: ['password'],
      failed: { title: messagesOf(request).accounts.deleteAccount.failed },
    },
  )
}

export default function DeleteAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().accounts
  useActionToast(actionData?.toast)
  const cancel = (
    <Button asChild variant="outline">
      <Link to="/dashboard">{m.deleteAccount.cancel}</Link>
    </Button>
  )
  return (
    <AuthCard
      title={m.deleteAccount.title}
      description={loaderData.isStaff ? undefined : m.deleteAccount.description}
    >
      <CardContent className="space-y-4">
        {loaderData.isStaff ? (
          <>
            <p>{m.yourData.staffCannotDelete}</p>
            {cancel}
          </>
        ) : (
          <>
            <DeleteAccountExplanation />
            <DeleteAccountPageForm lastResult={actionData?.result} cancel={cancel} />
          </>
        )}
      </CardContent>
    </AuthCard>
  )
}
