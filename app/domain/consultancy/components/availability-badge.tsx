import { useT } from '~/i18n'
import { choiceLabel } from '~/lib/choice-label'
import { Badge } from '~/ui/badge'

// SPEC 2: green for 'Available', amber otherwise (both pairs meet AA contrast, see app.css).
// Stored in English; shown in the page's language (decision 018).
export function AvailabilityBadge({ availability }: { availability: string }) {
  const labels = useT().consultancy.availability
  return (
    <Badge variant={availability === 'Available' ? 'success' : 'warning'}>
      {choiceLabel(labels, availability)}
    </Badge>
  )
}
