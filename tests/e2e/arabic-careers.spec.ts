import crypto from 'node:crypto'
import { expect, test, type Locator, type Page } from './support/test'
import { ar } from '../../app/i18n/ar'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

/*
 * Issue 13, decision 018: a job in two languages. The admin writes the Arabic beside the
 * English; /ar/careers shows it, /careers keeps the English, and a text whose Arabic is
 * empty is shown in English marked lang="en". Departments and job types are stored in
 * English and shown through the catalog.
 */

const unique = () => crypto.randomBytes(4).toString('hex')

test('a job with an Arabic title and no Arabic description, on /ar/careers and /careers', async ({
  page,
  browser,
}) => {
  test.slow()
  const id = unique()
  const title = `Agreements Counsel ${id}`
  const titleAr = `مستشار الاتفاقيات ${crypto.randomInt(1000, 9999)}`
  const description = `Drafts and reviews our commercial agreements (${id}).`

  await loginAsAdmin(page)
  await page.goto('/admin/careers/jobs')
  await page.getByRole('link', { name: 'Add Job Posting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Job Posting' })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await dialog.getByLabel('Job Title (English)').fill(title)
  const arabicTitle = dialog.getByLabel('Job Title (Arabic)')
  await expect(arabicTitle).toHaveAttribute('lang', 'ar')
  await expect(arabicTitle).toHaveAttribute('dir', 'rtl')
  await arabicTitle.fill(titleAr)
  await dialog.getByLabel('Department *').selectOption('Legal')
  await dialog.getByLabel('Location (English)').fill('Dubai, UAE')
  await dialog.getByLabel('Employment Type').selectOption('Contract')
  await dialog.getByLabel('Description (English)').fill(description)
  await dialog.getByRole('button', { name: 'Add Job' }).click()
  await expect(page.getByText(`${title} has been added to the careers page`)).toBeVisible()

  try {
    const [stored] = await queryDb<{ title_ar: string; description_ar: string; type: string }>(
      'select title_ar, description_ar, type from job_listings where title = $1',
      [title],
    )
    expect(stored).toEqual({ title_ar: titleAr, description_ar: '', type: 'Contract' })

    // The admin list marks the job: its description (and location) have no Arabic yet.
    await page.goto(`/admin/careers/jobs?q=${encodeURIComponent(title)}`)
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Arabic missing')

    // A visitor (own browser context, not signed in) reads the job in Arabic.
    const context = await browser.newContext()
    const visitor = await context.newPage()
    await visitor.goto('/ar/careers?department=Legal')
    const card = visitor.getByRole('article', { name: titleAr })
    const heading = card.getByRole('heading', { level: 2, name: titleAr })
    await expect(heading).toBeVisible()
    await expect(heading).not.toHaveAttribute('lang')
    const englishDescription = card.getByText(description)
    await expect(englishDescription).toHaveAttribute('lang', 'en')
    await expect(englishDescription).toHaveAttribute('dir', 'ltr')
    await expect(card.getByText('Dubai, UAE')).toHaveAttribute('lang', 'en')
    // Department and job type: stored in English, shown in Arabic.
    await expect(card).toContainText(ar.careers.departments.Legal)
    await expect(card).toContainText(ar.careers.jobTypes.Contract)
    await expect(card).not.toContainText('Contract')
    const tabs = visitor.getByRole('navigation', { name: ar.careers.tabs.label })
    await expect(tabs.getByRole('link', { name: ar.careers.departments.Legal })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(
      tabs.getByRole('link', { name: ar.careers.departments['Client Services'] }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(visitor)

    // The apply dialog names the job in Arabic.
    await card
      .getByRole('link', { name: ar.careers.job.applyNowFor.replace('{title}', titleAr) })
      .click()
    await expect(
      visitor.getByRole('dialog', { name: `${ar.careers.apply.titlePrefix} ${titleAr}` }),
    ).toHaveAttribute('data-state', 'open')

    // The English page keeps the English title and labels.
    await visitor.goto('/careers?department=Legal')
    const englishCard = visitor.getByRole('article', { name: title })
    await expect(englishCard.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(englishCard).toContainText('Contract')
    await expect(englishCard).not.toContainText(titleAr)
    await context.close()
  } finally {
    await queryDb('delete from job_listings where title = $1', [title])
  }
})

/** The box of an element; it must be on screen. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not visible')
  return box
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

const DIALOGS = [
  { path: '/admin/careers/jobs?new=1', name: 'Add Job Posting', label: 'Job Title' },
  { path: '/admin/team?new=1', name: 'Add Team Member', label: 'Name' },
  { path: '/admin/consultancy/consultants?new=1', name: 'Add Consultant', label: 'Name' },
]

test('the job, team member and consultant dialogs put each text beside its Arabic twin, stacked on a phone', async ({
  page,
}) => {
  test.slow()
  await loginAsAdmin(page)
  for (const { path, name, label } of DIALOGS) {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toHaveAttribute('data-state', 'open')
    const english = dialog.getByRole('textbox', { name: `${label} (English)`, exact: true })
    const arabic = dialog.getByRole('textbox', { name: `${label} (Arabic)`, exact: true })
    // Measured once the dialog has finished opening and the Arabic font has loaded.
    await page.evaluate(() => document.fonts.ready)
    await expect
      .poll(async () => Math.abs((await boxOf(english)).y - (await boxOf(arabic)).y), {
        message: path,
      })
      .toBeLessThan(2)
    const [wideEnglish, wideArabic] = [await boxOf(english), await boxOf(arabic)]
    expect(wideArabic.x, path).toBeGreaterThan(wideEnglish.x + wideEnglish.width)
    await expectNoSidewaysScroll(page)

    await page.setViewportSize({ width: 390, height: 844 })
    const [narrowEnglish, narrowArabic] = [await boxOf(english), await boxOf(arabic)]
    expect(narrowArabic.y, path).toBeGreaterThan(narrowEnglish.y + narrowEnglish.height)
    await expectNoSidewaysScroll(page)
  }
})

test('the Arabic admin jobs list names departments and job types in Arabic', async ({ page }) => {
  await loginAsAdmin(page)
  // job-001 is the seeded Senior Financial Analyst (Finance, Full-time).
  const [seeded] = await queryDb<{ title: string }>(
    "select title from job_listings where id = 'job-001'",
  )
  await page.goto(`/ar/admin/careers/jobs?q=${encodeURIComponent(seeded.title)}`)
  const row = page.getByRole('row', { name: new RegExp(seeded.title) })
  await expect(row).toContainText(ar.careers.departments.Finance)
  await expect(row).toContainText(ar.careers.jobTypes['Full-time'])
})

test('consultant availability and departments, and request statuses, read in Arabic', async ({
  page,
}) => {
  const [limited] = await queryDb<{
    id: string
    name: string
    english: string
    department: string
  }>(
    `select id, coalesce(nullif(name_ar, ''), name) as name, name as english, department
     from consultants
     where availability = 'Limited Availability' and is_active order by sort_order limit 1`,
  )
  await page.goto('/ar/consultancy')
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: limited.name }) })
  await expect(card).toContainText(ar.consultancy.availability['Limited Availability'])
  await expect(card).not.toContainText('Limited Availability')

  const requestId = `creq-e2e-${unique()}`
  const requester = `Status Reader ${unique()}`
  await queryDb(
    `insert into consultancy_requests (id, consultant_id, name, email, phone, message, status)
     values ($1, $2, $3, 'status@example.org', '+971 50 000 0000', 'Call me.', 'Contacted')`,
    [requestId, limited.id, requester],
  )
  try {
    await loginAsAdmin(page)
    await page.goto(`/ar/admin/consultancy/requests?q=${encodeURIComponent(requester)}`)
    const row = page.getByRole('row', { name: new RegExp(requester) })
    await expect(row).toContainText(ar.consultancy.admin.requests.statusLabels.Contacted)

    // The admin list shows the stored (English) name; its department reads in Arabic.
    await page.goto(`/ar/admin/consultancy/consultants?q=${encodeURIComponent(limited.english)}`)
    const department = limited.department as keyof typeof ar.consultancy.departments
    await expect(page.getByRole('row', { name: new RegExp(limited.english) })).toContainText(
      ar.consultancy.departments[department],
    )
  } finally {
    await queryDb('delete from consultancy_requests where id = $1', [requestId])
  }
})
