import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { contentDrafts, contentRevisions, teamMembers } from '#db/schema'
import { action as teamAction, loader as teamLoader } from '~/routes/admin/team'
import {
  action as revisionsAction,
  loader as revisionsLoader,
} from '~/routes/admin/content-revisions'
import { loader as itemLoader } from '~/routes/admin/publishing-item'
import { loader as publicTeamLoader } from '~/routes/public/team'
import {
  headers as previewHeaders,
  loader as previewLoader,
} from '~/routes/public/team-member-preview'
import { getDb } from '~/server/db.server'
import { getFile } from '~/server/storage.server'
import { prepareTestApp } from '../support/app'
import {
  auditActions as auditActionsOf,
  onDraft as onDraftOf,
  refusalOf,
  revisionNumbers as revisionNumbersOf,
  setReview,
} from '../support/publishing'
import { staffWithRole } from '../support/investor-file'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

/*
 * Decision 047 for team members: what the public team page shows of a member changes only
 * when a draft is published. Their editors publish by default ("Save Changes" publishes,
 * "Save as draft" waits); once the settings ask for review, a second person with the publish
 * permission approves, and a new member stays off the team page until then. Every publish
 * keeps a revision that can be restored as the draft.
 */

const ID = 'team-002'
const PUBLISHED_NAME = 'Catherine Wells'
const PUBLISHED_NAME_AR = 'كاثرين ويلز'

let editor: TestAccount
let admin: TestAccount
let recruiter: TestAccount
let member: TestAccount

/** The edit dialog's form for the member `ID`; `intent: 'create'` without an id adds one. */
function memberFields(name: string, extra: Record<string, string | File> = {}) {
  return {
    intent: 'update',
    id: ID,
    name,
    nameAr: `${name} (بالعربية)`,
    position: 'Chief Financial Officer',
    positionAr: 'الرئيسة التنفيذية للشؤون المالية',
    bio: 'Oversees finance, treasury and investor reporting.',
    email: 'catherine.wells@uaeinvest.example',
    linkedinUrl: 'https://www.linkedin.com/in/catherine-wells-uaeinvest',
    group: 'executive',
    sortOrder: '2',
    isActive: 'on',
    ...extra,
  }
}

function withoutId({ id: _id, ...form }: Record<string, string | File>) {
  return form
}

function onTeamScreen(account: TestAccount, form: Record<string, string | File>) {
  return callRoute(teamAction, postForm('/admin/team', form, { cookie: account.cookie }))
}

/** The names the public team page shows, in `path`'s language. */
async function namesOnTeamPage(path: '/team' | '/ar/team'): Promise<string[]> {
  const outcome = await callRoute(publicTeamLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`team page answered ${outcome.status}`)
  return [...outcome.team.executive, ...outcome.team.department].map((row) => row.name)
}

async function liveRow(id = ID) {
  const db = await getDb()
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id))
  return row
}

async function pngFile(): Promise<File> {
  const bytes = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 11, g: 37, b: 69 } },
  })
    .png()
    .toBuffer()
  return new File([new Uint8Array(bytes)], 'portrait.png', { type: 'image/png' })
}

const onDraft = (account: TestAccount, form: Record<string, string>, id = ID) =>
  onDraftOf('team-member', id, account, form)
const auditActions = (id = ID) => auditActionsOf('team_member', id)
const setTeamReview = (account: TestAccount, isOn: boolean) =>
  setReview(account, 'team-member', isOn)
const revisionNumbers = (id = ID) => revisionNumbersOf('team-member', id)

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Team Editor')
  admin = await staffWithRole('admin', 'Team Reviewer')
  recruiter = await staffWithRole('recruiter', 'Team Recruiter')
  member = await createSignedInUser({ name: 'Team Member Visitor' })
})

