import { sql, type SQL } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import {
  COMPANY_MAX,
  CRITERIA_MAX,
  CV_TEXT_MAX,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  EXPERTISE_ITEM_MAX,
  EXPERTISE_MAX_COUNT,
  FILENAME_MAX,
  ID_MAX,
  LINE_MAX,
  LONG_TEXT_MAX,
  MAIL_ERROR_MAX,
  MAIL_HTML_MAX,
  MAIL_SUBJECT_MAX,
  MAIL_TEXT_MAX,
  MESSAGE_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  REASON_MAX,
  SERVICE_MAX,
  SERVICES_MAX_COUNT,
  SETTING_KEY_MAX,
  SETTING_VALUE_MAX,
  SHORT_TEXT_MAX,
  SUBJECT_MAX,
  TITLE_MAX,
  URL_MAX,
} from '../app/lib/field-limits'

/**
 * The text an admin search looks in: the columns joined by spaces, lower-cased. Each
 * searchable table has a trigram index on exactly this expression (`searchIndex`), so
 * `lower(…) LIKE '%term%'` is answered from one index instead of an OR of ILIKEs.
 */
export function searchText(...columns: AnyPgColumn[]): SQL {
  return sql`lower(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )})`
}

function searchIndex(name: string, ...columns: AnyPgColumn[]) {
  return index(name).using('gin', sql`${searchText(...columns)} gin_trgm_ops`)
}

/**
 * The database's copy of a form's length limits (app/lib/field-limits.ts): a check
 * `char_length(column) <= max` per column, named `<table>_<column>_length`, so no path
 * around the Zod schemas (a script, a bug, a direct insert) can store more. Checks rather
 * than varchar(n): the search indexes (migration 0004) are built on these columns.
 */
function maxChars(table: string, limits: [AnyPgColumn, number][]) {
  return limits.map(([column, max]) =>
    check(`${table}_${column.name}_length`, sql`char_length(${column}) <= ${sql.raw(String(max))}`),
  )
}

/**
 * A jsonb list of strings: at most `maxItems` items of at most `maxItemChars` characters each
 * (`is_text_list_within`, a SQL function created by migration 0008).
 */
function textListWithin(
  table: string,
  column: AnyPgColumn,
  maxItems: number,
  maxItemChars: number,
) {
  return check(
    `${table}_${column.name}_length`,
    sql`is_text_list_within(${column}, ${sql.raw(String(maxItems))}, ${sql.raw(String(maxItemChars))})`,
  )
}

/**
 * The Arabic twin of a visible text column (decision 018): `<column>_ar`, empty when no
 * Arabic has been written yet (an Arabic page then shows the English text, marked `lang="en"`).
 */
const arabic = (column: string) => text(`${column}_ar`).notNull().default('')

/** The twin of a jsonb list column; an empty list means "no Arabic yet". */
function arabicList<Item>(column: string) {
  return jsonb(`${column}_ar`).$type<Item[]>().notNull().default([])
}

/**
 * Whether one of the row's English texts has an empty Arabic twin (decisions 018 and 052):
 * computed by the database from the row itself, so the admin lists' "missing Arabic" filter
 * is right whatever wrote the row (a form, a publish, a seed or an import). A `list` column is
 * a jsonb list, empty when missing; a text is missing when it holds no visible character.
 */
function arabicMissing(texts: readonly (string | { list: string })[]) {
  const terms = texts.map((text) =>
    typeof text === 'string'
      ? `("${text}" ~ '\\S' and "${text}_ar" !~ '\\S')`
      : `(jsonb_array_length("${text.list}") > 0 and jsonb_array_length("${text.list}_ar") = 0)`,
  )
  return boolean('arabic_missing')
    .notNull()
    .generatedAlwaysAs(sql.raw(terms.join(' or ')))
}

/**
 * The language a person used when they registered or submitted a form (issue 13): e-mails
 * to them are written in it; notifications to the company stay in English.
 */
const personLocale = () => text('locale').$type<'en' | 'ar'>().notNull().default('en')

function localeCheck(table: string, column: AnyPgColumn) {
  return check(`${table}_locale_check`, sql`${column} in ('en', 'ar')`)
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

// ---------------------------------------------------------------------------
// Accounts (better-auth tables; field names are better-auth's, columns snake_case)
// ---------------------------------------------------------------------------

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    // SPEC 3 profile: company and phone are absent (null) when empty.
    company: text('company'),
    phone: text('phone'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // better-auth's two-factor plugin: TOTP set up and verified (staff, issue 12).
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Agreed to marketing e-mails (issue 16); withdrawn from the profile. */
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    /** A staff member away (leave, travel): automatic assignment passes them by (decision 040). */
    away: boolean('away').notNull().default(false),
    locale: personLocale(),
    ...timestamps,
  },
  (t) => [
    localeCheck('user', t.locale),
    index('user_created_at_idx').on(t.createdAt.desc(), t.id),
    index('user_role_idx').on(t.role),
    // The Users screen: one role, newest first, ending with the id (decision 007).
    index('user_role_created_at_idx').on(t.role, t.createdAt.desc(), t.id),
    index('user_email_lower_idx').on(sql`lower(${t.email})`),
    searchIndex('user_search_idx', t.name, t.email),
    ...maxChars('user', [
      [t.name, PERSON_NAME_MAX],
      [t.email, EMAIL_MAX],
      [t.company, COMPANY_MAX],
      [t.phone, PHONE_MAX],
    ]),
  ],
)

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    /**
     * When the session was last used (at most a minute behind): a staff session idle for
     * STAFF_SESSION_IDLE_MINUTES ends (decision 036). Null until its first use.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('session_user_id_idx').on(t.userId),
    index('session_expires_at_idx').on(t.expiresAt),
  ],
)

/** better-auth's two-factor plugin: one TOTP secret and the recovery codes per account (encrypted). */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The TOTP time step (Unix time / 30 s) of the last code accepted: a code is single use
     * (ASVS 2.8.4), so only a later step is accepted next (decision 036).
     */
    lastTotpStep: integer('last_totp_step'),
  },
  (t) => [
    index('two_factor_user_id_idx').on(t.userId),
    index('two_factor_secret_idx').on(t.secret),
  ],
)

/**
 * An invitation to join the staff with a role (issue 12): single use, 72 hours. Only the
 * SHA-256 of the link's token is stored.
 */
export const staffInvitation = pgTable(
  'staff_invitation',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('staff_invitation_created_at_idx').on(t.createdAt.desc(), t.id),
    index('staff_invitation_email_idx').on(sql`lower(${t.email})`),
    ...maxChars('staff_invitation', [
      [t.email, EMAIL_MAX],
      [t.role, 40],
    ]),
  ],
)

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
)

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('verification_identifier_idx').on(t.identifier),
    index('verification_expires_at_idx').on(t.expiresAt),
  ],
)

// ---------------------------------------------------------------------------
// Catalogue: investments, packages, departments, testimonials
// ---------------------------------------------------------------------------

export const investmentTypes = ['Financial', 'Resource-based'] as const
export type InvestmentType = (typeof investmentTypes)[number]

