import { Link } from '~/ui/link'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { Check, Package, Pencil, Trash2 } from 'lucide-react'
import type { Route } from './+types/packages'
import { DeleteRowDialog } from '~/components/admin/delete-row-dialog'
import { AddLink, AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { MissingArabicBadge, OutOfDateBadge, RowLink } from '~/components/admin/admin-table'
import { Badge } from '~/ui/badge'
import { Pagination } from '~/components/pagination'
import { keepDataOnDialogToggle, rowFor, useDialogUrls } from '~/components/admin/use-dialog-urls'
import { formatPrice } from '~/domain/packages/format-price'
import { deletePackage, getPackage, listPackages } from '~/domain/packages/packages.server'
import { PackageDeleteSchema, PackageListQuerySchema } from '~/domain/packages/schema'
import { TranslationFilterField } from '~/domain/publishing/components/translation-marks'
import { format, formatCount, messagesAt, messagesOf, useIntlLocale, useLocale, useT } from '~/i18n'
import { closedDialogHref } from '~/lib/dialog-url'
import { parseListQuery } from '~/lib/list-query'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Button } from '~/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/ui/card'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.investments.packages.metaTitle, m) },
    { name: 'description', content: m.investments.packages.subtitle },
  ]
}

// The delete confirmation is a URL (decision 012): ?delete=pkg-001, also without JavaScript.
const DIALOG_PARAMS = ['delete'] as const
const DELETE_DIALOG_ID = 'delete-package'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'packages')
  const query = parseListQuery(request, PackageListQuerySchema)
  const deleteId = new URL(request.url).searchParams.get('delete')
  const [page, selected] = await Promise.all([
    listPackages(query),
    deleteId ? getPackage(deleteId) : null,
  ])
  return { query, page, selected }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'packages')
  const m = messagesOf(request).investments.packages
  return handleForm(
    { request, context },
    PackageDeleteSchema,
    async ({ id }) => {
      const outcome = await deletePackage(admin, id)
      switch (outcome.kind) {
        // SPEC 7: a package attached to an investment stays; the dialog says why.
        case 'in-use':
          return refused(409, { title: m.inUse })
        case 'not-found':
          return refused(404, { title: m.deleteFailed })
        case 'deleted':
          return done(closedDialogHref(request.url, DIALOG_PARAMS), {
            type: 'success',
            title: m.deleted,
          })
      }
    },
    { failed: { title: m.deleteFailed } },
  )
}

// Opening or closing the confirmation keeps the list already loaded.
export const shouldRevalidate = keepDataOnDialogToggle(DIALOG_PARAMS)

export default function AdminPackagesRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.investments.packages
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const { query, page, selected } = loaderData
  const isEmpty = page.rows.length === 0
  const dialogs = useDialogUrls(DIALOG_PARAMS)
  const deleting = rowFor(page.rows, dialogs.valueOf('delete'), selected)

  return (
    <div className="grid gap-6">
      <AdminPageHeader title={m.title} description={m.subtitle}>
        <AddLink to="/admin/packages/create" isDialog={false}>
          {m.add}
        </AddLink>
      </AdminPageHeader>

      <AdminSearchForm
        exportList="packages"
        defaultValue={query.q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
        clearLabel={m.clear}
      >
        <TranslationFilterField id="packages-translation" value={query.translation} />
      </AdminSearchForm>

      <DeleteRowDialog
        row={deleting}
        closeTo={dialogs.closeTo}
        id={DELETE_DIALOG_ID}
        copy={m.confirmDelete}
        values={{ name: deleting?.name ?? '' }}
      />

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
                    {/* The admin lists show the English texts, marked so on Arabic pages too. */}
                    <span lang="en" dir="ltr">
                      {item.name}
                    </span>
                    <MissingArabicBadge isMissing={item.isArabicMissing} />
                    <OutOfDateBadge isOutOfDate={item.isTranslationOutdated} />
                    {item.draftState ? (
                      <Badge variant="secondary">{t.revisions.draft.states[item.draftState]}</Badge>
                    ) : null}
                  </CardTitle>
                  <p className="text-primary text-xl font-bold">
                    {formatPrice(item.price, intlLocale)}
                  </p>
                  <p className="text-muted-foreground text-sm">
                    <span lang="en" dir="ltr">
                      {item.description}
                    </span>
                  </p>
                </CardHeader>
                <CardContent className="flex-1">
                  <h3 className="text-sm font-semibold">{m.services}</h3>
                  <ul className="mt-2 grid gap-1.5 text-sm">
                    {item.services.map((service) => (
                      <li key={service} className="flex items-start gap-2">
                        <Check aria-hidden className="text-teal mt-0.5 size-4 shrink-0" />
                        <span lang="en" dir="ltr">
                          {service}
                        </span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter className="flex-wrap justify-between gap-3 border-t pt-4">
                  <p className="text-muted-foreground text-xs">
                    {item.usageCount === 0
                      ? m.notUsed
                      : formatCount(m.usedBy, item.usageCount, locale)}
                  </p>
                  <div className="flex gap-2">
                    <RowLink
                      to={`/admin/packages/edit/${item.id}`}
                      isDialog={false}
                      icon={Pencil}
                      text={m.editLabel}
                      label={format(m.edit, { name: item.name })}
                    />
                    <RowLink
                      to={dialogs.openHref('delete', item.id, DELETE_DIALOG_ID)}
                      icon={Trash2}
                      text={m.confirmDelete.confirm}
                      isDestructive
                      label={format(m.delete, { name: item.name })}
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
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().investments.packages
  if (isForbidden(error)) return <AdminForbidden />
  return (
    <div role="alert" className="grid gap-2">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
      <p className="text-destructive font-medium">{m.loadFailed}</p>
      <p className="text-muted-foreground">{m.loadFailedBody}</p>
    </div>
  )
}
