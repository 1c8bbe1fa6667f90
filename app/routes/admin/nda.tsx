import { isRouteErrorResponse, Form } from 'react-router'
import type { Route } from './+types/nda'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminTable } from '~/components/admin/admin-table'
import { FormErrors, TextareaField } from '~/components/forms/fields'
import { FormSection } from '~/components/forms/form-section'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { NotFound } from '~/components/not-found'
import { Pagination } from '~/components/pagination'
import { getInvestmentForEdit } from '~/domain/investments/investments.server'
import {
  listNdaAcceptances,
  listNdaVersions,
  publishNdaVersion,
  type NdaVersionRow,
} from '~/domain/investors/nda.server'
import { NdaPublishSchema } from '~/domain/investors/schema'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import { ListQuerySchema } from '~/lib/list-query'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Link } from '~/ui/link'
import { TableCell, TableRow } from '~/ui/table'

/*
 * The NDA screens (decision 043): /admin/nda for the company default, and
 * /admin/investments/:id/nda for an investment's own (the same module, two routes). Staff who
 * read investments see the versions and acceptances; those who write them publish.
 */

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = messagesAt(location.pathname)
  const title = loaderData?.investment
    ? format(t.nda.admin.investmentTitle, { title: loaderData.investment.title })
    : t.nda.admin.defaultTitle
  return [{ title: `${title} | ${t.brand.shortName}` }]
}

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

/** The investment of the screen, or null for the company default; 404 for an unknown id. */
async function investmentOf(params: { id?: string }) {
  if (params.id === undefined) return null
  const investment = await getInvestmentForEdit(params.id)
  if (!investment) notFound()
  return { id: investment.id, title: investment.title }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'investments:read')
  const investment = await investmentOf(params)
  const query = ListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const scope = investment?.id ?? null
  const [versions, acceptances, defaultVersions] = await Promise.all([
    listNdaVersions(scope),
    listNdaAcceptances(scope, query),
    // An investment without its own NDA: its readers accept the default's current version.
    scope === null ? Promise.resolve([]) : listNdaVersions(null),
  ])
  return { investment, versions, acceptances, defaultCurrent: defaultVersions[0] ?? null }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'investments:write')
  const investment = await investmentOf(params)
  const m = messagesOf(request).nda.admin
  const here = investment ? `/admin/investments/${investment.id}/nda` : '/admin/nda'
  return handleForm(
    { request, context },
    NdaPublishSchema,
    async ({ body, bodyAr }) => {
      const published = await publishNdaVersion(admin, investment?.id ?? null, { body, bodyAr })
      return done(here, {
        type: 'success',
        title: m.published,
        description: format(m.publishedDescription, { version: published.version }),
      })
    },
    { failed: { title: m.failed } },
  )
}

