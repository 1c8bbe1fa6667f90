import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm'
import {
  applicantEvents,
  applicantScorecards,
  jobApplicants,
  jobListings,
  type ApplicantEventKind,
  type ApplicantStatus,
  type Recommendation,
} from '#db/schema'
import { newId } from '~/lib/ids'
import { pageOffset, PAGE_SIZE, toPage, type Page } from '~/lib/list-query'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import {
  countRows,
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import { searchTextOf } from '#db/schema'
import type { SessionUser } from '~/server/session.server'
import { applicantColumns, listJobOptions } from './careers.server'
import { addApplicantEvent } from './hiring.server'
import { readStageCounts } from './pipeline-figures.server'
import { APPLICANT_STATUSES, OPEN_APPLICATIONS, splitLines, type ApplicantSort } from './schema'

/*
 * The recruiter's pipeline (decision 045): stage moves with their history, notes, scorecards
 * and the board. Stages are the spec's statuses; every change writes its applicant_events row
 * and its audit entry in the transaction of the change.
 */

type Actor = Pick<SessionUser, 'id' | 'name' | 'email'>

export type MoveOutcome =
  | { kind: 'moved'; status: ApplicantStatus; from: ApplicantStatus }
  | { kind: 'not-found' }
  | { kind: 'withdrawn' }

/**
 * SPEC 4: any status may be chosen at any time. The row is locked so two recruiters moving
 * the same card one after the other each record the stage they really moved it from. A
 * candidate who withdrew is no longer moved (decision 045). `reason` is the rejection's
 * reason when moving to Rejected (kept on the row and in the event's body); absent, the
 * stored reason is left as it is (the table's select saves the reason on its own).
 */
export async function moveApplicant(
  actor: Actor,
  id: string,
  to: ApplicantStatus,
  reason?: string,
): Promise<MoveOutcome> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: jobApplicants.status,
        rejectionReason: jobApplicants.rejectionReason,
        withdrawnAt: jobApplicants.withdrawnAt,
      })
      .from(jobApplicants)
      .where(eq(jobApplicants.id, id))
      .for('update')
    if (!before) return { kind: 'not-found' } as const
    if (before.withdrawnAt) return { kind: 'withdrawn' } as const
    const cleanReason = reason?.trim() ?? ''
    const rejectionReason =
      to === 'Rejected' && reason !== undefined ? cleanReason || null : before.rejectionReason
    if (before.status === to) {
      // Choosing the stage it is in moves nothing; a new reason for a rejection is still saved
      // (an empty box keeps the reason: clearing it is the table's reason field).
      if (cleanReason && rejectionReason !== before.rejectionReason) {
        await writeRejectionReason(tx, actor, id, before.rejectionReason, rejectionReason)
      }
      return { kind: 'moved', status: to, from: before.status } as const
    }
    await writeMove(tx, actor, id, before, to, rejectionReason)
    return { kind: 'moved', status: to, from: before.status } as const
  })
}

/**
 * A move's writes, in the caller's transaction with the row locked: the new stage and when it
 * was entered, the 'stage' event (a rejection's reason in its body) and the audit entry. One
 * place for every move: the board, the table, the applicant's page and the bulk rejection.
 */
export async function writeMove(
  tx: Tx,
  actor: Actor,
  id: string,
  before: { status: ApplicantStatus; rejectionReason: string | null },
  to: ApplicantStatus,
  rejectionReason: string | null,
): Promise<void> {
  const now = new Date()
  await tx
    .update(jobApplicants)
    .set({ status: to, rejectionReason, stageEnteredAt: now, updatedAt: now })
    .where(eq(jobApplicants.id, id))
  await addApplicantEvent(tx, id, actor, {
    kind: 'stage',
    fromStage: before.status,
    toStage: to,
    body: to === 'Rejected' ? (rejectionReason ?? '') : '',
  })
  await recordAudit(tx, actor, {
    action: 'update',
    entity: 'job_applicant',
    entityId: id,
    before: { status: before.status, rejectionReason: before.rejectionReason },
    after: { status: to, rejectionReason },
  })
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]

