/*
 * An interview's calendar invitation (decision 045): iCalendar text (RFC 5545) attached to
 * the confirmation, the reschedule and the cancellation e-mails. Pure: no server imports, so
 * its unit test needs nothing running.
 *
 * Times are written as Asia/Dubai local times with a VTIMEZONE of their own (+04:00, no
 * daylight saving), so a calendar shows the time the recruiter typed whatever the reader's
 * zone; DTSTAMP is UTC, as RFC 5545 requires.
 */

import { DUBAI_OFFSET_MINUTES } from '~/lib/dubai-time'

export { dubaiMoment } from '~/lib/dubai-time'

export const DUBAI_TZID = 'Asia/Dubai'

export type IcsPerson = { name: string; email: string }

export type IcsInvitation = {
  /** REQUEST for a booking or its update, CANCEL when the slot is no longer the interview. */
  method: 'REQUEST' | 'CANCEL'
  /** The slot's id: one UID per slot, so an update replaces the event in the calendar. */
  slotId: string
  /** The site's host (`example.ae`), the UID's right-hand side. */
  host: string
  /** The slot's `sequence`: 0 when booked, + 1 with each update sent. */
  sequence: number
  startsAt: Date
  endsAt: Date
  /** When the invitation was written (DTSTAMP). */
  stamp: Date
  summary: string
  location: string
  description: string
  organizer: IcsPerson
  attendee: IcsPerson
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * A parameter value (a CN): quoted when it holds `:`, `;` or `,`; a double quote cannot be
 * written in one at all (RFC 5545 3.1), nor can a line break, so both are dropped.
 */
function paramValue(text: string): string {
  const clean = text.replace(/["\r\n]/g, '').trim()
  return /[:;,]/.test(clean) ? `"${clean}"` : clean
}

/** A mailto address without anything that could end the line or the property. */
function mailto(email: string): string {
  return `mailto:${email.replace(/[\s"<>]/g, '')}`
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): the continuation lines start with a
 * space, which counts in their 75. A UTF-8 character (Arabic: 2 octets) is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_OCTETS
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = MAX_OCTETS - 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0')
}

/** `20261201T143000Z`. */
export function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  )
}

/** The moment as Dubai's wall clock reads it, `20261201T183000` (no Z: a TZID says where). */
export function dubaiLocalStamp(date: Date): string {
  return utcStamp(new Date(date.getTime() + DUBAI_OFFSET_MINUTES * 60_000)).slice(0, -1)
}

/** The site's host for UIDs, from its address (`https://example.ae/` → `example.ae`). */
export function hostOf(appUrl: string): string {
  try {
    return new URL(appUrl).hostname || 'localhost'
  } catch {
    return 'localhost'
  }
}

/** The invitation as iCalendar text, CRLF line ends, every line folded. */
export function buildIcs(invitation: IcsInvitation): string {
  const cancelled = invitation.method === 'CANCEL'
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Company website//Hiring interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${DUBAI_TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0400',
    'TZOFFSETTO:+0400',
    'TZNAME:+04',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${invitation.slotId}@${invitation.host}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART;TZID=${DUBAI_TZID}:${dubaiLocalStamp(invitation.startsAt)}`,
    `DTEND;TZID=${DUBAI_TZID}:${dubaiLocalStamp(invitation.endsAt)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `LOCATION:${escapeText(invitation.location)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `ORGANIZER;CN=${paramValue(invitation.organizer.name)}:${mailto(invitation.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(invitation.attendee.name)};ROLE=REQ-PARTICIPANT:${mailto(invitation.attendee.email)}`,
    `SEQUENCE:${invitation.sequence}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
