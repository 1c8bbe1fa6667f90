import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  consultants,
  departments,
  investmentLinks,
  investmentPackages,
  investments,
  jobListings,
  packages,
  teamMembers,
  testimonials,
  user,
} from '#db/schema'
import {
  seedConsultants,
  seedDepartments,
  seedInvestmentLinks,
  seedInvestmentPackages,
  seedInvestments,
  seedJobs,
  seedPackages,
  seedTeamMembers,
  seedTestimonials,
} from '#db/seed/data'
import { datedBefore } from '#db/seed/dates'
import { seedDefaultSettings } from '#db/seed/index'
import { action as dashboardAction } from '~/routes/account/dashboard'
import { action as registerAction } from '~/routes/auth/register'
import { getDb, type Db } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { createScratchDatabase, dropScratchDatabase } from '../support/database'
import { callRoute, createSignedInUser, postForm, statusOf } from '../support/requests'

// Issue 10, finding 2: a 1 MB name registered and a 140 MB name was saved through the
// profile. Every field has a maximum (app/lib/field-limits.ts), and the database holds the
// same limits, so a path around the forms cannot store more either.

beforeAll(prepareTestApp)

const LONG_NAME = 'N'.repeat(1_000)
const HUGE_COMPANY = 'C'.repeat(100 * 1024)

/** The field errors of a refused Conform submission. */
function fieldErrorsOf(outcome: unknown): Record<string, string[]> {
  return (outcome as { data: { result: { error: Record<string, string[]> } } }).data.result.error
}

async function userByEmail(email: string) {
  const db = await getDb()
  const [row] = await db.select().from(user).where(eq(user.email, email))
  return row
}

function uniqueEmail() {
  return `limits-${crypto.randomBytes(5).toString('hex')}@example.org`
}

describe('the forms refuse over-long values with a clear message and store nothing', () => {
  const registration = (overrides: Record<string, string>) => ({
    name: 'Layla Haddad',
    email: uniqueEmail(),
    password: 'sand-dune-sunrise',
    confirmPassword: 'sand-dune-sunrise',
    ...overrides,
  })

  test('register: a 1,000-character name', async () => {
    const fields = registration({ name: LONG_NAME })
    const outcome = await callRoute(registerAction, postForm('/register', fields))
    expect(statusOf(outcome)).toBe(400)
    expect(fieldErrorsOf(outcome).name).toEqual(['Must be at most 100 characters'])
    expect(await userByEmail(fields.email)).toBeUndefined()
  })

  test('register: a 100 KB company', async () => {
    const fields = registration({ company: HUGE_COMPANY })
    const outcome = await callRoute(registerAction, postForm('/register', fields))
    expect(statusOf(outcome)).toBe(400)
    expect(fieldErrorsOf(outcome).company).toEqual(['Must be at most 150 characters'])
    expect(await userByEmail(fields.email)).toBeUndefined()
  })

  test('profile edit: a 1,000-character name and a 100 KB company', async () => {
    const account = await createSignedInUser({ name: 'Kept Name' })
    const before = await userByEmail(account.email)
    for (const [field, value, message] of [
      ['name', LONG_NAME, 'Must be at most 100 characters'],
      ['company', HUGE_COMPANY, 'Must be at most 150 characters'],
    ] as const) {
      const outcome = await callRoute(
        dashboardAction,
        postForm(
          '/dashboard',
          { intent: 'update-profile', name: 'Kept Name', [field]: value },
          { cookie: account.cookie },
        ),
      )
      expect(statusOf(outcome)).toBe(400)
      expect(fieldErrorsOf(outcome)[field]).toEqual([message])
    }
    expect(await userByEmail(account.email)).toEqual(before)
  })
})

// ---------------------------------------------------------------------------
// The database: one check per user-writable text column
// ---------------------------------------------------------------------------

type Row = Record<string, unknown>

