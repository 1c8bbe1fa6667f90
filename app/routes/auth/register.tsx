import { readForm } from '~/server/form.server'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import type { Route } from './+types/register'
import { RegisterSchema } from '~/domain/accounts/schema'
import { registerAccount } from '~/domain/accounts/accounts.server'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { HoneypotField } from '~/components/honeypot-field'
import { t, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'
import { actionToastOf, useActionToast } from '~/lib/use-action-toast'
import { guardPublicForm } from '~/server/public-form.server'
import { redirectIfSignedIn } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { CardContent, CardFooter } from '~/ui/card'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle(t.accounts.register.metaTitle),
    description: t.accounts.register.metaDescription,
    noindex: true,
  })

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfSignedIn(request)
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const m = t.accounts.register
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: RegisterSchema })
  const hidden = { hideFields: ['password', 'confirmPassword'] }
  const refuse = (
    message: string,
    init: { status: number; headers?: HeadersInit },
    fieldErrors?: Record<string, string[]>,
  ) =>
    data(
      {
        result: submission.reply({
          ...hidden,
          ...(fieldErrors ? { fieldErrors } : { formErrors: [message] }),
        }),
        toast: { type: 'error' as const, title: m.failed, description: message },
      },
      init,
    )

  const guard = await guardPublicForm(request, formData, 'register')
  // A bot that filled the hidden field learns nothing; a person never sees this.
  if (guard.kind === 'spam') return refuse(m.unexpected, { status: 400 })
  if (guard.kind === 'limited') {
    return refuse(m.tooManyRequests, {
      status: 429,
      headers: { 'Retry-After': String(guard.retryAfterSeconds) },
    })
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply(hidden) }, { status: 400 })
  }

  const outcome = await registerAccount(submission.value)
  switch (outcome.kind) {
    case 'reserved-email':
      return refuse(m.reservedEmail, { status: 400 })
    case 'email-taken':
      return refuse(m.emailTaken, { status: 409 })
    case 'common-password':
      return refuse(
        t.accounts.validation.commonPassword,
        { status: 400 },
        {
          password: [t.accounts.validation.commonPassword],
        },
      )
    case 'registered':
      return redirectWithToast('/login', {
        type: 'success',
        title: m.success,
        description: m.successDescription,
      })
  }
}

export default function RegisterRoute({ actionData }: Route.ComponentProps) {
  const m = useT().accounts.register
  const isSubmitting = useIsPending()
  const [form, fields] = useForm({
    id: 'register',
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  })
  useActionToast(actionToastOf(actionData))
  // SPEC 2: the destructive alert shows the server's refusal (reserved or taken address).

  return (
    <AuthCard title={m.title} description={m.subtitle} className="max-w-xl">
      <Form method="post" {...getFormProps(form)}>
        <CardContent className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <HoneypotField />
          <TextField field={fields.name} label={m.name} autoComplete="name" />
          <TextField field={fields.email} label={m.email} type="email" autoComplete="email" />
          <div className="grid items-start gap-4 md:grid-cols-2">
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
          </div>
          <TextField field={fields.company} label={m.company} autoComplete="organization" />
          <TextField field={fields.phone} label={m.phone} type="tel" autoComplete="tel" />
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
            {m.haveAccount}{' '}
            <Link
              to="/login"
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {m.loginLink}
            </Link>
          </p>
        </CardFooter>
      </Form>
    </AuthCard>
  )
}
