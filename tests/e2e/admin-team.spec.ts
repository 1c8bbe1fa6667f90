import { expect, test, type Page } from './support/test'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { portrait } from './support/test-files'

async function openTeamAdmin(page: Page, search = '') {
  await page.goto(`/admin/team${search ? `?q=${encodeURIComponent(search)}` : ''}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Team Members' })).toBeVisible()
}

/** A department leader created directly in the database, after the six seeded ones. */
async function insertMember(name: string): Promise<string> {
  const id = `team-e2e-${Date.now()}-${Math.floor(Math.random() * 1000)}`
  await queryDb(
    `insert into team_members (id, name, position, bio, "group", sort_order, is_active)
     values ($1, $2, 'Head of Research', 'Leads research.', 'department', 99, true)`,
    [id, name],
  )
  return id
}

test('an admin adds a member with a photo and it appears on /team', async ({ page }) => {
  const name = `Reem Test ${Date.now()}`
  await loginAsAdmin(page)
  await openTeamAdmin(page)
  await expect(page.getByRole('row', { name: /Ahmed Al Hashimi/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Add Team Member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await dialog.getByRole('button', { name: 'Add Member' }).click()
  await expect(dialog.getByText('Name is required')).toBeVisible()
  await expect(dialog.getByText('Position is required')).toBeVisible()
  await dialog.getByLabel('Name (English)').fill(name)
  await dialog.getByLabel('Position (English)').fill('Head of Research')
  await dialog.getByLabel('Bio (English)').fill('Reem leads our market research team in Dubai.')
  await dialog.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/reem-test')
  await dialog.getByLabel('Group').selectOption('department')
  // After the six seeded leaders, so other tests still see those first.
  await dialog.getByLabel('Sort Order').fill('99')
  await dialog.getByLabel('Photo').setInputFiles(await portrait())
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Add Member' }).click()
  await expect(page.getByText('Team member added')).toBeVisible()
  await expect(dialog).toBeHidden()

  const [stored] = await queryDb<{
    id: string
    image_url: string
    group: string
    sort_order: number
  }>('select id, image_url, "group", sort_order from team_members where name = $1', [name])
  expect(stored).toMatchObject({ group: 'department', sort_order: 99 })
  expect(stored.image_url).toMatch(/^\/files\/images\/team\/.+\.webp$/)
  const audits = await queryDb<{ action: string }>(
    "select action from audit_log where entity = 'team_member' and entity_id = $1",
    [stored.id],
  )
  expect(audits.map((row) => row.action)).toEqual(['create'])

  await page.goto('/team')
  const card = page.getByRole('article').filter({ hasText: name })
  await expect(card.getByText('Head of Research')).toBeVisible()
  await expect(card.getByRole('link', { name: `LinkedIn profile of ${name}` })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/reem-test',
  )
  const photo = card.locator('img')
  await expect(photo).toHaveAttribute('src', stored.image_url)
  await photo.scrollIntoViewIfNeeded()
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await queryDb('delete from team_members where id = $1', [stored.id])
})

test('an admin edits a member and /team shows the change', async ({ page }) => {
  const name = `Edit Test ${Date.now()}`
  const id = await insertMember(name)
  await loginAsAdmin(page)
  await openTeamAdmin(page, name)
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit Team Member' })
  await expect(editDialog).toHaveAttribute('data-state', 'open')
  await expect(editDialog.getByLabel('Name (English)')).toHaveValue(name)
  await editDialog.getByLabel('Position (English)').fill('Director of Research')
  await editDialog.getByLabel('Twitter URL').fill('not a url')
  await editDialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(
    editDialog.getByText('Enter a web address starting with http:// or https://'),
  ).toBeVisible()
  await editDialog.getByLabel('Twitter URL').fill('https://twitter.com/reem_test')
  await editDialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Team member updated')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
    'Director of Research',
  )

  await page.goto('/team')
  const updated = page.getByRole('article').filter({ hasText: name })
  await expect(updated.getByText('Director of Research')).toBeVisible()
  await expect(updated.getByRole('link', { name: `Twitter profile of ${name}` })).toBeVisible()
  // Decision 047: the edit is a draft its editor publishes at once, each step audited.
  const audits = await queryDb<{ action: string }>(
    "select action from audit_log where entity = 'team_member' and entity_id = $1 order by id",
    [id],
  )
  expect(audits.map((row) => row.action)).toEqual(['draft', 'publish'])
  await queryDb('delete from team_members where id = $1', [id])
})

test('an admin deletes a member after confirming and it leaves /team', async ({ page }) => {
  const name = `Delete Test ${Date.now()}`
  await insertMember(name)
  await loginAsAdmin(page)
  await openTeamAdmin(page, name)
  await page.getByRole('link', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete team member?' })
  await expect(confirm).toHaveAttribute('data-state', 'open')
  await expect(confirm).toContainText(name)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Team member deleted')).toBeVisible()
  await expect(page.getByText('No team members found.')).toBeVisible()
  expect(await queryDb('select id from team_members where name = $1', [name])).toHaveLength(0)

  await page.goto('/team')
  await expect(page.getByText(name)).toHaveCount(0)
})

test('a file that is not an image is refused with "Invalid file format"', async ({ page }) => {
  const name = `Not A Photo ${Date.now()}`
  await loginAsAdmin(page)
  await openTeamAdmin(page)
  await page.getByRole('link', { name: 'Add Team Member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await dialog.getByLabel('Name (English)').fill(name)
  await dialog.getByLabel('Position (English)').fill('Analyst')
  await dialog.getByLabel('Photo').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('plain text pretending to be a picture'),
  })
  await dialog.getByRole('button', { name: 'Add Member' }).click()
  await expect(dialog.getByText('Invalid file format')).toBeVisible()
  await expect(page.getByText('Please upload an image file (JPEG, PNG, etc.)')).toBeVisible()
  await expect(dialog.getByLabel('Name (English)')).toHaveValue(name)
  expect(await queryDb('select id from team_members where name = $1', [name])).toHaveLength(0)
})

test('the team list is searched on the server', async ({ page }) => {
  await loginAsAdmin(page)
  await openTeamAdmin(page)
  await page.getByLabel('Search team members').fill('chief')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=chief/)
  await expect(page.getByRole('row')).toHaveCount(4) // header + 3 executives
  await page.getByLabel('Group').selectOption('department')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('No team members found.')).toBeVisible()
})