export const investments = pgTable(
  'investments',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    titleAr: arabic('title'),
    description: text('description').notNull(),
    descriptionAr: arabic('description'),
    type: text('type').$type<InvestmentType>().notNull(),
    department: text('department'),
    profitMargin: text('profit_margin').notNull(),
    profitMarginAr: arabic('profit_margin'),
    profitSchema: text('profit_schema').notNull(),
    profitSchemaAr: arabic('profit_schema'),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown with "Request to Invest" and acknowledged with each request (decision 043). */
    riskWarning: text('risk_warning').notNull().default(''),
    riskWarningAr: arabic('risk_warning'),
    /**
     * The text pairs one side of which changed after the other, not yet updated or confirmed
     * (decision 047); the two flags below are worked out from it and the texts at each save.
     */
    translationMarks: jsonb('translation_marks').$type<TranslationMarks>().notNull().default({}),
    /** A text (or a link's title) has English and no Arabic. */
    arabicMissing: boolean('arabic_missing').notNull().default(false),
    /** One twin of a pair changed after the other and nobody confirmed it since. */
    translationOutdated: boolean('translation_outdated').notNull().default(false),
    /**
     * Schedules (decision 047), entered in Asia/Dubai time: the scheduled-jobs runner shows
     * the investment at `publish_at`, hides it at `unpublish_at` (each then cleared), and from
     * `closes_at` its page says it is closed and a request to invest is refused.
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** The runner has emptied the page cache for the closing (once per closing date). */
    closingAnnounced: boolean('closing_announced').notNull().default(false),
    /**
     * When a reviewer first published it (decision 047). A new investment is a hidden row
     * with a draft until then, and no schedule may show it before.
     */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('investments_type_check', sql`${t.type} in ('Financial', 'Resource-based')`),
    // The admin list's "Missing Arabic" and "Out of date" filters, newest first (decision 047).
    index('investments_arabic_missing_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.arabicMissing}`),
    index('investments_translation_outdated_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.translationOutdated}`),
    // The runner's minute: only investments with something scheduled (decision 047).
    index('investments_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index('investments_unpublish_at_idx')
      .on(t.unpublishAt)
      .where(sql`${t.unpublishAt} is not null`),
    index('investments_closing_idx')
      .on(t.closesAt)
      .where(sql`${t.closesAt} is not null and not ${t.closingAnnounced}`),
    index('investments_created_at_idx').on(t.createdAt, t.id),
    index('investments_type_idx').on(t.type, t.createdAt),
    // The public list (active, newest first) and the dashboard's active count.
    index('investments_active_idx').on(t.isActive, t.createdAt, t.id),
    searchIndex('investments_search_idx', t.title, t.description, t.titleAr, t.descriptionAr),
    ...maxChars('investments', [
      [t.title, TITLE_MAX],
      [t.titleAr, TITLE_MAX],
      [t.description, DESCRIPTION_MAX],
      [t.descriptionAr, DESCRIPTION_MAX],
      [t.department, SHORT_TEXT_MAX],
      [t.profitMargin, SHORT_TEXT_MAX],
      [t.profitMarginAr, SHORT_TEXT_MAX],
      [t.profitSchema, DESCRIPTION_MAX],
      [t.profitSchemaAr, DESCRIPTION_MAX],
      [t.riskWarning, DESCRIPTION_MAX],
      [t.riskWarningAr, DESCRIPTION_MAX],
    ]),
  ],
)

export const investmentLinks = pgTable(
  'investment_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    investmentId: text('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleAr: arabic('title'),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('investment_links_investment_idx').on(t.investmentId, t.sortOrder),
    ...maxChars('investment_links', [
      [t.title, TITLE_MAX],
      [t.titleAr, TITLE_MAX],
      [t.url, URL_MAX],
    ]),
  ],
)

export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: arabic('name'),
    description: text('description').notNull(),
    descriptionAr: arabic('description'),
    /** AED */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    servicesAr: arabicList<string>('services'),
    imageUrl: text('image_url'),
    arabicMissing: arabicMissing(['name', 'description', { list: 'services' }]),
    ...timestamps,
  },
  (t) => [
    check('packages_price_check', sql`${t.price} >= 0`),
    index('packages_name_idx').on(t.name, t.id),
    // The list's "missing Arabic" filter, in its order (decision 052).
    index('packages_arabic_missing_idx')
      .on(t.name, t.id)
      .where(sql`${t.arabicMissing}`),
    searchIndex('packages_search_idx', t.name, t.description, t.nameAr, t.descriptionAr),
    ...maxChars('packages', [
      [t.name, TITLE_MAX],
      [t.nameAr, TITLE_MAX],
      [t.description, DESCRIPTION_MAX],
      [t.descriptionAr, DESCRIPTION_MAX],
    ]),
    textListWithin('packages', t.services, SERVICES_MAX_COUNT, SERVICE_MAX),
    textListWithin('packages', t.servicesAr, SERVICES_MAX_COUNT, SERVICE_MAX),
  ],
)

export const investmentPackages = pgTable(
  'investment_packages',
  {
    investmentId: text('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    // SPEC 7: a package in use cannot be deleted.
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.investmentId, t.packageId] }),
    index('investment_packages_package_idx').on(t.packageId),
  ],
)

