import crypto from 'node:crypto'
import { and, desc, eq, like } from 'drizzle-orm'
import { expect } from 'vitest'
import { emailOutbox, user } from '#db/schema'
import { signIn } from '~/domain/accounts/accounts.server'
import { getAuth } from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'

export const BASE_URL = 'http://localhost:3000'

type RequestOptions = { cookie?: string; headers?: Record<string, string> }

/** A GET request as the browser would send it. */
export function getRequest(path: string, options: RequestOptions = {}): Request {
  return new Request(new URL(path, BASE_URL), {
    headers: { ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.headers },
  })
}

/** A form POST; values may be strings or Files. */
export function postForm(
  path: string,
  fields: Record<string, string | File | undefined>,
  options: RequestOptions = {},
): Request {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.append(name, value)
  return new Request(new URL(path, BASE_URL), {
    method: 'POST',
    body,
    headers: {
      Origin: BASE_URL,
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      'x-client-ip':
        options.headers?.['x-client-ip'] ??
        `10.0.${crypto.randomInt(255)}.${crypto.randomInt(255)}`,
      ...options.headers,
    },
  })
}

/** A form POST whose lists become one field per value, as checkboxes send them. */
export function postFormWithLists(
  path: string,
  fields: Record<string, string | string[] | undefined>,
  options: RequestOptions = {},
): Request {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const item of [value ?? []].flat()) body.append(name, item)
  // postForm's headers (origin, cookie, client address), with the content type of this body.
  const headers = new Headers(postForm(path, {}, options).headers)
  headers.delete('content-type')
  return new Request(new URL(path, BASE_URL), { method: 'POST', body, headers })
}

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ')
}

export type TestAccount = { id: string; email: string; password: string; cookie: string }

/** Registers a user (role 'user') and signs in; returns the session cookie. */
export async function createSignedInUser(
  overrides: { name?: string; email?: string } = {},
): Promise<TestAccount> {
  const email = overrides.email ?? `user-${crypto.randomBytes(5).toString('hex')}@example.org`
  const password = 'correct-horse-battery'
  const auth = await getAuth()
  await auth.api.signUpEmail({ body: { email, password, name: overrides.name ?? 'Test User' } })
  return signInAs(email, password)
}

export async function signInAs(email: string, password: string): Promise<TestAccount> {
  const result = await signIn(new Request(BASE_URL), email, password)
  if (!result.isSignedIn) throw new Error(`could not sign in ${email}`)
  const db = await getDb()
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
  return { id: row.id, email, password, cookie: cookieHeader(result.setCookie) }
}

/** The seeded admin (ADMIN_EMAIL / ADMIN_PASSWORD from tests/integration/setup.ts). */
export function signInAsAdmin(): Promise<TestAccount> {
  return signInAs(env().ADMIN_EMAIL, process.env.ADMIN_PASSWORD ?? '')
}

/** Calls a route module's loader or action the way React Router does. */
export async function callRoute<Args extends { request: Request }, Result>(
  fn: (args: Args) => Result,
  request: Request,
  params: Record<string, string> = {},
): Promise<Awaited<Result> | Response> {
  try {
    return await fn({
      request,
      params,
      // The facts the platform would give (request-facts.server): the request's method, and
      // as the client address the test's own `x-client-ip` header (postForm sets one).
      context: {
        cspNonce: '',
        facts: {
          method: request.method,
          clientAddress: request.headers.get('x-client-ip') ?? 'unknown',
        },
      },
      unstable_pattern: '',
    } as unknown as Args)
  } catch (thrown) {
    // A thrown Response or data(…, { status }) becomes the answer, as React Router does.
    if (thrown instanceof Response || statusOf(thrown) !== 200) return thrown as Response
    throw thrown
  }
}

/** Status of a loader/action outcome: thrown/returned Response, or data() result (200 unless set). */
export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status
  if (
    outcome &&
    typeof outcome === 'object' &&
    'type' in outcome &&
    (outcome as { type: string }).type === 'DataWithResponseInit'
  ) {
    return (outcome as { init?: { status?: number } }).init?.status ?? 200
  }
  return 200
}

/**
 * Proves the account's address the way its owner does (decision 034): the dashboard's "Send
 * confirmation link" queues the e-mail, and the link's button confirms it. Returns the token.
 */
export async function proveAddress(account: TestAccount): Promise<string> {
  const { sendAddressProof, confirmAddressProof } =
    await import('~/domain/accounts/address-proof.server')
  expect(await sendAddressProof(account.id)).toBe('sent')
  const token = await latestAddressProofToken(account.email)
  expect(await confirmAddressProof(token)).toBe('confirmed')
  return token
}

/** The token of the newest confirmation link e-mailed to `email`, read from the outbox. */
export async function latestAddressProofToken(email: string): Promise<string> {
  const db = await getDb()
  const [mail] = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.recipient, email), like(emailOutbox.text, '%/confirm-address?token=%')),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  const token = /confirm-address\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no confirmation link was e-mailed to ${email}`)
  return token
}
