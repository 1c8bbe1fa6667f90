import { RequiredLabel } from '~/ui/required-label'
import { readForm } from '~/server/form.server'
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { CheckCircle2 } from 'lucide-react'
import { data, Form, Link, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/investment-request'
import { HoneypotField } from '~/components/honeypot-field'
import {
  BUDGET_RANGES,
  CUSTOM_INVESTMENT_TYPES,
  CustomRequestSchema,
  TIMEFRAMES,
  type CustomRequestInput,
} from '~/domain/requests/schema'
import { submitCustomRequest } from '~/domain/requests/requests.server'
import { t, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'
import { logger } from '~/server/logger.server'
import { guardPublicForm, tooManyRequests } from '~/server/public-form.server'
import { getSessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Field, fieldErrorId } from '~/ui/field'
import { Input } from '~/ui/input'
import { PageHero } from '~/ui/page-hero'
import { NativeSelect } from '~/ui/select'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle(t.requests.form.metaTitle),
    description: t.requests.form.metaDescription,
  })

// Signed-in users get their name and e-mail filled in.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request)
  return { prefill: user ? { name: user.name, email: user.email } : null }
}

const successToast = {
  type: 'success',
  title: t.requests.form.successTitle,
  description: t.requests.form.successDescription,
} as const

export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request)
  const guard = await guardPublicForm(request, formData, 'investment-request')
  if (guard.kind === 'limited') return tooManyRequests(guard.retryAfterSeconds)
  // A bot that filled the honeypot sees the usual success and nothing is stored.
  if (guard.kind === 'spam') return redirectWithToast('/investment-request', successToast)

  const submission = parseWithZod(formData, { schema: CustomRequestSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), formError: null }, { status: 400 })
  }
  const user = await getSessionUser(request)
  try {
    const saved = await submitCustomRequest({ ...submission.value, userId: user?.id ?? null })
    // Issue 11: the same request again within the hour is refused; the form keeps what was typed.
    if (saved.kind === 'duplicate') {
      return data(
        { result: submission.reply(), formError: t.requests.form.duplicateError },
        { status: 409 },
      )
    }
  } catch (error) {
    logger.error({ err: error }, 'custom investment request not saved')
    return data(
      { result: submission.reply(), formError: t.requests.form.errorDescription },
      { status: 503 },
    )
  }
  return redirectWithToast('/investment-request', successToast)
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
  actionData: Route.ComponentProps['actionData']
}) {
  const m = useT().requests
  const navigation = useNavigation()
  const isSubmitting =
    navigation.state === 'submitting' &&
    navigation.formAction?.startsWith('/investment-request') === true
  const [form, fields] = useForm<CustomRequestInput>({
    id: 'investment-request',
    lastResult: actionData?.result,
    defaultValue: prefill ?? undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CustomRequestSchema }),
  })
  const hasFieldErrors = Object.values(form.allErrors).some((errors) => errors.length > 0)
  // A save failure or the rate limit (429) comes back as one message for the whole form.
  const failure = actionData?.formError
  const failureTitle = failure === m.form.errorDescription ? m.form.errorTitle : null

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2" className="text-2xl">
          {m.form.cardTitle}
        </CardTitle>
        <CardDescription>{m.form.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="relative grid gap-6" {...getFormProps(form)}>
          <HoneypotField />
          {failure ? (
            <Alert variant="destructive">
              {failureTitle ? <AlertTitle>{failureTitle}</AlertTitle> : null}
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : hasFieldErrors ? (
            <Alert variant="destructive" id={form.errorId}>
              <AlertTitle>{m.form.missingTitle}</AlertTitle>
              <AlertDescription>{m.form.missingDescription}</AlertDescription>
            </Alert>
          ) : null}

          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              label={<RequiredLabel text={m.form.name} />}
              name={fields.name.name}
              id={fields.name.id}
              error={fields.name.errors}
            >
              <Input
                {...getInputProps(fields.name, { type: 'text' })}
                aria-describedby={fieldErrorId(fields.name.id)}
                autoComplete="name"
                placeholder={m.form.namePlaceholder}
                required
              />
            </Field>
            <Field
              label={<RequiredLabel text={m.form.email} />}
              name={fields.email.name}
              id={fields.email.id}
              error={fields.email.errors}
            >
              <Input
                {...getInputProps(fields.email, { type: 'email' })}
                aria-describedby={fieldErrorId(fields.email.id)}
                autoComplete="email"
                placeholder={m.form.emailPlaceholder}
                required
              />
            </Field>
            <Field
              label={m.form.phone}
              name={fields.phone.name}
              id={fields.phone.id}
              error={fields.phone.errors}
            >
              <Input
                {...getInputProps(fields.phone, { type: 'tel' })}
                aria-describedby={fieldErrorId(fields.phone.id)}
                autoComplete="tel"
                placeholder={m.form.phonePlaceholder}
              />
            </Field>
            <Field
              label={m.form.investmentType}
              name={fields.investmentType.name}
              id={fields.investmentType.id}
              error={fields.investmentType.errors}
            >
              <NativeSelect
                {...getSelectProps(fields.investmentType)}
                aria-describedby={fieldErrorId(fields.investmentType.id)}
              >
                <option value="">{m.form.selectType}</option>
                {CUSTOM_INVESTMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {m.investmentTypes[value]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              label={m.form.budget}
              name={fields.budget.name}
              id={fields.budget.id}
              error={fields.budget.errors}
            >
              <NativeSelect
                {...getSelectProps(fields.budget)}
                aria-describedby={fieldErrorId(fields.budget.id)}
              >
                <option value="">{m.form.selectBudget}</option>
                {BUDGET_RANGES.map((value) => (
                  <option key={value} value={value}>
                    {m.budgets[value]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              label={m.form.timeframe}
              name={fields.timeframe.name}
              id={fields.timeframe.id}
              error={fields.timeframe.errors}
            >
              <NativeSelect
                {...getSelectProps(fields.timeframe)}
                aria-describedby={fieldErrorId(fields.timeframe.id)}
              >
                <option value="">{m.form.selectTimeframe}</option>
                {TIMEFRAMES.map((value) => (
                  <option key={value} value={value}>
                    {m.timeframes[value]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field
            label={<RequiredLabel text={m.form.description} />}
            name={fields.description.name}
            id={fields.description.id}
            error={fields.description.errors}
          >
            <Textarea
              {...getTextareaProps(fields.description)}
              aria-describedby={fieldErrorId(fields.description.id)}
              rows={6}
              placeholder={m.form.descriptionPlaceholder}
              required
            />
          </Field>
          <div>
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
              {isSubmitting ? (
                <>
                  <Spinner /> {m.form.submitting}
                </>
              ) : (
                m.form.submit
              )}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}
