import { useEffect, useRef, useState } from 'react'
import { Trash2 } from 'lucide-react'
import { useFetcher } from 'react-router'
import type { ConsultancyStatus } from '#db/schema'
import { format, useT } from '~/i18n'
import { useActionToast, type ActionResult } from '~/lib/use-action-toast'
import { Button } from '~/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/ui/dialog'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
import type { ConsultancyRequestRow } from '../consultancy.server'
import { consultancyStatuses } from '../schema'
import { formatSubmittedAt } from '../format-date'
import { ConfirmDeleteButton } from './confirm-delete-button'

/** SPEC 2 details dialog: every field, status select, notes saved on blur, delete. */
export function ConsultancyRequestDialog({ request }: { request: ConsultancyRequestRow }) {
  const m = useT().consultancy.admin.requests
  const [isOpen, setIsOpen] = useState(false)
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={format(m.viewLabel, { name: request.name })}
        >
          {m.view}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl" closeLabel={m.close}>
        <DialogHeader>
          <DialogTitle>{m.detailsTitle}</DialogTitle>
          <DialogDescription>
            {format(m.detailsDescription, { date: formatSubmittedAt(request.submittedAt) })}
          </DialogDescription>
        </DialogHeader>
        <RequestDetails request={request} onDeleted={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

function RequestDetails({
  request,
  onDeleted,
}: {
  request: ConsultancyRequestRow
  onDeleted: () => void
}) {
  const m = useT().consultancy.admin.requests
  const fetcher = useFetcher<ActionResult>()
  const [status, setStatus] = useState<ConsultancyStatus>(request.status)
  const [notes, setNotes] = useState(request.notes ?? '')
  const savedNotes = useRef(request.notes ?? '')
  const [notesState, setNotesState] = useState<'idle' | 'saving' | 'saved'>('idle')
  useActionToast(fetcher.data?.toast)

  // A failed save puts the select back to what the server holds.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok) setStatus(request.status)
  }, [fetcher.state, fetcher.data, request.status])

  useEffect(() => {
    if (fetcher.state !== 'idle' || notesState !== 'saving') return
    const isSaved = Boolean(fetcher.data?.ok)
    // After a failure the next blur tries again.
    if (!isSaved) savedNotes.current = request.notes ?? ''
    setNotesState(isSaved ? 'saved' : 'idle')
  }, [fetcher.state, fetcher.data, notesState, request.notes])

  // SPEC 4: notes are saved together with the current status.
  const save = (next: { status: ConsultancyStatus; notes: string }, field: 'status' | 'notes') =>
    fetcher.submit(
      { intent: 'update', field, id: request.id, status: next.status, notes: next.notes },
      { method: 'post' },
    )

  const details: [string, React.ReactNode][] = [
    [m.fields.name, request.name],
    [
      m.fields.email,
      <a key="email" href={`mailto:${request.email}`} className="text-primary underline">
        {request.email}
      </a>,
    ],
    [m.fields.phone, request.phone],
    [m.fields.company, request.company || m.none],
    [m.fields.consultant, request.consultantName ?? m.unknownConsultant],
    [m.fields.submitted, formatSubmittedAt(request.submittedAt)],
  ]
  const statusId = `status-${request.id}`
  const notesId = `notes-${request.id}`

  return (
    <div className="grid gap-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground font-medium">{label}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground font-medium">{m.fields.message}</dt>
          <dd className="bg-muted mt-1 max-h-48 overflow-y-auto rounded-md p-3 whitespace-pre-wrap">
            {request.message}
          </dd>
        </div>
      </dl>

      <div className="grid gap-2">
        <Label htmlFor={statusId}>{m.fields.status}</Label>
        <NativeSelect
          id={statusId}
          value={status}
          wrapperClassName="sm:max-w-xs"
          onChange={(event) => {
            const next = event.currentTarget.value as ConsultancyStatus
            setStatus(next)
            save({ status: next, notes }, 'status')
          }}
        >
          {consultancyStatuses.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={notesId}>{m.fields.notes}</Label>
          <span role="status" className="text-muted-foreground flex items-center gap-1 text-xs">
            {notesState === 'saving' ? (
              <>
                <Spinner className="size-3" /> {m.saving}
              </>
            ) : notesState === 'saved' ? (
              m.saved
            ) : null}
          </span>
        </div>
        <Textarea
          id={notesId}
          rows={3}
          className="min-h-0"
          value={notes}
          aria-describedby={`${notesId}-hint`}
          onChange={(event) => {
            setNotes(event.currentTarget.value)
            setNotesState('idle')
          }}
          onBlur={() => {
            if (notes === savedNotes.current) return
            savedNotes.current = notes
            setNotesState('saving')
            save({ status, notes }, 'notes')
          }}
        />
        <p id={`${notesId}-hint`} className="text-muted-foreground text-xs">
          {m.fields.notesHint}
        </p>
      </div>

      <DialogFooter className="sm:justify-between">
        <ConfirmDeleteButton
          id={request.id}
          title={m.deleteTitle}
          description={format(m.deleteDescription, { name: request.name })}
          confirmLabel={m.deleteConfirm}
          cancelLabel={m.cancel}
          onDeleted={onDeleted}
          trigger={
            <Button variant="destructive">
              <Trash2 aria-hidden /> {m.delete}
            </Button>
          }
        />
        <DialogClose asChild>
          <Button variant="outline">{m.close}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  )
}
