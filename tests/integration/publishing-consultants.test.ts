import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { consultants, contentDrafts, contentRevisions } from '#db/schema'
import {
  action as consultantsAction,
  loader as consultantsLoader,
} from '~/routes/admin/consultancy-consultants'
import {
  action as revisionsAction,
  loader as revisionsLoader,
} from '~/routes/admin/content-revisions'
import { loader as itemLoader } from '~/routes/admin/publishing-item'
import { loader as publicConsultancyLoader } from '~/routes/public/consultancy'
import {
  headers as previewHeaders,
  loader as previewLoader,
} from '~/routes/public/consultant-preview'
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
 * Decision 047 for consultants: what the public consultancy page shows of a consultant
 * changes only when a draft is published. Their editors publish by default ("Save Changes"
 * publishes, "Save as draft" waits); once the settings ask for review, a second person with
 * the publish permission approves, and a new consultant stays off the page until then. Every
 * publish keeps a revision that can be restored as the draft.
 */

const CONSULTANTS = '/admin/consultancy/consultants'
const ID = 'con-002'
const PUBLISHED_NAME = 'Sarah Thompson'
const PUBLISHED_NAME_AR = 'سارة تومسون'

let editor: TestAccount
let admin: TestAccount
let recruiter: TestAccount
let member: TestAccount

/** The edit dialog's form for the consultant `ID`; `intent: 'create'` without an id adds one. */
function consultantFields(name: string, extra: Record<string, string | File> = {}) {
  return {
    intent: 'update',
    id: ID,
    name,
    nameAr: `${name} (بالعربية)`,
    title: 'Real Estate Investment Consultant',
    titleAr: 'مستشارة الاستثمار العقاري',
    specialization: 'Residential and commercial property',
    experience: '12+ years',
    bio: 'Helps international investors select, acquire and manage property.',
    email: 'sarah.thompson@uaeinvest.example',
    phone: '+971 50 123 4502',
    department: 'Wealth Management',
    expertise: 'Real Estate Investment, Property Valuation',
    expertiseAr: 'الاستثمار العقاري، تقييم العقارات',
    availability: 'Limited Availability',
    sortOrder: '2',
    isActive: 'on',
    ...extra,
  }
}

function withoutId({ id: _id, ...form }: Record<string, string | File>) {
  return form
}

function onConsultantsScreen(account: TestAccount, form: Record<string, string | File>) {
  return callRoute(consultantsAction, postForm(CONSULTANTS, form, { cookie: account.cookie }))
}

/** The names the public consultancy page shows, in `path`'s language. */
async function namesOnConsultancyPage(path: '/consultancy' | '/ar/consultancy'): Promise<string[]> {
  const outcome = await callRoute(publicConsultancyLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`consultancy page answered ${outcome.status}`)
  return outcome.consultants.map((row) => row.name)
}

async function liveRow(id = ID) {
  const db = await getDb()
  const [row] = await db.select().from(consultants).where(eq(consultants.id, id))
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
  onDraftOf('consultant', id, account, form)
const auditActions = (id = ID) => auditActionsOf('consultant', id)
const setConsultantReview = (account: TestAccount, isOn: boolean) =>
  setReview(account, 'consultant', isOn)
const revisionNumbers = (id = ID) => revisionNumbersOf('consultant', id)

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Consultants Editor')
  admin = await staffWithRole('admin', 'Consultants Reviewer')
  recruiter = await staffWithRole('recruiter', 'Consultants Recruiter')
  member = await createSignedInUser({ name: 'Consultancy Visitor' })
})