/**
 * The spec's separate rejection-reason save (SPEC 4: saved when its box loses focus). It is
 * not a move, so it shows in the history as a note whose facts say it is the reason
 * ({ rejectionReason: 'updated' }, or 'cleared'), with the new text as its body.
 */
async function writeRejectionReason(
  tx: Tx,
  actor: Actor,
  id: string,
  before: string | null,
  after: string | null,
): Promise<void> {
  await tx
    .update(jobApplicants)
    .set({ rejectionReason: after, updatedAt: new Date() })
    .where(eq(jobApplicants.id, id))
  await addApplicantEvent(tx, id, actor, {
    kind: 'note',
    body: after ?? '',
    facts: { rejectionReason: after ? 'updated' : 'cleared' },
  })
  await recordAudit(tx, actor, {
    action: 'update',
    entity: 'job_applicant',
    entityId: id,
    before: { rejectionReason: before },
    after: { rejectionReason: after },
  })
}

/** Saves the rejection reason on its own (the table's dialog); empty clears it. */
export async function saveRejectionReason(
  actor: Actor,
  id: string,
  reason: string,
): Promise<{ kind: 'saved' } | { kind: 'not-found' }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rejectionReason: jobApplicants.rejectionReason })
      .from(jobApplicants)
      .where(eq(jobApplicants.id, id))
      .for('update')
    if (!before) return { kind: 'not-found' } as const
    const after = reason.trim() || null
    if (after !== before.rejectionReason) {
      await writeRejectionReason(tx, actor, id, before.rejectionReason, after)
    }
    return { kind: 'saved' } as const
  })
}

/** A staff note on the applicant's history. */
export async function addApplicantNote(
  actor: Actor,
  id: string,
  text: string,
): Promise<{ kind: 'added' } | { kind: 'not-found' }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: jobApplicants.id })
      .from(jobApplicants)
      .where(eq(jobApplicants.id, id))
    if (!row) return { kind: 'not-found' } as const
    await addApplicantEvent(tx, id, actor, { kind: 'note', body: text.trim() })
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'applicant_note',
      entityId: id,
    })
    return { kind: 'added' } as const
  })
}

// ---------------------------------------------------------------------------
// Scorecards
// ---------------------------------------------------------------------------

/** The one criterion of a job without criteria, and of an open application (decision 045). */
export const OVERALL = { en: 'Overall', ar: 'التقييم العام' } as const

export type Criterion = { name: string; nameAr: string }

/** The job's criteria, one per line, the Arabic names lined up by position. */
export function criteriaOf(job: { criteria: string; criteriaAr: string } | null): Criterion[] {
  const names = job ? splitLines(job.criteria) : []
  if (names.length === 0) return [{ name: OVERALL.en, nameAr: OVERALL.ar }]
  const arabic = job ? splitLines(job.criteriaAr) : []
  return names.map((name, index) => ({ name, nameAr: arabic[index] ?? '' }))
}

export type ScorecardInput = {
  stage: ApplicantStatus
  /** One rating of 1 to 5 per criterion, in the criteria's order. */
  ratings: number[]
  recommendation: Recommendation
  comment: string
}

export type ScorecardOutcome =
  | { kind: 'saved'; rating: number; ratingCount: number }
  | { kind: 'not-found' }
  | { kind: 'criteria-changed' }

/**
 * One scorecard per applicant, stage and reviewer: rating again replaces one's own. The
 * applicant's `rating` (the mean of every rating of every scorecard) and `rating_count` (how
 * many scorecards) are rewritten in the same transaction, so the board and the table sort
 * on them from an index (decision 045).
 */
