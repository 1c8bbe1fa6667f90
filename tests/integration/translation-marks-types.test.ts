import { beforeAll, describe, expect, test } from 'vitest'
import { action as jobsAction, loader as jobsLoader } from '~/routes/admin/careers-jobs'
import {
  action as consultantsAction,
  loader as consultantsLoader,
} from '~/routes/admin/consultancy-consultants'
import {
  action as testimonialsAction,
  loader as testimonialsLoader,
} from '~/routes/admin/testimonials'
import { action as packageAction, loader as packageLoader } from '~/routes/admin/package-edit'
import { loader as packagesLoader } from '~/routes/admin/packages'
import { action as settingsAction, loader as settingsLoader } from '~/routes/admin/settings'
import { loader as exportLoader } from '~/routes/admin/export'
import { getSiteSettings } from '~/domain/settings/settings.server'
import { SITE_TEXT_FIELDS } from '~/domain/settings/schema'
import type { ContentType } from '#db/schema'
import { contentTypeSpec } from '~/domain/publishing/content-types.server'
import { twinPairsOf } from '~/domain/publishing/translation-marks.server'
import { prepareTestApp } from '../support/app'
import { staffWithRole } from '../support/investor-file'
import {
  callRoute,
  getRequest,
  postFormWithLists,
  statusOf,
  type TestAccount,
} from '../support/requests'

/*
 * Decision 052 for every drafted type besides team members (translation-marks.test.ts) and
 * investments (translation-flags.test.ts), each through its own screen: an English text
 * published without its Arabic twin flags the twin "out of date" in the list and the edit
 * form; "Still correct" clears it; an emptied twin is "missing Arabic", which the list's
 * filter finds; the export of a filtered list holds the same rows.
 */

let admin: TestAccount

type Form = Record<string, string | string[]>
type Row = { id: string; isArabicMissing: boolean; isTranslationOutdated: boolean }

type Case = {
  type: ContentType
  id: string
  /** The edit form as the browser sends it, both languages of every text filled. */
  form: Form
  /** Saves the form; editors publish by default, so the save publishes. */
  save: (form: Form) => Promise<unknown>
  /** The list's rows for a query string ('' for the first page); none for the site texts. */
  rows?: (search: string) => Promise<Row[]>
  /** What the edit form lists as out of date. */
  stale: () => Promise<unknown>
  /** The list's export name (decision 049). */
  exportList?: string
  /** The English field changed, its new text, and a twin to empty. */
  field: string
  english: string
  emptied: string
}

// A route's loader or action, as callRoute takes it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RouteFunction = (args: any) => unknown

function post(action: RouteFunction, path: string, form: Form, params = {}) {
  return callRoute(action, postFormWithLists(path, form, { cookie: admin.cookie }), params)
}

async function data<T>(loader: RouteFunction, path: string, params = {}) {
  const outcome = await callRoute(loader, getRequest(path, { cookie: admin.cookie }), params)
  if (outcome instanceof Response) throw new Error(`${path} answered ${outcome.status}`)
  return outcome as T
}

const jobForm: Form = {
  intent: 'update',
  jobId: 'job-002',
  title: 'Real Estate Investment Manager',
  titleAr: 'مدير الاستثمار العقاري',
  department: 'Real Estate',
  location: 'Abu Dhabi, UAE',
  locationAr: 'أبوظبي، الإمارات',
  type: 'Full-time',
  experience: '7+ years',
  experienceAr: '٧ سنوات فأكثر',
  description: 'Source, assess and manage property investments.',
  descriptionAr: 'البحث عن الاستثمارات العقارية وتقييمها وإدارتها.',
  responsibilities: 'Source deals',
  responsibilitiesAr: 'البحث عن الصفقات',
  requirements: 'Degree in finance',
  requirementsAr: 'شهادة في المالية',
  isActive: 'on',
}

const consultantForm: Form = {
  intent: 'update',
  id: 'con-002',
  name: 'Sarah Thompson',
  nameAr: 'سارة تومسون',
  title: 'Real Estate Investment Consultant',
  titleAr: 'مستشارة الاستثمار العقاري',
  specialization: 'Residential and commercial property',
  specializationAr: 'العقارات السكنية والتجارية',
  experience: '12+ years',
  experienceAr: '١٢ سنة فأكثر',
  bio: 'Helps international investors select and manage property.',
  bioAr: 'تساعد المستثمرين الدوليين على اختيار العقارات وإدارتها.',
  expertise: 'Real Estate Investment, Property Valuation',
  expertiseAr: 'الاستثمار العقاري، تقييم العقارات',
  availability: 'Limited Availability',
  sortOrder: '2',
  isActive: 'on',
}