describe('consultants published by their editors (the default)', () => {
  test('"Save as draft" keeps the public consultancy page as it was', async () => {
    const saved = await onConsultantsScreen(editor, {
      ...consultantFields('Sarah Thompson-Reed'),
      saveAs: 'draft',
    })
    expect(statusOf(saved)).toBe(302)
    expect((saved as Response).headers.get('Location')).toBe(`/admin/publishing/consultant/${ID}`)
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public site is unchanged until you publish the draft.',
    })
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    expect(await namesOnConsultancyPage('/consultancy')).toContain(PUBLISHED_NAME)
    expect(await namesOnConsultancyPage('/ar/consultancy')).toContain(PUBLISHED_NAME_AR)
    expect(await namesOnConsultancyPage('/consultancy')).not.toContain('Sarah Thompson-Reed')

    // The list marks the draft; the edit dialog opens on it and offers "Save as draft".
    const screen = await callRoute(
      consultantsLoader,
      getRequest(`${CONSULTANTS}?edit=${ID}`, { cookie: editor.cookie }),
    )
    if (screen instanceof Response) throw new Error('expected data')
    const row = screen.page.rows.find((each) => each.id === ID)
    expect(row?.name).toBe(PUBLISHED_NAME)
    expect(row?.draftState).toBe('editing')
    // The list reads no draft's document: only the edit dialog's consultant has theirs.
    expect(row).not.toHaveProperty('document')
    expect(screen.selected?.name).toBe('Sarah Thompson-Reed')
    expect(screen.draft).toMatchObject({ state: 'editing', lastEditorName: 'Consultants Editor' })
    expect(screen.needsReview).toBe(false)
  })

  test('staff preview the draft in both languages; nobody else opens it', async () => {
    const english = await callRoute(
      previewLoader,
      getRequest(`/consultancy/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (english instanceof Response) throw new Error(`preview answered ${english.status}`)
    expect(english.consultant.name).toBe('Sarah Thompson-Reed')
    expect(english.consultant.expertise).toEqual(['Real Estate Investment', 'Property Valuation'])
    expect(english.banner.text).toMatch(/^Preview of the draft/)
    // Private fields stay off the page, as on the consultancy page.
    expect(english.consultant).not.toHaveProperty('email')
    expect(english.consultant).not.toHaveProperty('phone')
    const arabic = await callRoute(
      previewLoader,
      getRequest(`/ar/consultancy/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (arabic instanceof Response) throw new Error(`preview answered ${arabic.status}`)
    expect(arabic.consultant.name).toBe('Sarah Thompson-Reed (بالعربية)')
    expect(arabic.consultant.expertise).toEqual(['الاستثمار العقاري', 'تقييم العقارات'])
    // The bio's Arabic twin is empty in the draft: shown in English, marked so.
    expect(arabic.consultant.inEnglish).toContain('bio')
    expect(previewHeaders()['Cache-Control']).toBe('private, no-store')

    const anonymous = await callRoute(previewLoader, getRequest(`/consultancy/${ID}/preview`), {
      id: ID,
    })
    expect((anonymous as Response).headers.get('Location')).toMatch(/^\/login/)
    const byMember = await callRoute(
      previewLoader,
      getRequest(`/consultancy/${ID}/preview`, { cookie: member.cookie }),
      { id: ID },
    )
    expect((byMember as Response).headers.get('Location')).toBe('/dashboard')
    const byRecruiter = await callRoute(
      previewLoader,
      getRequest(`/consultancy/${ID}/preview`, { cookie: recruiter.cookie }),
      { id: ID },
    )
    expect(statusOf(byRecruiter)).toBe(403)
    const unknown = await callRoute(
      previewLoader,
      getRequest('/consultancy/con-missing/preview', { cookie: editor.cookie }),
      { id: 'con-missing' },
    )
    expect(statusOf(unknown)).toBe(404)
  })

  test('the draft page compares it and lets its editor publish it', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/consultant/${ID}`, { cookie: editor.cookie }),
      { type: 'consultant', id: ID },
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.needsReview).toBe(false)
    expect(page.item.title).toBe(PUBLISHED_NAME)
    expect(page.paths).toEqual({
      edit: `${CONSULTANTS}?edit=${ID}`,
      preview: `/consultancy/${ID}/preview`,
    })
    expect(page.comparison?.find((field) => field.name === 'name')).toMatchObject({
      a: PUBLISHED_NAME,
      b: 'Sarah Thompson-Reed',
      twinA: PUBLISHED_NAME_AR,
      twinB: 'Sarah Thompson-Reed (بالعربية)',
      isChanged: true,
    })
    expect(page.comparison?.find((field) => field.name === 'department')?.isChanged).toBe(false)

    const published = await onDraft(editor, { intent: 'approve' })
    expect(statusOf(published)).toBe(302)
    expect(await toastOf(published as Response)).toMatchObject({ title: 'Published' })
    expect(await namesOnConsultancyPage('/consultancy')).toContain('Sarah Thompson-Reed')
    expect(await namesOnConsultancyPage('/ar/consultancy')).toContain(
      'Sarah Thompson-Reed (بالعربية)',
    )
    expect((await auditActions()).slice(0, 2)).toEqual(['publish', 'draft'])
  })

  test('"Save Changes" publishes at once and keeps a revision', async () => {
    const saved = await onConsultantsScreen(editor, consultantFields(PUBLISHED_NAME))
    expect((saved as Response).headers.get('Location')).toBe(CONSULTANTS)
    expect(await toastOf(saved as Response)).toMatchObject({ title: 'Consultant Updated' })
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    expect(await namesOnConsultancyPage('/consultancy')).toContain(PUBLISHED_NAME)
    const db = await getDb()
    const revisions = await db
      .select({
        number: contentRevisions.number,
        publishedByName: contentRevisions.publishedByName,
      })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.contentType, 'consultant'), eq(contentRevisions.itemId, ID)))
      .orderBy(contentRevisions.number)
    // No revision before drafts existed: the first publish keeps the first.
    expect(revisions).toEqual([
      { number: 1, publishedByName: 'Consultants Editor' },
      { number: 2, publishedByName: 'Consultants Editor' },
    ])
    // Nothing waits: the list shows no draft.
    const screen = await callRoute(
      consultantsLoader,
      getRequest(CONSULTANTS, { cookie: editor.cookie }),
    )
    if (screen instanceof Response) throw new Error('expected data')
    expect(screen.page.rows.find((each) => each.id === ID)?.draftState).toBeNull()
  })

  test('a revision is compared and restored as the draft; the consultancy page waits', async () => {
    const list = await callRoute(
      revisionsLoader,
      getRequest(`/admin/publishing/consultant/${ID}/revisions`, { cookie: editor.cookie }),
      { type: 'consultant', id: ID },
    )
    if (list instanceof Response) throw new Error('expected data')
    expect(list.page.rows.map((row) => row.number)).toEqual([2, 1])
    expect(list.editPath).toBe(`${CONSULTANTS}?edit=${ID}`)
    expect(list.fields?.find((field) => field.name === 'name')).toMatchObject({
      a: 'Sarah Thompson-Reed',
      b: PUBLISHED_NAME,
    })
    const restored = await callRoute(
      revisionsAction,
      postForm(
        `/admin/publishing/consultant/${ID}/revisions`,
        { revision: '1' },
        { cookie: editor.cookie },
      ),
      { type: 'consultant', id: ID },
    )
    expect((restored as Response).headers.get('Location')).toBe(
      `/admin/publishing/consultant/${ID}`,
    )
    expect(await toastOf(restored as Response)).toMatchObject({
      title: 'Revision 1 is now the draft',
      description: 'Check it, then publish it.',
    })
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    // The edit dialog opens on the restored draft.
    const screen = await callRoute(
      consultantsLoader,
      getRequest(`${CONSULTANTS}?edit=${ID}`, { cookie: editor.cookie }),
    )
    if (screen instanceof Response) throw new Error('expected data')
    expect(screen.selected?.name).toBe('Sarah Thompson-Reed')
    const discarded = await onDraft(editor, { intent: 'discard' })
    expect(statusOf(discarded)).toBe(302)
  })

  test('a Recruiter opens neither the draft page nor the revisions', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/consultant/${ID}`, { cookie: recruiter.cookie }),
      { type: 'consultant', id: ID },
    )
    expect(statusOf(page)).toBe(403)
    const revisions = await callRoute(
      revisionsLoader,
      getRequest(`/admin/publishing/consultant/${ID}/revisions`, { cookie: recruiter.cookie }),
      { type: 'consultant', id: ID },
    )
    expect(statusOf(revisions)).toBe(403)
  })
})

