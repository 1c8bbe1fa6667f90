import { isRouteErrorResponse, Form } from 'react-router'
import { ArrowLeft, CheckCircle2 } from 'lucide-react'
import type { Route } from './+types/investment-nda'
import { CheckboxField, FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { HoneypotField } from '~/components/honeypot-field'
import { NotFound } from '~/components/not-found'
import { getInvestmentDetail } from '~/domain/investments/investments.server'
import { acceptanceOf, acceptNda, ndaPublishedAt } from '~/domain/investors/nda.server'
import { currentNda } from '~/domain/investors/room-access.server'
import { isSameName, NdaAcceptSchema } from '~/domain/investors/schema'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { formatDate } from '~/lib/format-date'
import { langOf } from '~/lib/localized'
import { can } from '~/lib/permissions'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { clientAddress } from '~/server/request-facts.server'
import { requireUser } from '~/server/session.server'
import { Alert, AlertDescription } from '~/ui/alert'
import { Link } from '~/ui/link'
import { withoutHydration } from '~/root'

/*
 * Decision 043: a signed-in reader accepts an investment's current NDA (its own, or the
 * company's default) by typing their name and ticking the box. A visitor is sent to sign in.
 * Personal (who accepted what): never kept by the page cache (platform/page-handler.ts).
 */

// Not hydrated, as every public page: its form is an island (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(
      loaderData
        ? format(m.nda.accept.heading, { title: loaderData.investment.title })
        : m.nda.accept.metaTitle,
      m,
    ),
    description: m.nda.accept.intro,
    noindex: true,
  })
}

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

/** The investment as this reader may see it (an inactive one only for staff), or 404. */
async function investmentFor(request: Request, id: string, role: string) {
  const investment = await getInvestmentDetail(id, localeOfRequest(request), {
    includeInactive: can(role, 'investments:read'),
  })
  if (!investment) notFound()
  return investment
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const investment = await investmentFor(request, params.id, user.role)
  const locale = localeOfRequest(request)
  const nda = await currentNda(investment.id)
  const [acceptedAt, publishedAt] = nda
    ? await Promise.all([acceptanceOf(user.id, investment.id, nda.id), ndaPublishedAt(nda.id)])
    : [null, null]
  return {
    investment: { id: investment.id, title: investment.title, inEnglish: investment.inEnglish },
    nda: nda
      ? {
          id: nda.id,
          version: nda.version,
          // An empty Arabic text falls back to the English one.
          text: locale === 'ar' && nda.bodyAr.trim() ? nda.bodyAr : nda.body,
          isEnglish: locale === 'ar' && !nda.bodyAr.trim(),
          publishedAt,
        }
      : null,
    acceptedAt,
    accountName: user.name,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const investment = await investmentFor(request, params.id, user.role)
  const m = messagesOf(request).nda.accept
  const accepted = done(`/investments/${investment.id}?tab=resources`, {
    type: 'success',
    title: m.accepted,
    description: m.acceptedDescription,
  })
  return handleForm(
    { request, context },
    NdaAcceptSchema,
    async ({ ndaVersionId, typedName }) => {
      if (!isSameName(typedName, user.name)) {
        return { kind: 'refused', fieldErrors: { typedName: [m.errors.nameMismatch] } }
      }
      const outcome = await acceptNda({
        userId: user.id,
        investmentId: investment.id,
        ndaVersionId,
        typedName,
        ip: clientAddress(context),
      })
      if (outcome.kind === 'no-nda') return refused(409, { title: m.noNda })
      if (outcome.kind === 'changed') return refused(409, { title: m.errors.changed })
      return accepted
    },
    { publicForm: { name: 'nda-accept', acceptedAs: accepted }, failed: { title: m.failed } },
  )
}

export default function InvestmentNdaRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.nda.accept
  const locale = useIntlLocale()
  const { investment, nda, acceptedAt, accountName } = loaderData
  useActionToast(actionData?.toast)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to={`/investments/${investment.id}`}
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-2 text-sm font-medium"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {m.back}
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance">{t.nda.title}</h1>
      <p className="mt-1 text-xl font-semibold" {...langOf(investment, 'title')}>
        {investment.title}
      </p>
      {nda === null ? (
        <p className="text-muted-foreground mt-6 rounded-lg border border-dashed p-6">{m.noNda}</p>
      ) : (
        <>
          <p className="text-muted-foreground mt-4">{m.intro}</p>
          <article className="bg-muted/30 mt-6 rounded-lg border p-5">
            {nda.publishedAt ? (
              <p className="text-muted-foreground text-sm">
                {format(m.version, {
                  version: nda.version,
                  date: formatDate(nda.publishedAt, locale),
                })}
              </p>
            ) : null}
            <div
              className="mt-3 max-h-[60vh] overflow-y-auto leading-relaxed whitespace-pre-line"
              {...(nda.isEnglish ? { lang: 'en', dir: 'ltr' } : {})}
            >
              {nda.text}
            </div>
          </article>
          {acceptedAt ? (
            <Alert className="mt-6">
              <CheckCircle2 aria-hidden className="size-4" />
              <AlertDescription>
                {format(m.alreadyAccepted, {
                  version: nda.version,
                  date: formatDate(acceptedAt, locale),
                })}
              </AlertDescription>
            </Alert>
          ) : (
            <AcceptForm ndaVersionId={nda.id} accountName={accountName} actionData={actionData} />
          )}
        </>
      )}
    </div>
  )
}

function AcceptForm({
  ndaVersionId,
  accountName,
  actionData,
}: {
  ndaVersionId: string
  accountName: string
  actionData: Route.ComponentProps['actionData']
}) {
  const m = useT().nda.accept
  const isSubmitting = useIsPending()
  const [form, fields] = useKitForm({
    id: `nda-accept-${ndaVersionId}`,
    lastResult: actionData?.result,
    schema: NdaAcceptSchema,
  })
  return (
    <Form method="post" {...kitFormProps(form)} className="mt-6 grid gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <input type="hidden" name="ndaVersionId" value={ndaVersionId} />
      <TextField
        field={fields.typedName}
        label={m.typedName}
        hint={format(m.typedNameHint, { name: accountName })}
        autoComplete="name"
        isRequired
      />
      <CheckboxField field={fields.accept} label={m.tick} isRequired />
      <div>
        <StatusButton status={isSubmitting ? 'pending' : 'idle'} pendingLabel={m.submitting}>
          {m.submit}
        </StatusButton>
      </div>
    </Form>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{m.errors.title}</h1>
      <p className="text-muted-foreground">{m.errors.body}</p>
    </section>
  )
}
