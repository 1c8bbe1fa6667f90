import crypto from 'node:crypto'
import { expect, type Browser, type Page } from '@playwright/test'
import { queryDb } from './db'
import { waitForHydration } from './test'
import { E2E_ADMIN } from '../../../playwright.config'

export type Person = { name: string; email: string; password: string }

/**
 * A new person with a unique e-mail address (tests share one database), a unique name
 * an admin can search for, and a password the registration form accepts.
 */
export function newPerson(prefix = 'member', firstName = 'Noura'): Person {
  const suffix = crypto.randomBytes(4).toString('hex')
  return {
    name: `${firstName} ${suffix}`,
    email: `${prefix}-${suffix}@example.org`,
    password: `Dune-Falcon-${suffix}`,
  }
}

/** Fills the registration form on the current page (/register) without sending it. */
export async function fillRegistration(
  page: Page,
  person: Person,
  confirm = person.password,
): Promise<void> {
  await page.getByLabel('Full Name').fill(person.name)
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Password', { exact: true }).fill(person.password)
  await page.getByLabel('Confirm Password').fill(confirm)
}

/** Registers through /register, as a person would, and lands on /login. */
export async function register(page: Page, person: Person): Promise<Person> {
  await page.goto('/register')
  await fillRegistration(page, person)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Registration successful')).toBeVisible()
  return person
}

/** Signs in through the login form, as a person would. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  // The sign-in page is not hydrated: its form posts and the next page loads (dashboard, admin),
  // which then shows the sign-in toast (with JavaScript). Waiting for both keeps a click or an
  // axe run that follows from meeting the page before React runs it, or the toast halfway in.
  await waitForHydration(page)
  if (await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))) {
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: /login successful/i }),
    ).toBeVisible()
  }
}

/** Registers a new member through /register, then signs in; the page ends on /dashboard. */
export async function registerAndLogin(page: Page, person = newPerson()): Promise<Person> {
  await register(page, person)
  await loginAs(page, person.email, person.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  return person
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await loginAs(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/admin/)
}

/**
 * A page of the signed-in admin in a context of its own, with JavaScript on or off: signed in
 * with JavaScript (the sign-in form needs none, but its redirect is checked there), then the
 * session carried over.
 */
export async function adminPageWith(
  browser: Browser,
  { javaScriptEnabled }: { javaScriptEnabled: boolean },
): Promise<Page> {
  const signIn = await browser.newContext()
  await loginAsAdmin(await signIn.newPage())
  const context = await browser.newContext({
    javaScriptEnabled,
    storageState: await signIn.storageState(),
  })
  await signIn.close()
  return context.newPage()
}

/**
 * A new staff member of `role` signed in, in a context of their own with JavaScript on or
 * off. Nobody registers as staff: the person registers and is then given the role in the
 * database, as an operator would when inviting is not what the test is about.
 */
export async function staffPageWith(
  browser: Browser,
  role: string,
  { javaScriptEnabled, firstName = 'Staff' }: { javaScriptEnabled: boolean; firstName?: string },
): Promise<{ page: Page; person: Person }> {
  const signIn = await browser.newContext()
  const signInPage = await signIn.newPage()
  const person = await register(signInPage, newPerson(role, firstName))
  await queryDb(`update "user" set role = $1 where email = $2`, [role, person.email])
  await loginAs(signInPage, person.email, person.password)
  await expect(signInPage).toHaveURL(/\/admin/)
  const context = await browser.newContext({
    javaScriptEnabled,
    storageState: await signIn.storageState(),
  })
  await signIn.close()
  return { page: await context.newPage(), person }
}

/**
 * Publishes an investment's draft as staff do (decision 047): submitted for review if it is
 * not yet, then approved by a second administrator (not its last editor) in a browser.
 */
export async function approveAsSecondAdmin(browser: Browser, investmentId: string): Promise<void> {
  const { page } = await staffPageWith(browser, 'admin', {
    javaScriptEnabled: false,
    firstName: 'Reviewer',
  })
  await page.goto(`/admin/publishing/investment/${investmentId}`)
  const submit = page.getByRole('button', { name: 'Submit for review' })
  if (await submit.isVisible()) await submit.click()
  await page.getByRole('button', { name: 'Approve and publish' }).click()
  await expect(
    page.getByText('No draft: the public page shows the published version.'),
  ).toBeVisible()
  await page.context().close()
}

/**
 * After an investment form's save, which lands on the draft's page: the draft approved by a
 * second administrator. Returns the investment's id.
 */
export async function publishFromDraftPage(page: Page, browser: Browser): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/publishing\/investment\/[^/?#]+$/)
  const id = new URL(page.url()).pathname.split('/').at(-1)!
  await approveAsSecondAdmin(browser, id)
  return id
}
