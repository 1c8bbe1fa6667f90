import { readForm } from '~/server/form.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/consultancy'
import {
  listPublicConsultants,
  submitConsultationRequest,
} from '~/domain/consultancy/consultancy.server'
import { ConsultancyTabs } from '~/domain/consultancy/components/consultancy-tabs'
import { ConsultantCard } from '~/domain/consultancy/components/consultant-card'
import { ConsultationForm } from '~/domain/consultancy/components/consultation-form'
import {
  ConsultancyPageQuerySchema,
  ConsultationRequestSchema,
  type ConsultancyTab,
} from '~/domain/consultancy/schema'
import { format, t, useT } from '~/i18n'
import { dialogHref, isDialogToggle } from '~/lib/dialog-url'
import { parseListQuery } from '~/lib/list-query'
import { pageMeta, pageTitle } from '~/lib/seo'
import { guardPublicForm, tooManyRequests } from '~/server/public-form.server'
import { redirectWithToast } from '~/server/toast.server'
import { Alert, AlertDescription } from '~/ui/alert'
import { buttonVariants } from '~/ui/button'
import { PageHero } from '~/ui/page-hero'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle(t.consultancy.public.metaTitle),
    description: t.consultancy.public.metaDescription,
  })

const FORM_ANCHOR = 'request-consultation'

function pagePath(tab: ConsultancyTab): string {
  return tab === 'all' ? '/consultancy' : `/consultancy?tab=${tab}`
}

export async function loader({ request }: Route.LoaderArgs) {
  const { tab } = parseListQuery(request, ConsultancyPageQuerySchema)
  return { tab, consultants: await listPublicConsultants(tab) }
}

export async function action({ request }: Route.ActionArgs) {
  const m = t.consultancy.form
  const { tab } = parseListQuery(request, ConsultancyPageQuerySchema)
  const formData = await readForm(request)
  const guard = await guardPublicForm(request, formData, 'consultation')
  if (guard.kind === 'limited') return tooManyRequests(guard.retryAfterSeconds)
  // A bot that filled the honeypot is told it succeeded; nothing is stored.
  if (guard.kind === 'spam') throw redirect(pagePath(tab))

  const submission = parseWithZod(formData, { schema: ConsultationRequestSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), formError: undefined }, { status: 400 })
  }
  const saved = await submitConsultationRequest(submission.value)
  if (saved.kind === 'unavailable') {
    return data(
      { result: submission.reply({ formErrors: [m.consultantUnavailable] }), formError: undefined },
      { status: 404 },
    )
  }
  return redirectWithToast(pagePath(tab), {
    type: 'success',
    title: m.successTitle,
    description: format(m.successDescription, { name: saved.consultantName }),
  })
}

// Opening or closing the dialog only changes ?consultant=…; the list stays as loaded.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isDialogToggle(args, ['consultant']) ? false : args.defaultShouldRevalidate
}

export default function ConsultancyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.consultancy
  const { tab, consultants } = loaderData
  const location = useLocation()
  // SPEC 2 'Request Consultation with …': the dialog is ?consultant=con-001 (decision 012).
  const consultantParam = new URLSearchParams(location.search).get('consultant')
  const selected = consultants.find((c) => c.id === consultantParam) ?? null
  const formError = actionData?.formError

  const requestHref = (consultantId: string) => dialogHref(location, { consultant: consultantId })

  return (
    <>
      <PageHero title={m.public.title} subtitle={m.public.intro} />

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ConsultancyTabs active={tab} />

        {!selected && formError ? (
          <Alert variant="destructive" className="mx-auto mt-8 max-w-2xl">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}

        <UrlDialog
          isOpen={selected !== null}
          closeTo={pagePath(tab)}
          id={FORM_ANCHOR}
          closeLabel={t.dialog.close}
          className="max-w-xl"
          title={selected ? `${m.form.dialogTitle} ${selected.name}` : ''}
          description={selected ? format(m.form.dialogDescription, { name: selected.name }) : ''}
        >
          {selected ? (
            <ConsultationForm
              key={selected.id}
              consultantId={selected.id}
              action={requestHref(selected.id)}
              lastResult={actionData?.result}
              formError={formError}
              cancel={<UrlDialogClose>{m.form.cancel}</UrlDialogClose>}
            />
          ) : null}
        </UrlDialog>

        {consultants.length === 0 ? (
          <div className="mx-auto mt-12 max-w-xl text-center">
            <p className="text-lg font-semibold">{m.public.empty}</p>
            <p className="text-muted-foreground mt-2">{m.public.emptyHint}</p>
          </div>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {consultants.map((consultant) => (
              <li key={consultant.id}>
                <ConsultantCard
                  consultant={consultant}
                  requestHref={`${requestHref(consultant.id)}#${FORM_ANCHOR}`}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="bg-muted">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 className="text-3xl font-bold tracking-tight">{m.public.guidanceTitle}</h2>
          <p className="text-muted-foreground mx-auto mt-4 max-w-2xl text-lg">
            {m.public.guidanceText}
          </p>
          <Link to="/contact" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
            {m.public.contactButton}
          </Link>
        </div>
      </section>
    </>
  )
}
