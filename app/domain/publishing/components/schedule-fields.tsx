import { TextField } from '~/components/forms/fields'
import { useT } from '~/i18n'
import { toDubaiInput } from '~/lib/dubai-time'

/*
 * An edit form's schedule (decision 053): when the item shows on the site and when it stops,
 * in Dubai time, saved with the form onto the item (not its draft). Plain `datetime-local`
 * inputs: they work without JavaScript and in both directions.
 */

type Field = Parameters<typeof TextField>[0]['field']

export function ScheduleFields({
  id,
  publishAt,
  unpublishAt,
}: {
  id: string
  publishAt: Field
  unpublishAt: Field
}) {
  const m = useT().revisions.schedule
  return (
    <fieldset aria-describedby={`${id}-schedule-hint`} className="grid gap-3">
      <legend className="text-sm font-semibold">{m.title}</legend>
      <p id={`${id}-schedule-hint`} className="text-muted-foreground text-sm">
        {m.hint}
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField field={publishAt} label={m.publishAt} type="datetime-local" />
        <TextField field={unpublishAt} label={m.unpublishAt} type="datetime-local" />
      </div>
    </fieldset>
  )
}

/** A scheduled moment as the `datetime-local` field shows it (Dubai time), '' for none. */
export function scheduleInputOf(moment: Date | string | null): string {
  return moment ? toDubaiInput(new Date(moment)) : ''
}
