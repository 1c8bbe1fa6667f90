import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { deliverEmail } from './email.server'
import { createLogger, LOG_TEXT_MAX, logger, redactSecrets, truncateForLog } from './logger.server'

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

describe('no secret link reaches a log line (decision 036)', () => {
  test('the token of a reset, invitation or download link is redacted from any URL', () => {
    expect(redactSecrets('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]')
    expect(redactSecrets('/ar/invitation?token=abc&x=1')).toBe(
      '/ar/invitation?token=[redacted]&x=[redacted]',
    )
    expect(redactSecrets('https://site.example/my-data/confirm?t=abc')).toBe(
      'https://site.example/my-data/confirm?t=[redacted]',
    )
    expect(redactSecrets('/my-data/download/abc123?x')).toBe('/my-data/download/[redacted]?x')
    expect(redactSecrets('/verify?reset_token=abc&page=2')).toBe(
      '/verify?reset_token=[redacted]&page=2',
    )
    expect(redactSecrets('/investments?page=2&q=villa')).toBe('/investments?page=2&q=villa')
    expect(redactSecrets('/reset-password')).toBe('/reset-password')
    // The requester's conversation and the candidate's pages carry the token in the path.
    expect(redactSecrets('/conversation/abc123/files/f1')).toBe('/conversation/[redacted]')
    expect(redactSecrets('/ar/careers/applications/abc123/interview')).toBe(
      '/ar/careers/applications/[redacted]',
    )
    // Staff addresses that only begin like them keep their ids.
    expect(redactSecrets('/admin/conversations/cnv-1')).toBe('/admin/conversations/cnv-1')
  })

  test('every string of a log line is redacted, the message and an error too', () => {
    const { log, lines } = capturedLogger()
    log.warn(
      { url: 'http://localhost/invitation?token=SECRET-1', nested: { link: '/x?token=SECRET-2' } },
      'opened /reset-password?token=SECRET-3',
    )
    log.error({ err: new Error('failed at /my-data/confirm?token=SECRET-4') }, 'failed')
    const text = lines.join('')
    for (const secret of ['SECRET-1', 'SECRET-2', 'SECRET-3', 'SECRET-4'])
      expect(text).not.toContain(secret)
    expect(text).toContain('[redacted]')
  })
})

describe('e-mails without SMTP_URL', () => {
  afterEach(() => vi.restoreAllMocks())

  test('the body is never logged: the message is written to a file under MAIL_DIR', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'mail-'))
    process.env.MAIL_DIR = folder
    const info = vi.spyOn(logger, 'info')
    await deliverEmail({
      to: 'person@example.com',
      subject: 'Reset your password',
      text: 'Open https://site.example/reset-password?token=LIVE-TOKEN within an hour.',
    })
    const [fields] = info.mock.calls.at(-1) as unknown as [{ file: string }]
    expect(JSON.stringify(info.mock.calls)).not.toContain('LIVE-TOKEN')
    expect(JSON.stringify(info.mock.calls)).not.toContain('within an hour')
    const [file] = await readdir(folder)
    expect(fields.file).toBe(path.join(folder, file))
    expect(await readFile(fields.file, 'utf8')).toContain('reset-password?token=LIVE-TOKEN')
    await rm(folder, { recursive: true })
  })
})
