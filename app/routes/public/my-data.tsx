import { MailCheck } from 'lucide-react'
import { Form, useLocation, useSearchParams } from 'react-router'
import type { Route } from './+types/my-data'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { HoneypotField } from '~/components/honeypot-field'
import { DataRequestSchema } from '~/domain/privacy/data-request-schema'
import { requestDataLink } from '~/domain/privacy/data-requests.server'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm } from '~/server/action.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'
import { PageHero } from '~/ui/page-hero'
import { withoutHydration } from '~/root'

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.privacy.request.metaTitle, m),
    description: m.privacy.request.metaDescription,
    noindex: true,
  })
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = messagesOf(request).privacy.request
  // Always the same answer (decision 028): it never tells whether data exists for the address.
  // It stays on the page (?sent=1): it says what to do next.
  const sent = done('/my-data?sent=1')
  return handleForm(
    { request, context },
    DataRequestSchema,
    async ({ email }) => {
      await requestDataLink({ email, locale: localeOfRequest(request) })
      return sent
    },
    {
      // A bot gets the same answer as everyone, and no e-mail goes out.
      publicForm: { name: 'data-request', acceptedAs: sent },
      failed: { title: m.failed, description: m.failedDescription },
    },
  )
}

export default function MyDataRoute({ actionData }: Route.ComponentProps) {
  const m = useT().privacy.request
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const isSent = searchParams.get('sent') === '1'
  const isSending = useIsPending()
  const [form, fields] = useKitForm({
    id: 'data-request',
    lastResult: actionData?.result,
    schema: DataRequestSchema,
  })
  useActionToast(actionData?.toast)

  return (
    <>
      <PageHero title={m.title} subtitle={m.subtitle} />
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{m.formTitle}</CardTitle>
            <CardDescription>{m.intro}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            {isSent ? (
              <Alert role="status">
                <MailCheck aria-hidden />
                <AlertTitle>{m.sentTitle}</AlertTitle>
                <AlertDescription>{m.sent}</AlertDescription>
              </Alert>
            ) : null}
            {/* Each confirmation (a new location) starts an empty form. */}
            <Form key={location.key} method="post" className="space-y-5" {...kitFormProps(form)}>
              <FormErrors id={form.errorId} errors={form.errors} />
              <HoneypotField />
              <TextField
                field={fields.email}
                label={m.email}
                type="email"
                autoComplete="email"
                isRequired
              />
              <StatusButton
                status={isSending ? 'pending' : 'idle'}
                pendingLabel={m.submitting}
                className="w-full sm:w-auto"
              >
                {m.submit}
              </StatusButton>
            </Form>
            <p className="text-muted-foreground text-sm">
              <Link to="/login" className="text-primary underline-offset-4 hover:underline">
                {m.account}
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
    </>
  )
}
