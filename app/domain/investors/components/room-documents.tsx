import { Download, FileText, Lock } from 'lucide-react'
import { format, useT } from '~/i18n'
import { Link, useLocalizedPath } from '~/ui/link'
import { buttonVariants } from '~/ui/button'

type Unlock =
  'sign-in' | 'no-nda' | 'accept-nda' | 'revoked' | 'expired' | 'request-accepted' | 'verification'

/** A room document as the reader sees it: null `unlock` opens (room-access.server.ts). */
export type RoomDocumentView = { id: string; title: string; unlock: Unlock | null }

/** What the reader can do about each reason, in the order the rule asks for them. */
const UNLOCK_ORDER: Unlock[] = [
  'sign-in',
  'no-nda',
  'accept-nda',
  'revoked',
  'expired',
  'request-accepted',
  'verification',
]

/**
 * The Resources tab's documents (decision 043): those the reader may open, each with a link to
 * open and one to download (both marked copies, logged), then what unlocks the rest.
 */
export function RoomDocuments({
  investmentId,
  documents,
  backTo,
  isSignedIn,
}: {
  isSignedIn: boolean
  investmentId: string
  documents: RoomDocumentView[]
  /** The page to come back to after signing in. */
  backTo: string
}) {
  const m = useT().dataRoom
  const localized = useLocalizedPath()
  if (documents.length === 0) return null
  const open = documents.filter((document) => document.unlock === null)
  const reasons = UNLOCK_ORDER.filter((reason) =>
    documents.some((document) => document.unlock === reason),
  )
  const href = (id: string) => localized(`/investments/${investmentId}/documents/${id}`)
  const action = (reason: Unlock) => {
    const className = 'text-primary font-medium underline-offset-4 hover:underline'
    if (reason === 'sign-in') {
      return (
        <Link to={`/login?redirectTo=${encodeURIComponent(backTo)}`} className={className}>
          {m.resources.signIn}
        </Link>
      )
    }
    if (reason === 'accept-nda') {
      return (
        <Link to={`/investments/${investmentId}/nda`} className={className}>
          {m.resources.acceptNda}
        </Link>
      )
    }
    if (reason === 'verification') {
      return (
        <Link to="/dashboard/investor" className={className}>
          {m.resources.verify}
        </Link>
      )
    }
    return null
  }
  return (
    <section aria-labelledby="room-documents-title" className="space-y-3" data-room-documents="">
      <h2 id="room-documents-title" className="text-xl font-semibold">
        {m.resources.documentsTitle}
      </h2>
      {open.length > 0 ? (
        <>
          <ul className="grid gap-2">
            {open.map((document) => (
              <li
                key={document.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-4 py-3"
              >
                <span className="inline-flex items-center gap-2 font-medium">
                  <FileText aria-hidden className="text-muted-foreground size-4 shrink-0" />
                  {document.title}
                </span>
                <span className="flex flex-wrap gap-2">
                  {/* Plain links: the copy is a PDF from the server, never a page. */}
                  <a
                    href={href(document.id)}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    aria-label={format(m.resources.openLabel, { title: document.title })}
                  >
                    {m.resources.open}
                  </a>
                  <a
                    href={`${href(document.id)}?download=1`}
                    className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                    aria-label={format(m.resources.downloadLabel, { title: document.title })}
                  >
                    <Download aria-hidden />
                    {m.resources.download}
                  </a>
                </span>
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground text-xs">
            {isSignedIn ? m.resources.markedNote : m.resources.markedNoteVisitor}
          </p>
        </>
      ) : null}
      {reasons.length > 0 ? (
        <ul className="grid gap-2">
          {reasons.map((reason) => (
            <li
              key={reason}
              data-unlock={reason}
              className="bg-muted/50 flex flex-wrap items-center gap-2 rounded-md border px-4 py-3 text-sm"
            >
              <Lock aria-hidden className="text-muted-foreground size-4 shrink-0" />
              <span>{m.resources.locked[reason]}</span>
              {action(reason)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
