import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import {
  investmentRequests,
  investments,
  searchTextOf,
  user,
  userInvestmentRequests,
  type InvestmentRequestStatus,
  type RequestStatus,
} from '#db/schema'
import { format, messagesFor, t, type Locale } from '~/i18n'
import { newId } from '~/lib/ids'
import { pageOffset, PAGE_SIZE, toPage, type Page } from '~/lib/list-query'
import { localize } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import {
  openingPlan,
  recordRequestStatus,
  startConversation,
} from '~/domain/conversations/conversations.server'
import { getDb, type Db } from '~/server/db.server'
import {
  cappedCount,
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  searchCountLimit,
  selectRows,
  type ListOrder,
} from '~/server/list.server'
import { nudgeOutbox, queueEmails, type OutgoingEmail } from '~/server/outbox.server'
import {
  acknowledgement,
  companyNotice,
  readLetterhead,
  siteUrl,
  type Letterhead,
} from '~/domain/notifications/notifications.server'
import { recordConsent } from '~/domain/privacy/consent.server'
import { getInvestorSettings } from '~/domain/settings/settings.server'
import type { SessionUser } from '~/server/session.server'
import type { AdminRequestsQuery, CustomRequestInput, RequestDecision, RequestKind } from './schema'

export type InvestmentRequestRow = {
  id: string
  investmentId: string | null
  /** In the reader's language (the English title where the Arabic is empty). */
  investmentTitle: string | null
  investmentType: string | null
  message: string
  status: InvestmentRequestStatus
  rejectionReason: string | null
  createdAt: Date
  withdrawnAt: Date | null
  /**
   * Until when its requester may withdraw it (decision 043: created + coolingOffHours, while
   * Pending or Accepted); null when it can no longer be withdrawn.
   */
  withdrawableUntil: Date | null
  inEnglish: 'investmentTitle'[]
}

export type CustomRequestRow = {
  id: string
  name: string
  email: string
  phone: string | null
  investmentType: string | null
  budget: string | null
  timeframe: string | null
  description: string
  status: RequestStatus
  rejectionReason: string | null
  createdAt: Date
}

/** A signed-in user's request about one investment; starts Pending (SPEC 4). */
export async function createInvestmentRequest(input: {
  userId: string
  investmentId: string
  message: string
  locale?: Locale
}): Promise<{ id: string }> {
  const db = await getDb()
  const id = newId('ireq')
  await db.insert(investmentRequests).values({ id, ...input, status: 'Pending' })
  return { id }
}

export type SubmitInvestmentRequestResult =
  { kind: 'saved'; id: string } | { kind: 'duplicate' } | { kind: 'closed' }

/** How long an identical custom request (same e-mail and description) counts as a resubmission. */
export const CUSTOM_REQUEST_REPEAT_WINDOW_MS = 60 * 60 * 1000

/**
 * Holds a transaction-scoped lock on `key`: a second transaction asking for the same key waits
 * until the first commits, then its reads see the first one's row. That makes "check, then
 * insert" safe for two submissions sent at the same moment (a double click, two tabs).
 */
async function lockSubmission(tx: Pick<Db, 'execute'>, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
}

/**
 * The investment page's "Request to Invest". Issue 11: a user who already has a Pending request
 * for this investment is refused (`duplicate`) instead of filing it twice; once it is decided,
 * they may ask again. The check and the insert run in one transaction under a per-user,
 * per-investment lock. The request keeps the language of the page it was sent from. The
 * announcement to the company inbox (in English) and the acknowledgement to the requester (in
 * their language) are queued in the same transaction and sent by the outbox, so a mail failure
 * cannot lose the saved request.
 */
