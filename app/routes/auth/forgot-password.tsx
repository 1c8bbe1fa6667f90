import { readForm } from '~/server/form.server'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { MailCheck } from 'lucide-react'
import { data, Form, Link } from 'react-router'
import type { Route } from './+types/forgot-password'
import { ForgotPasswordSchema } from '~/domain/accounts/schema'
import { requestPasswordReset } from '~/domain/accounts/accounts.server'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { HoneypotField } from '~/components/honeypot-field'
import { t, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'
import { guardPublicForm } from '~/server/public-form.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { CardContent, CardFooter } from '~/ui/card'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle(t.accounts.forgotPassword.metaTitle),
    description: t.accounts.forgotPassword.metaDescription,
    noindex: true,
  })

export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  const guard = await guardPublicForm(request, formData, 'forgot-password')
  if (guard.kind === 'limited') {
    return data(
      {
        result: submission.reply({ formErrors: [t.accounts.forgotPassword.tooManyRequests] }),
        isSent: false,
      },
      { status: 429, headers: { 'Retry-After': String(guard.retryAfterSeconds) } },
    )
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), isSent: false }, { status: 400 })
  }
  // A bot gets the same answer as everyone, and no e-mail goes out.
  if (guard.kind === 'ok') await requestPasswordReset(submission.value.email)
  // Always the same confirmation: it never tells whether the address has an account.
  return { result: submission.reply({ resetForm: true }), isSent: true }
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const m = useT().accounts.forgotPassword
  const isSubmitting = useIsPending()
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  })

  return (
    <AuthCard title={m.title} description={m.subtitle}>
      {actionData?.isSent ? (
        <CardContent>
          <Alert role="status">
            <MailCheck aria-hidden />
            <AlertTitle>{m.sentTitle}</AlertTitle>
            <AlertDescription>{m.sent}</AlertDescription>
          </Alert>
        </CardContent>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
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