describe('team members published by their editors (the default)', () => {
  test('"Save as draft" keeps the public team page as it was', async () => {
    const saved = await onTeamScreen(editor, {
      ...memberFields('Catherine Wells-Grant'),
      saveAs: 'draft',
    })
    expect(statusOf(saved)).toBe(302)
    expect((saved as Response).headers.get('Location')).toBe(`/admin/publishing/team-member/${ID}`)
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public site is unchanged until you publish the draft.',
    })
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    expect(await namesOnTeamPage('/team')).toContain(PUBLISHED_NAME)
    expect(await namesOnTeamPage('/ar/team')).toContain(PUBLISHED_NAME_AR)
    expect(await namesOnTeamPage('/team')).not.toContain('Catherine Wells-Grant')

    // The list marks the draft; the edit dialog opens on it and offers "Save as draft".
    const screen = await callRoute(
      teamLoader,
      getRequest(`/admin/team?edit=${ID}`, { cookie: editor.cookie }),
    )
    if (screen instanceof Response) throw new Error('expected data')
    const row = screen.page.rows.find((each) => each.id === ID)
    expect(row?.name).toBe(PUBLISHED_NAME)
    expect(row?.draft).toMatchObject({ state: 'editing', lastEditorName: 'Team Editor' })
    expect(screen.selected?.draft?.document.name).toBe('Catherine Wells-Grant')
    expect(screen.needsReview).toBe(false)
  })

  test('staff preview the draft in both languages; nobody else opens it', async () => {
    const english = await callRoute(
      previewLoader,
      getRequest(`/team/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (english instanceof Response) throw new Error(`preview answered ${english.status}`)
    expect(english.member.name).toBe('Catherine Wells-Grant')
    expect(english.group).toBe('executive')
    expect(english.banner.text).toMatch(/^Preview of the draft/)
    // Private fields stay off the page, as on the team page.
    expect(english.member).not.toHaveProperty('email')
    const arabic = await callRoute(
      previewLoader,
      getRequest(`/ar/team/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (arabic instanceof Response) throw new Error(`preview answered ${arabic.status}`)
    expect(arabic.member.name).toBe('Catherine Wells-Grant (بالعربية)')
    // The bio's Arabic twin is empty in the draft: shown in English, marked so.
    expect(arabic.member.inEnglish).toContain('bio')
    expect(previewHeaders()['Cache-Control']).toBe('private, no-store')

    const anonymous = await callRoute(previewLoader, getRequest(`/team/${ID}/preview`), {
      id: ID,
    })
    expect((anonymous as Response).headers.get('Location')).toMatch(/^\/login/)
    const byMember = await callRoute(
      previewLoader,
      getRequest(`/team/${ID}/preview`, { cookie: member.cookie }),
      { id: ID },
    )
    expect((byMember as Response).headers.get('Location')).toBe('/dashboard')
    const byRecruiter = await callRoute(
      previewLoader,
      getRequest(`/team/${ID}/preview`, { cookie: recruiter.cookie }),
      { id: ID },
    )
    expect(statusOf(byRecruiter)).toBe(403)
    const unknown = await callRoute(
      previewLoader,
      getRequest('/team/team-missing/preview', { cookie: editor.cookie }),
      { id: 'team-missing' },
    )
    expect(statusOf(unknown)).toBe(404)
  })

  test('the draft page compares it and lets its editor publish it', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/team-member/${ID}`, { cookie: editor.cookie }),
      { type: 'team-member', id: ID },
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.needsReview).toBe(false)
    expect(page.item.title).toBe(PUBLISHED_NAME)
    expect(page.paths).toEqual({
      edit: `/admin/team?edit=${ID}`,
      preview: `/team/${ID}/preview`,
    })
    expect(page.comparison?.find((field) => field.name === 'name')).toMatchObject({
      a: PUBLISHED_NAME,
      b: 'Catherine Wells-Grant',
      twinA: PUBLISHED_NAME_AR,
      twinB: 'Catherine Wells-Grant (بالعربية)',
      isChanged: true,
    })
    expect(page.comparison?.find((field) => field.name === 'group')?.isChanged).toBe(false)

    const published = await onDraft(editor, { intent: 'approve' })
    expect(statusOf(published)).toBe(302)
    expect(await toastOf(published as Response)).toMatchObject({ title: 'Published' })
    expect(await namesOnTeamPage('/team')).toContain('Catherine Wells-Grant')
    expect(await namesOnTeamPage('/ar/team')).toContain('Catherine Wells-Grant (بالعربية)')
    expect((await auditActions()).slice(0, 2)).toEqual(['publish', 'draft'])
  })

  test('"Save Changes" publishes at once and keeps a revision', async () => {
    const saved = await onTeamScreen(editor, memberFields(PUBLISHED_NAME))
    expect((saved as Response).headers.get('Location')).toBe('/admin/team')
    expect(await toastOf(saved as Response)).toMatchObject({ title: 'Team member updated' })
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    expect(await namesOnTeamPage('/team')).toContain(PUBLISHED_NAME)
    const db = await getDb()
    const revisions = await db
      .select({
        number: contentRevisions.number,
        publishedByName: contentRevisions.publishedByName,
      })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.contentType, 'team-member'), eq(contentRevisions.itemId, ID)))
      .orderBy(contentRevisions.number)
    // No revision before drafts existed: the first publish keeps the first.
    expect(revisions).toEqual([
      { number: 1, publishedByName: 'Team Editor' },
      { number: 2, publishedByName: 'Team Editor' },
    ])
    // Nothing waits: the list shows no draft.
    const screen = await callRoute(teamLoader, getRequest('/admin/team', { cookie: editor.cookie }))
    if (screen instanceof Response) throw new Error('expected data')
    expect(screen.page.rows.find((each) => each.id === ID)?.draft).toBeNull()
  })

  test('a revision is compared and restored as the draft; the team page waits', async () => {
    const list = await callRoute(
      revisionsLoader,
      getRequest(`/admin/publishing/team-member/${ID}/revisions`, { cookie: editor.cookie }),
      { type: 'team-member', id: ID },
    )
    if (list instanceof Response) throw new Error('expected data')
    expect(list.page.rows.map((row) => row.number)).toEqual([2, 1])
    expect(list.editPath).toBe(`/admin/team?edit=${ID}`)
    expect(list.fields?.find((field) => field.name === 'name')).toMatchObject({
      a: 'Catherine Wells-Grant',
      b: PUBLISHED_NAME,
    })
    const restored = await callRoute(
      revisionsAction,
      postForm(
        `/admin/publishing/team-member/${ID}/revisions`,
        { revision: '1' },
        { cookie: editor.cookie },
      ),
      { type: 'team-member', id: ID },
    )
    expect((restored as Response).headers.get('Location')).toBe(
      `/admin/publishing/team-member/${ID}`,
    )
    expect(await toastOf(restored as Response)).toMatchObject({
      title: 'Revision 1 is now the draft',
      description: 'Check it, then publish it.',
    })
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    const discarded = await onDraft(editor, { intent: 'discard' })
    expect(statusOf(discarded)).toBe(302)
  })

  test('a Recruiter opens neither the draft page nor the revisions', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/team-member/${ID}`, { cookie: recruiter.cookie }),
      { type: 'team-member', id: ID },
    )
    expect(statusOf(page)).toBe(403)
    const revisions = await callRoute(
      revisionsLoader,
      getRequest(`/admin/publishing/team-member/${ID}/revisions`, { cookie: recruiter.cookie }),
      { type: 'team-member', id: ID },
    )
    expect(statusOf(revisions)).toBe(403)
  })
})

