import { ClipboardCheck } from 'lucide-react'
import type { ContentType, DraftState } from '#db/schema'
import { format, useIntlLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import { Badge } from '~/ui/badge'
import { Link } from '~/ui/link'

/** A draft's state in words (decision 047): who saved it, and that the public page waits. */
export function DraftStatus({
  contentType,
  itemId,
  draft,
}: {
  contentType: ContentType
  itemId: string
  draft: { state: DraftState; lastEditorName: string; updatedAt: Date | string } | null
}) {
  const m = useT().revisions.draft
  const intlLocale = useIntlLocale()
  if (!draft) return <p className="text-muted-foreground text-sm">{m.noDraft}</p>
  return (
    <div
      role="status"
      className="bg-info/10 border-info/40 grid gap-2 rounded-lg border p-4 text-sm"
    >
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={draft.state === 'returned' ? 'warning' : 'secondary'}>
          {m.states[draft.state]}
        </Badge>
        {format(m.savedBy, {
          name: draft.lastEditorName,
          date: formatDateTime(draft.updatedAt, intlLocale),
        })}
      </p>
      <p>{m.notPublic}</p>
      <Link
        to={`/admin/publishing/${contentType}/${itemId}`}
        className="text-primary inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline"
      >
        <ClipboardCheck aria-hidden className="size-4" />
        {m.link}
      </Link>
    </div>
  )
}
