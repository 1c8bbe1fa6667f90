import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form, useSearchParams } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/two-factor'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { AuthCard } from '~/domain/accounts/components/auth-card'
import { SignInCodeSchema } from '~/domain/staff/schema'
import { hasSignInChallenge, verifySignInCode } from '~/domain/staff/two-factor.server'
import { formatCount, messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { isStaffRole } from '~/lib/permissions'
import { safeRedirect } from '~/lib/safe-redirect'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, type FormOutcome } from '~/server/action.server'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { CardContent, CardFooter } from '~/ui/card'
import { withoutHydration } from '~/root'

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.staff.signInCode.metaTitle, m),
    description: m.staff.signInCode.description,
    noindex: true,
  })
}

/** Meant for the moment between a right password and the code; otherwise it says so. */
export async function loader({ request }: Route.LoaderArgs) {
  return { isExpired: !hasSignInChallenge(request) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const m = messages.staff.signInCode
  return handleForm(
    { request, context },
    SignInCodeSchema,
    async ({ code, method, redirectTo }): Promise<FormOutcome> => {
      const checked = await verifySignInCode(
        { request, context },
        {
          code,
          isRecoveryCode: method === 'recovery',
        },
      )
      if (checked.kind === 'expired') return done('/login', { type: 'error', title: m.expired })
      if (checked.kind === 'limited') {
        const message = formatCount(
          messages.staff.twoFactor.tooManyAttempts,
          Math.ceil(checked.retryAfterSeconds / 60),
          localeOfRequest(request),
        )
        return {
          kind: 'refused',
          status: 429,
          formErrors: [message],
          toast: { type: 'error', title: message },
          headers: { 'Retry-After': String(checked.retryAfterSeconds) },
        }
      }
      if (checked.kind === 'wrong-code' || checked.kind === 'code-used') {
        const message = checked.kind === 'code-used' ? m.codeUsed : m.wrongCode
        return {
          kind: 'refused',
          status: 401,
          fieldErrors: { code: [message] },
          toast: { type: 'error', title: message },
        }
      }
      const isStaff = isStaffRole(checked.role)
      return done(
        safeRedirect(redirectTo, isStaff ? '/admin' : '/dashboard'),
        {
          type: 'success',
          title: isStaff ? messages.accounts.login.adminSuccess : messages.accounts.login.success,
        },
        checked.headers,
      )
    },
    { hideFields: ['code'] },
  )
}

export default function TwoFactorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().staff.signInCode
  const [searchParams] = useSearchParams()
  const isRecovery = searchParams.get('method') === 'recovery'
  const isPending = useIsPending()
  useActionToast(actionData?.toast)
  const [form, fields] = useKitForm({
    id: 'two-factor-sign-in',
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    schema: SignInCodeSchema,
  })
  if (loaderData.isExpired) {
    return (
      <AuthCard title={m.title}>
        <CardContent>
          <Alert variant="destructive">
            <AlertDescription>{m.expired}</AlertDescription>
          </Alert>
        </CardContent>
        <CardFooter>
          <Button asChild className="w-full">
            <Link to="/login">{m.backToLogin}</Link>
          </Button>
        </CardFooter>
      </AuthCard>
    )
  }
  const switchTo = new URLSearchParams(searchParams)
  if (isRecovery) switchTo.delete('method')
  else switchTo.set('method', 'recovery')
  return (
    <AuthCard title={m.title} description={m.description}>
      <Form method="post" {...kitFormProps(form)}>
        <CardContent className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="method" value={isRecovery ? 'recovery' : 'app'} />
          <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
          <TextField
            field={fields.code}
            label={isRecovery ? m.recoveryCode : m.code}
            autoComplete="one-time-code"
            inputClassName="font-mono"
          />
          <Link
            to={`?${switchTo.toString()}`}
            className="text-primary text-sm font-medium hover:underline"
          >
            {isRecovery ? m.useApp : m.useRecoveryCode}
          </Link>
        </CardContent>
        <CardFooter className="flex-col gap-3">
          <StatusButton
            status={isPending ? 'pending' : 'idle'}
            pendingLabel={m.submitting}
            className="w-full"
          >
            {m.submit}
          </StatusButton>
          <Link to="/login" className="text-muted-foreground text-sm hover:underline">
            {m.backToLogin}
          </Link>
        </CardFooter>
      </Form>
    </AuthCard>
  )
}
