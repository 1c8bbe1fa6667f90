import { format, useIntlLocale, useT, type Messages } from '~/i18n'
import { cn } from '~/lib/class-names'

/**
 * Working time as the inbox and thread say it: '45 min', '3 h 20 min', '1 d 2 h'. A day is a
 * working day (opening to closing time), as every minute counted is a working minute.
 */
export function formatWorkingTime(
  minutes: number,
  workdayMinutes: number,
  m: Messages['conversations']['duration'],
  intlLocale: string,
): string {
  const total = Math.abs(minutes)
  const n = (value: number) => value.toLocaleString(intlLocale)
  if (total < 60) return format(m.minutes, { n: n(total) })
  if (total < workdayMinutes) {
    return format(m.hours, { h: n(Math.floor(total / 60)), m: n(total % 60) })
  }
  return format(m.days, {
    d: n(Math.floor(total / workdayMinutes)),
    h: n(Math.floor((total % workdayMinutes) / 60)),
  })
}

/** "Due in 3 h 20 min", "Overdue by 1 d 2 h" (in red), or "Nothing owed". */
export function ResponseDue({
  due,
  dueKind,
  workdayMinutes,
}: {
  due: { minutes: number; isOverdue: boolean } | null
  dueKind: 'first-response' | 'follow-up' | null
  workdayMinutes: number
}) {
  const m = useT().conversations
  const intlLocale = useIntlLocale()
  if (!due) return <span className="text-muted-foreground">{m.due.none}</span>
  const time = formatWorkingTime(due.minutes, workdayMinutes, m.duration, intlLocale)
  return (
    <span className="flex flex-col">
      <span className={cn(due.isOverdue && 'text-destructive font-semibold')}>
        {format(due.isOverdue ? m.due.overdue : m.due.left, { time })}
      </span>
      {dueKind ? (
        <span className="text-muted-foreground text-xs">
          {dueKind === 'first-response' ? m.due.firstResponse : m.due.followUp}
        </span>
      ) : null}
    </span>
  )
}
