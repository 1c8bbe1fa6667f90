import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog, settings, user } from '#db/schema'
import { DEFAULT_RESPONSE_TARGETS } from '~/domain/conversations/areas'
import { businessHoursFormValues, type SiteSettings } from '~/domain/settings/schema'
import { getConversationSettings, getSiteSettings } from '~/domain/settings/settings.server'
import { businessDueAt, UAE_BUSINESS_CALENDAR } from '~/lib/business-hours'
import { action, loader } from '~/routes/admin/settings'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postFormWithLists,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { startSiteServer } from '../support/site-server'
import { toastOf } from '../support/toast'

// Decision 040: conversations fall due in working time. An Administrator sets the working
// week, office hours and public holidays (Islamic holidays move with the moon sighting, so
// they are entered) and each area's targets in working hours, on its own form of the settings
// screen; the rest of the code reads them through getConversationSettings(), in minutes.

const KEYS = [
  'businessWorkingDays',
  'businessOpensAt',
  'businessClosesAt',
  'businessHolidays',
  'responseTargets',
  'conversationAutoAssign',
]

let admin: TestAccount
let editor: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
  editor = await createSignedInUser({ name: 'Calendar Editor' })
  const db = await getDb()
  await db.update(user).set({ role: 'editor' }).where(eq(user.id, editor.id))
})

beforeEach(async () => {
  // Each test starts from an install that never saved this form.
  const db = await getDb()
  await db.delete(settings).where(inArray(settings.key, KEYS))
})

/** The form as a browser sends it: checked days, the times, the text, a number per target. */
function calendarFields(overrides: Record<string, string | string[] | undefined> = {}) {
  const fields: Record<string, string | string[] | undefined> = {
    intent: 'business-hours',
    workingDays: ['1', '2', '3', '4', '6'],
    opensAt: '08:30',
    closesAt: '17:30',
    holidays: '2026-12-03 Commemoration Day\n\n2026-12-02 National Day\n2027-03-20',
    'targets.contact.firstResponseHours': '4.5',
    'targets.contact.followUpHours': '16',
    'targets.consultancy.firstResponseHours': '9',
    'targets.consultancy.followUpHours': '18',
    'targets.investment.firstResponseHours': '2',
    'targets.investment.followUpHours': '0.5',
    'targets.custom.firstResponseHours': '200',
    'targets.custom.followUpHours': '27',
    ...overrides,
  }
  return fields
}

/** A POST to the settings action; a list becomes one field per value, as checkboxes send. */
function postCalendar(
  fields: Record<string, string | string[] | undefined>,
  cookie: string,
  path = '/admin/settings',
) {
  return postFormWithLists(path, fields, { cookie })
}

function errorsOf(outcome: unknown): Record<string, string[]> {
  return (outcome as { data: { result: { error: Record<string, string[]> } } }).data.result.error
}

/** What this form decides of getConversationSettings(): the calendar and the targets. */
async function calendarAndTargets() {
  const { calendar, targets } = await getConversationSettings()
  return { calendar, targets }
}

async function settingsAuditCount(): Promise<number> {
  const db = await getDb()
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.entity, 'settings'))
  return row.n
}

