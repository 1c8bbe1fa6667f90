/*
 * Business hours: when a response target falls due, and how far a conversation is from it,
 * counted only in the company's working time (docs/decisions/040-conversations.md). The
 * working week, office hours and public holidays are settings: the UAE week is Monday to
 * Friday, and Islamic holidays move with the moon sighting, so holidays are entered by an
 * Administrator, never computed.
 */

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

export type BusinessCalendar = {
  /** An IANA time zone; the office hours and holidays are in its local time. */
  timeZone: string
  workingDays: readonly IsoWeekday[]
  /** Local opening and closing times, `HH:MM`; closing is after opening on the same day. */
  opensAt: string
  closesAt: string
  /** Local dates, `YYYY-MM-DD`, on which the office is closed. */
  holidays: readonly string[]
}

/** The UAE's working week (Monday to Friday since 2022) and common office hours, in Dubai. */
export const UAE_BUSINESS_CALENDAR: BusinessCalendar = {
  timeZone: 'Asia/Dubai',
  workingDays: [1, 2, 3, 4, 5],
  opensAt: '09:00',
  closesAt: '18:00',
  holidays: [],
}

/** A calendar with no working day would never reach a due time: looked no further than this. */
const MAX_DAYS_AHEAD = 3 * 366
const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

type CivilDate = { year: number; month: number; day: number }

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The zone's local date and time at `instant`, as if it were UTC (for arithmetic). */
function localAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
}

/** The instant at which the zone's clock shows `local` (a local time written as UTC). */
function instantOfLocal(local: number, timeZone: string): number {
  // Two rounds settle the offset also where it changes (a zone with daylight saving).
  let instant = local - (localAsUtc(local, timeZone) - local)
  instant = local - (localAsUtc(instant, timeZone) - instant)
  return instant
}

function civilDateOf(localMs: number): CivilDate {
  const date = new Date(localMs)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

function isoDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

function minutesOf(clock: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock)
  if (!match) throw new RangeError(`not a time of day: ${clock}`)
  return Number(match[1]) * 60 + Number(match[2])
}

function checkCalendar(calendar: BusinessCalendar): { opens: number; closes: number } {
  const opens = minutesOf(calendar.opensAt)
  const closes = minutesOf(calendar.closesAt)
  if (closes <= opens) throw new RangeError('the office closes before it opens')
  if (calendar.workingDays.length === 0) throw new RangeError('no working day in the week')
  return { opens, closes }
}

/** Each working day's open interval (instants), from the local day of `from` onwards. */
function* workingIntervals(from: number, calendar: BusinessCalendar) {
  const { opens, closes } = checkCalendar(calendar)
  const holidays = new Set(calendar.holidays)
  const firstDay = civilDateOf(localAsUtc(from, calendar.timeZone))
  const firstDayMs = Date.UTC(firstDay.year, firstDay.month - 1, firstDay.day)
  for (let offset = 0; offset <= MAX_DAYS_AHEAD; offset++) {
    const dayMs = firstDayMs + offset * DAY_MS
    const weekday = new Date(dayMs).getUTCDay() || 7
    if (!calendar.workingDays.includes(weekday as IsoWeekday)) continue
    if (holidays.has(isoDate(civilDateOf(dayMs)))) continue
    yield {
      start: instantOfLocal(dayMs + opens * MINUTE_MS, calendar.timeZone),
      end: instantOfLocal(dayMs + closes * MINUTE_MS, calendar.timeZone),
    }
  }
}

/** When `minutes` of working time after `start` have passed. */
export function businessDueAt(start: Date, minutes: number, calendar: BusinessCalendar): Date {
  let left = Math.max(0, minutes) * MINUTE_MS
  for (const interval of workingIntervals(start.getTime(), calendar)) {
    const from = Math.max(interval.start, start.getTime())
    if (from >= interval.end) continue
    if (from + left <= interval.end) return new Date(from + left)
    left -= interval.end - from
  }
  throw new RangeError('no due time within three years')
}

/**
 * Working minutes from `from` to `to`; negative when `to` is earlier. A target's time left is
 * `businessMinutesBetween(now, due)`, and a negative figure is how long it is overdue.
 */
export function businessMinutesBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  if (to.getTime() < from.getTime()) return -businessMinutesBetween(to, from, calendar)
  let total = 0
  for (const interval of workingIntervals(from.getTime(), calendar)) {
    if (interval.start >= to.getTime()) break
    const start = Math.max(interval.start, from.getTime())
    const end = Math.min(interval.end, to.getTime())
    if (end > start) total += end - start
  }
  return Math.floor(total / MINUTE_MS)
}
