import { expect, test } from 'vitest'
import { formatCount, messagesFor } from '~/i18n'
import { departmentName, serviceDepartments } from './departments'
import { pageTitle } from './seo'

const en = messagesFor('en')
const ar = messagesFor('ar')

test('every department has an English and an Arabic name; an unknown slug shows the stored name', () => {
  for (const { slug } of serviceDepartments) {
    expect(departmentName(en, slug)).toMatch(/^[A-Z]/)
    expect(departmentName(ar, slug)).toMatch(/\p{Script=Arabic}/u)
  }
  expect(departmentName(en, 'legal')).toBe('Legal Consultancy')
  expect(departmentName(ar, 'legal')).toBe('الاستشارات القانونية')
  expect(departmentName(ar, 'unknown', 'Stored Name')).toBe('Stored Name')
})

test('page titles follow the page language; English as before', () => {
  expect(pageTitle('Careers')).toBe('Careers | UAE Invest')
  expect(pageTitle(ar.careers.meta.title, ar)).toBe(
    `${ar.careers.meta.title} | ${ar.brand.shortName}`,
  )
})

test('the investments count reads naturally in both languages', () => {
  expect(formatCount(en.investments.list.count, 1, 'en')).toBe('1 opportunity found')
  expect(formatCount(en.investments.list.count, 6, 'en')).toBe('6 opportunities found')
  expect(formatCount(ar.investments.list.count, 0, 'ar')).toBe('لم يتم العثور على فرص')
  expect(formatCount(ar.investments.list.count, 2, 'ar')).toBe('تم العثور على فرصتين')
  expect(formatCount(ar.investments.list.count, 6, 'ar')).toBe('تم العثور على 6 فرص')
  expect(formatCount(ar.investments.list.count, 11, 'ar')).toBe('تم العثور على 11 فرصة')
})
