import { isRouteErrorResponse, Form, useLocation } from 'react-router'
import type { z } from 'zod'
import { FileText, History, X } from 'lucide-react'
import type { Route } from './+types/investment-documents'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { AdminFormPageHeader } from '~/components/admin/admin-page-header'
import { AdminTable } from '~/components/admin/admin-table'
import { ActionRefusal, FormErrors, SelectField, TextField } from '~/components/forms/fields'
import { FileField } from '~/components/forms/file-fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { NotFound } from '~/components/not-found'
import {
  addRoomDocument,
  getInvestmentForRoom,
  listAccessLog,
  listRoomDocumentsForStaff,
  listRoomReaders,
  replaceRoomDocument,
  roomDocumentUpload,
  setRoomDocumentRemoved,
  setRoomRevoked,
  type RoomWriteOutcome,
} from '~/domain/investors/documents.server'
import {
  AccessLogQuerySchema,
  RoomDocumentActionSchema,
  RoomUploadSchema,
  ROOM_DOCUMENTS_MAX,
} from '~/domain/investors/schema'
import { documentVisibilities } from '#db/schema'
import { format, messagesAt, messagesOf, useIntlLocale, useLocale, useT } from '~/i18n'
import { dialogHref } from '~/lib/dialog-url'
import { formatDateTime } from '~/lib/format-date'
import { can } from '~/lib/permissions'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { discardUploads } from '~/server/uploads.server'
import { Badge } from '~/ui/badge'
import { Button, buttonVariants } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'
import { TableCell, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const m = messagesAt(location.pathname)
  const title = loaderData?.investment.title ?? ''
  return [{ title: `${format(m.dataRoom.admin.metaTitle, { title })} | ${m.brand.shortName}` }]
}

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requirePermission({ request, context }, 'investments:read')
  const investment = await getInvestmentForRoom(params.id)
  if (!investment) notFound()
  const query = AccessLogQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const [documents, readers, log] = await Promise.all([
    listRoomDocumentsForStaff(investment.id),
    listRoomReaders(investment.id),
    query.log || query.reader
      ? listAccessLog(investment.id, {
          documentId: query.log,
          userId: query.reader,
          page: query.page,
        })
      : null,
  ])
  return {
    investment,
    documents,
    readers,
    log: log ? { ...log, page: query.page, documentId: query.log, userId: query.reader } : null,
    canWrite: can(staff.role, 'investments:write'),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'investments:write')
  const investment = await getInvestmentForRoom(params.id)
  if (!investment) notFound()
  const m = messagesOf(request).dataRoom
  const back = `/admin/investments/${investment.id}/documents`
  const answer = (outcome: RoomWriteOutcome, title: string) => {
    switch (outcome.kind) {
      case 'ok':
        return done(back, { type: 'success', title })
      case 'not-found':
        return refused(404, { title: m.admin.failed, description: m.admin.notFound })
      case 'office-file':
        return refused(
          400,
          { title: m.admin.failed, description: m.errors.officeFile },
          { fieldErrors: { file: [m.errors.officeFile] } },
        )
      case 'unreadable':
        return refused(
          400,
          { title: m.admin.failed, description: m.errors.unreadablePdf },
          { fieldErrors: { file: [m.errors.unreadablePdf] } },
        )
      case 'too-many': {
        const description = format(m.errors.tooMany, { max: ROOM_DOCUMENTS_MAX })
        return refused(400, { title: m.admin.failed, description })
      }
    }
  }
  return handleForm(
    { request, context },
    RoomDocumentActionSchema,
    async (value, { uploads }) => {
      const file = uploads.file
      if (value.intent !== 'upload' && value.intent !== 'replace') await discardUploads(uploads)
      switch (value.intent) {
        case 'upload':
        case 'replace': {
          if (file.kind !== 'stored') {
            return refused(
              400,
              { title: m.admin.failed, description: m.errors.fileRequired },
              { fieldErrors: { file: [m.errors.fileRequired] } },
            )
          }
          return value.intent === 'upload'
            ? answer(await addRoomDocument(actor, investment.id, value, file), m.admin.uploaded)
            : answer(
                await replaceRoomDocument(actor, investment.id, value.documentId, file),
                m.admin.replaced,
              )
        }
        case 'remove':
        case 'restore':
          return answer(
            await setRoomDocumentRemoved(
              actor,
              investment.id,
              value.documentId,
              value.intent === 'remove',
            ),
            value.intent === 'remove' ? m.admin.removedToast : m.admin.restored,
          )
        case 'revoke':
        case 'unrevoke': {
          const outcome = await setRoomRevoked(
            actor,
            investment.id,
            value.userId,
            value.intent === 'revoke',
          )
          return answer(
            outcome.kind === 'ok' ? { kind: 'ok', documentId: '' } : outcome,
            value.intent === 'revoke' ? m.admin.revokedToast : m.admin.unrevokedToast,
          )
        }
      }
    },
    {
      files: { file: { ...roomDocumentUpload, isRequired: false } },
      failed: { title: m.admin.failed },
    },
  )
}