export async function submitInvestmentRequest(input: {
  user: Pick<SessionUser, 'id' | 'name' | 'email'>
  investment: { id: string }
  message: string
  locale: Locale
  /**
   * Decision 043: the risk warning exactly as the requester saw and acknowledged it (the
   * route refuses a request without the acknowledgement); absent for fixtures and tools.
   */
  riskWarningShown?: string
}): Promise<SubmitInvestmentRequestResult> {
  const { user: requester, message, locale } = input
  const db = await getDb()
  // Both titles from the row: the inbox reads English, the requester their own language.
  const [investment] = await db
    .select({
      id: investments.id,
      title: investments.title,
      titleAr: investments.titleAr,
      closesAt: investments.closesAt,
    })
    .from(investments)
    .where(eq(investments.id, input.investment.id))
  if (!investment) throw new Error(`investment ${input.investment.id} does not exist`)
  // Decision 047: past its closing date an investment takes no new request, whichever page
  // or tool sends it.
  if (investment.closesAt && investment.closesAt <= new Date()) return { kind: 'closed' }
  const m = t.investments.request
  const ack = messagesFor(locale).emails.investmentRequest
  const title = localize(investment, locale, ['title']).title
  const [letterhead, plan] = await Promise.all([readLetterhead(), openingPlan('investment')])
  const emails = [
    companyNotice(
      letterhead,
      format(m.notifySubject, { title: investment.title }),
      {
        [m.notifyFields.investment]: `${investment.title} (${investment.id})`,
        [m.notifyFields.from]: `${requester.name} <${requester.email}>`,
        [m.notifyFields.message]: message,
      },
      '/admin/requests',
    ),
    acknowledgement(letterhead, {
      to: requester.email,
      name: requester.name,
      locale,
      subject: format(ack.subject, { title }),
      body: format(ack.body, { title }),
      hasDashboard: true,
    }),
  ]
  const saved = await db.transaction(async (tx): Promise<SubmitInvestmentRequestResult> => {
    await lockSubmission(tx, `investment-request:${requester.id}:${investment.id}`)
    const [pending] = await tx
      .select({ id: investmentRequests.id })
      .from(investmentRequests)
      .where(
        and(
          eq(investmentRequests.userId, requester.id),
          eq(investmentRequests.investmentId, investment.id),
          eq(investmentRequests.status, 'Pending'),
        ),
      )
      .limit(1)
    if (pending) return { kind: 'duplicate' }
    const id = newId('ireq')
    await tx.insert(investmentRequests).values({
      id,
      userId: requester.id,
      investmentId: investment.id,
      message,
      status: 'Pending',
      locale,
      riskAcknowledgedAt: input.riskWarningShown === undefined ? null : new Date(),
      riskWarningShown: input.riskWarningShown ?? '',
    })
    await startConversation(tx, 'investment', id, plan)
    // Issue 16: the notice shown (its policy version); the basis is answering the request.
    await recordConsent(tx, {
      email: requester.email,
      userId: requester.id,
      form: 'investment-request',
      recordId: id,
      purposes: [],
    })
    await queueEmails(tx, emails)
    return { kind: 'saved', id }
  })
  if (saved.kind === 'saved') nudgeOutbox()
  return saved
}

type NewCustomRequest = {
  userId: string | null
  name: string
  email: string
  phone?: string | null
  investmentType?: string | null
  budget?: string | null
  timeframe?: string | null
  description: string
  /** The language of the page it was sent from; e-mails to the sender use it. */
  locale?: Locale
}

/** SPEC 5: optional fields are stored as null when empty; user_id is null for visitors. */
function customRequestRow(id: string, input: NewCustomRequest) {
  return {
    id,
    userId: input.userId,
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    investmentType: input.investmentType || null,
    budget: input.budget || null,
    timeframe: input.timeframe || null,
    description: input.description,
    status: 'Pending' as const,
    locale: input.locale ?? 'en',
  }
}

/** Saves a custom request as given (no resubmission check, no e-mail): fixtures and tools. */
export async function createCustomRequest(input: NewCustomRequest): Promise<{ id: string }> {
  const db = await getDb()
  const id = newId('creq')
  await db.insert(userInvestmentRequests).values(customRequestRow(id, input))
  return { id }
}

