import { and, eq, like } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, consultancyRequests, consultants } from '#db/schema'
import { newId } from '~/lib/ids'
import * as consultantsRoute from '~/routes/admin/consultancy-consultants'
import * as requestsRoute from '~/routes/admin/consultancy-requests'
import { loader as publicLoader } from '~/routes/public/consultancy'
import { getDb } from '~/server/db.server'
import { getFile } from '~/server/storage.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

const CONSULTANTS = '/admin/consultancy/consultants'
const REQUESTS = '/admin/consultancy/requests'

let admin: TestAccount
beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
})

type Fields = Record<string, string | File | undefined>

function adminPost(path: string, fields: Fields) {
  return postForm(path, fields, { cookie: admin.cookie })
}

/** The toast a data() answer or redirect carries in its Set-Cookie header. */
async function consultantByName(name: string) {
  const db = await getDb()
  const [row] = await db.select().from(consultants).where(eq(consultants.name, name))
  return row
}

async function auditRows(entity: string, entityId: string) {
  const db = await getDb()
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id)
}

async function publicIds(path = '/consultancy') {
  const outcome = (await callRoute(publicLoader, getRequest(path))) as {
    consultants: { id: string }[]
  }
  return outcome.consultants.map((c) => c.id)
}

async function pngFile(name = 'photo.png') {
  const bytes = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

async function addRequest(fields: {
  name: string
  email: string
  company?: string | null
  submittedAt: Date
  consultantId?: string | null
}) {
  const db = await getDb()
  const id = newId('creq')
  await db.insert(consultancyRequests).values({
    id,
    consultantId: fields.consultantId === undefined ? 'con-001' : fields.consultantId,
    name: fields.name,
    email: fields.email,
    phone: '+971 50 000 0000',
    company: fields.company ?? null,
    message: 'Please get in touch.',
    submittedAt: fields.submittedAt,
  })
  return id
}

const newConsultant = {
  intent: 'create',
  name: 'Noura Al Ketbi',
  title: 'Wealth Planning Advisor',
  specialization: 'Family office structuring',
  experience: '9+ years',
  bio: 'Noura helps families plan wealth across generations.',
  email: 'noura@example.org',
  phone: '+971 50 777 1234',
  department: 'Wealth Management',
  expertise: 'Financial Planning, Succession Planning\nTrust Structures',
  availability: 'Limited Availability',
  isActive: 'on',
}

describe('only admins reach the consultancy admin', () => {
  test('a visitor is sent to login and a signed-in user to the dashboard', async () => {
    const user = await createSignedInUser()
    const outcomes = [
      await callRoute(consultantsRoute.loader, getRequest(CONSULTANTS)),
      await callRoute(requestsRoute.loader, getRequest(REQUESTS)),
      await callRoute(consultantsRoute.loader, getRequest(CONSULTANTS, { cookie: user.cookie })),
      await callRoute(requestsRoute.loader, getRequest(REQUESTS, { cookie: user.cookie })),
    ] as Response[]
    for (const asVisitor of outcomes.slice(0, 2)) {
      expect(asVisitor.status).toBe(302)
      expect(asVisitor.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
    }
    for (const asUser of outcomes.slice(2)) {
      expect(asUser.status).toBe(302)
      expect(asUser.headers.get('Location')).toBe('/dashboard')
    }
  })

  test('a non-admin POST is refused with 403, a visitor is sent to /login, and nothing changes', async () => {
    const user = await createSignedInUser()
    const requestId = await addRequest({
      name: 'Guarded Request',
      email: 'guarded@example.org',
      submittedAt: new Date(),
    })
    const attempts = [
      callRoute(
        consultantsRoute.action,
        postForm(
          CONSULTANTS,
          { ...newConsultant, name: 'Sneaky Consultant' },
          { cookie: user.cookie },
        ),
      ),
      callRoute(
        consultantsRoute.action,
        postForm(CONSULTANTS, { intent: 'delete', id: 'con-001' }),
      ),
      callRoute(
        requestsRoute.action,
        postForm(
          REQUESTS,
          { intent: 'update', id: requestId, status: 'Scheduled' },
          { cookie: user.cookie },
        ),
      ),
      callRoute(requestsRoute.action, postForm(REQUESTS, { intent: 'delete', id: requestId })),
    ]
    // A signed-in non-admin gets 403; a visitor is sent to /login (attempts 2 and 4).
    const statuses = (await Promise.all(attempts)).map((outcome) => statusOf(outcome))
    expect(statuses).toEqual([403, 302, 403, 302])
    expect(await consultantByName('Sneaky Consultant')).toBeUndefined()
    expect(await consultantByName('Khalid Al Mansouri')).toBeDefined()
    const db = await getDb()
    const [request] = await db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.id, requestId))
    expect(request.status).toBe('Pending')
  })
})