describe('team members under review (the settings ask for it)', () => {
  let newId: string

  test('only a person with the publish permission changes the setting', async () => {
    const byEditor = await setTeamReview(editor, true)
    expect(statusOf(byEditor)).toBe(403)
    const byAdmin = await setTeamReview(admin, true)
    expect(await toastOf(byAdmin as Response)).toMatchObject({ title: 'Review settings saved' })
    const screen = await callRoute(teamLoader, getRequest('/admin/team', { cookie: editor.cookie }))
    if (screen instanceof Response) throw new Error('expected data')
    // No "Save as draft": every save is a draft.
    expect(screen.needsReview).toBe(true)
  })

  test('a new member stays off the team page until a second person approves', async () => {
    const created = await onTeamScreen(editor, {
      ...withoutId(memberFields('Reem Al Mansoori', { intent: 'create', group: 'department' })),
      sortOrder: '',
    })
    expect(statusOf(created)).toBe(302)
    const db = await getDb()
    const [row] = await db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.name, 'Reem Al Mansoori'))
    newId = row.id
    expect((created as Response).headers.get('Location')).toBe(
      `/admin/publishing/team-member/${newId}`,
    )
    expect(await toastOf(created as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public page is unchanged. Submit the draft for review to publish it.',
    })
    // Hidden until its first publish; the draft keeps the "Active" the editor asked for.
    expect(row.isActive).toBe(false)
    const [draft] = await db
      .select({ document: contentDrafts.document })
      .from(contentDrafts)
      .where(and(eq(contentDrafts.contentType, 'team-member'), eq(contentDrafts.itemId, newId)))
    expect(draft.document).toMatchObject({ name: 'Reem Al Mansoori', isActive: true })
    expect(await namesOnTeamPage('/team')).not.toContain('Reem Al Mansoori')
    expect(await namesOnTeamPage('/ar/team')).not.toContain('Reem Al Mansoori (بالعربية)')
    expect(await revisionNumbers(newId)).toEqual([])
    const draftPage = async () => {
      const page = await callRoute(
        itemLoader,
        getRequest(`/admin/publishing/team-member/${newId}`, { cookie: editor.cookie }),
        { type: 'team-member', id: newId },
      )
      if (page instanceof Response) throw new Error(`draft page answered ${page.status}`)
      return page
    }
    // Its draft's page says it was never published.
    expect((await draftPage()).item.wasPublished).toBe(false)

    // Its editor may not publish it.
    const byEditor = await onDraft(editor, { intent: 'approve' }, newId)
    expect(statusOf(byEditor)).toBe(403)
    expect(refusalOf(byEditor)).toContain('Publishing needs the publish permission.')
    expect(statusOf(await onDraft(editor, { intent: 'submit' }, newId))).toBe(302)
    const approved = await onDraft(admin, { intent: 'approve' }, newId)
    expect(statusOf(approved)).toBe(302)
    expect((await liveRow(newId)).isActive).toBe(true)
    expect(await namesOnTeamPage('/team')).toContain('Reem Al Mansoori')
    expect(await namesOnTeamPage('/ar/team')).toContain('Reem Al Mansoori (بالعربية)')
    expect(await revisionNumbers(newId)).toEqual([1])
    expect((await draftPage()).item.wasPublished).toBe(true)
    expect(await auditActions(newId)).toEqual(['publish', 'submit', 'draft', 'create'])
  })

  test('"Save Changes" only saves the draft; its editor may not publish it', async () => {
    const saved = await onTeamScreen(editor, memberFields('Catherine Wells (Reviewed)'))
    expect((saved as Response).headers.get('Location')).toBe(`/admin/publishing/team-member/${ID}`)
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public page is unchanged. Submit the draft for review to publish it.',
    })
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    const published = await onDraft(editor, { intent: 'approve' })
    expect(statusOf(published)).toBe(403)
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    // Submitted, a second person publishes it.
    expect(statusOf(await onDraft(editor, { intent: 'submit' }))).toBe(302)
    expect(statusOf(await onDraft(admin, { intent: 'approve' }))).toBe(302)
    expect(await namesOnTeamPage('/team')).toContain('Catherine Wells (Reviewed)')
  })

  test('switched off, its editors publish their own changes again', async () => {
    await setTeamReview(admin, false)
    const saved = await onTeamScreen(editor, memberFields(PUBLISHED_NAME))
    expect((saved as Response).headers.get('Location')).toBe('/admin/team')
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
  })
})