export async function saveScorecard(
  actor: Actor,
  id: string,
  input: ScorecardInput,
): Promise<ScorecardOutcome> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [applicant] = await tx
      .select({
        id: jobApplicants.id,
        criteria: jobListings.criteria,
        criteriaAr: jobListings.criteriaAr,
      })
      .from(jobApplicants)
      .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
      .where(eq(jobApplicants.id, id))
      .for('update', { of: jobApplicants })
    if (!applicant) return { kind: 'not-found' } as const
    const criteria = criteriaOf(
      applicant.criteria === null
        ? null
        : { criteria: applicant.criteria, criteriaAr: applicant.criteriaAr ?? '' },
    )
    // The form was drawn for the job's criteria as they were; edited since, it is asked again.
    if (criteria.length !== input.ratings.length) return { kind: 'criteria-changed' } as const
    const ratings = Object.fromEntries(
      criteria.map((criterion, index) => [criterion.name, input.ratings[index]]),
    )
    const now = new Date()
    await tx
      .insert(applicantScorecards)
      .values({
        id: newId('scr'),
        applicantId: id,
        stage: input.stage,
        reviewerId: actor.id,
        reviewerName: actor.name,
        ratings,
        recommendation: input.recommendation,
        comment: input.comment.trim(),
      })
      .onConflictDoUpdate({
        target: [
          applicantScorecards.applicantId,
          applicantScorecards.stage,
          applicantScorecards.reviewerId,
        ],
        set: {
          reviewerName: actor.name,
          ratings,
          recommendation: input.recommendation,
          comment: input.comment.trim(),
          updatedAt: now,
        },
      })
    const cards = await tx
      .select({ ratings: applicantScorecards.ratings })
      .from(applicantScorecards)
      .where(eq(applicantScorecards.applicantId, id))
    const all = cards.flatMap((card) => Object.values(card.ratings))
    const rating = all.reduce((sum, value) => sum + value, 0) / all.length
    await tx
      .update(jobApplicants)
      .set({ rating, ratingCount: cards.length })
      .where(eq(jobApplicants.id, id))
    const mean = input.ratings.reduce((sum, value) => sum + value, 0) / input.ratings.length
    await addApplicantEvent(tx, id, actor, {
      kind: 'scorecard',
      toStage: input.stage,
      body: input.comment.trim(),
      facts: { recommendation: input.recommendation, average: Math.round(mean * 10) / 10 },
    })
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'applicant_scorecard',
      entityId: id,
      after: { stage: input.stage, ratings, recommendation: input.recommendation },
    })
    return { kind: 'saved', rating, ratingCount: cards.length } as const
  })
}

// ---------------------------------------------------------------------------
// The applicant's page
// ---------------------------------------------------------------------------

export type ApplicantFile = {
  id: string
  jobId: string | null
  jobTitle: string | null
  name: string
  email: string
  phone: string
  coverLetter: string
  cvFilename: string
  status: ApplicantStatus
  rejectionReason: string | null
  talentPool: boolean
  source: string
  rating: number | null
  ratingCount: number
  stageEnteredAt: Date
  withdrawnAt: Date | null
  submittedAt: Date
  criteria: Criterion[]
}

export type HistoryEntry = {
  id: number
  kind: ApplicantEventKind
  actorName: string
  fromStage: ApplicantStatus | null
  toStage: ApplicantStatus | null
  body: string
  facts: Record<string, string | number | null>
  createdAt: Date
}

export type Scorecard = {
  id: string
  stage: ApplicantStatus
  reviewerId: string | null
  reviewerName: string
  ratings: Record<string, number>
  recommendation: Recommendation
  comment: string
  average: number
  updatedAt: Date
}

/** At most this many history entries show on the page, newest first. */
export const HISTORY_MAX = 200

