import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, contentDrafts, contentRevisions, testimonials } from '#db/schema'
import { action as screenAction, loader as screenLoader } from '~/routes/admin/testimonials'
import {
  action as revisionsAction,
  loader as revisionsLoader,
} from '~/routes/admin/content-revisions'
import { loader as itemLoader } from '~/routes/admin/publishing-item'
import { loader as homeLoader } from '~/routes/public/home'
import {
  headers as previewHeaders,
  loader as previewLoader,
} from '~/routes/public/testimonial-preview'
import { getDb } from '~/server/db.server'
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
 * The home page's testimonials get an admin screen, drafted as every content type is
 * (decision 047): what the home page shows changes only when a draft is published. Their
 * editors publish by default; once the settings ask for review, a second person with the
 * publish permission approves, and a new testimonial stays off the home page until then.
 */

const ID = 'tst-002'
const PUBLISHED_NAME = 'Aisha Al Marzouqi'

let editor: TestAccount
let admin: TestAccount
let recruiter: TestAccount
let member: TestAccount

function fields(name: string, extra: Record<string, string> = {}) {
  return {
    intent: 'update',
    id: ID,
    name,
    nameAr: `${name} (بالعربية)`,
    title: 'Managing Director, Horizon Hospitality',
    titleAr: 'المديرة العامة، هورايزن للضيافة',
    quote: 'Their advisors found us the right location and handled every permit.',
    quoteAr: '',
    sortOrder: '2',
    isActive: 'on',
    ...extra,
  }
}

function withoutId({ id: _id, ...form }: Record<string, string>) {
  return form
}

function onScreen(account: TestAccount, form: Record<string, string>) {
  return callRoute(screenAction, postForm('/admin/testimonials', form, { cookie: account.cookie }))
}

/** The names the home page's testimonials show, in `path`'s language. */
async function namesOnHomePage(path: '/' | '/ar'): Promise<string[]> {
  const outcome = await callRoute(homeLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`home page answered ${outcome.status}`)
  return outcome.testimonials.map((row) => row.name)
}

/** The form's field errors in an action's 400 answer. */
function errorsOf(outcome: unknown): Record<string, string[]> {
  const data = (outcome as { data?: { result?: { error?: Record<string, string[]> } } }).data
  return data?.result?.error ?? {}
}

async function liveRow(id = ID) {
  const db = await getDb()
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id))
  return row
}

async function screenOf(account: TestAccount, search = '') {
  const screen = await callRoute(
    screenLoader,
    getRequest(`/admin/testimonials${search}`, { cookie: account.cookie }),
  )
  if (screen instanceof Response) throw new Error(`screen answered ${screen.status}`)
  return screen
}

async function draftPage(id: string) {
  const page = await callRoute(
    itemLoader,
    getRequest(`/admin/publishing/testimonial/${id}`, { cookie: editor.cookie }),
    { type: 'testimonial', id },
  )
  if (page instanceof Response) throw new Error(`draft page answered ${page.status}`)
  return page
}

const onDraft = (account: TestAccount, form: Record<string, string>, id = ID) =>
  onDraftOf('testimonial', id, account, form)
const auditActions = (id = ID) => auditActionsOf('testimonial', id)
const revisionNumbers = (id = ID) => revisionNumbersOf('testimonial', id)

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Quote Editor')
  admin = await staffWithRole('admin', 'Quote Reviewer')
  recruiter = await staffWithRole('recruiter', 'Quote Recruiter')
  member = await createSignedInUser({ name: 'Quote Visitor' })
})

describe('the testimonials screen', () => {
  test('lists the seeded testimonials in their order, and filters and searches them', async () => {
    const screen = await screenOf(editor)
    expect(screen.page.rows.map((row) => row.id)).toEqual(['tst-001', 'tst-002', 'tst-003'])
    expect(screen.page.rows[1]).toMatchObject({ name: PUBLISHED_NAME, isActive: true })
    const searched = await screenOf(editor, '?q=marzouqi')
    expect(searched.page.rows.map((row) => row.id)).toEqual([ID])
    const inactive = await screenOf(editor, '?status=inactive')
    expect(inactive.page.rows).toEqual([])
  })

  test('a Recruiter and a member are refused the screen and its forms', async () => {
    const byRecruiter = await callRoute(
      screenLoader,
      getRequest('/admin/testimonials', { cookie: recruiter.cookie }),
    )
    expect(statusOf(byRecruiter)).toBe(403)
    const posted = await onScreen(recruiter, { intent: 'delete', id: ID })
    expect(statusOf(posted)).toBe(403)
    const byMember = await callRoute(
      screenLoader,
      getRequest('/admin/testimonials', { cookie: member.cookie }),
    )
    expect((byMember as Response).headers.get('Location')).toBe('/dashboard')
    expect(await liveRow()).toBeDefined()
  })

  test('a form without its required texts is refused with each message, nothing written', async () => {
    const refused = await onScreen(editor, {
      ...withoutId(fields('', { intent: 'create' })),
      title: ' ',
      quote: '',
    })
    expect(statusOf(refused)).toBe(400)
    expect(errorsOf(refused)).toMatchObject({
      name: ['Name is required'],
      title: ['Title is required'],
      quote: ['Quote is required'],
    })
    const outOfRange = await onScreen(editor, fields(PUBLISHED_NAME, { sortOrder: '10000' }))
    expect(statusOf(outOfRange)).toBe(400)
    expect(errorsOf(outOfRange).sortOrder).toEqual([
      'Sort order must be a whole number from 0 to 9999',
    ])
    const db = await getDb()
    expect(await db.select().from(testimonials)).toHaveLength(3)
    expect(
      await db.select().from(contentDrafts).where(eq(contentDrafts.contentType, 'testimonial')),
    ).toEqual([])
  })
})