describe('consultants under review (the settings ask for it)', () => {
  let newId: string

  test('only a person with the publish permission changes the setting', async () => {
    const byEditor = await setConsultantReview(editor, true)
    expect(statusOf(byEditor)).toBe(403)
    const byAdmin = await setConsultantReview(admin, true)
    expect(await toastOf(byAdmin as Response)).toMatchObject({ title: 'Review settings saved' })
    const screen = await callRoute(
      consultantsLoader,
      getRequest(CONSULTANTS, { cookie: editor.cookie }),
    )
    if (screen instanceof Response) throw new Error('expected data')
    // No "Save as draft": every save is a draft.
    expect(screen.needsReview).toBe(true)
  })

  test('a new consultant stays off the page until a second person approves', async () => {
    const created = await onConsultantsScreen(editor, {
      ...withoutId(consultantFields('Mariam Al Suwaidi', { intent: 'create' })),
      sortOrder: '',
    })
    expect(statusOf(created)).toBe(302)
    const db = await getDb()
    const [row] = await db
      .select()
      .from(consultants)
      .where(eq(consultants.name, 'Mariam Al Suwaidi'))
    newId = row.id
    expect((created as Response).headers.get('Location')).toBe(
      `/admin/publishing/consultant/${newId}`,
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
      .where(and(eq(contentDrafts.contentType, 'consultant'), eq(contentDrafts.itemId, newId)))
    expect(draft.document).toMatchObject({
      name: 'Mariam Al Suwaidi',
      isActive: true,
      expertise: ['Real Estate Investment', 'Property Valuation'],
      sortOrder: row.sortOrder,
    })
    expect(await namesOnConsultancyPage('/consultancy')).not.toContain('Mariam Al Suwaidi')
    expect(await namesOnConsultancyPage('/ar/consultancy')).not.toContain(
      'Mariam Al Suwaidi (بالعربية)',
    )
    expect(await revisionNumbers(newId)).toEqual([])

    // Its editor may not publish it.
    const byEditor = await onDraft(editor, { intent: 'approve' }, newId)
    expect(statusOf(byEditor)).toBe(403)
    expect(refusalOf(byEditor)).toContain('Publishing needs the publish permission.')
    expect(statusOf(await onDraft(editor, { intent: 'submit' }, newId))).toBe(302)
    const approved = await onDraft(admin, { intent: 'approve' }, newId)
    expect(statusOf(approved)).toBe(302)
    expect((await liveRow(newId)).isActive).toBe(true)
    expect(await namesOnConsultancyPage('/consultancy')).toContain('Mariam Al Suwaidi')
    expect(await namesOnConsultancyPage('/ar/consultancy')).toContain(
      'Mariam Al Suwaidi (بالعربية)',
    )
    expect(await revisionNumbers(newId)).toEqual([1])
    expect(await auditActions(newId)).toEqual(['publish', 'submit', 'draft', 'create'])
  })

  test('"Save Changes" only saves the draft; its editor may not publish it', async () => {
    const saved = await onConsultantsScreen(editor, consultantFields('Sarah Thompson (Reviewed)'))
    expect((saved as Response).headers.get('Location')).toBe(`/admin/publishing/consultant/${ID}`)
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
    expect(await namesOnConsultancyPage('/consultancy')).toContain('Sarah Thompson (Reviewed)')
  })

  test('switched off, its editors publish their own changes again', async () => {
    await setConsultantReview(admin, false)
    const saved = await onConsultantsScreen(editor, consultantFields(PUBLISHED_NAME))
    expect((saved as Response).headers.get('Location')).toBe(CONSULTANTS)
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
  })
})

describe('a new consultant where editors publish', () => {
  test('is kept as its first revision; deleted, its draft, revisions and photos go', async () => {
    const created = await onConsultantsScreen(
      editor,
      withoutId(consultantFields('Short-lived Consultant', { intent: 'create' })),
    )
    expect((created as Response).headers.get('Location')).toBe(CONSULTANTS)
    expect(await toastOf(created as Response)).toMatchObject({ title: 'Consultant Added' })
    const db = await getDb()
    const [row] = await db
      .select()
      .from(consultants)
      .where(eq(consultants.name, 'Short-lived Consultant'))
    expect(row.isActive).toBe(true)
    expect(await namesOnConsultancyPage('/consultancy')).toContain('Short-lived Consultant')
    expect(await revisionNumbers(row.id)).toEqual([1])

    // A draft with a photo of its own: the consultancy page keeps the published one (none).
    const drafted = await onConsultantsScreen(editor, {
      ...consultantFields('Short-lived Consultant, edited', { id: row.id }),
      saveAs: 'draft',
      image: await pngFile(),
    })
    expect(statusOf(drafted)).toBe(302)
    const [draft] = await db
      .select({ document: contentDrafts.document })
      .from(contentDrafts)
      .where(and(eq(contentDrafts.contentType, 'consultant'), eq(contentDrafts.itemId, row.id)))
    const draftImage = String(draft.document.imageUrl)
    expect(draftImage).toMatch(/^\/files\/images\/consultants\//)
    expect((await liveRow(row.id)).imageUrl).toBeNull()
    expect(await getFile(draftImage.slice('/files/'.length))).not.toBeNull()

    const deleted = await onConsultantsScreen(editor, { intent: 'delete', id: row.id })
    expect(statusOf(deleted)).toBe(302)
    const ofItem = <T extends typeof contentDrafts | typeof contentRevisions>(table: T) =>
      and(eq(table.contentType, 'consultant'), eq(table.itemId, row.id))
    expect(await db.select().from(contentDrafts).where(ofItem(contentDrafts))).toEqual([])
    expect(await db.select().from(contentRevisions).where(ofItem(contentRevisions))).toEqual([])
    // The draft's own photo went with the consultant.
    expect(await getFile(draftImage.slice('/files/'.length))).toBeNull()
    expect((await auditActions(row.id))[0]).toBe('delete')
  })

  test('a photo replaced by a publish is deleted from storage', async () => {
    const withPhoto = await onConsultantsScreen(
      editor,
      consultantFields(PUBLISHED_NAME, { image: await pngFile() }),
    )
    expect(statusOf(withPhoto)).toBe(302)
    const first = (await liveRow()).imageUrl!
    expect(first).toMatch(/^\/files\/images\/consultants\//)
    const replaced = await onConsultantsScreen(
      editor,
      consultantFields(PUBLISHED_NAME, { image: await pngFile() }),
    )
    expect(statusOf(replaced)).toBe(302)
    expect((await liveRow()).imageUrl).not.toBe(first)
    expect(await getFile(first.slice('/files/'.length))).toBeNull()
  })
})
