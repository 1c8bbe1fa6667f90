import { APIError } from 'better-auth/api'
import { dataRequests } from '#db/schema'
import { isAddressProven } from '~/domain/accounts/address-proof.server'
import { messagesOf } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { newId } from '~/lib/ids'
import { done, refused, type FormOutcome } from '~/server/action.server'
import { getAuth } from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import type { SessionUser } from '~/server/session.server'
import {
  buildPersonalDataZip,
  DATA_REQUEST_DUE_MS,
  emailHash,
  erasePersonalData,
  recordPersonalDataExport,
  keptRecordsNotice,
} from './personal-data.server'

/*
 * A signed-in person's own data, from the dashboard (issue 16, decision 027): the export is
 * answered at once and the erasure on confirmation with the password, each recorded as a
 * data request (source 'account') beside the visitors' and the staff's. Both cover what the
 * address alone links only once the account has proven it (decision 034).
 */

type Account = Pick<SessionUser, 'id' | 'email' | 'isAdmin'>

/**
 * The signed-in person's ZIP, recorded as a completed export request and in the audit log
 * (counts only). The file's name says whose site and which day.
 */
export async function exportOwnData(
  request: Request,
  account: Account,
): Promise<{ zip: Uint8Array; filename: string }> {
  const id = newId('dreq')
  const [{ zip, counts }, addressProven] = await Promise.all([
    buildPersonalDataZip({ email: account.email, userId: account.id }),
    isAddressProven(account.id),
  ])
  const now = new Date()
  const db = await getDb()
  await db.transaction(async (tx) => {
    await tx.insert(dataRequests).values({
      id,
      email: account.email,
      emailHash: emailHash(account.email),
      userId: account.id,
      addressProven,
      kind: 'export',
      state: 'completed',
      source: 'account',
      requestedAt: now,
      dueAt: new Date(now.getTime() + DATA_REQUEST_DUE_MS),
      confirmedAt: now,
      completedAt: now,
      summary: counts,
      locale: localeOfRequest(request),
    })
    await recordPersonalDataExport(
      { actor: { id: account.id, email: account.email }, dataRequestId: id },
      counts,
      tx,
    )
  })
  return { zip, filename: `uae-invest-my-data-${now.toISOString().slice(0, 10)}.zip` }
}

/** Set-Cookie headers that remove better-auth's session cookies from the browser. */
async function expiredSessionCookies(): Promise<Headers> {
  const { authCookies } = await (await getAuth()).$context
  const headers = new Headers()
  for (const cookie of [
    authCookies.sessionToken,
    authCookies.sessionData,
    authCookies.dontRememberToken,
  ]) {
    const { path = '/', secure, sameSite = 'lax' } = cookie.attributes
    headers.append(
      'Set-Cookie',
      `${cookie.name}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=${String(sameSite)}${secure ? '; Secure' : ''}`,
    )
  }
  return headers
}

async function isOwnPassword(request: Request, password: string): Promise<boolean> {
  const auth = await getAuth()
  try {
    await auth.api.verifyPassword({ body: { password }, headers: request.headers })
    return true
  } catch (error) {
    if (error instanceof APIError) return false
    throw error
  }
}

/**
 * Deletes the signed-in person's account and erases their data, once their password is
 * right: recorded as an erasure request (source 'account'), erased (their sessions go with
 * the account), the browser's cookie cleared, and home with the confirmation. Staff accounts
 * are refused: an Administrator removes them (and the last Administrator is never removed).
 */
export async function deleteOwnAccount(
  request: Request,
  account: Account,
  input: { password: string },
): Promise<FormOutcome> {
  const messages = messagesOf(request)
  const m = messages.accounts.deleteAccount
  if (account.isAdmin) return refused(403, { title: messages.accounts.yourData.staffCannotDelete })
  if (!(await isOwnPassword(request, input.password)))
    return { kind: 'refused', fieldErrors: { password: [m.wrongPassword] } }

  const id = newId('dreq')
  const now = new Date()
  const db = await getDb()
  await db.insert(dataRequests).values({
    id,
    email: account.email,
    emailHash: emailHash(account.email),
    userId: account.id,
    // Decision 034: an unproven account's erasure covered its own records only; a restore
    // that erases it again must not take what its address alone links.
    addressProven: await isAddressProven(account.id),
    kind: 'erasure',
    state: 'confirmed',
    source: 'account',
    requestedAt: now,
    dueAt: new Date(now.getTime() + DATA_REQUEST_DUE_MS),
    confirmedAt: now,
    locale: localeOfRequest(request),
  })
  const counts = await erasePersonalData(
    { email: account.email, userId: account.id },
    { actor: { id: account.id, email: account.email }, dataRequestId: id },
  )
  logger.info({ dataRequestId: id, counts }, 'account deleted by its owner')
  // Decision 043: what the law makes us keep, why and until when (also e-mailed).
  const kept = await keptRecordsNotice(counts, localeOfRequest(request))
  return done(
    '/',
    {
      type: 'success',
      title: m.success,
      description: kept ? `${m.successDescription} ${kept}` : m.successDescription,
    },
    await expiredSessionCookies(),
  )
}