/** The applicant's page: the application, its history (newest first) and its scorecards. */
export async function getApplicantFile(id: string): Promise<{
  applicant: ApplicantFile
  history: HistoryEntry[]
  scorecards: Scorecard[]
} | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      id: jobApplicants.id,
      jobId: jobApplicants.jobId,
      jobTitle: jobListings.title,
      criteria: jobListings.criteria,
      criteriaAr: jobListings.criteriaAr,
      name: jobApplicants.name,
      email: jobApplicants.email,
      phone: jobApplicants.phone,
      coverLetter: jobApplicants.coverLetter,
      cvFilename: jobApplicants.cvFilename,
      status: jobApplicants.status,
      rejectionReason: jobApplicants.rejectionReason,
      talentPool: jobApplicants.talentPool,
      source: jobApplicants.source,
      rating: jobApplicants.rating,
      ratingCount: jobApplicants.ratingCount,
      stageEnteredAt: jobApplicants.stageEnteredAt,
      withdrawnAt: jobApplicants.withdrawnAt,
      submittedAt: jobApplicants.submittedAt,
    })
    .from(jobApplicants)
    .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
    .where(eq(jobApplicants.id, id))
  if (!row) return null
  const [history, cards] = await Promise.all([
    db
      .select({
        id: applicantEvents.id,
        kind: applicantEvents.kind,
        actorName: applicantEvents.actorName,
        fromStage: applicantEvents.fromStage,
        toStage: applicantEvents.toStage,
        body: applicantEvents.body,
        facts: applicantEvents.facts,
        createdAt: applicantEvents.createdAt,
      })
      .from(applicantEvents)
      .where(eq(applicantEvents.applicantId, id))
      .orderBy(desc(applicantEvents.id))
      .limit(HISTORY_MAX),
    db
      .select()
      .from(applicantScorecards)
      .where(eq(applicantScorecards.applicantId, id))
      .orderBy(asc(applicantScorecards.createdAt), asc(applicantScorecards.id)),
  ])
  const { criteria, criteriaAr, ...applicant } = row
  return {
    applicant: {
      ...applicant,
      criteria: criteriaOf(
        applicant.jobId && criteria !== null ? { criteria, criteriaAr: criteriaAr ?? '' } : null,
      ),
    },
    history,
    scorecards: cards.map((card) => {
      const values = Object.values(card.ratings)
      return {
        id: card.id,
        stage: card.stage,
        reviewerId: card.reviewerId,
        reviewerName: card.reviewerName,
        ratings: card.ratings,
        recommendation: card.recommendation,
        comment: card.comment,
        average: values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1),
        updatedAt: card.updatedAt,
      }
    }),
  }
}

// ---------------------------------------------------------------------------
// The board
// ---------------------------------------------------------------------------

/** Cards shown per column; the column's count says how many more the table view lists. */
export const BOARD_CARDS = 30

export type BoardCard = {
  id: string
  name: string
  status: ApplicantStatus
  submittedAt: Date
  rating: number | null
  ratingCount: number
}

export type Board = {
  columns: { stage: ApplicantStatus; count: number; cards: BoardCard[] }[]
  withdrawn: { count: number; cards: (BoardCard & { withdrawnAt: Date })[] }
}

const cardColumns = {
  id: jobApplicants.id,
  name: jobApplicants.name,
  status: jobApplicants.status,
  submittedAt: jobApplicants.submittedAt,
  rating: jobApplicants.rating,
  ratingCount: jobApplicants.ratingCount,
}

function ofJob(jobId: string | null): SQL {
  return jobId ? eq(jobApplicants.jobId, jobId) : isNull(jobApplicants.jobId)
}

/**
 * One job's board (`jobId` null: the open applications): a column per stage in the spec's
 * order with its count (the kept figures, decision 046) and its newest BOARD_CARDS cards (each
 * read from job_applicants_board_idx, newest first), and the withdrawn candidates apart.
 */
