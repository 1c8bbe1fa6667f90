import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { adminPageWith } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

/*
 * Decision 047: staff schedule an investment's closing in Dubai time; past it, its page says
 * it is closed and offers no request to invest.
 */

test('a closing date set without JavaScript closes the investment to requests', async ({
  browser,
  page: visitor,
}) => {
  const id = `inv-close-${crypto.randomBytes(4).toString('hex')}`
  await queryDb(
    `insert into investments (id, title, description, type, department, profit_margin,
       profit_schema, risk_warning, is_active)
     values ($1, $2, 'A closing resort.', 'Financial', 'Real Estate', '8%', 'Yearly.',
       'Capital at risk.', true)`,
    [id, `Closing Resort ${id}`],
  )
  const page = await adminPageWith(browser, { javaScriptEnabled: false })
  await page.goto(`/admin/investments/edit/${id}`)
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible()
  await page.getByLabel('Close to new requests at').fill('2026-01-01T09:00')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  // The schedule is the item's, saved at once; the unchanged texts wait as a draft.
  await expect(page).toHaveURL(new RegExp(`/admin/publishing/investment/${id}$`))
  expect(await queryDb('select closes_at from investments where id = $1', [id])).toEqual([
    { closes_at: new Date('2026-01-01T05:00:00.000Z') },
  ])
  await page.goto(`/admin/investments/edit/${id}`)
  await expect(page.getByLabel('Close to new requests at')).toHaveValue('2026-01-01T09:00')
  await page.getByRole('heading', { name: 'Schedule' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/schedule-form-1280.png' })
  await page.context().close()

  // A visitor: the page says it closed, in their language, and offers no request.
  await visitor.goto(`/investments/${id}`)
  await expect(
    visitor.getByText('This opportunity closed to new requests on 1 Jan 2026, 9:00 am.'),
  ).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Request to Invest' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(visitor)
  await visitor.setViewportSize({ width: 390, height: 900 })
  await visitor.screenshot({ path: 'test-results/schedule-closed-390.png' })
  await visitor.goto(`/ar/investments/${id}`)
  await expect(visitor.getByText('أُغلقت هذه الفرصة أمام الطلبات الجديدة')).toBeVisible()
})
