import fs from 'node:fs'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  auditLog,
  investmentLinks,
  contentDrafts,
  investmentPackages,
  investmentRequests,
  investments,
} from '#db/schema'
import { createInvestmentRequest } from '~/domain/requests/requests.server'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { action as createAction, loader as createLoader } from '~/routes/admin/investment-create'
import { action as editAction, loader as editLoader } from '~/routes/admin/investment-edit'
import { action as listAction, loader as listLoader } from '~/routes/admin/investments'
import { publishAsReviewer, validInvestmentFields as validFields } from '../support/investment-form'
import { prepareTestApp } from '../support/app'
import { toastOf } from '../support/toast'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

let admin: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
})

async function pngFile(name = 'photo.png'): Promise<File> {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 11, g: 37, b: 69 } },
  })
    .png()
    .toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

async function findByTitle(title: string) {
  const db = await getDb()
  return db.select().from(investments).where(eq(investments.title, title))
}

async function auditRows(entityId: string) {
  const db = await getDb()
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'investment'), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
}

function storedPath(url: string): string {
  return path.resolve(env().UPLOAD_DIR, ...url.slice('/files/'.length).split('/'))
}

describe('admin investment list', () => {
  test('lists investments newest first, 25 a page, searchable on the server', async () => {
    const outcome = await callRoute(
      listLoader,
      getRequest('/admin/investments', { cookie: admin.cookie }),
    )
    if (outcome instanceof Response) throw new Error('expected data')
    expect(outcome.page.rows[0].id).toBe('inv-006')
    expect(outcome.page.pageSize).toBe(25)
    const searched = await callRoute(
      listLoader,
      getRequest('/admin/investments?q=FINTECH', { cookie: admin.cookie }),
    )
    if (searched instanceof Response) throw new Error('expected data')
    expect(searched.page.rows.map((row) => row.id)).toEqual(['inv-003'])
    expect(searched.page.total).toBe(1)
  })

  test('a visitor is sent to log in, a user to the dashboard, a user POST is refused', async () => {
    const visitor = await callRoute(listLoader, getRequest('/admin/investments'))
    expect((visitor as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
    const account = await createSignedInUser()
    const user = await callRoute(
      listLoader,
      getRequest('/admin/investments', { cookie: account.cookie }),
    )
    expect((user as Response).headers.get('Location')).toBe('/dashboard')
    const post = await callRoute(
      listAction,
      postForm(
        '/admin/investments',
        { intent: 'delete', id: 'inv-001' },
        { cookie: account.cookie },
      ),
    )
    expect(statusOf(post)).toBe(403)
    expect(await findByTitle('Dubai Marina Residential Income Fund')).toHaveLength(1)
  })
})

describe('create investment', () => {
  test('the form offers the packages ordered by name', async () => {
    const outcome = await callRoute(
      createLoader,
      getRequest('/admin/investments/create', { cookie: admin.cookie }),
    )
    if (outcome instanceof Response) throw new Error('expected data')
    expect(outcome.packageOptions.map((option) => option.name)).toEqual([
      'Digital Marketing',
      'IT Consultancy Services',
      'Website Development Bundle',
    ])
  })

  test('saves the investment with its image, complete links and packages, and audits it', async () => {
    const outcome = await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validFields({ image: await pngFile(), riskWarning: 'Capital at risk.' }),
        { cookie: admin.cookie },
      ),
    )
    expect(outcome).toBeInstanceOf(Response)
    const [created] = await findByTitle('Ras Al Khaimah Eco Resort')
    // A new investment is a draft, hidden until a second person publishes it (decision 047).
    expect((outcome as Response).headers.get('Location')).toBe(
      `/admin/publishing/investment/${created.id}`,
    )
    expect(await toastOf(outcome as Response)).toMatchObject({
      type: 'success',
      title: 'Investment created successfully',
    })
    expect(created.isActive).toBe(false)
    await publishAsReviewer(created.id)

    const [row] = await findByTitle('Ras Al Khaimah Eco Resort')
    expect(row.id).toMatch(/^inv-/)
    expect(row.type).toBe('Resource-based')
    expect(row.department).toBe('Real Estate')
    expect(row.isActive).toBe(true)
    expect(row.imageUrl).toMatch(/^\/files\/images\/investments\/\d{4}\/[a-f0-9-]+\.webp$/)
    expect(fs.existsSync(storedPath(row.imageUrl!))).toBe(true)

    const db = await getDb()
    const links = await db
      .select({ title: investmentLinks.title, url: investmentLinks.url })
      .from(investmentLinks)
      .where(eq(investmentLinks.investmentId, row.id))
    expect(links).toEqual([{ title: 'RAK Tourism', url: 'https://raktda.com' }])
    const attached = await db
      .select({ packageId: investmentPackages.packageId })
      .from(investmentPackages)
      .where(eq(investmentPackages.investmentId, row.id))
    expect(attached).toEqual([{ packageId: 'pkg-003' }])

    const audit = (await auditRows(row.id)).find((entry) => entry.action === 'create')!
    expect(audit.actorEmail).toBe(admin.email)
    expect(audit.after).toMatchObject({
      title: 'Ras Al Khaimah Eco Resort',
      packageIds: ['pkg-003'],
    })
  })

  test('missing required fields give 400 with the spec message, values kept, nothing stored', async () => {
    const outcome = await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validFields({ title: 'Half-filled Investment', description: '', profitSchema: '' }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    const body = JSON.stringify(outcome)
    expect(body).toContain('Please fill in all required fields')
    expect(body).toContain('Half-filled Investment')
    expect(await findByTitle('Half-filled Investment')).toEqual([])
  })

  test('a missing department is refused too (it is labelled required)', async () => {
    const outcome = await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validFields({ title: 'No Department Investment', department: '' }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(await findByTitle('No Department Investment')).toEqual([])
  })

  test('a link url that is not http(s) is refused', async () => {
    const outcome = await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validFields({
          title: 'Script Link Investment',
          'links[0].url': 'javascript:alert(1)',
        }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('Enter a URL starting with http:// or https://')
    expect(await findByTitle('Script Link Investment')).toEqual([])
  })

  test('a file that is not an image gives Invalid file format, 400, nothing stored', async () => {
    const fake = new File(['%PDF-1.4 not an image'], 'photo.png', { type: 'image/png' })
    const outcome = await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validFields({ title: 'Fake Image Investment', image: fake }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    const body = JSON.stringify(outcome)
    expect(body).toContain('Invalid file format')
    expect(body).toContain('Please upload an image file (JPEG, PNG, etc.)')
    expect(await findByTitle('Fake Image Investment')).toEqual([])
  })

  test('an unknown package id is ignored rather than failing the save', async () => {
    const outcome = await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validFields({ title: 'Stale Package Investment', packageIds: 'pkg-gone' }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    const [row] = await findByTitle('Stale Package Investment')
    const db = await getDb()
    expect(
      await db.select().from(investmentPackages).where(eq(investmentPackages.investmentId, row.id)),
    ).toEqual([])
  })
})

describe('link rows without JavaScript', () => {
  test('Add Link and Remove are Conform intents: 200, the form again with a row more or less, nothing saved', async () => {
    const insert = await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        {
          ...validFields({ title: 'Intent Only Investment' }),
          __intent__: JSON.stringify({
            type: 'insert',
            payload: { name: 'links', defaultValue: { title: '', url: '' } },
          }),
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(insert)).toBe(200)
    const result = (
      insert as unknown as { data: { result: { initialValue: { links: unknown[] } } } }
    ).data.result
    // The three posted rows and the new one, the typed values kept.
    expect(result.initialValue.links).toHaveLength(4)
    expect(JSON.stringify(result)).toContain('Intent Only Investment')

    const remove = await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        {
          ...validFields({ title: 'Intent Only Investment' }),
          __intent__: JSON.stringify({ type: 'remove', payload: { name: 'links', index: 0 } }),
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(remove)).toBe(200)
    const removed = (
      remove as unknown as { data: { result: { initialValue: { links: unknown[] } } } }
    ).data.result
    expect(removed.initialValue.links).toHaveLength(2)
    expect(JSON.stringify(removed)).not.toContain('raktda.com')
    expect(await findByTitle('Intent Only Investment')).toEqual([])
  })
})

describe('edit investment', () => {
  test('an unknown id answers 404 for the page and the save', async () => {
    const page = await callRoute(
      editLoader,
      getRequest('/admin/investments/edit/inv-nope', { cookie: admin.cookie }),
      { id: 'inv-nope' },
    )
    expect(statusOf(page)).toBe(404)
    const save = await callRoute(
      editAction,
      postForm('/admin/investments/edit/inv-nope', validFields(), { cookie: admin.cookie }),
      { id: 'inv-nope' },
    )
    expect(statusOf(save)).toBe(404)
  })

  test('loads the current values, replaces fields, links, packages and image, and audits', async () => {
    await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validFields({
          title: 'Editable Investment',
          image: await pngFile(),
          riskWarning: 'Capital at risk.',
        }),
        { cookie: admin.cookie },
      ),
    )
    const [draft] = await findByTitle('Editable Investment')
    await publishAsReviewer(draft.id)
    const [created] = await findByTitle('Editable Investment')
    const page = await callRoute(
      editLoader,
      getRequest(`/admin/investments/edit/${created.id}`, { cookie: admin.cookie }),
      { id: created.id },
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.investment.links).toEqual([
      { title: 'RAK Tourism', titleAr: '', url: 'https://raktda.com' },
    ])
    expect(page.investment.packageIds).toEqual(['pkg-003'])

    const oldImage = created.imageUrl!
    const outcome = await callRoute(
      editAction,
      postForm(
        `/admin/investments/edit/${created.id}`,
        {
          title: 'Edited Investment',
          description: 'New description.',
          type: 'Financial',
          department: 'Energy',
          profitMargin: '20%',
          profitSchema: 'Dividends.',
          'links[0].title': 'New Link',
          'links[0].url': 'http://new.example',
          packageIds: 'pkg-001',
          riskWarning: 'Capital at risk.',
          image: await pngFile('new.png'),
        },
        { cookie: admin.cookie },
      ),
      { id: created.id },
    )
    expect((outcome as Response).status).toBe(302)
    expect(await toastOf(outcome as Response)).toMatchObject({ title: 'Draft saved' })
    const db = await getDb()
    // Saved as a draft: the public version is unchanged until it is published.
    const [unchanged] = await db.select().from(investments).where(eq(investments.id, created.id))
    expect(unchanged).toMatchObject({ title: 'Editable Investment', imageUrl: oldImage })
    expect(fs.existsSync(storedPath(oldImage))).toBe(true)
    await publishAsReviewer(created.id)
    const [row] = await db.select().from(investments).where(eq(investments.id, created.id))
    expect(row).toMatchObject({
      title: 'Edited Investment',
      type: 'Financial',
      department: 'Energy',
      profitMargin: '20%',
      isActive: false,
    })
    expect(row.imageUrl).not.toBe(oldImage)
    expect(fs.existsSync(storedPath(oldImage))).toBe(false)
    expect(fs.existsSync(storedPath(row.imageUrl!))).toBe(true)
    const after = await callRoute(
      editLoader,
      getRequest(`/admin/investments/edit/${created.id}`, { cookie: admin.cookie }),
      { id: created.id },
    )
    if (after instanceof Response) throw new Error('expected data')
    expect(after.investment.links).toEqual([
      { title: 'New Link', titleAr: '', url: 'http://new.example' },
    ])
    expect(after.investment.packageIds).toEqual(['pkg-001'])

    const [audit] = await auditRows(created.id)
    expect(audit.action).toBe('publish')
    expect(audit.before).toMatchObject({ title: 'Editable Investment' })
    expect(audit.after).toMatchObject({ title: 'Edited Investment', packageIds: ['pkg-001'] })
  })

  test('invalid input leaves the investment unchanged', async () => {
    const outcome = await callRoute(
      editAction,
      postForm('/admin/investments/edit/inv-002', validFields({ title: '', profitMargin: '' }), {
        cookie: admin.cookie,
      }),
      { id: 'inv-002' },
    )
    expect(statusOf(outcome)).toBe(400)
    const db = await getDb()
    const [row] = await db.select().from(investments).where(eq(investments.id, 'inv-002'))
    expect(row.title).toBe('Al Ain Hydroponic Farming Venture')
  })
})

describe('images of drafts (decision 047)', () => {
  test('a draft keeps its own image until published; replaced, discarded or deleted, it goes', async () => {
    await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validFields({
          title: 'Image Draft Resort',
          image: await pngFile('a.png'),
          riskWarning: 'Capital at risk.',
        }),
        { cookie: admin.cookie },
      ),
    )
    const [created] = await findByTitle('Image Draft Resort')
    await publishAsReviewer(created.id)
    const published = (await findByTitle('Image Draft Resort'))[0].imageUrl!
    const draftImage = async () => {
      const db = await getDb()
      const [draft] = await db
        .select({ document: contentDrafts.document })
        .from(contentDrafts)
        .where(eq(contentDrafts.itemId, created.id))
      return (draft?.document.imageUrl as string | undefined) ?? null
    }
    const saveWith = async (file: string) => {
      const outcome = await callRoute(
        editAction,
        postForm(
          `/admin/investments/edit/${created.id}`,
          validFields({
            title: 'Image Draft Resort',
            image: await pngFile(file),
            riskWarning: 'Capital at risk.',
          }),
          { cookie: admin.cookie },
        ),
        { id: created.id },
      )
      expect(statusOf(outcome)).toBe(302)
      return (await draftImage())!
    }

    const first = await saveWith('b.png')
    expect(first).not.toBe(published)
    expect([fs.existsSync(storedPath(published)), fs.existsSync(storedPath(first))]).toEqual([
      true,
      true,
    ])
    // Replaced in the draft before anyone published it: the draft's first image goes.
    const second = await saveWith('c.png')
    expect(fs.existsSync(storedPath(first))).toBe(false)
    // Discarded: the draft's image goes, the published one stays.
    const { discardDraft } = await import('~/domain/publishing/publishing.server')
    const staff = { id: admin.id, email: admin.email, name: 'Admin', role: 'admin' }
    expect((await discardDraft(staff, 'investment', created.id)).kind).toBe('discarded')
    expect(fs.existsSync(storedPath(second))).toBe(false)
    expect(fs.existsSync(storedPath(published))).toBe(true)
    // Published: the replaced image goes.
    const third = await saveWith('d.png')
    await publishAsReviewer(created.id)
    expect((await findByTitle('Image Draft Resort'))[0].imageUrl).toBe(third)
    expect(fs.existsSync(storedPath(published))).toBe(false)
    // A draft's image goes with a deleted investment.
    const fourth = await saveWith('e.png')
    const { deleteInvestment } = await import('~/domain/investments/investments.server')
    expect((await deleteInvestment(admin, created.id)).kind).toBe('deleted')
    expect([fs.existsSync(storedPath(third)), fs.existsSync(storedPath(fourth))]).toEqual([
      false,
      false,
    ])
  })
})

describe('delete investment', () => {
  test('really deletes; requests about it stay with no investment; the image file goes', async () => {
    await callRoute(
      createAction,
      postForm(
        '/admin/investments/create',
        validFields({ title: 'Doomed Investment', image: await pngFile() }),
        { cookie: admin.cookie },
      ),
    )
    const [row] = await findByTitle('Doomed Investment')
    const account = await createSignedInUser()
    const request = await createInvestmentRequest({
      userId: account.id,
      investmentId: row.id,
      message: 'Interested',
    })

    const outcome = await callRoute(
      listAction,
      postForm(
        `/admin/investments?q=doomed&delete=${row.id}`,
        { intent: 'delete', id: row.id },
        { cookie: admin.cookie },
      ),
    )
    expect((outcome as Response).status).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/investments?q=doomed')
    expect(await toastOf(outcome as Response)).toMatchObject({
      title: 'Investment deleted successfully',
    })
    expect(await findByTitle('Doomed Investment')).toEqual([])
    expect(fs.existsSync(storedPath(row.imageUrl!))).toBe(false)

    const db = await getDb()
    const [kept] = await db
      .select()
      .from(investmentRequests)
      .where(eq(investmentRequests.id, request.id))
    expect(kept.investmentId).toBeNull()
    expect(kept.message).toBe('Interested')
    expect(
      await db.select().from(investmentLinks).where(eq(investmentLinks.investmentId, row.id)),
    ).toEqual([])

    const [audit] = await auditRows(row.id)
    expect(audit.action).toBe('delete')
    expect(audit.before).toMatchObject({ title: 'Doomed Investment' })
  })

  test('deleting an unknown id changes nothing and says it failed, in the open dialog', async () => {
    const outcome = await callRoute(
      listAction,
      postForm(
        '/admin/investments?delete=inv-nope',
        { intent: 'delete', id: 'inv-nope' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(404)
    expect(JSON.stringify(outcome)).toContain('That investment no longer exists.')
    expect(JSON.stringify(outcome)).toContain('Failed to delete investment')
    expect(await findByTitle('Dubai Marina Residential Income Fund')).toHaveLength(1)
  })

  test('the confirmation is a URL: ?delete= names the investment, also one on another page', async () => {
    const outcome = await callRoute(
      listLoader,
      getRequest('/admin/investments?q=no-such-investment&delete=inv-002', {
        cookie: admin.cookie,
      }),
    )
    if (outcome instanceof Response) throw new Error('expected data')
    expect(outcome.page.rows).toEqual([])
    expect(outcome.selected).toMatchObject({
      id: 'inv-002',
      title: 'Al Ain Hydroponic Farming Venture',
    })
  })
})
