/*
 * The company's clock (SPEC 9, decisions 045 and 047): staff enter and read times in
 * Asia/Dubai, which is UTC+4 all year (no daylight saving), so a fixed offset is exact.
 */

export const DUBAI_OFFSET_MINUTES = 4 * 60

/** The moment of a Dubai date ('YYYY-MM-DD') and time ('HH:MM'), or null when not one. */
export function dubaiMoment(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const clock = /^(\d{2}):(\d{2})$/.exec(time)
  if (!day || !clock) return null
  const [year, month, dayOfMonth] = day.slice(1).map(Number)
  const [hours, minutes] = clock.slice(1).map(Number)
  if (hours > 23 || minutes > 59) return null
  const utc = Date.UTC(year, month - 1, dayOfMonth, hours, minutes)
  const check = new Date(utc)
  // 2026-02-30 rolls over into March: not a date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return null
  return new Date(utc - DUBAI_OFFSET_MINUTES * 60_000)
}

/** A `datetime-local` input's value ('YYYY-MM-DDTHH:MM', Dubai time) as a moment, or null. */
export function fromDubaiInput(value: string): Date | null {
  const [date, time] = value.split('T')
  return date && time ? dubaiMoment(date, time.slice(0, 5)) : null
}

/** A moment as a `datetime-local` input shows it in Dubai time ('YYYY-MM-DDTHH:MM'). */
export function toDubaiInput(moment: Date): string {
  return new Date(moment.getTime() + DUBAI_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16)
}
