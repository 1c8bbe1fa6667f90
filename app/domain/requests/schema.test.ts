import { expect, test } from 'vitest'
import {
  budgetRanges,
  customInvestmentTypes,
  investmentRequestStatuses,
  timeframes,
} from '#db/schema'
import { localizeMessage, messagesFor, t } from '~/i18n'
import {
  BUDGET_RANGES,
  CUSTOM_INVESTMENT_TYPES,
  CustomRequestSchema,
  REQUEST_STATUSES,
  TIMEFRAMES,
} from './schema'

test('the form offers exactly the values the database accepts (SPEC 9)', () => {
  expect(CUSTOM_INVESTMENT_TYPES).toEqual(customInvestmentTypes)
  expect(BUDGET_RANGES).toEqual(budgetRanges)
  expect(TIMEFRAMES).toEqual(timeframes)
  expect(REQUEST_STATUSES).toEqual(investmentRequestStatuses)
})

test('every value has a human label', () => {
  for (const value of CUSTOM_INVESTMENT_TYPES)
    expect(t.requests.investmentTypes[value]).toBeTruthy()
  for (const value of BUDGET_RANGES) expect(t.requests.budgets[value]).toMatch(/AED/)
  for (const value of TIMEFRAMES) expect(t.requests.timeframes[value]).toBeTruthy()
})

test('name, e-mail and description are required; the rest may be left out', () => {
  expect(
    CustomRequestSchema.safeParse({ name: 'A', email: 'a@example.org', description: 'd' }).success,
  ).toBe(true)
  const result = CustomRequestSchema.safeParse({ name: ' ', email: 'nope', description: '' })
  expect(result.success).toBe(false)
  // The schema names catalog keys; the page shows them in its language.
  const inEnglish = result.error?.issues.map((issue) =>
    localizeMessage(messagesFor('en'), 'en', issue.message),
  )
  expect(inEnglish).toEqual(
    expect.arrayContaining([
      'Full name is required',
      'Invalid email address',
      'Description is required',
    ]),
  )
  const inArabic = result.error?.issues.map((issue) =>
    localizeMessage(messagesFor('ar'), 'ar', issue.message),
  )
  expect(inArabic).toEqual(expect.arrayContaining([messagesFor('ar').requests.form.nameRequired]))
  expect(messagesFor('ar').requests.form.nameRequired).not.toBe('Full name is required')
})
