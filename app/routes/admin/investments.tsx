import { readForm } from '~/server/form.server'
import { Form, Link } from 'react-router'
import { Eye, Pencil, Plus, Search, Trash2 } from 'lucide-react'
import { z } from 'zod'
import type { Route } from './+types/investments'
import { Pagination } from '~/components/admin/pagination'
import { ConfirmDeleteDialog } from '~/domain/investments/components/confirm-delete-dialog'
import { deleteInvestment, listAdminInvestments } from '~/domain/investments/investments.server'
import { format, t, useT } from '~/i18n'
import { ListQuerySchema, parseListQuery } from '~/lib/list-query'
import { requireAdmin } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
} from '~/ui/table'

export const meta: Route.MetaFunction = () => [
  { title: `${t.investments.admin.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.investments.admin.subtitle },
]

const DeleteSchema = z.object({ intent: z.literal('delete'), id: z.string().min(1).max(100) })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = parseListQuery(request, ListQuerySchema)
  return { query, page: await listAdminInvestments(query) }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  const parsed = DeleteSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) throw new Response('Bad Request', { status: 400 })
  const m = t.investments.admin
  const outcome = await deleteInvestment(admin, parsed.data.id)
  if (outcome.kind === 'not-found') {
    return redirectWithToast(back, {
      type: 'error',
      title: m.deleteFailed,
      description: m.notFound,
    })
  }
  return redirectWithToast(back, { type: 'success', title: m.deleted })
}

export default function AdminInvestmentsRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().investments
  const { query, page } = loaderData

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.admin.title}</h1>
          <p className="text-muted-foreground mt-1">{m.admin.subtitle}</p>
        </div>
        <Button asChild>
          <Link to="/admin/investments/create">
            <Plus aria-hidden /> {m.admin.add}
          </Link>
        </Button>
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-64 flex-1 gap-2 sm:max-w-md">
          <Label htmlFor="admin-investment-search">{m.admin.searchLabel}</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
            />
            <Input
              id="admin-investment-search"
              type="search"
              name="q"
              defaultValue={query.q}
              key={query.q}
              placeholder={m.admin.searchPlaceholder}
              className="ps-9"
              maxLength={200}
            />
          </div>
        </div>
        <Button type="submit" variant="secondary">
          {m.admin.search}
        </Button>
        {query.q ? (
          <Button asChild variant="ghost">
            <Link to="/admin/investments">{m.admin.clear}</Link>
          </Button>
        ) : null}
      </Form>

      <div className="bg-card rounded-lg border shadow-sm">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{m.admin.colTitle}</TableHead>
              <TableHead>{m.admin.colType}</TableHead>
              <TableHead>{m.admin.colProfitMargin}</TableHead>
              <TableHead>{m.admin.colStatus}</TableHead>
              <TableHead className="text-end">{m.admin.colActions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.length === 0 ? (
              <TableEmptyRow colSpan={5}>{m.admin.empty}</TableEmptyRow>
            ) : (
              page.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="max-w-md font-medium">{row.title}</TableCell>
                  <TableCell>
                    <Badge variant={row.type === 'Financial' ? 'teal' : 'gold'}>
                      {m.types[row.type]}
                    </Badge>
                  </TableCell>
                  <TableCell>{row.profitMargin}</TableCell>
                  <TableCell>
                    <Badge variant={row.isActive ? 'success' : 'secondary'}>
                      {row.isActive ? m.admin.active : m.admin.inactive}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="icon">
                        <Link
                          to={`/investments/${row.id}`}
                          aria-label={format(m.admin.view, { title: row.title })}
                          title={format(m.admin.view, { title: row.title })}
                        >
                          <Eye aria-hidden />
                        </Link>
                      </Button>
                      <Button asChild variant="ghost" size="icon">
                        <Link
                          to={`/admin/investments/edit/${row.id}`}
                          aria-label={format(m.admin.edit, { title: row.title })}
                          title={format(m.admin.edit, { title: row.title })}
                        >
                          <Pencil aria-hidden />
                        </Link>
                      </Button>
                      <ConfirmDeleteDialog
                        id={row.id}
                        title={m.admin.deleteTitle}
                        description={format(m.admin.deleteBody, { title: row.title })}
                        cancelLabel={m.admin.deleteCancel}
                        confirmLabel={m.admin.deleteConfirm}
                        trigger={
                          <Button
                            variant="ghost"
                            size="icon"
                            className="text-destructive hover:text-destructive"
                            aria-label={format(m.admin.delete, { title: row.title })}
                            title={format(m.admin.delete, { title: row.title })}
                          >
                            <Trash2 aria-hidden />
                          </Button>
                        }
                      />
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <Pagination page={page} label={m.admin.pagination} />
    </div>
  )
}
