import { and, count, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import { dataRequests, searchText, type DataRequestKind, type DataRequestState } from '#db/schema'
import { readLetterhead, siteUrl } from '~/domain/notifications/notifications.server'
import { format, messagesFor, type Locale } from '~/i18n'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { getDb } from '~/server/db.server'
import { hashLinkToken, newLinkToken } from '~/server/link-token.server'
import {
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import { logger } from '~/server/logger.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'
import type { DataRequestListQuery } from './data-request-schema'
import {
  buildPersonalDataZip,
  collectPersonalData,
  DATA_REQUEST_DUE_MS,
  emailHash,
  erasePersonalData,
  isLastAdministrator,
  LastAdministratorError,
  maskEmail,
  recordPersonalDataExport,
  type AuditActor,
  type PersonalDataCounts,
} from './personal-data.server'

/*
 * A person's requests about their own data (issue 16, docs/decisions/028-data-requests.md).
 * A visitor asks by e-mail address and gets a single-use link valid 24 hours; the link shows
 * what is held for the address and lets them download it or erase it. Administrators see every
 * request with its deadline and can erase the data of an address for a request received by
 * phone or letter. What is exported or erased, and how, is personal-data.server.ts.
 */

/** How long a confirmation link works. */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000
/** At most this many links to one address in LINK_LIFETIME_MS; more are answered alike, not sent. */
export const LINKS_PER_ADDRESS = 3

/** A visitor acts through their link: no account; the request's id says which address. */
const VISITOR: AuditActor = { id: null, email: null }

const OPEN_STATES: DataRequestState[] = ['awaiting-confirmation', 'confirmed']

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A link that was never used turns expired (its hash goes), here and whenever one is used. */
export async function expireDataRequestLinks(now = new Date()): Promise<number> {
  const db = await getDb()
  const expired = await db
    .update(dataRequests)
    .set({ state: 'expired', tokenHash: null })
    .where(
      and(
        eq(dataRequests.source, 'visitor'),
        inArray(dataRequests.state, OPEN_STATES),
        lte(dataRequests.tokenExpiresAt, now),
      ),
    )
    .returning({ id: dataRequests.id })
  return expired.length
}

/**
 * A visitor's request by e-mail address. The answer is the same whatever happens, so the
 * page tells nobody whether the site holds data for an address: a link is sent to every
 * address (one with no data learns that when they open it), and doing the same work for
 * both keeps the answer's timing the same too. An address that already had LINKS_PER_ADDRESS
 * links in 24 hours gets none (the visitor is told the same). The request and its e-mail are
 * saved together.
 */
export async function requestDataLink(input: { email: string; locale: Locale }): Promise<void> {
  const email = normalizeEmail(input.email)
  const hash = emailHash(email)
  const token = newLinkToken()
  const now = new Date()
  const message = await confirmationEmail({ to: email, locale: input.locale, token })
  const db = await getDb()
  const isQueued = await db.transaction(async (tx) => {
    // One request per address at a time, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-request:${hash}`}))`)
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(dataRequests)
      .where(
        and(
          eq(dataRequests.emailHash, hash),
          eq(dataRequests.source, 'visitor'),
          gt(dataRequests.requestedAt, new Date(now.getTime() - LINK_LIFETIME_MS)),
        ),
      )
    if (recent >= LINKS_PER_ADDRESS) return false
    await tx.insert(dataRequests).values({
      id: newId('dreq'),
      email,
      emailHash: hash,
      // Access first: the link shows what is held; erasing from it makes it an erasure.
      kind: 'export',
      state: 'awaiting-confirmation',
      source: 'visitor',
      tokenHash: hashLinkToken(token),
      tokenExpiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
      requestedAt: now,
      dueAt: new Date(now.getTime() + DATA_REQUEST_DUE_MS),
      locale: input.locale,
    })
    await queueEmails(tx, [message])
    return true
  })
  if (isQueued) nudgeOutbox()
  else logger.info('data request link not sent: the address had its links for today')
}

async function confirmationEmail(mail: { to: string; locale: Locale; token: string }) {
  const companyName = (await readLetterhead()).companyName(mail.locale)
  const url = siteUrl(mail.locale, `/my-data/confirm?token=${mail.token}`)
  const m = messagesFor(mail.locale)
  const e = m.privacy.email
  const text = [
    e.greeting,
    '',
    e.body,
    '',
    format(e.link, { url }),
    '',
    e.once,
    '',
    format(m.emails.signature, { company: companyName }),
  ].join('\n')
  return { to: mail.to, subject: format(e.subject, { company: companyName }), text }
}

export type OpenedLink =
  | {
      kind: 'open'
      email: string
      counts: PersonalDataCounts
      /** Erasing would leave the site without an Administrator: the page says so instead. */
      isLastAdministrator: boolean
    }
  | { kind: 'gone' }

/**
 * What the confirmation page shows for a link: the address and what is held for it, or gone
 * (used, expired or never issued). Opening it marks the request confirmed but uses nothing:
 * mail scanners open links too, so only the page's buttons use it.
 */
export async function openDataRequestLink(token: string): Promise<OpenedLink> {
  const db = await getDb()
  const now = new Date()
  const [request] = await db
    .select({
      id: dataRequests.id,
      email: dataRequests.email,
      state: dataRequests.state,
      tokenExpiresAt: dataRequests.tokenExpiresAt,
    })
    .from(dataRequests)
    .where(eq(dataRequests.tokenHash, hashLinkToken(token)))
  if (!request || !OPEN_STATES.includes(request.state)) return { kind: 'gone' }
  if (!request.tokenExpiresAt || request.tokenExpiresAt <= now) {
    await expireDataRequestLinks(now)
    return { kind: 'gone' }
  }
  if (request.state === 'awaiting-confirmation') {
    await db
      .update(dataRequests)
      .set({ state: 'confirmed', confirmedAt: now })
      .where(and(eq(dataRequests.id, request.id), eq(dataRequests.state, 'awaiting-confirmation')))
  }
  const person = { email: request.email }
  const [{ counts }, isLast] = await Promise.all([
    collectPersonalData(person),
    isLastAdministrator(person),
  ])
  return { kind: 'open', email: request.email, counts, isLastAdministrator: isLast }
}

type UsedLink = { id: string; email: string; tokenHash: string }

/**
 * Uses a link, once: one statement takes its hash away while it is still valid, so of two
 * clicks at the same moment one gets the request and the other nothing. An expired link
 * used here turns expired.
 */
async function spendDataRequestLink(
  token: string,
  kind: DataRequestKind,
): Promise<UsedLink | null> {
  const db = await getDb()
  const tokenHash = hashLinkToken(token)
  const now = new Date()
  const [used] = await db
    .update(dataRequests)
    .set({
      tokenHash: null,
      kind,
      state: 'confirmed',
      confirmedAt: sql`coalesce(${dataRequests.confirmedAt}, ${now})`,
    })
    .where(
      and(
        eq(dataRequests.tokenHash, tokenHash),
        inArray(dataRequests.state, OPEN_STATES),
        gt(dataRequests.tokenExpiresAt, now),
      ),
    )
    .returning({ id: dataRequests.id, email: dataRequests.email })
  if (!used) {
    await expireDataRequestLinks(now)
    return null
  }
  return { ...used, tokenHash }
}

/** Gives a link back after its action failed, so the person can try again while it is valid. */
async function releaseDataRequestLink(link: UsedLink): Promise<void> {
  const db = await getDb()
  await db
    .update(dataRequests)
    .set({ tokenHash: link.tokenHash })
    .where(
      and(
        eq(dataRequests.id, link.id),
        eq(dataRequests.state, 'confirmed'),
        sql`${dataRequests.tokenHash} is null`,
      ),
    )
    .catch((error: unknown) => logger.error({ err: error }, 'data request link not released'))
}

/**
 * The visitor's download: uses the link, builds the ZIP of what is held for the address, and
 * completes the request with its audit entry (an export, counts only) in one transaction.
 * Null for a link that is used, expired or unknown.
 */
export async function downloadWithLink(
  token: string,
): Promise<{ zip: Uint8Array; counts: PersonalDataCounts } | null> {
  const link = await spendDataRequestLink(token, 'export')
  if (!link) return null
  try {
    const exported = await buildPersonalDataZip({ email: link.email })
    const db = await getDb()
    await db.transaction(async (tx) => {
      await tx
        .update(dataRequests)
        .set({ state: 'completed', completedAt: new Date(), summary: exported.counts })
        .where(eq(dataRequests.id, link.id))
      await recordPersonalDataExport(
        { actor: VISITOR, dataRequestId: link.id },
        exported.counts,
        tx,
      )
    })
    return exported
  } catch (error) {
    await releaseDataRequestLink(link)
    throw error
  }
}

export type LinkErasure =
  { kind: 'erased'; counts: PersonalDataCounts } | { kind: 'gone' } | { kind: 'last-administrator' }

/**
 * The visitor's erasure: uses the link and erases what is held for the address at once
 * (personal-data.server.ts completes the request, masks its address and audits it). A
 * failure gives the link back.
 */
export async function eraseWithLink(token: string): Promise<LinkErasure> {
  const link = await spendDataRequestLink(token, 'erasure')
  if (!link) return { kind: 'gone' }
  try {
    const counts = await erasePersonalData(
      { email: link.email },
      { actor: VISITOR, dataRequestId: link.id },
    )
    return { kind: 'erased', counts }
  } catch (error) {
    await releaseDataRequestLink(link)
    if (error instanceof LastAdministratorError) return { kind: 'last-administrator' }
    throw error
  }
}

export type StaffErasure =
  | { kind: 'erased'; email: string; counts: PersonalDataCounts }
  | { kind: 'own-account' }
  | { kind: 'last-administrator' }

/**
 * An Administrator erases what is held for an address (a request by phone or letter): the
 * request is recorded (source staff), then erased as the person's own erasure would be, with
 * the Administrator as the actor in the audit log and as `completed_by`.
 */
export async function eraseForAddress(
  actor: Pick<SessionUser, 'id' | 'email'>,
  address: string,
): Promise<StaffErasure> {
  const email = normalizeEmail(address)
  // Their own account would end their session mid-request: another Administrator does it.
  if (email === normalizeEmail(actor.email)) return { kind: 'own-account' }
  if (await isLastAdministrator({ email })) return { kind: 'last-administrator' }
  const db = await getDb()
  const now = new Date()
  const id = newId('dreq')
  await db.insert(dataRequests).values({
    id,
    email,
    emailHash: emailHash(email),
    kind: 'erasure',
    state: 'confirmed',
    source: 'staff',
    requestedAt: now,
    confirmedAt: now,
    dueAt: new Date(now.getTime() + DATA_REQUEST_DUE_MS),
  })
  try {
    const counts = await erasePersonalData(
      { email },
      { actor: { id: actor.id, email: actor.email }, dataRequestId: id },
    )
    return { kind: 'erased', email: maskEmail(email), counts }
  } catch (error) {
    if (error instanceof LastAdministratorError) {
      await db.delete(dataRequests).where(eq(dataRequests.id, id))
      return { kind: 'last-administrator' }
    }
    // The request stays open on the list (confirmed, with its deadline) to be run again.
    throw error
  }
}

export type DataRequestRow = {
  id: string
  /** Masked once the request is completed (`l•••@example.com`). */
  email: string
  kind: DataRequestKind
  source: 'visitor' | 'account' | 'staff'
  state: DataRequestState
  requestedAt: Date
  dueAt: Date
  completedAt: Date | null
  /** Not answered, not expired, and past its deadline. */
  isOverdue: boolean
}

const searchTextOfRequests = searchText(dataRequests.email)

/**
 * The Administrators' list, newest first: searched on the address (a whole address also finds
 * completed requests, whose address is kept only as its hash) and filtered by state. The filter
 * and order of the list and of its export (decision 049).
 */
function dataRequestsView(query: Pick<DataRequestListQuery, 'q' | 'state'>) {
  const conditions: SQL[] = []
  if (query.q) {
    const bySearch = matchesSearch(searchTextOfRequests, query.q)
    conditions.push(
      query.q.includes('@')
        ? or(bySearch, eq(dataRequests.emailHash, emailHash(query.q)))!
        : bySearch,
    )
  }
  if (query.state === 'open') conditions.push(inArray(dataRequests.state, OPEN_STATES))
  else if (query.state !== 'all') conditions.push(eq(dataRequests.state, query.state))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const order: ListOrder = [
    { column: dataRequests.requestedAt, direction: 'desc' },
    { column: dataRequests.id, direction: 'desc' },
  ]
  return { where, order }
}

const dataRequestColumns = {
  id: dataRequests.id,
  email: dataRequests.email,
  kind: dataRequests.kind,
  source: dataRequests.source,
  state: dataRequests.state,
  requestedAt: dataRequests.requestedAt,
  dueAt: dataRequests.dueAt,
  completedAt: dataRequests.completedAt,
}

/** A completed request's address masked, and whether an open one is past its deadline. */
function toDataRequestRows(
  rows: Omit<DataRequestRow, 'isOverdue'>[],
  now = Date.now(),
): DataRequestRow[] {
  return rows.map((row) => ({
    ...row,
    email: row.state === 'completed' && !row.email.includes('•') ? maskEmail(row.email) : row.email,
    isOverdue: OPEN_STATES.includes(row.state) && row.dueAt.getTime() < now,
  }))
}

/**
 * The list, 25 a page. Links past their time are marked expired first, so the states are
 * current.
 */
export async function listDataRequests(query: DataRequestListQuery): Promise<Page<DataRequestRow>> {
  await expireDataRequestLinks()
  const db = await getDb()
  const { where, order } = dataRequestsView(query)
  const [rows, total] = await listPage(
    db,
    dataRequests.id,
    where,
    orderSql(order),
    query,
    (onThisPage) =>
      db
        .select(dataRequestColumns)
        .from(dataRequests)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(toDataRequestRows(rows), total, query.page)
}

/** Every request the list shows for `query`, a batch at a time (decision 049). */
export async function* exportDataRequests(
  query: Pick<DataRequestListQuery, 'q' | 'state'>,
): AsyncGenerator<DataRequestRow[]> {
  await expireDataRequestLinks()
  const db = await getDb()
  const { where, order } = dataRequestsView(query)
  const batches = listBatches(db, order, where, (inBatch) =>
    db
      .select(dataRequestColumns)
      .from(dataRequests)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
  for await (const rows of batches) yield toDataRequestRows(rows)
}
