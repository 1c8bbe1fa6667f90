import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, consultancyRequests, consultants, jobListings, teamMembers } from '#db/schema'
import { jobSocialCard } from '~/domain/seo/social-cards.server'
import { newId } from '~/lib/ids'
import { PERSON_NAME_MAX, TITLE_MAX } from '~/lib/field-limits'
import { action as jobsAction, loader as jobsLoader } from '~/routes/admin/careers-jobs'
import * as consultantsRoute from '~/routes/admin/consultancy-consultants'
import * as requestsRoute from '~/routes/admin/consultancy-requests'
import { action as teamAction, loader as teamAdminLoader } from '~/routes/admin/team'
import { loader as careersLoader } from '~/routes/public/careers'
import { loader as consultancyLoader } from '~/routes/public/consultancy'
import { loader as teamLoader } from '~/routes/public/team'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

/*
 * Issue 13, decision 018: a job's, a team member's and a consultant's texts have Arabic
 * twins, edited beside the English in the admin dialogs; an Arabic page shows the twin, or
 * the English text (named in `inEnglish`) where the twin is empty. Values chosen from a
 * fixed list stay English in the database and are shown through the catalog.
 */

let admin: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
})

const unique = () => crypto.randomUUID().slice(0, 8)

function adminPost(path: string, fields: Record<string, string | undefined>) {
  return postForm(path, fields, { cookie: admin.cookie })
}

type Refusal = { data: { result: { error: Record<string, string[]> } } }

function fieldErrors(outcome: unknown): Record<string, string[]> {
  return (outcome as Refusal).data.result.error
}

