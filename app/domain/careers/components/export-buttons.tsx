import { FileSpreadsheet, FileText } from 'lucide-react'
import { format, useT } from '~/i18n'
import { showActionToast } from '~/lib/use-action-toast'
import { Button } from '~/ui/button'

type ExportFormat = 'csv' | 'pdf'

/**
 * Export CSV / Export PDF: real downloads from the server. Without JavaScript they are
 * plain download links; with it, the file is fetched first so the toasts of SPEC 8 can
 * say when it is done.
 */
export function ExportButtons({ job }: { job: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ExportButton job={job} format="csv" />
      <ExportButton job={job} format="pdf" />
    </div>
  )
}

function ExportButton({ job, format: kind }: { job: string; format: ExportFormat }) {
  const m = useT().careers.admin.applicants
  const label = kind.toUpperCase()
  const href = `/admin/careers/applicants/export?${new URLSearchParams({ job, format: kind })}`
  const Icon = kind === 'csv' ? FileSpreadsheet : FileText
  return (
    <Button asChild variant="outline">
      <a
        href={href}
        download
        onClick={(event) => {
          event.preventDefault()
          void download(href, {
            exporting: format(m.exporting, { format: label }),
            exported: format(m.exported, { format: label }),
            failed: m.exportFailed,
          })
        }}
      >
        <Icon aria-hidden /> {kind === 'csv' ? m.exportCsv : m.exportPdf}
      </a>
    </Button>
  )
}

async function download(
  href: string,
  messages: { exporting: string; exported: string; failed: string },
): Promise<void> {
  // One toast, replaced as the export goes on (its id).
  const id = `export-${href}`
  showActionToast({ type: 'info', title: messages.exporting }, id)
  try {
    const response = await fetch(href, { credentials: 'same-origin' })
    if (!response.ok) throw new Error(`export answered ${response.status}`)
    const blob = await response.blob()
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = filenameOf(response) ?? 'applicants'
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    showActionToast({ type: 'success', title: messages.exported }, id)
  } catch {
    showActionToast({ type: 'error', title: messages.failed }, id)
  }
}

function filenameOf(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? ''
  const match = /filename="([^"]+)"/.exec(header)
  return match ? match[1] : null
}
