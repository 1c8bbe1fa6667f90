import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { investments } from '#db/schema'
import { action as createAction } from '~/routes/admin/investment-create'
import { action as editAction } from '~/routes/admin/investment-edit'
import { loader as queueLoader } from '~/routes/admin/publishing'
import { action as itemAction, loader as itemLoader } from '~/routes/admin/publishing-item'
import { loader as detailLoader } from '~/routes/public/investment-detail'
import {
  headers as previewHeaders,
  loader as previewLoader,
} from '~/routes/public/investment-preview'
import { loader as listLoader } from '~/routes/public/investments'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { refusalOf } from '../support/publishing'
import { validInvestmentFields } from '../support/investment-form'
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
 * Decision 047 through the screens: an editor's new investment is a draft nobody outside the
 * staff sees; staff preview it in both languages; it is submitted, refused to its editor and
 * to anyone without the publish permission, returned with a comment, and published by a
 * second person, after which both languages' public pages show it.
 */

let editor: TestAccount
let admin: TestAccount
let secondAdmin: TestAccount
let member: TestAccount

const fields = {
  title: 'Saadiyat Gallery Quarter',
  titleAr: 'حي معارض السعديات',
  description: 'Gallery spaces beside the Saadiyat cultural district.',
  descriptionAr: 'مساحات معارض بجوار المنطقة الثقافية في السعديات.',
  riskWarning: 'Capital at risk; returns are not guaranteed.',
  riskWarningAr: 'رأس المال معرض للخطر؛ العوائد غير مضمونة.',
}

async function idOf(title: string): Promise<string> {
  const db = await getDb()
  const [row] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(eq(investments.title, title))
  return row.id
}

function onItem(id: string, account: TestAccount, form: Record<string, string>) {
  return callRoute(
    itemAction,
    postForm(`/admin/publishing/investment/${id}`, form, { cookie: account.cookie }),
    { type: 'investment', id },
  )
}

async function publicTitle(path: string, id: string): Promise<string | null> {
  const outcome = await callRoute(detailLoader, getRequest(path), { id })
  if (outcome instanceof Response) return null
  return outcome.investment.title
}

async function listedTitles(path: string): Promise<string[]> {
  const outcome = await callRoute(listLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`list answered ${outcome.status}`)
  return outcome.cards.map((card) => card.title)
}

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Review Editor')
  admin = await staffWithRole('admin', 'Review Admin')
  secondAdmin = await staffWithRole('admin', 'Second Review Admin')
  member = await createSignedInUser({ name: 'Review Member' })
})