describe('testimonials published by their editors (the default)', () => {
  test('"Save as draft" keeps the home page as it was', async () => {
    const saved = await onScreen(editor, { ...fields('Aisha Al Marzouqi-Khan'), saveAs: 'draft' })
    expect(statusOf(saved)).toBe(302)
    expect((saved as Response).headers.get('Location')).toBe(`/admin/publishing/testimonial/${ID}`)
    expect(await toastOf(saved as Response)).toMatchObject({ title: 'Draft saved' })
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    expect(await namesOnHomePage('/')).toContain(PUBLISHED_NAME)
    expect(await namesOnHomePage('/')).not.toContain('Aisha Al Marzouqi-Khan')

    const screen = await screenOf(editor, `?edit=${ID}`)
    expect(screen.page.rows.find((row) => row.id === ID)?.draft).toMatchObject({
      state: 'editing',
      lastEditorName: 'Quote Editor',
    })
    expect(screen.selected?.draft?.document.name).toBe('Aisha Al Marzouqi-Khan')
    expect(screen.needsReview).toBe(false)
  })

  test('staff preview the draft in both languages; nobody else opens it', async () => {
    const english = await callRoute(
      previewLoader,
      getRequest(`/testimonials/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (english instanceof Response) throw new Error(`preview answered ${english.status}`)
    expect(english.testimonial.name).toBe('Aisha Al Marzouqi-Khan')
    expect(english.banner.text).toMatch(/^Preview of the draft/)
    const arabic = await callRoute(
      previewLoader,
      getRequest(`/ar/testimonials/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (arabic instanceof Response) throw new Error(`preview answered ${arabic.status}`)
    expect(arabic.testimonial.name).toBe('Aisha Al Marzouqi-Khan (بالعربية)')
    // The quote's Arabic twin is empty in the draft: shown in English, marked so.
    expect(arabic.testimonial.quote).toBe(fields('').quote)
    expect(arabic.testimonial.inEnglish).toContain('quote')
    expect(previewHeaders()['Cache-Control']).toBe('private, no-store')

    const anonymous = await callRoute(previewLoader, getRequest(`/testimonials/${ID}/preview`), {
      id: ID,
    })
    expect((anonymous as Response).headers.get('Location')).toMatch(/^\/login/)
    const byRecruiter = await callRoute(
      previewLoader,
      getRequest(`/testimonials/${ID}/preview`, { cookie: recruiter.cookie }),
      { id: ID },
    )
    expect(statusOf(byRecruiter)).toBe(403)
    const unknown = await callRoute(
      previewLoader,
      getRequest('/testimonials/tst-missing/preview', { cookie: editor.cookie }),
      { id: 'tst-missing' },
    )
    expect(statusOf(unknown)).toBe(404)
  })

  test('the draft page compares it and its editor publishes it', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/testimonial/${ID}`, { cookie: editor.cookie }),
      { type: 'testimonial', id: ID },
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.item.title).toBe(PUBLISHED_NAME)
    expect(page.paths).toEqual({
      edit: `/admin/testimonials?edit=${ID}`,
      preview: `/testimonials/${ID}/preview`,
    })
    expect(page.comparison?.find((field) => field.name === 'name')).toMatchObject({
      a: PUBLISHED_NAME,
      b: 'Aisha Al Marzouqi-Khan',
      isChanged: true,
    })
    const published = await onDraft(editor, { intent: 'approve' })
    expect(statusOf(published)).toBe(302)
    expect(await namesOnHomePage('/')).toContain('Aisha Al Marzouqi-Khan')
    expect(await namesOnHomePage('/ar')).toContain('Aisha Al Marzouqi-Khan (بالعربية)')
    expect((await auditActions()).slice(0, 2)).toEqual(['publish', 'draft'])
  })

  test('"Save Changes" publishes at once and keeps a revision; one is restored as the draft', async () => {
    const saved = await onScreen(editor, fields(PUBLISHED_NAME))
    expect((saved as Response).headers.get('Location')).toBe('/admin/testimonials')
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Testimonial updated',
      description: `The testimonial of ${PUBLISHED_NAME} has been updated.`,
    })
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    expect(await revisionNumbers()).toEqual([1, 2])

    const list = await callRoute(
      revisionsLoader,
      getRequest(`/admin/publishing/testimonial/${ID}/revisions`, { cookie: editor.cookie }),
      { type: 'testimonial', id: ID },
    )
    if (list instanceof Response) throw new Error('expected data')
    expect(list.page.rows.map((row) => row.number)).toEqual([2, 1])
    const restored = await callRoute(
      revisionsAction,
      postForm(
        `/admin/publishing/testimonial/${ID}/revisions`,
        { revision: '1' },
        { cookie: editor.cookie },
      ),
      { type: 'testimonial', id: ID },
    )
    expect(await toastOf(restored as Response)).toMatchObject({
      title: 'Revision 1 is now the draft',
    })
    const db = await getDb()
    const [draft] = await db
      .select({ document: contentDrafts.document })
      .from(contentDrafts)
      .where(and(eq(contentDrafts.contentType, 'testimonial'), eq(contentDrafts.itemId, ID)))
    expect(draft.document.name).toBe('Aisha Al Marzouqi-Khan')
    expect((await liveRow()).name).toBe(PUBLISHED_NAME)
    expect(statusOf(await onDraft(editor, { intent: 'discard' }))).toBe(302)
  })
})

describe('testimonials under review (the settings ask for it)', () => {
  test('a new testimonial stays off the home page until a second person approves', async () => {
    expect(statusOf(await setReview(editor, 'testimonial', true))).toBe(403)
    await setReview(admin, 'testimonial', true)
    expect((await screenOf(editor)).needsReview).toBe(true)

    const created = await onScreen(editor, {
      ...withoutId(fields('Omar Haddad', { intent: 'create' })),
      sortOrder: '',
    })
    expect(statusOf(created)).toBe(302)
    const db = await getDb()
    const [row] = await db.select().from(testimonials).where(eq(testimonials.name, 'Omar Haddad'))
    expect((created as Response).headers.get('Location')).toBe(
      `/admin/publishing/testimonial/${row.id}`,
    )
    // Hidden until its first publish, after the others; the draft keeps the "Active" asked for.
    expect(row).toMatchObject({ isActive: false, sortOrder: 4 })
    expect(await namesOnHomePage('/')).not.toContain('Omar Haddad')
    // Its draft's page says it was never published, and compares the draft with a hidden row.
    expect((await draftPage(row.id)).item.wasPublished).toBe(false)

    const byEditor = await onDraft(editor, { intent: 'approve' }, row.id)
    expect(statusOf(byEditor)).toBe(403)
    expect(refusalOf(byEditor)).toContain('Publishing needs the publish permission.')
    expect(statusOf(await onDraft(editor, { intent: 'submit' }, row.id))).toBe(302)
    expect(statusOf(await onDraft(admin, { intent: 'approve' }, row.id))).toBe(302)
    expect((await liveRow(row.id)).isActive).toBe(true)
    expect((await draftPage(row.id)).item.wasPublished).toBe(true)
    expect((await namesOnHomePage('/')).at(-1)).toBe('Omar Haddad')
    expect(await revisionNumbers(row.id)).toEqual([1])
    expect(await auditActions(row.id)).toEqual(['publish', 'submit', 'draft', 'create'])

    // Deleted, its draft and revisions go with it, and the deletion is audited.
    const deleted = await onScreen(editor, { intent: 'delete', id: row.id })
    expect(await toastOf(deleted as Response)).toMatchObject({
      title: 'Testimonial deleted',
      description: 'The testimonial of Omar Haddad has been removed from the home page.',
    })
    expect(await revisionNumbers(row.id)).toEqual([])
    const [entry] = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'testimonial'), eq(auditLog.entityId, row.id)))
      .orderBy(auditLog.id)
      .limit(1)
    expect(entry.action).toBe('create')
    expect(await auditActions(row.id)).toContain('delete')
    expect(
      await db
        .select()
        .from(contentRevisions)
        .where(
          and(eq(contentRevisions.contentType, 'testimonial'), eq(contentRevisions.itemId, row.id)),
        ),
    ).toEqual([])
    await setReview(admin, 'testimonial', false)
  })
})
