import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, investmentPackages, packages } from '#db/schema'
import { formatPrice } from '~/domain/packages/format-price'
import { getDb } from '~/server/db.server'
import { action as createAction } from '~/routes/admin/package-create'
import { action as editAction, loader as editLoader } from '~/routes/admin/package-edit'
import { action as listAction, loader as listLoader } from '~/routes/admin/packages'
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

let admin: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
})

async function findByName(name: string) {
  const db = await getDb()
  return db.select().from(packages).where(eq(packages.name, name))
}

async function auditRows(entityId: string) {
  const db = await getDb()
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'package'), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
}

function create(fields: Record<string, string | File>) {
  return callRoute(
    createAction,
    postForm('/admin/packages/create', fields, { cookie: admin.cookie }),
  )
}

describe('package list', () => {
  test('cards ordered by name with usage counts; search on the server', async () => {
    const outcome = await callRoute(
      listLoader,
      getRequest('/admin/packages', { cookie: admin.cookie }),
    )
    if (outcome instanceof Response) throw new Error('expected data')
    expect(outcome.page.rows.map((row) => [row.name, row.usageCount])).toEqual([
      ['Digital Marketing', 2],
      ['IT Consultancy Services', 2],
      ['Website Development Bundle', 2],
    ])
    expect(outcome.page.rows[0].price).toBe('50000.00')
    const searched = await callRoute(
      listLoader,
      getRequest('/admin/packages?q=bilingual', { cookie: admin.cookie }),
    )
    if (searched instanceof Response) throw new Error('expected data')
    expect(searched.page.rows.map((row) => row.id)).toEqual(['pkg-002'])
  })

  test('prices are shown in AED in the en-AE format', () => {
    expect(formatPrice('50000.00')).toMatch(/^AED\s50,000\.00$/)
    expect(formatPrice('0.5')).toMatch(/^AED\s0\.50$/)
  })

  test('a signed-in non-admin cannot delete a package', async () => {
    const account = await createSignedInUser()
    const outcome = await callRoute(
      listAction,
      postForm('/admin/packages', { intent: 'delete', id: 'pkg-001' }, { cookie: account.cookie }),
    )
    expect(statusOf(outcome)).toBe(403)
    expect(await findByName('Digital Marketing')).toHaveLength(1)
  })
})

describe('create package', () => {
  test('saves name, description, price and non-blank services, and audits it', async () => {
    const outcome = await create({
      name: 'Legal Setup Package',
      description: 'Company formation and licensing.',
      price: '12500.5',
      'services[0]': 'Trade licence application',
      'services[1]': '   ',
      'services[2]': 'Bank account introduction',
    })
    expect((outcome as Response).status).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/packages')
    expect(await toastOf(outcome as Response)).toMatchObject({
      title: 'Package created successfully',
    })
    const [row] = await findByName('Legal Setup Package')
    expect(row.id).toMatch(/^pkg-/)
    expect(row.price).toBe('12500.50')
    expect(row.services).toEqual(['Trade licence application', 'Bank account introduction'])
    const [audit] = await auditRows(row.id)
    expect(audit.action).toBe('create')
    expect(audit.after).toMatchObject({ name: 'Legal Setup Package', price: '12500.50' })
  })

  test('missing name, description or price: 400, spec message, values kept, nothing stored', async () => {
    const outcome = await create({
      name: 'Incomplete Package',
      description: '',
      price: '',
      'services[0]': 'Something',
    })
    expect(statusOf(outcome)).toBe(400)
    const body = JSON.stringify(outcome)
    expect(body).toContain('Please fill in all required fields')
    expect(body).toContain('Incomplete Package')
    expect(await findByName('Incomplete Package')).toEqual([])
  })

  test('no non-blank service: Please add at least one service', async () => {
    const outcome = await create({
      name: 'Serviceless Package',
      description: 'Nothing included.',
      price: '100',
      'services[0]': '  ',
    })
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('Please add at least one service')
    expect(await findByName('Serviceless Package')).toEqual([])
  })

  test('a negative or over-precise price is refused', async () => {
    for (const price of ['-1', '10.999', 'abc']) {
      const outcome = await create({
        name: `Bad Price ${price}`,
        description: 'x',
        price,
        'services[0]': 'One',
      })
      expect(statusOf(outcome)).toBe(400)
      expect(await findByName(`Bad Price ${price}`)).toEqual([])
    }
  })

  test('a non-image upload gives Invalid file format and stores nothing', async () => {
    const outcome = await create({
      name: 'Fake Image Package',
      description: 'x',
      price: '1',
      'services[0]': 'One',
      image: new File(['just text'], 'logo.jpg', { type: 'image/jpeg' }),
    })
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('Invalid file format')
    expect(await findByName('Fake Image Package')).toEqual([])
  })
})