describe('a new investment from draft to the public site', () => {
  let id = ''

  beforeAll(async () => {
    const created = await callRoute(
      createAction,
      postForm('/admin/investments/create', validInvestmentFields(fields), {
        cookie: editor.cookie,
      }),
    )
    expect(statusOf(created)).toBe(302)
    id = await idOf(fields.title)
    expect((created as Response).headers.get('Location')).toBe(`/admin/publishing/investment/${id}`)
  })

  test('the draft is not public in either language, nor listed', async () => {
    expect(await publicTitle(`/investments/${id}`, id)).toBeNull()
    expect(await publicTitle(`/ar/investments/${id}`, id)).toBeNull()
    expect(await listedTitles('/investments?q=Saadiyat')).toEqual([])
  })

  test('only staff open its preview, in both languages, never kept', async () => {
    const anonymous = await callRoute(previewLoader, getRequest(`/investments/${id}/preview`), {
      id,
    })
    expect(statusOf(anonymous)).toBe(302)
    expect((anonymous as Response).headers.get('Location')).toMatch(/^\/login/)
    const byMember = await callRoute(
      previewLoader,
      getRequest(`/investments/${id}/preview`, { cookie: member.cookie }),
      { id },
    )
    expect(statusOf(byMember)).toBe(302)
    expect((byMember as Response).headers.get('Location')).toBe('/dashboard')

    const english = await callRoute(
      previewLoader,
      getRequest(`/investments/${id}/preview`, { cookie: editor.cookie }),
      { id },
    )
    if (english instanceof Response) throw new Error(`preview answered ${english.status}`)
    expect(english.investment).toMatchObject({ title: fields.title, isActive: true })
    expect(english.banner.text).toMatch(/^Preview of the draft/)
    const arabic = await callRoute(
      previewLoader,
      getRequest(`/ar/investments/${id}/preview`, { cookie: editor.cookie }),
      { id },
    )
    if (arabic instanceof Response) throw new Error(`preview answered ${arabic.status}`)
    expect(arabic.investment).toMatchObject({ title: fields.titleAr })
    expect(arabic.investment.inEnglish).not.toContain('title')
    expect(previewHeaders()).toEqual({ 'Cache-Control': 'private, no-store' })
    const unknown = await callRoute(
      previewLoader,
      getRequest('/investments/inv-nope/preview', { cookie: editor.cookie }),
      { id: 'inv-nope' },
    )
    expect(statusOf(unknown)).toBe(404)
  })

  test('submitted, it waits in the queue; its editor and the editor role cannot publish', async () => {
    expect(statusOf(await onItem(id, editor, { intent: 'submit' }))).toBe(302)
    const queue = await callRoute(queueLoader, getRequest('/admin/publishing', admin))
    if (queue instanceof Response) throw new Error(`queue answered ${queue.status}`)
    expect(queue.page.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          itemId: id,
          title: fields.title,
          lastEditorName: 'Review Editor',
        }),
      ]),
    )
    expect(statusOf(await callRoute(queueLoader, getRequest('/admin/publishing', editor)))).toBe(
      403,
    )
    const byEditor = await onItem(id, editor, { intent: 'approve' })
    expect(statusOf(byEditor)).toBe(403)
    expect(refusalOf(byEditor)).toContain('Publishing needs the publish permission.')
    expect(await publicTitle(`/investments/${id}`, id)).toBeNull()
  })

  test('a reviewer publishes it: both languages show it at once', async () => {
    const approved = await onItem(id, admin, { intent: 'approve' })
    expect(statusOf(approved)).toBe(302)
    expect(await toastOf(approved as Response)).toMatchObject({
      title: 'Published',
      description: 'Revision 1 is now on the public site.',
    })
    expect(await publicTitle(`/investments/${id}`, id)).toBe(fields.title)
    expect(await publicTitle(`/ar/investments/${id}`, id)).toBe(fields.titleAr)
    expect(await listedTitles('/investments?q=Saadiyat')).toEqual([fields.title])
    expect(await listedTitles('/ar/investments?q=Saadiyat')).toEqual([fields.titleAr])
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/investment/${id}`, editor),
      { type: 'investment', id },
    )
    expect(page).toMatchObject({ draft: null, item: { wasPublished: true } })
  })
})

describe('an edit of a published investment', () => {
  let id = ''

  beforeAll(async () => {
    await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validInvestmentFields({ ...fields, title: 'Corniche Kiosks' }),
        { cookie: editor.cookie },
      ),
    )
    id = await idOf('Corniche Kiosks')
    await onItem(id, editor, { intent: 'submit' })
    expect(statusOf(await onItem(id, admin, { intent: 'approve' }))).toBe(302)
  })

  function save(account: TestAccount, title: string, more: Record<string, string> = {}) {
    return callRoute(
      editAction,
      postForm(
        `/admin/investments/edit/${id}`,
        validInvestmentFields({ ...fields, title, ...more }),
        { cookie: account.cookie },
      ),
      { id },
    )
  }

  test('keeps the public page until published; a risk warning is needed to submit', async () => {
    expect(statusOf(await save(editor, 'Corniche Kiosks II', { riskWarning: '' }))).toBe(302)
    expect(await publicTitle(`/investments/${id}`, id)).toBe('Corniche Kiosks')
    const refused = await onItem(id, editor, { intent: 'submit' })
    expect(statusOf(refused)).toBe(400)
    expect(refusalOf(refused)).toContain('State the risk warning before submitting')
  })

  test('the last editor cannot approve it; a reviewer returns it with a comment', async () => {
    expect(statusOf(await save(admin, 'Corniche Kiosks III'))).toBe(302)
    expect(statusOf(await onItem(id, admin, { intent: 'submit' }))).toBe(302)
    const own = await onItem(id, admin, { intent: 'approve' })
    expect(statusOf(own)).toBe(403)
    expect(refusalOf(own)).toContain('You edited this draft last')

    const empty = await onItem(id, secondAdmin, { intent: 'return', comment: '  ' })
    expect(statusOf(empty)).toBe(400)
    expect(refusalOf(empty)).toContain('Write a comment for the editor.')
    const returned = await onItem(id, secondAdmin, {
      intent: 'return',
      comment: 'Name the kiosks as the permit does.',
    })
    expect(statusOf(returned)).toBe(302)
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/investment/${id}`, admin),
      { type: 'investment', id },
    )
    expect(page).toMatchObject({
      draft: {
        state: 'returned',
        reviewComment: 'Name the kiosks as the permit does.',
        reviewerName: 'Second Review Admin',
        isOwn: true,
      },
    })
    // Returned, not in review: not publishable until submitted again.
    expect(statusOf(await onItem(id, secondAdmin, { intent: 'approve' }))).toBe(409)
    expect(await publicTitle(`/investments/${id}`, id)).toBe('Corniche Kiosks')

    expect(statusOf(await onItem(id, admin, { intent: 'submit' }))).toBe(302)
    expect(statusOf(await onItem(id, secondAdmin, { intent: 'approve' }))).toBe(302)
    expect(await publicTitle(`/investments/${id}`, id)).toBe('Corniche Kiosks III')
  })

  test('a draft compared with the public version shows what changed; discard drops it', async () => {
    expect(statusOf(await save(editor, 'Corniche Kiosks IV'))).toBe(302)
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/investment/${id}`, editor),
      { type: 'investment', id },
    )
    if (page instanceof Response) throw new Error(`draft page answered ${page.status}`)
    const changed = page.comparison?.filter((field) => field.isChanged).map((field) => field.name)
    expect(changed).toEqual(['title'])
    expect(statusOf(await onItem(id, editor, { intent: 'discard' }))).toBe(302)
    expect(statusOf(await onItem(id, editor, { intent: 'submit' }))).toBe(409)
    expect(await publicTitle(`/investments/${id}`, id)).toBe('Corniche Kiosks III')
  })

  test('roles without the investments are refused the draft page', async () => {
    const recruiter = await staffWithRole('recruiter', 'Review Recruiter')
    const page = await callRoute(
      itemLoader,
      getRequest(`/admin/publishing/investment/${id}`, recruiter),
      { type: 'investment', id },
    )
    expect(statusOf(page)).toBe(403)
    const post = await onItem(id, recruiter, { intent: 'submit' })
    expect(statusOf(post)).toBe(403)
  })
})
