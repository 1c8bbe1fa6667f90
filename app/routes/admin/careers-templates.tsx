import { ArrowLeft } from 'lucide-react'
import { Form, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/careers-templates'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { NotFound } from '~/components/not-found'
import { HIRING_TEMPLATE_KINDS, TemplateActionSchema } from '~/domain/careers/hiring-mail-schema'
import {
  listHiringTemplates,
  restoreHiringTemplate,
  saveHiringTemplate,
} from '~/domain/careers/templates.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Alert, AlertDescription } from '~/ui/alert'
import { Badge } from '~/ui/badge'
import { Button, buttonVariants } from '~/ui/button'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { Textarea } from '~/ui/textarea'

/*
 * The recruiters' e-mail templates (decision 045): four kinds in two languages, each a plain
 * form (no JavaScript needed); a kind without a saved text shows the catalog's default.
 */

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.hiringTemplates.admin.metaTitle, m) },
    { name: 'description', content: m.hiringTemplates.admin.intro },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'applicants')
  return { templates: await listHiringTemplates() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requirePermission({ request, context }, 'applicants')
  const m = messagesOf(request).hiringTemplates
  const here = '/admin/careers/templates'
  return handleForm(
    { request, context },
    TemplateActionSchema,
    async (value) => {
      const anchor = `#template-${value.kind}-${value.locale}`
      if (value.intent === 'restore') {
        await restoreHiringTemplate(staff, value.kind, value.locale)
        return done(here + anchor, { type: 'success', title: m.admin.restored })
      }
      const saved = await saveHiringTemplate(
        staff,
        value.kind,
        value.locale,
        value.subject,
        value.body,
      )
      if (saved.kind === 'unknown-placeholder') {
        const message = format(m.errors.unknownPlaceholder, { placeholder: saved.placeholder })
        return refused(
          400,
          { title: m.admin.failed, description: message },
          { fieldErrors: { [saved.field]: [message] } },
        )
      }
      return done(here + anchor, { type: 'success', title: m.admin.saved })
    },
    { failed: { title: m.admin.failed } },
  )
}

type Template = Route.ComponentProps['loaderData']['templates'][number]

export default function CareersTemplatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.hiringTemplates
  useActionToast(actionData?.toast)
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <div>
        <Link
          to="/admin/careers/applicants"
          className={buttonVariants({ variant: 'ghost', className: '-ms-3' })}
        >
          <ArrowLeft aria-hidden className="rtl:rotate-180" /> {m.admin.back}
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{m.admin.heading}</h1>
        <p className="text-muted-foreground mt-1">{m.admin.intro}</p>
      </div>
      {HIRING_TEMPLATE_KINDS.map((kind) => (
        <section
          key={kind}
          aria-labelledby={`templates-${kind}`}
          className="grid gap-4 rounded-lg border p-4"
        >
          <h2 id={`templates-${kind}`} className="text-xl font-semibold">
            {m.kinds[kind]}
          </h2>
          <div className="grid gap-6 lg:grid-cols-2">
            {loaderData.templates
              .filter((template) => template.kind === kind)
              .map((template) => (
                <TemplateForm
                  key={`${template.kind}-${template.locale}-${template.subject}-${template.body}`}
                  template={template}
                  actionData={actionData}
                />
              ))}
          </div>
        </section>
      ))}
    </div>
  )
}

/** One kind in one language; after a refused save it shows what was typed and why. */
function TemplateForm({
  template,
  actionData,
}: {
  template: Template
  actionData: ActionData | undefined
}) {
  const m = useT().hiringTemplates
  const id = `template-${template.kind}-${template.locale}`
  const sent = actionData?.result?.initialValue as Record<string, unknown> | null | undefined
  const isThisForm = sent?.kind === template.kind && sent?.locale === template.locale
  const errors = isThisForm ? actionData?.result?.error : undefined
  const typed = (name: 'subject' | 'body') =>
    isThisForm && typeof sent?.[name] === 'string' ? (sent[name] as string) : template[name]
  const dir = template.locale === 'ar' ? 'rtl' : 'ltr'
  const messages = [...(errors?.subject ?? []), ...(errors?.body ?? []), ...(errors?.[''] ?? [])]
  return (
    <div id={id} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium">{m.languages[template.locale]}</h3>
        <Badge variant={template.isCustom ? 'default' : 'secondary'}>
          {template.isCustom ? m.admin.isCustom : m.admin.isDefault}
        </Badge>
      </div>
      <Form method="post" className="grid gap-3" aria-labelledby={`${id}-title`}>
        <span id={`${id}-title`} className="sr-only">
          {`${m.kinds[template.kind]} (${m.languages[template.locale]})`}
        </span>
        <input type="hidden" name="kind" value={template.kind} />
        <input type="hidden" name="locale" value={template.locale} />
        {messages.length > 0 ? (
          <Alert variant="destructive" id={`${id}-errors`}>
            <AlertDescription>
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-subject`}>{m.admin.subject}</Label>
          <Input
            id={`${id}-subject`}
            name="subject"
            defaultValue={typed('subject')}
            lang={template.locale}
            dir={dir}
            required
            maxLength={200}
            aria-invalid={errors?.subject ? true : undefined}
            aria-describedby={messages.length > 0 ? `${id}-errors` : undefined}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-body`}>{m.admin.body}</Label>
          <Textarea
            id={`${id}-body`}
            name="body"
            defaultValue={typed('body')}
            lang={template.locale}
            dir={dir}
            rows={7}
            required
            maxLength={5000}
            aria-invalid={errors?.body ? true : undefined}
            aria-describedby={messages.length > 0 ? `${id}-errors` : undefined}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {template.isCustom ? (
            <Button type="submit" name="intent" value="restore" variant="outline" formNoValidate>
              {m.admin.restore}
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="save">
            {m.admin.save}
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
