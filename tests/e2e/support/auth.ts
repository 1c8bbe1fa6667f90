import { expect, type Page } from '@playwright/test'
import { E2E_ADMIN } from '../../../playwright.config'

/** Signs in through the login form, as a person would. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await loginAs(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/admin/)
}
