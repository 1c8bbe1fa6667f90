import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = { to: string[]; raw: string; text: string }

/** Undoes quoted-printable soft breaks and escapes, enough to read links in a text mail. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/**
 * A local SMTP server that keeps every message it receives, so a test can read the
 * e-mail the application really sent (no TLS, no auth: loopback only).
 */
export class Mailbox {
  private readonly mails: CapturedMail[] = []
  private readonly waiters: Array<() => void> = []
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        // Headers end at the first blank line; the test reads the (text) body.
        const separator = raw.search(/\r?\n\r?\n/)
        const body = separator === -1 ? raw : raw.slice(separator)
        this.mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(body.trim()),
        })
        for (const wake of this.waiters.splice(0)) wake()
        callback()
      })
    },
  })

  /** Listens on `port` (0 picks a free one) and returns the port. */
  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, '127.0.0.1', () => resolve())
    })
    return (this.server.server.address() as AddressInfo).port
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** The first message to `address` that matches, waiting up to `timeoutMs` for it. */
  async waitFor(
    address: string,
    match: (mail: CapturedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.mails.find(
        (mail) => mail.to.includes(address.toLowerCase()) && match(mail),
      )
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250))
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Every message received for `address` so far. */
  messagesTo(address: string): CapturedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()))
  }
}

/** The first link in a mail that points at `path` (e.g. '/reset-password'). */
export function linkIn(mail: CapturedMail, path: string): string {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`),
  )
  if (!match) throw new Error(`no ${path} link in the e-mail:\n${mail.text}`)
  return match[0]
}
