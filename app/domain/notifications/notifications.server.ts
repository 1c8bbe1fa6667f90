import { getSiteSettings } from '~/domain/settings/settings.server'
import { format, messagesFor, type Locale } from '~/i18n'
import { localizePath } from '~/i18n/locale'
import { localize } from '~/lib/localized'
import { env } from '~/server/env.server'
import { queueEmail, type OutgoingEmail } from '~/server/outbox.server'

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
 * What the company's e-mails read from the site settings: where notifications go and the name
 * that signs them. Read before the transaction that saves a submission, because the embedded
 * database has one connection and the transaction holds it; the e-mails are then composed and
 * queued inside the transaction (`queueEmails(tx, …)`, server/outbox.server.ts), so the
 * record and its e-mails are saved together.
 */
export type Letterhead = {
  /**
   * Where notifications of new submissions go: the admin's notification inbox setting, else
   * the company e-mail shown on the site (Settings' contact e-mail), else NOTIFY_EMAIL (only
   * when the settings cannot be read).
   */
  inbox: string
  /** The company's name as an e-mail in `locale` signs it (Settings, else the brand). */
  companyName: (locale: Locale) => string
}

export async function readLetterhead(): Promise<Letterhead> {
  const settings = await getSiteSettings().catch(() => null)
  return {
    inbox: settings?.notifyEmail || settings?.contactEmail || env().NOTIFY_EMAIL,
    companyName: (locale) =>
      (settings && localize(settings, locale, ['companyName']).companyName) ||
      messagesFor(locale).brand.shortName,
  }
}

/** Where notifications of new submissions go (see `Letterhead`). */
export async function companyInbox(): Promise<string> {
  return (await readLetterhead()).inbox
}

/** The site's address of a page in `locale`: `siteUrl('ar', '/login')` → `https://…/ar/login`. */
export function siteUrl(locale: Locale, path: string): string {
  return `${env().APP_URL}${localizePath(locale, path)}`
}

/**
 * The e-mail telling the person who sent a form that it arrived, in their language (`locale`,
 * the language of the page they sent it from): a greeting, `body` (its `{company}` filled in),
 * the dashboard link for account holders, and the signature. `subject` and `body` come from
 * `messagesFor(locale).emails`.
 */
export function acknowledgement(
  letterhead: Letterhead,
  acknowledgement: {
    to: string
    name: string
    locale: Locale
    subject: string
    body: string
    hasDashboard?: boolean
    /** A line after the body (a link to the person's own page). */
    afterBody?: string
  },
): OutgoingEmail {
  const { locale } = acknowledgement
  const m = messagesFor(locale).emails
  const company = letterhead.companyName(locale)
  const lines = [
    format(m.greeting, { name: oneLine(acknowledgement.name) }),
    '',
    format(acknowledgement.body, { company }),
    ...(acknowledgement.afterBody ? ['', acknowledgement.afterBody] : []),
    ...(acknowledgement.hasDashboard
      ? ['', format(m.dashboard, { url: siteUrl(locale, '/dashboard') })]
      : []),
    '',
    m.notYou,
    '',
    format(m.signature, { company }),
  ]
  return {
    to: acknowledgement.to,
    subject: oneLine(format(acknowledgement.subject, { company })),
    text: lines.join('\n'),
  }
}

/**
 * A new account's welcome in its language, with the way in (the login page in that language).
 * better-auth has already saved the account, so the e-mail is queued right after it; never
 * throws (the account is already made).
 */
export async function sendWelcomeEmail(account: {
  email: string
  name: string
  locale: Locale
}): Promise<void> {
  const m = messagesFor(account.locale).emails.welcome
  await queueEmail(
    acknowledgement(await readLetterhead(), {
      to: account.email,
      name: account.name,
      locale: account.locale,
      subject: m.subject,
      body: `${format(m.body, { url: siteUrl(account.locale, '/login') })}\n\n${m.next}`,
    }),
  )
}

/**
 * The e-mail to the company inbox about a new submission, with a link to the admin screen
 * that handles it. Always English, whatever the sender's language: callers write `subject`
 * and the field labels from `t`.
 */
export function companyNotice(
  letterhead: Letterhead,
  subject: string,
  fields: Record<string, string | null | undefined>,
  adminPath: string,
): OutgoingEmail {
  const text = `${notificationText(fields)}\n\n${env().APP_URL}${adminPath}`
  return { to: letterhead.inbox, subject: oneLine(subject), text }
}

export type SecurityChange = 'passwordChanged' | 'passwordReset' | 'twoFactorOn' | 'twoFactorOff'

/**
 * Tells an account's owner, in their language, that its password or two-factor sign-in changed
 * (decision 036): someone else who made the change is noticed by the one person who can tell.
 * Queued right after the change (better-auth writes it in its own statements); never throws.
 */
export async function sendSecurityNotice(
  account: { email: string; name: string; locale: string | null },
  change: SecurityChange,
): Promise<void> {
  const locale: Locale = account.locale === 'ar' ? 'ar' : 'en'
  const m = messagesFor(locale).emails
  const letterhead = await readLetterhead()
  const company = letterhead.companyName(locale)
  const time = new Date().toISOString().slice(0, 16).replace('T', ' ')
  const text = [
    format(m.greeting, { name: oneLine(account.name) }),
    '',
    format(m.security[change].body, { time }),
    '',
    format(m.security.notYou, { url: siteUrl(locale, '/forgot-password') }),
    '',
    format(m.signature, { company }),
  ].join('\n')
  await queueEmail({
    to: account.email,
    subject: oneLine(format(m.security[change].subject, { company })),
    text,
  })
}
