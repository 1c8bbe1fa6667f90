import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { contentDrafts, contentRevisions, packages } from '#db/schema'
import { action as createAction } from '~/routes/admin/package-create'
import { action as listAction } from '~/routes/admin/packages'
import { action as editAction, loader as editLoader } from '~/routes/admin/package-edit'
import {
  action as revisionsAction,
  loader as revisionsLoader,
} from '~/routes/admin/content-revisions'
import { loader as itemLoader } from '~/routes/admin/publishing-item'
import { loader as detailLoader } from '~/routes/public/investment-detail'
import { headers as previewHeaders, loader as previewLoader } from '~/routes/public/package-preview'
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
 * Decision 047 for packages: what the investment pages show of a package changes only when a
 * draft is published. Its editors publish by default ("Save Changes" publishes, "Save as
 * draft" waits); once the settings ask for review, a second person with the publish
 * permission approves. Every publish keeps a revision that can be restored as the draft.
 */

const ID = 'pkg-003'
// inv-003 attaches pkg-003 (db/seed/data.ts).
const INVESTMENT = 'inv-003'
const PUBLISHED_NAME = 'IT Consultancy Services'

let editor: TestAccount
let admin: TestAccount
let recruiter: TestAccount
let member: TestAccount

function packageFields(name: string, extra: Record<string, string> = {}) {
  return {
    name,
    nameAr: `${name} (بالعربية)`,
    description: 'Technology guidance for an investment.',
    price: '85000.00',
    'services[0]': 'IT infrastructure assessment',
    ...extra,
  }
}

function saveEdit(account: TestAccount, form: Record<string, string>) {
  return callRoute(
    editAction,
    postForm(`/admin/packages/edit/${ID}`, form, { cookie: account.cookie }),
    { id: ID },
  )
}

/** The names of the packages the investment's public page shows, in `path`'s language. */
async function packagesOnInvestmentPage(path: string): Promise<string[]> {
  const outcome = await callRoute(detailLoader, getRequest(path), { id: INVESTMENT })
  if (outcome instanceof Response) throw new Error(`detail answered ${outcome.status}`)
  return outcome.investment.packages.map((item) => item.name)
}

async function liveName(): Promise<string> {
  const db = await getDb()
  const [row] = await db.select({ name: packages.name }).from(packages).where(eq(packages.id, ID))
  return row.name
}

const onDraft = (account: TestAccount, form: Record<string, string>) =>
  onDraftOf('package', ID, account, form)
const auditActions = () => auditActionsOf('package', ID)
const setPackageReview = (account: TestAccount, isOn: boolean) =>
  setReview(account, 'package', isOn)

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Package Editor')
  admin = await staffWithRole('admin', 'Package Reviewer')
  recruiter = await staffWithRole('recruiter', 'Package Recruiter')
  member = await createSignedInUser({ name: 'Package Member' })
})

