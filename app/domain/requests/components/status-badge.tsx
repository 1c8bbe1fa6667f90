import type { RequestStatus } from '#db/schema'
import { Badge } from '~/ui/badge'
import { useT } from '~/i18n'

// SPEC 4: Accepted green, Rejected destructive, Pending yellow.
const VARIANT = { Accepted: 'success', Rejected: 'destructive', Pending: 'warning' } as const

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const statuses = useT().requests.admin.statuses
  return <Badge variant={VARIANT[status]}>{statuses[status]}</Badge>
}