/** A valid row for each user-writable table, by SQL column name. */
const validRows: Record<string, () => Row | Promise<Row>> = {
  user: () => ({ id: newId(), name: 'N', email: uniqueEmail() }),
  investments: () => ({
    id: newId(),
    title: 'T',
    description: 'D',
    type: 'Financial',
    profit_margin: '5%',
    profit_schema: 'S',
  }),
  investment_links: () => ({ investment_id: limitsInvestmentId, title: 'T', url: 'https://x.ae' }),
  packages: () => ({ id: newId(), name: 'N', description: 'D', price: '1.00', services: '[]' }),
  investment_requests: () => ({ id: newId(), message: 'M' }),
  user_investment_requests: () => ({ id: newId(), name: 'N', email: 'e@x.ae', description: 'D' }),
  team_members: () => ({ id: newId(), name: 'N', position: 'P' }),
  testimonials: () => ({ id: newId(), name: 'N', title: 'T', quote: 'Q' }),
  staff_invitation: () => ({
    id: newId(),
    email: uniqueEmail(),
    role: 'editor',
    token_hash: newId(),
    expires_at: new Date(Date.now() + 60_000).toISOString(),
  }),
  job_listings: () => ({
    id: newId(),
    title: 'T',
    department: 'Finance',
    location: 'Dubai',
    description: 'D',
  }),
  job_applicants: () => ({
    id: newId(),
    name: 'N',
    email: 'e@x.ae',
    phone: '1',
    cover_letter: 'C',
    cv_key: 'cv/none.pdf',
    cv_filename: 'cv.pdf',
    cv_mime: 'application/pdf',
    cv_size: 1,
  }),
  consultants: () => ({ id: newId(), name: 'N' }),
  consultancy_requests: () => ({
    id: newId(),
    name: 'N',
    email: 'e@x.ae',
    phone: '1',
    message: 'M',
  }),
  contact_messages: () => ({ id: newId(), name: 'N', email: 'e@x.ae', message: 'M' }),
  settings: () => ({ key: newId(), value: '{}' }),
  email_outbox: () => ({ id: newId(), recipient: 'e@x.ae', subject: 'S', text: 'T' }),
  file_deletions: () => ({ key: `cv/2026/${newId()}.pdf` }),
  consent_records: () => ({
    id: newId(),
    email: 'e@x.ae',
    form: 'contact',
    policy_version: '2026-11-25',
  }),
  data_requests: () => ({
    id: newId(),
    email: 'e@x.ae',
    email_hash: 'h',
    kind: 'export',
    state: 'completed',
    source: 'account',
    due_at: new Date().toISOString(),
  }),
  conversations: () => ({
    id: newId(),
    area: 'contact',
    request_id: newId(),
    name: 'N',
    email: 'e@x.ae',
  }),
  conversation_events: () => ({ conversation_id: limitsConversationId, kind: 'note' }),
  conversation_attachments: () => ({
    id: newId(),
    conversation_id: limitsConversationId,
    event_id: limitsEventId,
    file_key: 'conversations/none.pdf',
    filename: 'f.pdf',
    mime: 'application/pdf',
    size: 1,
  }),
  investment_documents: () => ({
    id: newId(),
    investment_id: limitsInvestmentId,
    title: 'T',
    visibility: 'public',
  }),
  investment_document_versions: () => ({
    id: newId(),
    document_id: limitsDocumentId,
    version: nextNumber(),
    file_key: 'investment-documents/none.pdf',
    filename: 'f.pdf',
    mime: 'application/pdf',
    size: 1,
  }),
  nda_versions: () => ({
    id: newId(),
    investment_id: limitsInvestmentId,
    version: nextNumber(),
    body: 'B',
  }),
  nda_acceptances: async () => {
    // One acceptance per version and reader: each row its own version.
    const db = await getDb()
    const ndaVersionId = newId()
    await insertRow(db, 'nda_versions', { ...(await validRows.nda_versions()), id: ndaVersionId })
    return {
      id: newId(),
      nda_version_id: ndaVersionId,
      user_id: limitsUserId,
      investment_id: limitsInvestmentId,
      typed_name: 'N',
    }
  },
  document_access_log: () => ({
    document_id: limitsDocumentId,
    version_id: limitsVersionId,
    investment_id: limitsInvestmentId,
    action: 'open',
  }),
  investor_files: () => ({ id: newId(), name: 'N', email: 'e@x.ae' }),
  identity_documents: () => ({
    id: newId(),
    file_id: limitsInvestorFileId,
    kind: 'passport',
    file_key: 'identity/none.pdf',
    filename: 'f.pdf',
    mime: 'application/pdf',
    size: 1,
  }),
  applicant_events: () => ({ applicant_id: limitsApplicantId, kind: 'note' }),
  applicant_scorecards: () => ({
    id: newId(),
    applicant_id: limitsApplicantId,
    stage: 'Pending',
    reviewer_name: 'R',
    ratings: '{}',
    recommendation: 'yes',
  }),
  interview_slots: () => ({
    id: newId(),
    recruiter_name: 'R',
    recruiter_email: 'r@x.ae',
    starts_at: '2030-01-01T09:00:00Z',
    ends_at: '2030-01-01T10:00:00Z',
  }),
  // One row per kind and language: each insert takes the place of the one before.
  hiring_email_templates: async () => {
    await (
      await getDb()
    ).execute(sql`delete from hiring_email_templates where kind = 'offer' and locale = 'ar'`)
    return { kind: 'offer', locale: 'ar', subject: 'S', body: 'B' }
  },
  // One draft per item: each insert is a new item.
  content_drafts: () => ({
    content_type: 'investment',
    item_id: newId(),
    document: '{}',
    reviewer_name: 'R',
  }),
  content_revisions: () => ({
    content_type: 'investment',
    item_id: newId(),
    number: 1,
    document: '{}',
  }),
}
const JSONB_COLUMNS = new Set([
  'packages.services',
  'consultants.expertise',
  'settings.value',
  'applicant_scorecards.ratings',
  'content_drafts.document',
  'content_revisions.document',
])

