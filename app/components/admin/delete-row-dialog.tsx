import { ConfirmDialog } from '~/components/forms/confirm-dialog'
import { format } from '~/i18n'

/** The copy of a row's confirmation, as each admin catalog holds it (`confirmDelete`). */
export type ConfirmRowCopy = {
  title: string
  /** Names the row through `values` ('"{title}" will be removed…'). */
  description: string
  confirm: string
  deleting: string
  cancel: string
}

/**
 * An admin list's delete confirmation (decision 012): the kit's ConfirmDialog open while the
 * URL names a row (`?delete=team-001`), posting `intent=delete` and the row's id under the
 * name the action reads (`id`, or `jobId` for jobs; staff posts `intent=disable&userId`).
 */
export function DeleteRowDialog({
  row,
  closeTo,
  id,
  copy,
  values,
  intent = 'delete',
  idField = 'id',
}: {
  /** The row the URL asks to delete; null keeps the dialog closed. */
  row: { id: string } | null
  /** The list without the dialog's parameter. */
  closeTo: string
  /** The dialog's in-page id, the target of the row's delete link. */
  id: string
  copy: ConfirmRowCopy
  /** The description's placeholders for this row ({ name: row.name }). */
  values: Record<string, string>
  intent?: string
  idField?: string
}) {
  return (
    <ConfirmDialog
      isOpen={row !== null}
      closeTo={closeTo}
      id={id}
      title={copy.title}
      description={format(copy.description, values)}
      fields={{ intent, [idField]: row?.id ?? '' }}
      confirmLabel={copy.confirm}
      pendingLabel={copy.deleting}
      cancelLabel={copy.cancel}
    />
  )
}
