import crypto from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { newPerson, register, registerAndLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { companyInbox, waitForMail } from './support/mail'

const token = () => `zq${crypto.randomBytes(4).toString('hex')}`

/** Three active investments (two Financial, one Resource-based) sharing a unique word. */
async function insertInvestments(word: string): Promise<void> {
  const rows = [
    [`${word}-a`, `Harbour ${word} Fund`, 'Financial'],
    [`${word}-b`, `Desert ${word} Farm`, 'Resource-based'],
    [`${word}-c`, 'Creek Tower Notes', 'Financial'],
  ]
  for (const [id, title, type] of rows) {
    await queryDb(
      `insert into investments (id, title, description, type, department, profit_margin, profit_schema)
       values ($1, $2, $3, $4, 'Real Estate', '10%', 'Quarterly distributions.')`,
      [id, title, `An opportunity tagged ${word.toUpperCase()} for the e2e tests.`, type],
    )
  }
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await queryDb<{ id: string }>('select id from "user" where email = $1', [email])
  return row.id
}

async function expectCount(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: /found/ })).toHaveText(text)
}

test.describe('/investments', () => {
  test('search and type filter give the right count and live in the URL', async ({ page }) => {
    const word = token()
    await insertInvestments(word)
    await page.goto('/investments')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Investment Opportunities' }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Typing slowly: results follow while the field keeps focus and every character.
    const search = page.getByRole('searchbox', { name: 'Search investments' })
    await search.pressSequentially(word.toUpperCase(), { delay: 450 })
    await expect(search).toBeFocused()
    await expect(search).toHaveValue(word.toUpperCase())
    await expect(page).toHaveURL(new RegExp(`q=${word.toUpperCase()}`, 'i'))
    await expectCount(page, '3 opportunities found')
    await expect(
      page.getByRole('heading', { level: 2, name: `Harbour ${word} Fund` }),
    ).toBeVisible()
    // 'Creek Tower Notes' matches on its description only.
    await expect(page.getByRole('heading', { level: 2, name: 'Creek Tower Notes' })).toBeVisible()

    await page.getByLabel('Investment type').selectOption('Financial')
    await expect(page).toHaveURL(/type=Financial/)
    await expectCount(page, '2 opportunities found')
    await expect(page.getByRole('heading', { name: `Desert ${word} Farm` })).toHaveCount(0)

    await page.getByLabel('Investment type').selectOption('Resource-based')
    await expectCount(page, '1 opportunity found')
    await expect(page.getByRole('heading', { level: 2, name: `Desert ${word} Farm` })).toBeVisible()

    // The URL is shareable: opening it again shows the same result.
    const shared = page.url()
    const other = await page.context().newPage()
    await other.goto(shared)
    await expectCount(other, '1 opportunity found')
    await other.close()

    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/investments$/)
    await expect(page.getByRole('searchbox', { name: 'Search investments' })).toHaveValue('')
    await expect(page.getByLabel('Investment type')).toHaveValue('all')
  })

  test('no match shows the empty text', async ({ page }) => {
    await page.goto(`/investments?q=${token()}`)
    await expectCount(page, '0 opportunities found')
    await expect(page.getByText('No investment opportunities found.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('search works without JavaScript', async ({ browser }) => {
    const word = token()
    await insertInvestments(word)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/investments')
    await page.getByRole('searchbox', { name: 'Search investments' }).fill(word)
    await page.getByLabel('Investment type').selectOption('Financial')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/type=Financial/)
    await expectCount(page, '2 opportunities found')
    await context.close()
  })
})

