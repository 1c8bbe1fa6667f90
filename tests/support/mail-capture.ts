import { SMTPServer } from 'smtp-server'

export type CapturedAttachment = { filename: string; contentType: string; content: string }

export type CapturedMail = {
  from: string
  to: string[]
  subject: string
  text: string
  /** The files sent with a multipart message (an interview's .ics), decoded. */
  attachments: CapturedAttachment[]
}

export type MailCapture = {
  messages: CapturedMail[]
  /** Resolves with the first captured message matching `predicate` (waits up to `timeoutMs`). */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>
  close(): Promise<void>
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

const ENCODED_WORD = /=\?utf-8\?([QB])\?([^?]*)\?=/gi

/** The bytes of one RFC 2047 encoded word's text. */
function encodedWordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64')
  const latin = text
    .replace(/_/g, ' ')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(latin, 'latin1')
}

/**
 * RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. A long subject is split
 * into several words on folded lines: the white space between two words is not part of the
 * text, and one character's bytes may be split across words, so a run of words is decoded
 * as one byte string.
 */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?[QB]\?[^?]*\?=(?:\s+=\?utf-8\?[QB]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(ENCODED_WORD)].map(([, encoding, text]) => encodedWordBytes(encoding, text)),
    ).toString('utf8'),
  )
}

type Part = { header: (name: string) => string; body: string }

function partOf(raw: string): Part {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) =>
    unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? ''
  return { header, body: rest.join('\n\n') }
}

function decodedBody(part: Part): string {
  const encoding = part.header('Content-Transfer-Encoding').toLowerCase()
  return encoding === 'quoted-printable'
    ? decodeQuotedPrintable(part.body)
    : encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : part.body
}

/**
 * A minimal parse of what sendEmail sends: a single-part text message, or a multipart one
 * whose first text part is the text and whose other parts are attachments.
 */
function parseMessage(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const message = partOf(raw)
  const subject = decodeHeader(message.header('Subject'))
  const boundary = message.header('Content-Type').match(/boundary="?([^";]+)"?/i)?.[1]
  if (!boundary) {
    return {
      ...envelope,
      subject,
      text: decodedBody(message).replace(/\r\n/g, '\n'),
      attachments: [],
    }
  }
  const parts = message.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => partOf(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
  const isAttachment = (part: Part) =>
    /attachment|filename=/i.test(part.header('Content-Disposition'))
  const textPart = parts.find((part) => !isAttachment(part))
  return {
    ...envelope,
    subject,
    text: textPart ? decodedBody(textPart).replace(/\r\n/g, '\n') : '',
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: decodeHeader(
        part.header('Content-Disposition').match(/filename="?([^";]+)"?/i)?.[1] ?? '',
      ),
      contentType: part.header('Content-Type').split(';')[0].trim(),
      content: decodedBody(part),
    })),
  }
}

/**
 * An SMTP listener on a free local port (or on `listenPort`, e.g. the e2e server's
 * E2E_SMTP_PORT) that keeps every message it receives, and hands each one to
 * `onMessage` (the e2e run's shared listener writes them to files).
 * `refuseRecipient` answers a recipient with a temporary failure (451) while it returns true.
 * Point SMTP_URL at `url` before the app first reads its environment.
 */
export async function startMailCapture(
  listenPort = 0,
  onMessage?: (mail: CapturedMail) => Promise<void>,
  { refuseRecipient }: { refuseRecipient?: (address: string) => boolean } = {},
): Promise<MailCapture & { url: string }> {
  const messages: CapturedMail[] = []
  let closing: Promise<void> | undefined
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuseRecipient?.(address.address)) return callback()
      const refusal = Object.assign(new Error('Mailbox busy, try again later'), {
        responseCode: 451,
      })
      callback(refusal)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail = parseMessage(Buffer.concat(chunks).toString('utf8'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        })
        messages.push(mail)
        // The sender hears 'accepted' only once the message is stored.
        if (!onMessage) return callback()
        onMessage(mail).then(
          () => callback(),
          (error: Error) => callback(error),
        )
      })
    },
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, '127.0.0.1', () => {
      const address = server.server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find(predicate)
        if (found) return found
        if (Date.now() > deadline) throw new Error('no matching e-mail was captured')
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    close: () => {
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()))
      return closing
    },
  }
}
