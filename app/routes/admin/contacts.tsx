import { Eye, Mail, Trash2 } from 'lucide-react'
import { z } from 'zod'
import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/contacts'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { DeleteRowDialog } from '~/components/admin/delete-row-dialog'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { AdminTable, RowActions, RowLink } from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import { ConversationLink } from '~/domain/conversations/components/conversation-link'
import { keepDataOnDialogToggle, rowFor, useDialogUrls } from '~/components/admin/use-dialog-urls'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  markContactMessageRead,
  type ContactMessage,
} from '~/domain/contact/contact.server'
import { CONTACT_FILTERS, ContactListQuerySchema } from '~/domain/contact/schema'
import {
  format,
  formatCount,
  messageKeys,
  messagesAt,
  messagesOf,
  useIntlLocale,
  useLocale,
  useT,
} from '~/i18n'
import { cn } from '~/lib/class-names'
import { closedDialogHref, dialogHref } from '~/lib/dialog-url'
import { ID_MAX } from '~/lib/field-limits'
import { formatDateTime } from '~/lib/format-date'
import { parseListQuery } from '~/lib/list-query'
import { maxChars } from '~/lib/max-length'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
import { buttonVariants } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'
import { UrlDialog, UrlDialogClose, UrlDialogLink } from '~/ui/url-dialog'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.company.adminContacts.metaTitle, m) },
    { name: 'description', content: m.company.adminContacts.subtitle },
  ]
}

/** The message dialog and the delete confirmation are URLs (decision 012). */
const DIALOGS = ['view', 'delete'] as const
const MESSAGE_DIALOG_ID = 'contact-message'
const DELETE_DIALOG_ID = 'delete-contact-message'

const MessageIdSchema = z.string().trim().min(1).check(maxChars(ID_MAX))

/** Opening an unread message (it becomes read) and deleting one, told apart by `intent`. */
const ContactActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('mark-read'), id: MessageIdSchema }),
    z.object({ intent: z.literal('delete'), id: MessageIdSchema }),
  ],
  { error: messageKeys.errors.unknownIntent },
)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'contacts')
  const query = parseListQuery(request, ContactListQuerySchema)
  const params = new URL(request.url).searchParams
  // The message a dialog is open for, also when the list no longer shows it (Unread filter).
  const selectedId = params.get('view') ?? params.get('delete')
  const [page, selected] = await Promise.all([
    listContactMessages(query),
    selectedId ? getContactMessage(selectedId) : null,
  ])
  return { query, page, selected }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'contacts')
  const tc = messagesOf(request).company.adminContacts
  return handleForm(
    { request, context },
    ContactActionSchema,
    async ({ intent, id }) => {
      if (intent === 'mark-read') {
        // SPEC 4: opening an unread message marks it read (stored), then shows it.
        const outcome = await markContactMessageRead(actor, id)
        if (outcome.kind === 'not-found') {
          return refused(404, { title: tc.markReadFailed, description: tc.notFound })
        }
        const url = new URL(request.url)
        const place = { pathname: url.pathname, search: url.search }
        return done(`${dialogHref(place, { view: id, delete: null })}#${MESSAGE_DIALOG_ID}`)
      }
      const outcome = await deleteContactMessage(actor, id)
      if (outcome.kind === 'not-found') {
        return refused(404, { title: tc.deleteFailed, description: tc.notFound })
      }
      return done(closedDialogHref(request.url, DIALOGS), { type: 'success', title: tc.deleted })
    },
    {
      failed: ({ intent }) => ({
        title: intent === 'delete' ? tc.deleteFailed : tc.markReadFailed,
        description: tc.failedDescription,
      }),
    },
  )
}

export const shouldRevalidate = keepDataOnDialogToggle(DIALOGS)

