import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, teamMembers } from '#db/schema'
import { loader as publicLoader } from '~/routes/public/team'
import { action as adminAction, loader as adminLoader } from '~/routes/admin/team'
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

beforeAll(prepareTestApp)

type Outcome = { data?: Record<string, unknown>; init?: ResponseInit | null }

function payload(outcome: unknown): Record<string, unknown> {
  return ((outcome as Outcome).data ?? outcome) as Record<string, unknown>
}

async function publicTeam() {
  const outcome = (await callRoute(publicLoader, getRequest('/team'))) as Awaited<
    ReturnType<typeof publicLoader>
  >
  return outcome.team
}

async function memberNamed(name: string) {
  const db = await getDb()
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.name, name))
  return row
}

/** A member's audit entries, its drafts' included (decision 047), oldest first. */
async function auditsFor(id: string) {
  const db = await getDb()
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'team_member'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id)
}

async function pngFile(name = 'portrait.png'): Promise<File> {
  const bytes = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 11, g: 37, b: 69 } },
  })
    .png()
    .toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

function memberFields(overrides: Record<string, string | File | undefined> = {}) {
  return {
    intent: 'create',
    name: `Member ${crypto.randomUUID().slice(0, 8)}`,
    position: 'Head of Research',
    bio: 'Leads the research team.',
    email: '',
    linkedinUrl: 'https://www.linkedin.com/in/example',
    twitterUrl: '',
    group: 'department',
    sortOrder: '20',
    isActive: 'on',
    ...overrides,
  }
}

async function postAsAdmin(
  admin: TestAccount,
  fields: Record<string, string | File | undefined>,
  path = '/admin/team',
) {
  return callRoute(adminAction, postForm(path, fields, { cookie: admin.cookie }))
}

/** A saved change goes back to the list it came from, its dialog closed (decision 012). */
function expectBackToList(outcome: unknown, location: string) {
  expect(statusOf(outcome)).toBe(302)
  expect((outcome as Response).headers.get('Location')).toBe(location)
}

