import type { InvestorFileState } from '#db/schema'
import { useT } from '~/i18n'
import { Badge, type BadgeVariant } from '~/ui/badge'

const VARIANTS: Record<InvestorFileState, BadgeVariant> = {
  draft: 'secondary',
  pending: 'info',
  verified: 'success',
  rejected: 'destructive',
}

/** An investor file's state, as the investor and staff read it. */
export function InvestorStateBadge({ state }: { state: InvestorFileState }) {
  const m = useT().investorFile
  return <Badge variant={VARIANTS[state]}>{m.states[state]}</Badge>
}
