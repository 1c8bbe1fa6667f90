import { useId } from 'react'
import { Form } from 'react-router'
import type { ApplicantStatus } from '#db/schema'
import { format, useLocale, useT } from '~/i18n'
import { Button } from '~/ui/button'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { Textarea } from '~/ui/textarea'
import { APPLICANT_STATUSES } from '../schema'

/**
 * A stage move as a plain form (decision 045: the board's buttons and drag post the same
 * action): the stage, a Move button and, folded away, a rejection's optional reason. Works
 * without JavaScript; keyboard users move cards with it.
 */
export function MoveForm({
  applicant,
  isCompact = false,
}: {
  applicant: { id: string; name: string; status: ApplicantStatus }
  isCompact?: boolean
}) {
  const t = useT()
  const m = t.pipeline.board
  const labels = t.careers.admin.applicants.statusLabels
  const locale = useLocale()
  const id = useId()
  return (
    <Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="applicantId" value={applicant.id} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-28 flex-1 gap-1">
          <Label htmlFor={`${id}-stage`} className={isCompact ? 'sr-only' : undefined}>
            {isCompact ? format(m.moveLabel, { name: applicant.name }) : t.pipeline.applicant.stage}
          </Label>
          <NativeSelect
            id={`${id}-stage`}
            name="status"
            defaultValue={applicant.status}
            className={isCompact ? 'h-9 text-sm' : undefined}
          >
            {APPLICANT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {/* English lists the stored statuses, as the spec's select does; Arabic labels. */}
                {locale === 'en' ? value : labels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary" size={isCompact ? 'sm' : 'default'}>
          {m.move}
        </Button>
      </div>
      <details className="text-sm">
        <summary className="text-muted-foreground cursor-pointer">{m.reasonSummary}</summary>
        <div className="mt-2 grid gap-1">
          <Label htmlFor={`${id}-reason`}>{m.reasonLabel}</Label>
          <Textarea id={`${id}-reason`} name="rejectionReason" rows={2} maxLength={2000} />
        </div>
      </details>
    </Form>
  )
}