describe('packages published by their editors (the default)', () => {
  test('"Save as draft" keeps the investment pages as they were', async () => {
    const saved = await saveEdit(editor, { ...packageFields('Cloud Readiness'), saveAs: 'draft' })
    expect(statusOf(saved)).toBe(302)
    expect((saved as Response).headers.get('Location')).toBe(`/admin/publishing/package/${ID}`)
    expect(await toastOf(saved as Response)).toMatchObject({ title: 'Draft saved' })
    expect(await liveName()).toBe(PUBLISHED_NAME)
    expect(await packagesOnInvestmentPage(`/investments/${INVESTMENT}`)).toContain(PUBLISHED_NAME)
    expect(await packagesOnInvestmentPage(`/ar/investments/${INVESTMENT}`)).toContain(
      'خدمات استشارات تقنية المعلومات',
    )
    // The edit form opens on the draft, and says so.
    const form = await callRoute(
      editLoader,
      getRequest(`/admin/packages/edit/${ID}`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (form instanceof Response) throw new Error('expected data')
    expect(form.item.name).toBe('Cloud Readiness')
    expect(form.draft?.state).toBe('editing')
    expect(form.needsReview).toBe(false)
  })

  test('staff preview the draft in both languages; nobody else opens it', async () => {
    const english = await callRoute(
      previewLoader,
      getRequest(`/packages/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (english instanceof Response) throw new Error(`preview answered ${english.status}`)
    expect(english.item.name).toBe('Cloud Readiness')
    expect(english.banner.text).toMatch(/^Preview of the draft/)
    const arabic = await callRoute(
      previewLoader,
      getRequest(`/ar/packages/${ID}/preview`, { cookie: editor.cookie }),
      { id: ID },
    )
    if (arabic instanceof Response) throw new Error(`preview answered ${arabic.status}`)
    expect(arabic.item.name).toBe('Cloud Readiness (بالعربية)')
    // The description's Arabic twin is empty: shown in English, marked so.
    expect(arabic.item.inEnglish).toContain('description')
    expect(previewHeaders()['Cache-Control']).toBe('private, no-store')

    const anonymous = await callRoute(previewLoader, getRequest(`/packages/${ID}/preview`), {
      id: ID,
    })
    expect((anonymous as Response).headers.get('Location')).toMatch(/^\/login/)
    const byMember = await callRoute(
      previewLoader,
      getRequest(`/packages/${ID}/preview`, { cookie: member.cookie }),
      { id: ID },
    )
    expect((byMember as Response).headers.get('Location')).toBe('/dashboard')
    const byRecruiter = await callRoute(
      previewLoader,
      getRequest(`/packages/${ID}/preview`, { cookie: recruiter.cookie }),
      { id: ID },
    )
    expect(statusOf(byRecruiter)).toBe(403)
  })

  test('the draft page compares it and lets its editor publish it', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/package/${ID}`, { cookie: editor.cookie }),
      { type: 'package', id: ID },
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.needsReview).toBe(false)
    expect(page.paths).toEqual({
      edit: `/admin/packages/edit/${ID}`,
      preview: `/packages/${ID}/preview`,
    })
    const name = page.comparison?.find((field) => field.name === 'name')
    expect(name).toMatchObject({ a: PUBLISHED_NAME, b: 'Cloud Readiness' })

    const published = await onDraft(editor, { intent: 'approve' })
    expect(statusOf(published)).toBe(302)
    expect(await toastOf(published as Response)).toMatchObject({ title: 'Published' })
    expect(await packagesOnInvestmentPage(`/investments/${INVESTMENT}`)).toContain(
      'Cloud Readiness',
    )
    expect(await packagesOnInvestmentPage(`/ar/investments/${INVESTMENT}`)).toContain(
      'Cloud Readiness (بالعربية)',
    )
    expect((await auditActions()).slice(0, 2)).toEqual(['publish', 'draft'])
  })

  test('"Save Changes" publishes at once and keeps a revision', async () => {
    const saved = await saveEdit(editor, packageFields('Cloud and Security Readiness'))
    expect((saved as Response).headers.get('Location')).toBe('/admin/packages')
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Package updated successfully',
    })
    expect(await liveName()).toBe('Cloud and Security Readiness')
    const db = await getDb()
    const revisions = await db
      .select({
        number: contentRevisions.number,
        publishedByName: contentRevisions.publishedByName,
      })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.contentType, 'package'), eq(contentRevisions.itemId, ID)))
      .orderBy(contentRevisions.number)
    // No revision before drafts existed: the first publish keeps the first.
    expect(revisions).toEqual([
      { number: 1, publishedByName: 'Package Editor' },
      { number: 2, publishedByName: 'Package Editor' },
    ])
  })

  test('a revision is compared and restored as the draft; the public pages wait', async () => {
    const list = await callRoute(
      revisionsLoader,
      getRequest(`/admin/publishing/package/${ID}/revisions`, { cookie: editor.cookie }),
      { type: 'package', id: ID },
    )
    if (list instanceof Response) throw new Error('expected data')
    expect(list.page.rows.map((row) => row.number)).toEqual([2, 1])
    expect(list.fields?.find((field) => field.name === 'name')).toMatchObject({
      a: 'Cloud Readiness',
      b: 'Cloud and Security Readiness',
    })
    const restored = await callRoute(
      revisionsAction,
      postForm(
        `/admin/publishing/package/${ID}/revisions`,
        { revision: '1' },
        { cookie: editor.cookie },
      ),
      { type: 'package', id: ID },
    )
    expect((restored as Response).headers.get('Location')).toBe(`/admin/publishing/package/${ID}`)
    expect(await toastOf(restored as Response)).toMatchObject({
      title: 'Revision 1 is now the draft',
      description: 'Check it, then publish it.',
    })
    expect(await liveName()).toBe('Cloud and Security Readiness')
    const discarded = await onDraft(editor, { intent: 'discard' })
    expect(statusOf(discarded)).toBe(302)
  })

  test('a Recruiter opens neither the draft page nor the revisions', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/package/${ID}`, { cookie: recruiter.cookie }),
      { type: 'package', id: ID },
    )
    expect(statusOf(page)).toBe(403)
    const revisions = await callRoute(
      revisionsLoader,
      getRequest(`/admin/publishing/package/${ID}/revisions`, { cookie: recruiter.cookie }),
      { type: 'package', id: ID },
    )
    expect(statusOf(revisions)).toBe(403)
  })
})

describe('packages under review (the settings ask for it)', () => {
  test('only a person with the publish permission changes the setting', async () => {
    const byEditor = await setPackageReview(editor, true)
    expect(statusOf(byEditor)).toBe(403)
    const byAdmin = await setPackageReview(admin, true)
    expect(await toastOf(byAdmin as Response)).toMatchObject({ title: 'Review settings saved' })
  })

  test('"Save Changes" only saves the draft; its editor may not publish it', async () => {
    const saved = await saveEdit(editor, packageFields('Reviewed Readiness'))
    expect((saved as Response).headers.get('Location')).toBe(`/admin/publishing/package/${ID}`)
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public page is unchanged. Submit the draft for review to publish it.',
    })
    expect(await liveName()).toBe('Cloud and Security Readiness')
    const published = await onDraft(editor, { intent: 'approve' })
    expect(statusOf(published)).toBe(403)
    expect(refusalOf(published)).toContain('Publishing needs the publish permission.')
  })

  test('submitted, it is published by a second person', async () => {
    expect(statusOf(await onDraft(editor, { intent: 'submit' }))).toBe(302)
    const approved = await onDraft(admin, { intent: 'approve' })
    expect(statusOf(approved)).toBe(302)
    expect(await liveName()).toBe('Reviewed Readiness')
    expect(await packagesOnInvestmentPage(`/investments/${INVESTMENT}`)).toContain(
      'Reviewed Readiness',
    )
    expect((await auditActions()).slice(0, 3)).toEqual(['publish', 'submit', 'draft'])
  })

  test('its last editor cannot approve it, even with the publish permission', async () => {
    const saved = await saveEdit(admin, packageFields('Admin Readiness'))
    expect(statusOf(saved)).toBe(302)
    expect(statusOf(await onDraft(admin, { intent: 'submit' }))).toBe(302)
    const own = await onDraft(admin, { intent: 'approve' })
    expect(statusOf(own)).toBe(403)
    expect(await liveName()).toBe('Reviewed Readiness')
    // Switched off, its editors publish again.
    await setPackageReview(admin, false)
    expect(statusOf(await onDraft(editor, { intent: 'approve' }))).toBe(302)
    expect(await liveName()).toBe('Admin Readiness')
  })

  test('an address of an unknown type is not found', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/brochure/${ID}`, { cookie: admin.cookie }),
      { type: 'brochure', id: ID },
    )
    expect(statusOf(page)).toBe(404)
  })
})

