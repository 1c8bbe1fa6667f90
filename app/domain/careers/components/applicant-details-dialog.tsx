import { formatDate } from '~/lib/format-date'
import { useEffect, useState } from 'react'
import { Download, Mail, Phone } from 'lucide-react'
import { useFetcher } from 'react-router'
import type { ApplicantStatus } from '#db/schema'
import { format, useT } from '~/i18n'
import { useActionToast, type ActionToast } from '~/lib/use-action-toast'
import { Button } from '~/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/ui/dialog'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
import { APPLICANT_STATUSES } from '../schema'

export type ApplicantDetails = {
  id: string
  name: string
  email: string
  phone: string
  coverLetter: string
  cvFilename: string
  status: ApplicantStatus
  rejectionReason: string | null
  submittedAt: Date
}

export type ApplicantActionData = { toast?: ActionToast }

export function ApplicantDetailsDialog({
  applicant,
  positionTitle,
  onClose,
}: {
  applicant: ApplicantDetails | null
  positionTitle: string
  onClose: () => void
}) {
  const m = useT().careers.admin.applicants.details
  return (
    <Dialog open={applicant !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl" closeLabel={m.close}>
        {applicant ? (
          <>
            <DialogHeader>
              <DialogTitle>{applicant.name}</DialogTitle>
              <DialogDescription>
                {format(m.appliedFor, {
                  job: positionTitle,
                  date: formatDate(applicant.submittedAt),
                })}
              </DialogDescription>
            </DialogHeader>
            <ApplicantDetailsBody key={applicant.id} applicant={applicant} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function ApplicantDetailsBody({ applicant }: { applicant: ApplicantDetails }) {
  const m = useT().careers.admin.applicants
  const d = m.details
  const statusFetcher = useFetcher<ApplicantActionData>()
  const reasonFetcher = useFetcher<ApplicantActionData>()
  useActionToast(statusFetcher.data?.toast)
  useActionToast(reasonFetcher.data?.toast)
  // The select shows the chosen value at once; the server's answer follows.
  const [status, setStatus] = useState<ApplicantStatus>(applicant.status)
  useEffect(() => setStatus(applicant.status), [applicant.status])
  const [savedReason, setSavedReason] = useState(applicant.rejectionReason ?? '')
  const statusId = `applicant-${applicant.id}-status`
  const reasonId = `applicant-${applicant.id}-reason`

  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <Mail aria-hidden className="text-muted-foreground size-4" />
          <dt className="sr-only">{d.email}</dt>
          <dd>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`mailto:${applicant.email}`}
            >
              {applicant.email}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Phone aria-hidden className="text-muted-foreground size-4" />
          <dt className="sr-only">{d.phone}</dt>
          <dd>{applicant.phone}</dd>
        </div>
      </dl>

      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">{d.coverLetter}</h3>
        <div
          className="bg-muted/50 max-h-60 overflow-y-auto rounded-md border p-3 text-sm leading-relaxed whitespace-pre-wrap"
          // Scrollable region: reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={d.coverLetter}
        >
          {applicant.coverLetter}
        </div>
      </section>

      <section className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
        <div className="text-sm">
          <h3 className="font-semibold">{d.cv}</h3>
          <p className="text-muted-foreground break-all">{applicant.cvFilename}</p>
        </div>
        <Button asChild variant="outline">
          {/* A file download, not a page: the browser must not route it. */}
          <a href={`/admin/careers/applicants/${encodeURIComponent(applicant.id)}/cv`} download>
            <Download aria-hidden /> {d.downloadCv}
          </a>
        </Button>
      </section>

      <statusFetcher.Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="applicantId" value={applicant.id} />
        <Label htmlFor={statusId}>{d.status}</Label>
        <div className="flex items-center gap-2">
          <NativeSelect
            id={statusId}
            name="status"
            value={status}
            wrapperClassName="flex-1"
            onChange={(event) => {
              const next = event.currentTarget.value as ApplicantStatus
              setStatus(next)
              // SPEC 4: the status is saved as soon as it is chosen.
              statusFetcher.submit(event.currentTarget.form)
            }}
          >
            {APPLICANT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
          {statusFetcher.state !== 'idle' ? <Spinner label={d.status} /> : null}
          <noscript>
            <Button type="submit" variant="secondary">
              {d.save}
            </Button>
          </noscript>
        </div>
      </statusFetcher.Form>

      {status === 'Rejected' ? (
        <reasonFetcher.Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="reason" />
          <input type="hidden" name="applicantId" value={applicant.id} />
          <Label htmlFor={reasonId}>{d.rejectionReason}</Label>
          <Textarea
            id={reasonId}
            name="rejectionReason"
            rows={3}
            className="min-h-0"
            defaultValue={applicant.rejectionReason ?? ''}
            aria-describedby={`${reasonId}-hint`}
            onBlur={(event) => {
              // SPEC 4: saved when the box loses focus (only when it changed).
              const value = event.currentTarget.value
              if (value === savedReason) return
              setSavedReason(value)
              reasonFetcher.submit(event.currentTarget.form)
            }}
          />
          <p id={`${reasonId}-hint`} className="text-muted-foreground text-xs">
            {d.rejectionReasonHint}
          </p>
        </reasonFetcher.Form>
      ) : null}
    </div>
  )
}
