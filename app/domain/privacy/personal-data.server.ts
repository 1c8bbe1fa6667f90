import crypto from 'node:crypto'
import { and, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { strToU8, zipSync, type Zippable } from 'fflate'
import {
  applicantEvents,
  applicantScorecards,
  auditLog,
  consentRecords,
  consultancyRequests,
  contactMessages,
  conversationAttachments,
  conversationEvents,
  conversations,
  dataRequests,
  emailOutbox,
  identityDocuments,
  interviewOffers,
  interviewSlots,
  investmentRequests,
  investorFiles,
  investments,
  jobApplicants,
  jobListings,
  ndaAcceptances,
  ndaVersions,
  REQUESTER_EVENT_KINDS,
  searchTextOf,
  session,
  staffInvitation,
  user,
  userInvestmentRequests,
  verification,
  type ConversationAreaName,
} from '#db/schema'
import { roomReadsOfAccount } from '~/domain/investors/documents.server'
import { getInvestorSettings } from '~/domain/settings/settings.server'
import { format, messagesFor } from '~/i18n'
import { INTL_LOCALE, type Locale } from '~/i18n/locale'
import { formatDate } from '~/lib/format-date'
import { getDb, type Db } from '~/server/db.server'
import { nudgeOutbox, queueEmails, type OutgoingEmail } from '~/server/outbox.server'
import { matchesSearch } from '~/server/list.server'
import { logger } from '~/server/logger.server'
import { deleteQueuedFiles, queueFileDeletions } from '~/server/file-deletions.server'
import { getFile } from '~/server/storage.server'
import { forgetStaffName } from '~/domain/publishing/revisions.server'

/*
 * A person's own data (issue 16, docs/decisions/027-export-and-erasure.md): everything the
 * site holds about one e-mail address (and, for a registered user, their account), to hand
 * over as a ZIP or to erase. The visitor's confirmation link, the account's dashboard and the
 * staff screen all come here, so the three answer the same question the same way.
 */

/** Whose data: an e-mail address, and the account when the person is signed in. */
export type PersonSelector = { email: string; userId?: string | null }

/** Per kind of record, how many (never names): `{ contactMessages: 2, jobApplications: 1 }`. */
export type PersonalDataCounts = Record<string, number>

export type AuditActor = { id: string | null; email: string | null }

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Reader = Pick<Db, 'select'>

/** The law's deadline for answering a person's request (data_requests.due_at = requested + 30 days). */
export const DATA_REQUEST_DUE_MS = 30 * 24 * 60 * 60 * 1000

/** The entity name of exports and erasures in the audit log; entityId is the data request's id. */
export const PERSONAL_DATA_ENTITY = 'personal-data'

/** SHA-256 hex of the lower-cased address: how a completed erasure still proves it was answered. */
export function emailHash(email: string): string {
  return crypto.createHash('sha256').update(normalizeEmail(email)).digest('hex')
}

/** `laila@example.com` → `l•••@example.com`: what a completed erasure keeps of the address. */
export function maskEmail(email: string): string {
  const address = normalizeEmail(email)
  const at = address.lastIndexOf('@')
  if (at <= 0) return '•••'
  return `${address[0]}•••${address.slice(at)}`
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * The person as the database knows them (decision 034): the addresses whose records are
 * theirs, and the account. Records sent while signed in carry the account's id and are always
 * the account's; records linked only by an address are the person's only when they proved they
 * receive mail there: a visitor by the e-mailed link (the address asked with, and the account
 * that has it), an account by confirming its address. An unproven account gets its own
 * records only, so registering someone else's address opens none of theirs.
 */
type Person = { emails: string[]; userId: string | null }

const NONE = sql`false`

async function resolvePerson(reader: Reader, selector: PersonSelector): Promise<Person> {
  if (selector.userId) {
    const [account] = await reader
      .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, selector.userId))
      .limit(1)
    if (!account) return { emails: [], userId: null }
    return {
      emails: account.emailVerified ? [normalizeEmail(account.email)] : [],
      userId: account.id,
    }
  }
  const email = normalizeEmail(selector.email)
  const [account] = await reader
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1)
  return { emails: email ? [email] : [], userId: account?.id ?? null }
}

/**
 * Rows whose address is one of the person's (case aside). `searchText` lets PostgreSQL find
 * candidates through the table's trigram index before comparing the address exactly.
 */
function emailIs(column: AnyPgColumn, emails: string[], searchText?: SQL): SQL {
  if (emails.length === 0) return NONE
  const exact = or(...emails.map((email) => sql`lower(${column}) = ${email}`))!
  if (!searchText) return exact
  return or(
    ...emails.map((email) =>
      and(matchesSearch(searchText, email), sql`lower(${column}) = ${email}`),
    ),
  )!
}

/** The person's rows of a table: sent from their account, or linked by a proven address. */
function ownedOrAddressed(person: Person, userColumn: AnyPgColumn, byEmail: SQL): SQL {
  return person.userId ? or(byEmail, eq(userColumn, person.userId))! : byEmail
}