describe('a new package', () => {
  test('is kept as its first revision; deleted, its draft and revisions go with it', async () => {
    const created = await callRoute(
      createAction,
      postForm('/admin/packages/create', packageFields('Short-lived Package'), {
        cookie: editor.cookie,
      }),
    )
    expect(statusOf(created)).toBe(302)
    const db = await getDb()
    const [row] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.name, 'Short-lived Package'))
    const ofItem = <T extends typeof contentDrafts | typeof contentRevisions>(table: T) =>
      and(eq(table.contentType, 'package'), eq(table.itemId, row.id))
    expect(
      await db
        .select({ n: contentRevisions.number })
        .from(contentRevisions)
        .where(ofItem(contentRevisions)),
    ).toEqual([{ n: 1 }])
    await callRoute(
      editAction,
      postForm(
        `/admin/packages/edit/${row.id}`,
        { ...packageFields('Short-lived Package, edited'), saveAs: 'draft' },
        { cookie: editor.cookie },
      ),
      { id: row.id },
    )
    const deleted = await callRoute(
      listAction,
      postForm('/admin/packages', { intent: 'delete', id: row.id }, { cookie: editor.cookie }),
    )
    expect(statusOf(deleted)).toBe(302)
    expect(await db.select().from(contentDrafts).where(ofItem(contentDrafts))).toEqual([])
    expect(await db.select().from(contentRevisions).where(ofItem(contentRevisions))).toEqual([])
  })
})
