import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { companyInbox, waitForMail } from './support/mail'

test('the about page tells the company story and links to services and contact', async ({
  page,
}) => {
  await page.goto('/about')
  await expect(page).toHaveTitle(/About Us/)
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  for (const heading of [
    'Our Mission',
    'Our Vision',
    'What We Do',
    'Why Choose Us',
    'Our Values',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(page.getByText('founded in Abu Dhabi in 2018')).toBeVisible()
  const core = page.getByRole('region', { name: 'What We Do' }).getByRole('listitem')
  await expect(core).toHaveCount(3)
  const values = page.getByRole('region', { name: 'Our Values' }).getByRole('listitem')
  await expect(values).toHaveCount(4)
  await expect(page.getByText('20+ investment advisors')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute(
    'href',
    '/services',
  )
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  await expectNoSeriousA11yViolations(page)
})

test('the team page shows 3 executives, a divider, then the department leaders', async ({
  page,
}) => {
  await page.goto('/team')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Leadership Team' })).toBeVisible()
  const executives = page.getByRole('region', { name: 'Executive Leadership' })
  await expect(executives.getByRole('heading', { level: 3 })).toHaveText([
    'Ahmed Al Hashimi',
    'Catherine Wells',
    'Yousef Al Nuaimi',
  ])
  await expect(page.getByRole('main').getByRole('separator')).toHaveCount(1)
  // Other tests may add a department leader for a moment; the six seeded ones come first.
  const leaders = page
    .getByRole('region', { name: 'Department Leaders' })
    .getByRole('heading', { level: 3 })
  const names = await leaders.allTextContents()
  expect(names.slice(0, 6)).toEqual([
    'Mariam Al Suwaidi',
    'David Chen',
    'Noura Al Qasimi',
    'Arjun Mehta',
    'James Whitfield',
    'Hala Mansour',
  ])
  expect(names.length).toBeGreaterThanOrEqual(6)

  const linkedin = page.getByRole('link', { name: 'LinkedIn profile of Ahmed Al Hashimi' })
  await expect(linkedin).toHaveAttribute('target', '_blank')
  await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(
    page.getByRole('link', { name: 'Twitter profile of Ahmed Al Hashimi' }),
  ).toBeVisible()
  // Catherine has no Twitter account in the seed data: no link.
  await expect(page.getByRole('link', { name: 'Twitter profile of Catherine Wells' })).toHaveCount(
    0,
  )

  await expect(page.getByRole('heading', { name: 'Join Our Team' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Open Positions' })).toHaveAttribute(
    'href',
    '/careers',
  )
  await expectNoSeriousA11yViolations(page)
})

test('the contact form refuses bad input, then saves the message', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()

  const send = page.getByRole('button', { name: 'Send Message' })
  await send.click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
  ).toBeVisible()
  await expect(page.getByText('Full name is required')).toBeVisible()
  await expect(page.getByText('Message is required')).toBeVisible()

  const tag = crypto.randomBytes(4).toString('hex')
  const name = `Visitor ${tag}`
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Message').fill('I would like to know more about your packages.')
  await send.click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue(name)

  const email = `visitor-${tag}@example.org`
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Subject (Optional)').fill('Packages')
  // The page is not hydrated (decision 030): the browser posts the form and the kit-form
  // island shows the busy button until the next page replaces this one. What the button
  // showed is noted in the tab's session storage, which outlives the page.
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('#main [data-status-button]')!
    new MutationObserver(() =>
      sessionStorage.setItem('sent-button', `${button.disabled} ${button.innerText.trim()}`),
    ).observe(button, { attributes: true, subtree: true })
  })
  await send.click()
  await expect(page.getByText('Message sent successfully')).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('sent-button'))).toBe('true Sending...')
  await expect(
    page.getByText("We'll get back to you as soon as possible", { exact: true }),
  ).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('')
  await expect(page.getByLabel('Message')).toHaveValue('')

  const rows = await queryDb<{
    name: string
    subject: string
    phone: string | null
    is_read: boolean
  }>('select name, subject, phone, is_read from contact_messages where email = $1', [email])
  expect(rows).toEqual([{ name, subject: 'Packages', phone: null, is_read: false }])

  // The company inbox receives the message by e-mail, with a link to the admin.
  const mail = await waitForMail((sent) => sent.subject === `New contact message from ${name}`, {
    description: 'the company notification of the contact message',
  })
  expect(mail.to).toEqual([await companyInbox()])
  expect(mail.text).toContain(`Email: ${email}`)
  expect(mail.text).toContain('Subject: Packages')
  expect(mail.text).toContain('Message: I would like to know more about your packages.')
  expect(mail.text).not.toContain('Phone:')
  expect(mail.text).toMatch(/https?:\/\/\S+\/admin\/contacts$/m)
})

test('the contact page shows the address, hours, FAQ and a map loaded on request', async ({
  page,
}) => {
  await page.goto('/contact')
  const info = page.getByRole('complementary', { name: 'Contact Information' })
  await expect(info.getByText('Abu Dhabi, United Arab Emirates')).toBeVisible()
  await expect(info.getByRole('link', { name: 'info@uaeinvest.example' })).toBeVisible()
  await expect(info.getByText('Monday-Thursday')).toBeVisible()
  await expect(info.getByText('9:00 AM-1:00 PM')).toBeVisible()
  await expect(info.getByText('Saturday-Sunday')).toBeVisible()

  // The text address stays visible although map tiles cannot load here (no internet).
  await expect(page.getByTestId('map-address')).toHaveText('Abu Dhabi, United Arab Emirates')
  const map = page.getByRole('region', {
    name: 'Map showing our office in Abu Dhabi, United Arab Emirates',
  })
  // Until asked for, the box offers the map and a link to the same place on openstreetmap.org.
  await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=24\.\d+&mlon=54\.\d+#map=13\//,
  )
  await expect(map).not.toHaveClass(/leaflet-container/)
  // The first click may land before the page has hydrated; retry until the map is there.
  const show = page.getByRole('button', { name: 'Show the map' })
  await expect(async () => {
    if (await show.isVisible()) await show.click()
    await expect(map).toHaveClass(/leaflet-container/, { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  const box = await map.boundingBox()
  expect(Math.round(box?.height ?? 0)).toBe(400)
  const marker = map.getByRole('button', { name: 'Our office' })
  await expect(marker).toHaveAttribute('src', '/images/leaflet/marker-icon.png')

  const question = page.getByText('What is the minimum investment?')
  await question.click()
  await expect(page.getByText('Our investment packages start from 50,000 AED.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the contact form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please fill in all required fields')).toBeVisible()

  const email = `nojs-${crypto.randomBytes(4).toString('hex')}@example.org`
  await page.getByLabel('Full Name').fill('No Script Visitor')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Message').fill('Sent from a browser without JavaScript.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Message sent successfully' }),
  ).toBeVisible()
  const rows = await queryDb('select id from contact_messages where email = $1', [email])
  expect(rows).toHaveLength(1)
  await context.close()
})

for (const { path, title, headings } of [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    headings: [
      'Information we collect',
      'Why we may use it',
      'Where it is stored',
      'Cookies',
      'How long we keep it',
      'Your rights',
    ],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    headings: ['No investment advice', 'Acceptable use', 'Governing law'],
  },
]) {
  test(`${path} is a structured page with the contact e-mail from the settings`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(new RegExp(title))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    for (const heading of headings) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible()
    }
    await expect(page.getByRole('main')).toContainText('info@uaeinvest.example')
    await expectNoSeriousA11yViolations(page)
  })
}
