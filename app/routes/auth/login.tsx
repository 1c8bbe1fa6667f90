import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/login'
import { LoginSchema } from '~/domain/accounts/schema'
import { signIn } from '~/domain/accounts/accounts.server'
import { t, useT } from '~/i18n'
import { safeRedirect } from '~/lib/safe-redirect'
import { getSessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/ui/card'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { Spinner } from '~/ui/spinner'

export const meta: Route.MetaFunction = () => [
  { title: `${t.accounts.login.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.accounts.login.title },
]

// SPEC 2: a signed-in user is sent on: the admin to /admin, others to /dashboard.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request)
  if (user) throw redirect(user.isAdmin ? '/admin' : '/dashboard')
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { email, password, redirectTo } = submission.value
  const result = await signIn(request, email, password)
  if (!result.isSignedIn) {
    return data(
      {
        result: submission.reply({
          formErrors: [t.accounts.login.invalidCredentials],
          hideFields: ['password'],
        }),
      },
      { status: 401 },
    )
  }
  const headers = new Headers()
  for (const cookie of result.setCookie) headers.append('Set-Cookie', cookie)
  const target = safeRedirect(redirectTo, result.isAdmin ? '/admin' : '/dashboard')
  return redirectWithToast(
    target,
    {
      type: 'success',
      title: result.isAdmin ? t.accounts.login.adminSuccess : t.accounts.login.success,
    },
    { headers },
  )
}

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  const m = useT().accounts.login
  const [searchParams] = useSearchParams()
  const navigation = useNavigation()
  const isSubmitting =
    navigation.state === 'submitting' && navigation.formAction?.startsWith('/login') === true
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  const formError = form.errors?.[0]

  return (
    <div className="flex justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {m.title}
          </CardTitle>
        </CardHeader>
        <Form method="post" {...getFormProps(form)}>
          <CardContent className="space-y-4">
            {formError ? (
              <Alert variant="destructive" id={form.errorId}>
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            ) : null}
            <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
            <div className="space-y-2">
              <Label htmlFor={fields.email.id}>{m.email}</Label>
              <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
            </div>
            <div className="space-y-2">
              <div className="flex items-center justify-between">
                <Label htmlFor={fields.password.id}>{m.password}</Label>
                <Link
                  to="/forgot-password"
                  className="text-primary text-sm underline-offset-4 hover:underline"
                >
                  {m.forgotPassword}
                </Link>
              </div>
              <Input
                {...getInputProps(fields.password, { type: 'password' })}
                autoComplete="current-password"
              />
            </div>
          </CardContent>
          <CardFooter className="flex flex-col gap-4">
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? (
                <>
                  <Spinner /> {m.submitting}
                </>
              ) : (
                m.submit
              )}
            </Button>
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
      </Card>
    </div>
  )
}
