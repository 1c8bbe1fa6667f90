import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { contentDrafts } from '#db/schema'
import { SITE_TEXT_FIELDS } from '~/domain/settings/schema'
import { getSiteSettings } from '~/domain/settings/settings.server'
import { TITLE_MAX } from '~/lib/field-limits'
import { loader as rootLoader } from '~/root'
import {
  action as revisionsAction,
  loader as revisionsLoader,
} from '~/routes/admin/content-revisions'
import { loader as itemLoader } from '~/routes/admin/publishing-item'
import { loader as queueLoader } from '~/routes/admin/publishing'
import { action as settingsAction, loader as settingsLoader } from '~/routes/admin/settings'
import { loader as homeLoader } from '~/routes/public/home'
import { headers as previewHeaders, loader as previewLoader } from '~/routes/public/site-preview'
import { trackContentChanges } from '~/server/content-changes.server'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { startSiteServer } from '../support/site-server'
import { staffWithRole } from '../support/investor-file'
import {
  auditActions,
  onDraft as onDraftOf,
  refusalOf,
  revisionNumbers as revisionNumbersOf,
  setReview,
} from '../support/publishing'
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
 * Decision 047 for the site texts (the settings' company texts and the home page's hero): the
 * public pages read the published texts until a draft is published. Editors publish them by
 * default ("Save Changes" publishes, "Save as draft" waits); once the settings ask for review,
 * a second person with the publish permission approves. The other settings are saved at once.
 */

const ID = 'site'
const DRAFT_PAGE = `/admin/publishing/site-texts/${ID}`

let editor: TestAccount
let admin: TestAccount
let recruiter: TestAccount
let member: TestAccount
/** The seeded texts, as the public site shows them before these tests change them. */
let published: { heroTitle: string; heroTitleAr: string; companyName: string }

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Texts Editor')
  admin = await staffWithRole('admin', 'Texts Reviewer')
  recruiter = await staffWithRole('recruiter', 'Texts Recruiter')
  member = await createSignedInUser({ name: 'Texts Member Visitor' })
  const settings = await getSiteSettings()
  published = {
    heroTitle: settings.heroTitle,
    heroTitleAr: settings.heroTitleAr,
    companyName: settings.companyName,
  }
})

/** The site texts' form as the browser sends it: the current texts with `overrides`. */
async function textsForm(overrides: Record<string, string> = {}) {
  const settings = await getSiteSettings()
  const fields: Record<string, string> = { intent: 'site-texts' }
  for (const key of SITE_TEXT_FIELDS) {
    const value = settings[key]
    if (typeof value === 'string') fields[key] = value
    else
      value.forEach((row, index) => {
        fields[`${key}[${index}].days`] = row.days
        fields[`${key}[${index}].hours`] = row.hours
      })
  }
  return { ...fields, ...overrides }
}

function onSettings(account: TestAccount, form: Record<string, string>) {
  return callRoute(settingsAction, postForm('/admin/settings', form, { cookie: account.cookie }))
}

const onDraft = (account: TestAccount, form: Record<string, string>) =>
  onDraftOf('site-texts', ID, account, form)
const revisionNumbers = () => revisionNumbersOf('site-texts', ID)

/** The home page's hero title and company name, as a visitor gets them at `path`. */
async function homeAt(path: '/' | '/ar') {
  const outcome = await callRoute(homeLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`home answered ${outcome.status}`)
  return { title: outcome.hero.title, companyName: outcome.companyName }
}

/** The company name the header and footer show a visitor at `path`. */
async function layoutCompanyAt(path: string): Promise<string> {
  const outcome = await callRoute(rootLoader, getRequest(path))
  return (outcome as { data: { site: { companyName: string } } }).data.site.companyName
}

async function previewAt(path: '/site/preview' | '/ar/site/preview', account: TestAccount) {
  return callRoute(previewLoader, getRequest(path, { cookie: account.cookie }))
}

async function draftDocument() {
  const db = await getDb()
  const [draft] = await db
    .select({ document: contentDrafts.document })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.contentType, 'site-texts'), eq(contentDrafts.itemId, ID)))
  return draft?.document ?? null
}