export default function AdminContactsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.company.adminContacts
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const { page, query, selected } = loaderData
  const dialogs = useDialogUrls(DIALOGS)
  const viewing = rowFor(page.rows, dialogs.valueOf('view'), selected)
  const deleting = rowFor(page.rows, dialogs.valueOf('delete'), selected)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle}>
        <Badge variant={page.unreadTotal > 0 ? 'info' : 'secondary'} className="text-sm">
          {formatCount(m.unreadCount, page.unreadTotal, locale)}
        </Badge>
      </AdminPageHeader>

      <AdminSearchForm
        exportList="contacts"
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

      <AdminTable
        columns={[
          { label: m.columns.name },
          { label: m.columns.email },
          { label: m.columns.subject },
          { label: m.columns.date },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((message) => (
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
                {formatDateTime(message.submittedAt, intlLocale)}
              </time>
            </TableCell>
            <TableCell>
              <RowActions>
                {message.isRead ? (
                  <RowLink
                    to={dialogs.openHref('view', message.id, MESSAGE_DIALOG_ID)}
                    icon={Eye}
                    text={m.view}
                    label={format(m.viewLabel, { name: message.name })}
                  />
                ) : (
                  <OpenUnreadButton message={message} />
                )}
                <ConversationLink area="contact" requestId={message.id} name={message.name} />
                <RowLink
                  to={dialogs.openHref('delete', message.id, DELETE_DIALOG_ID)}
                  icon={Trash2}
                  isDestructive
                  label={format(m.deleteLabel, { name: message.name })}
                />
              </RowActions>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} />

      <UrlDialog
        isOpen={viewing !== null}
        closeTo={dialogs.closeTo}
        id={MESSAGE_DIALOG_ID}
        closeLabel={t.dialog.close}
        className="max-w-2xl"
        title={format(m.dialogTitle, { name: viewing?.name ?? '' })}
        description={
          viewing
            ? format(m.received, { date: formatDateTime(viewing.submittedAt, intlLocale) })
            : undefined
        }
      >
        {viewing ? (
          <MessageDetails
            message={viewing}
            deleteHref={dialogs.openHref('delete', viewing.id, DELETE_DIALOG_ID)}
          />
        ) : null}
      </UrlDialog>

      <DeleteRowDialog
        row={deleting}
        closeTo={dialogs.closeTo}
        id={DELETE_DIALOG_ID}
        copy={m.confirmDelete}
        values={{ name: deleting?.name ?? '' }}
      />
    </div>
  )
}

/**
 * 'View' on an unread message: a form, since opening it changes it (SPEC 4: it becomes read).
 * The action marks it read and opens its dialog (?view=<id>).
 */
function OpenUnreadButton({ message }: { message: ContactMessage }) {
  const m = useT().company.adminContacts
  const navigation = useNavigation()
  const isOpening =
    useIsPending({ intent: 'mark-read' }) && navigation.formData?.get('id') === message.id
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="mark-read" />
      <input type="hidden" name="id" value={message.id} />
      <StatusButton
        status={isOpening ? 'pending' : 'idle'}
        variant="outline"
        size="sm"
        aria-label={format(m.viewLabel, { name: message.name })}
      >
        {isOpening ? null : <Eye aria-hidden />}
        {m.view}
      </StatusButton>
    </Form>
  )
}

function MessageDetails({ message, deleteHref }: { message: ContactMessage; deleteHref: string }) {
  const m = useT().company.adminContacts
  const replySubject = message.subject ? format(m.replySubject, { subject: message.subject }) : ''
  const mailto = `mailto:${message.email}${replySubject ? `?subject=${encodeURIComponent(replySubject)}` : ''}`
  return (
    <>
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground font-medium">{m.email}</dt>
        <dd>
          <a href={`mailto:${message.email}`} dir="ltr" className="text-primary hover:underline">
            {message.email}
          </a>
        </dd>
        {message.phone ? (
          <>
            <dt className="text-muted-foreground font-medium">{m.phone}</dt>
            <dd>
              <span dir="ltr">{message.phone}</span>
            </dd>
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
        <UrlDialogLink
          to={deleteHref}
          className={buttonVariants({
            variant: 'outline',
            className: 'text-destructive hover:text-destructive',
          })}
        >
          <Trash2 aria-hidden /> {m.delete}
        </UrlDialogLink>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <UrlDialogClose>{m.close}</UrlDialogClose>
          <a href={mailto} className={buttonVariants()}>
            <Mail aria-hidden /> {m.reply}
          </a>
        </div>
      </DialogFooter>
    </>
  )
}

// SPEC 8: a list that cannot be loaded says so; the server log has the details.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().company.adminContacts
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
