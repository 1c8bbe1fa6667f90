import { readForm } from '~/server/form.server'
import { removeStoredImage } from '~/server/uploads.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { data } from 'react-router'
import type { Route } from './+types/consultancy-consultants'
import { Pagination } from '~/components/admin/pagination'
import {
  createConsultant,
  deleteConsultant,
  listConsultants,
  updateConsultant,
  type ImageChange,
} from '~/domain/consultancy/consultancy.server'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { ConfirmDeleteButton } from '~/domain/consultancy/components/confirm-delete-button'
import { ConsultantFormDialog } from '~/domain/consultancy/components/consultant-form-dialog'
import { ConsultantSchema, ConsultantUpdateSchema, IdSchema } from '~/domain/consultancy/schema'
import { format, t, useT } from '~/i18n'
import { ListQuerySchema, parseListQuery } from '~/lib/list-query'
import type { ActionToast } from '~/lib/use-action-toast'
import { logger } from '~/server/logger.server'
import { requireAdmin, type SessionUser } from '~/server/session.server'
import { toastHeaders } from '~/server/toast.server'
import { assertBodySize, IMAGE_MAX_BYTES, readImageField } from '~/server/uploads.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
} from '~/ui/table'

const m = t.consultancy.admin.consultants
const IMAGE_FIELD = 'image'
const IMAGE_FOLDER = 'consultants'

