import { readForm } from '~/server/form.server'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useSearchParams } from 'react-router'
import type { Route } from './+types/login'
import { LoginSchema } from '~/domain/accounts/schema'
import { attemptSignIn } from '~/domain/accounts/accounts.server'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { FormField } from '~/domain/accounts/components/form-field'
import { SubmitButton, useIsSubmitting } from '~/domain/accounts/components/submit-button'
import { format, t, useT } from '~/i18n'
import { safeRedirect } from '~/lib/safe-redirect'
import { pageMeta, pageTitle } from '~/lib/seo'
import { actionToastOf, useActionToast } from '~/lib/use-action-toast'
import { redirectIfSignedIn } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { Alert, AlertDescription } from '~/ui/alert'
import { CardContent, CardFooter } from '~/ui/card'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle(t.accounts.login.metaTitle),
    description: t.accounts.login.metaDescription,
    noindex: true,
  })

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfSignedIn(request)
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const m = t.accounts.login
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { email, password, redirectTo } = submission.value
  const attempt = await attemptSignIn(request, email, password)
  if (attempt.kind === 'limited') {
    const message = format(m.tooManyAttempts, {
      minutes: Math.ceil(attempt.retryAfterSeconds / 60),
    })
    return data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ['password'] }),
        toast: { type: 'error' as const, title: m.failed, description: message },
      },
      { status: 429, headers: { 'Retry-After': String(attempt.retryAfterSeconds) } },
    )
  }
  if (attempt.kind === 'invalid') {
    // One message whether or not the address has an account.
    return data(
      {
        result: submission.reply({ formErrors: [m.invalidCredentials], hideFields: ['password'] }),
        toast: { type: 'error' as const, title: m.failed, description: m.invalidCredentials },
      },
      { status: 401 },
    )
  }
  const target = safeRedirect(redirectTo, attempt.isAdmin ? '/admin' : '/dashboard')
  return redirectWithToast(
    target,
    { type: 'success', title: attempt.isAdmin ? m.adminSuccess : m.success },
    { headers: attempt.headers },
  )
}

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  const m = useT().accounts.login
  const [searchParams] = useSearchParams()
  const isSubmitting = useIsSubmitting('/login')
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  useActionToast(actionToastOf(actionData))
  const formError = form.errors?.[0]

  return (
    <AuthCard title={m.title}>
      <Form method="post" {...getFormProps(form)}>
        <CardContent className="space-y-4">
          {formError ? (
            <Alert variant="destructive" id={form.errorId}>
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
          <FormField field={fields.email} label={m.email} type="email" autoComplete="email" />
          <div className="space-y-2">
            <FormField
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
          <SubmitButton isSubmitting={isSubmitting} label={m.submit} busyLabel={m.submitting} />
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
