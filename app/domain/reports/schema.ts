import { z } from 'zod'
import { DUBAI_OFFSET_MINUTES } from '~/lib/dubai-time'

/*
 * The Reports screen's period (docs/decisions/050-reports.md): a GET form, so its values come
 * from the address. Days are Asia/Dubai days (UTC+4 all year); a period runs from the start of
 * its first day to the end of its last, and is compared with the days just before it, as many
 * as it has.
 */

export const REPORT_PERIODS = ['month', '3m', '12m', 'custom'] as const
export type ReportPeriodName = (typeof REPORT_PERIODS)[number]

/** A custom period is at most this many days long: about three years of weekly bars. */
export const CUSTOM_PERIOD_MAX_DAYS = 3 * 366

const day = z
  .string()
  .trim()
  .max(10)
  .optional()
  .transform((value) => value || undefined)

/** ?period=custom&from=2026-10-01&to=2026-10-31; anything unknown falls back to this month. */
export const ReportPeriodQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS).catch('month').default('month'),
  from: day.catch(undefined),
  to: day.catch(undefined),
})
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuerySchema>

/** Why a custom period was not used (the screen then shows this month and says why). */
export type PeriodProblem = 'invalidDate' | 'fromAfterTo' | 'tooLong' | 'missingDates'

export type ReportPeriod = {
  name: ReportPeriodName
  /** Its first and last Dubai days, 'YYYY-MM-DD', both included. */
  firstDay: string
  lastDay: string
  /** The moments it starts (included) and ends (excluded). */
  from: Date
  to: Date
  days: number
  /** The same number of days just before it. */
  previous: { from: Date; to: Date; firstDay: string; lastDay: string }
}

const DAY_MS = 86_400_000
const OFFSET_MS = DUBAI_OFFSET_MINUTES * 60_000

/** The Dubai day of a moment, as days since 1970-01-01. */
function dubaiDayNumber(moment: Date): number {
  return Math.floor((moment.getTime() + OFFSET_MS) / DAY_MS)
}

/** The moment a Dubai day (days since 1970-01-01) starts. */
function startOfDubaiDay(dayNumber: number): Date {
  return new Date(dayNumber * DAY_MS - OFFSET_MS)
}

function dayText(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD' as days since 1970-01-01, or null when it is not a real date. */
export function parseDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, date] = match.slice(1).map(Number)
  const utc = Date.UTC(year, month - 1, date)
  const check = new Date(utc)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null
  if (check.getUTCDate() !== date || year < 2000 || year > 2100) return null
  return utc / DAY_MS
}

/** The same calendar date `months` earlier (clamped to the month's last day). */
function monthsBefore(dayNumber: number, months: number): number {
  const date = new Date(dayNumber * DAY_MS)
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1))
  const lastOfMonth = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastOfMonth))
  return target.getTime() / DAY_MS
}

function periodOf(name: ReportPeriodName, first: number, last: number): ReportPeriod {
  const days = last - first + 1
  return {
    name,
    firstDay: dayText(first),
    lastDay: dayText(last),
    from: startOfDubaiDay(first),
    to: startOfDubaiDay(last + 1),
    days,
    previous: {
      from: startOfDubaiDay(first - days),
      to: startOfDubaiDay(first),
      firstDay: dayText(first - days),
      lastDay: dayText(first - 1),
    },
  }
}

/**
 * The period a query asks for, on `now`'s Dubai day: this month (its first day to today),
 * the last 3 or 12 months (today and the days after the same date 3 or 12 months ago), or
 * the custom days. A custom period that cannot be used gives this month and its problem.
 */
export function resolvePeriod(
  query: ReportPeriodQuery,
  now: Date = new Date(),
): { period: ReportPeriod; problem: PeriodProblem | null } {
  const today = dubaiDayNumber(now)
  const firstOfMonth = today - (new Date(today * DAY_MS).getUTCDate() - 1)
  const thisMonth = periodOf('month', firstOfMonth, today)
  switch (query.period) {
    case '3m':
      return { period: periodOf('3m', monthsBefore(today, 3) + 1, today), problem: null }
    case '12m':
      return { period: periodOf('12m', monthsBefore(today, 12) + 1, today), problem: null }
    case 'custom': {
      if (!query.from || !query.to) return { period: thisMonth, problem: 'missingDates' }
      const first = parseDay(query.from)
      const last = parseDay(query.to)
      if (first === null || last === null) return { period: thisMonth, problem: 'invalidDate' }
      if (first > last) return { period: thisMonth, problem: 'fromAfterTo' }
      if (last - first + 1 > CUSTOM_PERIOD_MAX_DAYS)
        return { period: thisMonth, problem: 'tooLong' }
      return { period: periodOf('custom', first, last), problem: null }
    }
    default:
      return { period: thisMonth, problem: null }
  }
}

/** The Mondays (Dubai days, 'YYYY-MM-DD') of the weeks a period touches, oldest first. */
export function weeksOf(period: Pick<ReportPeriod, 'firstDay' | 'lastDay'>): string[] {
  const first = parseDay(period.firstDay)!
  const last = parseDay(period.lastDay)!
  // 1970-01-01 was a Thursday: day 4 was the first Monday.
  const monday = (n: number) => n - ((((n - 4) % 7) + 7) % 7)
  const weeks: string[] = []
  for (let week = monday(first); week <= last; week += 7) weeks.push(dayText(week))
  return weeks
}

/** The current week and the `count - 1` before it, Monday to today (the dashboard's chart). */
export function lastWeeksPeriod(count: number, now: Date = new Date()): ReportPeriod {
  const today = dubaiDayNumber(now)
  const monday = today - ((((today - 4) % 7) + 7) % 7)
  return periodOf('custom', monday - 7 * (count - 1), today)
}