export default function NdaRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.nda.admin
  const locale = useIntlLocale()
  const { investment, versions, acceptances, defaultCurrent } = loaderData
  const [current, ...history] = versions
  useActionToast(actionData?.toast)
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <AdminPageHeader
        title={investment ? format(m.investmentTitle, { title: investment.title }) : m.defaultTitle}
        description={investment ? m.investmentSubtitle : m.defaultSubtitle}
      >
        {investment ? (
          <Link
            to="/admin/nda"
            className="text-primary text-sm font-medium underline-offset-4 hover:underline"
          >
            {m.editDefault}
          </Link>
        ) : null}
      </AdminPageHeader>

      <section aria-labelledby="nda-current" className="grid gap-3">
        <h2 id="nda-current" className="text-xl font-semibold">
          {m.current}
        </h2>
        {current ? (
          <NdaText version={current} />
        ) : (
          <div className="text-muted-foreground rounded-lg border border-dashed p-6">
            <p>{m.none}</p>
            {investment && defaultCurrent ? <p className="mt-2">{m.usesDefault}</p> : null}
          </div>
        )}
      </section>

      <section aria-labelledby="nda-history" className="grid gap-3">
        <h2 id="nda-history" className="text-xl font-semibold">
          {m.history}
        </h2>
        {history.length === 0 ? (
          <p className="text-muted-foreground">{m.noHistory}</p>
        ) : (
          <ul className="grid gap-2">
            {history.map((version) => (
              <li key={version.id}>
                <details className="rounded-lg border p-3">
                  <summary className="cursor-pointer font-medium">
                    {format(m.versionLine, {
                      version: version.version,
                      date: formatDateTime(version.createdAt, locale),
                    })}
                  </summary>
                  <NdaText version={version} isBare />
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PublishForm
        key={current?.id ?? 'none'}
        defaultValue={current ? { body: current.body, bodyAr: current.bodyAr } : undefined}
        lastResult={actionData?.result}
      />

      <section aria-labelledby="nda-acceptances" className="grid gap-3">
        <h2 id="nda-acceptances" className="text-xl font-semibold">
          {m.acceptances}
        </h2>
        <AdminTable
          columns={[
            { label: m.columns.reader },
            { label: m.columns.typedName },
            { label: m.columns.version },
            ...(investment ? [] : [{ label: m.columns.investment }]),
            { label: m.columns.acceptedAt },
            { label: m.columns.ip },
          ]}
          isEmpty={acceptances.rows.length === 0}
          empty={m.noAcceptances}
        >
          {acceptances.rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <p className="font-medium">{row.userName ?? m.deletedAccount}</p>
                {row.userEmail ? (
                  <p className="text-muted-foreground text-xs break-all">{row.userEmail}</p>
                ) : null}
              </TableCell>
              <TableCell>{row.typedName}</TableCell>
              <TableCell>{row.version}</TableCell>
              {investment ? null : <TableCell>{row.investmentTitle ?? row.investmentId}</TableCell>}
              <TableCell className="whitespace-nowrap">
                {formatDateTime(row.acceptedAt, locale)}
              </TableCell>
              <TableCell className="font-mono text-xs">{row.ip}</TableCell>
            </TableRow>
          ))}
        </AdminTable>
        <Pagination page={acceptances} />
      </section>
    </div>
  )
}

function NdaText({ version, isBare = false }: { version: NdaVersionRow; isBare?: boolean }) {
  const m = useT().nda.admin
  const locale = useIntlLocale()
  return (
    <div className={isBare ? 'mt-3 grid gap-3' : 'grid gap-3 rounded-lg border p-4'}>
      {isBare ? null : (
        <p className="text-muted-foreground text-sm">
          {format(m.versionLine, {
            version: version.version,
            date: formatDateTime(version.createdAt, locale),
          })}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold">{m.english}</h3>
          <p lang="en" dir="ltr" className="mt-1 text-sm leading-relaxed whitespace-pre-line">
            {version.body}
          </p>
        </div>
        <div>
          <h3 className="text-sm font-semibold">{m.arabic}</h3>
          <p lang="ar" dir="rtl" className="mt-1 text-sm leading-relaxed whitespace-pre-line">
            {version.bodyAr}
          </p>
        </div>
      </div>
    </div>
  )
}

function PublishForm({
  defaultValue,
  lastResult,
}: {
  defaultValue?: { body: string; bodyAr: string }
  lastResult: Route.ComponentProps['actionData'] extends infer A
    ? A extends { result?: infer R }
      ? R
      : undefined
    : undefined
}) {
  const m = useT().nda.admin
  const isPublishing = useIsPending({ intent: 'publish' })
  const [form, fields] = useKitForm({
    id: 'nda-publish',
    lastResult,
    defaultValue,
    schema: NdaPublishSchema,
  })
  return (
    <Form method="post" {...kitFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="publish" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormSection title={m.publish} description={m.publishHint}>
        <TextareaField
          field={fields.body}
          label={m.english}
          rows={10}
          lang="en"
          dir="ltr"
          isRequired
        />
        <TextareaField
          field={fields.bodyAr}
          label={m.arabic}
          rows={10}
          lang="ar"
          dir="rtl"
          isRequired
        />
      </FormSection>
      <div className="flex justify-end">
        <StatusButton status={isPublishing ? 'pending' : 'idle'} pendingLabel={m.publishing}>
          {m.publishButton}
        </StatusButton>
      </div>
    </Form>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
