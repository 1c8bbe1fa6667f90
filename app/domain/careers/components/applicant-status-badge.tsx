import type { ApplicantStatus } from '#db/schema'
import { useT } from '~/i18n'
import { Badge } from '~/ui/badge'

// SPEC 4: green Shortlisted, blue Interviewed, yellow otherwise; Pending reads 'Pending Review'.
const VARIANT = {
  Shortlisted: 'success',
  Interviewed: 'info',
  Pending: 'warning',
  Rejected: 'warning',
  Hired: 'warning',
} as const

export function ApplicantStatusBadge({ status }: { status: ApplicantStatus }) {
  const labels = useT().careers.admin.applicants.statusLabels
  return <Badge variant={VARIANT[status]}>{labels[status]}</Badge>
}