/** What an investment-specific request shows (joined with its investment, if it still exists). */
const investmentRequestColumns = {
  id: investmentRequests.id,
  investmentId: investmentRequests.investmentId,
  investmentTitle: investments.title,
  investmentType: investments.type,
  message: investmentRequests.message,
  status: investmentRequests.status,
  rejectionReason: investmentRequests.rejectionReason,
  createdAt: investmentRequests.createdAt,
  withdrawnAt: investmentRequests.withdrawnAt,
}

/** What a custom request shows, to its requester and (with the account) to the admin. */
const customRequestColumns = {
  id: userInvestmentRequests.id,
  name: userInvestmentRequests.name,
  email: userInvestmentRequests.email,
  phone: userInvestmentRequests.phone,
  investmentType: userInvestmentRequests.investmentType,
  budget: userInvestmentRequests.budget,
  timeframe: userInvestmentRequests.timeframe,
  description: userInvestmentRequests.description,
  status: userInvestmentRequests.status,
  rejectionReason: userInvestmentRequests.rejectionReason,
  createdAt: userInvestmentRequests.createdAt,
}

/**
 * The dashboard's data: only this user's requests, newest first, the investments' titles in
 * `locale` (the admin's view of a user reads them in English).
 */
export async function listRequestsForUser(
  userId: string,
  locale: Locale = 'en',
): Promise<{ investmentRequests: InvestmentRequestRow[]; customRequests: CustomRequestRow[] }> {
  const db = await getDb()
  const [{ coolingOffHours }, specific, custom] = await Promise.all([
    getInvestorSettings(),
    db
      .select({ ...investmentRequestColumns, investmentTitleAr: investments.titleAr })
      .from(investmentRequests)
      .leftJoin(investments, eq(investments.id, investmentRequests.investmentId))
      .where(eq(investmentRequests.userId, userId))
      .orderBy(desc(investmentRequests.createdAt), desc(investmentRequests.id)),
    db
      .select(customRequestColumns)
      .from(userInvestmentRequests)
      .where(eq(userInvestmentRequests.userId, userId))
      .orderBy(desc(userInvestmentRequests.createdAt), desc(userInvestmentRequests.id)),
  ])
  return {
    investmentRequests: specific.map((row) => ({
      ...localize(row, locale, ['investmentTitle']),
      withdrawableUntil: withdrawableUntil(row, coolingOffHours),
    })),
    customRequests: custom,
  }
}

export type SubmitCustomRequestResult = { kind: 'saved'; id: string } | { kind: 'duplicate' }

/**
 * The public form's submission. Issue 11: the same request again (same e-mail, case aside, and
 * the same description) within an hour of the first is refused (`duplicate`); the check and the
 * insert run in one transaction under a per-address lock, so two at once save one. The
 * announcement to the company inbox (in English) and the acknowledgement to the sender (in the
 * language of the page they sent it from) are queued in the same transaction and sent by the
 * outbox, so a mail failure cannot lose the request.
 */
