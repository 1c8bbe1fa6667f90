/**
 * The longest text (in characters) and the most list items each kind of field may hold.
 * The Zod schemas (`app/domain/<area>/schema.ts`) and the database's check constraints
 * (`db/schema.ts`) both read these numbers, so a form and the column behind it cannot
 * drift apart (issue 10, docs/decisions/008-field-limits.md).
 *
 * No imports: `db/schema.ts` reads this file, and drizzle-kit loads that file on its own.
 */

// People and their contact details
/** A person's full name. */
export const PERSON_NAME_MAX = 100
/** RFC 5321: a forward or reverse path is at most 256 octets, the address 254. */
export const EMAIL_MAX = 254
/** E.164 is 15 digits; room for a '+', spaces, dashes and an extension. */
export const PHONE_MAX = 30
/** A company's name. */
export const COMPANY_MAX = 150

// Short texts
/** The subject line of a contact message. */
export const SUBJECT_MAX = 200
/** Titles and names of things: investments, packages, jobs, links, positions, hero title. */
export const TITLE_MAX = 200
/** One line of copy: the tagline, the hero subtitle. */
export const LINE_MAX = 300
/** Short values: experience, profit margin, location, city, department and type names. */
export const SHORT_TEXT_MAX = 100
/** A postal address on one line. */
export const ADDRESS_MAX = 200
/** A search box's text. */
export const SEARCH_MAX = 200
/** Button labels and office-hours cells. */
export const LABEL_MAX = 60

// Long texts
/** What a visitor writes: contact and consultation messages, request descriptions, notes. */
export const MESSAGE_MAX = 5_000
/** Catalogue descriptions (investments, profit schema, packages) and bios. */
export const DESCRIPTION_MAX = 5_000
/** Job descriptions, responsibilities, requirements and cover letters. */
export const LONG_TEXT_MAX = 10_000
/** An admin's reason for rejecting a request or an applicant. */
export const REASON_MAX = 2_000

// Addresses, secrets and identifiers
/** Web addresses (the practical limit of browsers and servers). */
export const URL_MAX = 2_048
/** better-auth's default maximum password length. */
export const PASSWORD_MAX = 128
/**
 * The shortest staff password (ASVS 2.1.1, decision 036): staff accounts open personal data
 * and the site's settings. Users keep the spec's 6 (SPEC 9).
 */
export const STAFF_PASSWORD_MIN = 12
/** A password-reset token from a link. */
export const TOKEN_MAX = 256
/** Row ids posted by forms and query strings. */
export const ID_MAX = 100
/** A stored file's suggested download name. */
export const FILENAME_MAX = 255
/** A price as typed: numeric(12,2) needs at most 13 characters; a little room for spaces. */
export const PRICE_TEXT_MAX = 20

// Lists: each item bounded and the number of items bounded
/** One service of a package. */
export const SERVICE_MAX = 300
export const SERVICES_MAX_COUNT = 50
/** One expertise tag of a consultant. */
export const EXPERTISE_ITEM_MAX = 100
export const EXPERTISE_MAX_COUNT = 20
/** The expertise box as typed (items plus separators). */
export const EXPERTISE_TEXT_MAX = EXPERTISE_MAX_COUNT * (EXPERTISE_ITEM_MAX + 2)
/** Resource links of one investment. */
export const LINKS_MAX_COUNT = 20
/** Packages offered with one investment. */
export const PACKAGES_PER_INVESTMENT_MAX_COUNT = 100
/** Rows of the office-hours table in the settings. */
export const OFFICE_HOURS_MAX_COUNT = 10

// Settings (one jsonb value per key)
export const SETTING_KEY_MAX = 100
/** The JSON text of one setting; the largest (office hours) is well under 2,000. */
export const SETTING_VALUE_MAX = 20_000

// E-mails in the outbox (written by the app, not typed: the outbox clips them to fit)
/** A queued e-mail's subject: the longest name or title plus the fixed words around it. */
export const MAIL_SUBJECT_MAX = 500
/** A queued e-mail's text: every field of the longest form, with room to spare. */
export const MAIL_TEXT_MAX = 100_000
/** A queued e-mail's HTML alternative. */
export const MAIL_HTML_MAX = 200_000
/** The last delivery error kept with a queued e-mail (the SMTP server's answer, cut). */
export const MAIL_ERROR_MAX = 1_000

/**
 * The text taken from a CV for the talent pool's search (decision 045): a long CV's first
 * 100,000 characters are far more than any CV holds; the cap keeps a crafted file from
 * filling the table.
 */
export const CV_TEXT_MAX = 100_000

/** The scorecard criteria of a job, one per line (decision 045). */
export const CRITERIA_MAX = 1_000