export const departments = pgTable('departments', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: arabic('name'),
  path: text('path').notNull().unique(),
  description: text('description').notNull(),
  descriptionAr: arabic('description'),
  services: jsonb('services').$type<{ title: string; description: string }[]>().notNull(),
  servicesAr: arabicList<{ title: string; description: string }>('services'),
  benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
  benefitsAr: arabicList<string>('benefits'),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const testimonials = pgTable(
  'testimonials',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: arabic('name'),
    title: text('title').notNull(),
    titleAr: arabic('title'),
    quote: text('quote').notNull(),
    quoteAr: arabic('quote'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    arabicMissing: arabicMissing(['name', 'title', 'quote']),
    ...timestamps,
  },
  (t) => [
    // The admin list's order; the home page reads the active ones in the same order.
    index('testimonials_order_idx').on(t.sortOrder, t.id),
    index('testimonials_arabic_missing_idx')
      .on(t.sortOrder, t.id)
      .where(sql`${t.arabicMissing}`),
    index('testimonials_active_order_idx')
      .on(t.sortOrder, t.id)
      .where(sql`${t.isActive}`),
    searchIndex('testimonials_search_idx', t.name, t.title, t.quote, t.nameAr),
    ...maxChars('testimonials', [
      [t.name, PERSON_NAME_MAX],
      [t.nameAr, PERSON_NAME_MAX],
      [t.title, TITLE_MAX],
      [t.titleAr, TITLE_MAX],
      [t.quote, DESCRIPTION_MAX],
      [t.quoteAr, DESCRIPTION_MAX],
    ]),
  ],
)

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

export const requestStatuses = ['Pending', 'Accepted', 'Rejected'] as const
export type RequestStatus = (typeof requestStatuses)[number]
/** An investment request may also be withdrawn by its requester (decision 043); a custom one not. */
export const investmentRequestStatuses = [...requestStatuses, 'Withdrawn'] as const
export type InvestmentRequestStatus = (typeof investmentRequestStatuses)[number]

export const investmentRequests = pgTable(
  'investment_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // The request outlives a deleted investment and then shows 'Unknown Investment'.
    investmentId: text('investment_id').references(() => investments.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    status: text('status').$type<InvestmentRequestStatus>().notNull().default('Pending'),
    rejectionReason: text('rejection_reason'),
    locale: personLocale(),
    /** The investment's risk warning as the requester acknowledged it (decision 043). */
    riskAcknowledgedAt: timestamp('risk_acknowledged_at', { withTimezone: true }),
    riskWarningShown: text('risk_warning_shown').notNull().default(''),
    /** When staff accepted or rejected it: the data room's access expires from here. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Withdrawn by the requester within the cooling-off period. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Set when the person's data was erased while the request had to be kept (an accepted
     * request, a business record): the retention job deletes it after this (decision 043).
     */
    keepUntil: timestamp('keep_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    localeCheck('investment_requests', t.locale),
    check(
      'investment_requests_status_check',
      sql`${t.status} in ('Pending', 'Accepted', 'Rejected', 'Withdrawn')`,
    ),
    index('investment_requests_created_at_idx').on(t.createdAt, t.id),
    index('investment_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('investment_requests_user_idx').on(t.userId, t.createdAt),
    index('investment_requests_investment_idx').on(t.investmentId),
    searchIndex('investment_requests_search_idx', t.message),
    ...maxChars('investment_requests', [
      [t.message, MESSAGE_MAX],
      [t.rejectionReason, REASON_MAX],
      [t.riskWarningShown, DESCRIPTION_MAX],
    ]),
  ],
)

export const customInvestmentTypes = [
  'real-estate',
  'stocks',
  'business',
  'startup',
  'other',
] as const
export const budgetRanges = ['under-100k', '100k-500k', '500k-1m', '1m-5m', '5m+'] as const
export const timeframes = ['short', 'medium', 'long'] as const

export const userInvestmentRequests = pgTable(
  'user_investment_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    investmentType: text('investment_type'),
    budget: text('budget'),
    timeframe: text('timeframe'),
    description: text('description').notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('Pending'),
    rejectionReason: text('rejection_reason'),
    locale: personLocale(),
    ...timestamps,
  },
  (t) => [
    localeCheck('user_investment_requests', t.locale),
    check(
      'user_investment_requests_status_check',
      sql`${t.status} in ('Pending', 'Accepted', 'Rejected')`,
    ),
    index('user_investment_requests_created_at_idx').on(t.createdAt, t.id),
    index('user_investment_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('user_investment_requests_user_idx').on(t.userId, t.createdAt),
    searchIndex('user_investment_requests_search_idx', t.name, t.email, t.description),
    ...maxChars('user_investment_requests', [
      [t.name, PERSON_NAME_MAX],
      [t.email, EMAIL_MAX],
      [t.phone, PHONE_MAX],
      [t.investmentType, SHORT_TEXT_MAX],
      [t.budget, SHORT_TEXT_MAX],
      [t.timeframe, SHORT_TEXT_MAX],
      [t.description, MESSAGE_MAX],
      [t.rejectionReason, REASON_MAX],
    ]),
  ],
)

// ---------------------------------------------------------------------------
// Company: team, careers, consultancy, contact
// ---------------------------------------------------------------------------

export const teamGroups = ['executive', 'department'] as const
export type TeamGroup = (typeof teamGroups)[number]

export const teamMembers = pgTable(
  'team_members',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: arabic('name'),
    position: text('position').notNull(),
    positionAr: arabic('position'),
    bio: text('bio').notNull().default(''),
    bioAr: arabic('bio'),
    email: text('email'),
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    imageUrl: text('image_url'),
    group: text('group').$type<TeamGroup>().notNull().default('department'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    arabicMissing: arabicMissing(['name', 'position', 'bio']),
    ...timestamps,
  },
  (t) => [
    check('team_members_group_check', sql`${t.group} in ('executive', 'department')`),
    index('team_members_group_order_idx').on(t.group, t.sortOrder, t.id),
    // The admin list: executives first ('executive' > 'department'), then by sort order.
    index('team_members_admin_order_idx').on(t.group.desc().nullsFirst(), t.sortOrder, t.id),
    index('team_members_arabic_missing_idx')
      .on(t.group.desc().nullsFirst(), t.sortOrder, t.id)
      .where(sql`${t.arabicMissing}`),
    searchIndex('team_members_search_idx', t.name, t.position, t.nameAr, t.positionAr),
    ...maxChars('team_members', [
      [t.name, PERSON_NAME_MAX],
      [t.nameAr, PERSON_NAME_MAX],
      [t.position, TITLE_MAX],
      [t.positionAr, TITLE_MAX],
      [t.bio, DESCRIPTION_MAX],
      [t.bioAr, DESCRIPTION_MAX],
      [t.email, EMAIL_MAX],
      [t.linkedinUrl, URL_MAX],
      [t.twitterUrl, URL_MAX],
    ]),
  ],
)

export const jobTypes = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'] as const

export const jobListings = pgTable(
  'job_listings',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    titleAr: arabic('title'),
    department: text('department').notNull(),
    location: text('location').notNull(),
    locationAr: arabic('location'),
    type: text('type').notNull().default('Full-time'),
    experience: text('experience').notNull().default(''),
    experienceAr: arabic('experience'),
    description: text('description').notNull(),
    descriptionAr: arabic('description'),
    /** One item per line. */
    responsibilities: text('responsibilities').notNull().default(''),
    responsibilitiesAr: arabic('responsibilities'),
    /** One item per line. */
    requirements: text('requirements').notNull().default(''),
    requirementsAr: arabic('requirements'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * What recruiters rate each applicant on, 1 to 5, one criterion per line (decision 045);
     * the Arabic names line up with the English ones by position.
     */
    criteria: text('criteria').notNull().default(''),
    criteriaAr: arabic('criteria'),
    // The texts the list has always marked (JOB_TEXTS); the criteria are recruiters' own.
    arabicMissing: arabicMissing([
      'title',
      'location',
      'experience',
      'description',
      'responsibilities',
      'requirements',
    ]),
    ...timestamps,
  },
  (t) => [
    index('job_listings_created_at_idx').on(t.createdAt, t.id),
    index('job_listings_arabic_missing_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.arabicMissing}`),
    index('job_listings_active_idx').on(t.isActive, t.createdAt),
    index('job_listings_title_idx').on(t.title, t.id),
    searchIndex('job_listings_search_idx', t.title, t.department, t.location, t.titleAr),
    ...maxChars('job_listings', [
      [t.title, TITLE_MAX],
      [t.titleAr, TITLE_MAX],
      [t.department, SHORT_TEXT_MAX],
      [t.location, SHORT_TEXT_MAX],
      [t.locationAr, SHORT_TEXT_MAX],
      [t.type, SHORT_TEXT_MAX],
      [t.experience, SHORT_TEXT_MAX],
      [t.experienceAr, SHORT_TEXT_MAX],
      [t.description, LONG_TEXT_MAX],
      [t.descriptionAr, LONG_TEXT_MAX],
      [t.responsibilities, LONG_TEXT_MAX],
      [t.responsibilitiesAr, LONG_TEXT_MAX],
      [t.requirements, LONG_TEXT_MAX],
      [t.requirementsAr, LONG_TEXT_MAX],
      [t.criteria, CRITERIA_MAX],
      [t.criteriaAr, CRITERIA_MAX],
    ]),
  ],
)

/**
 * The spec's applicant statuses are the pipeline's stages (decision 045), in board order. A
 * candidate's withdrawal is not a stage: it is `withdrawn_at`, and the board shows it apart.
 */
export const applicantStatuses = [
  'Pending',
  'Shortlisted',
  'Interviewed',
  'Rejected',
  'Hired',
] as const
export type ApplicantStatus = (typeof applicantStatuses)[number]

export const jobApplicants = pgTable(
  'job_applicants',
  {
    id: text('id').primaryKey(),
    // null for an open application
    jobId: text('job_id').references(() => jobListings.id, { onDelete: 'set null' }),
    /** The account that sent it while signed in (decision 034): theirs without proving the address. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    coverLetter: text('cover_letter').notNull(),
    cvKey: text('cv_key').notNull(),
    cvFilename: text('cv_filename').notNull(),
    cvMime: text('cv_mime').notNull(),
    cvSize: integer('cv_size').notNull(),
    status: text('status').$type<ApplicantStatus>().notNull().default('Pending'),
    rejectionReason: text('rejection_reason'),
    /** Agreed to be kept in the talent pool (issue 16): kept longer than other applications. */
    talentPool: boolean('talent_pool').notNull().default(false),
    locale: personLocale(),
    /** Where the applicant came from: the job link's `source` parameter (decision 045). */
    source: text('source').notNull().default(''),
    /** The CV's text, taken at upload for the talent pool's search; erased with the CV. */
    cvText: text('cv_text'),
    /** The average of every scorecard's ratings, kept by the scorecard writes (board, sort). */
    rating: real('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** When the applicant entered the current stage: the time-in-stage report's last leg. */
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The candidate withdrew from their status page; staff can no longer move them. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The application this one was copied from into another job's pipeline (talent pool). */
    copiedFromId: text('copied_from_id').references((): AnyPgColumn => jobApplicants.id, {
      onDelete: 'set null',
    }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    localeCheck('job_applicants', t.locale),
    // The board: one job's applicants per stage, newest first.
    index('job_applicants_board_idx').on(t.jobId, t.status, t.submittedAt, t.id),
    index('job_applicants_rating_idx').on(t.jobId, t.rating, t.id),
    // The board's withdrawn candidates, few among a job's applicants (decision 046).
    index('job_applicants_withdrawn_idx')
      .on(t.jobId, t.submittedAt, t.id)
      .where(sql`${t.withdrawnAt} is not null`),
    // The talent pool's word search in the cover letter and the CV (decision 045).
    index('job_applicants_document_idx').using(
      'gin',
      applicantDocumentVector(t.coverLetter, t.cvText),
    ),
    check(
      'job_applicants_status_check',
      sql`${t.status} in ('Pending', 'Shortlisted', 'Interviewed', 'Rejected', 'Hired')`,
    ),
    index('job_applicants_job_idx').on(t.jobId, t.submittedAt, t.id),
    index('job_applicants_submitted_idx').on(t.submittedAt, t.id),
    // The talent pool's default list (consenting applicants of every job, newest first) and
    // its count, read from this smaller index alone at 100,000 applicants (decision 046).
    index('job_applicants_talent_pool_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.talentPool}`),
    searchIndex('job_applicants_search_idx', t.name, t.email),
    index('job_applicants_user_idx').on(t.userId),
    ...maxChars('job_applicants', [
      [t.name, PERSON_NAME_MAX],
      [t.email, EMAIL_MAX],
      [t.phone, PHONE_MAX],
      [t.coverLetter, LONG_TEXT_MAX],
      [t.cvFilename, FILENAME_MAX],
      [t.rejectionReason, REASON_MAX],
      [t.source, SHORT_TEXT_MAX],
      [t.cvText, CV_TEXT_MAX],
    ]),
  ],
)

/**
 * The words of an application's cover letter and CV, for a full-text search (decision 045):
 * the 'simple' configuration (no stemming) reads English and Arabic alike; the index
 * job_applicants_document_idx is on exactly this expression.
 */
export function applicantDocumentVector(coverLetter: AnyPgColumn, cvText: AnyPgColumn): SQL {
  return sql`to_tsvector('simple', coalesce(${coverLetter}, '') || ' ' || coalesce(${cvText}, ''))`
}

export const consultantDepartments = [
  'Investment Banking',
  'Wealth Management',
  'Strategy',
  'Operations',
  'Financial Advisory',
  'Risk Management',
] as const
export const consultantAvailabilities = ['Available', 'Limited Availability'] as const

export const consultants = pgTable(
  'consultants',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: arabic('name'),
    /** Public job title shown on the card. */
    title: text('title').notNull().default(''),
    titleAr: arabic('title'),
    specialization: text('specialization').notNull().default(''),
    specializationAr: arabic('specialization'),
    experience: text('experience').notNull().default(''),
    experienceAr: arabic('experience'),
    bio: text('bio').notNull().default(''),
    bioAr: arabic('bio'),
    email: text('email'),
    phone: text('phone'),
    department: text('department'),
    expertise: jsonb('expertise').$type<string[]>().notNull().default([]),
    expertiseAr: arabicList<string>('expertise'),
    availability: text('availability').notNull().default('Available'),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    arabicMissing: arabicMissing([
      'name',
      'title',
      'specialization',
      'experience',
      'bio',
      { list: 'expertise' },
    ]),
    ...timestamps,
  },
  (t) => [
    index('consultants_order_idx').on(t.sortOrder, t.id),
    index('consultants_arabic_missing_idx')
      .on(t.sortOrder, t.id)
      .where(sql`${t.arabicMissing}`),
    // SPEC 5: the admin search matches name, specialization and department.
    searchIndex('consultants_search_idx', t.name, t.specialization, t.department, t.nameAr),
    ...maxChars('consultants', [
      [t.name, PERSON_NAME_MAX],
      [t.nameAr, PERSON_NAME_MAX],
      [t.title, TITLE_MAX],
      [t.titleAr, TITLE_MAX],
      [t.specialization, TITLE_MAX],
      [t.specializationAr, TITLE_MAX],
      [t.experience, SHORT_TEXT_MAX],
      [t.experienceAr, SHORT_TEXT_MAX],
      [t.bio, DESCRIPTION_MAX],
      [t.bioAr, DESCRIPTION_MAX],
      [t.email, EMAIL_MAX],
      [t.phone, PHONE_MAX],
      [t.department, SHORT_TEXT_MAX],
      [t.availability, SHORT_TEXT_MAX],
    ]),
    textListWithin('consultants', t.expertise, EXPERTISE_MAX_COUNT, EXPERTISE_ITEM_MAX),
    textListWithin('consultants', t.expertiseAr, EXPERTISE_MAX_COUNT, EXPERTISE_ITEM_MAX),
  ],
)

export const consultancyStatuses = ['Pending', 'Contacted', 'Scheduled'] as const
export type ConsultancyStatus = (typeof consultancyStatuses)[number]

export const consultancyRequests = pgTable(
  'consultancy_requests',
  {
    id: text('id').primaryKey(),
    consultantId: text('consultant_id').references(() => consultants.id, { onDelete: 'set null' }),
    /** The account that sent it while signed in (decision 034): theirs without proving the address. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    status: text('status').$type<ConsultancyStatus>().notNull().default('Pending'),
    notes: text('notes'),
    locale: personLocale(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    localeCheck('consultancy_requests', t.locale),
    check(
      'consultancy_requests_status_check',
      sql`${t.status} in ('Pending', 'Contacted', 'Scheduled')`,
    ),
    index('consultancy_requests_submitted_idx').on(t.submittedAt, t.id),
    // SPEC 5: the admin search matches name, company and email.
    searchIndex('consultancy_requests_search_idx', t.name, t.company, t.email),
    index('consultancy_requests_user_idx').on(t.userId),
    ...maxChars('consultancy_requests', [
      [t.name, PERSON_NAME_MAX],
      [t.email, EMAIL_MAX],
      [t.phone, PHONE_MAX],
      [t.company, COMPANY_MAX],
      [t.message, MESSAGE_MAX],
      [t.notes, MESSAGE_MAX],
    ]),
  ],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    /** The account that sent it while signed in (decision 034): theirs without proving the address. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    locale: personLocale(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    localeCheck('contact_messages', t.locale),
    index('contact_messages_submitted_idx').on(t.submittedAt, t.id),
    index('contact_messages_unread_idx').on(t.isRead, t.submittedAt, t.id),
    searchIndex('contact_messages_search_idx', t.name, t.email, t.subject),
    index('contact_messages_user_idx').on(t.userId),
    ...maxChars('contact_messages', [
      [t.name, PERSON_NAME_MAX],
      [t.email, EMAIL_MAX],
      [t.phone, PHONE_MAX],
      [t.subject, SUBJECT_MAX],
      [t.message, MESSAGE_MAX],
    ]),
  ],
)

// ---------------------------------------------------------------------------
// Site settings and audit
// ---------------------------------------------------------------------------

export const settings = pgTable(
  'settings',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...maxChars('settings', [[t.key, SETTING_KEY_MAX]]),
    check(
      'settings_value_length',
      sql`char_length(${t.value}::text) <= ${sql.raw(String(SETTING_VALUE_MAX))}`,
    ),
  ],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt, t.id),
    // The entity filter, newest first; also the entity names' loose index scan.
    index('audit_log_entity_idx').on(t.entity, t.createdAt, t.id),
  ],
)

/** Internal values the server keeps for itself (never shown in the admin area). */
/**
 * Counters of the admin dashboard, kept by triggers (db/migrations/0006_row_count_triggers.sql)
 * so the dashboard reads four numbers instead of counting 100,000-row tables on every visit.
 * Names: 'investments', 'investments.active', 'investment_requests',
 * 'investment_requests.pending', 'user_investment_requests',
 * 'user_investment_requests.pending', 'user', 'user.user' (accounts with the role 'user').
 */
export const rowCounts = pgTable('row_counts', {
  name: text('name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
})

export const serverSecrets = pgTable('server_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

// ---------------------------------------------------------------------------
// E-mail outbox and scheduled jobs (docs/decisions/024-outbox-and-jobs.md)
// ---------------------------------------------------------------------------

export const EMAIL_STATES = ['pending', 'sent', 'failed'] as const
export type EmailState = (typeof EMAIL_STATES)[number]

/**
 * Every e-mail the site sends, written in the transaction of the record it is about and
 * delivered by the job runner (app/server/outbox.server.ts). A row is claimed by one worker
 * at a time (`claimed_by`, `claimed_at`); a claim older than the runner's timeout belongs to
 * a process that died and is taken again. The body is emptied once the message is sent.
 */
export type EmailAttachment = { filename: string; contentType: string; content: string }

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Small text files sent with the message (an interview's .ics); emptied once sent. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>(),
    state: text('state').$type<EmailState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('email_outbox_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
    // What the workers look for: due pending messages, oldest first.
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    // The admin list, newest first, and its state filter (which also counts failed ones).
    index('email_outbox_created_at_idx').on(t.createdAt, t.id),
    index('email_outbox_state_idx').on(t.state, t.createdAt, t.id),
    searchIndex('email_outbox_search_idx', t.recipient, t.subject),
    ...maxChars('email_outbox', [
      [t.recipient, EMAIL_MAX],
      [t.replyTo, EMAIL_MAX],
      [t.subject, MAIL_SUBJECT_MAX],
      [t.text, MAIL_TEXT_MAX],
      [t.html, MAIL_HTML_MAX],
      [t.lastError, MAIL_ERROR_MAX],
    ]),
  ],
)

/**
 * Work the job runner does on a schedule (the purge of expired sessions, the outbox's
 * clean-up): one row per job. A process runs a job when it moves `next_run_at` on and
 * claims the row in one statement, so each run happens once across all processes, and the
 * schedule survives restarts.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  claimedBy: text('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
})

/**
 * Stored files whose record is gone (an erasure, the retention job): each key is written in
 * the transaction that deletes its record, and the row goes once the disk or bucket has
 * deleted the file. A storage outage at that moment delays the deletion, never loses it: the
 * job runner tries again with a growing wait (decision 032).
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('file_deletions_due_idx').on(t.nextAttemptAt),
    ...maxChars('file_deletions', [[t.lastError, MAIL_ERROR_MAX]]),
  ],
)

// ---------------------------------------------------------------------------
// Personal data (issue 16): consents, and people's requests for their data
// ---------------------------------------------------------------------------

/** The public forms that collect personal data, each with its notice. */
export const consentForms = [
  'contact',
  'application',
  'consultation',
  'investment-request',
  'custom-request',
  'registration',
] as const
export type ConsentForm = (typeof consentForms)[number]

/** Purposes that rest on consent, each an unticked box on the forms that offer it. */
export const consentPurposes = ['talent-pool', 'marketing-emails'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]

/**
 * One row per submission of a public form: which privacy-policy version was shown, which
 * consent purposes were agreed, and when. Erased with the person's other data.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: text('id').primaryKey(),
    /** The address the submission gave, lower-cased: what a person's request is matched by. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    form: text('form').$type<ConsentForm>().notNull(),
    /** The record the submission created (an applicant's id, a message's id…). */
    recordId: text('record_id'),
    policyVersion: text('policy_version').notNull(),
    purposes: jsonb('purposes').$type<ConsentPurpose[]>().notNull().default([]),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'consent_records_form_check',
      sql`${t.form} in ('contact', 'application', 'consultation', 'investment-request', 'custom-request', 'registration')`,
    ),
    index('consent_records_email_idx').on(t.email),
    index('consent_records_user_idx').on(t.userId),
    ...maxChars('consent_records', [
      [t.email, EMAIL_MAX],
      [t.policyVersion, SHORT_TEXT_MAX],
    ]),
  ],
)

export const dataRequestKinds = ['export', 'erasure'] as const
export type DataRequestKind = (typeof dataRequestKinds)[number]
/**
 * awaiting-confirmation: a visitor asked and the link is out; confirmed: the link was
 * opened (an export was downloaded, or an erasure waits for staff); completed: done;
 * expired: the link was never used.
 */
export const dataRequestStates = [
  'awaiting-confirmation',
  'confirmed',
  'completed',
  'expired',
] as const
export type DataRequestState = (typeof dataRequestStates)[number]
/** Who asked: a visitor by e-mail link, a signed-in account, or staff for a request by phone or letter. */
export const dataRequestSources = ['visitor', 'account', 'staff'] as const
export type DataRequestSource = (typeof dataRequestSources)[number]

/**
 * A person's request to get or erase their data (issue 16), with the deadline the law gives
 * for an answer. A visitor's request carries the hash of its single-use link. Once an
 * erasure is completed, `email` keeps only a masked form (`l•••@example.com`) and
 * `emailHash` the address's hash: proof the request was answered, without the address.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    emailHash: text('email_hash').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    /**
     * Whether the request covered what the address alone links (decision 034): false for an
     * account whose address was not proven, whose request covered only the account's own
     * records. A restore that erases again reads it.
     */
    addressProven: boolean('address_proven').notNull().default(true),
    state: text('state').$type<DataRequestState>().notNull(),
    source: text('source').$type<DataRequestSource>().notNull(),
    /** SHA-256 of the confirmation link's token; null once used or for non-visitor requests. */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The staff member who ran it, for requests by phone or letter. */
    completedBy: text('completed_by'),
    /** What was exported or erased, in counts per kind of record (never names). */
    summary: jsonb('summary').$type<Record<string, number>>(),
    locale: personLocale(),
  },
  (t) => [
    localeCheck('data_requests', t.locale),
    check('data_requests_kind_check', sql`${t.kind} in ('export', 'erasure')`),
    check(
      'data_requests_state_check',
      sql`${t.state} in ('awaiting-confirmation', 'confirmed', 'completed', 'expired')`,
    ),
    check('data_requests_source_check', sql`${t.source} in ('visitor', 'account', 'staff')`),
    index('data_requests_requested_idx').on(t.requestedAt, t.id),
    index('data_requests_state_idx').on(t.state, t.requestedAt, t.id),
    searchIndex('data_requests_search_idx', t.email),
    ...maxChars('data_requests', [[t.email, EMAIL_MAX]]),
  ],
)

// ---------------------------------------------------------------------------
// Conversations (docs/decisions/040-conversations.md)
// ---------------------------------------------------------------------------

export const conversationAreas = ['contact', 'consultancy', 'investment', 'custom'] as const
export type ConversationAreaName = (typeof conversationAreas)[number]
/** open: staff owe an answer; waiting: the requester does; closed: nothing is owed. */
export const conversationStates = ['open', 'waiting', 'closed'] as const
export type ConversationState = (typeof conversationStates)[number]
/** first-response: nobody has answered yet; follow-up: the requester answered a reply. */
export const conversationDueKinds = ['first-response', 'follow-up'] as const
export type ConversationDueKind = (typeof conversationDueKinds)[number]

/**
 * One per request of the four areas. The requester's name, address, language and account
 * are copied from the request when it is opened, so the inbox reads one table. The due time
 * of the answer staff owe is stored (computed in business hours when the target starts), so
 * "overdue" is an indexed comparison. A request's deletion deletes its conversation (a
 * trigger per request table, migration 0018).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    area: text('area').$type<ConversationAreaName>().notNull(),
    requestId: text('request_id').notNull(),
    /** The account that owns the request: it answers from the dashboard. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** What the request is about, in a line: a subject, an investment's title, a type. */
    topic: text('topic').notNull().default(''),
    locale: personLocale(),
    state: text('state').$type<ConversationState>().notNull().default('open'),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    /** When the answer staff owe falls due; null while waiting or closed. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    dueKind: text('due_kind').$type<ConversationDueKind>(),
    /** The assignee was told the answer is overdue (once per due time). */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull().defaultNow(),
    unreadForStaff: boolean('unread_for_staff').notNull().default(true),
    unreadForRequester: boolean('unread_for_requester').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    localeCheck('conversations', t.locale),
    check(
      'conversations_area_check',
      sql`${t.area} in ('contact', 'consultancy', 'investment', 'custom')`,
    ),
    check('conversations_state_check', sql`${t.state} in ('open', 'waiting', 'closed')`),
    check(
      'conversations_due_kind_check',
      sql`${t.dueKind} is null or ${t.dueKind} in ('first-response', 'follow-up')`,
    ),
    uniqueIndex('conversations_request_idx').on(t.area, t.requestId),
    // The inbox: newest activity first, each filter's index ending with (last_event_at, id).
    index('conversations_last_event_idx').on(t.lastEventAt, t.id),
    index('conversations_area_idx').on(t.area, t.lastEventAt, t.id),
    index('conversations_state_idx').on(t.state, t.lastEventAt, t.id),
    index('conversations_assignee_idx').on(t.assigneeId, t.lastEventAt, t.id),
    index('conversations_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.dueAt} is not null`),
    index('conversations_unread_idx')
      .on(t.area)
      .where(sql`${t.unreadForStaff} and ${t.state} <> 'closed'`),
    // The inbox's default view (open and waiting): its page and its count by an index-only
    // scan whatever the other filters, as each filter's column follows (last_event_at, id).
    index('conversations_active_idx')
      .on(t.lastEventAt, t.id, t.area, t.state, t.assigneeId, t.locale, t.dueAt)
      .where(sql`${t.state} <> 'closed'`),
    // The same for one assignee's (or nobody's) conversations: "me" and "unassigned".
    index('conversations_active_assignee_idx')
      .on(t.assigneeId, t.lastEventAt, t.id, t.area, t.state, t.locale, t.dueAt)
      .where(sql`${t.state} <> 'closed'`),
    // Overdue per area (the dashboard, the inbox's "overdue only"): a range of each area.
    index('conversations_overdue_idx')
      .on(t.area, t.dueAt, t.lastEventAt, t.id, t.state)
      .where(sql`${t.dueAt} is not null`),
    index('conversations_user_idx').on(t.userId, t.lastEventAt),
    index('conversations_email_lower_idx').on(sql`lower(${t.email})`),
    searchIndex('conversations_search_idx', t.name, t.email),
    ...maxChars('conversations', [
      [t.requestId, ID_MAX],
      [t.name, PERSON_NAME_MAX],
      [t.email, EMAIL_MAX],
      [t.topic, TITLE_MAX],
    ]),
  ],
)

export const conversationEventKinds = [
  'submitted',
  'message_in',
  'message_out',
  'note',
  'status',
  'assignment',
  'email',
] as const
export type ConversationEventKind = (typeof conversationEventKinds)[number]
/** The kinds a requester is shown: never `note`, nor the staff-side bookkeeping. */
export const REQUESTER_EVENT_KINDS = ['submitted', 'message_in', 'message_out', 'status'] as const

/**
 * A conversation's timeline, oldest first (by id). `author_id` is the staff member or the
 * requester's account; `author_name` is kept so the timeline still reads after an account
 * goes. `facts` holds the small structured part: a status change's from, to and reason, an
 * assignment's assignee, an e-mail's subject.
 */
export const conversationEvents = pgTable(
  'conversation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConversationEventKind>().notNull(),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    body: text('body').notNull().default(''),
    facts: jsonb('facts').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'conversation_events_kind_check',
      sql`${t.kind} in ('submitted', 'message_in', 'message_out', 'note', 'status', 'assignment', 'email')`,
    ),
    index('conversation_events_conversation_idx').on(t.conversationId, t.id),
    // The inbox's search in message text: one trigram index on the bodies.
    searchIndex('conversation_events_search_idx', t.body),
    ...maxChars('conversation_events', [
      [t.authorName, PERSON_NAME_MAX],
      [t.body, MESSAGE_MAX],
    ]),
  ],
)

/**
 * A file sent with a message, stored like a CV (app/server/uploads.server.ts). Deleting the
 * row (with its message or conversation) queues the file's deletion (a trigger, migration
 * 0018), so no route has to remember it.
 */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => conversationEvents.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_attachments_conversation_idx').on(t.conversationId),
    index('conversation_attachments_event_idx').on(t.eventId),
    ...maxChars('conversation_attachments', [
      [t.fileKey, URL_MAX],
      [t.filename, FILENAME_MAX],
      [t.mime, SHORT_TEXT_MAX],
    ]),
  ],
)