export async function submitCustomRequest(
  input: CustomRequestInput & { userId: string | null; locale: Locale },
): Promise<SubmitCustomRequestResult> {
  const db = await getDb()
  const windowSeconds = CUSTOM_REQUEST_REPEAT_WINDOW_MS / 1000
  const m = t.requests
  const ack = messagesFor(input.locale).emails.customRequest
  const [letterhead, plan] = await Promise.all([readLetterhead(), openingPlan('custom')])
  const emails = [
    companyNotice(
      letterhead,
      m.form.notifySubject,
      {
        [m.form.name]: input.name,
        [m.form.email]: input.email,
        [m.form.phone]: input.phone,
        [m.form.investmentType]: input.investmentType && m.investmentTypes[input.investmentType],
        [m.form.budget]: input.budget && m.budgets[input.budget],
        [m.form.timeframe]: input.timeframe && m.timeframes[input.timeframe],
        [m.form.description]: input.description,
        Account: input.userId ? 'signed in' : 'visitor',
      },
      '/admin/requests?tab=custom',
    ),
    acknowledgement(letterhead, {
      to: input.email,
      name: input.name,
      locale: input.locale,
      subject: ack.subject,
      body: ack.body,
      hasDashboard: input.userId !== null,
    }),
  ]
  const saved = await db.transaction(async (tx): Promise<SubmitCustomRequestResult> => {
    await lockSubmission(tx, `custom-request:${input.email.toLowerCase()}`)
    const [repeat] = await tx
      .select({ id: userInvestmentRequests.id })
      .from(userInvestmentRequests)
      .where(
        and(
          gt(
            userInvestmentRequests.createdAt,
            sql`now() - ${windowSeconds}::int * interval '1 second'`,
          ),
          sql`lower(${userInvestmentRequests.email}) = lower(${input.email})`,
          eq(userInvestmentRequests.description, input.description),
        ),
      )
      .limit(1)
    if (repeat) return { kind: 'duplicate' }
    const id = newId('creq')
    await tx.insert(userInvestmentRequests).values(customRequestRow(id, input))
    await startConversation(tx, 'custom', id, plan)
    await recordConsent(tx, {
      email: input.email,
      userId: input.userId,
      form: 'custom-request',
      recordId: id,
      purposes: [],
    })
    await queueEmails(tx, emails)
    return { kind: 'saved', id }
  })
  if (saved.kind === 'saved') nudgeOutbox()
  return saved
}

// ---------------------------------------------------------------------------
// Admin: lists and decisions
// ---------------------------------------------------------------------------

export type AdminInvestmentRequestRow = {
  id: string
  userName: string | null
  userEmail: string | null
  investmentId: string | null
  investmentTitle: string | null
  investmentType: string | null
  message: string
  status: InvestmentRequestStatus
  rejectionReason: string | null
  createdAt: Date
  withdrawnAt: Date | null
  /** Decision 043: when the requester acknowledged the risk warning, and its text. */
  riskAcknowledgedAt: Date | null
  riskWarningShown: string
  decidedAt: Date | null
}

export type AdminCustomRequestRow = CustomRequestRow & { userId: string | null }

/**
 * The ids of investment-specific requests matching a search, newest first, at most `limit`
 * of them: those of a requester (name, e-mail), of an investment (title, description) or
 * with the words in the message. Each is its own branch: a narrow term is answered from
 * that table's search index, a broad one stops after `limit` rows in date order; an OR
 * across the three tables would read every request either way.
 */
function searchedRequests(
  q: string,
  status: InvestmentRequestStatus | undefined,
  limit: number | null,
): SQL {
  const byStatus = status ? sql`and ${investmentRequests.status} = ${status}` : sql``
  const limited = limit === null ? sql`` : sql`limit ${limit}`
  const branch = (join: SQL, match: SQL) => sql`(
    select ${investmentRequests.id} as id, ${investmentRequests.createdAt} as created_at
    from ${investmentRequests} ${join}
    where ${match} ${byStatus}
    order by ${investmentRequests.createdAt} desc, ${investmentRequests.id} desc
    ${limited})`
  return sql`${branch(
    sql`join ${user} on ${user.id} = ${investmentRequests.userId}`,
    matchesSearch(searchTextOf.user, q),
  )} union ${branch(
    sql`join ${investments} on ${investments.id} = ${investmentRequests.investmentId}`,
    matchesSearch(searchTextOf.investments, q),
  )} union ${branch(sql``, matchesSearch(searchTextOf.investmentRequests, q))}`
}

