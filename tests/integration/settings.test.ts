import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, emailOutbox, user } from '#db/schema'
import {
  getSiteSettings,
  getSiteSettingsIn,
  updateSiteSettings,
} from '~/domain/settings/settings.server'
import { SITE_TEXT_FIELDS, type SiteSettings } from '~/domain/settings/schema'
import { signIn } from '~/domain/accounts/accounts.server'
import { homeSocialCard } from '~/domain/seo/social-cards.server'
import { TITLE_MAX } from '~/lib/field-limits'
import { loader as rootLoader } from '~/root'
import { action, loader } from '~/routes/admin/settings'
import { loader as contactLoader } from '~/routes/public/contact'
import { loader as homeLoader } from '~/routes/public/home'
import { getSessionUser } from '~/server/session.server'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  BASE_URL,
  callRoute,
  cookieHeader,
  createSignedInUser,
  getRequest,
  postForm,
  signInAs,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { startSiteServer } from '../support/site-server'
import { toastOf } from '../support/toast'

beforeAll(prepareTestApp)

/** Both settings forms' fields as the browser submits them (Conform's nested field names). */
function formFields(values: SiteSettings): Record<string, string> {
  const fields: Record<string, string> = {
    companyName: values.companyName,
    companyNameAr: values.companyNameAr,
    tagline: values.tagline,
    taglineAr: values.taglineAr,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    address: values.address,
    addressAr: values.addressAr,
    city: values.city,
    cityAr: values.cityAr,
    mapLatitude: String(values.mapLatitude),
    mapLongitude: String(values.mapLongitude),
    mapZoom: String(values.mapZoom),
    heroVideoUrl: values.heroVideoUrl,
    heroTitle: values.heroTitle,
    heroTitleAr: values.heroTitleAr,
    heroSubtitle: values.heroSubtitle,
    heroSubtitleAr: values.heroSubtitleAr,
    heroCtaLabel: values.heroCtaLabel,
    heroCtaLabelAr: values.heroCtaLabelAr,
    platformVideoId: values.platformVideoId,
    'socialLinks.linkedin': values.socialLinks.linkedin,
    'socialLinks.twitter': values.socialLinks.twitter,
    'socialLinks.instagram': values.socialLinks.instagram,
    notifyEmail: values.notifyEmail,
  }
  values.officeHours.forEach((row, index) => {
    fields[`officeHours[${index}].days`] = row.days
    fields[`officeHours[${index}].hours`] = row.hours
  })
  values.officeHoursAr.forEach((row, index) => {
    fields[`officeHoursAr[${index}].days`] = row.days
    fields[`officeHoursAr[${index}].hours`] = row.hours
  })
  return fields
}

const isTextField = (name: string) =>
  SITE_TEXT_FIELDS.some((key) => name === key || name.startsWith(`${key}[`))

/** The site settings form: everything but the site texts, which have their own (decision 047). */
function settingsFields(values: SiteSettings, overrides: Record<string, string> = {}) {
  const fields = Object.entries(formFields(values)).filter(([name]) => !isTextField(name))
  return { intent: 'settings', ...Object.fromEntries(fields), ...overrides }
}

/** The site texts' form; "Save Changes" publishes them where editors publish (the default). */
function textsFields(values: SiteSettings, overrides: Record<string, string> = {}) {
  const fields = Object.entries(formFields(values)).filter(([name]) => isTextField(name))
  return { intent: 'site-texts', ...Object.fromEntries(fields), ...overrides }
}

type Reply = {
  result: {
    status?: string
    error?: Record<string, string[]>
    initialValue?: Record<string, unknown>
  }
}

function replyOf(outcome: unknown): Reply['result'] {
  return (outcome as { data: Reply }).data.result
}

