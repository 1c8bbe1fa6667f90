import { handleForm, type FormOutcome } from '~/server/action.server'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form, useSearchParams } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/login'
import { LoginSchema } from '~/domain/accounts/schema'
import { attemptSignIn } from '~/domain/accounts/accounts.server'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { formatCount, messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { safeRedirect } from '~/lib/safe-redirect'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { redirectIfSignedIn } from '~/server/session.server'
import { CardContent, CardFooter } from '~/ui/card'
import { withoutHydration } from '~/root'

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.accounts.login.metaTitle, m),
    description: m.accounts.login.metaDescription,
    noindex: true,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfSignedIn(request)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const m = messages.accounts.login
  return handleForm(
    { request, context },
    LoginSchema,
    async ({ email, password, redirectTo }): Promise<FormOutcome> => {
      const attempt = await attemptSignIn({ request, context }, email, password)
      if (attempt.kind === 'limited') {
        const minutes = Math.ceil(attempt.retryAfterSeconds / 60)
        const message = formatCount(m.tooManyAttempts, minutes, localeOfRequest(request))
        return {
          kind: 'refused',
          formErrors: [message],
          toast: { type: 'error', title: m.failed, description: message },
          status: 429,
          headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
        }
      }
      if (attempt.kind === 'invalid') {
        // One message whether or not the address has an account.
        return {
          kind: 'refused',
          formErrors: [m.invalidCredentials],
          toast: { type: 'error', title: m.failed, description: m.invalidCredentials },
          status: 401,
        }
      }
      if (attempt.kind === 'staff-password-too-short') {
        return {
          kind: 'refused',
          formErrors: [m.staffPasswordTooShort],
          toast: { type: 'error', title: m.failed, description: m.staffPasswordTooShort },
          status: 403,
        }
      }
      if (attempt.kind === 'needs-code') {
        const next = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''
        return { kind: 'done', redirectTo: `/login/two-factor${next}`, headers: attempt.headers }
      }
      return {
        kind: 'done',
        redirectTo: safeRedirect(redirectTo, attempt.isAdmin ? '/admin' : '/dashboard'),
        toast: { type: 'success', title: attempt.isAdmin ? m.adminSuccess : m.success },
        headers: attempt.headers,
      }
    },
    { hideFields: ['password'] },
  )
}

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  const m = useT().accounts.login
  const [searchParams] = useSearchParams()
  const isSubmitting = useIsPending()
  const [form, fields] = useKitForm({
    id: 'login',
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    schema: LoginSchema,
  })
  useActionToast(actionData?.toast)

  return (
    <AuthCard title={m.title}>
      <Form method="post" {...kitFormProps(form)}>
        <CardContent className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
          <TextField field={fields.email} label={m.email} type="email" autoComplete="email" />
          <div className="space-y-2">
            <TextField
              field={fields.password}
              label={m.password}
              type="password"
              autoComplete="current-password"
            />
            <div className="text-end">
              <Link
                to="/forgot-password"
                className="text-primary text-sm underline-offset-4 hover:underline"
              >
                {m.forgotPassword}
              </Link>
            </div>
          </div>
        </CardContent>
        <CardFooter className="flex flex-col gap-4">
          <StatusButton
            status={isSubmitting ? 'pending' : 'idle'}
            pendingLabel={m.submitting}
            className="w-full"
          >
            {m.submit}
          </StatusButton>
          <p className="text-muted-foreground text-sm">
            {m.noAccount}{' '}
            <Link
              to="/register"
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {m.registerLink}
            </Link>
          </p>
        </CardFooter>
      </Form>
    </AuthCard>
  )
}