/** Investment-specific requests as the admin sees them: with their requester and investment. */
function selectAdminInvestmentRequests(db: Db) {
  return db
    .select({
      ...investmentRequestColumns,
      userName: user.name,
      userEmail: user.email,
      riskAcknowledgedAt: investmentRequests.riskAcknowledgedAt,
      riskWarningShown: investmentRequests.riskWarningShown,
      decidedAt: investmentRequests.decidedAt,
    })
    .from(investmentRequests)
    .leftJoin(user, eq(user.id, investmentRequests.userId))
    .leftJoin(investments, eq(investments.id, investmentRequests.investmentId))
}

function selectAdminCustomRequests(db: Db) {
  return db
    .select({ ...customRequestColumns, userId: userInvestmentRequests.userId })
    .from(userInvestmentRequests)
}

/** One request of either kind as the admin list shows it, for a dialog opened by its URL. */
export async function getRequestForAdmin(
  kind: 'specific',
  id: string,
): Promise<AdminInvestmentRequestRow | null>
export async function getRequestForAdmin(
  kind: 'custom',
  id: string,
): Promise<AdminCustomRequestRow | null>
export async function getRequestForAdmin(
  kind: RequestKind,
  id: string,
): Promise<AdminInvestmentRequestRow | AdminCustomRequestRow | null> {
  const db = await getDb()
  const [row] =
    kind === 'specific'
      ? await selectAdminInvestmentRequests(db).where(eq(investmentRequests.id, id))
      : await selectAdminCustomRequests(db).where(eq(userInvestmentRequests.id, id))
  return row ?? null
}

const investmentRequestsOrder: ListOrder = [
  { column: investmentRequests.createdAt, direction: 'desc' },
  { column: investmentRequests.id, direction: 'desc' },
]

/**
 * Investment-specific requests newest first, optionally by status, searched on the
 * requester's name and e-mail, the investment's title and description, and the message: the
 * filter and order of the admin list and of its export (decision 049).
 */
function investmentRequestsView(query: Pick<AdminRequestsQuery, 'q' | 'status'>) {
  const byStatus = query.status ? eq(investmentRequests.status, query.status) : undefined
  const where = query.q
    ? and(
        byStatus,
        inArray(
          investmentRequests.id,
          sql`select id from (${searchedRequests(query.q, query.status, null)}) as matches`,
        ),
      )
    : byStatus
  return { where, order: investmentRequestsOrder }
}

/**
 * The list, 25 a page: all of them (optionally by status) through `listPage`, or a search
 * answered by each table's trigram index, a page's worth from each, merged.
 */
export async function listInvestmentRequestsForAdmin(
  query: Pick<AdminRequestsQuery, 'q' | 'status' | 'page'>,
): Promise<Page<AdminInvestmentRequestRow>> {
  const db = await getDb()
  const { where, order } = investmentRequestsView(query)
  const readRows = (onThisPage: SQL) =>
    selectAdminInvestmentRequests(db)
      .where(onThisPage)
      .orderBy(...orderSql(order))
  if (!query.q) {
    const [rows, total] = await listPage(
      db,
      investmentRequests.id,
      where,
      orderSql(order),
      query,
      readRows,
    )
    return toPage(rows, total, query.page)
  }
  const offset = pageOffset(query.page)
  const countLimit = searchCountLimit(query.page)
  const [ids, [{ n }]] = await Promise.all([
    selectRows<{ id: string }>(
      db,
      sql`select id from (${searchedRequests(query.q, query.status, offset + PAGE_SIZE)}) as matches
        order by created_at desc, id desc limit ${PAGE_SIZE} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n
        from (${searchedRequests(query.q, query.status, countLimit + 1)}) as matches`,
    ),
  ])
  const rows = await readRows(
    inArray(
      investmentRequests.id,
      ids.map((row) => row.id),
    ),
  )
  return toPage(rows, cappedCount(n, countLimit), query.page)
}

