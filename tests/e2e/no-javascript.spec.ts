import { expect, test, type Locator, type Page } from './support/test'
import { loginAsAdmin, registerAndLogin } from './support/auth'
import { queryDb } from './support/db'
import {
  describeWithoutAndWithJavaScript,
  expectFlashMessage,
  openedDialog,
} from './support/h3-url-dialogs'
import { minimalPdf, unique } from './support/test-files'

/*
 * ARCHITECTURE 8 / issue 11: every flow works as plain HTML. Each journey runs twice, with
 * JavaScript off (menus are <details>, dialogs are URLs rendered in the page, the flash
 * message is a status line) and on (the same URLs open modal dialogs, toasts confirm).
 */

/**
 * A header menu's toggle, a <summary>: browsers expose it as a button, Playwright gives it no
 * role, so it is found by its text.
 */
function menuToggle(scope: Locator, label: string): Locator {
  return scope.locator('summary').filter({ hasText: new RegExp(`^${label}$`) })
}

/** The mobile menu's toggle; its name ('Open menu' / 'Close menu') follows its state. */
function mobileMenuToggle(page: Page): Locator {
  return page.getByRole('banner').locator('summary').filter({ hasText: 'Open menu' })
}

type HeaderRoute = { path: string; menu?: string; link: string }

// SPEC 2 header: Services, Investment (Investments, Request Investment), Consultancy, Company.
const desktopRoutes: HeaderRoute[] = [
  { path: '/services', menu: 'Services', link: 'All Services' },
  { path: '/investments', menu: 'Investment', link: 'Investments' },
  { path: '/investment-request', menu: 'Investment', link: 'Request Investment' },
  { path: '/consultancy', link: 'Consultancy' },
  { path: '/careers', menu: 'Company', link: 'Careers' },
  { path: '/team', menu: 'Company', link: 'Team' },
  { path: '/about', menu: 'Company', link: 'About' },
  { path: '/contact', menu: 'Company', link: 'Contact' },
]

