import crypto from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAttachment } from '#db/schema'
import { MAIL_ERROR_MAX } from '~/lib/field-limits'
import { env } from './env.server'
import { logger } from './logger.server'
import { processWide } from './process-wide.server'

export type OutgoingEmail = {
  to: string
  subject: string
  text: string
  html?: string | null
  replyTo?: string | null
  /** Small text files (a calendar invitation), sent as they are. */
  attachments?: EmailAttachment[] | null
}

const mailer = processWide<Transporter>('mailer')

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
  return mailer.get(() => nodemailer.createTransport({ url: env().SMTP_URL, ...SMTP_TIMEOUTS }))
}

/** Whether e-mails are sent (SMTP_URL is set); otherwise they are written to MAIL_DIR. */
export function isEmailDeliveryConfigured(): boolean {
  return Boolean(env().SMTP_URL)
}

/**
 * Writes a message to MAIL_DIR as a text file a person reads in any editor (headers, a blank
 * line, the text as typed: links whole, Arabic as it is), readable by the server's user only,
 * and returns the file's path. A message holds reset and invitation links: never the log.
 */
async function writeMailFile(message: OutgoingEmail): Promise<string> {
  const folder = path.resolve(env().MAIL_DIR)
  await mkdir(folder, { recursive: true, mode: 0o700 })
  const date = new Date()
  const stamp = date.toISOString().replace(/[:.]/g, '-')
  const file = path.join(folder, `${stamp}-${crypto.randomBytes(4).toString('hex')}.txt`)
  const headers = [
    `From: ${env().MAIL_FROM}`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${message.subject}`,
    `Date: ${date.toUTCString()}`,
  ]
  // Attachments follow the text, each under its name, so the file shows all that was sent.
  const attachments = (message.attachments ?? []).map(
    (attachment) =>
      `\n--- ${attachment.filename} (${attachment.contentType})\n${attachment.content}`,
  )
  await writeFile(file, `${headers.join('\n')}\n\n${message.text}\n${attachments.join('')}`, {
    mode: 0o600,
  })
  return file
}

/**
 * Hands one message to the SMTP server (or the log) and throws when it is refused or the
 * server cannot be reached. Only the outbox's worker calls it: everything else queues its
 * e-mails (`queueEmails` in outbox.server.ts) with the record they are about.
 */
export async function deliverEmail(message: OutgoingEmail): Promise<void> {
  if (!env().SMTP_URL) {
    // Never the body: it may hold a working reset or invitation link (decision 036). The
    // person trying the site reads the file; Administrators see the warning on the dashboard.
    const file = await writeMailFile(message)
    logger.info({ to: message.to, file }, 'email not sent (no SMTP_URL): written to a file')
    return
  }
  const info = await transporter().sendMail({
    from: env().MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
          })),
        }
      : {}),
  })
  logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'email sent')
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
