import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/consultancy'
import { ActionRefusal } from '~/components/forms/fields'
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
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { closedDialogHref, dialogHref, isDialogToggle } from '~/lib/dialog-url'
import { langOf } from '~/lib/localized'
import { parseListQuery } from '~/lib/list-query'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { buttonVariants } from '~/ui/button'
import { PageHero } from '~/ui/page-hero'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'
import { withoutHydration } from '~/root'

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.consultancy.public.metaTitle, m),
    description: m.consultancy.public.metaDescription,
  })
}

const FORM_ANCHOR = 'request-consultation'

function pagePath(tab: ConsultancyTab): string {
  return tab === 'all' ? '/consultancy' : `/consultancy?tab=${tab}`
}

export async function loader({ request }: Route.LoaderArgs) {
  const { tab } = parseListQuery(request, ConsultancyPageQuerySchema)
  return { tab, consultants: await listPublicConsultants(tab, localeOfRequest(request)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const m = messages.consultancy.form
  // Back to the list (its tab kept), the dialog closed.
  const back = closedDialogHref(request.url, ['consultant'])
  return handleForm(
    { request, context },
    ConsultationRequestSchema,
    async (consultation, { senderId }) => {
      const saved = await submitConsultationRequest({
        ...consultation,
        userId: senderId,
        locale: localeOfRequest(request),
      })
      if (saved.kind === 'unavailable') return refused(404, { title: m.consultantUnavailable })
      return done(back, {
        type: 'success',
        title: m.successTitle,
        description: format(m.successDescription, { name: saved.consultantName }),
      })
    },
    {
      publicForm: {
        name: 'consultation',
        acceptedAs: done(back, { type: 'success', title: m.successTitle }),
      },
    },
  )
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
  useActionToast(actionData?.toast)

  const requestHref = (consultantId: string) => dialogHref(location, { consultant: consultantId })

  return (
    <>
      <PageHero title={m.public.title} subtitle={m.public.intro} />

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ConsultancyTabs active={tab} />

        {/* A refusal for a consultant who is no longer listed: the dialog is gone, the reason stays. */}
        {selected ? null : (
          <ActionRefusal actionData={actionData} className="mx-auto mt-8 max-w-2xl" />
        )}

        <UrlDialog
          isOpen={selected !== null}
          closeTo={pagePath(tab)}
          id={FORM_ANCHOR}
          closeLabel={t.dialog.close}
          className="max-w-xl"
          title={
            selected ? (
              <>
                {m.form.dialogTitle} <span {...langOf(selected, 'name')}>{selected.name}</span>
              </>
            ) : (
              ''
            )
          }
          description={selected ? format(m.form.dialogDescription, { name: selected.name }) : ''}
        >
          {selected ? (
            <ConsultationForm
              key={selected.id}
              consultantId={selected.id}
              action={requestHref(selected.id)}
              lastResult={actionData?.result}
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