type LoaderData = Route.ComponentProps['loaderData']
type FormActionData = Route.ComponentProps['actionData']

function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024)
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return megabytes >= 1
    ? `${number.format(megabytes)} MB`
    : `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`
}

export default function InvestmentDocumentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.dataRoom
  const { investment, documents, canWrite } = loaderData
  useActionToast(actionData?.toast)
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <AdminFormPageHeader
        backTo="/admin/investments"
        backLabel={m.admin.back}
        title={m.admin.heading}
        description={investment.title}
      />
      <p className="text-muted-foreground text-sm">{m.admin.intro}</p>
      <ActionRefusal actionData={actionData} />
      {loaderData.log ? <AccessLogSection loaderData={loaderData} /> : null}
      <DocumentsTable loaderData={loaderData} />
      {canWrite ? <UploadForm actionData={actionData} count={documents.length} /> : null}
      <ReadersTable loaderData={loaderData} />
    </div>
  )
}

function DocumentsTable({ loaderData }: { loaderData: LoaderData }) {
  const m = useT().dataRoom
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const location = useLocation()
  const { investment, documents, canWrite } = loaderData
  const intent = (name: string) => <input type="hidden" name="intent" value={name} />
  return (
    <AdminTable
      caption={m.admin.heading}
      heading={
        <p className="text-muted-foreground border-b px-4 py-3 text-sm">
          {format(m.admin.count, { count: documents.length, max: ROOM_DOCUMENTS_MAX })}
        </p>
      }
      columns={[
        { label: m.admin.columns.document },
        { label: m.admin.columns.visibility },
        { label: m.admin.columns.version },
        { label: m.admin.columns.uploaded },
        { label: m.admin.columns.state },
      ]}
      isEmpty={documents.length === 0}
      empty={m.admin.empty}
    >
      {documents.map((document) => {
        const [current] = document.versions
        const title = locale === 'ar' && document.titleAr ? document.titleAr : document.title
        return (
          <TableRow key={document.id} data-document={document.id}>
            <TableCell className="max-w-sm align-top">
              <p className="font-medium">{title}</p>
              <p className="text-muted-foreground text-xs" lang={locale === 'ar' ? 'en' : 'ar'}>
                {locale === 'ar' ? document.title : document.titleAr}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {document.removedAt ? null : (
                  <a
                    href={`/investments/${investment.id}/documents/${document.id}`}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    <FileText aria-hidden />
                    {m.admin.openCopy}
                  </a>
                )}
                <Link
                  to={dialogHref(location, { log: document.id, reader: null, page: null })}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  <History aria-hidden />
                  {m.admin.showLog}
                </Link>
              </div>
              {canWrite ? (
                <div className="mt-3 grid gap-2">
                  <Form
                    method="post"
                    encType="multipart/form-data"
                    className="flex flex-wrap items-end gap-2"
                  >
                    {intent('replace')}
                    <input type="hidden" name="documentId" value={document.id} />
                    <label className="grid gap-1 text-xs">
                      {m.admin.fields.replaceFile}
                      <input
                        type="file"
                        name="file"
                        accept="application/pdf,.pdf"
                        required
                        className="max-w-56 text-xs"
                      />
                    </label>
                    <Button type="submit" size="sm" variant="secondary">
                      {m.admin.replace}
                    </Button>
                  </Form>
                  <Form method="post">
                    {intent(document.removedAt ? 'restore' : 'remove')}
                    <input type="hidden" name="documentId" value={document.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant={document.removedAt ? 'outline' : 'destructive'}
                    >
                      {document.removedAt ? m.admin.restore : m.admin.remove}
                    </Button>
                  </Form>
                </div>
              ) : null}
            </TableCell>
            <TableCell className="align-top">{m.visibilities[document.visibility]}</TableCell>
            <TableCell className="align-top">
              <ul className="grid gap-1 text-sm">
                {document.versions.map((version) => (
                  <li key={version.id}>
                    <span className={version === current ? 'font-semibold' : undefined}>
                      {format(m.admin.versionNumber, { version: version.version })}
                    </span>{' '}
                    <span className="text-muted-foreground">
                      · {formatSize(version.size, intlLocale)}
                    </span>
                  </li>
                ))}
              </ul>
            </TableCell>
            <TableCell className="text-muted-foreground align-top text-sm">
              {current
                ? format(m.admin.uploadedBy, {
                    when: formatDateTime(current.uploadedAt, intlLocale),
                    name: current.uploadedByName ?? m.admin.someone,
                  })
                : null}
            </TableCell>
            <TableCell className="align-top">
              <Badge variant={document.removedAt ? 'secondary' : 'teal'}>
                {document.removedAt ? m.admin.removed : m.admin.live}
              </Badge>
            </TableCell>
          </TableRow>
        )
      })}
    </AdminTable>
  )
}

function UploadForm({ actionData, count }: { actionData: FormActionData; count: number }) {
  const m = useT().dataRoom
  const isSaving = useIsPending({ intent: 'upload' })
  const [form, fields] = useKitForm<
    typeof RoomUploadSchema,
    z.input<typeof RoomUploadSchema> & { file?: File }
  >({
    id: 'room-upload',
    lastResult: actionData?.result,
    schema: RoomUploadSchema,
    defaultValue: { intent: 'upload', visibility: 'nda' },
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.admin.uploadTitle}</CardTitle>
        <CardDescription>{m.admin.uploadHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {count >= ROOM_DOCUMENTS_MAX ? (
          <p className="text-destructive text-sm">
            {format(m.errors.tooMany, { max: ROOM_DOCUMENTS_MAX })}
          </p>
        ) : null}
        <Form
          method="post"
          encType="multipart/form-data"
          {...kitFormProps(form)}
          className="grid gap-4 md:grid-cols-2"
        >
          <input type="hidden" name="intent" value="upload" />
          <FormErrors id={form.errorId} errors={form.errors} className="md:col-span-2" />
          <TextField field={fields.title} label={m.admin.fields.title} isRequired />
          <TextField
            field={fields.titleAr}
            label={m.admin.fields.titleAr}
            isRequired
            lang="ar"
            dir="rtl"
          />
          <SelectField
            field={fields.visibility}
            label={m.admin.fields.visibility}
            isRequired
            options={documentVisibilities.map((value) => ({
              value,
              label: m.visibilities[value],
            }))}
          />
          <FileField
            field={fields.file}
            label={m.admin.fields.file}
            accept="application/pdf,.pdf"
            isRequired
          />
          <div className="flex justify-end md:col-span-2">
            <StatusButton status={isSaving ? 'pending' : 'idle'}>{m.admin.upload}</StatusButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}

function ReadersTable({ loaderData }: { loaderData: LoaderData }) {
  const m = useT().dataRoom
  const requestStatuses = useT().requests.admin.statuses
  const location = useLocation()
  const { readers, canWrite } = loaderData
  return (
    <section aria-labelledby="readers-title" className="grid gap-3">
      <div>
        <h2 id="readers-title" className="text-xl font-semibold">
          {m.admin.readersTitle}
        </h2>
        <p className="text-muted-foreground text-sm">{m.admin.readersIntro}</p>
      </div>
      <AdminTable
        caption={m.admin.readersTitle}
        columns={[
          { label: m.admin.readerColumns.reader },
          { label: m.admin.readerColumns.nda },
          { label: m.admin.readerColumns.request },
          { label: m.admin.readerColumns.verified },
          { label: m.admin.readerColumns.access },
        ]}
        isEmpty={readers.length === 0}
        empty={m.admin.readersEmpty}
      >
        {readers.map((reader) => (
          <TableRow key={reader.userId} data-reader={reader.userId}>
            <TableCell>
              <p className="font-medium">{reader.name}</p>
              <p className="text-muted-foreground text-xs" dir="ltr">
                {reader.email}
              </p>
              <Link
                to={dialogHref(location, { reader: reader.userId, log: null, page: null })}
                className="text-primary text-sm hover:underline"
                aria-label={format(m.admin.readerLogLabel, { name: reader.name })}
              >
                {m.admin.readerLog}
              </Link>
            </TableCell>
            <TableCell>{reader.hasAcceptedNda ? m.admin.yes : m.admin.no}</TableCell>
            <TableCell>
              {reader.requestStatus ? requestStatuses[reader.requestStatus] : m.admin.none}
            </TableCell>
            <TableCell>{reader.isVerified ? m.admin.verified : m.admin.notVerified}</TableCell>
            <TableCell>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={reader.isRevoked ? 'destructive' : 'teal'}>
                  {reader.isRevoked ? m.admin.accessRevoked : m.admin.accessOpen}
                </Badge>
                {canWrite ? (
                  <Form method="post">
                    <input
                      type="hidden"
                      name="intent"
                      value={reader.isRevoked ? 'unrevoke' : 'revoke'}
                    />
                    <input type="hidden" name="userId" value={reader.userId} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="outline"
                      aria-label={format(
                        reader.isRevoked ? m.admin.unrevokeLabel : m.admin.revokeLabel,
                        { name: reader.name },
                      )}
                    >
                      {reader.isRevoked ? m.admin.unrevoke : m.admin.revoke}
                    </Button>
                  </Form>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    </section>
  )
}

function AccessLogSection({ loaderData }: { loaderData: LoaderData }) {
  const m = useT().dataRoom
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const location = useLocation()
  const log = loaderData.log
  if (!log) return null
  const document = loaderData.documents.find((each) => each.id === log.documentId)
  const reader = loaderData.readers.find((each) => each.userId === log.userId)
  const heading = document
    ? format(m.log.ofDocument, {
        title: locale === 'ar' && document.titleAr ? document.titleAr : document.title,
      })
    : reader
      ? format(m.log.ofReader, { name: reader.name })
      : m.log.title
  const pageHref = (page: number) => dialogHref(location, { page: String(page) })
  return (
    <section
      aria-labelledby="access-log-title"
      className="bg-card grid gap-3 rounded-lg border p-4"
      data-access-log=""
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="access-log-title" className="text-xl font-semibold">
          {heading}
        </h2>
        <Link
          to={dialogHref(location, { log: null, reader: null, page: null })}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          <X aria-hidden />
          {m.log.close}
        </Link>
      </div>
      <AdminTable
        isFramed={false}
        caption={heading}
        columns={[
          { label: m.log.columns.when },
          { label: m.log.columns.reader },
          { label: m.log.columns.document },
          { label: m.log.columns.action },
          { label: m.log.columns.address },
        ]}
        isEmpty={log.rows.length === 0}
        empty={m.log.empty}
      >
        {log.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="whitespace-nowrap">
              {formatDateTime(row.at, intlLocale)}
            </TableCell>
            <TableCell>
              {row.readerName || row.readerEmail ? (
                <>
                  <p>{row.readerName}</p>
                  <p className="text-muted-foreground text-xs" dir="ltr">
                    {row.readerEmail}
                  </p>
                </>
              ) : (
                m.log.visitor
              )}
            </TableCell>
            <TableCell>
              {locale === 'ar' && row.documentTitleAr ? row.documentTitleAr : row.documentTitle}{' '}
              <span className="text-muted-foreground">
                ({format(m.admin.versionNumber, { version: row.version })})
              </span>
            </TableCell>
            <TableCell>{m.actions[row.action]}</TableCell>
            <TableCell dir="ltr" className="text-start">
              {row.ip}
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      {log.page > 1 || log.hasMore ? (
        <nav className="flex items-center justify-between gap-2 text-sm" aria-label={m.log.title}>
          {log.page > 1 ? <Link to={pageHref(log.page - 1)}>{m.log.previous}</Link> : <span />}
          <span>{format(m.log.page, { page: log.page })}</span>
          {log.hasMore ? <Link to={pageHref(log.page + 1)}>{m.log.next}</Link> : <span />}
        </nav>
      ) : null}
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