/**
 * The requester's link to one conversation: a random token kept as its SHA-256 (like the
 * other e-mailed links, app/server/link-token.server.ts). Long-lived; revoked by staff, after
 * which a new one is sent with the next reply.
 */
export const conversationLinks = pgTable(
  'conversation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('conversation_links_conversation_idx').on(t.conversationId)],
)

export const schema = {
  user,
  session,
  account,
  verification,
  twoFactor,
  staffInvitation,
  investments,
  investmentLinks,
  packages,
  investmentPackages,
  departments,
  testimonials,
  investmentRequests,
  userInvestmentRequests,
  teamMembers,
  jobListings,
  jobApplicants,
  consultants,
  consultancyRequests,
  contactMessages,
  settings,
  auditLog,
  serverSecrets,
  emailOutbox,
  scheduledJobs,
  fileDeletions,
  consentRecords,
  dataRequests,
  conversations,
  conversationEvents,
  conversationAttachments,
  conversationLinks,
}

/**
 * What each admin list's search box matches, in the same column order as its
 * `searchIndex` (PostgreSQL uses an expression index only for the identical expression;
 * tests/integration/list-scale.test.ts checks every one).
 */
export const searchTextOf = {
  user: searchText(user.name, user.email),
  investments: searchText(
    investments.title,
    investments.description,
    investments.titleAr,
    investments.descriptionAr,
  ),
  packages: searchText(
    packages.name,
    packages.description,
    packages.nameAr,
    packages.descriptionAr,
  ),
  investmentRequests: searchText(investmentRequests.message),
  userInvestmentRequests: searchText(
    userInvestmentRequests.name,
    userInvestmentRequests.email,
    userInvestmentRequests.description,
  ),
  teamMembers: searchText(
    teamMembers.name,
    teamMembers.position,
    teamMembers.nameAr,
    teamMembers.positionAr,
  ),
  jobListings: searchText(
    jobListings.title,
    jobListings.department,
    jobListings.location,
    jobListings.titleAr,
  ),
  jobApplicants: searchText(jobApplicants.name, jobApplicants.email),
  consultants: searchText(
    consultants.name,
    consultants.specialization,
    consultants.department,
    consultants.nameAr,
  ),
  testimonials: searchText(
    testimonials.name,
    testimonials.title,
    testimonials.quote,
    testimonials.nameAr,
  ),
  consultancyRequests: searchText(
    consultancyRequests.name,
    consultancyRequests.company,
    consultancyRequests.email,
  ),
  contactMessages: searchText(contactMessages.name, contactMessages.email, contactMessages.subject),
  emailOutbox: searchText(emailOutbox.recipient, emailOutbox.subject),
  dataRequests: searchText(dataRequests.email),
  conversations: searchText(conversations.name, conversations.email),
  conversationEvents: searchText(conversationEvents.body),
}

