import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, contentSchedules, jobListings, teamMembers, testimonials } from '#db/schema'
import { applyContentSchedules } from '~/domain/publishing/schedules.server'
import { publishDraft, submitDraft } from '~/domain/publishing/publishing.server'
import { action as teamAction, loader as teamLoader } from '~/routes/admin/team'
import { action as jobsAction } from '~/routes/admin/careers-jobs'
import { action as testimonialsAction } from '~/routes/admin/testimonials'
import { loader as publicTeamLoader } from '~/routes/public/team'
import { onContentChangedOutsideRequests } from '~/server/content-changes.server'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { setReview } from '../support/publishing'
import { staffWithRole } from '../support/investor-file'
import { callRoute, getRequest, postForm, statusOf, type TestAccount } from '../support/requests'

/*
 * Decision 053: team members, jobs, consultants and testimonials take "show on the site at"
 * and "hide from the site at" in Dubai time, as investments do. The schedule is the item's,
 * saved with its form and audited; the minute's job applies what fell due once across
 * processes and empties the page cache; an item never published waits for its approval.
 */

let admin: TestAccount
let editor: TestAccount

// 09:00 Dubai on 1 March 2030 is 05:00 UTC.
const AT = '2030-03-01T09:00'
const AT_UTC = new Date('2030-03-01T05:00:00.000Z')
const LATER = '2030-03-08T18:30'
const LATER_UTC = new Date('2030-03-08T14:30:00.000Z')

const MEMBER = {
  intent: 'create',
  name: 'Noura Schedule',
  nameAr: 'نورة الجدولة',
  position: 'Head of Partnerships',
  positionAr: 'رئيسة الشراكات',
  group: 'department',
  sortOrder: '50',
}

function onTeam(form: Record<string, string>) {
  return callRoute(teamAction, postForm('/admin/team', form, { cookie: admin.cookie }))
}

async function memberNamed(name: string) {
  const db = await getDb()
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.name, name))
  return row
}

async function scheduleOf(type: string, id: string) {
  const db = await getDb()
  const [row] = await db
    .select({ publishAt: contentSchedules.publishAt, unpublishAt: contentSchedules.unpublishAt })
    .from(contentSchedules)
    .where(and(eq(contentSchedules.itemId, id), eq(contentSchedules.contentType, type as 'job')))
  return row ?? null
}

async function namesOnTeamPage(): Promise<string[]> {
  const outcome = await callRoute(publicTeamLoader, getRequest('/team'))
  if (outcome instanceof Response) throw new Error(`team page answered ${outcome.status}`)
  return [...outcome.team.executive, ...outcome.team.department].map((row) => row.name)
}

beforeAll(async () => {
  await prepareTestApp()
  admin = await staffWithRole('admin', 'Schedule Administrator')
  editor = await staffWithRole('editor', 'Schedule Editor')
})

describe('a team member shown at a scheduled minute and hidden at another', () => {
  let id: string

  test('the dialog saves the schedule on the member, in Dubai time, audited', async () => {
    // Added hidden, to be shown at 09:00 Dubai and hidden a week later.
    expect(statusOf(await onTeam({ ...MEMBER, publishAt: AT, unpublishAt: LATER }))).toBe(302)
    const member = await memberNamed(MEMBER.name)
    id = member.id
    expect(member.isActive).toBe(false)
    expect(await scheduleOf('team-member', id)).toEqual({
      publishAt: AT_UTC,
      unpublishAt: LATER_UTC,
    })
    const screen = await callRoute(
      teamLoader,
      getRequest(`/admin/team?edit=${id}`, { cookie: admin.cookie }),
    )
    if (screen instanceof Response) throw new Error('expected data')
    expect(screen.schedule).toEqual({ publishAt: AT_UTC, unpublishAt: LATER_UTC })
    const db = await getDb()
    const audits = await db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'team_member'), eq(auditLog.entityId, id)))
    expect(audits.map((row) => row.action)).toContain('schedule')
  })

  test('a schedule that hides before it shows, or a date that is not one, is refused', async () => {
    const backwards = await onTeam({
      ...MEMBER,
      intent: 'update',
      id,
      publishAt: LATER,
      unpublishAt: AT,
    })
    expect(statusOf(backwards)).toBe(400)
    expect(JSON.stringify(backwards)).toContain('Hide it after the time it is shown')
    const nonsense = await onTeam({ ...MEMBER, intent: 'update', id, publishAt: '2030-02-31' })
    expect(statusOf(nonsense)).toBe(400)
    expect(JSON.stringify(nonsense)).toContain('Enter a date and a time')
    expect(await scheduleOf('team-member', id)).toEqual({
      publishAt: AT_UTC,
      unpublishAt: LATER_UTC,
    })
  })

  test('two processes at the minute show it once, and the page cache hears of it', async () => {
    const before = await applyContentSchedules(new Date(AT_UTC.getTime() - 60_000))
    expect(before.published.filter((row) => row.itemId === id)).toEqual([])
    expect(await namesOnTeamPage()).not.toContain(MEMBER.name)

    const calls: string[] = []
    const stop = onContentChangedOutsideRequests(async () => {
      calls.push('changed')
    })
    try {
      const [first, second] = await Promise.all([
        applyContentSchedules(AT_UTC),
        applyContentSchedules(AT_UTC),
      ])
      const shown = [...first.published, ...second.published].filter((row) => row.itemId === id)
      expect(shown).toEqual([{ contentType: 'team-member', itemId: id }])
      expect(calls.length).toBeGreaterThanOrEqual(1)
    } finally {
      stop()
    }
    expect((await memberNamed(MEMBER.name)).isActive).toBe(true)
    expect(await namesOnTeamPage()).toContain(MEMBER.name)
    // The moment that fired is gone; the one to come stays.
    expect(await scheduleOf('team-member', id)).toEqual({
      publishAt: null,
      unpublishAt: LATER_UTC,
    })
  })

  test('at the later minute it is hidden, audited as the schedule, and the schedule is gone', async () => {
    const applied = await applyContentSchedules(LATER_UTC)
    expect(applied.unpublished).toEqual(
      expect.arrayContaining([{ contentType: 'team-member', itemId: id }]),
    )
    expect((await memberNamed(MEMBER.name)).isActive).toBe(false)
    expect(await namesOnTeamPage()).not.toContain(MEMBER.name)
    expect(await scheduleOf('team-member', id)).toBeNull()
    const db = await getDb()
    const audits = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'team_member'),
          eq(auditLog.entityId, id),
          isNull(auditLog.actorId),
        ),
      )
    expect(audits.map((row) => row.after)).toEqual(
      expect.arrayContaining([
        { isActive: true, scheduled: 'publish' },
        { isActive: false, scheduled: 'unpublish' },
      ]),
    )
  })

  test('deleting the member forgets its schedule', async () => {
    expect(
      statusOf(
        await onTeam({ ...MEMBER, intent: 'update', id, unpublishAt: LATER, isActive: 'on' }),
      ),
    ).toBe(302)
    expect(await scheduleOf('team-member', id)).not.toBeNull()
    expect(statusOf(await onTeam({ intent: 'delete', id }))).toBe(302)
    expect(await scheduleOf('team-member', id)).toBeNull()
  })
})

