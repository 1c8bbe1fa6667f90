import { Badge } from '~/ui/badge'

// SPEC 2: green for 'Available', amber otherwise (both pairs meet AA contrast, see app.css).
export function AvailabilityBadge({ availability }: { availability: string }) {
  return (
    <Badge variant={availability === 'Available' ? 'success' : 'warning'}>{availability}</Badge>
  )
}