// ---------------------------------------------------------------------------
// Investors: the data room and the investor file (docs/decisions/043-investors.md)
// ---------------------------------------------------------------------------

/**
 * Who may open a document, each level including the ones before it: everyone; any signed-in
 * account; one who accepted the investment's current NDA; an investor whose request for this
 * investment was accepted and whose investor file is verified.
 */
export const documentVisibilities = ['public', 'signed-in', 'nda', 'investors'] as const
export type DocumentVisibility = (typeof documentVisibilities)[number]

/**
 * A document of an investment's data room. Its file is the newest of its versions; replacing
 * it adds a version, removing it sets `removed_at`: readers no longer see it, staff still see
 * every version.
 */
export const investmentDocuments = pgTable(
  'investment_documents',
  {
    id: text('id').primaryKey(),
    investmentId: text('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleAr: arabic('title'),
    visibility: text('visibility').$type<DocumentVisibility>().notNull(),
    position: integer('position').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      'investment_documents_visibility_check',
      sql`${t.visibility} in ('public', 'signed-in', 'nda', 'investors')`,
    ),
    index('investment_documents_investment_idx').on(t.investmentId, t.position, t.createdAt),
    ...maxChars('investment_documents', [
      [t.title, TITLE_MAX],
      [t.titleAr, TITLE_MAX],
    ]),
  ],
)

