import nodemailer, { type Transporter } from 'nodemailer'
import { env } from './env.server'
import { logger, truncateForLog } from './logger.server'

export type OutgoingEmail = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
}

const holder = globalThis as typeof globalThis & { __appMailer?: Transporter }

function transporter(): Transporter {
  const { SMTP_URL } = env()
  // Without SMTP_URL, messages are rendered and written to the log instead of sent.
  holder.__appMailer ??= SMTP_URL
    ? nodemailer.createTransport(SMTP_URL)
    : nodemailer.createTransport({ jsonTransport: true })
  return holder.__appMailer
}

export async function sendEmail(message: OutgoingEmail): Promise<void> {
  const info = await transporter().sendMail({ from: env().MAIL_FROM, ...message })
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

/** Sends and never throws: a failed notification must not undo the work that triggered it. */
export async function sendEmailSafely(message: OutgoingEmail): Promise<boolean> {
  try {
    await sendEmail(message)
    return true
  } catch (error) {
    logger.error({ err: error, to: message.to, subject: message.subject }, 'email failed')
    return false
  }
}