function matchApplicants(person: Person): SQL {
  return ownedOrAddressed(
    person,
    jobApplicants.userId,
    emailIs(jobApplicants.email, person.emails, searchTextOf.jobApplicants),
  )
}
function matchContactMessages(person: Person): SQL {
  return ownedOrAddressed(
    person,
    contactMessages.userId,
    emailIs(contactMessages.email, person.emails, searchTextOf.contactMessages),
  )
}
function matchConsultancyRequests(person: Person): SQL {
  return ownedOrAddressed(
    person,
    consultancyRequests.userId,
    emailIs(consultancyRequests.email, person.emails, searchTextOf.consultancyRequests),
  )
}
function matchCustomRequests(person: Person): SQL {
  return ownedOrAddressed(
    person,
    userInvestmentRequests.userId,
    emailIs(userInvestmentRequests.email, person.emails, searchTextOf.userInvestmentRequests),
  )
}
function matchInvestmentRequests(person: Person): SQL {
  // A specific investment request is made from an account only; it carries no address.
  return person.userId ? eq(investmentRequests.userId, person.userId) : NONE
}
/** The person's investor file (decision 043): by account, or by a proven address it copied. */
function matchInvestorFiles(person: Person): SQL {
  return ownedOrAddressed(person, investorFiles.userId, emailIs(investorFiles.email, person.emails))
}
function matchConsentRecords(person: Person): SQL {
  const byEmail = person.emails.length > 0 ? inArray(consentRecords.email, person.emails) : NONE
  return ownedOrAddressed(person, consentRecords.userId, byEmail)
}
/**
 * The person's conversations (decision 040): those of the requests the matchers above give
 * them, and any whose copied account or (proven) address is theirs. The requests' ids are
 * read first, so each conversation is found through its (area, request_id) index; the
 * requests must still exist (an erasure reads this before deleting them).
 */
async function matchConversations(reader: Reader, person: Person): Promise<SQL> {
  // One query after another: in an erasure they share the transaction's connection.
  const requests: [ConversationAreaName, { id: string }[]][] = [
    [
      'contact',
      await reader
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(matchContactMessages(person)),
    ],
    [
      'consultancy',
      await reader
        .select({ id: consultancyRequests.id })
        .from(consultancyRequests)
        .where(matchConsultancyRequests(person)),
    ],
    [
      'investment',
      await reader
        .select({ id: investmentRequests.id })
        .from(investmentRequests)
        .where(matchInvestmentRequests(person)),
    ],
    [
      'custom',
      await reader
        .select({ id: userInvestmentRequests.id })
        .from(userInvestmentRequests)
        .where(matchCustomRequests(person)),
    ],
  ]
  const ofRequests = requests
    .filter(([, rows]) => rows.length > 0)
    .map(([area, rows]) =>
      and(
        eq(conversations.area, area),
        inArray(
          conversations.requestId,
          rows.map((row) => row.id),
        ),
      ),
    )
  return or(
    ownedOrAddressed(person, conversations.userId, emailIs(conversations.email, person.emails)),
    ...ofRequests,
  )!
}
function matchDataRequests(person: Person): SQL {
  const byEmail =
    person.emails.length > 0
      ? or(
          emailIs(dataRequests.email, person.emails),
          inArray(dataRequests.emailHash, person.emails.map(emailHash)),
        )!
      : NONE
  return ownedOrAddressed(person, dataRequests.userId, byEmail)
}

// ---------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------

export type PersonalDataFile = { key: string; path: string; contentType: string }

/**
 * A stored file's place in the ZIP: `files/<recordId>-<filename>` (a CV's application, an
 * attachment's own id), no folders of the sender's.
 */
function filePath(recordId: string, filename: string, fallback: string): string {
  const name = filename.replace(/[\\/\p{Cc}]/gu, '_') || fallback
  return `files/${recordId}-${name}`
}

/**
 * The person's conversations as the requester reads them (decision 040): the submission,
 * the messages both ways and the status changes, with the files attached to those. Notes and
 * the staff-side bookkeeping (assignments, e-mails sent) are never read for it: the kinds
 * are selected, as on the requester's own page.
 */
async function collectConversations(
  reader: Reader,
  person: Person,
): Promise<{ threads: Record<string, unknown>[]; files: PersonalDataFile[] }> {
  const rows = await reader
    .select({
      id: conversations.id,
      area: conversations.area,
      requestId: conversations.requestId,
      topic: conversations.topic,
      name: conversations.name,
      email: conversations.email,
      locale: conversations.locale,
      state: conversations.state,
      createdAt: conversations.createdAt,
      lastEventAt: conversations.lastEventAt,
    })
    .from(conversations)
    .where(await matchConversations(reader, person))
    .orderBy(conversations.createdAt, conversations.id)
  if (rows.length === 0) return { threads: [], files: [] }
  const ids = rows.map((row) => row.id)
  const shown = and(
    inArray(conversationEvents.conversationId, ids),
    inArray(conversationEvents.kind, [...REQUESTER_EVENT_KINDS]),
  )
  const events = await reader
    .select({
      id: conversationEvents.id,
      conversationId: conversationEvents.conversationId,
      kind: conversationEvents.kind,
      authorName: conversationEvents.authorName,
      body: conversationEvents.body,
      facts: conversationEvents.facts,
      createdAt: conversationEvents.createdAt,
    })
    .from(conversationEvents)
    .where(shown)
    .orderBy(conversationEvents.id)
  const attachments = await reader
    .select({
      id: conversationAttachments.id,
      eventId: conversationAttachments.eventId,
      key: conversationAttachments.fileKey,
      filename: conversationAttachments.filename,
      mime: conversationAttachments.mime,
      size: conversationAttachments.size,
    })
    .from(conversationAttachments)
    .innerJoin(conversationEvents, eq(conversationEvents.id, conversationAttachments.eventId))
    .where(shown)
    .orderBy(conversationAttachments.createdAt, conversationAttachments.id)

  const files: PersonalDataFile[] = attachments.map((attachment) => ({
    key: attachment.key,
    path: filePath(attachment.id, attachment.filename, 'attachment'),
    contentType: attachment.mime,
  }))
  const threads = rows.map((row) => ({
    ...row,
    timeline: events
      .filter((event) => event.conversationId === row.id)
      .map(({ id, conversationId: _conversation, ...event }) => ({
        ...event,
        // The storage key is ours, not the person's; the file itself is in the ZIP.
        attachments: attachments.flatMap(({ eventId, filename, mime, size }, index) =>
          eventId === id ? [{ filename, mime, size, file: files[index].path }] : [],
        ),
      })),
  }))
  return { threads, files }
}

