import { afterEach, describe, expect, test, vi } from 'vitest'
import { deliverEmail } from './email.server'
import { createLogger, LOG_TEXT_MAX, logger, truncateForLog } from './logger.server'

const MEGABYTE = 'x'.repeat(1024 * 1024)

/** A logger at level info whose JSON lines are collected in memory. */
function capturedLogger() {
  const lines: string[] = []
  const log = createLogger({ write: (line: string) => void lines.push(line) }, 'info')
  return { log, lines }
}

describe('log lines never carry unbounded user text (issue 10)', () => {
  test('a long text keeps its start and says how much was cut', () => {
    expect(truncateForLog('short')).toBe('short')
    const cut = truncateForLog(MEGABYTE)
    expect(cut.startsWith('x'.repeat(LOG_TEXT_MAX))).toBe(true)
    expect(cut).toContain(
      `(${(MEGABYTE.length - LOG_TEXT_MAX).toLocaleString('en')} more characters)`,
    )
  })

  test('every logged string, message and error is bounded, in every shape of call', () => {
    const { log, lines } = capturedLogger()
    const failure = Object.assign(
      new Error(`Failed query: insert into "user"\nparams: ${MEGABYTE}`),
      {
        params: [MEGABYTE, 'kept'],
        cause: new Error(
          'new row for relation "user" violates check constraint "user_name_length"',
        ),
      },
    )
    log.info({ mail: { to: 'a@example.org', text: MEGABYTE }, list: [MEGABYTE] }, 'email')
    log.info({ deep: { a: { b: { c: MEGABYTE } } } }, 'nested')
    log.error({ err: failure }, 'saving failed')
    log.error({ err: failure })
    log.error(failure)
    log.warn(MEGABYTE)
    log.warn('%s and %s', MEGABYTE, 'more')
    log.child({ request: 1 }).error({ err: failure, url: MEGABYTE }, 'child')

    expect(lines).toHaveLength(8)
    for (const line of lines) expect(line.length).toBeLessThan(20_000)

    const [mail, , withMessage] = lines.map((line) => JSON.parse(line))
    expect(mail.mail.to).toBe('a@example.org')
    expect(mail.mail.text).toMatch(/^x{2000}… \(1,046,576 more characters\)$/)
    // The error keeps the end of its message (the cause) and its own fields, bounded.
    expect(withMessage.err.message).toMatch(/violates check constraint "user_name_length"$/)
    expect(withMessage.err.stack).toContain('caused by: Error: new row for relation "user"')
    expect(withMessage.err.params[1]).toBe('kept')
    expect(withMessage.msg).toBe('saving failed')
  })
})

describe('e-mails written to the log (no SMTP_URL)', () => {
  afterEach(() => vi.restoreAllMocks())

  test('the logged text is the first 2,000 characters and how many were cut', async () => {
    const info = vi.spyOn(logger, 'info')
    await deliverEmail({ to: 'info@example.com', subject: 'New contact message', text: MEGABYTE })
    const [fields] = info.mock.calls.at(-1) as unknown as [{ mail: { text: string } }]
    expect(fields.mail.text).toBe(truncateForLog(MEGABYTE))
    expect(fields.mail.text.length).toBeLessThan(LOG_TEXT_MAX + 50)
  })
})