describe('the public team page', () => {
  test('shows 3 executives, then 6 department leaders, each in sort order', async () => {
    const team = await publicTeam()
    expect(team.executive.map((member) => member.name)).toEqual([
      'Ahmed Al Hashimi',
      'Catherine Wells',
      'Yousef Al Nuaimi',
    ])
    expect(team.department.map((member) => member.name)).toEqual([
      'Mariam Al Suwaidi',
      'David Chen',
      'Noura Al Qasimi',
      'Arjun Mehta',
      'James Whitfield',
      'Hala Mansour',
    ])
    expect(team.executive[0]).toMatchObject({
      position: 'Chief Executive Officer',
      linkedinUrl: expect.stringMatching(/^https:\/\/www\.linkedin\.com\//),
    })
    // Private fields stay on the server.
    expect(team.executive[0]).not.toHaveProperty('email')
  })
})

describe('the admin team screen', () => {
  test('an admin adds a member with a photo; it is stored as WebP, audited and shown on /team', async () => {
    const admin = await signInAsAdmin()
    const fields = memberFields({ group: 'executive', sortOrder: '', image: await pngFile() })
    const outcome = await postAsAdmin(admin, fields, '/admin/team?q=reem&new=1')
    expectBackToList(outcome, '/admin/team?q=reem')
    expect((await toastOf(outcome))?.title).toContain('Team member added')

    const row = await memberNamed(fields.name as string)
    expect(row).toMatchObject({
      position: 'Head of Research',
      group: 'executive',
      isActive: true,
      email: null,
      twitterUrl: null,
      linkedinUrl: 'https://www.linkedin.com/in/example',
    })
    expect(row.imageUrl).toMatch(/^\/files\/images\/team\/\d{4}\/[0-9a-f-]+\.webp$/)
    const stored = await getFile(row.imageUrl!.slice('/files/'.length))
    expect(stored?.contentType).toBe('image/webp')

    const [audit] = await auditsFor(row.id)
    expect(audit).toMatchObject({
      action: 'create',
      actorEmail: admin.email.toLowerCase(),
      after: { id: row.id, name: row.name },
    })

    // Without a place of its own (sort order left empty), the new executive goes last.
    const team = await publicTeam()
    expect(team.executive.at(-1)?.name).toBe(row.name)
    expect(team.executive[0].name).toBe('Ahmed Al Hashimi')
  })

  test('new members without a sort order are appended to their own group, in the order added', async () => {
    const admin = await signInAsAdmin()
    const db = await getDb()
    const lastOf = async (group: 'executive' | 'department') =>
      Math.max(
        ...(
          await db
            .select({ sortOrder: teamMembers.sortOrder })
            .from(teamMembers)
            .where(eq(teamMembers.group, group))
        ).map((row) => row.sortOrder),
      )
    const executiveLast = await lastOf('executive')
    const departmentLast = await lastOf('department')

    const first = memberFields({ sortOrder: '' })
    const second = memberFields({ sortOrder: undefined })
    for (const fields of [first, second]) await postAsAdmin(admin, fields)

    expect((await memberNamed(first.name)).sortOrder).toBe(departmentLast + 1)
    expect((await memberNamed(second.name)).sortOrder).toBe(departmentLast + 2)
    const department = (await publicTeam()).department.map((member) => member.name)
    expect(department.slice(-2)).toEqual([first.name, second.name])
    expect(department[0]).toBe('Mariam Al Suwaidi')
    // The other group is untouched.
    expect(await lastOf('executive')).toBe(executiveLast)
  })

  test('a sort order the admin chose is kept, 0 included', async () => {
    const admin = await signInAsAdmin()
    const fields = memberFields({ group: 'executive', sortOrder: '2' })
    await postAsAdmin(admin, fields)
    expect((await memberNamed(fields.name)).sortOrder).toBe(2)
    const first = memberFields({ group: 'executive', sortOrder: '0' })
    await postAsAdmin(admin, first)
    expect((await memberNamed(first.name)).sortOrder).toBe(0)
    expect((await publicTeam()).executive[0].name).toBe(first.name)
    await (await getDb()).delete(teamMembers).where(eq(teamMembers.name, first.name))
  })

  test('an edit that clears the sort order moves the member to the end of their group', async () => {
    const admin = await signInAsAdmin()
    const fields = memberFields({ sortOrder: '0' })
    await postAsAdmin(admin, fields)
    const created = await memberNamed(fields.name)
    expect((await publicTeam()).department.at(-1)?.name).not.toBe(fields.name)
    const outcome = await postAsAdmin(
      admin,
      memberFields({ intent: 'update', id: created.id, name: fields.name, sortOrder: '' }),
    )
    expectBackToList(outcome, '/admin/team')
    expect((await publicTeam()).department.at(-1)?.name).toBe(fields.name)
  })

  test('missing name and position, a bad URL and a bad sort order are refused with 400', async () => {
    const admin = await signInAsAdmin()
    const before = (await callRoute(
      adminLoader,
      getRequest('/admin/team', { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof adminLoader>>
    const outcome = await postAsAdmin(
      admin,
      memberFields({
        name: '',
        position: '',
        linkedinUrl: 'javascript:alert(1)',
        sortOrder: '1.5',
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    const result = payload(outcome).result as { error: Record<string, string[]> }
    expect(result.error.name).toEqual(['Name is required'])
    expect(result.error.position).toEqual(['Position is required'])
    expect(result.error.linkedinUrl).toEqual([
      'Enter a web address starting with http:// or https://',
    ])
    expect(result.error.sortOrder).toEqual(['Sort order must be a whole number from 0 to 9999'])
    // The typed values come back with the errors.
    expect(JSON.stringify(result)).toContain('javascript:alert(1)')
    const after = (await callRoute(
      adminLoader,
      getRequest('/admin/team', { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof adminLoader>>
    expect(after.page.total).toBe(before.page.total)
  })

  test('a file that is not an image is refused with "Invalid file format" and nothing is stored', async () => {
    const admin = await signInAsAdmin()
    const fake = new File(['this is plain text, not a picture'], 'photo.png', { type: 'image/png' })
    const fields = memberFields({ image: fake })
    const outcome = await postAsAdmin(admin, fields)
    expect(statusOf(outcome)).toBe(400)
    const result = payload(outcome).result as { error: Record<string, string[]> }
    expect(result.error.image).toEqual(['Invalid file format'])
    expect(payload(outcome).toast).toMatchObject({
      title: 'Invalid file format',
      description: 'Please upload an image file (JPEG, PNG, etc.)',
    })
    expect(await memberNamed(fields.name as string)).toBeUndefined()
  })

  test('an image over 8 MB is refused with 413 and nothing is stored', async () => {
    const admin = await signInAsAdmin()
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
    const fields = memberFields({ image: big })
    const outcome = await postAsAdmin(admin, fields)
    expect(statusOf(outcome)).toBe(413)
    expect(payload(outcome).toast).toMatchObject({ title: 'The image is too large' })
    expect(await memberNamed(fields.name as string)).toBeUndefined()
  })

  test('an admin edits a member; an inactive member leaves /team; the change is audited', async () => {
    const admin = await signInAsAdmin()
    const fields = memberFields({ image: await pngFile() })
    await postAsAdmin(admin, fields)
    const created = await memberNamed(fields.name as string)
    expect((await publicTeam()).department.map((member) => member.name)).toContain(created.name)

    const outcome = await postAsAdmin(
      admin,
      memberFields({
        intent: 'update',
        id: created.id,
        name: created.name,
        position: 'Director of Research',
        twitterUrl: 'https://twitter.com/example',
        sortOrder: '3',
        isActive: undefined,
        imageRemove: 'on',
      }),
    )
    expectBackToList(outcome, '/admin/team')
    expect((await toastOf(outcome))?.title).toContain('Team member updated')
    const updated = await memberNamed(created.name)
    expect(updated).toMatchObject({
      position: 'Director of Research',
      twitterUrl: 'https://twitter.com/example',
      sortOrder: 3,
      isActive: false,
      imageUrl: null,
    })
    // The removed photo is deleted from storage.
    expect(await getFile(created.imageUrl!.slice('/files/'.length))).toBeNull()

    const team = await publicTeam()
    expect([...team.executive, ...team.department].map((member) => member.name)).not.toContain(
      created.name,
    )
    // Decision 047: an edit is a draft its editor publishes at once, each audited.
    const audits = await auditsFor(created.id)
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'draft', 'publish'])
    expect(audits[2]).toMatchObject({
      before: { position: 'Head of Research', isActive: true },
      after: { position: 'Director of Research', isActive: false },
    })
  })

  test('an intent the screen does not have is refused with 400 in words', async () => {
    const admin = await signInAsAdmin()
    const fields = memberFields({ intent: 'publish' })
    const outcome = await postAsAdmin(admin, fields)
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('This form asks for an action that does not exist.')
    expect(await memberNamed(fields.name)).toBeUndefined()
  })

  test('editing a member that no longer exists answers 404 with the spec failure message', async () => {
    const admin = await signInAsAdmin()
    const outcome = await postAsAdmin(admin, memberFields({ intent: 'update', id: 'team-missing' }))
    expect(statusOf(outcome)).toBe(404)
    expect(payload(outcome).toast).toMatchObject({ title: 'Failed to update team member' })
  })

  test('an admin deletes a member with its photo; the deletion is audited', async () => {
    const admin = await signInAsAdmin()
    const fields = memberFields({ image: await pngFile() })
    await postAsAdmin(admin, fields)
    const created = await memberNamed(fields.name as string)
    const outcome = await postAsAdmin(
      admin,
      { intent: 'delete', id: created.id },
      `/admin/team?page=2&delete=${created.id}`,
    )
    expectBackToList(outcome, '/admin/team?page=2')
    expect((await toastOf(outcome))?.title).toContain('Team member deleted')
    expect(await memberNamed(created.name)).toBeUndefined()
    expect(await getFile(created.imageUrl!.slice('/files/'.length))).toBeNull()
    const audits = await auditsFor(created.id)
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'delete'])

    const again = await postAsAdmin(admin, { intent: 'delete', id: created.id })
    expect(statusOf(again)).toBe(404)
    expect(payload(again).toast).toMatchObject({ title: 'Failed to delete team member' })
  })

  test('the list is searched by name or position and filtered by group on the server', async () => {
    const admin = await signInAsAdmin()
    const list = async (search: string) =>
      (
        (await callRoute(
          adminLoader,
          getRequest(`/admin/team${search}`, { cookie: admin.cookie }),
        )) as Awaited<ReturnType<typeof adminLoader>>
      ).page
    expect((await list('?q=chief')).rows.map((row) => row.name)).toEqual([
      'Ahmed Al Hashimi',
      'Catherine Wells',
      'Yousef Al Nuaimi',
    ])
    expect((await list('?q=DAVID')).rows.map((row) => row.position)).toEqual([
      'Head of Financial Services',
    ])
    const executives = await list('?group=executive')
    const departmentLeaders = await list('?group=department')
    expect(executives.rows.length).toBeGreaterThan(0)
    expect(new Set(executives.rows.map((row) => row.group))).toEqual(new Set(['executive']))
    expect(new Set(departmentLeaders.rows.map((row) => row.group))).toEqual(new Set(['department']))
    expect(executives.total + departmentLeaders.total).toBe((await list('')).total)
    // A % in the search is taken literally.
    expect((await list('?q=%25')).total).toBe(0)
  })

  test('the list shows 25 rows a page', async () => {
    const admin = await signInAsAdmin()
    const db = await getDb()
    const tag = crypto.randomUUID().slice(0, 6)
    await db.insert(teamMembers).values(
      Array.from({ length: 27 }, (_, index) => ({
        id: `team-page-${tag}-${index}`,
        name: `Paged ${tag} ${String(index).padStart(2, '0')}`,
        position: 'Analyst',
        group: 'department' as const,
        sortOrder: 100 + index,
      })),
    )
    const page = async (n: number) =>
      (
        (await callRoute(
          adminLoader,
          getRequest(`/admin/team?q=${tag}&page=${n}`, { cookie: admin.cookie }),
        )) as Awaited<ReturnType<typeof adminLoader>>
      ).page
    const first = await page(1)
    expect(first).toMatchObject({ total: 27, pageCount: 2 })
    expect(first.rows).toHaveLength(25)
    const second = await page(2)
    expect(second.rows.map((row) => row.name)).toEqual([`Paged ${tag} 25`, `Paged ${tag} 26`])
  })

  test('a non-admin cannot change the team (403), a visitor goes to /login; nothing is stored', async () => {
    const user = await createSignedInUser()
    const fields = memberFields()
    const asUser = await callRoute(
      adminAction,
      postForm('/admin/team', fields, { cookie: user.cookie }),
    )
    expect(statusOf(asUser)).toBe(403)
    const asVisitor = await callRoute(adminAction, postForm('/admin/team', fields))
    expect(statusOf(asVisitor)).toBe(302)
    expect((asVisitor as Response).headers.get('Location')).toBe(
      '/login?redirectTo=%2Fadmin%2Fteam',
    )
    const deleteAsUser = await callRoute(
      adminAction,
      postForm('/admin/team', { intent: 'delete', id: 'team-001' }, { cookie: user.cookie }),
    )
    expect(statusOf(deleteAsUser)).toBe(403)
    expect(await memberNamed(fields.name)).toBeUndefined()
    expect(await memberNamed('Ahmed Al Hashimi')).toBeDefined()
  })
})
