import { describe, expect, test } from 'vitest'
import { escapeCsvCell, toCsv } from './csv'

describe('escapeCsvCell', () => {
  test('leaves plain text alone', () => {
    expect(escapeCsvCell('Layla Karim')).toBe('Layla Karim')
    expect(escapeCsvCell(42)).toBe('42')
    expect(escapeCsvCell(null)).toBe('')
    expect(escapeCsvCell(undefined)).toBe('')
  })

  test('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(escapeCsvCell('Dubai, UAE')).toBe('"Dubai, UAE"')
    expect(escapeCsvCell('She said "hi"')).toBe('"She said ""hi"""')
    expect(escapeCsvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(escapeCsvCell('a\r\nb')).toBe('"a\r\nb"')
  })

  test.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['=1+1', "'=1+1"],
    ['-2+3', "'-2+3"],
    ['+971-HYPERLINK', "'+971-HYPERLINK"],
    ['+(1)*A1', "'+(1)*A1"],
    ['-----', "'-----"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('prefixes a formula-like cell %j with a single quote', (input, expected) => {
    expect(escapeCsvCell(input)).toBe(expected)
  })

  test.each(['+971 50 123 4567', '+971501234567', '+1 (555) 123-4567', '050 123 4567'])(
    'writes the phone number %j as typed, without an apostrophe',
    (phone) => {
      expect(escapeCsvCell(phone)).toBe(phone)
    },
  )

  test('does not touch those characters in the middle of a cell', () => {
    expect(escapeCsvCell('a=b')).toBe('a=b')
    expect(escapeCsvCell('name@example.org')).toBe('name@example.org')
  })
})

describe('toCsv', () => {
  test('joins cells with commas and rows with CRLF, ending with a CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Email'],
        ['Omar, Jr.', '=1+1'],
      ]),
    ).toBe(`Name,Email\r\n"Omar, Jr.",'=1+1\r\n`)
  })
})
