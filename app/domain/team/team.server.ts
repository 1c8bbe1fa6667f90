import { and, asc, eq, max, ne, type SQL } from 'drizzle-orm'
import { contentDrafts, teamMembers, searchTextOf, type DraftState } from '#db/schema'
import { readDraftDocument, saveDraftIn, type Staff } from '~/domain/publishing/publishing.server'
import { forgetItem, keepRevision } from '~/domain/publishing/revisions.server'
import { saveScheduleIn } from '~/domain/publishing/schedules.server'
import { scheduleOf } from '~/domain/publishing/schema'
import {
  isOutdatedSql,
  translationFilterSql,
  type TranslationFlags,
} from '~/domain/publishing/translation-marks.server'
import type { Locale } from '~/i18n/locale'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { localize, type Localized } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import { getDb, type Db } from '~/server/db.server'
import {
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import type { SessionUser } from '~/server/session.server'
import { removeStoredImage, urlAfterUpload, type Upload } from '~/server/uploads.server'
import {
  MEMBER_TEXTS,
  type MemberText,
  type TeamGroup,
  type TeamListQuery,
  type TeamMemberInput,
} from './schema'

/** A member as the admin edits them: each text with its Arabic twin (decision 018). */
export type TeamMember = {
  id: string
  name: string
  nameAr: string
  position: string
  positionAr: string
  bio: string
  bioAr: string
  email: string | null
  linkedinUrl: string | null
  twitterUrl: string | null
  imageUrl: string | null
  group: TeamGroup
  sortOrder: number
  isActive: boolean
}

/** A member as a page in one language shows them: the texts in that language, no twins. */
export type PublicTeamMember = Localized<
  Omit<TeamMember, 'email' | 'group' | 'sortOrder' | 'isActive'>,
  MemberText
>

/** What staff draft and publish of a member (decision 047): every field of the edit dialog. */
export type TeamMemberDocument = Omit<TeamMember, 'id'>

/** A member's draft (decision 047): the admin list marks its state, the dialog edits it. */
export type TeamMemberDraft = {
  state: DraftState
  lastEditorName: string
  updatedAt: Date
  document: TeamMemberDocument
}

/**
 * A member as the admin screen lists and edits them: the live row, its translation marks
 * (decision 052) and its draft, if any.
 */
export type TeamMemberRow = TeamMember & TranslationFlags & { draft: TeamMemberDraft | null }

type Actor = Pick<SessionUser, 'id' | 'email'>

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const memberColumns = {
  id: teamMembers.id,
  name: teamMembers.name,
  nameAr: teamMembers.nameAr,
  position: teamMembers.position,
  positionAr: teamMembers.positionAr,
  bio: teamMembers.bio,
  bioAr: teamMembers.bioAr,
  email: teamMembers.email,
  linkedinUrl: teamMembers.linkedinUrl,
  twitterUrl: teamMembers.twitterUrl,
  imageUrl: teamMembers.imageUrl,
  group: teamMembers.group,
  sortOrder: teamMembers.sortOrder,
  isActive: teamMembers.isActive,
}

const draftOfRow = and(
  eq(contentDrafts.contentType, 'team-member'),
  eq(contentDrafts.itemId, teamMembers.id),
)

/** The admin screen's columns: the member's, and its draft's through a left join. */
const rowColumns = {
  ...memberColumns,
  isArabicMissing: teamMembers.arabicMissing,
  isTranslationOutdated: isOutdatedSql('team-member', teamMembers.id),
  draftState: contentDrafts.state,
  draftEditorName: contentDrafts.lastEditorName,
  draftUpdatedAt: contentDrafts.updatedAt,
  draftDocument: contentDrafts.document,
}

function toRow({
  draftState,
  draftEditorName,
  draftUpdatedAt,
  draftDocument,
  ...member
}: TeamMember &
  TranslationFlags & {
    draftState: DraftState | null
    draftEditorName: string | null
    draftUpdatedAt: Date | null
    draftDocument: unknown
  }): TeamMemberRow {
  const draft =
    draftState && draftUpdatedAt
      ? {
          state: draftState,
          lastEditorName: draftEditorName ?? '',
          updatedAt: draftUpdatedAt,
          document: draftDocument as TeamMemberDocument,
        }
      : null
  return { ...member, draft }
}

/** A member as a page in `locale` shows them: no private fields, the texts in its language. */
function toPublic(
  {
    id,
    name,
    nameAr,
    position,
    positionAr,
    bio,
    bioAr,
    linkedinUrl,
    twitterUrl,
    imageUrl,
  }: TeamMember,
  locale: Locale,
): PublicTeamMember {
  return localize(
    { id, name, nameAr, position, positionAr, bio, bioAr, linkedinUrl, twitterUrl, imageUrl },
    locale,
    MEMBER_TEXTS,
  )
}

/**
 * SPEC 2 /team: active members, executives and department leaders, each by sort order, in
 * the page's language (the English text where the Arabic is empty).
 */
export async function listPublicTeam(locale: Locale): Promise<{
  executive: PublicTeamMember[]
  department: PublicTeamMember[]
}> {
  const db = await getDb()
  const rows = await db
    .select(memberColumns)
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(asc(teamMembers.group), asc(teamMembers.sortOrder), asc(teamMembers.name))
  return {
    executive: rows.filter((row) => row.group === 'executive').map((row) => toPublic(row, locale)),
    department: rows
      .filter((row) => row.group === 'department')
      .map((row) => toPublic(row, locale)),
  }
}

/**
 * The admin table: search on name or position, optional group; executives first. The filter
 * and order of the table and of its export (decision 049).
 */
function teamMembersView(query: Pick<TeamListQuery, 'q' | 'group' | 'translation'>) {
  const conditions: SQL[] = []
  if (query.q) conditions.push(matchesSearch(searchTextOf.teamMembers, query.q))
  if (query.group !== 'all') conditions.push(eq(teamMembers.group, query.group))
  const translation = translationFilterSql(
    query.translation,
    'team-member',
    teamMembers.id,
    teamMembers.arabicMissing,
  )
  if (translation) conditions.push(translation)
  const where = conditions.length > 0 ? and(...conditions) : undefined
  // 'executive' sorts after 'department', so descending puts the executives first.
  const order: ListOrder = [
    { column: teamMembers.group, direction: 'desc' },
    { column: teamMembers.sortOrder, direction: 'asc' },
    { column: teamMembers.id, direction: 'asc' },
  ]
  return { where, order }
}

/**
 * The admin table, 25 a page. Each row carries its draft, so the edit dialog opens on it
 * without a round trip.
 */
export async function listTeamMembers(query: TeamListQuery): Promise<Page<TeamMemberRow>> {
  const db = await getDb()
  const { where, order } = teamMembersView(query)
  const [rows, total] = await listPage(
    db,
    teamMembers.id,
    where,
    orderSql(order),
    query,
    (onThisPage) =>
      db
        .select(rowColumns)
        .from(teamMembers)
        .leftJoin(contentDrafts, draftOfRow)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(rows.map(toRow), total, query.page)
}

/** Every member the table shows for `query`, a batch at a time (decision 049). */
export async function* exportTeamMembers(
  query: Pick<TeamListQuery, 'q' | 'group' | 'translation'>,
): AsyncGenerator<TeamMemberRow[]> {
  const db = await getDb()
  const { where, order } = teamMembersView(query)
  const batches = listBatches(db, order, where, (inBatch) =>
    db
      .select(rowColumns)
      .from(teamMembers)
      .leftJoin(contentDrafts, draftOfRow)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
  for await (const rows of batches) yield rows.map(toRow)
}

/** One member by id with its draft, active or not (the admin's dialogs), or null. */
export async function getTeamMember(id: string): Promise<TeamMemberRow | null> {
  const db = await getDb()
  const [row] = await db
    .select(rowColumns)
    .from(teamMembers)
    .leftJoin(contentDrafts, draftOfRow)
    .where(eq(teamMembers.id, id))
  return row ? toRow(row) : null
}

/** The member's live document; `lock` holds its row until the transaction ends. */
export async function readTeamMemberDocument(
  db: Db | Tx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<TeamMemberDocument | null> {
  const query = db.select(memberColumns).from(teamMembers).where(eq(teamMembers.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return null
  const { id: _id, ...document } = row
  return document
}

/** Writes a published document to the live row (the engine holds it locked). */
export async function writeTeamMemberDocument(
  tx: Tx,
  id: string,
  document: TeamMemberDocument,
): Promise<void> {
  await tx
    .update(teamMembers)
    .set({
      name: document.name,
      nameAr: document.nameAr,
      position: document.position,
      positionAr: document.positionAr,
      bio: document.bio,
      bioAr: document.bioAr,
      email: document.email,
      linkedinUrl: document.linkedinUrl,
      twitterUrl: document.twitterUrl,
      imageUrl: document.imageUrl,
      group: document.group,
      sortOrder: document.sortOrder,
      isActive: document.isActive,
      updatedAt: new Date(),
    })
    .where(eq(teamMembers.id, id))
}

/** The member as their draft would publish them, else as published, or null. */
export async function getTeamMemberForEdit(
  id: string,
): Promise<{ member: TeamMember; isDraft: boolean } | null> {
  const db = await getDb()
  const live = await readTeamMemberDocument(db, id)
  if (!live) return null
  const draft = (await readDraftDocument(db, 'team-member', id)) as TeamMemberDocument | null
  return { member: { id, ...(draft ?? live) }, isDraft: draft !== null }
}

/** The member as the team page will show their draft, in `locale`, for the staff preview. */
export async function getTeamMemberPreview(
  id: string,
  locale: Locale,
): Promise<{ member: PublicTeamMember; group: TeamGroup; isDraft: boolean } | null> {
  const edit = await getTeamMemberForEdit(id)
  if (!edit) return null
  const { member, isDraft } = edit
  return { member: toPublic(member, locale), group: member.group, isDraft }
}

function toValues(input: TeamMemberInput) {
  return {
    name: input.name,
    nameAr: input.nameAr ?? '',
    position: input.position,
    positionAr: input.positionAr ?? '',
    bio: input.bio ?? '',
    bioAr: input.bioAr ?? '',
    email: input.email || null,
    linkedinUrl: input.linkedinUrl || null,
    twitterUrl: input.twitterUrl || null,
    group: input.group,
    isActive: input.isActive,
  }
}

// The form's largest sort order: a member appended past it could not be saved again.
const SORT_ORDER_MAX = 9999

/**
 * The member's place in their group: the one the admin gave, or, left empty, after every
 * other member of the group (instead of ahead of them, as 0 would put them).
 */
async function sortOrderOf(tx: Tx, input: TeamMemberInput, id?: string): Promise<number> {
  if (input.sortOrder !== undefined) return input.sortOrder
  const inGroup = eq(teamMembers.group, input.group)
  const [{ last }] = await tx
    .select({ last: max(teamMembers.sortOrder) })
    .from(teamMembers)
    .where(id ? and(inGroup, ne(teamMembers.id, id)) : inGroup)
  return Math.min((last ?? 0) + 1, SORT_ORDER_MAX)
}

/** The member's document from the dialog's values, with its place and photo. */
async function documentOf(
  tx: Tx,
  input: TeamMemberInput,
  imageUrl: string | null,
  id?: string,
): Promise<TeamMemberDocument> {
  return { ...toValues(input), sortOrder: await sortOrderOf(tx, input, id), imageUrl }
}

/**
 * Adds a member, with the photo handleForm stored (or none). Where editors publish team
 * members, the member is live at once and kept as its first revision; where they need review
 * (decision 047), the row is hidden (inactive) and the dialog's values, the requested
 * `isActive` included, are its draft until a second person publishes it.
 */
export async function createTeamMember(
  actor: Staff,
  input: TeamMemberInput,
  image: Upload,
  { needsReview }: { needsReview: boolean },
): Promise<TeamMember> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const id = newId('team')
    const document = await documentOf(tx, input, urlAfterUpload(image, null))
    const [created] = await tx
      .insert(teamMembers)
      .values({ id, ...document, isActive: needsReview ? false : document.isActive })
      .returning(memberColumns)
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'team_member',
      entityId: created.id,
      after: created,
    })
    await saveScheduleIn(tx, actor, 'team-member', id, scheduleOf(input))
    if (needsReview) {
      await saveDraftIn(tx, actor, 'team-member', id, document)
    } else {
      const { id: _id, ...published } = created
      await keepRevision(tx, actor, 'team-member', id, published)
    }
    return created
  })
}

export type ChangeResult = { kind: 'ok'; member: TeamMember } | { kind: 'not-found' }

/**
 * Saves the dialog's values as the member's draft (decision 047): the public team page is
 * unchanged until the draft is published. A photo uploaded for an earlier draft and replaced
 * before it was ever published is no longer anyone's, so it goes now.
 */
export async function saveTeamMemberDraft(
  actor: Staff,
  id: string,
  input: TeamMemberInput,
  image: Upload,
): Promise<{ kind: 'saved' } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const live = await readTeamMemberDocument(tx, id, { lock: true })
    if (!live) return { kind: 'not-found' as const }
    const current =
      ((await readDraftDocument(tx, 'team-member', id)) as TeamMemberDocument | null) ?? live
    const imageUrl = urlAfterUpload(image, current.imageUrl)
    await saveDraftIn(tx, actor, 'team-member', id, {
      ...(await documentOf(tx, input, imageUrl, id)),
      // "Still correct" ticked on the dialog, carried by the draft to its publish.
      confirmTranslations: input.confirmTranslations ?? [],
    })
    // The schedule is the member's, not the draft's: it applies to what is published.
    await saveScheduleIn(tx, actor, 'team-member', id, scheduleOf(input))
    const dropped =
      current.imageUrl !== imageUrl && current.imageUrl !== live.imageUrl ? current.imageUrl : null
    return { kind: 'saved' as const, dropped }
  })
  if (outcome.kind === 'saved' && outcome.dropped) await removeStoredImage(outcome.dropped)
  return { kind: outcome.kind }
}

/** Deletes a member with their photo; their draft and revisions go too (decision 047). */
export async function deleteTeamMember(actor: Actor, id: string): Promise<ChangeResult> {
  const db = await getDb()
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(teamMembers)
      .where(eq(teamMembers.id, id))
      .returning(memberColumns)
    if (!before) return null
    // A photo uploaded for the draft only goes with the member too.
    const draftImage =
      ((await readDraftDocument(tx, 'team-member', id)) as TeamMemberDocument | null)?.imageUrl ??
      null
    await forgetItem(tx, 'team-member', id)
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'team_member',
      entityId: id,
      before,
    })
    return { before, draftImage }
  })
  if (!deleted) return { kind: 'not-found' }
  await removeStoredImage(deleted.before.imageUrl)
  if (deleted.draftImage !== deleted.before.imageUrl) await removeStoredImage(deleted.draftImage)
  return { kind: 'ok', member: deleted.before }
}