/**
 * One uploaded file of a document, numbered from 1. Deleting the row (with its investment)
 * queues the file's deletion (a trigger, migration 0022).
 */
export const investmentDocumentVersions = pgTable(
  'investment_document_versions',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => investmentDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileKey: text('file_key').notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('investment_document_versions_number_idx').on(t.documentId, t.version),
    ...maxChars('investment_document_versions', [
      [t.fileKey, URL_MAX],
      [t.filename, FILENAME_MAX],
    ]),
  ],
)

/**
 * An NDA's text, versioned: an investment's own (`investment_id`) or the company's default
 * (null), which applies to an investment without one. The newest version is the one a reader
 * accepts; a new version asks again.
 */
export const ndaVersions = pgTable(
  'nda_versions',
  {
    id: text('id').primaryKey(),
    investmentId: text('investment_id').references(() => investments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    bodyAr: arabic('body'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nda_versions_number_idx').on(sql`coalesce(${t.investmentId}, '')`, t.version),
    ...maxChars('nda_versions', [
      [t.body, LONG_TEXT_MAX],
      [t.bodyAr, LONG_TEXT_MAX],
    ]),
  ],
)

/** A signed-in reader's acceptance of one NDA version: the name they typed, when, where from. */
export const ndaAcceptances = pgTable(
  'nda_acceptances',
  {
    id: text('id').primaryKey(),
    ndaVersionId: text('nda_version_id')
      .notNull()
      .references(() => ndaVersions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The investment it was accepted for (a default NDA is accepted per investment). */
    investmentId: text('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    typedName: text('typed_name').notNull(),
    ip: text('ip').notNull().default(''),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nda_acceptances_once_idx').on(t.ndaVersionId, t.investmentId, t.userId),
    index('nda_acceptances_user_idx').on(t.userId, t.investmentId),
    index('nda_acceptances_investment_idx').on(t.investmentId, t.acceptedAt),
    ...maxChars('nda_acceptances', [
      [t.typedName, PERSON_NAME_MAX],
      [t.ip, SHORT_TEXT_MAX],
    ]),
  ],
)

export const documentAccessActions = ['open', 'download'] as const
export type DocumentAccessAction = (typeof documentAccessActions)[number]

/**
 * Every open and download of a data-room file: who (the account, with its name and address
 * as they were), which document and version, when and from which address. Staff read it per
 * document and per investor; an investor reads their own.
 */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => investmentDocuments.id, { onDelete: 'cascade' }),
    versionId: text('version_id')
      .notNull()
      .references(() => investmentDocumentVersions.id, { onDelete: 'cascade' }),
    investmentId: text('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    readerName: text('reader_name').notNull().default(''),
    readerEmail: text('reader_email').notNull().default(''),
    action: text('action').$type<DocumentAccessAction>().notNull(),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('document_access_log_action_check', sql`${t.action} in ('open', 'download')`),
    index('document_access_log_document_idx').on(t.documentId, t.at),
    index('document_access_log_user_idx').on(t.userId, t.at),
    index('document_access_log_investment_idx').on(t.investmentId, t.at),
    ...maxChars('document_access_log', [
      [t.readerName, PERSON_NAME_MAX],
      [t.readerEmail, EMAIL_MAX],
      [t.ip, SHORT_TEXT_MAX],
    ]),
  ],
)

/** Staff closed an investment's room (NDA and investor documents) to one account. */
export const dataRoomRevocations = pgTable(
  'data_room_revocations',
  {
    investmentId: text('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    revokedBy: text('revoked_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.investmentId, t.userId] })],
)