/**
 * The person's investor records (decision 043): their investor file with its identity
 * documents (the files go in the ZIP), the NDAs they accepted and their data-room reads.
 */
async function collectInvestorRecords(reader: Reader, person: Person) {
  const files = await reader
    .select({
      id: investorFiles.id,
      name: investorFiles.name,
      email: investorFiles.email,
      classification: investorFiles.classification,
      nationality: investorFiles.nationality,
      residence: investorFiles.residence,
      state: investorFiles.state,
      rejectionReason: investorFiles.rejectionReason,
      submittedAt: investorFiles.submittedAt,
      reviewedAt: investorFiles.reviewedAt,
      keepUntil: investorFiles.keepUntil,
      createdAt: investorFiles.createdAt,
    })
    .from(investorFiles)
    .where(matchInvestorFiles(person))
    .orderBy(investorFiles.createdAt, investorFiles.id)
  const documentRows =
    files.length === 0
      ? []
      : await reader
          .select({
            id: identityDocuments.id,
            fileId: identityDocuments.fileId,
            kind: identityDocuments.kind,
            key: identityDocuments.fileKey,
            filename: identityDocuments.filename,
            mime: identityDocuments.mime,
            size: identityDocuments.size,
            expiresOn: identityDocuments.expiresOn,
            uploadedAt: identityDocuments.uploadedAt,
          })
          .from(identityDocuments)
          .where(
            inArray(
              identityDocuments.fileId,
              files.map((file) => file.id),
            ),
          )
          .orderBy(identityDocuments.uploadedAt, identityDocuments.id)
  const documents: PersonalDataFile[] = documentRows.map((row) => ({
    key: row.key,
    path: filePath(row.id, row.filename, 'identity-document'),
    contentType: row.mime,
  }))
  const [acceptances, accessLog] = person.userId
    ? await Promise.all([
        reader
          .select({
            investmentId: ndaAcceptances.investmentId,
            investmentTitle: investments.title,
            ndaVersion: ndaVersions.version,
            typedName: ndaAcceptances.typedName,
            ip: ndaAcceptances.ip,
            acceptedAt: ndaAcceptances.acceptedAt,
          })
          .from(ndaAcceptances)
          .innerJoin(ndaVersions, eq(ndaVersions.id, ndaAcceptances.ndaVersionId))
          .leftJoin(investments, eq(investments.id, ndaAcceptances.investmentId))
          .where(eq(ndaAcceptances.userId, person.userId))
          .orderBy(ndaAcceptances.acceptedAt, ndaAcceptances.id),
        roomReadsOfAccount(person.userId, { oldestFirst: true, reader }).then((rows) =>
          rows.map((row) => ({
            investmentId: row.investmentId,
            investmentTitle: row.investmentTitle,
            document: row.documentTitle,
            version: row.version,
            action: row.action,
            readerName: row.readerName,
            readerEmail: row.readerEmail,
            ip: row.ip,
            at: row.at,
          })),
        ),
      ])
    : [[], []]
  return {
    files: files.map((file) => ({
      ...file,
      // The storage key is ours, not the person's; the file itself is in the ZIP.
      identityDocuments: documentRows.flatMap(({ fileId, key: _key, id: _id, ...row }, index) =>
        fileId === file.id ? [{ ...row, file: documents[index].path }] : [],
      ),
    })),
    documents,
    ndaAcceptances: acceptances,
    accessLog,
  }
}

/**
 * Everything the site holds about the person, as the JSON of their export, with the stored
 * files to put beside it and the count of each kind of record.
 */