describe('edit package', () => {
  test('unknown id: 404', async () => {
    const page = await callRoute(
      editLoader,
      getRequest('/admin/packages/edit/pkg-nope', { cookie: admin.cookie }),
      { id: 'pkg-nope' },
    )
    expect(statusOf(page)).toBe(404)
  })

  test('updates the package and audits before and after', async () => {
    await create({
      name: 'Editable Package',
      description: 'Before.',
      price: '10',
      'services[0]': 'Old service',
    })
    const [created] = await findByName('Editable Package')
    const outcome = await callRoute(
      editAction,
      postForm(
        `/admin/packages/edit/${created.id}`,
        {
          name: 'Edited Package',
          description: 'After.',
          price: '20.25',
          'services[0]': 'New service A',
          'services[1]': 'New service B',
        },
        { cookie: admin.cookie },
      ),
      { id: created.id },
    )
    expect((outcome as Response).status).toBe(302)
    expect(await toastOf(outcome as Response)).toMatchObject({
      title: 'Package updated successfully',
    })
    const db = await getDb()
    const [row] = await db.select().from(packages).where(eq(packages.id, created.id))
    expect(row).toMatchObject({
      name: 'Edited Package',
      price: '20.25',
      services: ['New service A', 'New service B'],
    })
    // Editors publish packages unless the settings ask for review (decision 047): the save
    // is a draft published at once, each audited, the publish with before and after.
    const [published, drafted] = await auditRows(created.id)
    expect(drafted.action).toBe('draft')
    expect(published.action).toBe('publish')
    expect(published.before).toMatchObject({ name: 'Editable Package' })
    expect(published.after).toMatchObject({ name: 'Edited Package', revision: 2 })
  })
})

describe('delete package', () => {
  test('a package attached to an investment is not deleted', async () => {
    const outcome = await callRoute(
      listAction,
      postForm(
        '/admin/packages?delete=pkg-002',
        { intent: 'delete', id: 'pkg-002' },
        { cookie: admin.cookie },
      ),
    )
    // Refused in the open confirmation: its reason, in the dialog and as a toast.
    expect(statusOf(outcome)).toBe(409)
    expect((outcome as { data: unknown }).data).toMatchObject({
      result: { error: { '': ['Cannot delete package that is currently in use by investments'] } },
      toast: {
        type: 'error',
        title: 'Cannot delete package that is currently in use by investments',
      },
    })
    expect(await findByName('Website Development Bundle')).toHaveLength(1)
    const db = await getDb()
    expect(
      await db.select().from(investmentPackages).where(eq(investmentPackages.packageId, 'pkg-002')),
    ).toHaveLength(2)
    expect(await auditRows('pkg-002')).toEqual([])
  })

  test('an unused package is deleted and audited', async () => {
    await create({ name: 'Unused Package', description: 'x', price: '5', 'services[0]': 'One' })
    const [row] = await findByName('Unused Package')
    const outcome = await callRoute(
      listAction,
      postForm(
        `/admin/packages?q=unused&delete=${row.id}`,
        { intent: 'delete', id: row.id },
        { cookie: admin.cookie },
      ),
    )
    expect((outcome as Response).headers.get('Location')).toBe('/admin/packages?q=unused')
    expect(await toastOf(outcome as Response)).toMatchObject({
      type: 'success',
      title: 'Package deleted successfully',
    })
    expect(await findByName('Unused Package')).toEqual([])
    const [audit] = await auditRows(row.id)
    expect(audit.action).toBe('delete')
    expect(audit.before).toMatchObject({ name: 'Unused Package' })
  })

  test('deleting an unknown package says it failed', async () => {
    const outcome = await callRoute(
      listAction,
      postForm('/admin/packages', { intent: 'delete', id: 'pkg-nope' }, { cookie: admin.cookie }),
    )
    expect(statusOf(outcome)).toBe(404)
    expect(JSON.stringify(outcome)).toContain('Failed to delete package')
  })

  test('the confirmation is a URL: ?delete= names the package, also one on another page', async () => {
    const outcome = await callRoute(
      listLoader,
      getRequest('/admin/packages?q=nothing-here&delete=pkg-001', { cookie: admin.cookie }),
    )
    if (outcome instanceof Response) throw new Error('expected data')
    expect(outcome.page.rows).toEqual([])
    expect(outcome.selected).toMatchObject({ id: 'pkg-001', name: 'Digital Marketing' })
  })
})