export const meta: Route.MetaFunction = () => [
  { title: `${m.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: m.subtitle },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = parseListQuery(request, ListQuerySchema)
  return { q: query.q, page: await listConsultants(query) }
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request)
  try {
    assertBodySize(request, IMAGE_MAX_BYTES)
  } catch (error) {
    // Answered as data, not thrown, so the dialog stays open with the reason.
    if (error instanceof Response) return failure(m.imageTooLarge, 413)
    throw error
  }
  const formData = await readForm(request)
  switch (formData.get('intent')) {
    case 'create':
      return createAction(actor, formData)
    case 'update':
      return updateAction(actor, formData)
    case 'delete':
      return deleteAction(actor, formData)
    default:
      throw new Response('Unknown intent', { status: 400 })
  }
}

function failure(description: string, status: number, extra: Record<string, unknown> = {}) {
  const toast: ActionToast = { type: 'error', title: m.errorTitle, description }
  return data({ ok: false, toast, ...extra }, { status })
}

function imageProblem(problem: 'too-large' | 'wrong-type') {
  // SPEC 5: 'Invalid file format' (Please upload an image file (JPEG, PNG, etc.)).
  return problem === 'too-large' ? m.imageTooLarge : `${m.invalidImage}. ${m.invalidImageHint}`
}

async function createAction(actor: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ConsultantSchema })
  if (submission.status !== 'success') {
    return data({ ok: false, result: submission.reply() }, { status: 400 })
  }
  const image = await readImageField(formData, IMAGE_FIELD, IMAGE_FOLDER)
  if (image.kind === 'invalid') {
    const result = submission.reply({
      fieldErrors: { [IMAGE_FIELD]: [imageProblem(image.problem)] },
    })
    return data({ ok: false, result }, { status: 400 })
  }
  const imageUrl = image.kind === 'stored' ? image.url : null
  try {
    const created = await createConsultant(actor, { ...submission.value, imageUrl })
    return data(
      { ok: true, result: submission.reply({ resetForm: true }) },
      {
        headers: await toastHeaders({
          type: 'success',
          title: m.addedTitle,
          description: format(m.added, { name: created.name }),
        }),
      },
    )
  } catch (error) {
    logger.error({ err: error }, 'creating a consultant failed')
    await removeStoredImage(imageUrl)
    return failure(m.addFailed, 500, { result: submission.reply({ formErrors: [m.addFailed] }) })
  }
}

async function updateAction(actor: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ConsultantUpdateSchema })
  if (submission.status !== 'success') {
    return data({ ok: false, result: submission.reply() }, { status: 400 })
  }
  const image = await readImageField(formData, IMAGE_FIELD, IMAGE_FOLDER)
  if (image.kind === 'invalid') {
    const result = submission.reply({
      fieldErrors: { [IMAGE_FIELD]: [imageProblem(image.problem)] },
    })
    return data({ ok: false, result }, { status: 400 })
  }
  const change: ImageChange =
    image.kind === 'stored'
      ? { kind: 'set', url: image.url }
      : image.kind === 'removed'
        ? { kind: 'set', url: null }
        : { kind: 'unchanged' }
  const { id, ...input } = submission.value
  try {
    const outcome = await updateConsultant(actor, id, { ...input, image: change })
    if (outcome.kind === 'not-found') {
      if (image.kind === 'stored') await removeStoredImage(image.url)
      return failure(m.updateFailed, 404, {
        result: submission.reply({ formErrors: [m.notFound] }),
      })
    }
    return data(
      { ok: true, result: submission.reply() },
      {
        headers: await toastHeaders({
          type: 'success',
          title: m.updatedTitle,
          description: format(m.updated, { name: outcome.consultant.name }),
        }),
      },
    )
  } catch (error) {
    logger.error({ err: error, id }, 'updating a consultant failed')
    if (image.kind === 'stored') await removeStoredImage(image.url)
    return failure(m.updateFailed, 500, {
      result: submission.reply({ formErrors: [m.updateFailed] }),
    })
  }
}

async function deleteAction(actor: SessionUser, formData: FormData) {
  const parsed = IdSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return failure(m.deleteFailed, 400)
  try {
    const outcome = await deleteConsultant(actor, parsed.data.id)
    if (outcome.kind === 'not-found') return failure(m.deleteFailed, 404)
    return data(
      { ok: true },
      {
        headers: await toastHeaders({
          type: 'success',
          title: m.removedTitle,
          description: format(m.removed, { name: outcome.name }),
        }),
      },
    )
  } catch (error) {
    logger.error({ err: error, id: parsed.data.id }, 'deleting a consultant failed')
    return failure(m.deleteFailed, 500)
  }
}

export default function ConsultancyConsultantsRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().consultancy.admin.consultants
  const { q, page } = loaderData
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
          <p className="text-muted-foreground mt-1">{m.subtitle}</p>
        </div>
        <ConsultantFormDialog
          trigger={
            <Button>
              <Plus aria-hidden /> {m.add}
            </Button>
          }
        />
      </div>

      <AdminSearchForm
        defaultValue={q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
        clearLabel={m.clear}
      />

      <div className="bg-card rounded-lg border">
        <Table>
          <caption className="sr-only">{m.tableCaption}</caption>
          <TableHeader>
            <TableRow>
              <TableHead className="w-20">{m.columns.image}</TableHead>
              <TableHead>{m.columns.name}</TableHead>
              <TableHead>{m.columns.department}</TableHead>
              <TableHead>{m.columns.specialization}</TableHead>
              <TableHead>{m.columns.experience}</TableHead>
              <TableHead>{m.columns.status}</TableHead>
              <TableHead className="text-end">{m.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.length === 0 ? (
              <TableEmptyRow colSpan={7}>{m.empty}</TableEmptyRow>
            ) : (
              page.rows.map((consultant) => (
                <TableRow key={consultant.id}>
                  <TableCell>
                    <img
                      src={consultant.imageUrl || '/images/placeholder.svg'}
                      alt=""
                      className="bg-muted size-12 rounded-full border object-cover"
                      loading="lazy"
                    />
                  </TableCell>
                  <TableCell className="font-medium">
                    {consultant.name}
                    {consultant.title ? (
                      <span className="text-muted-foreground block text-xs font-normal">
                        {consultant.title}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell>{consultant.department ?? m.none}</TableCell>
                  <TableCell className="max-w-xs">{consultant.specialization || m.none}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {consultant.experience || m.none}
                  </TableCell>
                  <TableCell>
                    {consultant.isActive ? (
                      <Badge variant="success">{m.active}</Badge>
                    ) : (
                      <Badge variant="secondary">{m.inactive}</Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <ConsultantFormDialog
                        consultant={consultant}
                        trigger={
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={format(m.editLabel, { name: consultant.name })}
                          >
                            <Pencil aria-hidden />
                          </Button>
                        }
                      />
                      <ConfirmDeleteButton
                        id={consultant.id}
                        title={m.deleteTitle}
                        description={format(m.deleteDescription, { name: consultant.name })}
                        confirmLabel={m.deleteConfirm}
                        cancelLabel={m.cancel}
                        trigger={
                          <Button
                            variant="ghost"
                            size="icon"
                            className="text-destructive hover:text-destructive"
                            aria-label={format(m.deleteLabel, { name: consultant.name })}
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
      <Pagination page={page} label={m.tableCaption} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().consultancy.admin.consultants
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