export async function collectPersonalData(selector: PersonSelector): Promise<{
  data: Record<string, unknown>
  files: PersonalDataFile[]
  counts: PersonalDataCounts
}> {
  const db = await getDb()
  const person = await resolvePerson(db, selector)
  const custom = userInvestmentRequests
  const [
    profiles,
    specific,
    customRows,
    applications,
    consultations,
    messages,
    consents,
    requests,
  ] = await Promise.all([
    person.userId
      ? db
          .select({
            id: user.id,
            name: user.name,
            email: user.email,
            company: user.company,
            phone: user.phone,
            role: user.role,
            emailVerified: user.emailVerified,
            twoFactorEnabled: user.twoFactorEnabled,
            marketingEmails: user.marketingEmails,
            locale: user.locale,
            createdAt: user.createdAt,
            updatedAt: user.updatedAt,
          })
          .from(user)
          .where(eq(user.id, person.userId))
      : Promise.resolve([]),
    db
      .select({
        id: investmentRequests.id,
        investmentId: investmentRequests.investmentId,
        investmentTitle: investments.title,
        message: investmentRequests.message,
        status: investmentRequests.status,
        rejectionReason: investmentRequests.rejectionReason,
        riskAcknowledgedAt: investmentRequests.riskAcknowledgedAt,
        riskWarningShown: investmentRequests.riskWarningShown,
        locale: investmentRequests.locale,
        createdAt: investmentRequests.createdAt,
        updatedAt: investmentRequests.updatedAt,
      })
      .from(investmentRequests)
      .leftJoin(investments, eq(investments.id, investmentRequests.investmentId))
      .where(matchInvestmentRequests(person))
      .orderBy(investmentRequests.createdAt, investmentRequests.id),
    db
      .select({
        id: custom.id,
        name: custom.name,
        email: custom.email,
        phone: custom.phone,
        investmentType: custom.investmentType,
        budget: custom.budget,
        timeframe: custom.timeframe,
        description: custom.description,
        status: custom.status,
        rejectionReason: custom.rejectionReason,
        locale: custom.locale,
        createdAt: custom.createdAt,
        updatedAt: custom.updatedAt,
      })
      .from(custom)
      .where(matchCustomRequests(person))
      .orderBy(custom.createdAt, custom.id),
    db
      .select({
        id: jobApplicants.id,
        jobId: jobApplicants.jobId,
        jobTitle: jobListings.title,
        name: jobApplicants.name,
        email: jobApplicants.email,
        phone: jobApplicants.phone,
        coverLetter: jobApplicants.coverLetter,
        cvKey: jobApplicants.cvKey,
        cvFilename: jobApplicants.cvFilename,
        cvMime: jobApplicants.cvMime,
        cvSize: jobApplicants.cvSize,
        status: jobApplicants.status,
        rejectionReason: jobApplicants.rejectionReason,
        talentPool: jobApplicants.talentPool,
        locale: jobApplicants.locale,
        source: jobApplicants.source,
        withdrawnAt: jobApplicants.withdrawnAt,
        submittedAt: jobApplicants.submittedAt,
        updatedAt: jobApplicants.updatedAt,
      })
      .from(jobApplicants)
      .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
      .where(matchApplicants(person))
      .orderBy(jobApplicants.submittedAt, jobApplicants.id),
    db
      .select({
        id: consultancyRequests.id,
        consultantId: consultancyRequests.consultantId,
        name: consultancyRequests.name,
        email: consultancyRequests.email,
        phone: consultancyRequests.phone,
        company: consultancyRequests.company,
        message: consultancyRequests.message,
        status: consultancyRequests.status,
        notes: consultancyRequests.notes,
        locale: consultancyRequests.locale,
        submittedAt: consultancyRequests.submittedAt,
        updatedAt: consultancyRequests.updatedAt,
      })
      .from(consultancyRequests)
      .where(matchConsultancyRequests(person))
      .orderBy(consultancyRequests.submittedAt, consultancyRequests.id),
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        phone: contactMessages.phone,
        subject: contactMessages.subject,
        message: contactMessages.message,
        locale: contactMessages.locale,
        submittedAt: contactMessages.submittedAt,
      })
      .from(contactMessages)
      .where(matchContactMessages(person))
      .orderBy(contactMessages.submittedAt, contactMessages.id),
    db
      .select({
        id: consentRecords.id,
        email: consentRecords.email,
        form: consentRecords.form,
        recordId: consentRecords.recordId,
        policyVersion: consentRecords.policyVersion,
        purposes: consentRecords.purposes,
        agreedAt: consentRecords.agreedAt,
      })
      .from(consentRecords)
      .where(matchConsentRecords(person))
      .orderBy(consentRecords.agreedAt, consentRecords.id),
    db
      .select({
        id: dataRequests.id,
        email: dataRequests.email,
        kind: dataRequests.kind,
        state: dataRequests.state,
        source: dataRequests.source,
        requestedAt: dataRequests.requestedAt,
        dueAt: dataRequests.dueAt,
        confirmedAt: dataRequests.confirmedAt,
        completedAt: dataRequests.completedAt,
        summary: dataRequests.summary,
      })
      .from(dataRequests)
      .where(matchDataRequests(person))
      .orderBy(dataRequests.requestedAt, dataRequests.id),
  ])
  const conversationData = await collectConversations(db, person)
  const investor = await collectInvestorRecords(db, person)
  const hiring = await collectHiringRecords(
    db,
    applications.map((application) => application.id),
  )

  const cvFiles: PersonalDataFile[] = applications.map((application) => ({
    key: application.cvKey,
    path: filePath(application.id, application.cvFilename, 'cv'),
    contentType: application.cvMime,
  }))
  const data = {
    exportedAt: new Date().toISOString(),
    email: normalizeEmail(selector.email),
    profile: profiles[0] ?? null,
    investmentRequests: specific,
    customRequests: customRows,
    // The storage key is ours, not the person's; the file itself is in the ZIP.
    // Decision 045: each application's history, scorecards (staff opinions about the person
    // are their data) and interviews go with it.
    jobApplications: applications.map(({ cvKey: _key, ...application }, index) => ({
      ...application,
      cvFile: cvFiles[index].path,
      history: hiring.events.filter((event) => event.applicantId === application.id),
      scorecards: hiring.scorecards.filter((card) => card.applicantId === application.id),
      interviews: hiring.interviews.filter((interview) => interview.applicantId === application.id),
    })),
    consultancyRequests: consultations,
    contactMessages: messages,
    conversations: conversationData.threads,
    consentRecords: consents,
    dataRequests: requests,
    investorFiles: investor.files,
    ndaAcceptances: investor.ndaAcceptances,
    dataRoomAccessLog: investor.accessLog,
  }
  const counts: PersonalDataCounts = {
    profile: profiles.length,
    investmentRequests: specific.length,
    customRequests: customRows.length,
    jobApplications: applications.length,
    cvFiles: cvFiles.length,
    consultancyRequests: consultations.length,
    contactMessages: messages.length,
    conversations: conversationData.threads.length,
    conversationFiles: conversationData.files.length,
    consentRecords: consents.length,
    dataRequests: requests.length,
    investorFiles: investor.files.length,
    identityDocuments: investor.documents.length,
    ndaAcceptances: investor.ndaAcceptances.length,
    dataRoomAccessLog: investor.accessLog.length,
  }
  return {
    data,
    files: [...cvFiles, ...conversationData.files, ...investor.documents],
    counts,
  }
}

