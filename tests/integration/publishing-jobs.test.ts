import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { contentDrafts, contentRevisions, jobApplicants, jobListings } from '#db/schema'
import { action as jobsAction, loader as jobsLoader } from '~/routes/admin/careers-jobs'
import {
  action as revisionsAction,
  loader as revisionsLoader,
} from '~/routes/admin/content-revisions'
import { loader as itemLoader } from '~/routes/admin/publishing-item'
import { loader as careersLoader } from '~/routes/public/careers'
import { headers as previewHeaders, loader as previewLoader } from '~/routes/public/job-preview'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  auditActions as auditActionsOf,
  onDraft as onDraftOf,
  refusalOf,
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
 * Decision 047 for job listings: what the careers page (and its JobPosting data) shows of a
 * job changes only when a draft is published. Its editors publish by default ("Save Changes"
 * publishes, "Save as draft" waits); once the settings ask for review, a second person with
 * the publish permission approves, and a new job stays off the careers page until then.
 */

const ID = 'job-002'
const PUBLISHED_TITLE = 'Real Estate Investment Manager'
const PUBLISHED_TITLE_AR = 'مدير الاستثمار العقاري'

let editor: TestAccount
let admin: TestAccount
let support: TestAccount
let member: TestAccount

function jobFields(title: string, extra: Record<string, string | undefined> = {}) {
  return {
    title,
    titleAr: `${title} (بالعربية)`,
    department: 'Real Estate',
    location: 'Abu Dhabi, UAE',
    type: 'Full-time',
    experience: '7+ years',
    description: 'Source, assess and manage property investments.',
    responsibilities: 'Source deals\nManage assets',
    requirements: 'Degree in finance or real estate',
    isActive: 'on',
    ...extra,
  }
}

function saveEdit(account: TestAccount, form: Record<string, string | undefined>, id = ID) {
  return callRoute(
    jobsAction,
    postForm(
      `/admin/careers/jobs?edit=${id}`,
      { intent: 'update', jobId: id, ...form },
      { cookie: account.cookie },
    ),
  )
}

function createJob(account: TestAccount, form: Record<string, string | undefined>) {
  return callRoute(
    jobsAction,
    postForm(
      '/admin/careers/jobs?new=1',
      { intent: 'create', ...form },
      { cookie: account.cookie },
    ),
  )
}

/** The titles the public careers page shows, in `path`'s language, and its JobPosting ids. */
async function careersPage(path: string): Promise<{ titles: string[]; postings: string[] }> {
  const outcome = await callRoute(careersLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`careers answered ${outcome.status}`)
  return {
    titles: outcome.jobs.map((job) => job.title),
    postings: outcome.jobPostingsLd.map((posting) => posting.identifier.value),
  }
}

async function liveJob(id = ID) {
  const db = await getDb()
  const [row] = await db.select().from(jobListings).where(eq(jobListings.id, id))
  return row
}

async function jobTitled(title: string) {
  const db = await getDb()
  const [row] = await db.select().from(jobListings).where(eq(jobListings.title, title))
  return row
}

async function draftOf(id: string) {
  const db = await getDb()
  const [draft] = await db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.contentType, 'job'), eq(contentDrafts.itemId, id)))
  return draft
}

const onDraft = (account: TestAccount, form: Record<string, string>, id = ID) =>
  onDraftOf('job', id, account, form)
const auditActions = (id = ID) => auditActionsOf('job', id)
const setJobReview = (account: TestAccount, isOn: boolean) => setReview(account, 'job', isOn)

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Job Editor')
  admin = await staffWithRole('admin', 'Job Reviewer')
  support = await staffWithRole('support', 'Job Support')
  member = await createSignedInUser({ name: 'Job Member' })
})