async function lastAudit(entity: string, entityId: string) {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

// ---------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------

const jobEnglish = {
  department: 'Legal',
  location: 'Dubai, UAE',
  type: 'Part-time',
  experience: '5+ years',
  description: 'Advise our clients on UAE company law.',
  responsibilities: 'Review contracts\nAdvise clients',
  requirements: 'Law degree\nUAE bar admission',
  isActive: 'on',
}

const jobArabic = {
  locationAr: 'دبي، الإمارات العربية المتحدة',
  experienceAr: '5 سنوات فأكثر',
  descriptionAr: 'تقديم المشورة لعملائنا في قانون الشركات الإماراتي.',
  responsibilitiesAr: 'مراجعة العقود\n\n  تقديم المشورة للعملاء  \n',
  requirementsAr: 'شهادة في القانون\nقيد في جدول المحامين بالدولة',
}

async function createJob(fields: Record<string, string>) {
  const outcome = await callRoute(
    jobsAction,
    adminPost('/admin/careers/jobs', { intent: 'create', ...fields }),
  )
  expect(statusOf(outcome)).toBe(302)
  const db = await getDb()
  const [job] = await db.select().from(jobListings).where(eq(jobListings.title, fields.title))
  return job
}

async function careersPage(path: string) {
  const outcome = await callRoute(careersLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`unexpected ${outcome.status}`)
  return outcome
}

describe('a job in two languages', () => {
  const title = `Corporate Lawyer ${unique()}`
  const titleAr = 'محامٍ متخصص في قانون الشركات'
  let jobId: string

  beforeAll(async () => {
    const job = await createJob({ title, titleAr, ...jobEnglish, ...jobArabic })
    jobId = job.id
  })

  test('the admin action stores both languages (lists one item a line) and audits them', async () => {
    const db = await getDb()
    const [row] = await db.select().from(jobListings).where(eq(jobListings.id, jobId))
    expect(row).toMatchObject({
      title,
      titleAr,
      locationAr: jobArabic.locationAr,
      experienceAr: jobArabic.experienceAr,
      descriptionAr: jobArabic.descriptionAr,
      responsibilitiesAr: 'مراجعة العقود\nتقديم المشورة للعملاء',
      requirementsAr: jobArabic.requirementsAr,
      // Chosen from a list: stored in English whatever the page's language.
      department: 'Legal',
      type: 'Part-time',
    })
    expect((await lastAudit('job', jobId)).after).toMatchObject({ titleAr, department: 'Legal' })
  })

  test('/ar/careers reads the Arabic texts, its JSON-LD too; /careers keeps the English', async () => {
    const arabic = await careersPage('/ar/careers?department=Legal')
    const card = arabic.jobs.find((job) => job.id === jobId)
    expect(card).toMatchObject({
      title: titleAr,
      location: jobArabic.locationAr,
      experience: jobArabic.experienceAr,
      description: jobArabic.descriptionAr,
      responsibilities: ['مراجعة العقود', 'تقديم المشورة للعملاء'],
      requirements: ['شهادة في القانون', 'قيد في جدول المحامين بالدولة'],
      department: 'Legal',
      type: 'Part-time',
      inEnglish: [],
    })
    expect(card).not.toHaveProperty('titleAr')
    const posting = arabic.jobPostingsLd.find((ld) => ld.identifier.value === jobId)
    expect(posting).toMatchObject({
      title: titleAr,
      description: jobArabic.descriptionAr,
      employmentType: 'PART_TIME',
      url: expect.stringMatching(/\/ar\/careers$/),
      jobLocation: { address: { addressLocality: 'دبي' } },
    })

    const english = await careersPage('/careers?department=Legal')
    expect(english.jobs.find((job) => job.id === jobId)).toMatchObject({
      title,
      description: jobEnglish.description,
      inEnglish: [],
    })
    const englishPosting = english.jobPostingsLd.find((ld) => ld.identifier.value === jobId)
    expect(englishPosting).toMatchObject({ title, url: expect.stringMatching(/[^r]\/careers$/) })
  })

  test('the Arabic link card names the job, its department and type in Arabic', async () => {
    const card = await jobSocialCard(jobId, 'ar')
    expect(card?.title).toBe(titleAr)
    expect(card?.subtitle).toBe(`الشؤون القانونية · ${jobArabic.locationAr} · دوام جزئي`)
    expect((await jobSocialCard(jobId))?.title).toBe(title)
  })

  test('the edit dialog loads every twin, and an edit saves them', async () => {
    const page = await callRoute(
      jobsLoader,
      getRequest(`/admin/careers/jobs?edit=${jobId}`, { cookie: admin.cookie }),
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.selected).toMatchObject({ titleAr, descriptionAr: jobArabic.descriptionAr })

    const outcome = await callRoute(
      jobsAction,
      adminPost(`/admin/careers/jobs?edit=${jobId}`, {
        intent: 'update',
        jobId,
        title,
        titleAr: 'مستشار قانوني أول',
        ...jobEnglish,
        ...jobArabic,
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    const db = await getDb()
    const [row] = await db.select().from(jobListings).where(eq(jobListings.id, jobId))
    expect(row.titleAr).toBe('مستشار قانوني أول')
    const audit = await lastAudit('job', jobId)
    expect(audit.before).toMatchObject({ titleAr })
    expect(audit.after).toMatchObject({ titleAr: 'مستشار قانوني أول' })
  })
})

describe('a job whose Arabic is partly missing', () => {
  const title = `Paralegal ${unique()}`
  const titleAr = 'مساعد قانوني'
  let jobId: string

  beforeAll(async () => {
    jobId = (await createJob({ title, titleAr, ...jobEnglish })).id
  })

  test('/ar/careers shows the Arabic title and the English texts, naming them in inEnglish', async () => {
    const { jobs } = await careersPage('/ar/careers')
    const card = jobs.find((job) => job.id === jobId)
    expect(card?.title).toBe(titleAr)
    expect(card?.description).toBe(jobEnglish.description)
    expect(card?.responsibilities).toEqual(['Review contracts', 'Advise clients'])
    expect(card?.inEnglish.sort()).toEqual(
      ['description', 'experience', 'location', 'requirements', 'responsibilities'].sort(),
    )
  })

  test('the admin list has both languages of the row, to mark it "Arabic missing"', async () => {
    const page = await callRoute(
      jobsLoader,
      getRequest(`/admin/careers/jobs?q=${encodeURIComponent(title)}`, { cookie: admin.cookie }),
    )
    if (page instanceof Response) throw new Error('expected data')
    expect(page.page.rows).toEqual([
      expect.objectContaining({ title, titleAr, descriptionAr: '', locationAr: '' }),
    ])
  })

  test('an Arabic title over its limit is refused on that field, and nothing is saved', async () => {
    const refusedTitle = `Refused Job ${unique()}`
    const outcome = await callRoute(
      jobsAction,
      adminPost('/ar/admin/careers/jobs', {
        intent: 'create',
        title: refusedTitle,
        titleAr: 'ع'.repeat(TITLE_MAX + 1),
        ...jobEnglish,
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(fieldErrors(outcome).titleAr).toEqual([`يجب ألا يتجاوز النص ${TITLE_MAX} حرفاً`])
    const db = await getDb()
    const saved = await db.select().from(jobListings).where(eq(jobListings.title, refusedTitle))
    expect(saved).toEqual([])
  })
})

// ---------------------------------------------------------------------------
// Team
// ---------------------------------------------------------------------------

function memberFields(name: string, overrides: Record<string, string> = {}) {
  return {
    intent: 'create',
    name,
    position: 'Head of Research',
    bio: 'Leads the research team.',
    group: 'department',
    isActive: 'on',
    ...overrides,
  }
}

async function publicTeam(path: string) {
  const outcome = await callRoute(teamLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`unexpected ${outcome.status}`)
  return outcome.team.department
}

describe('a team member in two languages', () => {
  test('saved through the admin, shown in Arabic on /ar/team and in English on /team', async () => {
    const name = `Reem ${unique()}`
    const outcome = await callRoute(
      teamAction,
      adminPost(
        '/admin/team',
        memberFields(name, {
          nameAr: 'ريم الحمادي',
          positionAr: 'رئيسة قسم الأبحاث',
          bioAr: 'تقود فريق أبحاث السوق.',
        }),
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    const db = await getDb()
    const [row] = await db.select().from(teamMembers).where(eq(teamMembers.name, name))
    expect(row).toMatchObject({ nameAr: 'ريم الحمادي', positionAr: 'رئيسة قسم الأبحاث' })
    expect((await lastAudit('team_member', row.id)).after).toMatchObject({
      bioAr: 'تقود فريق أبحاث السوق.',
    })

    const arabic = (await publicTeam('/ar/team')).find((member) => member.id === row.id)
    expect(arabic).toMatchObject({
      name: 'ريم الحمادي',
      position: 'رئيسة قسم الأبحاث',
      bio: 'تقود فريق أبحاث السوق.',
      inEnglish: [],
    })
    expect(arabic).not.toHaveProperty('nameAr')
    const english = (await publicTeam('/team')).find((member) => member.id === row.id)
    expect(english).toMatchObject({ name, position: 'Head of Research', inEnglish: [] })

    const edit = await callRoute(
      teamAdminLoader,
      getRequest(`/admin/team?edit=${row.id}`, { cookie: admin.cookie }),
    )
    if (edit instanceof Response) throw new Error('expected data')
    expect(edit.selected).toMatchObject({ nameAr: 'ريم الحمادي', bioAr: 'تقود فريق أبحاث السوق.' })
  })

  test('an empty Arabic bio leaves the English one, named in inEnglish', async () => {
    const name = `Omar ${unique()}`
    await callRoute(
      teamAction,
      adminPost('/admin/team', memberFields(name, { nameAr: 'عمر', positionAr: 'محلل' })),
    )
    const member = (await publicTeam('/ar/team')).find((row) => row.name === 'عمر')
    expect(member).toMatchObject({ bio: 'Leads the research team.', inEnglish: ['bio'] })
  })

  test('an Arabic name over its limit is refused on that field, and nothing is saved', async () => {
    const name = `Refused Member ${unique()}`
    const outcome = await callRoute(
      teamAction,
      adminPost('/admin/team', memberFields(name, { nameAr: 'ع'.repeat(PERSON_NAME_MAX + 1) })),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(fieldErrors(outcome).nameAr).toEqual([`Must be at most ${PERSON_NAME_MAX} characters`])
    const db = await getDb()
    expect(await db.select().from(teamMembers).where(eq(teamMembers.name, name))).toEqual([])
  })
})

// ---------------------------------------------------------------------------
// Consultants
// ---------------------------------------------------------------------------

const CONSULTANTS = '/admin/consultancy/consultants'

const consultantEnglish = {
  intent: 'create',
  title: 'Cloud Investment Advisor',
  specialization: 'Data centres',
  experience: '8+ years',
  bio: 'Advises investors on digital infrastructure.',
  department: 'Strategy',
  expertise: 'Technology Ventures, Cloud Infrastructure',
  availability: 'Limited Availability',
  isActive: 'on',
}

async function publicConsultants(path: string) {
  const outcome = await callRoute(consultancyLoader, getRequest(path))
  if (outcome instanceof Response) throw new Error(`unexpected ${outcome.status}`)
  return outcome.consultants
}

describe('a consultant in two languages', () => {
  test('saved through the admin (an Arabic expertise list too), shown in Arabic on /ar/consultancy', async () => {
    const name = `Hessa ${unique()}`
    const outcome = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, {
        ...consultantEnglish,
        name,
        nameAr: 'حصة الكتبي',
        titleAr: 'مستشارة الاستثمار السحابي',
        specializationAr: 'مراكز البيانات',
        experienceAr: '8 سنوات فأكثر',
        bioAr: 'تقدم المشورة للمستثمرين في البنية التحتية الرقمية.',
        expertiseAr: 'مشاريع التكنولوجيا، البنية التحتية السحابية',
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    const db = await getDb()
    const [row] = await db.select().from(consultants).where(eq(consultants.name, name))
    expect(row).toMatchObject({
      nameAr: 'حصة الكتبي',
      specializationAr: 'مراكز البيانات',
      experienceAr: '8 سنوات فأكثر',
      expertiseAr: ['مشاريع التكنولوجيا', 'البنية التحتية السحابية'],
      availability: 'Limited Availability',
    })
    expect((await lastAudit('consultant', row.id)).after).toMatchObject({ nameAr: 'حصة الكتبي' })

    // The tab matches the English expertise, so it finds her on the Arabic page too.
    const arabic = (await publicConsultants('/ar/consultancy?tab=technology')).find(
      (consultant) => consultant.id === row.id,
    )
    expect(arabic).toMatchObject({
      name: 'حصة الكتبي',
      title: 'مستشارة الاستثمار السحابي',
      bio: 'تقدم المشورة للمستثمرين في البنية التحتية الرقمية.',
      expertise: ['مشاريع التكنولوجيا', 'البنية التحتية السحابية'],
      availability: 'Limited Availability',
      inEnglish: [],
    })
    const english = (await publicConsultants('/consultancy?tab=technology')).find(
      (consultant) => consultant.id === row.id,
    )
    expect(english).toMatchObject({
      name,
      expertise: ['Technology Ventures', 'Cloud Infrastructure'],
      inEnglish: [],
    })

    const edit = await callRoute(
      consultantsRoute.loader,
      getRequest(`${CONSULTANTS}?edit=${row.id}`, { cookie: admin.cookie }),
    )
    if (edit instanceof Response) throw new Error('expected data')
    expect(edit.selected).toMatchObject({
      titleAr: 'مستشارة الاستثمار السحابي',
      expertiseAr: ['مشاريع التكنولوجيا', 'البنية التحتية السحابية'],
    })
  })

  test('without Arabic, /ar/consultancy shows the English texts and names them', async () => {
    const name = `Layla ${unique()}`
    await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, { ...consultantEnglish, name, nameAr: 'ليلى' }),
    )
    const card = (await publicConsultants('/ar/consultancy')).find((row) => row.name === 'ليلى')
    expect(card).toMatchObject({
      title: consultantEnglish.title,
      expertise: ['Technology Ventures', 'Cloud Infrastructure'],
    })
    expect(card?.inEnglish.sort()).toEqual(['bio', 'expertise', 'title'])
  })

  test('an Arabic title over its limit is refused on that field, and nothing is saved', async () => {
    const name = `Refused Consultant ${unique()}`
    const outcome = await callRoute(
      consultantsRoute.action,
      adminPost(CONSULTANTS, {
        ...consultantEnglish,
        name,
        titleAr: 'ع'.repeat(TITLE_MAX + 1),
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(fieldErrors(outcome).titleAr).toEqual([`Must be at most ${TITLE_MAX} characters`])
    const db = await getDb()
    expect(await db.select().from(consultants).where(eq(consultants.name, name))).toEqual([])
  })

  test('a request status saved on an Arabic admin page is named by its Arabic label', async () => {
    const db = await getDb()
    const id = newId('creq')
    await db.insert(consultancyRequests).values({
      id,
      consultantId: null,
      name: 'Arabic Status Request',
      email: 'status@example.org',
      phone: '+971 50 000 0000',
      message: 'Please call me.',
    })
    const outcome = await callRoute(
      requestsRoute.action,
      adminPost(`/ar/admin/consultancy/requests?view=${id}`, {
        intent: 'update',
        id,
        status: 'Scheduled',
        field: 'status',
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((await toastOf(outcome))?.description).toBe('تم تحديث حالة الطلب إلى تم تحديد الموعد')
    const [row] = await db
      .select({ status: consultancyRequests.status })
      .from(consultancyRequests)
      .where(eq(consultancyRequests.id, id))
    expect(row.status).toBe('Scheduled')
  })
})