/**
 * What hiring holds about the person's applications (decision 045): their history, the
 * recruiters' scorecards, and the interviews booked by them or offered to them (when, where,
 * with whom). The recruiter's own address stays out: it is not the person's data.
 */
async function collectHiringRecords(db: Reader, applicationIds: string[]) {
  if (applicationIds.length === 0) return { events: [], scorecards: [], interviews: [] }
  const [events, scorecards, booked, offered] = await Promise.all([
    db
      .select({
        applicantId: applicantEvents.applicantId,
        kind: applicantEvents.kind,
        actorName: applicantEvents.actorName,
        fromStage: applicantEvents.fromStage,
        toStage: applicantEvents.toStage,
        body: applicantEvents.body,
        facts: applicantEvents.facts,
        createdAt: applicantEvents.createdAt,
      })
      .from(applicantEvents)
      .where(inArray(applicantEvents.applicantId, applicationIds))
      .orderBy(applicantEvents.applicantId, applicantEvents.id),
    db
      .select({
        applicantId: applicantScorecards.applicantId,
        stage: applicantScorecards.stage,
        reviewerName: applicantScorecards.reviewerName,
        ratings: applicantScorecards.ratings,
        recommendation: applicantScorecards.recommendation,
        comment: applicantScorecards.comment,
        createdAt: applicantScorecards.createdAt,
        updatedAt: applicantScorecards.updatedAt,
      })
      .from(applicantScorecards)
      .where(inArray(applicantScorecards.applicantId, applicationIds))
      .orderBy(applicantScorecards.applicantId, applicantScorecards.createdAt),
    db
      .select({
        applicantId: interviewSlots.bookedApplicantId,
        startsAt: interviewSlots.startsAt,
        endsAt: interviewSlots.endsAt,
        location: interviewSlots.location,
        recruiterName: interviewSlots.recruiterName,
        bookedAt: interviewSlots.bookedAt,
        cancelledAt: interviewSlots.cancelledAt,
      })
      .from(interviewSlots)
      .where(inArray(interviewSlots.bookedApplicantId, applicationIds))
      .orderBy(interviewSlots.startsAt),
    db
      .select({
        applicantId: interviewOffers.applicantId,
        startsAt: interviewSlots.startsAt,
        endsAt: interviewSlots.endsAt,
        location: interviewSlots.location,
        recruiterName: interviewSlots.recruiterName,
        offeredAt: interviewOffers.offeredAt,
        cancelledAt: interviewSlots.cancelledAt,
        bookedBy: interviewSlots.bookedApplicantId,
      })
      .from(interviewOffers)
      .innerJoin(interviewSlots, eq(interviewSlots.id, interviewOffers.slotId))
      .where(inArray(interviewOffers.applicantId, applicationIds))
      .orderBy(interviewSlots.startsAt),
  ])
  const interviews = [
    ...booked.map((slot) => ({ ...slot, state: 'booked' as const })),
    // An offered time someone else booked is not theirs to see; one they booked is above.
    ...offered
      .filter((slot) => slot.bookedBy === null)
      .map(({ bookedBy: _bookedBy, ...slot }) => ({ ...slot, state: 'offered' as const })),
  ]
  return { events, scorecards, interviews }
}

/**
 * The person's export as one ZIP: `data.json` (pretty JSON) and `files/…` (their CVs and
 * their conversations' files, read through the storage layer). With `audit`, the export is
 * recorded in the audit log (counts only); callers that record it themselves leave it out.
 */
export async function buildPersonalDataZip(
  person: PersonSelector,
  audit?: { actor: AuditActor; dataRequestId: string },
): Promise<{ zip: Uint8Array; counts: PersonalDataCounts }> {
  const { data, files, counts } = await collectPersonalData(person)
  const entries: Zippable = { 'data.json': strToU8(`${JSON.stringify(data, null, 2)}\n`) }
  let missing = 0
  for (const file of files) {
    const stored = await getFile(file.key)
    if (!stored) {
      missing += 1
      continue
    }
    // Documents are compressed already; storing them saves the time of trying.
    entries[file.path] = [new Uint8Array(stored.body), { level: 0 }]
  }
  if (missing > 0) logger.warn({ missing }, 'personal data export: stored files not found')
  const zip = zipSync(entries, { level: 6 })
  if (audit) await recordPersonalDataExport(audit, counts)
  return { zip, counts }
}

