import { FileText, Lock, Mail, UserRound } from 'lucide-react'
import type { TimelineEntry } from '../conversations.server'
import { format, useIntlLocale, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { formatDateTime } from '~/lib/format-date'
import { Badge } from '~/ui/badge'

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/**
 * A conversation's timeline, oldest first. Staff see every entry, notes marked as internal;
 * the requester's view is given only the kinds it may show (the query selects them).
 */
export function Timeline({
  entries,
  requesterName,
  attachmentHref,
  showsStaffEntries,
}: {
  entries: TimelineEntry[]
  requesterName: string
  attachmentHref: (attachmentId: string) => string
  /** Staff view: author names of staff and the bookkeeping entries (e-mails, assignment). */
  showsStaffEntries: boolean
}) {
  const t = useT()
  const m = t.conversations
  const intlLocale = useIntlLocale()
  return (
    <ol className="space-y-3" data-testid="timeline">
      {entries.map((entry) => {
        const name = entry.authorName || m.timeline.system
        const isMessage =
          entry.kind === 'submitted' || entry.kind === 'message_in' || entry.kind === 'message_out'
        const isNote = entry.kind === 'note'
        const fromRequester = entry.kind === 'submitted' || entry.kind === 'message_in'
        let heading: string
        switch (entry.kind) {
          case 'submitted':
            heading = showsStaffEntries
              ? format(m.timeline.submitted, { name: requesterName })
              : m.timeline.submittedByYou
            break
          case 'message_in':
            heading = showsStaffEntries
              ? format(m.timeline.messageIn, { name: requesterName })
              : m.timeline.messageInByYou
            break
          case 'message_out':
            heading = format(m.timeline.messageOut, { name })
            break
          case 'note':
            heading = format(m.timeline.note, { name })
            break
          case 'status': {
            const label = (state: string | null) =>
              state && state in m.states ? m.states[state as keyof typeof m.states] : (state ?? '')
            const names = { from: label(entry.facts.from), to: label(entry.facts.to) }
            heading =
              showsStaffEntries && entry.authorName
                ? format(m.timeline.statusBy, { ...names, name })
                : format(m.timeline.status, names)
            break
          }
          case 'assignment':
            heading = entry.facts.to
              ? format(m.timeline.assigned, { name, to: entry.facts.toName ?? '' })
              : format(m.timeline.unassigned, { name })
            break
          case 'email':
            heading = format(m.timeline.email, {
              to: entry.facts.to ?? '',
              subject: entry.facts.subject ?? '',
            })
            break
        }
        const Icon = isNote ? Lock : entry.kind === 'email' ? Mail : isMessage ? UserRound : null
        return (
          <li
            key={entry.id}
            data-kind={entry.kind}
            className={cn(
              'rounded-lg border p-4',
              isNote && 'border-amber-300 bg-amber-50 dark:bg-amber-950/30',
              fromRequester && 'bg-card',
              entry.kind === 'message_out' && 'bg-secondary/50',
              !isMessage && !isNote && 'text-muted-foreground border-dashed py-2 text-sm',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p
                className={cn(
                  'flex min-w-0 flex-wrap items-center gap-2 [overflow-wrap:anywhere]',
                  isMessage || isNote ? 'font-medium' : '',
                )}
              >
                {Icon ? <Icon aria-hidden className="size-4 shrink-0" /> : null}
                {heading}
                {isNote ? <Badge variant="warning">{m.timeline.noteBadge}</Badge> : null}
              </p>
              <time
                className="text-muted-foreground text-xs"
                dateTime={new Date(entry.createdAt).toISOString()}
              >
                {formatDateTime(entry.createdAt, intlLocale)}
              </time>
            </div>
            {entry.kind === 'status' && entry.facts.reason ? (
              <p className="mt-1">{format(m.timeline.reason, { reason: entry.facts.reason })}</p>
            ) : null}
            {entry.body ? (
              <p className="mt-2 text-base leading-relaxed whitespace-pre-wrap" dir="auto">
                {entry.body}
              </p>
            ) : null}
            {entry.attachments.length > 0 ? (
              <ul className="mt-3 space-y-1">
                {entry.attachments.map((file) => (
                  <li key={file.id}>
                    <a
                      href={attachmentHref(file.id)}
                      className="text-primary inline-flex items-center gap-1 text-sm hover:underline"
                      download
                    >
                      <FileText aria-hidden className="size-4" />
                      {format(m.timeline.attachment, {
                        name: file.filename,
                        size: sizeText(file.size),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
