import { readForm } from '~/server/form.server'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import type { Route } from './+types/reset-password'
import { ResetPasswordSchema } from '~/domain/accounts/schema'
import { isResetTokenValid, resetPassword } from '~/domain/accounts/accounts.server'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { t, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'
import { guardPublicForm } from '~/server/public-form.server'
import { redirectWithToast } from '~/server/toast.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Button } from '~/ui/button'
import { CardContent, CardFooter } from '~/ui/card'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: pageTitle(t.accounts.resetPassword.metaTitle),
    description: t.accounts.resetPassword.metaDescription,
    noindex: true,
  }),
  // The URL carries a secret token: keep it out of indexes (noindex above) and referrers.
  { name: 'referrer', content: 'no-referrer' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { token, isValid: await isResetTokenValid(token) }
}

export async function action({ request }: Route.ActionArgs) {
  const m = t.accounts.resetPassword
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema })
  const hideFields = ['password', 'confirmPassword']
  const guard = await guardPublicForm(request, formData, 'reset-password')
  if (guard.kind === 'limited') {
    return data(
      { result: submission.reply({ formErrors: [m.tooManyRequests], hideFields }) },
      { status: 429, headers: { 'Retry-After': String(guard.retryAfterSeconds) } },
    )
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 })
  }
  const outcome =
    guard.kind === 'spam'
      ? ({ kind: 'invalid-token' } as const)
      : await resetPassword(submission.value.token, submission.value.password)
  switch (outcome.kind) {
    case 'invalid-token':
      return data(
        { result: submission.reply({ formErrors: [m.invalidToken], hideFields }) },
        { status: 400 },
      )
    case 'common-password':
      return data(
        {
          result: submission.reply({
            fieldErrors: { password: [t.accounts.validation.commonPassword] },
            hideFields,
          }),
        },
        { status: 400 },
      )
    case 'reset':
      return redirectWithToast('/login', {
        type: 'success',
        title: m.success,
        description: m.successDescription,
      })
  }
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().accounts.resetPassword
  const isSubmitting = useIsPending()
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  })
  const formError = form.errors?.[0]

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
      <Form method="post" {...getFormProps(form)}>
        <CardContent className="space-y-4">
          {formError ? (
            <Alert variant="destructive" id={form.errorId}>
              <AlertDescription>
                {formError}{' '}
                {formError === m.invalidToken ? (
                  <Link to="/forgot-password" className="font-medium underline underline-offset-4">
                    {m.requestNewLink}
                  </Link>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            field={fields.password}
            label={m.password}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            field={fields.confirmPassword}
            label={m.confirmPassword}
            type="password"
            autoComplete="new-password"
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