describe('consultants', () => {
  test('an admin adds a consultant with a photo; they appear on /consultancy', async () => {
    const outcome = await callRoute(
      consultantsRoute.action,
      adminPost(`${CONSULTANTS}?q=noura&new=1`, { ...newConsultant, image: await pngFile() }),
    )
    // Saved: back to the list it came from, the dialog closed (decision 012).
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(`${CONSULTANTS}?q=noura`)
    expect(await toastOf(outcome)).toMatchObject({
      title: 'Consultant Added',
      description: 'Noura Al Ketbi has been added to the consultancy team',
    })
    const row = await consultantByName('Noura Al Ketbi')
    expect(row).toMatchObject({
      title: 'Wealth Planning Advisor',
      specialization: 'Family office structuring',
      experience: '9+ years',
      department: 'Wealth Management',
      expertise: ['Financial Planning', 'Succession Planning', 'Trust Structures'],
      availability: 'Limited Availability',
      isActive: true,
    })
    // New consultants go to the end of the display order.
    expect(row.sortOrder).toBeGreaterThan(6)
    expect(row.imageUrl).toMatch(/^\/files\/images\/consultants\/.+\.webp$/)
    const stored = await getFile(row.imageUrl!.slice('/files/'.length))
    expect(stored?.contentType).toBe('image/webp')

    const audit = await auditRows('consultant', row.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'create', actorEmail: admin.email })

    const ids = await publicIds()
    expect(ids.at(-1)).toBe(row.id)
    expect(await publicIds('/consultancy?tab=financial')).toContain(row.id)
  })

  test('empty optional fields are stored as empty or null', async () => {
    const outcome = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { intent: 'create', name: 'Minimal Consultant', department: '' }),
    )
    expect(statusOf(outcome)).toBe(302)
    const row = await consultantByName('Minimal Consultant')
    expect(row).toMatchObject({
      department: null,
      email: null,
      phone: null,
      expertise: [],
      imageUrl: null,
      availability: 'Available',
      // An unticked checkbox sends nothing: inactive.
      isActive: false,
    })
  })

  test('a non-image upload is refused with "Invalid file format" and nothing is saved', async () => {
    const fake = new File(['definitely not a picture'], 'photo.png', { type: 'image/png' })
    const outcome = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { ...newConsultant, name: 'Fake Photo', image: fake }),
    )
    expect(statusOf(outcome)).toBe(400)
    expect((outcome as { data: unknown }).data).toMatchObject({
      result: { error: { image: ['Invalid file format'] } },
      toast: { title: 'Invalid file format' },
    })
    expect(await consultantByName('Fake Photo')).toBeUndefined()
  })

  test('an oversized upload is refused with 413 and nothing is saved', async () => {
    const outcome = await callRoute(
      consultantsRoute.action,
      postForm(
        CONSULTANTS,
        { ...newConsultant, name: 'Huge Photo', image: await pngFile() },
        { cookie: admin.cookie, headers: { 'content-length': String(20 * 1024 * 1024) } },
      ),
    )
    expect(statusOf(outcome)).toBe(413)
    expect(JSON.stringify(outcome)).toContain('The image is too large')
    expect(await consultantByName('Huge Photo')).toBeUndefined()
  })

  test('missing name or a wrong department gives field errors and saves nothing', async () => {
    const noName = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { ...newConsultant, name: '', email: 'nameless@example.org' }),
    )
    expect(statusOf(noName)).toBe(400)
    expect(JSON.stringify(noName)).toContain('Name is required')
    const badDepartment = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { ...newConsultant, name: 'Bad Dept', department: 'Astrology' }),
    )
    expect(statusOf(badDepartment)).toBe(400)
    const badEmail = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { ...newConsultant, name: 'Bad Email', email: 'nope' }),
    )
    expect(statusOf(badEmail)).toBe(400)
    expect(JSON.stringify(badEmail)).toContain('Invalid email address')
    const db = await getDb()
    const rows = await db
      .select()
      .from(consultants)
      .where(eq(consultants.email, 'nameless@example.org'))
    expect(rows).toHaveLength(0)
    expect(await consultantByName('Bad Dept')).toBeUndefined()
    expect(await consultantByName('Bad Email')).toBeUndefined()
  })

  test('an admin edits a consultant, and deactivating hides them from /consultancy', async () => {
    await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { ...newConsultant, name: 'Edit Me' }),
    )
    const before = await consultantByName('Edit Me')
    expect(await publicIds()).toContain(before.id)

    const outcome = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, {
        ...newConsultant,
        intent: 'update',
        id: before.id,
        name: 'Edited Name',
        experience: '20 years',
        expertise: 'Technology Strategy',
        isActive: undefined,
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect(await toastOf(outcome)).toMatchObject({
      title: 'Consultant Updated',
      description: "Edited Name's information has been updated",
    })
    const after = await consultantByName('Edited Name')
    expect(after).toMatchObject({
      id: before.id,
      experience: '20 years',
      expertise: ['Technology Strategy'],
      isActive: false,
      sortOrder: before.sortOrder,
    })
    expect(await publicIds()).not.toContain(before.id)
    expect(await publicIds('/consultancy?tab=technology')).not.toContain(before.id)

    // Decision 047: an edit is a draft its editor publishes at once, each audited.
    const audit = await auditRows('consultant', before.id)
    expect(audit.map((row) => row.action)).toEqual(['create', 'draft', 'publish'])
    expect(audit[2].before).toMatchObject({ name: 'Edit Me', isActive: true })
    expect(audit[2].after).toMatchObject({ name: 'Edited Name', isActive: false })
  })

  test('replacing and removing a photo', async () => {
    await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { ...newConsultant, name: 'Photo Person', image: await pngFile() }),
    )
    const first = await consultantByName('Photo Person')
    const firstKey = first.imageUrl!.slice('/files/'.length)
    await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, {
        ...newConsultant,
        intent: 'update',
        id: first.id,
        name: 'Photo Person',
        image: await pngFile('second.png'),
      }),
    )
    const second = await consultantByName('Photo Person')
    expect(second.imageUrl).not.toBe(first.imageUrl)
    // The replaced upload is deleted from storage.
    expect(await getFile(firstKey)).toBeNull()

    await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, {
        ...newConsultant,
        intent: 'update',
        id: first.id,
        name: 'Photo Person',
        imageRemove: 'on',
      }),
    )
    expect((await consultantByName('Photo Person')).imageUrl).toBeNull()
  })

  test('updating or deleting an unknown consultant fails with the spec message', async () => {
    const update = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { ...newConsultant, intent: 'update', id: 'con-missing' }),
    )
    expect(statusOf(update)).toBe(404)
    expect(JSON.stringify(update)).toContain('Failed to update consultant')
    const remove = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { intent: 'delete', id: 'con-missing' }),
    )
    expect(statusOf(remove)).toBe(404)
    expect(JSON.stringify(remove)).toContain('Failed to delete consultant')
  })

  test('deleting a consultant keeps their requests, with no consultant', async () => {
    await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { ...newConsultant, name: 'Leaving Soon' }),
    )
    const leaving = await consultantByName('Leaving Soon')
    const requestId = await addRequest({
      name: 'Client Of Leaving',
      email: 'client.leaving@example.org',
      submittedAt: new Date(),
      consultantId: leaving.id,
    })
    const outcome = await callRoute(
      consultantsRoute.action,
      adminPost(`${CONSULTANTS}?delete=${leaving.id}`, { intent: 'delete', id: leaving.id }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(CONSULTANTS)
    expect(await toastOf(outcome)).toMatchObject({
      title: 'Consultant Removed',
      description: 'Leaving Soon has been removed from the consultancy team',
    })
    expect(await consultantByName('Leaving Soon')).toBeUndefined()
    const db = await getDb()
    const [kept] = await db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.id, requestId))
    expect(kept).toMatchObject({ name: 'Client Of Leaving', consultantId: null })
    const audit = await auditRows('consultant', leaving.id)
    expect(audit.at(-1)).toMatchObject({ action: 'delete', after: null })
    expect(audit.at(-1)?.before).toMatchObject({ name: 'Leaving Soon' })
  })

  test('search is case-insensitive on name, specialization and department; 25 a page', async () => {
    type ListData = { q: string; page: { rows: { id: string; name: string }[]; total: number } }
    const list = async (query: string) =>
      (await callRoute(
        consultantsRoute.loader,
        getRequest(`${CONSULTANTS}${query}`, { cookie: admin.cookie }),
      )) as ListData

    expect((await list('?q=MANSOURI')).page.rows.map((r) => r.id)).toEqual(['con-001'])
    expect((await list('?q=market entry')).page.rows.map((r) => r.id)).toEqual(['con-003'])
    expect((await list('?q=risk management')).page.rows.map((r) => r.id)).toEqual(['con-004'])
    expect((await list('?q=zzz-nobody')).page.total).toBe(0)
    // % is taken literally, not as a wildcard.
    expect((await list('?q=%25')).page.total).toBe(0)

    const db = await getDb()
    await db.insert(consultants).values(
      Array.from({ length: 30 }, (_, index) => ({
        id: newId('con'),
        name: `Paging Consultant ${String(index).padStart(2, '0')}`,
        sortOrder: 500 + index,
      })),
    )
    const first = await list('?q=paging consultant')
    const second = await list('?q=paging consultant&page=2')
    expect(first.page.total).toBe(30)
    expect(first.page.rows).toHaveLength(25)
    expect(second.page.rows).toHaveLength(5)
    const names = [...first.page.rows, ...second.page.rows].map((r) => r.name)
    expect(names).toEqual(
      Array.from({ length: 30 }, (_, i) => `Paging Consultant ${String(i).padStart(2, '0')}`),
    )
    await db.delete(consultants).where(like(consultants.name, 'Paging Consultant%'))
  })

  test('the add and edit dialogs are URLs: ?edit= loads the consultant, also one on another page', async () => {
    const outcome = (await callRoute(
      consultantsRoute.loader,
      getRequest(`${CONSULTANTS}?q=nobody-matches&edit=con-002`, { cookie: admin.cookie }),
    )) as { page: { rows: unknown[] }; selected: { id: string; name: string } | null }
    expect(outcome.page.rows).toEqual([])
    expect(outcome.selected).toMatchObject({ id: 'con-002', name: 'Sarah Thompson' })
  })
})

