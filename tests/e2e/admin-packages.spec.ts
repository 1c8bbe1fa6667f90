import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

test('an admin creates, edits and deletes a package; one in use is refused', async ({ page }) => {
  const word = crypto.randomBytes(4).toString('hex')
  const name = `Relocation Package ${word}`
  const editedName = `Relocation Plus ${word}`

  await loginAsAdmin(page)
  await page.goto('/admin/packages')
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Digital Marketing' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Add Package' }).click()
  await expect(page).toHaveURL(/\/admin\/packages\/create$/)
  await expectNoSeriousA11yViolations(page)
  // The last service row cannot be removed.
  await expect(page.getByRole('button', { name: 'Remove service 1' })).toBeDisabled()

  await page.getByLabel('Package Name (English)').fill(name)
  await page
    .getByRole('textbox', { name: 'Description (English)', exact: true })
    .fill('Visas, housing search and school placement.')
  await page.getByLabel('Price (AED)').fill('1234.5')
  await page.getByRole('button', { name: 'Create Package' }).click()
  await expect(page.getByText('Please add at least one service')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/packages\/create$/)

  await page.getByLabel('Service 1', { exact: true }).fill('Residence visa processing')
  await page.getByRole('button', { name: 'Add Service' }).click()
  await page.getByLabel('Service 2', { exact: true }).fill('Temporary service')
  await page.getByRole('button', { name: 'Add Service' }).click()
  await page.getByLabel('Service 3', { exact: true }).fill('School placement support')
  await page.getByRole('button', { name: 'Remove service 2' }).click()
  await expect(page.getByLabel('Service 3', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Create Package' }).click()

  await expect(page).toHaveURL(/\/admin\/packages$/)
  await expect(page.getByText('Package created successfully')).toBeVisible()
  const [stored] = await queryDb<{ id: string; price: string; services: string[] }>(
    'select id, price, services from packages where name = $1',
    [name],
  )
  expect(stored.price).toBe('1234.50')
  expect(stored.services).toEqual(['Residence visa processing', 'School placement support'])

  await page.goto(`/admin/packages?q=${word}`)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card.getByText(/^AED\s1,234\.50$/)).toBeVisible()
  await expect(card.getByText('School placement support')).toBeVisible()

  // Edit.
  await card.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(page.getByLabel('Package Name (English)')).toHaveValue(name)
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Package Name (English)').fill(editedName)
  await page.getByLabel('Price (AED)').fill('2000')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Package updated successfully')).toBeVisible()
  const [edited] = await queryDb<{ name: string; price: string }>(
    'select name, price from packages where id = $1',
    [stored.id],
  )
  expect(edited).toEqual({ name: editedName, price: '2000.00' })

  // Attached to an investment: the delete is refused and nothing changes.
  const investmentId = `inv-e2e-${word}`
  await queryDb(
    `insert into investments (id, title, description, type, department, profit_margin, profit_schema)
     values ($1, $2, 'x', 'Financial', 'Energy', '1%', 'x')`,
    [investmentId, `Holder ${word}`],
  )
  await queryDb('insert into investment_packages (investment_id, package_id) values ($1, $2)', [
    investmentId,
    stored.id,
  ])
  await page.goto(`/admin/packages?q=${word}`)
  await page.getByRole('link', { name: `Delete ${editedName}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete package?' })
  await expect(confirm).toHaveAttribute('data-state', 'open')
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  // Refused: the reason in the dialog (and as a toast); the package stays.
  await expect(
    confirm.getByText('Cannot delete package that is currently in use by investments'),
  ).toBeVisible()
  expect(await queryDb('select id from packages where id = $1', [stored.id])).toHaveLength(1)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { name: editedName })).toBeVisible()

  // Once detached it can be deleted.
  await queryDb('delete from investments where id = $1', [investmentId])
  await page.reload()
  await page.getByRole('link', { name: `Delete ${editedName}` }).click()
  await expect(confirm).toHaveAttribute('data-state', 'open')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Package deleted successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No packages found' })).toBeVisible()
  expect(await queryDb('select id from packages where id = $1', [stored.id])).toEqual([])
})

test('an empty result offers to create the first package', async ({ page }) => {
  await loginAsAdmin(page)
  await page.goto(`/admin/packages?q=nothing-${crypto.randomBytes(4).toString('hex')}`)
  await expect(page.getByRole('heading', { name: 'No packages found' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Create Your First Package' }).click()
  await expect(page).toHaveURL(/\/admin\/packages\/create$/)
})

test('editing an unknown package shows the 404 page', async ({ page }) => {
  await loginAsAdmin(page)
  const response = await page.goto('/admin/packages/edit/pkg-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})