/** Every investment-specific request the list shows for `query`, a batch at a time. */
export async function* exportInvestmentRequests(
  query: Pick<AdminRequestsQuery, 'q' | 'status'>,
): AsyncGenerator<AdminInvestmentRequestRow[]> {
  const db = await getDb()
  const { where, order } = investmentRequestsView(query)
  yield* listBatches(db, order, where, (inBatch) =>
    selectAdminInvestmentRequests(db)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
}

/**
 * Custom requests newest first, searched on the name, e-mail and description given on the
 * form: the filter and order of the admin list and of its export (decision 049).
 */
function customRequestsView(query: Pick<AdminRequestsQuery, 'q' | 'status'>) {
  const filters: SQL[] = []
  // A custom request is never withdrawn (decision 043): that filter shows none.
  if (query.status === 'Withdrawn') filters.push(sql`false`)
  else if (query.status) filters.push(eq(userInvestmentRequests.status, query.status))
  if (query.q) filters.push(matchesSearch(searchTextOf.userInvestmentRequests, query.q))
  const where = filters.length > 0 ? and(...filters) : undefined
  const order: ListOrder = [
    { column: userInvestmentRequests.createdAt, direction: 'desc' },
    { column: userInvestmentRequests.id, direction: 'desc' },
  ]
  return { where, order }
}

export async function listCustomRequestsForAdmin(
  query: Pick<AdminRequestsQuery, 'q' | 'status' | 'page'>,
): Promise<Page<AdminCustomRequestRow>> {
  const db = await getDb()
  const { where, order } = customRequestsView(query)
  const [rows, total] = await listPage(
    db,
    userInvestmentRequests.id,
    where,
    orderSql(order),
    query,
    (onThisPage) =>
      selectAdminCustomRequests(db)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(rows, total, query.page)
}

/** Every custom request the list shows for `query`, a batch at a time. */
export async function* exportCustomRequests(
  query: Pick<AdminRequestsQuery, 'q' | 'status'>,
): AsyncGenerator<AdminCustomRequestRow[]> {
  const db = await getDb()
  const { where, order } = customRequestsView(query)
  yield* listBatches(db, order, where, (inBatch) =>
    selectAdminCustomRequests(db)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
}

export type DecisionResult =
  | { kind: 'ok'; status: Exclude<RequestStatus, 'Pending'> }
  | { kind: 'not-found' }
  | { kind: 'not-pending'; status: InvestmentRequestStatus }

/** Who is told of a decision, in the language they sent the request in. */
type Recipient = {
  to: string
  name: string
  locale: Locale
  /** The investment's title in `locale`; null for a custom request. */
  investmentTitle: string | null
  hasAccount: boolean
}

/**
 * SPEC 4: Pending → Accepted or Rejected, once. The row is locked, changed and audited in one
 * transaction; a request that is no longer Pending is left as it is. Only an
 * investment-specific rejection keeps a reason (SPEC 4: a custom rejection sets only the status).
 * The e-mail to the requester, in the request's language, is queued in the same transaction
 * and sent by the outbox once it commits.
 */
export async function decideRequest(
  actor: Pick<SessionUser, 'id' | 'email'>,
  decision: RequestDecision,
): Promise<DecisionResult> {
  const db = await getDb()
  const status = decision.intent === 'accept' ? 'Accepted' : 'Rejected'
  const rejectionReason =
    decision.kind === 'specific' && status === 'Rejected' ? decision.reason || null : null
  const letterhead = await readLetterhead()
  const tell = (tx: Pick<Db, 'insert'>, recipient: Recipient) =>
    queueEmails(tx, [decisionEmail(letterhead, recipient, status, rejectionReason)])

  const outcome = await db.transaction(
    async (tx): Promise<{ result: DecisionResult; isTold?: boolean }> => {
      if (decision.kind === 'specific') {
        const [current] = await tx
          .select({
            status: investmentRequests.status,
            rejectionReason: investmentRequests.rejectionReason,
            userName: user.name,
            userEmail: user.email,
            locale: investmentRequests.locale,
            investmentTitle: investments.title,
            investmentTitleAr: investments.titleAr,
          })
          .from(investmentRequests)
          .leftJoin(user, eq(user.id, investmentRequests.userId))
          .leftJoin(investments, eq(investments.id, investmentRequests.investmentId))
          .where(eq(investmentRequests.id, decision.id))
          .for('update', { of: investmentRequests })
        if (!current) return { result: { kind: 'not-found' } }
        if (current.status !== 'Pending') {
          return { result: { kind: 'not-pending', status: current.status } }
        }
        await tx
          .update(investmentRequests)
          // Decision 043: the data room's access is counted from the decision.
          .set({ status, rejectionReason, decidedAt: new Date(), updatedAt: new Date() })
          .where(eq(investmentRequests.id, decision.id))
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'investment_request',
          entityId: decision.id,
          before: { status: current.status, rejectionReason: current.rejectionReason },
          after: { status, rejectionReason },
        })
        await recordRequestStatus(tx, actor, 'investment', decision.id, {
          from: current.status,
          to: status,
          reason: rejectionReason,
          closes: true,
        })
        // A request whose user was deleted has nobody to tell.
        if (current.userEmail) {
          await tell(tx, {
            to: current.userEmail,
            name: current.userName ?? '',
            locale: current.locale,
            investmentTitle: investmentTitleIn(current.locale, current),
            hasAccount: true,
          })
        }
        return { result: { kind: 'ok', status }, isTold: current.userEmail !== null }
      }

      const [current] = await tx
        .select({
          status: userInvestmentRequests.status,
          name: userInvestmentRequests.name,
          email: userInvestmentRequests.email,
          userId: userInvestmentRequests.userId,
          locale: userInvestmentRequests.locale,
        })
        .from(userInvestmentRequests)
        .where(eq(userInvestmentRequests.id, decision.id))
        .for('update')
      if (!current) return { result: { kind: 'not-found' } }
      if (current.status !== 'Pending') {
        return { result: { kind: 'not-pending', status: current.status } }
      }
      await tx
        .update(userInvestmentRequests)
        .set({ status, updatedAt: new Date() })
        .where(eq(userInvestmentRequests.id, decision.id))
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'custom_investment_request',
        entityId: decision.id,
        before: { status: current.status },
        after: { status },
      })
      await recordRequestStatus(tx, actor, 'custom', decision.id, {
        from: current.status,
        to: status,
        closes: true,
      })
      await tell(tx, {
        to: current.email,
        name: current.name,
        locale: current.locale,
        investmentTitle: null,
        hasAccount: current.userId !== null,
      })
      return { result: { kind: 'ok', status }, isTold: true }
    },
  )

  if (outcome.isTold) nudgeOutbox()
  return outcome.result
}

