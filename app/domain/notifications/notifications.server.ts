import { getSiteSettings } from '~/domain/settings/settings.server'
import { format, t } from '~/i18n'
import { sendEmailSafely } from '~/server/email.server'
import { env } from '~/server/env.server'

const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/

/** Text on one line: a line break typed into a name or subject becomes a space. */
export function oneLine(text: string): string {
  return text.split(LINE_BREAK).join(' ')
}

/**
 * The body of a notification: one `Label: value` line per field. A value with line breaks
 * (a message) is folded under its label, each of its lines indented, so nothing a visitor
 * types can start a line of its own and pass for another field ('Email: …').
 */
export function notificationText(fields: Record<string, string | null | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([label, value]) => {
      const lines = value.split(LINE_BREAK)
      return lines.length === 1
        ? `${label}: ${value}`
        : `${label}:\n${lines.map((line) => `  ${line}`).join('\n')}`
    })
    .join('\n')
}

/**
 * Where notifications of new submissions go: the admin's notification inbox setting, else the
 * company e-mail shown on the site (Settings' contact e-mail), else NOTIFY_EMAIL (only when
 * the settings cannot be read).
 */
export async function companyInbox(): Promise<string> {
  const settings = await getSiteSettings().catch(() => null)
  return settings?.notifyEmail || settings?.contactEmail || env().NOTIFY_EMAIL
}

async function companyName(): Promise<string> {
  const settings = await getSiteSettings().catch(() => null)
  return settings?.companyName || t.brand.shortName
}

/**
 * Tells the person who sent a form that it arrived: a greeting, `body` (its `{company}`
 * filled in), the dashboard link for account holders, and the signature. Sent after the
 * record is saved; never throws, so a failed e-mail cannot undo the submission.
 */
export async function acknowledgeSubmission(acknowledgement: {
  to: string
  name: string
  subject: string
  body: string
  hasDashboard?: boolean
}): Promise<void> {
  const m = t.emails
  const company = await companyName()
  const lines = [
    format(m.greeting, { name: oneLine(acknowledgement.name) }),
    '',
    format(acknowledgement.body, { company }),
    ...(acknowledgement.hasDashboard
      ? ['', format(m.dashboard, { url: `${env().APP_URL}/dashboard` })]
      : []),
    '',
    m.notYou,
    '',
    format(m.signature, { company }),
  ]
  await sendEmailSafely({
    to: acknowledgement.to,
    subject: oneLine(format(acknowledgement.subject, { company })),
    text: lines.join('\n'),
  })
}

/** A new account's welcome, with the way in; never throws (the account is already made). */
export async function sendWelcomeEmail(account: { email: string; name: string }): Promise<void> {
  const m = t.emails.welcome
  await acknowledgeSubmission({
    to: account.email,
    name: account.name,
    subject: m.subject,
    body: `${format(m.body, { url: `${env().APP_URL}/login` })}\n\n${m.next}`,
  })
}

/**
 * E-mails the company inbox about a new submission, with a link to the admin screen that
 * handles it. Called by the domain command after the record is saved; never throws, so a
 * failed e-mail cannot lose the record.
 */
export async function notifyCompany(
  subject: string,
  fields: Record<string, string | null | undefined>,
  adminPath: string,
): Promise<void> {
  const to = await companyInbox()
  const text = `${notificationText(fields)}\n\n${env().APP_URL}${adminPath}`
  await sendEmailSafely({ to, subject: oneLine(subject), text })
}
