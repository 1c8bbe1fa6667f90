import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/reset-password'
import { ResetPasswordSchema } from '~/domain/accounts/schema'
import { isResetTokenValid, resetPassword } from '~/domain/accounts/accounts.server'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { NewPasswordFields } from '~/domain/accounts/components/new-password-fields'
import { FormErrors } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm } from '~/server/action.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Button } from '~/ui/button'
import { CardContent, CardFooter } from '~/ui/card'
import { withoutHydration } from '~/root'

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return [
    ...pageMeta(matches, {
      title: pageTitle(m.accounts.resetPassword.metaTitle, m),
      description: m.accounts.resetPassword.metaDescription,
      noindex: true,
    }),
    // The URL carries a secret token: keep it out of indexes (noindex above) and referrers.
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { token, isValid: await isResetTokenValid(token) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const m = messages.accounts.resetPassword
  const reset = done('/login', {
    type: 'success',
    title: m.success,
    description: m.successDescription,
  })
  return handleForm(
    { request, context },
    ResetPasswordSchema,
    async ({ token, password }) => {
      const outcome = await resetPassword(token, password)
      switch (outcome.kind) {
        case 'invalid-token':
          // Shown above the form with a link to request a new one.
          return { kind: 'refused', formErrors: [m.invalidToken] }
        case 'common-password':
          return {
            kind: 'refused',
            fieldErrors: { password: [messages.accounts.validation.commonPassword] },
          }
        case 'too-short-for-staff':
          return {
            kind: 'refused',
            fieldErrors: { password: [messages.accounts.validation.staffPasswordTooShort] },
          }
        case 'reset':
          return reset
      }
    },
    {
      hideFields: ['password', 'confirmPassword'],
      // A bot that filled the hidden field is told it worked; no password changes.
      publicForm: { name: 'reset-password', acceptedAs: reset },
    },
  )
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().accounts.resetPassword
  const isSubmitting = useIsPending()
  const [form, fields] = useKitForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    schema: ResetPasswordSchema,
  })
  useActionToast(actionData?.toast)
  const isInvalidToken = form.errors?.includes(m.invalidToken) === true

  if (!loaderData.isValid) {
    return (
      <AuthCard title={m.title}>
        <CardContent>
          <Alert variant="destructive">
            <AlertTitle>{m.invalidTitle}</AlertTitle>
            <AlertDescription>{m.invalidToken}</AlertDescription>
          </Alert>
        </CardContent>
        <CardFooter>
          <Button asChild className="w-full">
            <Link to="/forgot-password">{m.requestNewLink}</Link>
          </Button>
        </CardFooter>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={m.title} description={m.subtitle}>
      <Form method="post" {...kitFormProps(form)}>
        <CardContent className="space-y-4">
          {isInvalidToken ? (
            <Alert variant="destructive" id={form.errorId}>
              <AlertDescription>
                {m.invalidToken}{' '}
                <Link to="/forgot-password" className="font-medium underline underline-offset-4">
                  {m.requestNewLink}
                </Link>
              </AlertDescription>
            </Alert>
          ) : (
            <FormErrors id={form.errorId} errors={form.errors} />
          )}
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields
            password={fields.password}
            confirmPassword={fields.confirmPassword}
            labels={{ password: m.password, confirmPassword: m.confirmPassword }}
          />
        </CardContent>
        <CardFooter>
          <StatusButton
            status={isSubmitting ? 'pending' : 'idle'}
            pendingLabel={m.submitting}
            className="w-full"
          >
            {m.submit}
          </StatusButton>
        </CardFooter>
      </Form>
    </AuthCard>
  )
}