/** The audit entry of an export: who, which data request, and counts (never the data). */
export async function recordPersonalDataExport(
  audit: { actor: AuditActor; dataRequestId: string },
  counts: PersonalDataCounts,
  writer?: Pick<Db, 'insert'>,
): Promise<void> {
  await insertAudit(writer ?? (await getDb()), audit.actor, 'export', audit.dataRequestId, counts)
}

async function insertAudit(
  writer: Pick<Db, 'insert'>,
  actor: AuditActor,
  action: 'export' | 'erase',
  dataRequestId: string,
  counts: PersonalDataCounts,
): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    entity: PERSONAL_DATA_ENTITY,
    entityId: dataRequestId,
    before: null,
    after: counts,
  })
}

// ---------------------------------------------------------------------------
// Erasure
// ---------------------------------------------------------------------------

/** Thrown when the erasure would remove the last enabled Administrator; nothing is changed. */
export class LastAdministratorError extends Error {
  constructor() {
    super('the last Administrator cannot be erased')
    this.name = 'LastAdministratorError'
  }
}

/**
 * True when erasing this person would leave the site without an enabled Administrator
 * (the account is the only one): screens ask before offering the erasure.
 */
export async function isLastAdministrator(selector: PersonSelector): Promise<boolean> {
  const db = await getDb()
  const person = await resolvePerson(db, selector)
  return person.userId ? isOnlyAdministrator(db, person.userId) : false
}

async function isOnlyAdministrator(reader: Reader, userId: string): Promise<boolean> {
  const [row] = await reader
    .select({
      role: user.role,
      others: sql<number>`(select count(*)::int from ${user} as other
        where other.role = 'admin' and other.id <> ${userId}
        and coalesce(other.banned, false) = false)`,
    })
    .from(user)
    .where(eq(user.id, userId))
  return row?.role === 'admin' && Number(row.others) === 0
}

const ERASED_NAME = 'Erased'

/**
 * Erases the person (issue 16, "What the company keeps", decision 027). In one transaction:
 * the account (its sessions, two-factor and password go with it), reset links, staff
 * invitations, consent records, contact messages, consultancy requests, job applications,
 * pending and rejected requests, the conversations of all their requests (accepted ones too),
 * and e-mails queued to or about the address are deleted; accepted requests (business
 * records, kept 5 years) lose everything that names the person; audit entries about the
 * erased records keep who did what and when but lose their content, and the person's own
 * address as an actor; the person's data requests keep only a masked address and its hash;
 * one audit entry records the erasure in counts. The CV and attachment files are queued for
 * deletion in the same transaction and deleted from the disk or bucket after the commit; one
 * the storage refuses then is deleted by the job runner later (decision 032).
 * Decision 043: a submitted investor file (with its documents, name and address) and the
 * accepted investment requests are kept until investorRecordsYears after the erasure
 * (keep_until; the retention job deletes them then), and the person is e-mailed what is kept,
 * why and until when.
 */
export async function erasePersonalData(
  selector: PersonSelector,
  audit: { actor: AuditActor; dataRequestId: string },
  /** A restore that erases again does not tell the person twice what was kept. */
  { isToldWhatIsKept = true }: { isToldWhatIsKept?: boolean } = {},
): Promise<PersonalDataCounts> {
  const db = await getDb()
  // Read before the transaction: the embedded database has one connection, which it holds.
  const keepUntil = await investorRecordsKeptUntil()
  const { counts, fileKeys } = await db.transaction(async (tx) => {
    const person = await resolvePerson(tx, selector)
    if (person.userId) {
      // Taken first, so two erasures of two Administrators cannot both pass the check.
      await tx.execute(sql`select id from ${user} where role = 'admin' for update`)
      if (await isOnlyAdministrator(tx, person.userId)) throw new LastAdministratorError()
    }
    const told = await whomToTell(tx, selector, person)
    const result = await eraseInTransaction(tx, person, audit, keepUntil)
    if (isToldWhatIsKept && keptCount(result.counts) > 0 && told) {
      await queueEmails(tx, [keptRecordsEmail(told, keepUntil)])
    }
    return result
  })
  await deleteQueuedFiles({ keys: fileKeys })
  if (isToldWhatIsKept && keptCount(counts) > 0) nudgeOutbox()
  return counts
}

/** When an erasure now would let the kept investor records go (decision 043). */
async function investorRecordsKeptUntil(now: Date = new Date()): Promise<Date> {
  const { investorRecordsYears } = await getInvestorSettings()
  const until = new Date(now)
  until.setUTCFullYear(until.getUTCFullYear() + investorRecordsYears)
  return until
}

/** How many records an erasure's counts say were kept for the anti-money-laundering law. */
function keptCount(counts: PersonalDataCounts): number {
  return (counts.investorFilesKept ?? 0) + (counts.investmentRequestsAnonymised ?? 0)
}

/**
 * What the person is told an erasure kept, why and until when (decision 043), in their
 * language; null when nothing was kept. The date is the erasure's (within the same day).
 */
export async function keptRecordsNotice(
  counts: PersonalDataCounts,
  locale: Locale,
): Promise<string | null> {
  if (keptCount(counts) === 0) return null
  const until = await investorRecordsKeptUntil()
  return format(messagesFor(locale).investorFile.kept.body, {
    date: formatDate(until, INTL_LOCALE[locale]),
  })
}

type Told = { email: string; name: string; locale: Locale }