describe('site texts published by their editors (the default)', () => {
  test('"Save as draft" keeps the home page as it was, in English and Arabic', async () => {
    const { result: saved, hasChanged } = await trackContentChanges(async () =>
      onSettings(editor, {
        ...(await textsForm({
          heroTitle: 'A drafted hero title',
          heroTitleAr: 'عنوان مسودة',
          companyName: 'Drafted Company LLC',
        })),
        saveAs: 'draft',
      }),
    )
    expect(statusOf(saved)).toBe(302)
    expect((saved as Response).headers.get('Location')).toBe(DRAFT_PAGE)
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public site is unchanged until you publish the draft.',
    })
    // A draft changes no public page: every cached page is kept.
    expect(hasChanged).toBe(false)
    expect(await homeAt('/')).toEqual({
      title: published.heroTitle,
      companyName: published.companyName,
    })
    expect((await homeAt('/ar')).title).toBe(published.heroTitleAr)
    expect(await layoutCompanyAt('/')).toBe(published.companyName)
    expect((await getSiteSettings()).heroTitle).toBe(published.heroTitle)

    // The settings form opens on the draft, says so, and offers "Save as draft".
    const screen = await callRoute(
      settingsLoader,
      getRequest('/admin/settings', { cookie: editor.cookie }),
    )
    if (screen instanceof Response) throw new Error(`settings answered ${screen.status}`)
    expect(screen.siteTexts.texts).toMatchObject({
      heroTitle: 'A drafted hero title',
      heroTitleAr: 'عنوان مسودة',
    })
    expect(screen.siteTexts.draft).toMatchObject({
      state: 'editing',
      lastEditorName: 'Texts Editor',
    })
    expect(screen.settings.heroTitle).toBe(published.heroTitle)
    expect(screen.needsTextsReview).toBe(false)
  })

  test('staff with the settings permission preview the draft in both languages', async () => {
    const english = await previewAt('/site/preview', editor)
    if (english instanceof Response) throw new Error(`preview answered ${english.status}`)
    expect(english.page.hero.title).toBe('A drafted hero title')
    expect(english.page.companyName).toBe('Drafted Company LLC')
    // The header and footer show the draft's company name too.
    expect(english.previewSite.companyName).toBe('Drafted Company LLC')
    expect(english.banner.text).toMatch(/^Preview of the draft/)
    const arabic = await previewAt('/ar/site/preview', editor)
    if (arabic instanceof Response) throw new Error(`preview answered ${arabic.status}`)
    expect(arabic.page.hero.title).toBe('عنوان مسودة')
    expect(arabic.page.hero.inEnglish).not.toContain('title')
    expect(arabic.banner.text).toMatch(/^معاينة/)
    expect(previewHeaders()['Cache-Control']).toBe('private, no-store')
    // The public home page still shows the published texts.
    expect((await homeAt('/')).title).toBe(published.heroTitle)
  })

  test('the preview page shows the draft in the header and footer, not indexed nor hydrated', async () => {
    const site = await startSiteServer()
    try {
      const response = await fetch(`${site.baseUrl}/site/preview`, {
        headers: { Cookie: editor.cookie },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('private, no-store')
      const html = await response.text()
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
      const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
      expect(header).toContain('Drafted Company LLC')
      expect(footer).toContain('Drafted Company LLC')
      expect(html).toContain('A drafted hero title')
      expect(html).toMatch(/<meta name="robots" content="noindex/)
      expect(html).not.toContain('__reactRouterContext')
      const home = await (await fetch(`${site.baseUrl}/`)).text()
      expect(home).not.toContain('Drafted Company LLC')
      expect(home).toContain(published.heroTitle)
    } finally {
      await site.close()
    }
  })

  test('the preview is refused to a visitor, a member and a Recruiter', async () => {
    const anonymous = await callRoute(previewLoader, getRequest('/site/preview'))
    expect((anonymous as Response).headers.get('Location')).toMatch(/^\/login/)
    const byMember = await previewAt('/site/preview', member)
    expect((byMember as Response).headers.get('Location')).toBe('/dashboard')
    const byRecruiter = await previewAt('/ar/site/preview', recruiter)
    expect(statusOf(byRecruiter)).toBe(403)
    // Nor the draft page or the revisions.
    const page = await callRoute(itemLoader, getRequest(DRAFT_PAGE, { cookie: recruiter.cookie }), {
      type: 'site-texts',
      id: ID,
    })
    expect(statusOf(page)).toBe(403)
    const revisions = await callRoute(
      revisionsLoader,
      getRequest(`${DRAFT_PAGE}/revisions`, { cookie: recruiter.cookie }),
      { type: 'site-texts', id: ID },
    )
    expect(statusOf(revisions)).toBe(403)
  })

  test('the draft page compares it and publishing it changes the home page at once', async () => {
    const page = await callRoute(itemLoader, getRequest(DRAFT_PAGE, { cookie: editor.cookie }), {
      type: 'site-texts',
      id: ID,
    })
    if (page instanceof Response) throw new Error(`draft page answered ${page.status}`)
    expect(page.item.title).toBe('Site texts')
    expect(page.needsReview).toBe(false)
    expect(page.paths).toEqual({
      edit: '/admin/settings#site-texts',
      preview: '/site/preview',
    })
    expect(page.comparison?.find((field) => field.name === 'heroTitle')).toMatchObject({
      a: published.heroTitle,
      b: 'A drafted hero title',
      twinA: published.heroTitleAr,
      twinB: 'عنوان مسودة',
      isChanged: true,
    })
    expect(page.comparison?.find((field) => field.name === 'officeHours')?.isChanged).toBe(false)
    const arabicPage = await callRoute(
      itemLoader,
      getRequest(`/ar${DRAFT_PAGE}`, { cookie: editor.cookie }),
      { type: 'site-texts', id: ID },
    )
    if (arabicPage instanceof Response) throw new Error('expected data')
    expect(arabicPage.item.title).toBe('نصوص الموقع')

    const { result: publishedNow, hasChanged } = await trackContentChanges(() =>
      onDraft(editor, { intent: 'approve' }),
    )
    expect(statusOf(publishedNow)).toBe(302)
    expect(await toastOf(publishedNow as Response)).toMatchObject({ title: 'Published' })
    // Published: the request empties the page cache.
    expect(hasChanged).toBe(true)
    expect(await homeAt('/')).toEqual({
      title: 'A drafted hero title',
      companyName: 'Drafted Company LLC',
    })
    expect((await homeAt('/ar')).title).toBe('عنوان مسودة')
    expect(await layoutCompanyAt('/careers')).toBe('Drafted Company LLC')
    expect(await draftDocument()).toBeNull()
    expect(await revisionNumbers()).toEqual([1])
    // Audited where the settings' changes always were.
    expect((await auditActions('settings', ID)).slice(0, 2)).toEqual(['publish', 'draft'])
  })

  test('"Save Changes" publishes at once, with the settings\' toast and a revision', async () => {
    const { result: saved, hasChanged } = await trackContentChanges(async () =>
      onSettings(editor, await textsForm({ heroTitle: published.heroTitle })),
    )
    expect(statusOf(saved)).toBe(302)
    expect((saved as Response).headers.get('Location')).toBe('/admin/settings')
    expect(await toastOf(saved as Response)).toMatchObject({
      type: 'success',
      title: 'Settings saved',
      description: 'The public pages now show the new values.',
    })
    expect(hasChanged).toBe(true)
    expect((await homeAt('/')).title).toBe(published.heroTitle)
    expect(await revisionNumbers()).toEqual([1, 2])
    expect(await draftDocument()).toBeNull()
  })

  test('an old revision is restored as the draft; the home page waits until it is published', async () => {
    const list = await callRoute(
      revisionsLoader,
      getRequest(`${DRAFT_PAGE}/revisions`, { cookie: editor.cookie }),
      { type: 'site-texts', id: ID },
    )
    if (list instanceof Response) throw new Error('expected data')
    expect(list.page.rows.map((row) => row.number)).toEqual([2, 1])
    expect(list.editPath).toBe('/admin/settings#site-texts')
    expect(list.fields?.find((field) => field.name === 'heroTitle')).toMatchObject({
      a: 'A drafted hero title',
      b: published.heroTitle,
      isChanged: true,
    })

    const restored = await callRoute(
      revisionsAction,
      postForm(`${DRAFT_PAGE}/revisions`, { revision: '1' }, { cookie: editor.cookie }),
      { type: 'site-texts', id: ID },
    )
    expect((restored as Response).headers.get('Location')).toBe(DRAFT_PAGE)
    expect(await toastOf(restored as Response)).toMatchObject({
      title: 'Revision 1 is now the draft',
      description: 'Check it, then publish it.',
    })
    expect((await homeAt('/')).title).toBe(published.heroTitle)
    expect(await draftDocument()).toMatchObject({ heroTitle: 'A drafted hero title' })

    expect(statusOf(await onDraft(editor, { intent: 'approve' }))).toBe(302)
    expect((await homeAt('/')).title).toBe('A drafted hero title')
    expect(await revisionNumbers()).toEqual([1, 2, 3])
  })
})

describe('the other settings', () => {
  test('are still saved at once, and never change the texts', async () => {
    // A draft waits meanwhile.
    await onSettings(editor, {
      ...(await textsForm({ heroTitle: 'A title waiting in its draft' })),
      saveAs: 'draft',
    })
    const before = await getSiteSettings()
    const saved = await onSettings(editor, {
      intent: 'settings',
      contactEmail: before.contactEmail,
      contactPhone: '+971 4 555 0177',
      mapLatitude: String(before.mapLatitude),
      mapLongitude: String(before.mapLongitude),
      mapZoom: String(before.mapZoom),
      platformVideoId: before.platformVideoId,
      // Texts in this form are left out: they change only through their draft.
      heroTitle: 'A title slipped into the settings form',
    })
    expect(statusOf(saved)).toBe(302)
    expect((saved as Response).headers.get('Location')).toBe('/admin/settings')
    expect(await toastOf(saved as Response)).toMatchObject({ title: 'Settings saved' })
    const after = await getSiteSettings()
    expect(after.contactPhone).toBe('+971 4 555 0177')
    expect(after.heroTitle).toBe(before.heroTitle)
    expect(await draftDocument()).toMatchObject({ heroTitle: 'A title waiting in its draft' })
    expect(statusOf(await onDraft(editor, { intent: 'discard' }))).toBe(302)
  })
})

describe('bad input', () => {
  test("is refused with 400 and each field's message; nothing is drafted or published", async () => {
    const before = await getSiteSettings()
    const outcome = await onSettings(
      editor,
      await textsForm({
        companyName: '',
        heroTitleAr: 'ع'.repeat(TITLE_MAX + 1),
        'officeHours[1].hours': '',
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    const reply = (outcome as { data: { result: { error: Record<string, string[]> } } }).data
    expect(reply.result.error).toMatchObject({
      companyName: ['This field is required'],
      heroTitleAr: [`Must be at most ${TITLE_MAX} characters`],
      'officeHours[1].hours': ['Enter both the days and the hours'],
    })
    expect(await getSiteSettings()).toEqual(before)
    expect(await draftDocument()).toBeNull()
  })

  test('an item other than the site texts is not found', async () => {
    const page = await callRoute(
      itemLoader,
      getRequest('/admin/publishing/site-texts/other', { cookie: editor.cookie }),
      { type: 'site-texts', id: 'other' },
    )
    expect(statusOf(page)).toBe(404)
  })
})

describe('site texts under review (the settings ask for it)', () => {
  test('only a person with the publish permission changes the setting', async () => {
    expect(statusOf(await setReview(editor, 'site-texts', true))).toBe(403)
    const byAdmin = await setReview(admin, 'site-texts', true)
    expect(await toastOf(byAdmin as Response)).toMatchObject({ title: 'Review settings saved' })
    const screen = await callRoute(
      settingsLoader,
      getRequest('/admin/settings', { cookie: editor.cookie }),
    )
    if (screen instanceof Response) throw new Error('expected data')
    // No "Save as draft": every save is a draft.
    expect(screen.needsTextsReview).toBe(true)
  })

  test('"Save Changes" only drafts; an Editor cannot publish; a second person approves', async () => {
    const saved = await onSettings(editor, await textsForm({ heroTitle: 'A reviewed hero title' }))
    expect((saved as Response).headers.get('Location')).toBe(DRAFT_PAGE)
    expect(await toastOf(saved as Response)).toMatchObject({
      title: 'Draft saved',
      description: 'The public page is unchanged. Submit the draft for review to publish it.',
    })
    expect((await homeAt('/')).title).toBe('A drafted hero title')

    const byEditor = await onDraft(editor, { intent: 'approve' })
    expect(statusOf(byEditor)).toBe(403)
    expect(refusalOf(byEditor)).toContain('Publishing needs the publish permission.')
    expect(statusOf(await onDraft(editor, { intent: 'submit' }))).toBe(302)

    // The review queue names it by its type.
    const queue = await callRoute(
      queueLoader,
      getRequest('/admin/publishing', { cookie: admin.cookie }),
    )
    if (queue instanceof Response) throw new Error('expected data')
    expect(queue.page.rows).toContainEqual(
      expect.objectContaining({ contentType: 'site-texts', itemId: ID }),
    )

    expect((await homeAt('/')).title).toBe('A drafted hero title')
    const approved = await onDraft(admin, { intent: 'approve' })
    expect(statusOf(approved)).toBe(302)
    expect((await homeAt('/')).title).toBe('A reviewed hero title')
    // Revision 1's Arabic title, restored and published above, stays.
    expect((await homeAt('/ar')).title).toBe('عنوان مسودة')
    expect(await revisionNumbers()).toEqual([1, 2, 3, 4])
  })

  test('switched off, its editors publish their own changes again', async () => {
    await setReview(admin, 'site-texts', false)
    const saved = await onSettings(editor, await textsForm({ heroTitle: published.heroTitle }))
    expect((saved as Response).headers.get('Location')).toBe('/admin/settings')
    expect((await homeAt('/')).title).toBe(published.heroTitle)
  })
})