const HOUR_MS = 60 * 60_000

/** Statuses a requester may withdraw from, within the cooling-off period. */
const WITHDRAWABLE: readonly InvestmentRequestStatus[] = ['Pending', 'Accepted']

/** Until when a request may be withdrawn; null once it cannot be (decision 043). */
function withdrawableUntil(
  row: { status: InvestmentRequestStatus; createdAt: Date },
  coolingOffHours: number,
  now: Date = new Date(),
): Date | null {
  if (!WITHDRAWABLE.includes(row.status) || coolingOffHours <= 0) return null
  const until = new Date(row.createdAt.getTime() + coolingOffHours * HOUR_MS)
  return until.getTime() > now.getTime() ? until : null
}

export type WithdrawResult =
  | { kind: 'withdrawn' }
  /** Not this requester's request, or no such request: the same answer (404). */
  | { kind: 'not-found' }
  | { kind: 'not-withdrawable'; status: InvestmentRequestStatus }
  | { kind: 'period-over' }

/**
 * Decision 043: within `coolingOffHours` of sending it, a requester withdraws their own Pending
 * or Accepted request. In one transaction the row is locked and set Withdrawn (withdrawn_at),
 * the change enters the conversation's timeline (which it closes) and the company inbox is
 * told as of a new request; the outbox sends once it commits.
 */