describe('jobs and testimonials', () => {
  test('a job is hidden by its schedule at its minute', async () => {
    const saved = await callRoute(
      jobsAction,
      postForm(
        '/admin/careers/jobs?edit=job-003',
        {
          intent: 'update',
          jobId: 'job-003',
          title: 'Business Setup Consultant',
          department: 'Real Estate',
          location: 'Dubai, UAE',
          description: 'Guide clients through company formation.',
          isActive: 'on',
          unpublishAt: AT,
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(saved)).toBe(302)
    expect(await scheduleOf('job', 'job-003')).toEqual({ publishAt: null, unpublishAt: AT_UTC })
    await applyContentSchedules(AT_UTC)
    const db = await getDb()
    const [job] = await db
      .select({ isActive: jobListings.isActive })
      .from(jobListings)
      .where(eq(jobListings.id, 'job-003'))
    expect(job.isActive).toBe(false)
  })

  test('a testimonial added under review is not shown by its schedule before approval', async () => {
    await setReview(admin, 'testimonial', true)
    try {
      const created = await callRoute(
        testimonialsAction,
        postForm(
          '/admin/testimonials',
          {
            intent: 'create',
            name: 'Scheduled Client',
            title: 'Director, Scheduled Co.',
            quote: 'They kept every date they promised.',
            publishAt: AT,
          },
          { cookie: editor.cookie },
        ),
      )
      expect(statusOf(created)).toBe(302)
      const db = await getDb()
      const [row] = await db
        .select({ id: testimonials.id, isActive: testimonials.isActive })
        .from(testimonials)
        .where(eq(testimonials.name, 'Scheduled Client'))
      await applyContentSchedules(AT_UTC)
      const [waiting] = await db
        .select({ isActive: testimonials.isActive })
        .from(testimonials)
        .where(eq(testimonials.id, row.id))
      expect(waiting.isActive).toBe(false)
      expect(await scheduleOf('testimonial', row.id)).toMatchObject({ publishAt: AT_UTC })

      // Approved (hidden, as its form asked), the schedule shows it at the next minute.
      const reviewer = {
        id: admin.id,
        email: admin.email,
        name: 'Schedule Administrator',
        role: 'admin',
      }
      const editorStaff = {
        id: editor.id,
        email: editor.email,
        name: 'Schedule Editor',
        role: 'editor',
      }
      expect((await submitDraft(editorStaff, 'testimonial', row.id)).kind).toBe('submitted')
      expect((await publishDraft(reviewer, 'testimonial', row.id)).kind).toBe('published')
      await applyContentSchedules(new Date(AT_UTC.getTime() + 60_000))
      const [shown] = await db
        .select({ isActive: testimonials.isActive })
        .from(testimonials)
        .where(eq(testimonials.id, row.id))
      expect(shown.isActive).toBe(true)
    } finally {
      await setReview(admin, 'testimonial', false)
    }
  })
})