export const investorClassifications = ['retail', 'professional'] as const
export type InvestorClassification = (typeof investorClassifications)[number]
/** draft: not yet sent for review; pending: staff owe a review. */
export const investorFileStates = ['draft', 'pending', 'verified', 'rejected'] as const
export type InvestorFileState = (typeof investorFileStates)[number]

/**
 * An investor's due-diligence file. It names the person itself (name and address copied from
 * the account when sent), because anti-money-laundering law keeps it after the account is
 * erased: the erasure sets `keep_until` and clears `user_id`; the retention job deletes the
 * file and its documents after that date (decision 043).
 */
export const investorFiles = pgTable(
  'investor_files',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    classification: text('classification').$type<InvestorClassification>(),
    nationality: text('nationality').notNull().default(''),
    residence: text('residence').notNull().default(''),
    state: text('state').$type<InvestorFileState>().notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    keepUntil: timestamp('keep_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      'investor_files_classification_check',
      sql`${t.classification} is null or ${t.classification} in ('retail', 'professional')`,
    ),
    check(
      'investor_files_state_check',
      sql`${t.state} in ('draft', 'pending', 'verified', 'rejected')`,
    ),
    uniqueIndex('investor_files_user_idx').on(t.userId),
    index('investor_files_state_idx').on(t.state, t.submittedAt, t.id),
    index('investor_files_keep_until_idx')
      .on(t.keepUntil)
      .where(sql`${t.keepUntil} is not null`),
    searchIndex('investor_files_search_idx', t.name, t.email),
    ...maxChars('investor_files', [
      [t.name, PERSON_NAME_MAX],
      [t.email, EMAIL_MAX],
      [t.nationality, SHORT_TEXT_MAX],
      [t.residence, SHORT_TEXT_MAX],
      [t.rejectionReason, REASON_MAX],
      [t.reviewedByName, PERSON_NAME_MAX],
    ]),
  ],
)

/** The review list's search (name or e-mail), the expression of investor_files_search_idx. */
export const investorFilesSearchText = searchText(investorFiles.name, investorFiles.email)

export const identityDocumentKinds = ['passport', 'emirates-id', 'proof-of-address'] as const
export type IdentityDocumentKind = (typeof identityDocumentKinds)[number]

/**
 * An identity document of an investor file, stored privately (never a public address). An
 * expiring one reminds the investor once (`reminded_at`). Deleting the row queues its file's
 * deletion (a trigger, migration 0022).
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: text('id').primaryKey(),
    fileId: text('file_id')
      .notNull()
      .references(() => investorFiles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IdentityDocumentKind>().notNull(),
    fileKey: text('file_key').notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The day it expires (a calendar date, Dubai time); null for a proof of address. */
    expiresOn: date('expires_on', { mode: 'string' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'identity_documents_kind_check',
      sql`${t.kind} in ('passport', 'emirates-id', 'proof-of-address')`,
    ),
    index('identity_documents_file_idx').on(t.fileId, t.kind),
    index('identity_documents_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.remindedAt} is null and ${t.expiresOn} is not null`),
    ...maxChars('identity_documents', [
      [t.fileKey, URL_MAX],
      [t.filename, FILENAME_MAX],
    ]),
  ],
)

// ---------------------------------------------------------------------------
// Hiring (docs/decisions/045-hiring.md)
// ---------------------------------------------------------------------------

export const applicantEventKinds = [
  'applied',
  'stage',
  'note',
  'email',
  'scorecard',
  'interview',
  'withdrawn',
  'added-to-job',
] as const
export type ApplicantEventKind = (typeof applicantEventKinds)[number]

/**
 * An applicant's history: every stage move (from, to, who, when, a rejection's reason), note,
 * e-mail sent, scorecard and interview change. Written with the change it records, in the
 * same transaction; never edited.
 */
export const applicantEvents = pgTable(
  'applicant_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => jobApplicants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApplicantEventKind>().notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Empty when the candidate or the system acted. */
    actorName: text('actor_name').notNull().default(''),
    fromStage: text('from_stage').$type<ApplicantStatus>(),
    toStage: text('to_stage').$type<ApplicantStatus>(),
    /** A note's text, a rejection's reason, an e-mail's subject. */
    body: text('body').notNull().default(''),
    facts: jsonb('facts').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'applicant_events_kind_check',
      sql`${t.kind} in ('applied', 'stage', 'note', 'email', 'scorecard', 'interview', 'withdrawn', 'added-to-job')`,
    ),
    index('applicant_events_applicant_idx').on(t.applicantId, t.id),
    ...maxChars('applicant_events', [
      [t.actorName, PERSON_NAME_MAX],
      [t.body, MESSAGE_MAX],
    ]),
  ],
)

export const PIPELINE_FIGURES = ['stage', 'withdrawn', 'source', 'waiting', 'stayed'] as const
export type PipelineFigure = (typeof PIPELINE_FIGURES)[number]

/**
 * A job's pipeline in figures (decision 046), kept by a trigger on job_applicants
 * (db/migrations/0026_pipeline_figures.sql) so the board and the job report read a few rows
 * instead of counting and sorting 100,000 applicants and their history on every visit.
 * `job_key` is the job's id, '' for the open applications. Figures:
 * - 'stage': applicants in stage `key` (withdrawn ones excluded); 'withdrawn': those who withdrew;
 *   'source': applicants per `key` = their link's `source`;
 * - 'waiting': applicants still in stage `key` who entered it in hour `bucket` (hours since
 *   1970), `seconds` the sum of their entry times (epoch seconds);
 * - 'stayed': stays in stage `key` that ended (a move or a withdrawal) after `bucket` whole
 *   hours, `seconds` the sum of their lengths. Kept after the applicant is erased: a count of
 *   hours names no one.
 */