describe('jobs published by their editors (the default)', () => {
  test('"Save as draft" keeps the careers page as it was', async () => {
    const saved = await saveEdit(editor, {
      ...jobFields('Head of Real Estate Investment'),
      saveAs: 'draft',
    })
    expect(statusOf(saved)).toBe(302)
    expect((saved as Response).headers.get('Location')).toBe(`/admin/publishing/job/${ID}`)
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public site is unchanged until you publish the draft.',
    })
    expect((await liveJob()).title).toBe(PUBLISHED_TITLE)
    const english = await careersPage('/careers')
    expect(english.titles).toContain(PUBLISHED_TITLE)
    expect(english.titles).not.toContain('Head of Real Estate Investment')
    expect((await careersPage('/ar/careers')).titles).toContain(PUBLISHED_TITLE_AR)

    // The edit dialog opens on the draft, and says so; the list marks the row.
    const screen = await callRoute(
      jobsLoader,
      getRequest(`/admin/careers/jobs?q=${encodeURIComponent(PUBLISHED_TITLE)}&edit=${ID}`, {
        cookie: editor.cookie,
      }),
    )
    if (screen instanceof Response) throw new Error('expected data')
    expect(screen.selected).toMatchObject({ id: ID, title: 'Head of Real Estate Investment' })
    expect(screen.draft?.state).toBe('editing')
    expect(screen.needsReview).toBe(false)
    expect(screen.page.rows).toEqual([
      expect.objectContaining({ id: ID, title: PUBLISHED_TITLE, draftState: 'editing' }),
    ])
  })

  test('staff preview the draft in both languages; nobody else opens it', async () => {
    const english = await callRoute(
      previewLoader,
      getRequest(`/careers/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (english instanceof Response) throw new Error(`preview answered ${english.status}`)
    expect(english.job).toMatchObject({
      title: 'Head of Real Estate Investment',
      responsibilities: ['Source deals', 'Manage assets'],
    })
    expect(english.banner.text).toMatch(/^Preview of the draft/)
    const arabic = await callRoute(
      previewLoader,
      getRequest(`/ar/careers/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (arabic instanceof Response) throw new Error(`preview answered ${arabic.status}`)
    expect(arabic.job.title).toBe('Head of Real Estate Investment (بالعربية)')
    // The description's Arabic twin is empty: shown in English, marked so.
    expect(arabic.job.inEnglish).toContain('description')
    expect(arabic.banner.text).not.toMatch(/^Preview/)
    expect(previewHeaders()['Cache-Control']).toBe('private, no-store')

    const anonymous = await callRoute(previewLoader, getRequest(`/careers/${ID}/preview`), {
      id: ID,
    })
    expect((anonymous as Response).headers.get('Location')).toMatch(/^\/login/)
    const byMember = await callRoute(
      previewLoader,
      getRequest(`/careers/${ID}/preview`, { cookie: member.cookie }),
      { id: ID },
    )
    expect((byMember as Response).headers.get('Location')).toBe('/dashboard')
    const bySupport = await callRoute(
      previewLoader,
      getRequest(`/careers/${ID}/preview`, { cookie: support.cookie }),
      { id: ID },
    )
    expect(statusOf(bySupport)).toBe(403)
    const unknown = await callRoute(
      previewLoader,
      getRequest('/careers/job-nope/preview', { cookie: editor.cookie }),
      { id: 'job-nope' },
    )
    expect(statusOf(unknown)).toBe(404)
  })

  test('the draft page compares it and lets its editor publish it', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/job/${ID}`, { cookie: editor.cookie }),
      { type: 'job', id: ID },
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.needsReview).toBe(false)
    expect(page.item).toMatchObject({ title: PUBLISHED_TITLE, wasPublished: true })
    expect(page.paths).toEqual({
      edit: `/admin/careers/jobs?edit=${ID}`,
      preview: `/careers/${ID}/preview`,
    })
    expect(page.comparison?.find((field) => field.name === 'title')).toMatchObject({
      a: PUBLISHED_TITLE,
      b: 'Head of Real Estate Investment',
      twinA: PUBLISHED_TITLE_AR,
      twinB: 'Head of Real Estate Investment (بالعربية)',
      isChanged: true,
    })
    expect(page.comparison?.find((field) => field.name === 'employmentType')).toMatchObject({
      a: 'Full-time',
      b: 'Full-time',
      isChanged: false,
    })

    const published = await onDraft(editor, { intent: 'approve' })
    expect(statusOf(published)).toBe(302)
    expect(await toastOf(published as Response)).toMatchObject({ title: 'Published' })
    expect((await careersPage('/careers')).titles).toContain('Head of Real Estate Investment')
    expect((await careersPage('/ar/careers')).titles).toContain(
      'Head of Real Estate Investment (بالعربية)',
    )
    expect(await draftOf(ID)).toBeUndefined()
    expect((await auditActions()).slice(0, 2)).toEqual(['publish', 'draft'])
  })

  test('"Save Changes" publishes at once and keeps a revision', async () => {
    const saved = await saveEdit(editor, jobFields('Director of Real Estate Investment'))
    expect((saved as Response).headers.get('Location')).toBe('/admin/careers/jobs')
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Job Updated',
      description: 'Director of Real Estate Investment has been updated',
    })
    expect((await liveJob()).title).toBe('Director of Real Estate Investment')
    expect((await careersPage('/careers')).titles).toContain('Director of Real Estate Investment')
    const db = await getDb()
    const revisions = await db
      .select({
        number: contentRevisions.number,
        publishedByName: contentRevisions.publishedByName,
      })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.contentType, 'job'), eq(contentRevisions.itemId, ID)))
      .orderBy(contentRevisions.number)
    // No revision before drafts existed: the first publish keeps the first.
    expect(revisions).toEqual([
      { number: 1, publishedByName: 'Job Editor' },
      { number: 2, publishedByName: 'Job Editor' },
    ])
  })

  test('a revision is compared and restored as the draft; the careers page waits', async () => {
    const list = await callRoute(
      revisionsLoader,
      getRequest(`/admin/publishing/job/${ID}/revisions`, { cookie: editor.cookie }),
      { type: 'job', id: ID },
    )
    if (list instanceof Response) throw new Error('expected data')
    expect(list.editPath).toBe(`/admin/careers/jobs?edit=${ID}`)
    expect(list.page.rows.map((row) => row.number)).toEqual([2, 1])
    expect(list.fields?.find((field) => field.name === 'title')).toMatchObject({
      a: 'Head of Real Estate Investment',
      b: 'Director of Real Estate Investment',
    })
    const restored = await callRoute(
      revisionsAction,
      postForm(
        `/admin/publishing/job/${ID}/revisions`,
        { revision: '1' },
        { cookie: editor.cookie },
      ),
      { type: 'job', id: ID },
    )
    expect((restored as Response).headers.get('Location')).toBe(`/admin/publishing/job/${ID}`)
    expect(await toastOf(restored as Response)).toMatchObject({
      title: 'Revision 1 is now the draft',
      description: 'Check it, then publish it.',
    })
    expect((await draftOf(ID))?.document).toMatchObject({
      title: 'Head of Real Estate Investment',
    })
    expect((await liveJob()).title).toBe('Director of Real Estate Investment')
    expect((await careersPage('/careers')).titles).toContain('Director of Real Estate Investment')
    expect(statusOf(await onDraft(editor, { intent: 'discard' }))).toBe(302)
  })

  test('a draft that deactivates the job takes it off the careers page only when published', async () => {
    await saveEdit(editor, {
      ...jobFields('Director of Real Estate Investment'),
      isActive: undefined,
      saveAs: 'draft',
    })
    expect((await careersPage('/careers')).postings).toContain(ID)
    expect(statusOf(await onDraft(editor, { intent: 'approve' }))).toBe(302)
    expect((await liveJob()).isActive).toBe(false)
    const after = await careersPage('/careers')
    expect(after.titles).not.toContain('Director of Real Estate Investment')
    expect(after.postings).not.toContain(ID)
    // Active again, at once.
    await saveEdit(editor, jobFields('Director of Real Estate Investment'))
    expect((await liveJob()).isActive).toBe(true)
  })

  test('a Support staff member opens neither the draft page nor the revisions', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/job/${ID}`, { cookie: support.cookie }),
      { type: 'job', id: ID },
    )
    expect(statusOf(page)).toBe(403)
    const revisions = await callRoute(
      revisionsLoader,
      getRequest(`/admin/publishing/job/${ID}/revisions`, { cookie: support.cookie }),
      { type: 'job', id: ID },
    )
    expect(statusOf(revisions)).toBe(403)
  })
})