const testimonialForm: Form = {
  intent: 'update',
  id: 'tst-002',
  name: 'Aisha Al Marzouqi',
  nameAr: 'عائشة المرزوقي',
  title: 'Managing Director, Horizon Hospitality',
  titleAr: 'المديرة العامة، هورايزن للضيافة',
  quote: 'Their advisors found us the right location.',
  quoteAr: 'وجد مستشاروهم لنا الموقع المناسب.',
  sortOrder: '2',
  isActive: 'on',
}

const packageForm: Form = {
  name: 'IT Consultancy Services',
  nameAr: 'خدمات الاستشارات التقنية',
  description: 'Technology guidance for an investment.',
  descriptionAr: 'إرشاد تقني للاستثمار.',
  price: '85000.00',
  'services[0]': 'IT infrastructure assessment',
  'servicesAr[0]': 'تقييم البنية التحتية التقنية',
}

const CASES: Case[] = [
  {
    type: 'job',
    id: 'job-002',
    form: jobForm,
    save: (form) => post(jobsAction, '/admin/careers/jobs?edit=job-002', form),
    rows: async (search) =>
      (await data<{ page: { rows: Row[] } }>(jobsLoader, `/admin/careers/jobs${search}`)).page.rows,
    stale: async () =>
      (await data<{ stale: unknown }>(jobsLoader, '/admin/careers/jobs?edit=job-002')).stale,
    exportList: 'jobs',
    field: 'description',
    english: 'Source, assess, finance and manage property investments.',
    emptied: 'locationAr',
  },
  {
    type: 'consultant',
    id: 'con-002',
    form: consultantForm,
    save: (form) => post(consultantsAction, '/admin/consultancy/consultants', form),
    rows: async (search) =>
      (
        await data<{ page: { rows: Row[] } }>(
          consultantsLoader,
          `/admin/consultancy/consultants${search}`,
        )
      ).page.rows,
    stale: async () =>
      (
        await data<{ stale: unknown }>(
          consultantsLoader,
          '/admin/consultancy/consultants?edit=con-002',
        )
      ).stale,
    exportList: 'consultants',
    field: 'specialization',
    english: 'Residential, commercial and hospitality property',
    emptied: 'expertiseAr',
  },
  {
    type: 'testimonial',
    id: 'tst-002',
    form: testimonialForm,
    save: (form) => post(testimonialsAction, '/admin/testimonials', form),
    rows: async (search) =>
      (await data<{ page: { rows: Row[] } }>(testimonialsLoader, `/admin/testimonials${search}`))
        .page.rows,
    stale: async () =>
      (await data<{ stale: unknown }>(testimonialsLoader, '/admin/testimonials?edit=tst-002'))
        .stale,
    exportList: 'testimonials',
    field: 'quote',
    english: 'Their advisors found us the right location and handled every permit.',
    emptied: 'titleAr',
  },
  {
    type: 'package',
    id: 'pkg-003',
    form: packageForm,
    save: (form) => post(packageAction, '/admin/packages/edit/pkg-003', form, { id: 'pkg-003' }),
    rows: async (search) =>
      (await data<{ page: { rows: Row[] } }>(packagesLoader, `/admin/packages${search}`)).page.rows,
    stale: async () =>
      (
        await data<{ stale: unknown }>(packageLoader, '/admin/packages/edit/pkg-003', {
          id: 'pkg-003',
        })
      ).stale,
    exportList: 'packages',
    field: 'services',
    english: 'IT infrastructure and security assessment',
    emptied: 'descriptionAr',
  },
]

beforeAll(async () => {
  await prepareTestApp()
  admin = await staffWithRole('admin', 'Marks Administrator')
})

/** The form with the field's English text replaced (a list's first item for the services). */
function withEnglish(form: Form, field: string, text: string): Form {
  return field === 'services' ? { ...form, 'services[0]': text } : { ...form, [field]: text }
}

