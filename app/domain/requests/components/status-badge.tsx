import type { RequestStatus } from '#db/schema'
import { Badge } from '~/ui/badge'

// SPEC 4: Accepted green, Rejected destructive, Pending yellow.
const VARIANT = { Accepted: 'success', Rejected: 'destructive', Pending: 'warning' } as const

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={VARIANT[status]}>{status}</Badge>
}