test.describe('/investments/{id}', () => {
  test('shows details, packages and resources tabs', async ({ page }) => {
    await page.goto('/investments/inv-001')
    await expect(page).toHaveTitle(/Dubai Marina Residential Income Fund/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dubai Marina Residential Income Fund' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Investments' })).toHaveAttribute(
      'href',
      '/investments',
    )
    await expect(page.getByRole('heading', { name: 'Profit Generation Schema' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('tab', { name: 'Packages' }).click()
    const packagesPanel = page.getByRole('tabpanel', { name: 'Packages' })
    await expect(packagesPanel.getByRole('heading', { name: 'Digital Marketing' })).toBeVisible()
    await expect(packagesPanel.getByText('Included Services').first()).toBeVisible()
    await expect(packagesPanel.getByText('Content creation and copywriting')).toBeVisible()

    await page.getByRole('tab', { name: 'Resources' }).click()
    const link = page.getByRole('link', { name: /Dubai Land Department/ })
    await expect(link).toHaveAttribute('href', 'https://dubailand.gov.ae')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expectNoSeriousA11yViolations(page)

    const side = page.getByRole('complementary')
    await expect(side.getByRole('heading', { name: 'Interested?' })).toBeVisible()
    await expect(side.getByText('8-10% annually')).toBeVisible()
    await expect(side.getByText('Website Development Bundle')).toBeVisible()
  })

  test('without links there is no Resources tab; without packages the spec texts show', async ({
    page,
  }) => {
    await page.goto('/investments/inv-005')
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Resources' })).toHaveCount(0)
    await expect(page.getByRole('complementary').getByText('No packages')).toBeVisible()
    await page.getByRole('tab', { name: 'Packages' }).click()
    await expect(page.getByText('No packages available for this investment.')).toBeVisible()
  })

  test('an unknown id shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/investments/inv-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('Request to Invest', () => {
  test('on a phone the button is near the top; one button is exposed at any width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/investments/inv-001')
    // Under the title, not after the whole article (the side card comes last on a phone).
    const button = page.getByRole('link', { name: 'Request to Invest' })
    await expect(button).toHaveCount(1)
    await expect(button).toBeInViewport()
    await expect(
      page.locator('aside').getByRole('link', { name: 'Request to Invest' }),
    ).toBeHidden()
    await page.screenshot({ path: 'test-results/investment-detail-390.png' })

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(button).toHaveCount(1)
    await expect(
      page.locator('aside').getByRole('link', { name: 'Request to Invest' }),
    ).toBeVisible()
    await page.screenshot({ path: 'test-results/investment-detail-1280.png' })
    await button.click()
    await expect(page.getByRole('dialog', { name: 'Request to Invest' })).toHaveAttribute(
      'data-state',
      'open',
    )
  })

  test('a visitor is asked to log in, comes back, and the request is saved', async ({ page }) => {
    // Registered earlier, not signed in now.
    const user = await register(page, newPerson('investor'))
    await page.goto('/investments/inv-002')
    await page.getByRole('link', { name: 'Request to Invest' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toHaveAttribute('data-state', 'open')
    await expect(
      dialog.getByText('You need to be logged in to submit an investment request.'),
    ).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      /^\/register/,
    )
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Finvestments%2Finv-002/)

    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Login' }).click()
    // Back on the investment with the request dialog open (?request=1).
    await expect(page).toHaveURL(/\/investments\/inv-002\?request=1$/)

    const message = `Please send the feasibility study ${token()}`
    const form = page.getByRole('dialog', { name: 'Request to Invest' })
    await expect(form).toHaveAttribute('data-state', 'open')
    await form.getByLabel('Message').fill(message)
    await expectNoSeriousA11yViolations(page)
    await form.getByLabel('I have read and understood the risk warning').check()
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page.getByText('Investment Request Submitted')).toBeVisible()
    await expect(
      page.getByText('Your request has been sent successfully. Our team will contact you shortly.'),
    ).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const rows = await queryDb<{ investment_id: string; message: string; status: string }>(
      'select investment_id, message, status from investment_requests where user_id = $1',
      [await userIdOf(user.email)],
    )
    expect(rows).toEqual([{ investment_id: 'inv-002', message, status: 'Pending' }])

    // The company inbox hears of it, with who asked and what they wrote.
    const title = await page.getByRole('heading', { level: 1 }).textContent()
    const mail = await waitForMail(
      (sent) => sent.subject === `New investment request: ${title}` && sent.text.includes(message),
      { description: 'the company notification of the investment request' },
    )
    expect(mail.to).toEqual([await companyInbox()])
    expect(mail.text).toContain(`From: ${user.name} <${user.email}>`)
  })

  test('Cancel closes the dialog and saves nothing', async ({ page }) => {
    const user = await registerAndLogin(page, newPerson('investor'))
    await page.goto('/investments/inv-004')
    await page.getByRole('link', { name: 'Request to Invest' }).click()
    await expect(page.getByRole('dialog')).toHaveAttribute('data-state', 'open')
    await page.getByRole('dialog').getByLabel('Message').fill('Never mind')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const rows = await queryDb('select id from investment_requests where user_id = $1', [
      await userIdOf(user.email),
    ])
    expect(rows).toEqual([])
  })
})
