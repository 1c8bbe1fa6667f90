import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { CheckCircle2 } from 'lucide-react'
import { Form, useLocation } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/investment-request'
import {
  FormErrors,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { HoneypotField } from '~/components/honeypot-field'
import { PrivacyNotice } from '~/components/privacy-notice'
import {
  BUDGET_RANGES,
  CUSTOM_INVESTMENT_TYPES,
  CustomRequestSchema,
  TIMEFRAMES,
  type CustomRequestInput,
} from '~/domain/requests/schema'
import { submitCustomRequest } from '~/domain/requests/requests.server'
import { messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import type { ActionData } from '~/lib/action-result'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { getSessionUser } from '~/server/session.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { PageHero } from '~/ui/page-hero'
import { withoutHydration } from '~/root'

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.requests.form.metaTitle, m),
    description: m.requests.form.metaDescription,
  })
}

// Signed-in users get their name and e-mail filled in.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request)
  return { prefill: user ? { name: user.name, email: user.email } : null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const m = messages.requests.form
  const submitted = done('/investment-request', {
    type: 'success',
    title: m.successTitle,
    description: m.successDescription,
  })
  return handleForm(
    { request, context },
    CustomRequestSchema,
    async (value, { senderId }) => {
      const saved = await submitCustomRequest({
        ...value,
        userId: senderId,
        locale: localeOfRequest(request),
      })
      // Issue 11: the same request again within the hour is refused; the form keeps what was typed.
      if (saved.kind === 'duplicate') return refused(409, { title: m.duplicateError })
      return submitted
    },
    {
      publicForm: { name: 'investment-request', acceptedAs: submitted },
      failed: { title: m.errorTitle, description: m.errorDescription },
    },
  )
}

export default function InvestmentRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().requests
  const location = useLocation()
  return (
    <>
      <PageHero title={m.form.heroTitle} subtitle={m.form.heroSubtitle} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-16">
        {/* A new location (the redirect after a saved request) starts an empty form. */}
        <RequestForm key={location.key} prefill={loaderData.prefill} actionData={actionData} />

        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.form.nextTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="space-y-5">
                {m.form.nextSteps.map((step, index) => (
                  <li key={step.title} className="flex gap-3">
                    <span
                      aria-hidden
                      className="bg-primary text-primary-foreground flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <p className="font-medium">{step.title}</p>
                      <p className="text-muted-foreground mt-1 text-sm">{step.body}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
          <Card className="bg-secondary border-transparent">
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2 text-lg">
                <CheckCircle2 aria-hidden className="size-5" />
                {m.form.browseTitle}
              </CardTitle>
              <CardDescription className="text-secondary-foreground">
                {m.form.browseBody}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="default">
                <Link to="/investments">{m.form.browseLink}</Link>
              </Button>
            </CardContent>
          </Card>
        </aside>
      </div>
    </>
  )
}

function RequestForm({
  prefill,
  actionData,
}: {
  prefill: Route.ComponentProps['loaderData']['prefill']
  actionData: ActionData | undefined
}) {
  const m = useT().requests
  const isSubmitting = useIsPending()
  const [form, fields] = useKitForm<typeof CustomRequestSchema, CustomRequestInput>({
    id: 'investment-request',
    lastResult: actionData?.result,
    defaultValue: prefill ?? undefined,
    schema: CustomRequestSchema,
  })
  useActionToast(actionData?.toast)
  const hasFieldErrors = Object.entries(form.allErrors).some(
    ([name, errors]) => name !== form.name && errors.length > 0,
  )
  const options = (values: readonly string[], labels: Record<string, string>) =>
    values.map((value) => ({ value, label: labels[value] }))

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2" className="text-2xl">
          {m.form.cardTitle}
        </CardTitle>
        <CardDescription>{m.form.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="relative grid gap-6" {...kitFormProps(form)}>
          <HoneypotField />
          {form.errors?.length ? (
            // A refusal of the whole request (a resubmission, a save that failed, the rate limit).
            <FormErrors id={form.errorId} errors={form.errors} />
          ) : (
            // SPEC 5/8: 'Required fields missing' above the form, the field messages under each
            // (shown and hidden by the kit-form island on a page without hydration).
            <Alert
              variant="destructive"
              id={form.errorId}
              data-field-errors-summary=""
              className={hasFieldErrors ? undefined : 'hidden'}
            >
              <AlertTitle>{m.form.missingTitle}</AlertTitle>
              <AlertDescription>{m.form.missingDescription}</AlertDescription>
            </Alert>
          )}

          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              field={fields.name}
              label={m.form.name}
              isRequired
              autoComplete="name"
              placeholder={m.form.namePlaceholder}
            />
            <TextField
              field={fields.email}
              label={m.form.email}
              isRequired
              type="email"
              autoComplete="email"
              placeholder={m.form.emailPlaceholder}
            />
            <PhoneField
              field={fields.phone}
              label={m.form.phone}
              placeholder={m.form.phonePlaceholder}
            />
            <SelectField
              field={fields.investmentType}
              label={m.form.investmentType}
              placeholder={m.form.selectType}
              options={options(CUSTOM_INVESTMENT_TYPES, m.investmentTypes)}
            />
            <SelectField
              field={fields.budget}
              label={m.form.budget}
              placeholder={m.form.selectBudget}
              options={options(BUDGET_RANGES, m.budgets)}
            />
            <SelectField
              field={fields.timeframe}
              label={m.form.timeframe}
              placeholder={m.form.selectTimeframe}
              options={options(TIMEFRAMES, m.timeframes)}
            />
          </div>
          <TextareaField
            field={fields.description}
            label={m.form.description}
            isRequired
            rows={6}
            placeholder={m.form.descriptionPlaceholder}
          />
          <PrivacyNotice form="customRequest" />
          <div>
            <StatusButton
              status={isSubmitting ? 'pending' : 'idle'}
              pendingLabel={m.form.submitting}
              size="lg"
              className="w-full sm:w-auto"
            >
              {m.form.submit}
            </StatusButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}