export async function readBoard(jobId: string | null): Promise<Board> {
  const db = await getDb()
  const order = [desc(jobApplicants.submittedAt), desc(jobApplicants.id)]
  const [figures, columns, withdrawn] = await Promise.all([
    readStageCounts(jobId),
    Promise.all(
      APPLICANT_STATUSES.map((stage) =>
        db
          .select(cardColumns)
          .from(jobApplicants)
          .where(
            and(ofJob(jobId), eq(jobApplicants.status, stage), isNull(jobApplicants.withdrawnAt)),
          )
          .orderBy(...order)
          .limit(BOARD_CARDS),
      ),
    ),
    db
      .select({ ...cardColumns, withdrawnAt: jobApplicants.withdrawnAt })
      .from(jobApplicants)
      .where(and(ofJob(jobId), isNotNull(jobApplicants.withdrawnAt)))
      .orderBy(...order)
      .limit(BOARD_CARDS),
  ])
  const countOf = (stage: ApplicantStatus) =>
    figures.stages.find((row) => row.stage === stage)?.count ?? 0
  return {
    columns: APPLICANT_STATUSES.map((stage, index) => ({
      stage,
      count: countOf(stage),
      cards: columns[index],
    })),
    withdrawn: {
      count: figures.withdrawn,
      cards: withdrawn.map((card) => ({ ...card, withdrawnAt: card.withdrawnAt! })),
    },
  }
}

// ---------------------------------------------------------------------------
// The table view: stage filter and sorting
// ---------------------------------------------------------------------------

export type PipelineRow = {
  id: string
  jobId: string | null
  name: string
  email: string
  phone: string
  coverLetter: string
  cvFilename: string
  cvSize: number
  status: ApplicantStatus
  rejectionReason: string | null
  submittedAt: Date
  rating: number | null
  ratingCount: number
  withdrawnAt: Date | null
}

const rowColumns = {
  ...applicantColumns,
  rating: jobApplicants.rating,
  ratingCount: jobApplicants.ratingCount,
  withdrawnAt: jobApplicants.withdrawnAt,
}

type PipelineQuery = {
  jobId: string | null
  q: string
  stage?: ApplicantStatus
  sort: ApplicantSort
  dir: 'asc' | 'desc'
}

/**
 * One job's applicants as the table view shows them: searched, filtered to a stage, sorted by
 * applied date or by rating (the unrated last either way). The filter and order of the table
 * and of its export (decision 049).
 */
function pipelineView(query: PipelineQuery) {
  const where = and(
    ofJob(query.jobId),
    query.stage ? eq(jobApplicants.status, query.stage) : undefined,
    query.q ? matchesSearch(searchTextOf.jobApplicants, query.q) : undefined,
  )
  const order: ListOrder =
    query.sort === 'rating'
      ? [
          { column: jobApplicants.rating, direction: query.dir, nulls: 'last' },
          { column: jobApplicants.id, direction: query.dir },
        ]
      : [
          { column: jobApplicants.submittedAt, direction: query.dir },
          { column: jobApplicants.id, direction: query.dir },
        ]
  return { where, order }
}

/**
 * The table view's page: by applied date (job_applicants_job_idx, or the board index with a
 * stage) or by rating (job_applicants_rating_idx).
 */
