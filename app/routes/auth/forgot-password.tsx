import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { MailCheck } from 'lucide-react'
import { Form, useLocation, useSearchParams } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/forgot-password'
import { ForgotPasswordSchema } from '~/domain/accounts/schema'
import { requestPasswordReset } from '~/domain/accounts/accounts.server'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { HoneypotField } from '~/components/honeypot-field'
import { messagesAt, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm } from '~/server/action.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { CardContent, CardFooter } from '~/ui/card'
import { withoutHydration } from '~/root'

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.accounts.forgotPassword.metaTitle, m),
    description: m.accounts.forgotPassword.metaDescription,
    noindex: true,
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  // Always the same confirmation: it never tells whether the address has an account. It stays
  // on the page (?sent=1) rather than in a passing toast: it says what to do next.
  const sent = done('/forgot-password?sent=1')
  return handleForm(
    { request, context },
    ForgotPasswordSchema,
    async ({ email }) => {
      await requestPasswordReset(email)
      return sent
    },
    // A bot gets the same answer as everyone, and no e-mail goes out.
    { publicForm: { name: 'forgot-password', acceptedAs: sent } },
  )
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const m = useT().accounts.forgotPassword
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const isSent = searchParams.get('sent') === '1'
  const isSubmitting = useIsPending()
  const [form, fields] = useKitForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    schema: ForgotPasswordSchema,
  })
  useActionToast(actionData?.toast)

  return (
    <AuthCard title={m.title} description={m.subtitle}>
      {isSent ? (
        <CardContent>
          <Alert role="status">
            <MailCheck aria-hidden />
            <AlertTitle>{m.sentTitle}</AlertTitle>
            <AlertDescription>{m.sent}</AlertDescription>
          </Alert>
        </CardContent>
      ) : null}
      {/* Each confirmation (a new location) starts an empty form. */}
      <Form key={location.key} method="post" {...kitFormProps(form)}>
        <CardContent className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <HoneypotField />
          <TextField field={fields.email} label={m.email} type="email" autoComplete="email" />
        </CardContent>
        <CardFooter className="flex flex-col gap-4">
          <StatusButton
            status={isSubmitting ? 'pending' : 'idle'}
            pendingLabel={m.submitting}
            className="w-full"
          >
            {m.submit}
          </StatusButton>
          <Link
            to="/login"
            className="text-primary text-sm font-medium underline-offset-4 hover:underline"
          >
            {m.backToLogin}
          </Link>
        </CardFooter>
      </Form>
    </AuthCard>
  )
}
