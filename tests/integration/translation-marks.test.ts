import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { contentTranslations, teamMembers } from '#db/schema'
import { action as teamAction, loader as teamLoader } from '~/routes/admin/team'
import { publishDraft, submitDraft } from '~/domain/publishing/publishing.server'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { setReview } from '../support/publishing'
import { staffWithRole } from '../support/investor-file'
import {
  callRoute,
  getRequest,
  postFormWithLists,
  statusOf,
  type TestAccount,
} from '../support/requests'

/*
 * Decision 052: every drafted type keeps translation marks as investments do. Publishing an
 * English text without its Arabic twin (or the reverse) flags the twin "out of date" in the
 * list and the edit form until a publish updates it or staff tick "Still correct"; the lists
 * filter "missing Arabic" (from the row itself, whatever wrote it) and "out of date". Team
 * members through their screen here; every other type through its own in
 * translation-marks-types.test.ts.
 */

let editor: TestAccount
let reviewer: TestAccount

const BASE = {
  intent: 'create',
  name: 'Layla Haddad',
  nameAr: 'ليلى حداد',
  position: 'Head of Research',
  positionAr: 'رئيسة الأبحاث',
  bio: 'Leads the research desk.',
  bioAr: 'تقود مكتب الأبحاث.',
  group: 'department',
  sortOrder: '40',
  isActive: 'on',
}

function post(form: Record<string, string | string[]>) {
  return callRoute(teamAction, postFormWithLists('/admin/team', form, { cookie: editor.cookie }))
}

async function idOf(name: string) {
  const db = await getDb()
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.name, name))
  return row.id
}

/** The team screen as the editor sees it, with `search` (e.g. '?translation=outdated'). */
async function screen(search = '') {
  const outcome = await callRoute(
    teamLoader,
    getRequest(`/admin/team${search}`, { cookie: editor.cookie }),
  )
  if (outcome instanceof Response) throw new Error(`team screen answered ${outcome.status}`)
  return outcome
}

async function rowOf(id: string, search = '') {
  return (await screen(search)).page.rows.find((row) => row.id === id)
}

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Marks Editor')
  reviewer = await staffWithRole('admin', 'Marks Reviewer')
})