describe('the business calendar and response targets', () => {
  test('an install that never saved them reads the UAE calendar and the default targets', async () => {
    expect(await calendarAndTargets()).toEqual({
      calendar: UAE_BUSINESS_CALENDAR,
      targets: DEFAULT_RESPONSE_TARGETS,
    })
    const page = (await callRoute(
      loader,
      getRequest('/admin/settings', { cookie: admin.cookie }),
    )) as { settings: SiteSettings; canSetBusinessHours: boolean }
    expect(page.canSetBusinessHours).toBe(true)
    // The form shows Monday to Friday, 09:00 to 18:00, no holidays, 9 and 18 working hours.
    expect(businessHoursFormValues(page.settings)).toEqual({
      workingDays: [1, 2, 3, 4, 5],
      opensAt: '09:00',
      closesAt: '18:00',
      holidays: '',
      targets: {
        contact: { firstResponseHours: 9, followUpHours: 18, autoAssign: undefined },
        consultancy: { firstResponseHours: 9, followUpHours: 18, autoAssign: undefined },
        investment: { firstResponseHours: 9, followUpHours: 18, autoAssign: undefined },
        custom: { firstResponseHours: 9, followUpHours: 18, autoAssign: undefined },
      },
    })
  })

  test('an Administrator saves days, hours, holidays and targets; the reader returns them in minutes, and the change is audited', async () => {
    const outcome = await callRoute(action, postCalendar(calendarFields(), admin.cookie))
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/settings')
    expect(await toastOf(outcome)).toMatchObject({
      type: 'success',
      title: 'Business hours saved',
    })

    const saved = await calendarAndTargets()
    expect(saved).toEqual({
      calendar: {
        timeZone: 'Asia/Dubai',
        workingDays: [1, 2, 3, 4, 6],
        opensAt: '08:30',
        closesAt: '17:30',
        holidays: ['2026-12-02', '2026-12-03', '2027-03-20'],
      },
      targets: {
        contact: { firstResponseMinutes: 270, followUpMinutes: 960 },
        consultancy: { firstResponseMinutes: 540, followUpMinutes: 1080 },
        investment: { firstResponseMinutes: 120, followUpMinutes: 30 },
        custom: { firstResponseMinutes: 12_000, followUpMinutes: 1620 },
      },
    })
    // The calendar counts: a request on Tuesday 1 December 2026 at 16:00 in Dubai (12:00 UTC)
    // has 1.5 hours that day; the next two days are holidays, Friday is not a working day, so
    // the other 3 hours of a 4.5-hour target run on Saturday from 08:30.
    expect(
      businessDueAt(
        new Date('2026-12-01T12:00:00Z'),
        saved.targets.contact.firstResponseMinutes,
        saved.calendar,
      ).toISOString(),
    ).toBe('2026-12-05T07:30:00.000Z')

    // The screen shows what was saved: holidays in date order, one a line, targets in hours.
    const page = (await callRoute(
      loader,
      getRequest('/admin/settings', { cookie: admin.cookie }),
    )) as { settings: SiteSettings }
    expect(businessHoursFormValues(page.settings)).toMatchObject({
      holidays: '2026-12-02 National Day\n2026-12-03 Commemoration Day\n2027-03-20',
      targets: { contact: { firstResponseHours: 4.5, followUpHours: 16 } },
    })

    const db = await getDb()
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.actorId, admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      action: 'update',
      entityId: 'site',
      before: {
        businessWorkingDays: [1, 2, 3, 4, 5],
        businessOpensAt: '09:00',
        businessClosesAt: '18:00',
        businessHolidays: [],
        responseTargets: DEFAULT_RESPONSE_TARGETS,
      },
      after: {
        businessWorkingDays: [1, 2, 3, 4, 6],
        businessOpensAt: '08:30',
        businessClosesAt: '17:30',
        businessHolidays: [
          { date: '2026-12-02', name: 'National Day' },
          { date: '2026-12-03', name: 'Commemoration Day' },
          { date: '2027-03-20', name: '' },
        ],
        responseTargets: { contact: { firstResponseMinutes: 270, followUpMinutes: 960 } },
      },
    })

    // Saving the same values again changes nothing and writes no second audit entry.
    const entries = await settingsAuditCount()
    const again = await callRoute(action, postCalendar(calendarFields(), admin.cookie))
    expect(statusOf(again)).toBe(302)
    expect(await settingsAuditCount()).toBe(entries)
  })

  test.each([
    [
      'no working day',
      { workingDays: undefined },
      'workingDays',
      'Choose at least one working day',
    ],
    [
      'closing before opening',
      { opensAt: '18:00', closesAt: '09:00' },
      'closesAt',
      'The closing time must be after the opening time',
    ],
    [
      'closing when opening',
      { opensAt: '09:00', closesAt: '09:00' },
      'closesAt',
      'The closing time must be after the opening time',
    ],
    ['a time that is not one', { opensAt: '25:00' }, 'opensAt', 'Enter a time of day as HH:MM'],
    [
      'a holiday line without a date',
      { holidays: '2026-12-02 National Day\nEid al-Fitr' },
      'holidays',
      'Line 2: write the date as YYYY-MM-DD, then the name',
    ],
    [
      'a holiday on a date the calendar does not have',
      { holidays: '\n2026-02-30 Not a day' },
      'holidays',
      'Line 2: 2026-02-30 is not a date in the calendar',
    ],
    [
      'the same date twice',
      { holidays: '2026-12-02 National Day\n2026-12-02 Again' },
      'holidays',
      'Line 2: 2026-12-02 is already on line 1',
    ],
    [
      'a holiday name too long',
      { holidays: `2026-12-02 ${'N'.repeat(61)}` },
      'holidays',
      'Line 1: the name must be at most 60 characters',
    ],
    [
      'more than 100 holidays',
      {
        holidays: Array.from(
          { length: 101 },
          (_, day) => `${new Date(Date.UTC(2026, 0, day + 1)).toISOString().slice(0, 10)} Holiday`,
        ).join('\n'),
      },
      'holidays',
      'Enter at most 100 holidays',
    ],
    [
      'a target over 200 hours',
      { 'targets.custom.firstResponseHours': '201' },
      'targets.custom.firstResponseHours',
      'Enter whole or half hours from 0.5 to 200',
    ],
    [
      'a target under half an hour',
      { 'targets.contact.followUpHours': '0.25' },
      'targets.contact.followUpHours',
      'Enter whole or half hours from 0.5 to 200',
    ],
    [
      'a target that is not whole or half hours',
      { 'targets.investment.firstResponseHours': '1.3' },
      'targets.investment.firstResponseHours',
      'Enter whole or half hours from 0.5 to 200',
    ],
    [
      'a target left empty',
      { 'targets.consultancy.followUpHours': '' },
      'targets.consultancy.followUpHours',
      'Enter whole or half hours from 0.5 to 200',
    ],
  ])(
    '%s is refused with a 400 and its message, and nothing is saved',
    async (_, overrides, field, message) => {
      const before = await getSiteSettings()
      const entries = await settingsAuditCount()
      const outcome = await callRoute(action, postCalendar(calendarFields(overrides), admin.cookie))
      expect(statusOf(outcome)).toBe(400)
      expect(errorsOf(outcome)[field]).toEqual([message])
      // The other, valid values of the same post are not saved either.
      expect(await getSiteSettings()).toEqual(before)
      expect(await calendarAndTargets()).toEqual({
        calendar: UAE_BUSINESS_CALENDAR,
        targets: DEFAULT_RESPONSE_TARGETS,
      })
      expect(await settingsAuditCount()).toBe(entries)
    },
  )

  test('the messages are in Arabic on the Arabic screen, and each bad line is named', async () => {
    const outcome = await callRoute(
      action,
      postCalendar(
        calendarFields({
          workingDays: undefined,
          holidays: 'عيد الفطر\n2026-12-02 اليوم الوطني\n2026-13-01 خطأ',
          'targets.contact.firstResponseHours': '0',
        }),
        admin.cookie,
        '/ar/admin/settings',
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(errorsOf(outcome)).toMatchObject({
      workingDays: ['يرجى اختيار يوم عمل واحد على الأقل'],
      holidays: [
        'السطر 1: اكتبوا التاريخ بصيغة YYYY-MM-DD ثم اسم العطلة',
        'السطر 3: التاريخ 2026-13-01 غير موجود في التقويم',
      ],
      'targets.contact.firstResponseHours': [
        'يرجى إدخال ساعات كاملة أو أنصاف ساعات من 0.5 إلى 200',
      ],
    })
    expect(await calendarAndTargets()).toEqual({
      calendar: UAE_BUSINESS_CALENDAR,
      targets: DEFAULT_RESPONSE_TARGETS,
    })
  })

  test('dates typed in Arabic-Indic digits are read as the dates they are', async () => {
    const outcome = await callRoute(
      action,
      postCalendar(calendarFields({ holidays: '٢٠٢٦-١٢-٠٢ اليوم الوطني' }), admin.cookie),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((await getSiteSettings()).businessHolidays).toEqual([
      { date: '2026-12-02', name: 'اليوم الوطني' },
    ])
  })

  test('only an Administrator changes them: an Editor has the rest of the screen but not this form, and their post is 403 like a user’s, with nothing changed', async () => {
    const editorPage = (await callRoute(
      loader,
      getRequest('/admin/settings', { cookie: editor.cookie }),
    )) as { canSetBusinessHours: boolean }
    expect(editorPage.canSetBusinessHours).toBe(false)

    const before = await getSiteSettings()
    const entries = await settingsAuditCount()
    const account = await createSignedInUser()
    for (const cookie of [editor.cookie, account.cookie]) {
      const outcome = await callRoute(action, postCalendar(calendarFields(), cookie))
      expect(statusOf(outcome)).toBe(403)
    }
    expect(await getSiteSettings()).toEqual(before)
    expect(await settingsAuditCount()).toBe(entries)

    const site = await startSiteServer()
    try {
      const screen = async (cookie: string) =>
        (await fetch(`${site.baseUrl}/admin/settings`, { headers: { Cookie: cookie } })).text()
      const asEditor = await screen(editor.cookie)
      expect(asEditor).toContain('name="companyName"')
      expect(asEditor).toContain('value="settings"')
      // (The page's message catalog holds the form's title; its controls are not there.)
      expect(asEditor).not.toContain('value="business-hours"')
      expect(asEditor).not.toContain('name="opensAt"')
      expect(await screen(admin.cookie)).toContain('value="business-hours"')
    } finally {
      await site.close()
    }
  })
})

describe('the form without JavaScript', () => {
  test('the screen labels every control and a plain form post saves it, or answers 400 with the message', async () => {
    const site = await startSiteServer()
    try {
      const html = await (
        await fetch(`${site.baseUrl}/admin/settings`, { headers: { Cookie: admin.cookie } })
      ).text()
      const intentAt = html.indexOf('value="business-hours"')
      const form = html.slice(
        html.lastIndexOf('<form', intentAt),
        html.indexOf('</form>', intentAt),
      )
      expect(form).toContain('Business hours and response targets')

      // Every input but the hidden intent has a label naming it, by `for` or by its table cell.
      const inputs = [...form.matchAll(/<(input|textarea)\b[^>]*>/g)].map((match) => match[0])
      const visible = inputs.filter((tag) => !/type="hidden"/.test(tag))
      // Days, the two times, the holidays, two targets and the turn box per area.
      expect(visible).toHaveLength(7 + 2 + 1 + 8 + 4)
      for (const tag of visible) {
        const id = /\bid="([^"]+)"/.exec(tag)?.[1]
        expect(id, tag).toBeTruthy()
        expect(form, tag).toContain(`for="${id}"`)
      }
      const weekdays = [
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]
      for (const day of weekdays) expect(form).toContain(`${day}</label>`)
      const checked = inputs.filter(
        (tag) => /type="checkbox"/.test(tag) && /\bchecked=""/.test(tag),
      )
      expect(checked.map((tag) => /value="(\d)"/.exec(tag)?.[1])).toEqual(['1', '2', '3', '4', '5'])
      expect(form).toContain('Assign in turn, Contact messages')
      const opensAt = inputs.find((tag) => /name="opensAt"/.test(tag))
      expect(opensAt).toContain('type="time"')
      expect(opensAt).toContain('value="09:00"')
      expect(form).toContain('First response (working hours), Custom investment requests')
      expect(form).toContain('Follow-up (working hours), Contact messages')

      const post = (fields: Record<string, string | string[] | undefined>) => {
        const body = new URLSearchParams()
        for (const [name, value] of Object.entries(fields))
          for (const item of [value ?? []].flat()) body.append(name, item)
        return fetch(`${site.baseUrl}/admin/settings`, {
          method: 'POST',
          headers: { Cookie: admin.cookie, Origin: site.baseUrl },
          body,
          redirect: 'manual',
        })
      }
      const refused = await post(calendarFields({ holidays: '2026-12-02 National Day\nsoon' }))
      expect(refused.status).toBe(400)
      const page = await refused.text()
      expect(page).toContain('Line 2: write the date as YYYY-MM-DD, then the name')
      // The typed text comes back, so nothing has to be typed again.
      expect(page).toContain('2026-12-02 National Day\nsoon')
      expect((await getConversationSettings()).calendar.holidays).toEqual([])

      const saved = await post(calendarFields())
      expect(saved.status).toBe(302)
      expect(saved.headers.get('location')).toBe('/admin/settings')
      expect((await getConversationSettings()).calendar.workingDays).toEqual([1, 2, 3, 4, 6])
    } finally {
      await site.close()
    }
  })
})
