import crypto from 'node:crypto'
import { expect, test } from './support/test'
import sharp from 'sharp'
import { loginAsAdmin, publishFromDraftPage } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

async function pngUpload() {
  const buffer = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .png()
    .toBuffer()
  return { name: 'resort.png', mimeType: 'image/png', buffer }
}

test('an admin creates, views, edits and deletes an investment', async ({ page, browser }) => {
  // A long journey (add, public pages, edit, delete) on a shared, busy machine.
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const title = `Fujairah Marina ${word}`
  const editedTitle = `Fujairah Harbour ${word}`

  await loginAsAdmin(page)
  await page.goto('/admin/investments')
  await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Add Investment' }).click()
  await expect(page).toHaveURL(/\/admin\/investments\/create$/)
  for (const section of [
    'Basic Information',
    'Profit Information',
    'Media',
    'External Links',
    'Attach Packages',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
  await expectNoSeriousA11yViolations(page)

  // Required fields missing: the spec's message, nothing saved.
  await page.getByRole('button', { name: 'Create Investment' }).click()
  await expect(page.getByText('Please fill in all required fields')).toBeVisible()

  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(title)
  await page
    .getByRole('textbox', { name: 'Description (English)', exact: true })
    .fill('A marina development on the Fujairah coast.')
  await page.getByLabel('Investment Type').selectOption('Resource-based')
  await page.getByLabel('Department').selectOption('Infrastructure')
  await page.getByLabel('Profit Margin (English)').fill('14% annually')
  await page.getByLabel('Profit Schema (English)').fill('Berth rentals distributed twice a year.')
  await page.getByLabel('Investment Image').setInputFiles(await pngUpload())
  await page.getByLabel('Link title (English)').first().fill('Fujairah Government')
  await page.getByLabel('URL').first().fill('https://fujairah.ae')
  // A second row left half-empty is dropped.
  await page.getByRole('button', { name: 'Add Link' }).click()
  await page.getByLabel('Link title (English)').nth(1).fill('No url here')
  await page.getByLabel('IT Consultancy Services').check()
  await page
    .getByRole('textbox', { name: 'Risk warning (English)', exact: true })
    .fill('Capital at risk.')
  await page.getByRole('button', { name: 'Create Investment' }).click()

  await expect(page.getByText('Investment created successfully')).toBeVisible()
  // A new investment is a draft until a second person approves it (decision 047).
  await publishFromDraftPage(page, browser)
  await page.goto('/admin/investments')
  const [stored] = await queryDb<{ id: string; image_url: string; department: string }>(
    'select id, image_url, department from investments where title = $1',
    [title],
  )
  expect(stored.department).toBe('Infrastructure')
  expect(stored.image_url).toMatch(/^\/files\/images\/investments\/.+\.webp$/)
  const links = await queryDb('select title, url from investment_links where investment_id = $1', [
    stored.id,
  ])
  expect(links).toEqual([{ title: 'Fujairah Government', url: 'https://fujairah.ae' }])
  const audit = await queryDb<{ action: string }>(
    "select action from audit_log where entity = 'investment' and entity_id = $1 order by id",
    [stored.id],
  )
  expect(audit.map((entry) => entry.action)).toEqual(['create', 'draft', 'submit', 'publish'])

  // Server-side search finds it.
  await page.getByRole('searchbox', { name: 'Search investments' }).fill(word)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`q=${word}`))
  await expect(page.getByRole('row')).toHaveCount(2)
  // The cell also says 'Arabic missing': the title has no Arabic twin.
  await expect(
    page.getByRole('cell', { name: `${title} Arabic missing`, exact: true }),
  ).toBeVisible()

  // It is on the public list and its detail page.
  await page.goto(`/investments?q=${word}`)
  await expect(page.getByRole('status').filter({ hasText: /found/ })).toHaveText(
    '1 opportunity found',
  )
  await page.getByRole('link', { name: new RegExp(title) }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const image = page.getByRole('img', { name: `Illustration of ${title}` })
  await expect(image).toHaveAttribute('src', stored.image_url)
  // The browser shows one of the upload's copies (srcset), loaded.
  const shown = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    return { src: new URL(img.currentSrc).pathname, width: img.naturalWidth }
  })
  expect(shown.src).toMatch(
    new RegExp(`^${stored.image_url.replace(/\.webp$/, '')}-w(200|400|800|1200)\\.webp$`),
  )
  expect(shown.width).toBeGreaterThan(0)
  await page.getByRole('tab', { name: 'Packages' }).click()
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'IT Consultancy Services' }),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Resources' }).click()
  await expect(page.getByRole('link', { name: /Fujairah Government/ })).toHaveAttribute(
    'href',
    'https://fujairah.ae',
  )

  // Edit it.
  await page.goto(`/admin/investments?q=${word}`)
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Investment' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Title (English)', exact: true })).toHaveValue(
    title,
  )
  await expect(page.getByLabel('IT Consultancy Services')).toBeChecked()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(editedTitle)
  await page.getByLabel('Profit Margin (English)').fill('16% annually')
  await page.getByLabel('IT Consultancy Services').uncheck()
  await page.getByLabel('Digital Marketing').check()
  await page.getByRole('button', { name: 'Remove link 1' }).click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible()
  await publishFromDraftPage(page, browser)
  const [edited] = await queryDb<{ title: string; profit_margin: string }>(
    'select title, profit_margin from investments where id = $1',
    [stored.id],
  )
  expect(edited).toEqual({ title: editedTitle, profit_margin: '16% annually' })
  expect(
    await queryDb('select package_id from investment_packages where investment_id = $1', [
      stored.id,
    ]),
  ).toEqual([{ package_id: 'pkg-001' }])
  expect(
    await queryDb('select id from investment_links where investment_id = $1', [stored.id]),
  ).toEqual([])

  // Delete it, after confirming.
  await page.goto(`/admin/investments?q=${word}`)
  await page.getByRole('link', { name: `Delete ${editedTitle}` }).click()
  await expect(page).toHaveURL(new RegExp(`delete=${stored.id}$`))
  const confirm = page.getByRole('alertdialog', { name: 'Delete investment?' })
  await expect(confirm).toHaveAttribute('data-state', 'open')
  await expect(confirm).toContainText(editedTitle)
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/investments\\?q=${word}$`))
  await expect(
    page.getByRole('cell', { name: `${editedTitle} Arabic missing`, exact: true }),
  ).toBeVisible()
  await page.getByRole('link', { name: `Delete ${editedTitle}` }).click()
  await expect(confirm).toHaveAttribute('data-state', 'open')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Investment deleted successfully')).toBeVisible()
  await expect(page.getByText('No investments found.')).toBeVisible()
  expect(await queryDb('select id from investments where id = $1', [stored.id])).toEqual([])
  const response = await page.goto(`/investments/${stored.id}`)
  expect(response?.status()).toBe(404)
  const imageResponse = await page.request.get(stored.image_url)
  expect(imageResponse.status()).toBe(404)
})

test('a non-image file is refused with Invalid file format and the values stay', async ({
  page,
}) => {
  const title = `Bad Image ${crypto.randomBytes(4).toString('hex')}`
  await loginAsAdmin(page)
  await page.goto('/admin/investments/create')
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(title)
  await page
    .getByRole('textbox', { name: 'Description (English)', exact: true })
    .fill('Description.')
  await page.getByLabel('Department').selectOption('Energy')
  await page.getByLabel('Profit Margin (English)').fill('5%')
  await page.getByLabel('Profit Schema (English)').fill('Schema.')
  await page.getByLabel('Investment Image').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image'),
  })
  await page.getByRole('button', { name: 'Create Investment' }).click()
  // The image field's error, and the toast that explains it.
  await expect(page.getByLabel('Investment Image')).toHaveAccessibleDescription(
    'Invalid file format',
  )
  await expect(page.getByText('Invalid file format')).toHaveCount(2)
  await expect(
    page.getByText('Please upload an image file (JPEG, PNG, etc.)').first(),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Title (English)', exact: true })).toHaveValue(
    title,
  )
  expect(await queryDb('select id from investments where title = $1', [title])).toEqual([])
})

test('editing an unknown investment shows the 404 page', async ({ page }) => {
  await loginAsAdmin(page)
  const response = await page.goto('/admin/investments/edit/inv-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})

test('the investment form works without JavaScript', async ({ browser }) => {
  const title = `No Script Investment ${crypto.randomBytes(4).toString('hex')}`
  const signIn = await browser.newContext()
  await loginAsAdmin(await signIn.newPage())
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signIn.storageState(),
  })
  await signIn.close()
  const page = await context.newPage()
  await page.goto('/admin/investments/create')
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(title)
  // Adding a link row is a plain submit that re-renders the form with the values kept.
  await page.getByRole('button', { name: 'Add Link' }).click()
  await expect(page.getByLabel('Link title (English)')).toHaveCount(2)
  await expect(page.getByRole('textbox', { name: 'Title (English)', exact: true })).toHaveValue(
    title,
  )
  await page.getByRole('button', { name: 'Create Investment' }).click()
  await expect(page.getByText('Please fill in all required fields')).toBeVisible()

  await page
    .getByRole('textbox', { name: 'Description (English)', exact: true })
    .fill('Works without JS.')
  await page.getByLabel('Department').selectOption('Healthcare')
  await page.getByLabel('Profit Margin (English)').fill('7%')
  await page.getByLabel('Profit Schema (English)').fill('Annual dividend.')
  await page.getByLabel('Link title (English)').nth(1).fill('Second link')
  await page.getByLabel('URL').nth(1).fill('https://second.example')
  await page.getByRole('button', { name: 'Create Investment' }).click()
  await expect(page).toHaveURL(/\/admin\/publishing\/investment\/inv-/)
  const [row] = await queryDb<{ id: string }>('select id from investments where title = $1', [
    title,
  ])
  expect(
    await queryDb('select title, url from investment_links where investment_id = $1', [row.id]),
  ).toEqual([{ title: 'Second link', url: 'https://second.example' }])
  await context.close()
})