describe('a new member where editors publish', () => {
  test('is kept as its first revision; deleted, its draft, revisions and photos go', async () => {
    const created = await onTeamScreen(
      editor,
      withoutId(memberFields('Short-lived Member', { intent: 'create', group: 'department' })),
    )
    expect((created as Response).headers.get('Location')).toBe('/admin/team')
    expect(await toastOf(created as Response)).toMatchObject({ title: 'Team member added' })
    const db = await getDb()
    const [row] = await db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.name, 'Short-lived Member'))
    expect(row.isActive).toBe(true)
    expect(await namesOnTeamPage('/team')).toContain('Short-lived Member')
    expect(await revisionNumbers(row.id)).toEqual([1])

    // A draft with a photo of its own: the team page keeps the published one (none).
    const drafted = await onTeamScreen(editor, {
      ...memberFields('Short-lived Member, edited', { id: row.id, group: 'department' }),
      saveAs: 'draft',
      image: await pngFile(),
    })
    expect(statusOf(drafted)).toBe(302)
    const [draft] = await db
      .select({ document: contentDrafts.document })
      .from(contentDrafts)
      .where(and(eq(contentDrafts.contentType, 'team-member'), eq(contentDrafts.itemId, row.id)))
    const draftImage = String(draft.document.imageUrl)
    expect(draftImage).toMatch(/^\/files\/images\/team\//)
    expect((await liveRow(row.id)).imageUrl).toBeNull()
    expect(await getFile(draftImage.slice('/files/'.length))).not.toBeNull()

    const deleted = await onTeamScreen(editor, { intent: 'delete', id: row.id })
    expect(statusOf(deleted)).toBe(302)
    const ofItem = <T extends typeof contentDrafts | typeof contentRevisions>(table: T) =>
      and(eq(table.contentType, 'team-member'), eq(table.itemId, row.id))
    expect(await db.select().from(contentDrafts).where(ofItem(contentDrafts))).toEqual([])
    expect(await db.select().from(contentRevisions).where(ofItem(contentRevisions))).toEqual([])
    // The draft's own photo went with the member.
    expect(await getFile(draftImage.slice('/files/'.length))).toBeNull()
  })

  test('a photo replaced by a publish is deleted from storage', async () => {
    const withPhoto = await onTeamScreen(
      editor,
      memberFields(PUBLISHED_NAME, { image: await pngFile() }),
    )
    expect(statusOf(withPhoto)).toBe(302)
    const first = (await liveRow()).imageUrl!
    expect(first).toMatch(/^\/files\/images\/team\//)
    const replaced = await onTeamScreen(
      editor,
      memberFields(PUBLISHED_NAME, { image: await pngFile() }),
    )
    expect(statusOf(replaced)).toBe(302)
    expect((await liveRow()).imageUrl).not.toBe(first)
    expect(await getFile(first.slice('/files/'.length))).toBeNull()
  })
})