describe('access', () => {
  test('a non-admin cannot save settings (403, a visitor goes to /login) and nothing changes', async () => {
    const before = await getSiteSettings()
    const account = await createSignedInUser()
    const outcome = await callRoute(
      action,
      postForm('/admin/settings', textsFields(before, { companyName: 'Hijacked LLC' }), {
        cookie: account.cookie,
      }),
    )
    expect(statusOf(outcome)).toBe(403)
    const visitor = await callRoute(
      action,
      postForm('/admin/settings', textsFields(before, { companyName: 'Hijacked LLC' })),
    )
    expect(statusOf(visitor)).toBe(302)
    expect((visitor as Response).headers.get('Location')).toBe(
      '/login?redirectTo=%2Fadmin%2Fsettings',
    )
    expect((await getSiteSettings()).companyName).toBe(before.companyName)
  })

  test('a non-admin opening the page is sent to the dashboard', async () => {
    const account = await createSignedInUser()
    const outcome = (await callRoute(
      loader,
      getRequest('/admin/settings', { cookie: account.cookie }),
    )) as Response
    expect(outcome.headers.get('Location')).toBe('/dashboard')
  })
})

describe('where personal data is sent: only Administrators change it', () => {
  let admin: TestAccount
  let editor: TestAccount
  beforeAll(async () => {
    admin = await signInAsAdmin()
    editor = await createSignedInUser({ name: 'Inbox Editor' })
    const db = await getDb()
    await db.update(user).set({ role: 'editor' }).where(eq(user.id, editor.id))
  })

  async function outboxTo(recipient: string) {
    const db = await getDb()
    return db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient))
  }

  test('an Editor sees the inbox and the contact e-mail as not editable by them', async () => {
    const site = await startSiteServer()
    try {
      const inputOf = (html: string, name: string) =>
        new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? ''
      const asEditor = await (
        await fetch(`${site.baseUrl}/admin/settings`, { headers: { Cookie: editor.cookie } })
      ).text()
      for (const name of ['notifyEmail', 'contactEmail'])
        expect(inputOf(asEditor, name), name).toMatch(/\breadOnly=""|\breadonly=""/)
      expect(inputOf(asEditor, 'tagline') + inputOf(asEditor, 'companyName')).not.toMatch(
        /readonly/i,
      )
      const asAdmin = await (
        await fetch(`${site.baseUrl}/admin/settings`, { headers: { Cookie: admin.cookie } })
      ).text()
      expect(inputOf(asAdmin, 'notifyEmail')).not.toMatch(/readonly/i)
    } finally {
      await site.close()
    }
  })

  test.each([
    ['notifyEmail', 'attacker@evil.example'],
    ['contactEmail', 'attacker@evil.example'],
  ])("an Editor's change of %s is refused (403) and nothing changes", async (field, address) => {
    const before = await getSiteSettings()
    const outcome = await callRoute(
      action,
      postForm('/admin/settings', settingsFields(before, { [field]: address }), {
        cookie: editor.cookie,
      }),
    )
    expect(statusOf(outcome)).toBe(403)
    expect(await getSiteSettings()).toEqual(before)
  })

  test('an Editor still saves the other settings (the inbox fields sent back unchanged)', async () => {
    const before = await getSiteSettings()
    const outcome = await callRoute(
      action,
      postForm('/admin/settings', settingsFields(before, { contactPhone: '+971 4 555 0142' }), {
        cookie: editor.cookie,
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((await getSiteSettings()).contactPhone).toBe('+971 4 555 0142')
    await updateSiteSettings(
      { contactPhone: before.contactPhone },
      { id: admin.id, email: admin.email },
    )
  })

  test("an Administrator's change is audited and e-mailed to the previous inbox", async () => {
    const db = await getDb()
    await updateSiteSettings(
      { notifyEmail: 'old-inbox@uaeinvest.example' },
      { id: admin.id, email: admin.email, role: 'admin' },
    )
    const before = await getSiteSettings()
    const outcome = await callRoute(
      action,
      postForm(
        '/admin/settings',
        settingsFields(before, { notifyEmail: 'new-inbox@uaeinvest.example' }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((await getSiteSettings()).notifyEmail).toBe('new-inbox@uaeinvest.example')
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'settings'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1)
    expect(audit).toMatchObject({
      actorEmail: admin.email,
      before: { notifyEmail: 'old-inbox@uaeinvest.example' },
      after: { notifyEmail: 'new-inbox@uaeinvest.example' },
    })
    const [notice] = await outboxTo('old-inbox@uaeinvest.example')
    expect(notice.subject).toBe('The notification inbox was changed')
    expect(notice.text).toContain('new-inbox@uaeinvest.example')
    expect(notice.text).toContain(admin.email)
    expect(await outboxTo('new-inbox@uaeinvest.example')).toEqual([])
  })

  test('emptying the inbox moves notifications to the contact e-mail: the previous inbox is told', async () => {
    const before = await getSiteSettings()
    expect(before.notifyEmail).toBe('new-inbox@uaeinvest.example')
    await callRoute(
      action,
      postForm('/admin/settings', settingsFields(before, { notifyEmail: '' }), {
        cookie: admin.cookie,
      }),
    )
    const [notice] = await outboxTo('new-inbox@uaeinvest.example')
    expect(notice.text).toContain(before.contactEmail)
  })
})

describe('site settings', () => {
  let admin: TestAccount
  beforeAll(async () => {
    admin = await signInAsAdmin()
  })

  test('the page loads the current settings', async () => {
    const outcome = await callRoute(loader, getRequest('/admin/settings', { cookie: admin.cookie }))
    const settings = await getSiteSettings()
    expect(outcome).toEqual({
      settings,
      // The texts' form opens on their draft, or on the published texts (decision 047).
      siteTexts: {
        texts: Object.fromEntries(SITE_TEXT_FIELDS.map((key) => [key, settings[key]])),
        draft: null,
      },
      needsTextsReview: false,
      staleTexts: [],
      canSetRetention: true,
      canSetReview: true,
      canSetBusinessHours: true,
      canSetInvestorSettings: true,
      canChangeInbox: true,
    })
  })

  test('invalid values come back with field errors and the typed values, status 400', async () => {
    const before = await getSiteSettings()
    const outcome = await callRoute(
      action,
      postForm(
        '/admin/settings',
        settingsFields(before, {
          contactEmail: 'not-an-email',
          heroVideoUrl: 'javascript:alert(1)',
          platformVideoId: 'not a video id',
          mapLatitude: '123',
          mapZoom: '30',
          'socialLinks.linkedin': 'linkedin.com/acme',
          contactPhone: 'A phone that must survive',
        }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    const reply = replyOf(outcome)
    expect(reply.error).toMatchObject({
      contactEmail: ['Invalid email address'],
      heroVideoUrl: ['Enter a full web address starting with http:// or https://'],
      platformVideoId: ['Enter the 11-character YouTube video id (letters, digits, - and _)'],
      mapLatitude: ['Latitude must be a number between -90 and 90'],
      mapZoom: ['Zoom must be a whole number from 1 to 19'],
      'socialLinks.linkedin': ['Enter a full web address starting with http:// or https://'],
    })
    expect(reply.initialValue).toMatchObject({
      contactPhone: 'A phone that must survive',
      contactEmail: 'not-an-email',
    })
    expect(await getSiteSettings()).toEqual(before)
  })

  test('valid values are saved, shown on the public pages and recorded in the audit log', async () => {
    const before = await getSiteSettings()
    const outcome = await callRoute(
      action,
      postForm(
        '/admin/settings',
        settingsFields(before, {
          contactPhone: '+971 4 555 0199',
          heroVideoUrl: 'https://cdn.example.com/hero.mp4',
          notifyEmail: '',
        }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    const response = outcome as Response
    expect(response.headers.get('Location')).toBe('/admin/settings')
    expect(response.headers.get('Set-Cookie')).toContain('toast=')

    const after = await getSiteSettings()
    expect(after).toMatchObject({
      contactPhone: '+971 4 555 0199',
      heroVideoUrl: 'https://cdn.example.com/hero.mp4',
      notifyEmail: '',
      companyName: before.companyName,
    })

    const db = await getDb()
    const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'settings',
      entityId: 'site',
      actorId: admin.id,
      actorEmail: admin.email,
    })
    expect(entry.before).toEqual({
      contactPhone: before.contactPhone,
      heroVideoUrl: before.heroVideoUrl,
    })
    expect(entry.after).toEqual({
      contactPhone: '+971 4 555 0199',
      heroVideoUrl: 'https://cdn.example.com/hero.mp4',
    })
  })

  test('the notification inbox may be an address or empty (then the contact email is used)', async () => {
    const before = await getSiteSettings()
    await callRoute(
      action,
      postForm(
        '/admin/settings',
        settingsFields(before, { notifyEmail: 'deals@uaeinvest.example' }),
        {
          cookie: admin.cookie,
        },
      ),
    )
    expect((await getSiteSettings()).notifyEmail).toBe('deals@uaeinvest.example')
    const bad = await callRoute(
      action,
      postForm('/admin/settings', settingsFields(before, { notifyEmail: 'deals@' }), {
        cookie: admin.cookie,
      }),
    )
    expect(statusOf(bad)).toBe(400)
    expect(replyOf(bad).error?.notifyEmail).toEqual(['Invalid email address'])
  })

  test('saving unchanged values writes no audit row', async () => {
    const db = await getDb()
    const [last] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    const current = await getSiteSettings()
    const outcome = await callRoute(
      action,
      postForm('/admin/settings', settingsFields(current), { cookie: admin.cookie }),
    )
    expect(statusOf(outcome)).toBe(302)
    const [latest] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(latest.id).toBe(last.id)
  })
})

/** A page loader's data (a loader that answered with a Response fails the test). */
async function dataOf<T>(loader: (args: never) => T, path: string): Promise<Awaited<T>> {
  const outcome = await callRoute(loader as (args: { request: Request }) => T, getRequest(path))
  if (outcome instanceof Response) throw new Error(`unexpected response ${outcome.status}`)
  return outcome
}

async function rootSiteAt(path: string) {
  const outcome = await callRoute(rootLoader, getRequest(path))
  return (outcome as { data: Awaited<ReturnType<typeof rootLoader>>['data'] }).data.site
}

describe('Arabic twins (decision 018)', () => {
  let admin: TestAccount
  beforeAll(async () => {
    admin = await signInAsAdmin()
  })

  test('the admin saves the Arabic texts: Arabic pages show them, English pages keep the English', async () => {
    const before = await getSiteSettings()
    const arabic = {
      companyNameAr: 'مجموعة الإمارات للاستثمار',
      heroTitleAr: 'استثمروا في الإمارات بثقة',
      heroSubtitleAr: 'فرص استثمارية مدروسة وخدمات متكاملة من شريك واحد',
      heroCtaLabelAr: 'تعرّفوا على خدماتنا',
      addressAr: 'برج الكورنيش، أبوظبي',
      cityAr: 'أبوظبي',
    }
    try {
      const outcome = await callRoute(
        action,
        postForm(
          '/admin/settings',
          textsFields(
            { ...before, ...arabic, officeHoursAr: [] },
            {
              'officeHoursAr[0].days': 'الأحد - الخميس',
              'officeHoursAr[0].hours': '9:00 ص - 5:00 م',
            },
          ),
          { cookie: admin.cookie },
        ),
      )
      expect(statusOf(outcome)).toBe(302)
      const saved = await getSiteSettings()
      expect(saved).toMatchObject({
        ...arabic,
        officeHoursAr: [{ days: 'الأحد - الخميس', hours: '9:00 ص - 5:00 م' }],
        heroTitle: before.heroTitle,
      })

      const db = await getDb()
      const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
      // "Save Changes" published the texts' draft at once (decision 047).
      expect(entry).toMatchObject({ action: 'publish', entity: 'settings', actorId: admin.id })
      expect(entry.after).toMatchObject({
        heroTitleAr: arabic.heroTitleAr,
        officeHoursAr: saved.officeHoursAr,
      })

      const arabicHome = await dataOf(homeLoader, '/ar')
      expect(arabicHome.hero).toMatchObject({
        title: arabic.heroTitleAr,
        subtitle: arabic.heroSubtitleAr,
        ctaLabel: arabic.heroCtaLabelAr,
        inEnglish: [],
      })
      expect(arabicHome.companyName).toBe(arabic.companyNameAr)
      const englishHome = await dataOf(homeLoader, '/')
      expect(englishHome.hero).toMatchObject({
        title: before.heroTitle,
        subtitle: before.heroSubtitle,
      })
      expect(englishHome.companyName).toBe(before.companyName)

      expect(await rootSiteAt('/ar/careers')).toMatchObject({
        companyName: arabic.companyNameAr,
        city: arabic.cityAr,
        address: arabic.addressAr,
        inEnglish: expect.not.arrayContaining(['companyName', 'city']),
      })
      expect(await rootSiteAt('/careers')).toMatchObject({
        companyName: before.companyName,
        city: before.city,
        inEnglish: [],
      })

      const contact = (await dataOf(contactLoader, '/ar/contact')).contact
      expect(contact.address).toBe(arabic.addressAr)
      expect(contact.officeHours).toEqual(saved.officeHoursAr)
      expect((await dataOf(contactLoader, '/contact')).contact.officeHours).toEqual(
        before.officeHours,
      )

      expect(await homeSocialCard('ar')).toMatchObject({
        companyName: arabic.companyNameAr,
        title: arabic.heroTitleAr,
      })
      expect(await homeSocialCard('en')).toMatchObject({ title: before.heroTitle })
    } finally {
      await updateSiteSettings(before, admin)
    }
  })

  test('an empty Arabic twin shows the English text on Arabic pages, named in inEnglish', async () => {
    const before = await getSiteSettings()
    try {
      await updateSiteSettings(
        { heroTitleAr: 'عنوان عربي', heroSubtitleAr: '', officeHoursAr: [], cityAr: '' },
        admin,
      )
      const settings = await getSiteSettingsIn('ar')
      expect(settings).toMatchObject({
        heroTitle: 'عنوان عربي',
        heroSubtitle: before.heroSubtitle,
        city: before.city,
        officeHours: before.officeHours,
      })
      expect(settings.inEnglish).toEqual(
        expect.arrayContaining(['heroSubtitle', 'city', 'officeHours']),
      )
      expect(settings.inEnglish).not.toContain('heroTitle')
      // The page receives one language: no twins.
      expect(settings).not.toHaveProperty('heroSubtitleAr')

      const home = await dataOf(homeLoader, '/ar')
      expect(home.hero.title).toBe('عنوان عربي')
      expect(home.hero.subtitle).toBe(before.heroSubtitle)
      expect(home.hero.inEnglish).toEqual(['subtitle'])
      const contact = (await dataOf(contactLoader, '/ar/contact')).contact
      expect(contact.officeHours).toEqual(before.officeHours)
      expect(contact.inEnglish).toContain('officeHours')
      expect((await rootSiteAt('/ar')).inEnglish).toContain('city')

      // English pages never report English fallbacks.
      expect((await getSiteSettingsIn('en')).inEnglish).toEqual([])
    } finally {
      await updateSiteSettings(before, admin)
    }
  })

  test('a too-long Arabic hero title is refused with its message and nothing is saved', async () => {
    const before = await getSiteSettings()
    const outcome = await callRoute(
      action,
      postForm('/admin/settings', textsFields(before, { heroTitleAr: 'ع'.repeat(TITLE_MAX + 1) }), {
        cookie: admin.cookie,
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(replyOf(outcome).error?.heroTitleAr).toEqual([`Must be at most ${TITLE_MAX} characters`])
    expect(await getSiteSettings()).toEqual(before)
  })
})

describe('password change', () => {
  /** A second admin, so the seeded admin's password stays as the other tests expect. */
  async function createAdmin(): Promise<TestAccount> {
    const account = await createSignedInUser({ name: 'Second Admin' })
    const db = await getDb()
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id))
    return account
  }

  test('a wrong current password gives a clear message and changes nothing', async () => {
    const admin = await createAdmin()
    const outcome = await callRoute(
      action,
      postForm(
        '/admin/settings',
        {
          intent: 'change-password',
          currentPassword: 'not-my-password',
          password: 'brand-new-secret',
          confirmPassword: 'brand-new-secret',
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(replyOf(outcome).error?.currentPassword).toEqual(['Current password is incorrect'])
    expect(JSON.stringify(outcome)).not.toContain('brand-new-secret')
    expect((await signIn(new Request(BASE_URL), admin.email, admin.password)).isSignedIn).toBe(true)
  })

  test('a common new password is refused with the same message as the account page', async () => {
    const admin = await createAdmin()
    const outcome = await callRoute(
      action,
      postForm(
        '/admin/settings',
        {
          intent: 'change-password',
          currentPassword: admin.password,
          password: 'sunshine1',
          confirmPassword: 'sunshine1',
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(replyOf(outcome).error?.password).toEqual([
      'This password is too common. Please choose a less predictable password.',
    ])
    expect((await signIn(new Request(BASE_URL), admin.email, admin.password)).isSignedIn).toBe(true)
    expect((await signIn(new Request(BASE_URL), admin.email, 'sunshine1')).isSignedIn).toBe(false)
  })

  test('a short or mismatched new password is refused with the spec messages', async () => {
    const admin = await createAdmin()
    const outcome = await callRoute(
      action,
      postForm(
        '/admin/settings',
        {
          intent: 'change-password',
          currentPassword: admin.password,
          password: '12345',
          confirmPassword: '54321',
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(replyOf(outcome).error).toMatchObject({
      password: ['Password must be at least 6 characters'],
      confirmPassword: ['Passwords do not match'],
    })
  })

  test('the right current password changes it, keeps this browser signed in and signs out the others', async () => {
    const admin = await createAdmin()
    const otherDevice = await signInAs(admin.email, admin.password)
    const outcome = await callRoute(
      action,
      postForm(
        '/admin/settings',
        {
          intent: 'change-password',
          currentPassword: admin.password,
          password: 'a-fresh-password-42',
          confirmPassword: 'a-fresh-password-42',
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    const response = outcome as Response
    // The same form and confirmation as the dashboard's password change.
    expect(response.headers.get('Location')).toBe('/admin/settings')
    expect(await toastOf(response)).toMatchObject({
      type: 'success',
      title: 'Password changed',
      description: 'Your other sessions have been signed out.',
    })
    const newCookie = cookieHeader(
      response.headers.getSetCookie().filter((cookie) => cookie.includes('session_token')),
    )
    expect(newCookie).toContain('session_token')
    expect(await getSessionUser(getRequest('/', { cookie: newCookie }))).toMatchObject({
      id: admin.id,
    })
    expect(await getSessionUser(getRequest('/', { cookie: otherDevice.cookie }))).toBeNull()
    expect((await signIn(new Request(BASE_URL), admin.email, admin.password)).isSignedIn).toBe(
      false,
    )
    expect(
      (await signIn(new Request(BASE_URL), admin.email, 'a-fresh-password-42')).isSignedIn,
    ).toBe(true)

    const db = await getDb()
    const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({ entity: 'user', entityId: admin.id, action: 'update' })
    expect(JSON.stringify(entry)).not.toContain('a-fresh-password-42')
  })
})
