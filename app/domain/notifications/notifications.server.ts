import { getSiteSettings, getSiteSettingsIn } from '~/domain/settings/settings.server'
import { format, messagesFor, type Locale } from '~/i18n'
import { localizePath } from '~/i18n/locale'
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

/** The company's name as an e-mail in `locale` signs it (Settings, else the brand). */
export async function companyNameIn(locale: Locale): Promise<string> {
  const settings = await getSiteSettingsIn(locale).catch(() => null)
  return settings?.companyName || messagesFor(locale).brand.shortName
}

/** The site's address of a page in `locale`: `siteUrl('ar', '/login')` → `https://…/ar/login`. */
export function siteUrl(locale: Locale, path: string): string {
  return `${env().APP_URL}${localizePath(locale, path)}`
}

/**
 * Tells the person who sent a form that it arrived, in their language (`locale`, the language
 * of the page they sent it from): a greeting, `body` (its `{company}` filled in), the dashboard
 * link for account holders, and the signature. `subject` and `body` come from
 * `messagesFor(locale).emails`. Sent after the record is saved; never throws, so a failed
 * e-mail cannot undo the submission.
 */
export async function acknowledgeSubmission(acknowledgement: {
  to: string
  name: string
  locale: Locale
  subject: string
  body: string
  hasDashboard?: boolean
}): Promise<void> {
  const { locale } = acknowledgement
  const m = messagesFor(locale).emails
  const company = await companyNameIn(locale)
  const lines = [
    format(m.greeting, { name: oneLine(acknowledgement.name) }),
    '',
    format(acknowledgement.body, { company }),
    ...(acknowledgement.hasDashboard
      ? ['', format(m.dashboard, { url: siteUrl(locale, '/dashboard') })]
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

/**
 * A new account's welcome in its language, with the way in (the login page in that language);
 * never throws (the account is already made).
 */
export async function sendWelcomeEmail(account: {
  email: string
  name: string
  locale: Locale
}): Promise<void> {
  const m = messagesFor(account.locale).emails.welcome
  await acknowledgeSubmission({
    to: account.email,
    name: account.name,
    locale: account.locale,
    subject: m.subject,
    body: `${format(m.body, { url: siteUrl(account.locale, '/login') })}\n\n${m.next}`,
  })
}

/**
 * E-mails the company inbox about a new submission, with a link to the admin screen that
 * handles it. Always English, whatever the sender's language: callers write `subject` and the
 * field labels from `t`. Called by the domain command after the record is saved; never
 * throws, so a failed e-mail cannot lose the record.
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