// SPEC 2 mobile menu: collapsible Services and Company groups, the other links listed.
const mobileRoutes: HeaderRoute[] = [
  { path: '/services', menu: 'Services', link: 'All Services' },
  { path: '/investments', link: 'Investments' },
  { path: '/investment-request', link: 'Request Investment' },
  { path: '/consultancy', link: 'Consultancy' },
  { path: '/careers', menu: 'Company', link: 'Careers' },
  { path: '/team', menu: 'Company', link: 'Team' },
  { path: '/about', menu: 'Company', link: 'About' },
  { path: '/contact', menu: 'Company', link: 'Contact' },
]

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  test('at 1280 px the header menus reach every section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const route of desktopRoutes) {
      await page.goto('/')
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
      if (route.menu) {
        await menuToggle(nav, route.menu).click()
        if (route.path === '/services') await expectAccessible(page)
      }
      await nav.getByRole('link', { name: route.link, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${route.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test('at 390 px the mobile menu reaches every section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const route of mobileRoutes) {
      await page.goto('/')
      const toggle = mobileMenuToggle(page)
      await expect(toggle).toHaveAccessibleName('Open menu')
      await toggle.click()
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
      await expect(nav).toBeVisible()
      await expect(toggle).toHaveAccessibleName('Close menu')
      if (route.menu) await menuToggle(nav, route.menu).click()
      if (route.path === '/careers') await expectAccessible(page)
      await nav.getByRole('link', { name: route.link, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${route.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test('a visitor applies for a job with a PDF and sees Application Submitted', async ({
    page,
  }) => {
    const name = `Plain Applicant ${unique()}`
    const email = `apply-${unique()}@example.org`
    await page.goto('/careers')
    await page.getByRole('link', { name: 'Apply Now for Senior Financial Analyst' }).click()
    if (!isJavaScript) await expect(page).toHaveURL(/\/careers\?apply=job-001#apply$/)
    const dialog = await openedDialog(page, isJavaScript, 'Apply for Senior Financial Analyst')
    await expect(
      dialog.getByText('Fill out the form below to apply for this position'),
    ).toBeVisible()

    // Refused by the server: the dialog comes back with the messages and what was typed.
    await dialog.getByLabel('Full Name').fill(name)
    await dialog.getByRole('button', { name: 'Submit Application' }).click()
    await expect(dialog.getByText('Email is required')).toBeVisible()
    // Issue 16: the required box is checked by the server too.
    await expect(
      dialog.getByText(
        'Please agree that we may process your application and CV, or we cannot consider it',
      ),
    ).toBeVisible()
    await expect(dialog.getByLabel('Full Name')).toHaveValue(name)

    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Phone Number').fill('+971 50 123 4567')
    await dialog.getByLabel('Cover Letter').fill('Ten years of financial analysis in Dubai.')
    await dialog.getByLabel('I agree that UAE Invest processes my application and CV').check()
    await dialog
      .getByLabel('Resume/CV')
      .setInputFiles({ name: 'plain-cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Submit Application' }).click()

    await expectFlashMessage(
      page,
      isJavaScript,
      'Application Submitted',
      'Your application for the Senior Financial Analyst position has been submitted successfully.',
    )
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectAccessible(page)
    const rows = await queryDb<{ job_id: string; cv_filename: string }>(
      'select job_id, cv_filename from job_applicants where email = $1',
      [email],
    )
    expect(rows).toEqual([{ job_id: 'job-001', cv_filename: 'plain-cv.pdf' }])
  })

  test('the open application is a URL too', async ({ page }) => {
    await page.goto('/careers?department=Legal')
    await page.getByRole('link', { name: 'Submit Open Application' }).click()
    const dialog = await openedDialog(page, isJavaScript, 'Submit Open Application')
    await dialog
      .getByRole('link', { name: 'Cancel' })
      .or(dialog.getByRole('button', { name: 'Cancel' }))
      .click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/careers\?department=Legal$/)
  })

  test('a signed-in user requests to invest and finds the request on the dashboard', async ({
    page,
  }) => {
    test.slow()
    await registerAndLogin(page)
    const [investment] = await queryDb<{ id: string; title: string }>(
      "select id, title from investments where id = 'inv-001'",
    )
    await page.goto(`/investments/${investment.id}`)
    await page.getByRole('link', { name: 'Request to Invest' }).click()
    const dialog = await openedDialog(page, isJavaScript, 'Request to Invest')
    await expect(dialog).toContainText(`Tell us about your interest in ${investment.title}.`)
    await expectAccessible(page)
    await dialog
      .getByLabel('Message')
      .fill('We would like to invest 250,000 AED in the first quarter.')
    await dialog.getByLabel('I have read and understood the risk warning').check()
    await dialog.getByRole('button', { name: 'Submit Request' }).click()

    await expectFlashMessage(
      page,
      isJavaScript,
      'Investment Request Submitted',
      'Your request has been sent successfully. Our team will contact you shortly.',
    )
    await expect(page).toHaveURL(new RegExp(`/investments/${investment.id}$`))

    await page.goto('/dashboard?tab=investments')
    await expect(
      page.getByRole('heading', { level: 3, name: investment.title }).first(),
    ).toBeVisible()
  })

  test('a visitor who is not signed in is asked to log in and comes back to the dialog', async ({
    page,
  }) => {
    await page.goto('/investments/inv-001')
    await page.getByRole('link', { name: 'Request to Invest' }).click()
    const dialog = await openedDialog(page, isJavaScript, 'Request to Invest')
    await expect(
      dialog.getByText('You need to be logged in to submit an investment request.'),
    ).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Finvestments%2Finv-001%3Frequest%3D1',
    )
  })

  test('a consultation request shows its confirmation', async ({ page }) => {
    const email = `consult-${unique()}@example.org`
    await page.goto('/consultancy')
    await page.getByRole('link', { name: 'Request Consultation with Sarah Thompson' }).click()
    const dialog = await openedDialog(
      page,
      isJavaScript,
      'Request Consultation with Sarah Thompson',
    )
    await dialog.getByLabel('Full Name').fill('Plain Consultation')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Phone Number').fill('+971 4 555 0101')
    await dialog.getByLabel('Message').fill('Entering the UAE market with a fintech product.')
    await dialog.getByRole('button', { name: 'Submit Request' }).click()

    await expectFlashMessage(
      page,
      isJavaScript,
      'Request Submitted',
      'Your consultation request with Sarah Thompson has been sent successfully.',
    )
    await expect(page).toHaveURL(/\/consultancy$/)
    const rows = await queryDb('select id from consultancy_requests where email = $1', [email])
    expect(rows).toHaveLength(1)
  })

  test('a custom investment request shows its confirmation', async ({ page }) => {
    const email = `custom-${unique()}@example.org`
    await page.goto('/investment-request')
    await page.getByLabel(/Full Name/).fill('Plain Custom Request')
    await page.getByLabel(/Email/).fill(email)
    await page.getByLabel(/Description/).fill('A logistics business in Jebel Ali.')
    await page.getByRole('button', { name: 'Submit Request' }).click()

    await expectFlashMessage(
      page,
      isJavaScript,
      'Request submitted successfully',
      "We've received your investment request and will get back to you soon.",
    )
    await expect(page).toHaveURL(/\/investment-request$/)
    await expectAccessible(page)
    const rows = await queryDb('select id from user_investment_requests where email = $1', [email])
    expect(rows).toHaveLength(1)
  })

  test('an admin adds and deletes a team member', async ({ page }) => {
    test.slow()
    const name = `Plain Member ${unique()}`
    await loginAsAdmin(page)
    await page.goto('/admin/team')
    await page.getByRole('link', { name: 'Add Team Member' }).click()
    if (!isJavaScript) await expect(page).toHaveURL(/\/admin\/team\?new=1#team-member$/)
    const dialog = await openedDialog(page, isJavaScript, 'Add Team Member')

    // Refused by the server: the messages appear in the dialog, nothing is saved.
    await dialog.getByRole('button', { name: 'Add Member' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()

    await dialog.getByLabel('Name (English)').fill(name)
    await dialog.getByLabel('Position (English)').fill('Head of Plain HTML')
    await dialog.getByLabel('Sort Order').fill('98')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Add Member' }).click()
    await expectFlashMessage(
      page,
      isJavaScript,
      'Team member added',
      `${name} has been added to the team page.`,
    )
    await expect(page).toHaveURL(/\/admin\/team$/)
    const [stored] = await queryDb<{ id: string }>('select id from team_members where name = $1', [
      name,
    ])
    expect(stored).toBeDefined()

    await page.goto(`/admin/team?q=${encodeURIComponent(name)}`)
    await page.getByRole('link', { name: `Delete ${name}` }).click()
    if (!isJavaScript) {
      await expect(page).toHaveURL(new RegExp(`[?&]delete=${stored.id}#delete-team-member$`))
    }
    const confirm = await openedDialog(page, isJavaScript, 'Delete team member?', 'alertdialog')
    await expect(confirm).toContainText(name)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectFlashMessage(
      page,
      isJavaScript,
      'Team member deleted',
      `${name} has been removed from the team page.`,
    )
    await expect(page.getByText('No team members found.')).toBeVisible()
    expect(await queryDb('select id from team_members where name = $1', [name])).toHaveLength(0)
  })

  test('an admin edit dialog opens from its URL, also for a member on another page', async ({
    page,
  }) => {
    await loginAsAdmin(page)
    await page.goto('/admin/team?q=no-such-member&edit=team-001')
    const dialog = await openedDialog(page, isJavaScript, 'Edit Team Member')
    await expect(dialog.getByLabel('Name (English)')).toHaveValue('Ahmed Al Hashimi')
    await dialog
      .getByRole('link', { name: 'Cancel' })
      .or(dialog.getByRole('button', { name: 'Cancel' }))
      .click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/admin\/team\?q=no-such-member$/)
  })
})
