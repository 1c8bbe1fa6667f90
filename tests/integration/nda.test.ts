import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, ndaAcceptances, ndaVersions, user } from '#db/schema'
import { currentNda, roomStanding } from '~/domain/investors/room-access.server'
import { action as staffNdaAction, loader as staffNdaLoader } from '~/routes/admin/nda'
import { action as acceptAction, loader as acceptLoader } from '~/routes/public/investment-nda'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

// Decision 043: NDA texts, versioned in both languages, the company default or an
// investment's own; a signed-in reader accepts the current version by typing their name.

beforeAll(() => prepareTestApp())

type Answer = { data: { result?: { error?: Record<string, string[] | null> } } }
const errorsOf = (outcome: unknown) => (outcome as Answer).data.result?.error ?? {}

type AcceptPage = {
  nda: { id: string; version: number; text: string } | null
  acceptedAt: Date | null
}

let admin: TestAccount
let desk: TestAccount

async function withRole(name: string, role: string): Promise<TestAccount> {
  const account = await createSignedInUser({ name })
  const db = await getDb()
  await db.update(user).set({ role }).where(eq(user.id, account.id))
  return account
}

function publish(account: TestAccount, path: string, body: string, bodyAr: string) {
  const id = /investments\/([^/]+)\/nda/.exec(path)?.[1]
  return callRoute(
    staffNdaAction,
    postForm(path, { intent: 'publish', body, bodyAr }, { cookie: account.cookie }),
    id ? { id } : {},
  )
}

function acceptPage(account: TestAccount, investmentId: string, lang = '') {
  return callRoute(
    acceptLoader,
    getRequest(`${lang}/investments/${investmentId}/nda`, { cookie: account.cookie }),
    { id: investmentId },
  ) as Promise<AcceptPage>
}

function accept(
  account: TestAccount,
  investmentId: string,
  fields: Record<string, string | undefined>,
  ip = '192.0.2.44',
) {
  return callRoute(
    acceptAction,
    postForm(`/investments/${investmentId}/nda`, fields, {
      cookie: account.cookie,
      headers: { 'x-client-ip': ip },
    }),
    { id: investmentId },
  )
}

async function acceptancesOf(userId: string) {
  const db = await getDb()
  return db.select().from(ndaAcceptances).where(eq(ndaAcceptances.userId, userId))
}

beforeAll(async () => {
  admin = await signInAsAdmin()
  desk = await withRole('Desk Officer', 'investment_desk')
  // Start from an install where no NDA was written (the seed has a default one).
  const db = await getDb()
  await db.delete(ndaVersions)
})

describe('before any NDA is written', () => {
  test('the page says documents under NDA are not available yet', async () => {
    const reader = await createSignedInUser()
    const page = await acceptPage(reader, 'inv-001')
    expect(page.nda).toBeNull()
  })

  test('a visitor is sent to sign in and comes back', async () => {
    const outcome = await callRoute(acceptLoader, getRequest('/investments/inv-001/nda'), {
      id: 'inv-001',
    })
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/investments/inv-001/nda')}`,
    )
  })
})

describe('staff publish NDA versions', () => {
  test('the Investment Desk reads the screen but may not publish (403); nothing saved', async () => {
    const screen = await callRoute(
      staffNdaLoader,
      getRequest('/admin/nda', { cookie: desk.cookie }),
    )
    expect(statusOf(screen)).toBe(200)
    const outcome = await publish(desk, '/admin/nda', 'Text', 'نص')
    expect(statusOf(outcome)).toBe(403)
    expect(await currentNda('inv-001')).toBeNull()
  })

  test('both languages are required', async () => {
    const outcome = await publish(admin, '/admin/nda', 'Only English', '')
    expect(statusOf(outcome)).toBe(400)
    expect(errorsOf(outcome).bodyAr).toEqual(['Write the agreement in Arabic'])
  })

  test('an Administrator publishes the default; it is audited by sizes, and applies to every investment', async () => {
    const outcome = await publish(admin, '/admin/nda', 'Keep it secret.', 'حافظ على السرية.')
    expect(statusOf(outcome)).toBe(302)
    const nda = await currentNda('inv-003')
    expect(nda).toMatchObject({ version: 1, body: 'Keep it secret.', isDefault: true })
    const db = await getDb()
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'nda_version'), eq(auditLog.entityId, nda!.id)))
    expect(entry.after).toEqual({
      investmentId: null,
      version: 1,
      bodyLength: 'Keep it secret.'.length,
      bodyArLength: 'حافظ على السرية.'.length,
    })
  })
})

