import type { ConsultancyStatus } from '#db/schema'
import { Badge } from '~/ui/badge'

// SPEC 4: green Scheduled, blue Contacted, yellow Pending.
const VARIANT = { Scheduled: 'success', Contacted: 'info', Pending: 'warning' } as const

export function ConsultancyStatusBadge({ status }: { status: ConsultancyStatus }) {
  return <Badge variant={VARIANT[status]}>{status}</Badge>
}
