import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, hiringEmailTemplates } from '#db/schema'
import { renderHiringTemplate } from '~/domain/careers/templates.server'
import { applicantOfLink } from '~/domain/careers/hiring.server'
import type { ActionData } from '~/lib/action-result'
import {
  action as emailAction,
  loader as emailLoader,
} from '~/routes/admin/careers-applicant-email'
import {
  action as templatesAction,
  loader as templatesLoader,
} from '~/routes/admin/careers-templates'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  applyAs,
  createHiringJob,
  eventsOf,
  mailTo,
  statusTokenIn,
} from '../support/hiring-candidate'
import { staffWithRole } from '../support/investor-file'
import {
  callRoute,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

let admin: TestAccount
let recruiter: TestAccount
let editor: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
  recruiter = await staffWithRole('recruiter', 'Rana Recruiter')
  editor = await staffWithRole('editor', 'Eddie Editor')
})

const values = { name: 'Sara', job: 'Treasury Analyst', company: 'Acme' }

describe('the templates', () => {
  test('each kind has a default in English and in Arabic, placeholders filled', async () => {
    for (const kind of ['shortlisted', 'interview-invitation', 'rejection', 'offer'] as const) {
      const en = await renderHiringTemplate(kind, 'en', values)
      const ar = await renderHiringTemplate(kind, 'ar', { ...values, job: 'محلل خزينة' })
      expect(en.subject).toContain('Treasury Analyst')
      expect(en.body).toContain('Acme')
      expect(en.body).not.toMatch(/[{}]/)
      expect(ar.subject).toContain('محلل خزينة')
      expect(ar.body).toMatch(/[\u0600-\u06FF]/)
      expect(ar.body).not.toMatch(/[{}]/)
    }
  })

  test('the screen lists 4 kinds × 2 languages; a saved edit is used, then restored', async () => {
    const page = (await callRoute(
      templatesLoader,
      getRequest('/admin/careers/templates', { cookie: recruiter.cookie }),
    )) as { templates: { kind: string; locale: string; isCustom: boolean }[] }
    expect(page.templates).toHaveLength(8)

    const saved = await callRoute(
      templatesAction,
      postForm(
        '/admin/careers/templates',
        {
          intent: 'save',
          kind: 'offer',
          locale: 'en',
          subject: 'Good news about {job}',
          body: 'Hello {name}, {company} would like you on board.',
        },
        { cookie: recruiter.cookie },
      ),
    )
    expect(statusOf(saved)).toBe(302)
    const offer = await renderHiringTemplate('offer', 'en', values)
    expect(offer).toEqual({
      subject: 'Good news about Treasury Analyst',
      body: 'Hello Sara, Acme would like you on board.',
    })
    const db = await getDb()
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'hiring_email_template'), eq(auditLog.entityId, 'offer:en')))
    expect(audit.actorId).toBe(recruiter.id)

    const restored = await callRoute(
      templatesAction,
      postForm(
        '/admin/careers/templates',
        { intent: 'restore', kind: 'offer', locale: 'en' },
        { cookie: recruiter.cookie },
      ),
    )
    expect(statusOf(restored)).toBe(302)
    expect((await renderHiringTemplate('offer', 'en', values)).subject).toBe(
      'Job offer: Treasury Analyst',
    )
  })

  test('an unknown placeholder is refused with a message, and nothing is saved', async () => {
    const outcome = await callRoute(
      templatesAction,
      postForm(
        '/admin/careers/templates',
        {
          intent: 'save',
          kind: 'offer',
          locale: 'en',
          subject: 'Offer',
          body: 'Your salary will be {salary}.',
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    const data = (outcome as unknown as { data: ActionData }).data
    expect(data.result?.error?.body?.[0]).toContain('{salary}')
    const db = await getDb()
    const rows = await db
      .select()
      .from(hiringEmailTemplates)
      .where(eq(hiringEmailTemplates.kind, 'offer'))
    expect(rows).toHaveLength(0)
  })

  test('an empty subject is refused with 400', async () => {
    const outcome = await callRoute(
      templatesAction,
      postForm(
        '/admin/careers/templates',
        { intent: 'save', kind: 'rejection', locale: 'ar', subject: ' ', body: 'نص' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
  })
})

describe('sending from an applicant', () => {
  test('the filled text in the candidate’s language; one outbox row with the status link and an email event', async () => {
    const job = await createHiringJob('Treasury Analyst', 'محلل خزينة')
    const applicant = await applyAs(job.id, {
      name: 'ليلى',
      email: 'layla.templates@example.org',
      locale: 'ar',
    })
    const before = await mailTo(applicant.email)
    expect(before).toHaveLength(1) // the acknowledgement

    const page = (await callRoute(
      emailLoader,
      getRequest(`/admin/careers/applicants/${applicant.id}/email?template=shortlisted`, {
        cookie: recruiter.cookie,
      }),
      { id: applicant.id },
    )) as { text: { subject: string; body: string }; applicant: { locale: string } }
    expect(page.applicant.locale).toBe('ar')
    expect(page.text.subject).toContain('محلل خزينة')
    expect(page.text.body).toMatch(/[\u0600-\u06FF]/)

    const sent = await callRoute(
      emailAction,
      postForm(
        `/admin/careers/applicants/${applicant.id}/email`,
        {
          template: 'shortlisted',
          subject: page.text.subject,
          body: `${page.text.body}\n\nمع تحيات {company}`,
        },
        { cookie: recruiter.cookie },
      ),
      { id: applicant.id },
    )
    expect(statusOf(sent)).toBe(302)
    expect((sent as Response).headers.get('Location')).toBe(
      `/admin/careers/applicants/${applicant.id}`,
    )
    const after = await mailTo(applicant.email)
    expect(after).toHaveLength(2)
    const mail = after[1]
    expect(mail.subject).toBe(page.text.subject)
    expect(mail.text).toContain(page.text.body)
    expect(mail.text).not.toContain('{company}')
    // The e-mail ends with the candidate's link, which opens this application.
    const lastLine = mail.text.trim().split('\n').at(-1) ?? ''
    expect(lastLine).toContain('/ar/careers/applications/')
    expect(await applicantOfLink(statusTokenIn(lastLine))).toBe(applicant.id)

    const events = await eventsOf(applicant.id, 'email')
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      body: page.text.subject,
      actorId: recruiter.id,
      facts: { template: 'shortlisted' },
    })
  })

  test('an unknown placeholder in the edited text is refused; nothing is queued', async () => {
    const job = await createHiringJob('Legal Counsel')
    const applicant = await applyAs(job.id, { name: 'Tom', email: 'tom.tpl@example.org' })
    const outcome = await callRoute(
      emailAction,
      postForm(
        `/admin/careers/applicants/${applicant.id}/email`,
        { template: 'offer', subject: 'Offer', body: 'We offer {salary}.' },
        { cookie: admin.cookie },
      ),
      { id: applicant.id },
    )
    expect(statusOf(outcome)).toBe(400)
    expect(await mailTo(applicant.email)).toHaveLength(1)
    expect(await eventsOf(applicant.id, 'email')).toHaveLength(0)
  })

  test('an unknown applicant is 404', async () => {
    const outcome = await callRoute(
      emailLoader,
      getRequest('/admin/careers/applicants/app_nope/email', { cookie: admin.cookie }),
      { id: 'app_nope' },
    )
    expect(statusOf(outcome)).toBe(404)
  })
})

describe('who may use them', () => {
  test('an Editor gets 403 on the templates and on sending; nothing changes', async () => {
    const job = await createHiringJob('Marketing Lead')
    const applicant = await applyAs(job.id, { name: 'Ed', email: 'ed.tpl@example.org' })
    const screens = [
      await callRoute(
        templatesLoader,
        getRequest('/admin/careers/templates', { cookie: editor.cookie }),
      ),
      await callRoute(
        templatesAction,
        postForm(
          '/admin/careers/templates',
          { intent: 'save', kind: 'offer', locale: 'en', subject: 'x', body: 'y' },
          { cookie: editor.cookie },
        ),
      ),
      await callRoute(
        emailLoader,
        getRequest(`/admin/careers/applicants/${applicant.id}/email`, { cookie: editor.cookie }),
        { id: applicant.id },
      ),
      await callRoute(
        emailAction,
        postForm(
          `/admin/careers/applicants/${applicant.id}/email`,
          { template: 'offer', subject: 'x', body: 'y' },
          { cookie: editor.cookie },
        ),
        { id: applicant.id },
      ),
    ]
    for (const outcome of screens) expect(statusOf(outcome)).toBe(403)
    expect(await mailTo(applicant.email)).toHaveLength(1)
    const db = await getDb()
    expect(await db.select().from(hiringEmailTemplates)).toHaveLength(0)
  })
})
