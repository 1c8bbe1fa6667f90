import fs from 'node:fs/promises'
import { expect, test, type Locator, type Page } from './support/test'
import { strFromU8, unzipSync } from 'fflate'
import { newPerson, registerAndLogin, type Person } from './support/auth'
import { queryDb } from './support/db'
import { sentTo, waitForMail } from './support/mail'
import {
  describeWithoutAndWithJavaScript,
  expectFlashMessage,
  openedDialog,
} from './support/h3-url-dialogs'

/*
 * Issue 16: a signed-in person downloads everything the site holds about them, then deletes
 * their account, and can no longer sign in. Run without JavaScript (plain forms and the
 * confirmation page) and with it (the confirmation in a dialog).
 */

async function downloadMyData(page: Page, person: Person): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^uae-invest-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const bytes = await fs.readFile(await download.path())
  // A ZIP (its signature), holding data.json about this person.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  const entries = unzipSync(new Uint8Array(bytes))
  const data = JSON.parse(strFromU8(entries['data.json'])) as {
    email: string
    profile: { name: string; email: string }
  }
  expect(data.email).toBe(person.email)
  expect(data.profile).toMatchObject({ name: person.name, email: person.email })
}

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  test('a person downloads their data, deletes their account, and cannot sign in again', async ({
    page,
  }) => {
    test.slow()
    const person = await registerAndLogin(page, newPerson('mydata'))
    const yourData = page.getByRole('heading', { level: 2, name: 'Your data' })
    await expect(yourData).toBeVisible()
    await expectAccessible(page)

    await downloadMyData(page, person)
    await expect(page).toHaveURL(/\/dashboard$/)
    const [exportRequest] = await queryDb<{ kind: string; state: string; source: string }>(
      'select kind, state, source from data_requests where email = $1',
      [person.email],
    )
    expect(exportRequest).toEqual({ kind: 'export', state: 'completed', source: 'account' })

    await page.getByRole('link', { name: 'Delete my account' }).click()
    let confirm: Locator
    if (isJavaScript) {
      confirm = await openedDialog(page, true, 'Delete my account', 'alertdialog')
      // Focus stays in the dialog, however far one tabs.
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab')
        expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
          true,
        )
      }
    } else {
      await expect(page).toHaveURL(/\/dashboard\/delete-account$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Delete my account' })).toBeVisible()
      confirm = page.getByRole('main')
    }
    await expect(
      confirm.getByText('Accepted investment requests are business records'),
    ).toBeVisible()
    await expectAccessible(page)

    // A wrong password: refused with the reason, nothing deleted.
    await confirm.getByLabel('Current Password').fill('not-my-password')
    await confirm.getByRole('button', { name: 'Delete my account' }).click()
    await expect(confirm.getByText('Password is incorrect')).toBeVisible()
    expect(await queryDb('select id from "user" where email = $1', [person.email])).toHaveLength(1)

    await confirm.getByLabel('Current Password').fill(person.password)
    await confirm.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expectFlashMessage(
      page,
      isJavaScript,
      'Your account has been deleted',
      'Your personal data has been erased and you have been signed out.',
    )
    await expectAccessible(page)
    expect(await queryDb('select id from "user" where email = $1', [person.email])).toEqual([])

    // Signed out: the dashboard asks to sign in, and the old password no longer opens it.
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/)
    await page.getByLabel('Email').fill(person.email)
    await page.getByLabel('Password').fill(person.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Invalid email or password').first()).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
  })
})

/*
 * Decision 034: an account sees what was sent with its address without signing in only after
 * it proves the address by the e-mailed link. The card says such records may exist, without
 * saying whether they do.
 */
describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  test('a person confirms their address from the dashboard, and the message they sent before registering is in their data', async ({
    page,
  }) => {
    test.slow()
    const person = newPerson('proof')
    // Before the account exists, a message sent with the address.
    await page.goto('/contact')
    const marker = `before-registering-${person.email}`
    await page.getByLabel('Full Name').fill(person.name)
    await page.getByLabel('Email').fill(person.email)
    await page.getByLabel('Message').fill(marker)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectFlashMessage(page, isJavaScript, 'Message sent successfully')

    await registerAndLogin(page, person)
    const card = page.getByRole('region', { name: 'Confirm your e-mail address' })
    await expect(card).toContainText('may exist')
    await expectAccessible(page)
    await card.getByRole('button', { name: 'Send confirmation link' }).click()
    await expectFlashMessage(page, isJavaScript, 'Confirmation link sent')

    const mail = await waitForMail(
      (message) =>
        sentTo(person.email)(message) && message.subject === 'Confirm your e-mail address',
      { description: `the confirmation link to ${person.email}` },
    )
    const link = /https?:\/\/\S+\/confirm-address\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
    expect(link).toBeDefined()
    const { pathname, search } = new URL(link!)
    await page.goto(`${pathname}${search}`)
    await expect(page.getByText(`Confirm that ${person.email} is yours.`)).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Confirm my address' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expectFlashMessage(page, isJavaScript, 'E-mail address confirmed')
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ])
    const entries = unzipSync(new Uint8Array(await fs.readFile(await download.path())))
    const data = JSON.parse(strFromU8(entries['data.json'])) as {
      contactMessages: { message: string }[]
    }
    expect(data.contactMessages.map((message) => message.message)).toEqual([marker])

    // The link worked once.
    await page.goto(`${pathname}${search}`)
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  })
})
