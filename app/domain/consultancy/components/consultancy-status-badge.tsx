import type { ConsultancyStatus } from '#db/schema'
import { useT } from '~/i18n'
import { Badge } from '~/ui/badge'

// SPEC 4: green Scheduled, blue Contacted, yellow Pending.
const VARIANT = { Scheduled: 'success', Contacted: 'info', Pending: 'warning' } as const

export function ConsultancyStatusBadge({ status }: { status: ConsultancyStatus }) {
  const labels = useT().consultancy.admin.requests.statusLabels
  return <Badge variant={VARIANT[status]}>{labels[status]}</Badge>
}
