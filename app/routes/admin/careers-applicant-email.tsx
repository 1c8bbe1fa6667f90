import { ArrowLeft } from 'lucide-react'
import { Form, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/careers-applicant-email'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { FormErrors } from '~/components/forms/fields'
import { NotFound } from '~/components/not-found'
import { HIRING_TEMPLATE_KINDS, SendEmailSchema } from '~/domain/careers/hiring-mail-schema'
import {
  getRecipient,
  renderHiringTemplate,
  sendApplicantEmail,
  valuesFor,
  type HiringTemplateKind,
} from '~/domain/careers/templates.server'
import { readLetterhead } from '~/domain/notifications/notifications.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button, buttonVariants } from '~/ui/button'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { NativeSelect } from '~/ui/select'
import { Textarea } from '~/ui/textarea'

/*
 * E-mail one applicant (decision 045): a template, filled in the applicant's language and
 * editable before it goes; sent through the outbox with an "email" event, ending with the
 * candidate's link. Two plain forms: the template choice (GET) and the send (POST).
 */

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [{ title: pageTitle(m.hiringTemplates.send.metaTitle, m) }]
}

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

function templateOf(request: Request): HiringTemplateKind {
  const asked = new URL(request.url).searchParams.get('template')
  return HIRING_TEMPLATE_KINDS.find((kind) => kind === asked) ?? 'shortlisted'
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'applicants')
  const recipient = await getRecipient(params.id)
  if (!recipient) notFound()
  const template = templateOf(request)
  const values = valuesFor(recipient, await readLetterhead())
  const text = await renderHiringTemplate(template, recipient.locale, values)
  return {
    applicant: {
      id: recipient.id,
      name: recipient.name,
      email: recipient.email,
      locale: recipient.locale,
      isWithdrawn: recipient.withdrawnAt !== null,
    },
    template,
    text,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requirePermission({ request, context }, 'applicants')
  const m = messagesOf(request).hiringTemplates
  return handleForm(
    { request, context },
    SendEmailSchema,
    async (value) => {
      const sent = await sendApplicantEmail(staff, params.id, value)
      switch (sent.kind) {
        case 'not-found':
          return refused(404, { title: m.send.failed, description: m.send.notFound })
        case 'withdrawn':
          return refused(409, { title: m.send.failed, description: m.send.withdrawn })
        case 'unknown-placeholder': {
          const message = format(m.errors.unknownPlaceholder, { placeholder: sent.placeholder })
          return refused(
            400,
            { title: m.send.failed, description: message },
            { fieldErrors: { [sent.field]: [message] } },
          )
        }
        case 'sent':
          return done(`/admin/careers/applicants/${params.id}`, {
            type: 'success',
            title: format(m.send.sent, { name: sent.name }),
          })
      }
    },
    { failed: { title: m.send.failed } },
  )
}

export default function CareersApplicantEmailRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const m = useT().hiringTemplates
  const { applicant, template, text } = loaderData
  useActionToast(actionData?.toast)
  const typed = actionData?.result?.initialValue as Record<string, unknown> | null | undefined
  const errors = actionData?.result?.error
  const dir = applicant.locale === 'ar' ? 'rtl' : 'ltr'
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <Link
          to={`/admin/careers/applicants/${applicant.id}`}
          className={buttonVariants({ variant: 'ghost', className: '-ms-3' })}
        >
          <ArrowLeft aria-hidden className="rtl:rotate-180" /> {m.send.back}
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">
          {/* The name isolated: an Arabic name in an English heading keeps its own order. */}
          {m.send.heading.split('{name}')[0]}
          <bdi>{applicant.name}</bdi>
          {m.send.heading.split('{name}')[1]}
        </h1>
        <p className="text-muted-foreground mt-1 break-all">{applicant.email}</p>
      </div>

      {applicant.isWithdrawn ? (
        <Alert>
          <AlertDescription>{m.send.withdrawn}</AlertDescription>
        </Alert>
      ) : null}

      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor="email-template">{m.send.template}</Label>
          <NativeSelect
            id="email-template"
            name="template"
            defaultValue={template}
            wrapperClassName="min-w-64"
          >
            {HIRING_TEMPLATE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {m.kinds[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          {m.send.choose}
        </Button>
      </Form>

      <Form method="post" className="grid gap-4" key={template}>
        <input type="hidden" name="template" value={template} />
        <FormErrors errors={errors?.['']} />
        <p className="text-muted-foreground text-sm">
          {format(m.send.language, { language: m.languages[applicant.locale] })}
        </p>
        <div className="grid gap-2">
          <Label htmlFor="email-subject">{m.send.subject}</Label>
          <Input
            id="email-subject"
            name="subject"
            defaultValue={typeof typed?.subject === 'string' ? typed.subject : text.subject}
            lang={applicant.locale}
            dir={dir}
            required
            maxLength={200}
            aria-invalid={errors?.subject ? true : undefined}
            aria-describedby={errors?.subject ? 'email-subject-error' : undefined}
          />
          {errors?.subject ? (
            <p id="email-subject-error" className="text-destructive text-sm">
              {errors.subject.join(' ')}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="email-body">{m.send.body}</Label>
          <Textarea
            id="email-body"
            name="body"
            defaultValue={typeof typed?.body === 'string' ? typed.body : text.body}
            lang={applicant.locale}
            dir={dir}
            rows={10}
            required
            maxLength={5000}
            aria-invalid={errors?.body ? true : undefined}
            aria-describedby={errors?.body ? 'email-body-error' : 'email-link-note'}
          />
          {errors?.body ? (
            <p id="email-body-error" className="text-destructive text-sm">
              {errors.body.join(' ')}
            </p>
          ) : null}
          <p id="email-link-note" className="text-muted-foreground text-sm">
            {m.send.linkNote}
          </p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={applicant.isWithdrawn}>
            {m.send.send}
          </Button>
        </div>
      </Form>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