describe('jobs under review (the settings ask for it)', () => {
  test('only a person with the publish permission changes the setting', async () => {
    const byEditor = await setJobReview(editor, true)
    expect(statusOf(byEditor)).toBe(403)
    const byAdmin = await setJobReview(admin, true)
    expect(await toastOf(byAdmin as Response)).toMatchObject({ title: 'Review settings saved' })
  })

  test('a new job by an editor stays off the careers page until a second person approves it', async () => {
    const title = 'Reviewed Portfolio Analyst'
    const created = await createJob(editor, jobFields(title))
    expect(statusOf(created)).toBe(302)
    const job = await jobTitled(title)
    expect((created as Response).headers.get('Location')).toBe(`/admin/publishing/job/${job.id}`)
    expect(await toastOf(created as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public page is unchanged. Submit the draft for review to publish it.',
    })
    // The row is inactive; the draft holds what the form asked for.
    expect(job.isActive).toBe(false)
    expect((await draftOf(job.id))?.document).toMatchObject({ title, isActive: true })
    const english = await careersPage('/careers')
    expect(english.titles).not.toContain(title)
    expect(english.postings).not.toContain(job.id)
    expect((await careersPage('/ar/careers')).titles).not.toContain(`${title} (بالعربية)`)

    const byEditor = await onDraft(editor, { intent: 'approve' }, job.id)
    expect(statusOf(byEditor)).toBe(403)
    expect(refusalOf(byEditor)).toContain('Publishing needs the publish permission.')
    expect(statusOf(await onDraft(editor, { intent: 'submit' }, job.id))).toBe(302)
    expect((await careersPage('/careers')).titles).not.toContain(title)

    const approved = await onDraft(admin, { intent: 'approve' }, job.id)
    expect(statusOf(approved)).toBe(302)
    expect((await liveJob(job.id)).isActive).toBe(true)
    const after = await careersPage('/careers')
    expect(after.titles).toContain(title)
    expect(after.postings).toContain(job.id)
    expect((await careersPage('/ar/careers')).titles).toContain(`${title} (بالعربية)`)
    expect(await auditActions(job.id)).toEqual(['publish', 'submit', 'draft', 'create'])
  })

  test('"Save Changes" only saves the draft, with no "Save as draft"; its editor may not publish it', async () => {
    const screen = await callRoute(
      jobsLoader,
      getRequest(`/admin/careers/jobs?edit=${ID}`, { cookie: editor.cookie }),
    )
    if (screen instanceof Response) throw new Error('expected data')
    expect(screen.needsReview).toBe(true)

    const saved = await saveEdit(editor, jobFields('Reviewed Real Estate Lead'))
    expect((saved as Response).headers.get('Location')).toBe(`/admin/publishing/job/${ID}`)
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public page is unchanged. Submit the draft for review to publish it.',
    })
    expect((await liveJob()).title).toBe('Director of Real Estate Investment')
    const published = await onDraft(editor, { intent: 'approve' })
    expect(statusOf(published)).toBe(403)
    expect((await careersPage('/careers')).titles).not.toContain('Reviewed Real Estate Lead')
    expect(statusOf(await onDraft(editor, { intent: 'discard' }))).toBe(302)
    expect(statusOf(await setJobReview(admin, false))).toBe(302)
  })
})

