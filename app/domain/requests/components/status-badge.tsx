import type { InvestmentRequestStatus } from '#db/schema'
import { Badge } from '~/ui/badge'
import { useT } from '~/i18n'

// SPEC 4: Accepted green, Rejected destructive, Pending yellow; Withdrawn (decision 043) grey.
const VARIANT = {
  Accepted: 'success',
  Rejected: 'destructive',
  Pending: 'warning',
  Withdrawn: 'secondary',
} as const

export function RequestStatusBadge({ status }: { status: InvestmentRequestStatus }) {
  const statuses = useT().requests.admin.statuses
  return <Badge variant={VARIANT[status]}>{statuses[status]}</Badge>
}