/** Whom the erasure's notice goes to: the account (read before it is deleted) or the address. */
async function whomToTell(tx: Tx, selector: PersonSelector, person: Person): Promise<Told | null> {
  if (person.userId) {
    const [account] = await tx
      .select({ email: user.email, name: user.name, locale: user.locale })
      .from(user)
      .where(eq(user.id, person.userId))
    if (account) return account
  }
  const email = normalizeEmail(selector.email)
  return email ? { email, name: '', locale: 'en' } : null
}

function keptRecordsEmail(told: Told, keepUntil: Date): OutgoingEmail {
  const messages = messagesFor(told.locale)
  const m = messages.investorFile.kept
  return {
    to: told.email,
    subject: m.title,
    text: [
      format(messages.emails.greeting, { name: told.name || told.email }),
      '',
      format(m.body, { date: formatDate(keepUntil, INTL_LOCALE[told.locale]) }),
    ].join('\n'),
  }
}

async function eraseInTransaction(
  tx: Tx,
  person: Person,
  audit: { actor: AuditActor; dataRequestId: string },
  keepUntil: Date,
): Promise<{ counts: PersonalDataCounts; fileKeys: string[] }> {
  const custom = userInvestmentRequests
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id)

  // Conversations first, while their requests still say whose they are: an accepted request
  // kept below no longer would, and its conversation copied the name, the address and every
  // message. Their events (staff replies and notes too), links and attachments go with them;
  // the attachments' files are queued by the attachments' trigger (migration 0018).
  const isTheirConversation = await matchConversations(tx, person)
  const attachments = await tx
    .select({ key: conversationAttachments.fileKey })
    .from(conversationAttachments)
    .innerJoin(conversations, eq(conversations.id, conversationAttachments.conversationId))
    .where(isTheirConversation)
  const threads = await tx
    .delete(conversations)
    .where(isTheirConversation)
    .returning({ id: conversations.id })

  const applications = await tx
    .delete(jobApplicants)
    .where(matchApplicants(person))
    .returning({ id: jobApplicants.id, cvKey: jobApplicants.cvKey })
  const messages = await tx
    .delete(contactMessages)
    .where(matchContactMessages(person))
    .returning({ id: contactMessages.id })
  const consultations = await tx
    .delete(consultancyRequests)
    .where(matchConsultancyRequests(person))
    .returning({ id: consultancyRequests.id })
  const consents = await tx
    .delete(consentRecords)
    .where(matchConsentRecords(person))
    .returning({ id: consentRecords.id })

  // Decision 043: a submitted investor file is a due-diligence record the anti-money-laundering
  // law keeps: it stays (with its own copy of the name and address, and its documents) until
  // keep_until, without the account; a draft never sent is erased (its documents' files are
  // queued by their trigger, migration 0022).
  const investorKept = await tx
    .update(investorFiles)
    .set({
      userId: null,
      keepUntil: sql`coalesce(${investorFiles.keepUntil}, ${keepUntil})`,
      updatedAt: new Date(),
    })
    .where(and(matchInvestorFiles(person), isNotNull(investorFiles.submittedAt)))
    .returning({ id: investorFiles.id })
  const documentsKept =
    investorKept.length === 0
      ? 0
      : (
          await tx
            .select({ n: count() })
            .from(identityDocuments)
            .where(inArray(identityDocuments.fileId, ids(investorKept)))
        )[0].n
  const investorDrafts = await tx
    .delete(investorFiles)
    .where(and(matchInvestorFiles(person), isNull(investorFiles.submittedAt)))
    .returning({ id: investorFiles.id })

  // Requests: accepted ones are the company's business records, kept without the person.
  const specificDeleted = await tx
    .delete(investmentRequests)
    .where(and(matchInvestmentRequests(person), sql`${investmentRequests.status} <> 'Accepted'`))
    .returning({ id: investmentRequests.id })
  const specificKept = await tx
    .update(investmentRequests)
    .set({
      userId: null,
      message: '',
      rejectionReason: null,
      keepUntil: sql`coalesce(${investmentRequests.keepUntil}, ${keepUntil})`,
      updatedAt: new Date(),
    })
    .where(and(matchInvestmentRequests(person), eq(investmentRequests.status, 'Accepted')))
    .returning({ id: investmentRequests.id })
  const customDeleted = await tx
    .delete(custom)
    .where(and(matchCustomRequests(person), sql`${custom.status} <> 'Accepted'`))
    .returning({ id: custom.id })
  const customKept = await tx
    .update(custom)
    .set({
      userId: null,
      name: ERASED_NAME,
      email: '',
      phone: null,
      description: '',
      rejectionReason: null,
      updatedAt: new Date(),
    })
    .where(and(matchCustomRequests(person), eq(custom.status, 'Accepted')))
    .returning({ id: custom.id })

  const emails = await tx
    .delete(emailOutbox)
    .where(
      or(
        emailIs(emailOutbox.recipient, person.emails, searchTextOf.emailOutbox),
        emailIs(emailOutbox.replyTo, person.emails),
        // A notice to the company inbox about them (its body is emptied once sent).
        ...person.emails.map(
          (email) =>
            sql`position(${email} in lower(${emailOutbox.text} || ' ' || coalesce(${emailOutbox.html}, ''))) > 0`,
        ),
      ),
    )
    .returning({ id: emailOutbox.id })
  const invitations = await tx
    .delete(staffInvitation)
    .where(emailIs(staffInvitation.email, person.emails))
    .returning({ id: staffInvitation.id })

  // The person's data requests stay as proof they were answered, without the address.
  const requests = await tx
    .select({ id: dataRequests.id, email: dataRequests.email })
    .from(dataRequests)
    .where(matchDataRequests(person))
  for (const request of requests) {
    if (request.email.includes('•')) continue
    await tx
      .update(dataRequests)
      .set({
        email: maskEmail(request.email),
        emailHash: emailHash(request.email),
        userId: null,
      })
      .where(eq(dataRequests.id, request.id))
  }

  let accounts = 0
  let sessions = 0
  if (person.userId) {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(session)
      .where(eq(session.userId, person.userId))
    sessions = n
    // What the account wrote in conversations that stay (a staff member's replies and notes,
    // the company's correspondence) keeps its text, not the name; nor does an assignment to it.
    await tx
      .update(conversationEvents)
      .set({
        authorName: sql`case when ${conversationEvents.authorId} = ${person.userId}
          then ${ERASED_NAME} else ${conversationEvents.authorName} end`,
        facts: sql`case when ${conversationEvents.kind} = 'assignment'
            and ${conversationEvents.facts}->>'to' = ${person.userId}
          then ${conversationEvents.facts} || jsonb_build_object('toName', ${ERASED_NAME}::text)
          else ${conversationEvents.facts} end`,
      })
      .where(
        or(
          eq(conversationEvents.authorId, person.userId),
          and(
            eq(conversationEvents.kind, 'assignment'),
            sql`${conversationEvents.facts}->>'to' = ${person.userId}`,
          ),
        ),
      )
    // Drafts and revisions keep what was edited and published, not by whom (decision 048).
    await forgetStaffName(tx, person.userId, ERASED_NAME)
    // Password-reset links and other tokens name the account in `value`.
    await tx.delete(verification).where(eq(verification.value, person.userId))
    // session, account (the password) and two_factor rows go with it (on delete cascade).
    const deleted = await tx
      .delete(user)
      .where(eq(user.id, person.userId))
      .returning({ id: user.id })
    accounts = deleted.length
  }

  // Audit entries about the erased records keep who, what and when, not the content.
  const about: [string[], string[]][] = [
    [['job_applicant', 'job_applicants'], ids(applications)],
    [['contact_message', 'contact_messages'], ids(messages)],
    [['consultancy_request', 'consultancy_requests'], ids(consultations)],
    [
      ['investment_request', 'investment_requests'],
      [...ids(specificDeleted), ...ids(specificKept)],
    ],
    [
      ['custom_investment_request', 'user_investment_requests'],
      [...ids(customDeleted), ...ids(customKept)],
    ],
    [['conversation', 'conversation_reply', 'conversation_note'], ids(threads)],
    [['email_outbox'], ids(emails)],
    [['staff_invitation'], ids(invitations)],
    [['user', 'staff', 'session'], person.userId ? [person.userId] : []],
  ]
  const aboutThem = about
    .filter(([, recordIds]) => recordIds.length > 0)
    .map(([entities, recordIds]) =>
      and(inArray(auditLog.entity, entities), inArray(auditLog.entityId, recordIds)),
    )
  // Any other entry whose content names the address (an invitation's e-mail, say).
  const mentionsThem = person.emails.map(
    (email) =>
      sql`position(${email} in lower(coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, ''))) > 0`,
  )
  const scrubbed = await tx
    .update(auditLog)
    .set({ before: null, after: null })
    // NONE first: with nothing to match, or() of nothing would be no condition at all.
    .where(or(NONE, ...aboutThem, ...mentionsThem))
    .returning({ id: auditLog.id })
  await tx
    .update(auditLog)
    .set({ actorEmail: null })
    .where(
      or(
        emailIs(auditLog.actorEmail, person.emails),
        person.userId ? eq(auditLog.actorId, person.userId) : NONE,
      ),
    )

  const counts: PersonalDataCounts = {
    account: accounts,
    sessions,
    investmentRequests: specificDeleted.length,
    investmentRequestsAnonymised: specificKept.length,
    customRequests: customDeleted.length,
    customRequestsAnonymised: customKept.length,
    investorFiles: investorDrafts.length,
    investorFilesKept: investorKept.length,
    identityDocumentsKept: documentsKept,
    jobApplications: applications.length,
    cvFiles: applications.length,
    consultancyRequests: consultations.length,
    contactMessages: messages.length,
    conversations: threads.length,
    conversationFiles: attachments.length,
    consentRecords: consents.length,
    emails: emails.length,
    staffInvitations: invitations.length,
    auditEntriesScrubbed: scrubbed.length,
  }

  const isOwnErasure = audit.actor.id !== null && audit.actor.id === person.userId
  await tx
    .update(dataRequests)
    .set({
      state: 'completed',
      completedAt: new Date(),
      completedBy: isOwnErasure ? null : audit.actor.id,
      summary: counts,
      userId: null,
    })
    .where(eq(dataRequests.id, audit.dataRequestId))
  // The person erased themselves: the entry keeps their account id, not their address.
  await insertAudit(
    tx,
    isOwnErasure ? { id: audit.actor.id, email: null } : audit.actor,
    'erase',
    audit.dataRequestId,
    counts,
  )
  const cvKeys = applications.map((application) => application.cvKey)
  await queueFileDeletions(tx, cvKeys)
  return { counts, fileKeys: [...cvKeys, ...attachments.map((attachment) => attachment.key)] }
}