let limitsInvestmentId = ''
let limitsConversationId = ''
let limitsEventId = 0
let limitsDocumentId = ''
let limitsVersionId = ''
let limitsUserId = ''
let limitsInvestorFileId = ''
let limitsApplicantId = ''
let numbers = 0
/** A version number no other row of the test has taken. */
const nextNumber = () => ++numbers

function newId() {
  return `limits-${crypto.randomBytes(6).toString('hex')}`
}

/** A text of exactly `length` characters that starts differently every time (unique columns). */
function textOf(length: number): string {
  return `${crypto.randomBytes(4).toString('hex')}${'x'.repeat(length)}`.slice(0, length)
}

async function insertRow(db: Db, table: string, row: Row) {
  const columns = Object.keys(row)
  const values = columns.map((column) =>
    JSONB_COLUMNS.has(`${table}.${column}`) ? sql`${row[column]}::jsonb` : sql`${row[column]}`,
  )
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )}) values (${sql.join(values, sql`, `)})`,
  )
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The messages of an error and its causes (drizzle wraps the driver's error). */
function messagesOf(error: unknown): string {
  const messages: string[] = []
  for (let current = error; current instanceof Error; current = current.cause)
    messages.push(current.message.slice(-500))
  return messages.join(' | ')
}

type LengthCheck = { table: string; column: string; name: string; definition: string }

async function lengthChecks(db: Db): Promise<LengthCheck[]> {
  const rows = await rowsOf<Omit<LengthCheck, 'column'>>(
    db,
    sql`
      select rel.relname as table, con.conname as name, pg_get_constraintdef(con.oid) as definition
      from pg_constraint con join pg_class rel on rel.oid = con.conrelid
      where con.contype = 'c' and con.conname like '%\\_length'
      order by rel.relname, con.conname
    `,
  )
  return rows.map((row) => ({
    ...row,
    column: row.name.slice(row.table.length + 1, -'_length'.length),
  }))
}

/** The value at the limit and one past it, for the kind of check the column has. */
function valuesFor(check: LengthCheck): { atLimit: string; over: string[] } {
  const list = check.definition.match(/is_text_list_within\(\w+, (\d+), (\d+)\)/)
  if (list) {
    const [items, chars] = [Number(list[1]), Number(list[2])]
    return {
      atLimit: JSON.stringify(Array.from({ length: items }, () => 'x'.repeat(chars))),
      over: [
        JSON.stringify(Array.from({ length: items + 1 }, () => 'x')),
        JSON.stringify(['x'.repeat(chars + 1)]),
      ],
    }
  }
  const max = Number(check.definition.match(/<= (\d+)/)?.[1])
  if (!max) throw new Error(`unexpected check ${check.name}: ${check.definition}`)
  if (JSONB_COLUMNS.has(`${check.table}.${check.column}`)) {
    // The JSON text of a string is the string and its two quotes.
    return {
      atLimit: JSON.stringify('x'.repeat(max - 2)),
      over: [JSON.stringify('x'.repeat(max - 1))],
    }
  }
  return { atLimit: textOf(max), over: [textOf(max + 1)] }
}

describe('the database refuses over-long values written around the forms', () => {
  beforeAll(async () => {
    const db = await getDb()
    limitsInvestmentId = newId()
    await insertRow(db, 'investments', {
      ...(await validRows.investments()),
      id: limitsInvestmentId,
    })
    limitsConversationId = newId()
    await insertRow(db, 'conversations', {
      ...(await validRows.conversations()),
      id: limitsConversationId,
    })
    const [event] = await rowsOf<{ id: number }>(
      db,
      sql`insert into conversation_events (conversation_id, kind) values (${limitsConversationId}, 'note') returning id`,
    )
    limitsEventId = Number(event.id)
    limitsDocumentId = newId()
    await insertRow(db, 'investment_documents', {
      ...(await validRows.investment_documents()),
      id: limitsDocumentId,
    })
    limitsVersionId = newId()
    await insertRow(db, 'investment_document_versions', {
      ...(await validRows.investment_document_versions()),
      id: limitsVersionId,
    })
    limitsUserId = newId()
    await insertRow(db, 'user', { ...(await validRows.user()), id: limitsUserId })
    limitsInvestorFileId = newId()
    await insertRow(db, 'investor_files', {
      ...(await validRows.investor_files()),
      id: limitsInvestorFileId,
    })
    limitsApplicantId = newId()
    await insertRow(db, 'job_applicants', {
      ...(await validRows.job_applicants()),
      id: limitsApplicantId,
    })
  })

  test('every user-writable table has its length checks, the user table on name, email, company and phone', async () => {
    const checks = await lengthChecks(await getDb())
    const tables = new Set(checks.map((check) => check.table))
    expect([...tables].sort()).toEqual(Object.keys(validRows).sort())
    expect(checks.filter((check) => check.table === 'user').map((check) => check.column)).toEqual([
      'company',
      'email',
      'name',
      'phone',
    ])
  })

  test('a raw insert with an over-long value is refused by every check; a value at the limit is kept', async () => {
    const db = await getDb()
    const checks = await lengthChecks(db)
    expect(checks.length).toBeGreaterThanOrEqual(60)
    const notRefused: string[] = []
    for (const check of checks) {
      const validRow = validRows[check.table]
      const { atLimit, over } = valuesFor(check)
      await insertRow(db, check.table, { ...(await validRow()), [check.column]: atLimit })
      for (const value of over) {
        const refusal = await insertRow(db, check.table, {
          ...(await validRow()),
          [check.column]: value,
        })
          .then(() => null)
          .catch((error: unknown) => messagesOf(error))
        if (!refusal?.includes(`violates check constraint "${check.name}"`)) {
          notRefused.push(`${check.name}: ${refusal ?? 'stored'}`)
        }
      }
    }
    expect(notRefused).toEqual([])
  })

  test('an update around the profile form cannot store a 1 MB name either', async () => {
    const account = await createSignedInUser({ name: 'Still Short' })
    const db = await getDb()
    const refusal = await db
      .update(user)
      .set({ name: 'N'.repeat(1024 * 1024) })
      .where(eq(user.id, account.id))
      .then(() => null)
      .catch((error: unknown) => messagesOf(error))
    expect(refusal).toContain('violates check constraint "user_name_length"')
    expect(await userByEmail(account.email)).toMatchObject({ name: 'Still Short' })
  })
})

// ---------------------------------------------------------------------------
// Migration 0008 on a database that already holds data
// ---------------------------------------------------------------------------

const MIGRATIONS = path.resolve('db/migrations')

/** A copy of the migrations folder holding only those before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
  fs.mkdirSync(path.join(folder, 'meta'))
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'))
  const stop = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag)
  expect(stop).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, stop)
  for (const entry of journal.entries as { tag: string }[]) {
    fs.copyFileSync(
      path.join(MIGRATIONS, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    )
  }
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  return folder
}

/** A second, empty database on the same engine as this run, and its migrator. */
async function openSecondDatabase(): Promise<{
  db: Db
  migrate: (folder: string) => Promise<void>
  close: () => Promise<void>
}> {
  const baseUrl = process.env.TEST_DATABASE_URL
  if (baseUrl) {
    const url = await createScratchDatabase(baseUrl, 'limits')
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new Pool({ connectionString: url, max: 2 })
    const db = drizzle(pool)
    return {
      db: db as unknown as Db,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end()
        await dropScratchDatabase(baseUrl, url)
      },
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const client = new PGlite('memory://', { extensions: { pg_trgm } })
  const db = drizzle(client)
  return {
    db: db as unknown as Db,
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  }
}

/**
 * Inserts seed rows into a database migrated only part of the way: the columns the table
 * has at that point, so later columns (the Arabic twins of migration 0011) are left out.
 */
async function insertAsOfThen(db: Db, table: PgTable, rows: Record<string, unknown>[]) {
  const name = getTableName(table)
  const present = new Set(
    (
      await rowsOf<{ column_name: string }>(
        db,
        sql`select column_name from information_schema.columns where table_name = ${name}`,
      )
    ).map((row) => row.column_name),
  )
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => present.has(column.name) && rows.some((row) => row[key] !== undefined),
  )
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])),
  )
  const list = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  )
  await db.execute(
    sql`insert into ${sql.identifier(name)} (${list}) select ${list} from jsonb_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(records)}::jsonb)`,
  )
}

/** The demo content, as `seedDatabase` writes it, into an older schema. */
async function seedOlderSchema(db: Db) {
  const now = new Date()
  const tables: [PgTable, Record<string, unknown>[]][] = [
    [packages, seedPackages],
    [investments, datedBefore(seedInvestments, now)],
    [investmentLinks, seedInvestmentLinks],
    [investmentPackages, seedInvestmentPackages],
    [testimonials, seedTestimonials],
    [consultants, seedConsultants],
    [jobListings, datedBefore(seedJobs, now)],
    [teamMembers, seedTeamMembers],
    [departments, seedDepartments],
  ]
  for (const [table, rows] of tables) await insertAsOfThen(db, table, rows)
}

test('migration 0008 applies to a database holding the seed data and older over-long rows, cutting those to fit', async () => {
  const second = await openSecondDatabase()
  const olderMigrations = migrationsBefore('0008_field_limits')
  try {
    await second.migrate(olderMigrations)
    await seedDefaultSettings(second.db)
    await seedOlderSchema(second.db)
    const { db } = second
    await db.execute(
      sql`insert into "user" (id, name, email, company) values ('huge', repeat('n', 1048576), 'huge@example.org', repeat('c', 1000))`,
    )
    await db.execute(
      sql`insert into consultants (id, name, expertise) values ('many', 'Many Tags', (select jsonb_agg(repeat('e', 150)) from generate_series(1, 40)))`,
    )
    const countInvestments = sql`select count(*)::int as n from investments`
    const before = await rowsOf(db, countInvestments)

    await second.migrate(MIGRATIONS)

    const huge = await rowsOf(
      db,
      sql`select char_length(name) as name, char_length(company) as company from "user" where id = 'huge'`,
    )
    expect(huge).toEqual([{ name: 100, company: 150 }])
    const many = await rowsOf(
      db,
      sql`select jsonb_array_length(expertise) as items, char_length(expertise->>0) as chars from consultants where id = 'many'`,
    )
    expect(many).toEqual([{ items: 20, chars: 100 }])
    // The seed content is within every limit: nothing else changed.
    expect(await rowsOf(db, countInvestments)).toEqual(before)
    const refusal = await db
      .execute(sql`update "user" set name = repeat('n', 101) where id = 'huge'`)
      .then(() => null)
      .catch((error: unknown) => messagesOf(error))
    expect(refusal).toContain('violates check constraint "user_name_length"')
  } finally {
    await second.close()
    fs.rmSync(olderMigrations, { recursive: true, force: true })
  }
})
