import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/register'
import { RegisterSchema } from '~/domain/accounts/schema'
import { registerAccount } from '~/domain/accounts/accounts.server'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { NewPasswordFields } from '~/domain/accounts/components/new-password-fields'
import { CheckboxField, FormErrors, PhoneField, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { HoneypotField } from '~/components/honeypot-field'
import { PrivacyNotice } from '~/components/privacy-notice'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { redirectIfSignedIn } from '~/server/session.server'
import { CardContent, CardFooter } from '~/ui/card'
import { withoutHydration } from '~/root'

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.accounts.register.metaTitle, m),
    description: m.accounts.register.metaDescription,
    noindex: true,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfSignedIn(request)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const m = messages.accounts.register
  const registered = done('/login', {
    type: 'success',
    title: m.success,
    description: m.successDescription,
  })
  const refuse = (status: number, message: string) =>
    refused(status, { title: m.failed, description: message })
  return handleForm(
    { request, context },
    RegisterSchema,
    async (account) => {
      const outcome = await registerAccount({ ...account, locale: localeOfRequest(request) })
      switch (outcome.kind) {
        case 'reserved-email':
          return refuse(400, m.reservedEmail)
        case 'common-password': {
          const message = messages.accounts.validation.commonPassword
          return { ...refuse(400, message), formErrors: [], fieldErrors: { password: [message] } }
        }
        // Decision 034: an address with an account is answered as a new one (its owner gets
        // an e-mail), so the form tells nobody who has an account.
        case 'email-taken':
        case 'registered':
          return registered
      }
    },
    {
      hideFields: ['password', 'confirmPassword'],
      // A bot that filled the hidden field is told it registered; no account is made.
      publicForm: { name: 'register', acceptedAs: registered },
      failed: { title: m.failed, description: m.unexpected },
    },
  )
}

export default function RegisterRoute({ actionData }: Route.ComponentProps) {
  const m = useT().accounts.register
  const isSubmitting = useIsPending()
  const [form, fields] = useKitForm({
    id: 'register',
    lastResult: actionData?.result,
    schema: RegisterSchema,
  })
  // SPEC 2: the destructive alert shows the server's refusal (reserved or taken address).
  useActionToast(actionData?.toast)

  return (
    <AuthCard title={m.title} description={m.subtitle} className="max-w-xl">
      <Form method="post" {...kitFormProps(form)}>
        <CardContent className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <HoneypotField />
          <TextField field={fields.name} label={m.name} autoComplete="name" />
          <TextField field={fields.email} label={m.email} type="email" autoComplete="email" />
          <NewPasswordFields
            password={fields.password}
            confirmPassword={fields.confirmPassword}
            labels={{ password: m.password, confirmPassword: m.confirmPassword }}
          />
          <TextField field={fields.company} label={m.company} autoComplete="organization" />
          <PhoneField field={fields.phone} label={m.phone} />
          <CheckboxField field={fields.marketingEmails} label={m.marketingEmails} />
          <PrivacyNotice form="registration" />
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