export const jobPipelineFigures = pgTable(
  'job_pipeline_figures',
  {
    jobKey: text('job_key').notNull(),
    figure: text('figure').$type<PipelineFigure>().notNull(),
    key: text('key').notNull(),
    bucket: bigint('bucket', { mode: 'number' }).notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    seconds: doublePrecision('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobKey, t.figure, t.key, t.bucket] })],
)

export const recommendations = ['strong-no', 'no', 'yes', 'strong-yes'] as const
export type Recommendation = (typeof recommendations)[number]

/** One recruiter's ratings of one applicant at one stage, against the job's criteria. */
export const applicantScorecards = pgTable(
  'applicant_scorecards',
  {
    id: text('id').primaryKey(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => jobApplicants.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ApplicantStatus>().notNull(),
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    /** Criterion (as named on the job when rated) to a rating of 1 to 5. */
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull(),
    recommendation: text('recommendation').$type<Recommendation>().notNull(),
    comment: text('comment').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check(
      'applicant_scorecards_recommendation_check',
      sql`${t.recommendation} in ('strong-no', 'no', 'yes', 'strong-yes')`,
    ),
    uniqueIndex('applicant_scorecards_reviewer_idx').on(t.applicantId, t.stage, t.reviewerId),
    ...maxChars('applicant_scorecards', [
      [t.reviewerName, PERSON_NAME_MAX],
      [t.comment, REASON_MAX],
    ]),
  ],
)

/**
 * A time a recruiter offers for an interview (their own, in Asia/Dubai on the screens). One
 * slot may be offered to several applicants; the first to book it takes it (a conditional
 * update on `booked_applicant_id is null`), and it is offered to no one else after.
 * `sequence` counts the calendar updates sent for it (.ics SEQUENCE).
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: text('id').primaryKey(),
    recruiterId: text('recruiter_id').references(() => user.id, { onDelete: 'set null' }),
    recruiterName: text('recruiter_name').notNull(),
    recruiterEmail: text('recruiter_email').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Where: an office address or a video-call link, as the recruiter writes it. */
    location: text('location').notNull().default(''),
    bookedApplicantId: text('booked_applicant_id').references(() => jobApplicants.id, {
      onDelete: 'set null',
    }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('interview_slots_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('interview_slots_recruiter_idx').on(t.recruiterId, t.startsAt),
    index('interview_slots_booked_idx').on(t.bookedApplicantId),
    ...maxChars('interview_slots', [
      [t.recruiterName, PERSON_NAME_MAX],
      [t.recruiterEmail, EMAIL_MAX],
      [t.location, LINE_MAX],
    ]),
  ],
)

/** Which applicants a slot was offered to. */
export const interviewOffers = pgTable(
  'interview_offers',
  {
    slotId: text('slot_id')
      .notNull()
      .references(() => interviewSlots.id, { onDelete: 'cascade' }),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => jobApplicants.id, { onDelete: 'cascade' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.applicantId] }),
    index('interview_offers_applicant_idx').on(t.applicantId),
  ],
)

/**
 * The candidate's links (no account): the status page, the booking of an interview and the
 * withdrawal open by a token e-mailed to them; only its hash is stored, as for a
 * conversation's link. Each e-mail carrying a link makes a new one; earlier ones stay valid.
 */
export const applicantLinks = pgTable(
  'applicant_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => jobApplicants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('applicant_links_applicant_idx').on(t.applicantId)],
)

export const hiringTemplateKinds = [
  'shortlisted',
  'interview-invitation',
  'rejection',
  'offer',
] as const
export type HiringTemplateKind = (typeof hiringTemplateKinds)[number]

/**
 * The recruiters' e-mail templates per kind and language. A missing row means the catalog's
 * default text (app/i18n); saving one writes the row. Placeholders: {name}, {job}, {company}.
 */
export const hiringEmailTemplates = pgTable(
  'hiring_email_templates',
  {
    kind: text('kind').$type<HiringTemplateKind>().notNull(),
    locale: text('locale').$type<'en' | 'ar'>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.locale] }),
    check(
      'hiring_email_templates_kind_check',
      sql`${t.kind} in ('shortlisted', 'interview-invitation', 'rejection', 'offer')`,
    ),
    localeCheck('hiring_email_templates', t.locale),
    ...maxChars('hiring_email_templates', [
      [t.subject, SUBJECT_MAX],
      [t.body, MESSAGE_MAX],
    ]),
  ],
)

// ---------------------------------------------------------------------------
// Publishing: drafts, review and revisions (docs/decisions/047-publishing.md)
// ---------------------------------------------------------------------------

/**
 * The English fields whose pair fell behind (decision 047): which side is stale (the Arabic
 * twin after an English change, or the reverse), and since when.
 */
export type TranslationMarks = Record<string, { stale: 'en' | 'ar'; since: string }>

export const contentTypes = [
  'investment',
  'package',
  'job',
  'team-member',
  'consultant',
  'testimonial',
  'site-texts',
] as const
export type ContentType = (typeof contentTypes)[number]

/** An item's editable fields as one JSON object, children included (decision 047). */
export type ContentDocument = Record<string, unknown>

export const draftStates = ['editing', 'in-review', 'returned'] as const
export type DraftState = (typeof draftStates)[number]

/**
 * The one draft of an item: what its editors saved and the public site does not show yet.
 * Published, it is written to the live rows, kept as a revision and deleted.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    contentType: text('content_type').$type<ContentType>().notNull(),
    itemId: text('item_id').notNull(),
    document: jsonb('document').$type<ContentDocument>().notNull(),
    state: text('state').$type<DraftState>().notNull().default('editing'),
    /** The revision the draft was started from (null: the item was never published). */
    baseRevision: integer('base_revision'),
    /** Whoever saved it last: the second-person rule keeps them from approving it. */
    lastEditorId: text('last_editor_id').references(() => user.id, { onDelete: 'set null' }),
    lastEditorName: text('last_editor_name').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** A reviewer's comment when returning it. */
    reviewComment: text('review_comment').notNull().default(''),
    /** Who returned it; an erasure of their account blanks the name (decision 048). */
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentType, t.itemId] }),
    check(
      'content_drafts_type_check',
      sql`${t.contentType} in ('investment', 'package', 'job', 'team-member', 'consultant', 'testimonial', 'site-texts')`,
    ),
    check('content_drafts_state_check', sql`${t.state} in ('editing', 'in-review', 'returned')`),
    // The review queue: drafts awaiting review, oldest first, in the page's order with the
    // key, so a deep page's keys are read from the index alone.
    index('content_drafts_queue_idx').on(t.state, t.submittedAt, t.itemId, t.contentType),
    ...maxChars('content_drafts', [
      [t.lastEditorName, PERSON_NAME_MAX],
      [t.reviewComment, REASON_MAX],
      [t.reviewerName, PERSON_NAME_MAX],
    ]),
  ],
)

/**
 * The translation marks of every drafted type but investments, which keep theirs in their own
 * row (decisions 047 and 052): which English fields' pairs fell behind at the item's last
 * publish, and whether one still is (an empty side is "missing", not out of date). An item
 * with no marks has no row.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    contentType: text('content_type').$type<ContentType>().notNull(),
    itemId: text('item_id').notNull(),
    marks: jsonb('marks').$type<TranslationMarks>().notNull().default({}),
    isOutdated: boolean('is_outdated').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentType, t.itemId] }),
    check(
      'content_translations_type_check',
      sql`${t.contentType} in ('package', 'job', 'team-member', 'consultant', 'testimonial', 'site-texts')`,
    ),
    // The lists' "out of date" filter: the few items behind, by type.
    index('content_translations_outdated_idx')
      .on(t.contentType, t.itemId)
      .where(sql`${t.isOutdated}`),
  ],
)

/**
 * When an item with a visibility of its own (team members, jobs, consultants, testimonials)
 * shows on the site and when it stops (decisions 047 and 053), in UTC; entered in Dubai time.
 * Investments keep theirs in their own row. An item with no schedule has no row.
 */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    contentType: text('content_type').$type<ContentType>().notNull(),
    itemId: text('item_id').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentType, t.itemId] }),
    check(
      'content_schedules_type_check',
      sql`${t.contentType} in ('job', 'team-member', 'consultant', 'testimonial')`,
    ),
    // The minute's job reads what fell due from these, however many items are scheduled.
    index('content_schedules_publish_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index('content_schedules_unpublish_idx')
      .on(t.unpublishAt)
      .where(sql`${t.unpublishAt} is not null`),
  ],
)

/** Every publish of an item, numbered from 1 per item, with what changed since the last. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    itemId: text('item_id').notNull(),
    number: integer('number').notNull(),
    document: jsonb('document').$type<ContentDocument>().notNull(),
    /** The document's fields that differ from the previous revision (all of them for the first). */
    changed: jsonb('changed').$type<string[]>().notNull().default([]),
    publishedById: text('published_by_id').references(() => user.id, { onDelete: 'set null' }),
    publishedByName: text('published_by_name').notNull().default(''),
    /** The draft's last editor, when a second person approved it. */
    editedById: text('edited_by_id').references(() => user.id, { onDelete: 'set null' }),
    editedByName: text('edited_by_name').notNull().default(''),
    /** The revision restored into the draft that this one published, if any. */
    restoredFrom: integer('restored_from'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_revisions_item_idx').on(t.contentType, t.itemId, t.number),
    index('content_revisions_published_idx').on(t.publishedAt),
    check(
      'content_revisions_type_check',
      sql`${t.contentType} in ('investment', 'package', 'job', 'team-member', 'consultant', 'testimonial', 'site-texts')`,
    ),
    ...maxChars('content_revisions', [
      [t.publishedByName, PERSON_NAME_MAX],
      [t.editedByName, PERSON_NAME_MAX],
    ]),
  ],
)
