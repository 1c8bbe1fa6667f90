import { and, asc, desc, eq, max, ne, type SQL } from 'drizzle-orm'
import { teamMembers, searchTextOf } from '#db/schema'
import type { Locale } from '~/i18n/locale'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { localize, type Localized } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import { getDb, type Db } from '~/server/db.server'
import { listPage, matchesSearch } from '~/server/list.server'
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

type Actor = Pick<SessionUser, 'id' | 'email'>

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
  const toPublic = ({
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
  }: TeamMember): PublicTeamMember =>
    localize(
      { id, name, nameAr, position, positionAr, bio, bioAr, linkedinUrl, twitterUrl, imageUrl },
      locale,
      MEMBER_TEXTS,
    )
  return {
    executive: rows.filter((row) => row.group === 'executive').map(toPublic),
    department: rows.filter((row) => row.group === 'department').map(toPublic),
  }
}

/** The admin table: search on name or position, optional group, 25 a page; executives first. */
export async function listTeamMembers(query: TeamListQuery): Promise<Page<TeamMember>> {
  const db = await getDb()
  const conditions: SQL[] = []
  if (query.q) conditions.push(matchesSearch(searchTextOf.teamMembers, query.q))
  if (query.group !== 'all') conditions.push(eq(teamMembers.group, query.group))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  // 'executive' sorts after 'department', so descending puts the executives first.
  const order = [desc(teamMembers.group), asc(teamMembers.sortOrder), asc(teamMembers.id)]
  const [rows, total] = await listPage(db, teamMembers.id, where, order, query, (onThisPage) =>
    db
      .select(memberColumns)
      .from(teamMembers)
      .where(onThisPage)
      .orderBy(...order),
  )
  return toPage(rows, total, query.page)
}

/** One member by id, active or not (the admin's edit and delete dialogs), or null. */
export async function getTeamMember(id: string): Promise<TeamMember | null> {
  const db = await getDb()
  const [row] = await db.select(memberColumns).from(teamMembers).where(eq(teamMembers.id, id))
  return row ?? null
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

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

/** Adds a member, with the photo handleForm stored (or none). */
export async function createTeamMember(
  actor: Actor,
  input: TeamMemberInput,
  image: Upload,
): Promise<TeamMember> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(teamMembers)
      .values({
        id: newId('team'),
        ...toValues(input),
        sortOrder: await sortOrderOf(tx, input),
        imageUrl: urlAfterUpload(image, null),
      })
      .returning(memberColumns)
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'team_member',
      entityId: created.id,
      after: created,
    })
    return created
  })
}

export type ChangeResult = { kind: 'ok'; member: TeamMember } | { kind: 'not-found' }

/** Saves a member's details; a replaced or removed uploaded photo is deleted from storage. */
export async function updateTeamMember(
  actor: Actor,
  id: string,
  input: TeamMemberInput,
  image: Upload,
): Promise<ChangeResult> {
  const db = await getDb()
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(memberColumns)
      .from(teamMembers)
      .where(eq(teamMembers.id, id))
      .for('update')
    if (!before) return null
    const [after] = await tx
      .update(teamMembers)
      .set({
        ...toValues(input),
        sortOrder: await sortOrderOf(tx, input, id),
        imageUrl: urlAfterUpload(image, before.imageUrl),
        updatedAt: new Date(),
      })
      .where(eq(teamMembers.id, id))
      .returning(memberColumns)
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'team_member',
      entityId: id,
      before,
      after,
    })
    return { before, after }
  })
  if (!result) return { kind: 'not-found' }
  if (result.before.imageUrl !== result.after.imageUrl)
    await removeStoredImage(result.before.imageUrl)
  return { kind: 'ok', member: result.after }
}

export async function deleteTeamMember(actor: Actor, id: string): Promise<ChangeResult> {
  const db = await getDb()
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(teamMembers)
      .where(eq(teamMembers.id, id))
      .returning(memberColumns)
    if (!before) return null
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'team_member',
      entityId: id,
      before,
    })
    return before
  })
  if (!deleted) return { kind: 'not-found' }
  await removeStoredImage(deleted.imageUrl)
  return { kind: 'ok', member: deleted }
}
