import { MessageSquare } from 'lucide-react'
import type { ConversationArea } from '../areas'
import { RowLink } from '~/components/admin/admin-table'
import { format, useT } from '~/i18n'

/** A request row's way to its conversation (decision 040), beside the spec's own actions. */
export function ConversationLink({
  area,
  requestId,
  name,
}: {
  area: ConversationArea
  requestId: string
  name: string
}) {
  const m = useT().conversations.thread
  return (
    <RowLink
      to={`/admin/conversations/request/${area}/${encodeURIComponent(requestId)}`}
      icon={MessageSquare}
      isDialog={false}
      label={format(m.openFromRequest, { name })}
    />
  )
}
