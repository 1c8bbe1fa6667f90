import { ArrowLeft, Download } from 'lucide-react'
import { Form } from 'react-router'
import type { Route } from './+types/investor'
import { FormErrors, TextareaField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { InvestorStateBadge } from '~/domain/investors/components/state-badge'
import { roomReadsOfAccount } from '~/domain/investors/documents.server'
import {
  getInvestorFile,
  reviewHistory,
  reviewInvestorFile,
} from '~/domain/investors/investor-file.server'
import { InvestorRejectSchema, InvestorReviewSchema } from '~/domain/investors/investor-file-schema'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { resultOfIntent } from '~/lib/action-result'
import { formatDate, formatDateTime } from '~/lib/format-date'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location, data }) => {
  const m = messagesAt(location.pathname)
  return [
    {
      title: pageTitle(format(m.investorFile.admin.metaTitle, { name: data?.file.name ?? '' }), m),
    },
  ]
}

/** One investor file: its data, documents, review history and data-room reads (decision 043). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'requests')
  const file = await getInvestorFile(params.id)
  if (!file) throw new Response('Not Found', { status: 404 })
  const [history, accessLog] = await Promise.all([
    reviewHistory(file.id),
    file.userId ? roomReadsOfAccount(file.userId, { limit: 200 }) : [],
  ])
  return { file, history, accessLog }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'requests')
  const m = messagesOf(request).investorFile.admin
  const failed = messagesOf(request).investorFile
  return handleForm(
    { request, context },
    InvestorReviewSchema,
    async (decision) => {
      const outcome = await reviewInvestorFile(actor, params.id, decision)
      if (outcome.kind === 'not-found')
        return refused(404, { title: failed.failed, description: m.notFound })
      if (outcome.kind === 'not-pending')
        return refused(409, { title: failed.failed, description: m.notPending })
      return done(new URL(request.url).pathname, {
        type: 'success',
        title: decision.intent === 'verify' ? m.verified : m.rejected,
      })
    },
    { failed: { title: failed.failed, description: failed.failedDescription } },
  )
}

export default function AdminInvestorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.investorFile
  const a = m.admin
  const intlLocale = useIntlLocale()
  const { file, history, accessLog } = loaderData
  useActionToast(actionData?.toast)
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to="/admin/investors"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {a.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{file.name}</h1>
          <p className="text-muted-foreground mt-1" dir="ltr">
            {file.email}
          </p>
        </div>
        <div data-testid="investor-state" data-state={file.state}>
          <InvestorStateBadge state={file.state} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{a.profile}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <Fact label={m.classification}>
                  {file.classification ? m.classifications[file.classification] : '—'}
                </Fact>
                <Fact label={m.nationality}>{file.nationality || '—'}</Fact>
                <Fact label={m.residence}>{file.residence || '—'}</Fact>
                <Fact label={a.columns.submitted}>
                  {file.submittedAt ? formatDateTime(file.submittedAt, intlLocale) : a.notSubmitted}
                </Fact>
                <Fact label={a.account}>
                  {file.userId
                    ? file.email
                    : format(a.noAccount, {
                        date: file.keepUntil ? formatDate(file.keepUntil, intlLocale) : '—',
                      })}
                </Fact>
                {file.state === 'rejected' && file.rejectionReason ? (
                  <Fact label={a.reason}>{file.rejectionReason}</Fact>
                ) : null}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">{a.documents}</CardTitle>
            </CardHeader>
            <CardContent>
              {file.documents.length === 0 ? (
                <p className="text-muted-foreground text-sm">{m.noDocuments}</p>
              ) : (
                <ul className="divide-y">
                  {file.documents.map((document) => (
                    <li
                      key={document.id}
                      className="flex flex-wrap items-center justify-between gap-3 py-3"
                    >
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2 font-medium">
                          {m.kinds[document.kind]}
                          {document.isExpired ? (
                            <Badge variant="destructive">{a.expiredBadge}</Badge>
                          ) : null}
                        </p>
                        <p className="text-muted-foreground truncate text-sm" dir="auto">
                          {document.filename}
                        </p>
                        <p className="text-muted-foreground text-sm">
                          {document.expiresOn
                            ? format(document.isExpired ? m.expired : m.expires, {
                                date: formatDate(document.expiresOn, intlLocale),
                              })
                            : format(m.uploaded, {
                                date: formatDate(document.uploadedAt, intlLocale),
                              })}
                        </p>
                      </div>
                      <a
                        href={`/admin/investors/${file.id}/documents/${document.id}`}
                        className="border-input hover:bg-accent inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm"
                        download
                      >
                        <Download aria-hidden className="size-4" /> {m.download}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">{a.accessLog}</CardTitle>
              <CardDescription>{a.accessLogHint}</CardDescription>
            </CardHeader>
            <CardContent className="overflow-x-auto">
              {accessLog.length === 0 ? (
                <p className="text-muted-foreground text-sm">{a.noAccess}</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{a.accessColumns.investment}</TableHead>
                      <TableHead>{a.accessColumns.document}</TableHead>
                      <TableHead>{a.accessColumns.version}</TableHead>
                      <TableHead>{a.accessColumns.action}</TableHead>
                      <TableHead>{a.accessColumns.at}</TableHead>
                      <TableHead>{a.accessColumns.ip}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {accessLog.map((row, index) => (
                      <TableRow key={index}>
                        <TableCell>{row.investmentTitle}</TableCell>
                        <TableCell>{row.documentTitle}</TableCell>
                        <TableCell>{row.version}</TableCell>
                        <TableCell>{a.accessActions[row.action]}</TableCell>
                        <TableCell className="whitespace-nowrap">
                          {formatDateTime(row.at, intlLocale)}
                        </TableCell>
                        <TableCell dir="ltr">{row.ip}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </div>

        <aside className="space-y-6">
          {file.state === 'pending' ? <DecisionCard actionData={actionData} /> : null}
          <Card>
            <CardHeader>
              <CardTitle as="h2">{a.history}</CardTitle>
            </CardHeader>
            <CardContent>
              {history.length === 0 ? (
                <p className="text-muted-foreground text-sm">{a.noHistory}</p>
              ) : (
                <ol className="space-y-3 text-sm">
                  {history.map((entry, index) => (
                    <li key={index}>
                      <p>
                        {entry.state === 'verified'
                          ? format(a.historyVerified, { who: entry.who })
                          : format(a.historyRejected, {
                              who: entry.who,
                              reason: entry.reason ?? '',
                            })}
                      </p>
                      <p className="text-muted-foreground">
                        {formatDateTime(entry.at, intlLocale)}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  )
}

function DecisionCard({ actionData }: { actionData: Route.ComponentProps['actionData'] }) {
  const m = useT().investorFile.admin
  const isVerifying = useIsPending({ intent: 'verify' })
  const isRejecting = useIsPending({ intent: 'reject' })
  const [form, fields] = useKitForm({
    id: 'investor-reject',
    lastResult: resultOfIntent(actionData, 'reject'),
    schema: InvestorRejectSchema,
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.decide}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Form method="post">
          <input type="hidden" name="intent" value="verify" />
          <StatusButton status={isVerifying ? 'pending' : 'idle'} className="w-full">
            {m.verify}
          </StatusButton>
        </Form>
        <Form method="post" {...kitFormProps(form)} className="space-y-3">
          <input type="hidden" name="intent" value="reject" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextareaField field={fields.reason} label={m.reason} rows={3} isRequired />
          <Button type="submit" variant="destructive" className="w-full" disabled={isRejecting}>
            {m.reject}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}
