import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog } from '#db/schema'
import { loader } from '~/routes/admin/audit'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  signInAsAdmin,
  type TestAccount,
} from '../support/requests'

beforeAll(prepareTestApp)

let admin: TestAccount

async function loadAudit(query = '') {
  const outcome = await callRoute(
    loader,
    getRequest(`/admin/audit${query}`, { cookie: admin.cookie }),
  )
  if (outcome instanceof Response) throw new Error(`unexpected response ${outcome.status}`)
  return outcome
}

beforeAll(async () => {
  admin = await signInAsAdmin()
  const db = await getDb()
  // 30 package changes a minute apart, then 5 team changes; every row at its own time.
  const start = Date.parse('2030-05-01T08:00:00Z')
  await db.insert(auditLog).values([
    ...Array.from({ length: 30 }, (_, index) => ({
      actorId: admin.id,
      actorEmail: admin.email,
      action: index === 0 ? 'create' : 'update',
      entity: 'package',
      entityId: `pkg-${String(index).padStart(3, '0')}`,
      before: index === 0 ? null : { price: String(index) },
      after: { price: String(index + 1) },
      createdAt: new Date(start + index * 60_000),
    })),
    ...Array.from({ length: 5 }, (_, index) => ({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'delete',
      entity: 'team_member',
      entityId: `team-${index}`,
      before: { name: `Member ${index}` },
      after: null,
      createdAt: new Date(start + (100 + index) * 60_000),
    })),
  ])
})

describe('/admin/audit', () => {
  test('shows 25 entries a page, newest first, with who, what and the change', async () => {
    const { page } = await loadAudit()
    expect(page.total).toBe(35)
    expect(page.pageCount).toBe(2)
    expect(page.rows).toHaveLength(25)
    expect(page.rows[0]).toMatchObject({
      actorEmail: admin.email,
      action: 'delete',
      entity: 'team_member',
      entityId: 'team-4',
      before: { name: 'Member 4' },
      after: null,
    })
    const times = page.rows.map((row) => new Date(row.createdAt).getTime())
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    const second = await loadAudit('?page=2')
    expect(second.page.rows).toHaveLength(10)
    expect(second.page.rows.at(-1)).toMatchObject({ entityId: 'pkg-000', action: 'create' })
    const ids = new Set([...page.rows, ...second.page.rows].map((row) => row.id))
    expect(ids.size).toBe(35)
  })

  test('filters by entity on the server and lists the entities for the filter', async () => {
    const { page, entities, entity } = await loadAudit('?entity=team_member')
    expect(entity).toBe('team_member')
    expect(page.total).toBe(5)
    expect(page.rows.every((row) => row.entity === 'team_member')).toBe(true)
    expect(entities).toEqual(['package', 'team_member'])

    const packages = await loadAudit('?entity=package&page=2')
    expect(packages.page.total).toBe(30)
    expect(packages.page.rows).toHaveLength(5)
  })

  test('a malformed filter or page falls back to everything, page one', async () => {
    const { page, entity } = await loadAudit('?entity=%27%20or%201%3D1&page=abc')
    expect(entity).toBe('')
    expect(page.page).toBe(1)
    expect(page.total).toBe(35)
  })

  test('is for the admin only', async () => {
    const account = await createSignedInUser()
    const outcome = (await callRoute(
      loader,
      getRequest('/admin/audit', { cookie: account.cookie }),
    )) as Response
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe('/dashboard')
  })
})
