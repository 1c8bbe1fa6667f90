import { expect, test } from './support/test'
import { expectNoSeriousA11yViolations } from './support/axe'

const departments = [
  { slug: 'consultancy', name: 'Consultancy Services' },
  { slug: 'financial', name: 'Financial Services' },
  { slug: 'legal', name: 'Legal Consultancy' },
  { slug: 'it', name: 'IT Services' },
  { slug: 'security', name: 'Security Services' },
  { slug: 'hospitality', name: 'Hospitality Services' },
  { slug: 'facility', name: 'Facility Management' },
  { slug: 'investment', name: 'Investment Services' },
]

test('the services overview shows the reasons and eight department cards', async ({ page }) => {
  await page.goto('/services')
  await expect(page).toHaveTitle(/Our Services/)
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Why Choose Our Services' })).toBeVisible()
  const cards = page.getByRole('region', { name: 'Our Departments' }).getByRole('listitem')
  await expect(cards).toHaveCount(8)
  for (const [index, { slug, name }] of departments.entries()) {
    await expect(cards.nth(index).getByRole('link', { name })).toHaveAttribute(
      'href',
      `/services/${slug}`,
    )
  }
  await expectNoSeriousA11yViolations(page)

  // The whole card is a link to its page.
  await cards.nth(2).click({ position: { x: 20, y: 200 } })
  await expect(page).toHaveURL(/\/services\/legal$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Consultancy')
})

for (const { slug, name } of departments) {
  test(`/services/${slug} has its hero, services, benefits and a call to action`, async ({
    page,
  }) => {
    await page.goto(`/services/${slug}`)
    await expect(page).toHaveTitle(new RegExp(name))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const offers = page.getByRole('region', { name: 'What We Offer' }).getByRole('listitem')
    expect(await offers.count()).toBeGreaterThanOrEqual(4)
    await expect(page.getByRole('heading', { name: 'Why Work With Us' })).toBeVisible()
    const cta = page.getByRole('region', { name: 'Ready to get started?' })
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'All Services' }),
    ).toHaveAttribute('href', '/services')

    const main = page.getByRole('main')
    const consultants = main.getByRole('link', { name: 'Meet Our Consultants' })
    const investments = main.getByRole('link', { name: 'Browse Investments' })
    await expect(consultants).toHaveCount(slug === 'consultancy' ? 1 : 0)
    await expect(investments).toHaveCount(slug === 'investment' ? 1 : 0)
    if (slug === 'consultancy') await expect(consultants).toHaveAttribute('href', '/consultancy')
    if (slug === 'investment') await expect(investments).toHaveAttribute('href', '/investments')
    await expectNoSeriousA11yViolations(page)
  })
}

test('the call to action leads to the contact form', async ({ page }) => {
  await page.goto('/services/it')
  await page
    .getByRole('region', { name: 'Ready to get started?' })
    .getByRole('link', { name: 'Contact Us' })
    .click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible()
})
