import { getSiteSettings } from '~/domain/settings/settings.server'
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

/** Where notifications of new submissions go: the admin's setting, else NOTIFY_EMAIL. */
export async function companyInbox(): Promise<string> {
  const settings = await getSiteSettings().catch(() => null)
  return settings?.notifyEmail || env().NOTIFY_EMAIL
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