export async function listPipeline(
  query: PipelineQuery & { page: number },
): Promise<Page<PipelineRow>> {
  const db = await getDb()
  const { where, order } = pipelineView(query)
  if (query.sort === 'rating' && query.dir === 'desc' && !query.q) {
    return listBestRatedFirst(where, query.page)
  }
  const [rows, total] = await listPage(
    db,
    jobApplicants.id,
    where,
    orderSql(order),
    query,
    (onThisPage) =>
      db
        .select(rowColumns)
        .from(jobApplicants)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(rows, total, query.page)
}

/**
 * Every applicant the table view shows for `query`, a batch at a time (decision 049). The job
 * is the screen's: ?job=<id>, `open` for the open applications, else the first job by title.
 */
export async function* exportPipeline(
  query: Omit<PipelineQuery, 'jobId'> & { job?: string },
): AsyncGenerator<PipelineRow[]> {
  const db = await getDb()
  let jobId: string | null
  if (query.job === OPEN_APPLICATIONS) jobId = null
  else if (query.job) jobId = query.job
  else jobId = (await listJobOptions())[0]?.id ?? null
  const { where, order } = pipelineView({ ...query, jobId })
  yield* listBatches(db, order, where, (inBatch) =>
    db
      .select(rowColumns)
      .from(jobApplicants)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
}

/**
 * Highest rated first, the unrated after them. Read backwards, job_applicants_rating_idx
 * gives the unrated (nulls) first, and `desc nulls last` would sort all 100,000 rows; so the
 * rated are read from the index backwards (`rating is not null`), and the unrated fill the
 * pages after them, newest id first: each an index scan of one page (decision 045).
 */
async function listBestRatedFirst(
  where: SQL | undefined,
  page: number,
): Promise<Page<PipelineRow>> {
  const db = await getDb()
  const offset = pageOffset(page)
  const idsOf = (condition: SQL | undefined, order: SQL[], skip: number, take: number) =>
    db
      .select({ id: jobApplicants.id })
      .from(jobApplicants)
      .where(condition)
      .orderBy(...order)
      .limit(take)
      .offset(skip)
  const rated = and(where, isNotNull(jobApplicants.rating))
  const [ratedIds, total] = await Promise.all([
    idsOf(rated, [desc(jobApplicants.rating), desc(jobApplicants.id)], offset, PAGE_SIZE),
    countRows(db, jobApplicants, where, { q: '', page }),
  ])
  let ids = ratedIds.map((row) => row.id)
  if (ids.length < PAGE_SIZE) {
    // Past the rated: how many there are is known from this page, unless it has none.
    const ratedCount =
      ids.length > 0
        ? offset + ids.length
        : (await db.select({ n: count() }).from(jobApplicants).where(rated))[0].n
    const unrated = await idsOf(
      and(where, isNull(jobApplicants.rating)),
      [desc(jobApplicants.id)],
      Math.max(0, offset - ratedCount),
      PAGE_SIZE - ids.length,
    )
    ids = [...ids, ...unrated.map((row) => row.id)]
  }
  if (ids.length === 0) return toPage([], total, page)
  const rows = await db.select(rowColumns).from(jobApplicants).where(inArray(jobApplicants.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return toPage(
    ids.flatMap((id) => byId.get(id) ?? []),
    total,
    page,
  )
}

/**
 * The job a pipeline screen shows (SPEC 2, as the applicants screen chooses it): the one in
 * the address (`open` for the open applications), else the first job by title. Null when
 * the address names no job that exists.
 */
export async function chooseJob(job: string | undefined): Promise<{
  jobs: { id: string; title: string; isActive: boolean }[]
  selected: { value: string; jobId: string | null; title: string | null }
} | null> {
  const db = await getDb()
  const jobs = await db
    .select({ id: jobListings.id, title: jobListings.title, isActive: jobListings.isActive })
    .from(jobListings)
    .orderBy(asc(jobListings.title), asc(jobListings.id))
    .limit(1000)
  if (job === OPEN_APPLICATIONS || (!job && jobs.length === 0)) {
    return { jobs, selected: { value: OPEN_APPLICATIONS, jobId: null, title: null } }
  }
  if (!job)
    return { jobs, selected: { value: jobs[0].id, jobId: jobs[0].id, title: jobs[0].title } }
  let found = jobs.find((option) => option.id === job)
  if (!found) {
    // Past the selector's first thousand: still shown, and added to the selector.
    ;[found] = await db
      .select({ id: jobListings.id, title: jobListings.title, isActive: jobListings.isActive })
      .from(jobListings)
      .where(eq(jobListings.id, job))
    if (!found) return null
    jobs.unshift(found)
  }
  return { jobs, selected: { value: found.id, jobId: found.id, title: found.title } }
}
