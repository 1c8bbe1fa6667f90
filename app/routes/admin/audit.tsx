import { Form } from 'react-router'
import { Link } from '~/ui/link'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/audit'
import { listAuditEntities, listAuditEntries, type AuditEntry } from '~/domain/audit/audit.server'
import { AuditQuerySchema } from '~/domain/audit/schema'
import { Pagination } from '~/components/pagination'
import { formatCount, messagesAt, useIntlLocale, useLocale, useT } from '~/i18n'
import { parseListQuery } from '~/lib/list-query'
import { requirePermission } from '~/server/session.server'
import { Badge, type BadgeVariant } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card, CardContent } from '~/ui/card'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { AdminExportLinks } from '~/components/admin/admin-export-links'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/ui/table'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.admin.audit.metaTitle, m) },
    { name: 'description', content: m.admin.audit.subtitle },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'audit')
  const query = parseListQuery(request, AuditQuerySchema)
  const [page, entities] = await Promise.all([listAuditEntries(query), listAuditEntities()])
  return { page, entities, entity: query.entity }
}

const actionBadge: Record<string, BadgeVariant> = {
  create: 'success',
  update: 'info',
  delete: 'destructive',
  erase: 'destructive',
  export: 'info',
  download: 'secondary',
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** An entry's moment to the second, UAE time, in the page's Intl locale (Arabic names the month). */
function dateFormatOf(locale: string): Intl.DateTimeFormat {
  let dateFormat = dateFormats.get(locale)
  if (!dateFormat) {
    dateFormat = new Intl.DateTimeFormat(locale, {
      dateStyle: locale.startsWith('ar') ? 'long' : 'medium',
      timeStyle: 'medium',
      timeZone: 'Asia/Dubai',
    })
    dateFormats.set(locale, dateFormat)
  }
  return dateFormat
}

export default function AuditRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().admin.audit
  const locale = useLocale()
  const { page, entities, entity } = loaderData

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <Link
        to="/admin"
        className="text-primary inline-flex items-center gap-2 text-sm font-medium hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {m.back}
      </Link>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground mt-1">{m.subtitle}</p>
      </header>

      <Card>
        <CardContent className="space-y-4 p-6">
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <div className="grid gap-2">
              <Label htmlFor="audit-entity">{m.entityFilter}</Label>
              <NativeSelect
                id="audit-entity"
                name="entity"
                defaultValue={entity}
                wrapperClassName="w-56"
              >
                <option value="">{m.allEntities}</option>
                {entities.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit">{m.filter}</Button>
            {entity ? (
              <Button asChild variant="outline">
                <Link to="/admin/audit">{m.clear}</Link>
              </Button>
            ) : null}
            <p className="text-muted-foreground ms-auto self-center text-sm">
              {formatCount(m.count, page.total, locale)}
            </p>
          </Form>
          <AdminExportLinks list="audit" />

          {page.rows.length === 0 ? (
            <p className="text-muted-foreground py-10 text-center">{m.empty}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{m.columns.when}</TableHead>
                  <TableHead>{m.columns.who}</TableHead>
                  <TableHead>{m.columns.action}</TableHead>
                  <TableHead>{m.columns.entity}</TableHead>
                  <TableHead>{m.columns.entityId}</TableHead>
                  <TableHead>{m.columns.changes}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.rows.map((row) => (
                  <AuditRow key={row.id} row={row} />
                ))}
              </TableBody>
            </Table>
          )}
          <Pagination page={page} label={m.pagination} />
        </CardContent>
      </Card>
    </div>
  )
}

function AuditRow({ row }: { row: AuditEntry }) {
  const m = useT().admin.audit
  const intlLocale = useIntlLocale()
  const actionLabel = m.actions[row.action as keyof typeof m.actions] ?? row.action
  return (
    <TableRow className="align-top">
      <TableCell className="whitespace-nowrap">
        <time dateTime={new Date(row.createdAt).toISOString()}>
          {dateFormatOf(intlLocale).format(new Date(row.createdAt))}
        </time>
      </TableCell>
      <TableCell>{row.actorEmail ?? m.unknownActor}</TableCell>
      <TableCell>
        <Badge variant={actionBadge[row.action] ?? 'secondary'}>{actionLabel}</Badge>
      </TableCell>
      <TableCell className="font-medium">{row.entity}</TableCell>
      <TableCell className="font-mono text-xs">{row.entityId ?? '—'}</TableCell>
      <TableCell className="w-[40%] min-w-80">
        <details className="group">
          <summary className="text-primary cursor-pointer text-sm font-medium">
            {m.showChanges}
          </summary>
          <div className="mt-2 grid gap-3 xl:grid-cols-2">
            <JsonBlock label={m.before} value={row.before} />
            <JsonBlock label={m.after} value={row.after} />
          </div>
        </details>
      </TableCell>
    </TableRow>
  )
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const m = useT().admin.audit
  return (
    <div>
      <p className="text-muted-foreground mb-1 text-xs font-semibold uppercase">{label}</p>
      <pre
        dir="ltr"
        className="bg-muted max-h-72 overflow-auto rounded-md p-3 text-start text-xs whitespace-pre-wrap"
      >
        {value === null || value === undefined ? m.none : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  )
}
