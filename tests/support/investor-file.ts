import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { investorFiles, user } from '#db/schema'
import { action as fileAction } from '~/routes/account/investor'
import { action as reviewAction } from '~/routes/admin/investor'
import { dubaiToday } from '~/domain/investors/investor-file-schema'
import { getDb } from '~/server/db.server'
import { callRoute, createSignedInUser, postForm, statusOf, type TestAccount } from './requests'

/*
 * The investor file's steps as its screens take them (decision 043): the investor uploads
 * and submits on /dashboard/investor, staff review on /admin/investors/:id. Shared by the
 * tests of the file itself and of the records an erasure keeps.
 */

const DAY_MS = 24 * 60 * 60_000

/** The smallest PDF the upload checks accept (a catalog with no pages). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

export const tinyPdf = (name: string) => new File([TINY_PDF], name, { type: 'application/pdf' })

/** A date `days` from today in the company's calendar (Asia/Dubai), as the form sends it. */
export const dubaiDateIn = (days: number) => dubaiToday(new Date(Date.now() + days * DAY_MS))

export const INVESTOR_DETAILS = {
  classification: 'retail',
  nationality: 'Emirati',
  residence: 'United Arab Emirates',
}

/** A signed-in account given a staff role. */
export async function staffWithRole(role: string, name = `Staff ${role}`): Promise<TestAccount> {
  const account = await createSignedInUser({ name })
  const db = await getDb()
  await db.update(user).set({ role }).where(eq(user.id, account.id))
  return account
}

export function postInvestorFile(
  account: TestAccount,
  fields: Record<string, string | File>,
  path = '/dashboard/investor',
) {
  return callRoute(fileAction, postForm(path, fields, { cookie: account.cookie }))
}

export async function investorFileOf(account: Pick<TestAccount, 'id'>) {
  const db = await getDb()
  const [file] = await db.select().from(investorFiles).where(eq(investorFiles.userId, account.id))
  return file
}

/** A passport valid for 400 days and a proof of address, each answered with a redirect. */
export async function uploadIdentityDocuments(account: TestAccount) {
  const passport = await postInvestorFile(account, {
    intent: 'upload',
    kind: 'passport',
    expiresOn: dubaiDateIn(400),
    document: tinyPdf('passport.pdf'),
  })
  expect(statusOf(passport)).toBe(302)
  const proof = await postInvestorFile(account, {
    intent: 'upload',
    kind: 'proof-of-address',
    document: tinyPdf('bill.pdf'),
  })
  expect(statusOf(proof)).toBe(302)
}

/** A complete file, submitted: pending review. Returns its id. */
export async function submitInvestorFile(
  account: TestAccount,
  details: Record<string, string> = INVESTOR_DETAILS,
): Promise<string> {
  await uploadIdentityDocuments(account)
  expect(statusOf(await postInvestorFile(account, { intent: 'submit', ...details }))).toBe(302)
  const file = await investorFileOf(account)
  expect(file.state).toBe('pending')
  return file.id
}

export function reviewInvestorFile(staff: TestAccount, id: string, fields: Record<string, string>) {
  return callRoute(
    reviewAction,
    postForm(`/admin/investors/${id}`, fields, { cookie: staff.cookie }),
    { id },
  )
}
