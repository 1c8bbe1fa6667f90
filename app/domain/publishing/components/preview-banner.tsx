import { Eye } from 'lucide-react'
import { Link } from '~/ui/link'

/**
 * The banner above every staff preview of a draft (decision 047): what the page is, and the
 * way back to the draft's page. Its words come from the loader, as text: the admin catalog is
 * not in the public pages' bundle.
 */
export function PreviewBanner({
  text,
  back,
  draftPath,
}: {
  text: string
  back: string
  draftPath: string
}) {
  return (
    <div
      role="status"
      className="bg-info/10 border-info/40 flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm"
    >
      <Eye aria-hidden className="size-4 shrink-0" />
      <p className="flex-1">{text}</p>
      <Link to={draftPath} className="text-primary font-medium underline-offset-4 hover:underline">
        {back}
      </Link>
    </div>
  )
}
