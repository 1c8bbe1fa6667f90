import crypto from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { emailOutbox } from '#db/schema'
import { getDb } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { deliverQueuedEmails } from '../support/outbox'
import { createSignedInUser } from '../support/requests'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * No token, password or e-mail body reaches a log line (decision 036). The site runs over
 * HTTP as server.ts assembles it, without SMTP_URL (the zero-set-up start), and every line the
 * app's own logger writes is captured where it would reach stdout.
 */

let site: SiteServer
const lines: string[] = []
type Stream = { write: (chunk: string) => boolean }
let stream: Stream
let write: Stream['write']

beforeAll(async () => {
  // The app's logger, at the level a server runs at, writing into this list as well.
  logger.level = 'info'
  stream = (logger as unknown as Record<symbol, Stream>)[pino.symbols.streamSym]
  write = stream.write
  stream.write = (chunk: string) => {
    lines.push(String(chunk))
    return true
  }
  site = await startSiteServer()
})

afterAll(async () => {
  stream.write = write
  logger.level = 'silent'
  await site?.close()
})

function secret(): string {
  return crypto.randomBytes(24).toString('base64url')
}

describe('the log of a site without SMTP_URL', () => {
  test('holds no token of the link pages and no e-mail body', async () => {
    const tokens = [secret(), secret(), secret(), secret(), secret()]
    const pages = [
      `/reset-password?token=${tokens[0]}`,
      `/invitation?token=${tokens[1]}`,
      `/my-data/confirm?token=${tokens[2]}`,
      `/ar/reset-password?token=${tokens[3]}`,
      `/confirm-address?token=${tokens[4]}`,
    ]
    for (const page of pages) {
      const answer = await fetch(`${site.baseUrl}${page}`, { redirect: 'manual' })
      expect(answer.status).toBeLessThan(500)
    }
    // The download link's token is posted; a wrong one is sent back to the confirm page.
    const downloadToken = secret()
    await fetch(`${site.baseUrl}/my-data/download`, {
      method: 'POST',
      headers: { Origin: site.baseUrl },
      body: new URLSearchParams({ token: downloadToken }),
      redirect: 'manual',
    })

    // A reset request for a real account: its e-mail goes out (to a file) with a live link.
    const person = await createSignedInUser()
    const reset = await fetch(`${site.baseUrl}/forgot-password`, {
      method: 'POST',
      headers: { Origin: site.baseUrl },
      body: new URLSearchParams({ email: person.email }),
      redirect: 'manual',
    })
    expect(reset.status).toBeLessThan(500)
    const db = await getDb()
    let body = ''
    for (let wait = 0; wait < 50 && !body; wait++) {
      const [queued] = await db
        .select({ text: emailOutbox.text })
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, person.email))
      body = queued?.text ?? ''
      if (!body) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const resetToken = decodeURIComponent(body.match(/token=([^\s&]+)/)?.[1] ?? '')
    expect(resetToken).not.toBe('')
    await deliverQueuedEmails()

    const log = lines.join('')
    // The lines are there (the pages and the e-mail were logged) …
    expect(log).toContain('/reset-password?token=[redacted]')
    expect(log).toContain('/invitation?token=[redacted]')
    expect(log).toContain('/my-data/confirm?token=[redacted]')
    expect(log).toContain('/confirm-address?token=[redacted]')
    expect(log).toContain('email not sent (no SMTP_URL)')
    // … but no secret and no body.
    for (const token of [...tokens, downloadToken, resetToken]) expect(log).not.toContain(token)
    const firstLine = body.split('\n')[0]
    expect(log).not.toContain(firstLine)
    expect(log).not.toContain('reset-password?token=' + encodeURIComponent(resetToken))

    // The person trying the site still reads the e-mail, in the file the log names.
    const mailLine = lines
      .map((line) => JSON.parse(line) as { msg?: string; file?: string; to?: string })
      .find((line) => line.msg?.startsWith('email not sent') && line.to === person.email)
    expect(await readFile(mailLine?.file ?? '', 'utf8')).toContain(resetToken)
  })
})