describe('a reader accepts the NDA', () => {
  test('a wrong name or no tick is refused with a message, and nothing is saved', async () => {
    const reader = await createSignedInUser({ name: 'Layla Haddad' })
    const page = await acceptPage(reader, 'inv-001')
    const wrongName = await accept(reader, 'inv-001', {
      ndaVersionId: page.nda!.id,
      typedName: 'Someone Else',
      accept: 'on',
    })
    expect(statusOf(wrongName)).toBe(400)
    expect(errorsOf(wrongName).typedName).toEqual(['The name must be the name on your account'])
    const noTick = await accept(reader, 'inv-001', {
      ndaVersionId: page.nda!.id,
      typedName: 'Layla Haddad',
    })
    expect(statusOf(noTick)).toBe(400)
    expect(errorsOf(noTick).accept).toEqual(['Tick the box to accept the agreement'])
    expect(await acceptancesOf(reader.id)).toEqual([])
  })

  test('the acceptance keeps the typed name, the address, the version and the investment', async () => {
    const reader = await createSignedInUser({ name: 'Omar Saleh' })
    const page = await acceptPage(reader, 'inv-001')
    expect(page.nda).toMatchObject({ version: 1, text: 'Keep it secret.' })
    expect((await acceptPage(reader, 'inv-001', '/ar')).nda?.text).toBe('حافظ على السرية.')

    // Case and the spaces at the ends aside, the name is the account's.
    const outcome = await accept(reader, 'inv-001', {
      ndaVersionId: page.nda!.id,
      typedName: '  omar SALEH ',
      accept: 'on',
    })
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/investments/inv-001?tab=resources')
    const [row] = await acceptancesOf(reader.id)
    expect(row).toMatchObject({
      ndaVersionId: page.nda!.id,
      investmentId: 'inv-001',
      typedName: 'omar SALEH',
      ip: '192.0.2.44',
    })
    expect(row.acceptedAt).toBeInstanceOf(Date)

    const again = await acceptPage(reader, 'inv-001')
    expect(again.acceptedAt).toEqual(row.acceptedAt)
    expect((await roomStanding({ id: reader.id, role: 'user' }, 'inv-001')).hasAcceptedNda).toBe(
      true,
    )

    // Staff see who accepted, newest first.
    const screen = (await callRoute(
      staffNdaLoader,
      getRequest('/admin/nda', { cookie: admin.cookie }),
    )) as { acceptances: { rows: { typedName: string; ip: string; version: number }[] } }
    expect(screen.acceptances.rows[0]).toMatchObject({
      typedName: 'omar SALEH',
      ip: '192.0.2.44',
      version: 1,
    })
  })

  test('a new version asks again: the earlier acceptance no longer counts', async () => {
    const reader = await createSignedInUser({ name: 'Sara Nasser' })
    const first = await acceptPage(reader, 'inv-004')
    await accept(reader, 'inv-004', {
      ndaVersionId: first.nda!.id,
      typedName: 'Sara Nasser',
      accept: 'on',
    })
    const standing = () => roomStanding({ id: reader.id, role: 'user' }, 'inv-004')
    expect((await standing()).hasAcceptedNda).toBe(true)

    await publish(admin, '/admin/nda', 'Keep it secret, version two.', 'الإصدار الثاني.')
    expect((await standing()).hasAcceptedNda).toBe(false)
    const second = await acceptPage(reader, 'inv-004')
    expect(second).toMatchObject({ nda: { version: 2 }, acceptedAt: null })

    // The old version's id, sent from a page read before the new one, is refused.
    const stale = await accept(reader, 'inv-004', {
      ndaVersionId: first.nda!.id,
      typedName: 'Sara Nasser',
      accept: 'on',
    })
    expect(statusOf(stale)).toBe(409)
    expect((await standing()).hasAcceptedNda).toBe(false)

    await accept(reader, 'inv-004', {
      ndaVersionId: second.nda!.id,
      typedName: 'Sara Nasser',
      accept: 'on',
    })
    expect((await standing()).hasAcceptedNda).toBe(true)
  })

  test("an investment's own NDA overrides the default", async () => {
    const outcome = await publish(
      admin,
      '/admin/investments/inv-002/nda',
      'Fund-specific terms.',
      'شروط خاصة بالصندوق.',
    )
    expect(statusOf(outcome)).toBe(302)
    expect(await currentNda('inv-002')).toMatchObject({
      version: 1,
      body: 'Fund-specific terms.',
      isDefault: false,
    })
    expect(await currentNda('inv-001')).toMatchObject({ version: 2, isDefault: true })
    const reader = await createSignedInUser()
    expect((await acceptPage(reader, 'inv-002')).nda?.text).toBe('Fund-specific terms.')
    // The Investment Desk may not publish an investment's own either.
    expect(statusOf(await publish(desk, '/admin/investments/inv-002/nda', 'x', 'س'))).toBe(403)
  })
})
