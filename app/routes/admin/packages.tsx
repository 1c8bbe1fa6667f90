import { readForm } from '~/server/form.server'
import { Form, Link } from 'react-router'
import { Check, Package, Pencil, Plus, Search, Trash2 } from 'lucide-react'
import { z } from 'zod'
import type { Route } from './+types/packages'
import { Pagination } from '~/components/admin/pagination'
import { ConfirmDeleteDialog } from '~/domain/investments/components/confirm-delete-dialog'
import { formatPrice } from '~/domain/packages/format-price'
import { deletePackage, listPackages } from '~/domain/packages/packages.server'
import { format, t, useT } from '~/i18n'
import { ListQuerySchema, parseListQuery } from '~/lib/list-query'
import { requireAdmin } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { Button } from '~/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/ui/card'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'

export const meta: Route.MetaFunction = () => [
  { title: `${t.investments.packages.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.investments.packages.subtitle },
]

const DeleteSchema = z.object({ intent: z.literal('delete'), id: z.string().min(1).max(100) })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = parseListQuery(request, ListQuerySchema)
  return { query, page: await listPackages(query) }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  const parsed = DeleteSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) throw new Response('Bad Request', { status: 400 })
  const m = t.investments.packages
  const outcome = await deletePackage(admin, parsed.data.id)
  switch (outcome.kind) {
    case 'in-use':
      return redirectWithToast(back, { type: 'error', title: m.inUse })
    case 'not-found':
      return redirectWithToast(back, { type: 'error', title: m.deleteFailed })
    case 'deleted':
      return redirectWithToast(back, { type: 'success', title: m.deleted })
  }
}

export default function AdminPackagesRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().investments.packages
  const { query, page } = loaderData
  const isEmpty = page.rows.length === 0

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
          <p className="text-muted-foreground mt-1">{m.subtitle}</p>
        </div>
        <Button asChild>
          <Link to="/admin/packages/create">
            <Plus aria-hidden /> {m.add}
          </Link>
        </Button>
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-64 flex-1 gap-2 sm:max-w-md">
          <Label htmlFor="admin-package-search">{m.searchLabel}</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
            />
            <Input
              id="admin-package-search"
              type="search"
              name="q"
              defaultValue={query.q}
              key={query.q}
              placeholder={m.searchPlaceholder}
              className="ps-9"
              maxLength={200}
            />
          </div>
        </div>
        <Button type="submit" variant="secondary">
          {m.search}
        </Button>
        {query.q ? (
          <Button asChild variant="ghost">
            <Link to="/admin/packages">{m.clear}</Link>
          </Button>
        ) : null}
      </Form>

      {isEmpty ? (
        <div className="bg-card flex flex-col items-center gap-4 rounded-lg border border-dashed px-6 py-16 text-center">
          <Package aria-hidden className="text-muted-foreground size-10" />
          <div>
            <h2 className="text-lg font-semibold">{m.empty}</h2>
            <p className="text-muted-foreground mt-1 text-sm">{m.emptyBody}</p>
          </div>
          <Button asChild>
            <Link to="/admin/packages/create">{m.createFirst}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {page.rows.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full flex-col overflow-hidden">
                {item.imageUrl ? (
                  <img
                    src={item.imageUrl}
                    alt=""
                    loading="lazy"
                    className="bg-muted aspect-[16/9] w-full object-cover"
                  />
                ) : null}
                <CardHeader className="gap-2">
                  <CardTitle as="h2" className="text-lg">
                    {item.name}
                  </CardTitle>
                  <p className="text-primary text-xl font-bold">{formatPrice(item.price)}</p>
                  <p className="text-muted-foreground text-sm">{item.description}</p>
                </CardHeader>
                <CardContent className="flex-1">
                  <h3 className="text-sm font-semibold">{m.services}</h3>
                  <ul className="mt-2 grid gap-1.5 text-sm">
                    {item.services.map((service) => (
                      <li key={service} className="flex items-start gap-2">
                        <Check aria-hidden className="text-teal mt-0.5 size-4 shrink-0" />
                        {service}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter className="flex-wrap justify-between gap-3 border-t pt-4">
                  <p className="text-muted-foreground text-xs">
                    {item.usageCount === 0
                      ? m.notUsed
                      : item.usageCount === 1
                        ? m.usedByOne
                        : format(m.usedBy, { n: item.usageCount })}
                  </p>
                  <div className="flex gap-2">
                    <Button asChild variant="outline" size="sm">
                      <Link
                        to={`/admin/packages/edit/${item.id}`}
                        aria-label={format(m.edit, { name: item.name })}
                      >
                        <Pencil aria-hidden /> {m.editLabel}
                      </Link>
                    </Button>
                    <ConfirmDeleteDialog
                      id={item.id}
                      title={m.deleteTitle}
                      description={format(m.deleteBody, { name: item.name })}
                      cancelLabel={m.deleteCancel}
                      confirmLabel={m.deleteConfirm}
                      trigger={
                        <Button
                          variant="outline"
                          size="sm"
                          className="text-destructive hover:text-destructive"
                          aria-label={format(m.delete, { name: item.name })}
                        >
                          <Trash2 aria-hidden /> {m.deleteConfirm}
                        </Button>
                      }
                    />
                  </div>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} label={m.pagination} />
    </div>
  )
}

// SPEC 8: 'Failed to load packages' (Please try again later).
export function ErrorBoundary() {
  const m = useT().investments.packages
  return (
    <div role="alert" className="grid gap-2">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
      <p className="text-destructive font-medium">{m.loadFailed}</p>
      <p className="text-muted-foreground">{m.loadFailedBody}</p>
    </div>
  )
}
