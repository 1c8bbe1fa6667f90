import nodemailer, { type Transporter } from 'nodemailer'
import { MAIL_ERROR_MAX } from '~/lib/field-limits'
import { env } from './env.server'
import { logger, truncateForLog } from './logger.server'

export type OutgoingEmail = {
  to: string
  subject: string
  text: string
  html?: string | null
  replyTo?: string | null
}

const holder = globalThis as typeof globalThis & { __appMailer?: Transporter }

/**
 * How long one delivery may take. The outbox's claim on a message outlives these together
 * (app/server/outbox.server.ts), so no other worker takes a message that is still being sent.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  /** Silence on an open connection. */
  socketTimeout: 60_000,
}

function transporter(): Transporter {
  const { SMTP_URL } = env()
  // Without SMTP_URL, messages are rendered and written to the log instead of sent.
  holder.__appMailer ??= SMTP_URL
    ? nodemailer.createTransport({ url: SMTP_URL, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ jsonTransport: true })
  return holder.__appMailer
}

/**
 * Hands one message to the SMTP server (or the log) and throws when it is refused or the
 * server cannot be reached. Only the outbox's worker calls it: everything else queues its
 * e-mails (`queueEmails` in outbox.server.ts) with the record they are about.
 */
export async function deliverEmail(message: OutgoingEmail): Promise<void> {
  const info = await transporter().sendMail({
    from: env().MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  })
  if (!env().SMTP_URL) {
    // The text quotes what visitors typed: the log keeps its start and how much was cut.
    logger.info(
      {
        mail: {
          to: truncateForLog(message.to),
          subject: truncateForLog(message.subject),
          text: truncateForLog(message.text),
        },
      },
      'email (not sent: no SMTP_URL)',
    )
  } else {
    logger.info(
      { to: message.to, subject: message.subject, messageId: info.messageId },
      'email sent',
    )
  }
}

/**
 * A delivery error as the outbox keeps it and the admin list shows it: the error's message
 * (the SMTP server's answer, or why it could not be reached) on one line, without the
 * SMTP_URL's credentials, at most MAIL_ERROR_MAX characters.
 */
export function describeDeliveryError(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error)
  let text = raw.replace(/\s+/g, ' ').trim() || 'unknown error'
  const { SMTP_URL } = env()
  const password = SMTP_URL ? safeUrl(SMTP_URL)?.password : undefined
  if (password) {
    for (const secret of [password, safeDecode(password)]) {
      if (secret) text = text.split(secret).join('***')
    }
  }
  // Any other URL with a password in it.
  text = text.replace(/(\/\/[^/\s:@]*:)[^@\s]*@/g, '$1***@')
  return text.length > MAIL_ERROR_MAX ? `${text.slice(0, MAIL_ERROR_MAX - 1)}…` : text
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