describe('a deleted job', () => {
  test('takes its draft and revisions; one with applicants is kept, with them', async () => {
    const title = 'Short-lived Job'
    expect(statusOf(await createJob(editor, jobFields(title)))).toBe(302)
    const job = await jobTitled(title)
    const db = await getDb()
    const ofItem = <T extends typeof contentDrafts | typeof contentRevisions>(table: T) =>
      and(eq(table.contentType, 'job'), eq(table.itemId, job.id))
    // Created where editors publish jobs: live at once, kept as its first revision.
    expect(job.isActive).toBe(true)
    expect(
      await db
        .select({ n: contentRevisions.number })
        .from(contentRevisions)
        .where(ofItem(contentRevisions)),
    ).toEqual([{ n: 1 }])
    await saveEdit(editor, { ...jobFields(`${title}, edited`), saveAs: 'draft' }, job.id)
    expect(await draftOf(job.id)).toBeDefined()

    // A job with applicants is not deleted (no application loses its position): nor its draft.
    await db.insert(jobApplicants).values({
      id: 'app-short-lived',
      jobId: job.id,
      name: 'Keeps The Job',
      email: 'keeps.the.job@example.org',
      phone: '050 000 0000',
      coverLetter: 'Hello',
      cvKey: 'cv/short-lived.pdf',
      cvFilename: 'cv.pdf',
      cvMime: 'application/pdf',
      cvSize: 10,
    })
    const refused = await callRoute(
      jobsAction,
      postForm(
        '/admin/careers/jobs',
        { intent: 'delete', jobId: job.id },
        { cookie: editor.cookie },
      ),
    )
    expect(statusOf(refused)).toBe(409)
    expect(await draftOf(job.id)).toBeDefined()

    await db.delete(jobApplicants).where(eq(jobApplicants.id, 'app-short-lived'))
    const deleted = await callRoute(
      jobsAction,
      postForm(
        '/admin/careers/jobs',
        { intent: 'delete', jobId: job.id },
        { cookie: editor.cookie },
      ),
    )
    expect(statusOf(deleted)).toBe(302)
    expect(await jobTitled(title)).toBeUndefined()
    expect(await db.select().from(contentDrafts).where(ofItem(contentDrafts))).toEqual([])
    expect(await db.select().from(contentRevisions).where(ofItem(contentRevisions))).toEqual([])
  })
})