describe.each(CASES)('$type', (each) => {
  const rowOf = async (search = '') => (await each.rows!(search)).find((row) => row.id === each.id)
  const changed = withEnglish(each.form, each.field, each.english)

  test('every pair confirmed: neither missing nor out of date', async () => {
    // Saved over the seeded texts, some pairs changed on one side: staff confirm them all.
    const pairs = twinPairsOf(contentTypeSpec(each.type)!).map(({ name }) => name)
    expect(statusOf(await each.save({ ...each.form, confirmTranslations: pairs }))).toBe(302)
    expect(await rowOf()).toMatchObject({ isArabicMissing: false, isTranslationOutdated: false })
    expect(await each.stale()).toEqual([])
  })

  test('an English change published alone flags its twin, in the list and the form', async () => {
    expect(statusOf(await each.save(changed))).toBe(302)
    expect(await each.stale()).toEqual([
      { field: each.field, stale: 'ar', since: expect.any(String) },
    ])
    expect(await rowOf()).toMatchObject({ isTranslationOutdated: true })
    const outdated = await each.rows!('?translation=outdated')
    expect(outdated.map((row) => row.id)).toEqual([each.id])

    // The export of the filtered list holds the same rows (decision 049).
    const file = await callRoute(
      exportLoader,
      getRequest(`/admin/export/${each.exportList}?format=csv&translation=outdated`, {
        cookie: admin.cookie,
      }),
      { list: each.exportList! },
    )
    expect(statusOf(file)).toBe(200)
    const lines = (await (file as Response).text()).trim().split(/\r?\n/)
    expect(lines).toHaveLength(2)
  })

  test('"Still correct" clears the flag', async () => {
    expect(statusOf(await each.save({ ...changed, confirmTranslations: [each.field] }))).toBe(302)
    expect(await each.stale()).toEqual([])
    expect(await rowOf()).toMatchObject({ isTranslationOutdated: false })
    expect(await each.rows!('?translation=outdated')).toEqual([])
  })

  test('an emptied twin is missing Arabic, which the filter finds', async () => {
    const emptied = Object.fromEntries(
      Object.entries(changed).filter(([name]) => !name.startsWith(each.emptied)),
    )
    expect(statusOf(await each.save(emptied))).toBe(302)
    expect(await rowOf()).toMatchObject({ isArabicMissing: true, isTranslationOutdated: false })
    const missing = await each.rows!('?translation=missing')
    expect(missing.map((row) => row.id)).toContain(each.id)
    expect(missing.every((row) => row.isArabicMissing)).toBe(true)
  })
})

describe('site texts', () => {
  /** The settings' texts form as the browser sends it, with `overrides`. */
  async function textsForm(overrides: Form = {}): Promise<Form> {
    const settings = await getSiteSettings()
    const fields: Form = { intent: 'site-texts' }
    for (const key of SITE_TEXT_FIELDS) {
      const value = settings[key]
      if (typeof value === 'string') fields[key] = value
      else
        value.forEach((row, index) => {
          fields[`${key}[${index}].days`] = row.days
          fields[`${key}[${index}].hours`] = row.hours
        })
    }
    return { ...fields, ...overrides }
  }
  const save = async (form: Form) => post(settingsAction, '/admin/settings', form)
  const stale = async () =>
    (await data<{ staleTexts: unknown }>(settingsLoader, '/admin/settings')).staleTexts

  test('a hero title changed in English alone is out of date in Arabic until confirmed', async () => {
    expect(statusOf(await save(await textsForm({ heroTitle: 'Invest in the Emirates' })))).toBe(302)
    expect(await stale()).toEqual([{ field: 'heroTitle', stale: 'ar', since: expect.any(String) }])
    expect(statusOf(await save(await textsForm({ confirmTranslations: ['heroTitle'] })))).toBe(302)
    expect(await stale()).toEqual([])
  })

  test('the office hours are compared as rows: an Arabic change flags the English', async () => {
    const form = await textsForm()
    expect(form['officeHoursAr[0].hours']).toBeTruthy()
    expect(statusOf(await save({ ...form, 'officeHoursAr[0].hours': '٩:٠٠ - ١٨:٠٠' }))).toBe(302)
    expect(await stale()).toEqual([
      { field: 'officeHours', stale: 'en', since: expect.any(String) },
    ])
  })
})