describe('team members', () => {
  let id: string

  test('a new member with both languages is neither missing nor out of date', async () => {
    expect(statusOf(await post(BASE))).toBe(302)
    id = await idOf(BASE.name)
    expect(await rowOf(id)).toMatchObject({ isArabicMissing: false, isTranslationOutdated: false })
    expect((await screen(`?edit=${id}`)).stale).toEqual([])
  })

  test('an English change published alone flags its Arabic twin in the list and the form', async () => {
    const saved = await post({ ...BASE, intent: 'update', id, position: 'Director of Research' })
    expect(statusOf(saved)).toBe(302)
    expect(await rowOf(id)).toMatchObject({ isTranslationOutdated: true, isArabicMissing: false })
    expect((await screen(`?edit=${id}`)).stale).toEqual([
      { field: 'position', stale: 'ar', since: expect.any(String) },
    ])
    // The filter finds it, and only what is out of date.
    const outdated = await screen('?translation=outdated')
    expect(outdated.page.rows.map((row) => row.id)).toContain(id)
    expect(outdated.page.rows.every((row) => row.isTranslationOutdated)).toBe(true)
  })

  test('a draft that updates the twin shows the form clear before it is published', async () => {
    const saved = await post({
      ...BASE,
      intent: 'update',
      id,
      position: 'Director of Research',
      positionAr: 'مديرة الأبحاث',
      saveAs: 'draft',
    })
    expect(statusOf(saved)).toBe(302)
    expect((await screen(`?edit=${id}`)).stale).toEqual([])
    // The list shows the published version: still out of date until the draft goes live.
    expect((await rowOf(id))?.isTranslationOutdated).toBe(true)
    expect(
      statusOf(
        await post({
          ...BASE,
          intent: 'update',
          id,
          position: 'Director of Research',
          positionAr: 'مديرة الأبحاث',
        }),
      ),
    ).toBe(302)
    expect((await rowOf(id))?.isTranslationOutdated).toBe(false)
    expect((await screen('?translation=outdated')).page.rows.map((row) => row.id)).not.toContain(id)
  })

  test('an Arabic change alone flags the English, and "Still correct" clears it', async () => {
    const arabicOnly = {
      ...BASE,
      intent: 'update',
      id,
      position: 'Director of Research',
      positionAr: 'مديرة الأبحاث',
      bioAr: 'تقود مكتب الأبحاث والتحليل.',
    }
    expect(statusOf(await post(arabicOnly))).toBe(302)
    expect((await screen(`?edit=${id}`)).stale).toEqual([
      { field: 'bio', stale: 'en', since: expect.any(String) },
    ])
    expect((await rowOf(id))?.isTranslationOutdated).toBe(true)

    expect(statusOf(await post({ ...arabicOnly, confirmTranslations: ['bio'] }))).toBe(302)
    expect((await screen(`?edit=${id}`)).stale).toEqual([])
    expect((await rowOf(id))?.isTranslationOutdated).toBe(false)
    const db = await getDb()
    const marks = await db
      .select()
      .from(contentTranslations)
      .where(
        and(eq(contentTranslations.contentType, 'team-member'), eq(contentTranslations.itemId, id)),
      )
    expect(marks).toEqual([])
  })

  test('a pair with an empty side is missing, not out of date, and the filter finds it', async () => {
    const saved = await post({
      ...BASE,
      intent: 'update',
      id,
      position: 'Director of Research',
      positionAr: '',
      bioAr: 'تقود مكتب الأبحاث والتحليل.',
    })
    expect(statusOf(saved)).toBe(302)
    expect(await rowOf(id)).toMatchObject({ isArabicMissing: true, isTranslationOutdated: false })
    const missing = await screen('?translation=missing')
    expect(missing.page.rows.map((row) => row.id)).toContain(id)
    expect(missing.page.rows.every((row) => row.isArabicMissing)).toBe(true)
  })

  test('a change under review is marked when a second person publishes it', async () => {
    await setReview(reviewer, 'team-member', true)
    try {
      const saved = await post({
        ...BASE,
        intent: 'update',
        id,
        position: 'Director of Research',
        positionAr: 'مديرة الأبحاث',
        bio: 'Leads research and analysis.',
        bioAr: 'تقود مكتب الأبحاث والتحليل.',
      })
      expect(statusOf(saved)).toBe(302)
      // Not published yet: the list's marks are the published version's.
      expect((await rowOf(id))?.isTranslationOutdated).toBe(false)
      expect((await screen(`?edit=${id}`)).stale).toEqual([
        { field: 'bio', stale: 'ar', since: expect.any(String) },
      ])
      // The editor submits it; the reviewer approves it: now the list marks it.
      const asEditor = { id: editor.id, email: editor.email, name: 'Marks Editor', role: 'editor' }
      const asReviewer = {
        id: reviewer.id,
        email: reviewer.email,
        name: 'Marks Reviewer',
        role: 'admin',
      }
      expect((await submitDraft(asEditor, 'team-member', id)).kind).toBe('submitted')
      expect((await publishDraft(asReviewer, 'team-member', id)).kind).toBe('published')
      expect((await rowOf(id))?.isTranslationOutdated).toBe(true)
      expect((await screen(`?edit=${id}`)).stale).toEqual([
        { field: 'bio', stale: 'ar', since: expect.any(String) },
      ])
    } finally {
      await setReview(reviewer, 'team-member', false)
    }
  })

  test('deleting the member forgets its marks', async () => {
    // The English position changed alone over what the reviewer published.
    const saved = await post({
      ...BASE,
      intent: 'update',
      id,
      position: 'Research Director',
      positionAr: 'مديرة الأبحاث',
      bio: 'Leads research and analysis.',
      bioAr: 'تقود مكتب الأبحاث والتحليل.',
    })
    expect(statusOf(saved)).toBe(302)
    const db = await getDb()
    const ofItem = and(
      eq(contentTranslations.contentType, 'team-member'),
      eq(contentTranslations.itemId, id),
    )
    expect(await db.select().from(contentTranslations).where(ofItem)).toHaveLength(1)
    expect(statusOf(await post({ intent: 'delete', id }))).toBe(302)
    expect(await db.select().from(contentTranslations).where(ofItem)).toEqual([])
  })
})
