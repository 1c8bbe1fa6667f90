import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/accept-invitation'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { isCommonPassword } from '~/domain/accounts/common-passwords.server'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { NewPasswordFields } from '~/domain/accounts/components/new-password-fields'
import { AcceptInvitationSchema } from '~/domain/staff/schema'
import { acceptInvitation, findInvitation } from '~/domain/staff/staff.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { done, handleForm, type FormOutcome } from '~/server/action.server'
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
      title: pageTitle(m.staff.accept.metaTitle, m),
      description: m.staff.accept.metaDescription,
      noindex: true,
    }),
    // The URL carries a secret token: keep it out of referrers.
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const invitation = token ? await findInvitation(token) : ({ kind: 'invalid' } as const)
  return { token, invitation }
}

export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const m = messages.staff.accept
  return handleForm(
    { request, context },
    AcceptInvitationSchema,
    async (value): Promise<FormOutcome> => {
      if (isCommonPassword(value.password))
        return {
          kind: 'refused',
          fieldErrors: { password: [messages.accounts.validation.commonPassword] },
        }
      const outcome = await acceptInvitation({ ...value, locale: localeOfRequest(request) })
      if (outcome.kind === 'invalid')
        return { kind: 'refused', status: 410, formErrors: [m.invalidBody] }
      if (outcome.kind === 'password-too-short')
        return {
          kind: 'refused',
          fieldErrors: { password: [messages.accounts.validation.staffPasswordTooShort] },
        }
      return done(`/login?email=${encodeURIComponent(outcome.email)}`, {
        type: 'success',
        title: m.done,
        description: m.doneDescription,
      })
    },
    {
      hideFields: ['password', 'confirmPassword'],
      publicForm: {
        name: 'accept-invitation',
        acceptedAs: done('/login', { type: 'success', title: m.done }),
      },
    },
  )
}

export default function AcceptInvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useT()
  const m = messages.staff.accept
  const roles = messages.staff.roles
  const isPending = useIsPending()
  const [form, fields] = useKitForm({
    id: 'accept-invitation',
    lastResult: actionData?.result,
    schema: AcceptInvitationSchema,
  })
  const { invitation } = loaderData

  if (invitation.kind === 'invalid') {
    return (
      <AuthCard title={m.title}>
        <CardContent>
          <Alert variant="destructive">
            <AlertTitle>{m.invalidTitle}</AlertTitle>
            <AlertDescription>{m.invalidBody}</AlertDescription>
          </Alert>
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">{messages.nav.login}</Link>
          </Button>
        </CardFooter>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={m.title} description={format(m.description, { role: roles[invitation.role] })}>
      <Form method="post" {...kitFormProps(form)}>
        <CardContent className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="token" value={loaderData.token} />
          <div className="grid gap-2">
            <p className="text-sm font-medium">{m.email}</p>
            <p className="text-muted-foreground text-sm">{invitation.email}</p>
          </div>
          <TextField field={fields.name} label={m.name} autoComplete="name" isRequired />
          <NewPasswordFields
            password={fields.password}
            confirmPassword={fields.confirmPassword}
            labels={m}
            isStacked
            isRequired
          />
        </CardContent>
        <CardFooter>
          <StatusButton
            status={isPending ? 'pending' : 'idle'}
            pendingLabel={m.pending}
            className="w-full"
          >
            {m.submit}
          </StatusButton>
        </CardFooter>
      </Form>
    </AuthCard>
  )
}