describe('consultancy requests', () => {
  test('the list is newest first and searchable by name, company and email', async () => {
    const tag = newId('search')
    const older = await addRequest({
      name: `Older ${tag}`,
      email: `older-${tag}@example.org`,
      company: 'Gulf Ventures',
      submittedAt: new Date('2025-01-01T10:00:00Z'),
    })
    const newer = await addRequest({
      name: `Newer ${tag}`,
      email: `newer-${tag}@example.org`,
      company: 'Desert Capital',
      submittedAt: new Date('2025-06-01T10:00:00Z'),
    })
    type ListData = {
      page: { rows: { id: string; consultantName: string | null }[]; total: number }
    }
    const list = async (query: string) =>
      (await callRoute(
        requestsRoute.loader,
        getRequest(`${REQUESTS}${query}`, { cookie: admin.cookie }),
      )) as ListData

    const byName = await list(`?q=${tag.toUpperCase()}`)
    expect(byName.page.rows.map((r) => r.id)).toEqual([newer, older])
    expect(byName.page.rows[0].consultantName).toBe('Khalid Al Mansouri')
    expect((await list('?q=desert capital')).page.rows.map((r) => r.id)).toContain(newer)
    expect((await list('?q=desert capital')).page.rows.map((r) => r.id)).not.toContain(older)
    expect((await list(`?q=older-${tag}@EXAMPLE`)).page.rows.map((r) => r.id)).toEqual([older])
  })

  test('an admin changes the status and saves notes; both are audited', async () => {
    const id = await addRequest({
      name: 'Status Person',
      email: 'status@example.org',
      submittedAt: new Date(),
    })
    const changed = await callRoute(
      requestsRoute.action,
      adminPost(`${REQUESTS}?view=${id}`, {
        intent: 'update',
        field: 'status',
        id,
        status: 'Contacted',
        notes: '',
      }),
    )
    // Saved: back to the open details dialog, with the flash message.
    expect(statusOf(changed)).toBe(302)
    expect((changed as Response).headers.get('Location')).toBe(`${REQUESTS}?view=${id}`)
    expect(await toastOf(changed)).toMatchObject({
      title: 'Status Updated',
      description: 'Request status has been updated to Contacted',
    })
    const noted = await callRoute(
      requestsRoute.action,
      adminPost(REQUESTS, {
        intent: 'update',
        field: 'notes',
        id,
        status: 'Contacted',
        notes: 'Called on Monday; meeting next week.',
      }),
    )
    expect(statusOf(noted)).toBe(302)
    expect(await toastOf(noted)).toMatchObject({ title: 'Notes saved' })
    const db = await getDb()
    const [row] = await db.select().from(consultancyRequests).where(eq(consultancyRequests.id, id))
    expect(row).toMatchObject({
      status: 'Contacted',
      notes: 'Called on Monday; meeting next week.',
    })
    const audit = await auditRows('consultancy_request', id)
    expect(audit).toHaveLength(2)
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { status: 'Pending', notes: null },
      after: { status: 'Contacted', notes: null },
    })
    expect(audit[1].after).toEqual({
      status: 'Contacted',
      notes: 'Called on Monday; meeting next week.',
    })
  })

  test('a bad status or unknown request fails with the spec message and changes nothing', async () => {
    const id = await addRequest({
      name: 'Unchanged Person',
      email: 'unchanged@example.org',
      submittedAt: new Date(),
    })
    const bad = await callRoute(
      requestsRoute.action,
      adminPost(REQUESTS, { intent: 'update', id, status: 'Cancelled' }),
    )
    expect(statusOf(bad)).toBe(400)
    expect(JSON.stringify(bad)).toContain('Failed to update request status')
    const unknown = await callRoute(
      requestsRoute.action,
      adminPost(REQUESTS, { intent: 'update', id: 'creq-missing', status: 'Scheduled' }),
    )
    expect(statusOf(unknown)).toBe(404)
    const db = await getDb()
    const [row] = await db.select().from(consultancyRequests).where(eq(consultancyRequests.id, id))
    expect(row.status).toBe('Pending')
  })

  test('an admin deletes a request', async () => {
    const id = await addRequest({
      name: 'Delete Person',
      email: 'delete@example.org',
      submittedAt: new Date(),
    })
    const outcome = await callRoute(
      requestsRoute.action,
      adminPost(`${REQUESTS}?delete=${id}`, { intent: 'delete', id }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(REQUESTS)
    expect(await toastOf(outcome)).toMatchObject({
      title: 'Request Deleted',
      description: 'Consultancy request has been deleted.',
    })
    const db = await getDb()
    expect(
      await db.select().from(consultancyRequests).where(eq(consultancyRequests.id, id)),
    ).toHaveLength(0)
    expect((await auditRows('consultancy_request', id)).map((r) => r.action)).toEqual(['delete'])

    const again = await callRoute(
      requestsRoute.action,
      adminPost(REQUESTS, { intent: 'delete', id }),
    )
    expect(statusOf(again)).toBe(404)
    expect(JSON.stringify(again)).toContain('Failed to delete consultancy request')
  })
})
