import { expect, test, type Page } from './support/test'
import sharp from 'sharp'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

const CONSULTANTS = '/admin/consultancy/consultants'
const REQUESTS = '/admin/consultancy/requests'

function unique(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
}

async function photo() {
  const buffer = await sharp({
    create: { width: 240, height: 240, channels: 3, background: '#1e3a5f' },
  })
    .png()
    .toBuffer()
  return { name: 'portrait.png', mimeType: 'image/png', buffer }
}

async function searchConsultants(page: Page, term: string) {
  await page.goto(`${CONSULTANTS}?q=${encodeURIComponent(term)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Consultants' })).toBeVisible()
}

test('an admin adds, edits, deactivates and deletes a consultant', async ({ page }) => {
  // A long journey (add, public pages, edit, delete) on a shared, busy machine.
  test.slow()
  const name = unique('Hessa Playwright')
  await loginAsAdmin(page)
  await page.goto(CONSULTANTS)
  await expect(page).toHaveTitle(/Consultancy Consultants/)
  await expect(page.getByRole('cell', { name: /^Khalid Al Mansouri/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Add, first with a file that is not an image.
  await page.getByRole('link', { name: 'Add Consultant' }).click()
  await expect(page).toHaveURL(/\?new=1$/)
  const addDialog = page.getByRole('dialog', { name: 'Add Consultant' })
  await expect(addDialog).toHaveAttribute('data-state', 'open')
  await expectNoSeriousA11yViolations(page)
  await addDialog.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(name)
  await addDialog.getByLabel('Public Title (English)').fill('Cloud Investment Advisor')
  await addDialog.getByLabel('Specialization (English)').fill('Data centres and cloud ventures')
  await addDialog.getByLabel('Experience (English)').fill('8+ years')
  await addDialog.getByLabel('Email').fill('hessa@example.org')
  await addDialog.getByLabel('Phone').fill('+971 50 999 1111')
  await addDialog.getByLabel('Department').selectOption('Strategy')
  await addDialog
    .getByLabel('Expertise (English)')
    .fill('Technology Ventures, Cloud Infrastructure')
  await addDialog.getByLabel('Availability').selectOption('Available')
  await addDialog
    .getByLabel('Bio (English)')
    .fill('Hessa advises investors on digital infrastructure.')
  await addDialog.getByLabel('Photo').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is plain text, not a picture'),
  })
  await addDialog.getByRole('button', { name: 'Add Consultant' }).click()
  // Refused by the server (the bytes are not an image): the dialog stays with the values.
  await expect(addDialog.getByText('Invalid file format')).toBeVisible()
  await expect(addDialog.getByLabel('Public Title (English)')).toHaveValue(
    'Cloud Investment Advisor',
  )
  expect(await queryDb('select id from consultants where name = $1', [name])).toHaveLength(0)

  await addDialog.getByLabel('Photo').setInputFiles(await photo())
  await addDialog.getByRole('button', { name: 'Add Consultant' }).click()
  await expect(addDialog).toBeHidden()
  await expect(page.getByText(`${name} has been added to the consultancy team`)).toBeVisible()
  const [created] = await queryDb<{ id: string; image_url: string; department: string }>(
    'select id, image_url, department from consultants where name = $1',
    [name],
  )
  expect(created.department).toBe('Strategy')
  expect(created.image_url).toMatch(/^\/files\/images\/consultants\/.+\.webp$/)

  // The public page shows the new consultant, with the uploaded photo, under Technology.
  await page.goto('/consultancy?tab=technology')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toBeVisible()
  await expect(card.getByText('Cloud Investment Advisor')).toBeVisible()
  const image = card.locator(`img[src="${created.image_url}"]`)
  await expect(image).toBeVisible()
  // Shown is not yet loaded (the card's image is lazy): bring it in view, wait for its pixels.
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)

  // Edit the public title.
  await searchConsultants(page, name)
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit Consultant' })
  await expect(editDialog).toHaveAttribute('data-state', 'open')
  await expect(
    editDialog.getByRole('textbox', { name: 'Name (English)', exact: true }),
  ).toHaveValue(name)
  await expect(editDialog.getByLabel('Expertise (English)')).toHaveValue(
    'Technology Ventures, Cloud Infrastructure',
  )
  await editDialog.getByLabel('Public Title (English)').fill('Head of Cloud Investments')
  await editDialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(editDialog).toBeHidden()
  await expect(page.getByText(`${name}'s information has been updated`)).toBeVisible()
  await page.goto('/consultancy')
  await expect(page.getByText('Head of Cloud Investments')).toBeVisible()

  // Deactivate: gone from /consultancy, still in the admin table as Inactive.
  await searchConsultants(page, name)
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(editDialog).toHaveAttribute('data-state', 'open')
  await editDialog.getByLabel('Active (shown on the consultancy page)').uncheck()
  await editDialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(editDialog).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText('Inactive')).toBeVisible()
  await page.goto('/consultancy')
  await expect(page.getByRole('heading', { name: 'Expert Consultancy Services' })).toBeVisible()
  await expect(page.getByRole('heading', { name })).toHaveCount(0)

  // Delete, with confirmation.
  await searchConsultants(page, name)
  await page.getByRole('link', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete consultant?' })
  await expect(confirm).toHaveAttribute('data-state', 'open')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${name} has been removed from the consultancy team`)).toBeVisible()
  await expect(page.getByText('No consultants found.')).toBeVisible()
  expect(await queryDb('select id from consultants where id = $1', [created.id])).toHaveLength(0)
})

test('an admin views a consultancy request, changes its status, saves notes and deletes it', async ({
  page,
}) => {
  const name = unique('Request Viewer')
  const id = `creq-e2e${Date.now().toString(36)}`
  await queryDb(
    `insert into consultancy_requests (id, consultant_id, name, email, phone, company, message)
     values ($1, 'con-002', $2, 'viewer@example.org', '+971 50 222 3333', 'Viewer Holdings', $3)`,
    [id, name, 'Looking for a villa in Dubai Hills.'],
  )

  await loginAsAdmin(page)
  await page.goto(REQUESTS)
  await expect(page).toHaveTitle(/Consultancy Requests/)
  await expect(page.getByRole('heading', { level: 1, name: 'Consultancy Requests' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('searchbox', { name: 'Search consultancy requests' }).fill('viewer holdings')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=viewer\+holdings/)
  // Role queries skip what a modal dialog hides, so the row is found by its tag.
  const row = page.locator('tr', { hasText: name })
  await expect(row).toBeVisible()
  await expect(row.getByText('Pending')).toBeVisible()
  await expect(row.getByText('Sarah Thompson')).toBeVisible()

  await row.getByRole('link', { name: `View request from ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Consultancy Request' })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await expect(dialog.getByText('Looking for a villa in Dubai Hills.')).toBeVisible()
  await expect(dialog.getByText('+971 50 222 3333')).toBeVisible()
  await expect(dialog.getByText('Viewer Holdings')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await dialog.getByLabel('Status').selectOption('Scheduled')
  await expect(page.getByText('Request status has been updated to Scheduled')).toBeVisible()
  await expect(row.getByText('Scheduled')).toBeVisible()
  expect(
    await queryDb<{ status: string }>('select status from consultancy_requests where id = $1', [
      id,
    ]),
  ).toEqual([{ status: 'Scheduled' }])

  await dialog.getByLabel('Notes').fill('Viewing booked for Thursday at 10am.')
  await dialog.getByLabel('Status').focus()
  await expect(page.getByText('Notes saved', { exact: true })).toBeVisible()
  expect(
    await queryDb('select status, notes from consultancy_requests where id = $1', [id]),
  ).toEqual([{ status: 'Scheduled', notes: 'Viewing booked for Thursday at 10am.' }])

  await dialog.getByRole('link', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete consultancy request?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Consultancy request has been deleted.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('No consultancy requests found.')).toBeVisible()
  expect(await queryDb('select id from consultancy_requests where id = $1', [id])).toHaveLength(0)
})
