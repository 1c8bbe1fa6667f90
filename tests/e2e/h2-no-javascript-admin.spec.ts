import { expect, test } from './support/test'
import { loginAsAdmin } from './support/auth'
import { queryDb } from './support/db'
import {
  describeWithoutAndWithJavaScript,
  expectFlashMessage,
  openedDialog,
} from './support/h3-url-dialogs'
import { portrait, unique } from './support/test-files'

/*
 * Issue 11: the admin's add and delete dialogs are URLs (decision 012), so they work as plain
 * HTML. Each journey runs twice: with JavaScript off (the dialog is in the page, the form a
 * plain post, the confirmation a status line) and on (the same URLs open modal dialogs).
 */

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  test('an admin adds a consultant with a photo', async ({ page }) => {
    test.slow()
    const name = `Plain Consultant ${unique()}`
    await loginAsAdmin(page)
    await page.goto('/admin/consultancy/consultants')
    await page.getByRole('link', { name: 'Add Consultant' }).click()
    if (!isJavaScript) {
      await expect(page).toHaveURL(/\/admin\/consultancy\/consultants\?new=1#consultant$/)
    }
    const dialog = await openedDialog(page, isJavaScript, 'Add Consultant')

    // A file that is not an image: refused by the server, nothing saved, values kept.
    await dialog.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(name)
    await dialog.getByLabel('Public Title (English)').fill('Plain HTML Advisor')
    await dialog.getByLabel('Department').selectOption('Operations')
    await dialog.getByLabel('Photo').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text pretending to be a picture'),
    })
    await dialog.getByRole('button', { name: 'Add Consultant' }).click()
    await expect(dialog.getByText('Invalid file format')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Name (English)', exact: true })).toHaveValue(
      name,
    )
    expect(await queryDb('select id from consultants where name = $1', [name])).toHaveLength(0)

    await dialog.getByLabel('Photo').setInputFiles(await portrait())
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Add Consultant' }).click()
    await expectFlashMessage(
      page,
      isJavaScript,
      'Consultant Added',
      `${name} has been added to the consultancy team`,
    )
    await expect(page).toHaveURL(/\/admin\/consultancy\/consultants$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const [stored] = await queryDb<{ id: string; image_url: string; department: string }>(
      'select id, image_url, department from consultants where name = $1',
      [name],
    )
    expect(stored.department).toBe('Operations')
    expect(stored.image_url).toMatch(/^\/files\/images\/consultants\/.+\.webp$/)
    const image = await page.request.get(stored.image_url)
    expect(image.headers()['content-type']).toBe('image/webp')
    await queryDb('delete from consultants where id = $1', [stored.id])
  })

  test('an admin deletes an investment through its confirmation URL', async ({ page }) => {
    const word = unique()
    const title = `Plain Delete ${word}`
    const id = `inv-h2-${word}`
    await queryDb(
      `insert into investments (id, title, description, type, department, profit_margin, profit_schema)
         values ($1, $2, 'To be deleted.', 'Financial', 'Energy', '5%', 'Yearly.')`,
      [id, title],
    )
    await loginAsAdmin(page)
    await page.goto(`/admin/investments?q=${word}`)
    await page.getByRole('link', { name: `Delete ${title}` }).click()
    if (!isJavaScript) {
      await expect(page).toHaveURL(new RegExp(`[?&]delete=${id}#delete-investment$`))
    }
    const confirm = await openedDialog(page, isJavaScript, 'Delete investment?', 'alertdialog')
    await expect(confirm).toContainText(title)
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectFlashMessage(page, isJavaScript, 'Investment deleted successfully')
    await expect(page).toHaveURL(new RegExp(`/admin/investments\\?q=${word}$`))
    await expect(page.getByText('No investments found.')).toBeVisible()
    expect(await queryDb('select id from investments where id = $1', [id])).toEqual([])
  })
})
