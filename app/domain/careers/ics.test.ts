import { describe, expect, test } from 'vitest'
import { buildIcs, dubaiMoment, escapeText, foldLine, hostOf, type IcsInvitation } from './ics'

const invitation: IcsInvitation = {
  method: 'REQUEST',
  slotId: 'slot-123',
  host: 'example.ae',
  sequence: 0,
  // 14:30 to 15:15 in Dubai (UTC+4).
  startsAt: new Date('2026-12-01T10:30:00Z'),
  endsAt: new Date('2026-12-01T11:15:00Z'),
  stamp: new Date('2026-11-28T04:05:06Z'),
  summary: 'Interview: Senior Analyst',
  location: 'Office 4, Level 2; Business Bay, Dubai',
  description: 'Bring your ID.\nAsk for Sara at reception.',
  organizer: { name: 'Sara Recruiter', email: 'sara@example.ae' },
  attendee: { name: 'Omar, Candidate', email: 'omar@example.com' },
}

/** The content lines, unfolded (RFC 5545 3.1). */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n')
}

describe('the interview invitation (.ics)', () => {
  test('is a VCALENDAR with version, product and method', () => {
    const lines = unfolded(buildIcs(invitation))
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true)
    expect(lines).toContain('METHOD:REQUEST')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(unfolded(buildIcs({ ...invitation, method: 'CANCEL' }))).toContain('METHOD:CANCEL')
  })

  test('ends every line with CRLF and has no bare line feed', () => {
    const ics = buildIcs(invitation)
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  test('carries Asia/Dubai as a time zone of +0400 without daylight saving', () => {
    const lines = unfolded(buildIcs(invitation))
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1)
    expect(zone).toContain('TZID:Asia/Dubai')
    expect(zone).toContain('TZOFFSETFROM:+0400')
    expect(zone).toContain('TZOFFSETTO:+0400')
    expect(zone.some((line) => line.startsWith('BEGIN:DAYLIGHT'))).toBe(false)
  })

  test('the event: UID, UTC stamp, Dubai local start and end, people, sequence, status', () => {
    const lines = unfolded(buildIcs(invitation))
    expect(lines).toContain('UID:slot-123@example.ae')
    expect(lines).toContain('DTSTAMP:20261128T040506Z')
    expect(lines).toContain('DTSTART;TZID=Asia/Dubai:20261201T143000')
    expect(lines).toContain('DTEND;TZID=Asia/Dubai:20261201T151500')
    expect(lines).toContain('SUMMARY:Interview: Senior Analyst')
    expect(lines).toContain('LOCATION:Office 4\\, Level 2\\; Business Bay\\, Dubai')
    expect(lines).toContain('DESCRIPTION:Bring your ID.\\nAsk for Sara at reception.')
    expect(lines).toContain('ORGANIZER;CN=Sara Recruiter:mailto:sara@example.ae')
    expect(lines).toContain(
      'ATTENDEE;CN="Omar, Candidate";ROLE=REQ-PARTICIPANT:mailto:omar@example.com',
    )
    expect(lines).toContain('SEQUENCE:0')
    expect(lines).toContain('STATUS:CONFIRMED')
    const cancel = unfolded(buildIcs({ ...invitation, method: 'CANCEL', sequence: 2 }))
    expect(cancel).toContain('SEQUENCE:2')
    expect(cancel).toContain('STATUS:CANCELLED')
  })

  test('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  test('a CN cannot carry a quote or a line break out of its parameter', () => {
    const lines = unfolded(
      buildIcs({ ...invitation, attendee: { name: 'Evil"\r\nX-INJECT:1', email: 'e@x.com' } }),
    )
    expect(lines.some((line) => line.startsWith('X-INJECT'))).toBe(false)
    expect(lines).toContain('ATTENDEE;CN="EvilX-INJECT:1";ROLE=REQ-PARTICIPANT:mailto:e@x.com')
  })

  test('folds lines at 75 octets without splitting an Arabic character', () => {
    const arabic = 'مقابلة: محلل أول في قسم الاستثمار، الطابق الثاني، مكتب أربعة، الخليج التجاري'
    const ics = buildIcs({ ...invitation, summary: arabic, location: 'x'.repeat(200) })
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    }
    // Every physical line is whole UTF-8 (no replacement character once decoded).
    for (const line of ics.split('\r\n')) expect(line).not.toContain('\uFFFD')
    expect(unfolded(ics)).toContain(`SUMMARY:${arabic}`)
    expect(unfolded(ics)).toContain(`LOCATION:${'x'.repeat(200)}`)
  })

  test('a folded line continues with one space', () => {
    const folded = foldLine(`DESCRIPTION:${'a'.repeat(100)}`)
    const [first, second] = folded.split('\r\n')
    expect(first).toHaveLength(75)
    expect(second).toBe(` ${'a'.repeat(100 + 'DESCRIPTION:'.length - 75)}`)
  })
})

describe('Dubai times', () => {
  test('a date and time typed in Dubai is that moment, four hours ahead of UTC', () => {
    expect(dubaiMoment('2026-12-01', '14:30')?.toISOString()).toBe('2026-12-01T10:30:00.000Z')
    expect(dubaiMoment('2026-12-01', '02:00')?.toISOString()).toBe('2026-11-30T22:00:00.000Z')
  })

  test('refuses what is not a date or a time', () => {
    expect(dubaiMoment('2026-02-30', '10:00')).toBeNull()
    expect(dubaiMoment('2026-12-01', '24:00')).toBeNull()
    expect(dubaiMoment('tomorrow', '10:00')).toBeNull()
  })

  test('the UID host comes from the site address', () => {
    expect(hostOf('https://www.example.ae/')).toBe('www.example.ae')
    expect(hostOf('not a url')).toBe('localhost')
  })
})
