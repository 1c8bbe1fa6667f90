import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { readForm, unknownIntent } from '~/server/form.server'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { DeleteDialogContent } from '~/components/admin/delete-dialog-content'
import { useState } from 'react'
import { data, useFetcher } from 'react-router'
import { Eye, Mail, Trash2 } from 'lucide-react'
import type { Route } from './+types/contacts'
import { Pagination } from '~/components/admin/pagination'
import {
  deleteContactMessage,
  listContactMessages,
  markContactMessageRead,
  type ContactMessage,
} from '~/domain/contact/contact.server'
import { formatDateTime } from '~/lib/format-date'
import { CONTACT_FILTERS, ContactListQuerySchema } from '~/domain/contact/schema'
import { format, t, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { parseListQuery } from '~/lib/list-query'
import { useActionToast, type ActionToast } from '~/lib/use-action-toast'
import { logger } from '~/server/logger.server'
import { requireAdmin } from '~/server/session.server'
import { toastHeaders } from '~/server/toast.server'
import { AlertDialog } from '~/ui/alert-dialog'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/ui/dialog'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
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
  { title: `${t.company.adminContacts.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.company.adminContacts.subtitle },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = parseListQuery(request, ContactListQuerySchema)
  return { query, page: await listContactMessages(query) }
}

type ActionData = { ok: boolean; toast: ActionToast | null }

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request)
  const tc = t.company.adminContacts
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const id = String(formData.get('id') ?? '')
  const fail = (status: number, title: string, description: string) =>
    data<ActionData>({ ok: false, toast: { type: 'error', title, description } }, { status })

  if (intent === 'mark-read') {
    try {
      const outcome = await markContactMessageRead(actor, id)
      if (outcome.kind === 'not-found') return fail(404, tc.markReadFailed, tc.notFound)
      return data<ActionData>({ ok: true, toast: null })
    } catch (error) {
      logger.error({ err: error }, 'contact message could not be marked read')
      return fail(500, tc.markReadFailed, tc.failedDescription)
    }
  }
  if (intent === 'delete') {
    try {
      const outcome = await deleteContactMessage(actor, id)
      if (outcome.kind === 'not-found') return fail(404, tc.deleteFailed, tc.notFound)
      return data<ActionData>(
        { ok: true, toast: null },
        { headers: await toastHeaders({ type: 'success', title: tc.deleted }) },
      )
    } catch (error) {
      logger.error({ err: error }, 'contact message could not be deleted')
      return fail(500, tc.deleteFailed, tc.failedDescription)
    }
  }
  unknownIntent()
}

export default function AdminContactsRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().company.adminContacts
  const { page, query } = loaderData
  const [opened, setOpened] = useState<ContactMessage | null>(null)
  const [deleting, setDeleting] = useState<ContactMessage | null>(null)
  const markRead = useFetcher<ActionData>()
  useActionToast(markRead.data?.toast)
  // The loader's copy when the row is on this page (it turns read after revalidation); the
  // opened copy otherwise, e.g. when the Unread filter drops it from the list.
  const viewing = opened ? (page.rows.find((row) => row.id === opened.id) ?? opened) : null

  const openMessage = (message: ContactMessage) => {
    setOpened(message)
    // SPEC 4: opening an unread message marks it read (stored, not only shown).
    if (!message.isRead) {
      void markRead.submit({ intent: 'mark-read', id: message.id }, { method: 'post' })
    }
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
          <p className="text-muted-foreground mt-1">{m.subtitle}</p>
        </div>
        <Badge variant={page.unreadTotal > 0 ? 'info' : 'secondary'} className="text-sm">
          {format(m.unreadCount, { n: page.unreadTotal })}
        </Badge>
      </div>

      <AdminSearchForm
        defaultValue={query.q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
      >
        <div className="grid gap-2">
          <Label htmlFor="contacts-status">{m.filterLabel}</Label>
          <NativeSelect id="contacts-status" name="status" defaultValue={query.status}>
            {CONTACT_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {m.filters[filter]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </AdminSearchForm>

      <div className="bg-card rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{m.columns.name}</TableHead>
              <TableHead>{m.columns.email}</TableHead>
              <TableHead>{m.columns.subject}</TableHead>
              <TableHead>{m.columns.date}</TableHead>
              <TableHead className="text-end">{m.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.length === 0 ? (
              <TableEmptyRow colSpan={5}>{m.empty}</TableEmptyRow>
            ) : (
              page.rows.map((message) => (
                <TableRow
                  key={message.id}
                  data-unread={message.isRead ? undefined : 'true'}
                  className={cn(!message.isRead && 'bg-secondary/40 font-semibold')}
                >
                  <TableCell>
                    <span className="inline-flex items-center gap-2">
                      {message.name}
                      {message.isRead ? null : <Badge variant="info">{m.newBadge}</Badge>}
                    </span>
                  </TableCell>
                  <TableCell>{message.email}</TableCell>
                  <TableCell className="max-w-64 truncate">
                    {message.subject ?? (
                      <span className="text-muted-foreground font-normal">{m.noSubject}</span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={new Date(message.submittedAt).toISOString()}>
                      {formatDateTime(message.submittedAt)}
                    </time>
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={format(m.viewLabel, { name: message.name })}
                        onClick={() => openMessage(message)}
                      >
                        <Eye aria-hidden /> {m.view}
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:text-destructive"
                        aria-label={format(m.deleteLabel, { name: message.name })}
                        onClick={() => setDeleting(message)}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <Pagination page={page} />

      <Dialog open={viewing !== null} onOpenChange={(open) => (open ? null : setOpened(null))}>
        {viewing ? (
          <MessageDialogContent
            message={viewing}
            onDelete={() => {
              setOpened(null)
              setDeleting(viewing)
            }}
          />
        ) : null}
      </Dialog>

      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
      >
        {deleting ? (
          <DeleteDialogContent
            id={deleting.id}
            title={m.deleteTitle}
            description={format(m.deleteDescription, { name: deleting.name })}
            labels={{ cancel: m.cancel, confirm: m.deleteConfirm, pending: m.deleting }}
            onDone={() => setDeleting(null)}
          />
        ) : null}
      </AlertDialog>
    </div>
  )
}

function MessageDialogContent({
  message,
  onDelete,
}: {
  message: ContactMessage
  onDelete: () => void
}) {
  const m = useT().company.adminContacts
  const replySubject = message.subject ? format(m.replySubject, { subject: message.subject }) : ''
  const mailto = `mailto:${message.email}${replySubject ? `?subject=${encodeURIComponent(replySubject)}` : ''}`
  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>{format(m.dialogTitle, { name: message.name })}</DialogTitle>
        <DialogDescription>
          {format(m.received, { date: formatDateTime(message.submittedAt) })}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground font-medium">{m.email}</dt>
        <dd>
          <a href={`mailto:${message.email}`} className="text-primary hover:underline">
            {message.email}
          </a>
        </dd>
        {message.phone ? (
          <>
            <dt className="text-muted-foreground font-medium">{m.phone}</dt>
            <dd>{message.phone}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground font-medium">{m.subject}</dt>
        <dd>{message.subject ?? m.noSubject}</dd>
      </dl>
      <div>
        <h3 className="text-muted-foreground mb-2 text-sm font-medium">{m.message}</h3>
        <p className="bg-muted max-h-80 overflow-y-auto rounded-md p-4 text-sm leading-relaxed whitespace-pre-wrap">
          {message.message}
        </p>
      </div>
      <DialogFooter className="sm:justify-between">
        <Button
          type="button"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
        >
          <Trash2 aria-hidden /> {m.delete}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {m.close}
            </Button>
          </DialogClose>
          <Button asChild>
            <a href={mailto}>
              <Mail aria-hidden /> {m.reply}
            </a>
          </Button>
        </div>
      </DialogFooter>
    </DialogContent>
  )
}

// SPEC 8: a list that cannot be loaded says so; the server log has the details.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().company.adminContacts
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