export async function withdrawInvestmentRequest(
  requester: Pick<SessionUser, 'id' | 'email' | 'name'>,
  requestId: string,
  now: Date = new Date(),
): Promise<WithdrawResult> {
  const db = await getDb()
  const [{ coolingOffHours }, letterhead] = await Promise.all([
    getInvestorSettings(),
    readLetterhead(),
  ])
  const m = t.nda.withdraw
  const notify = t.investments.request.notifyFields
  const result = await db.transaction(async (tx): Promise<WithdrawResult> => {
    const [current] = await tx
      .select({
        status: investmentRequests.status,
        createdAt: investmentRequests.createdAt,
        investmentId: investmentRequests.investmentId,
        investmentTitle: investments.title,
      })
      .from(investmentRequests)
      .leftJoin(investments, eq(investments.id, investmentRequests.investmentId))
      .where(and(eq(investmentRequests.id, requestId), eq(investmentRequests.userId, requester.id)))
      .for('update', { of: investmentRequests })
    if (!current) return { kind: 'not-found' }
    if (!WITHDRAWABLE.includes(current.status)) {
      return { kind: 'not-withdrawable', status: current.status }
    }
    if (withdrawableUntil(current, coolingOffHours, now) === null) return { kind: 'period-over' }
    await tx
      .update(investmentRequests)
      .set({ status: 'Withdrawn', withdrawnAt: now, updatedAt: now })
      .where(eq(investmentRequests.id, requestId))
    await recordRequestStatus(tx, requester, 'investment', requestId, {
      from: current.status,
      to: 'Withdrawn',
      closes: true,
    })
    const title = current.investmentTitle ?? t.requests.admin.unknownInvestment
    await queueEmails(tx, [
      companyNotice(
        letterhead,
        format(m.notifySubject, { title }),
        {
          [notify.investment]: `${title} (${current.investmentId ?? '-'})`,
          [notify.from]: `${requester.name} <${requester.email}>`,
          Status: `${current.status} -> Withdrawn`,
        },
        '/admin/requests?status=Withdrawn',
      ),
    ])
    return { kind: 'withdrawn' }
  })
  if (result.kind === 'withdrawn') nudgeOutbox()
  return result
}

/** The title a decision e-mail names: the twin in Arabic when written; a deleted investment says so. */
function investmentTitleIn(
  locale: Locale,
  investment: { investmentTitle: string | null; investmentTitleAr: string | null },
): string {
  if (investment.investmentTitle === null)
    return messagesFor(locale).requests.admin.unknownInvestment
  return localize(
    { title: investment.investmentTitle, titleAr: investment.investmentTitleAr ?? '' },
    locale,
    ['title'],
  ).title
}

/** The decision e-mail to the requester, in the request's language. */
function decisionEmail(
  letterhead: Letterhead,
  recipient: Recipient,
  status: 'Accepted' | 'Rejected',
  reason: string | null,
): OutgoingEmail {
  const m = messagesFor(recipient.locale).requests.email
  const isAccepted = status === 'Accepted'
  const isSpecific = recipient.investmentTitle !== null
  const body = isSpecific
    ? format(isAccepted ? m.acceptedSpecific : m.rejectedSpecific, {
        investment: recipient.investmentTitle ?? '',
      })
    : isAccepted
      ? m.acceptedCustom
      : m.rejectedCustom
  const lines = [
    format(m.greeting, { name: recipient.name || recipient.to }),
    '',
    body,
    ...(reason ? ['', format(m.reason, { reason })] : []),
    ...(recipient.hasAccount
      ? ['', format(m.dashboard, { url: siteUrl(recipient.locale, '/dashboard') })]
      : []),
    '',
    format(m.signature, { company: letterhead.companyName(recipient.locale) }),
  ]
  return {
    to: recipient.to,
    subject: isAccepted ? m.acceptedSubject : m.rejectedSubject,
    text: lines.join('\n'),
  }
}
