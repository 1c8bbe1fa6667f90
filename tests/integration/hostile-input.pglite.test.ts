import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { t } from '~/i18n'
import { env } from '~/server/env.server'
import { HONEYPOT_FIELD } from '~/server/public-form.server'
import { databaseFingerprint } from '../support/fingerprint'
import { createSignedInUser, signInAsAdmin, type TestAccount } from '../support/requests'
import { allRoutes, isAdminPath, withModules } from '../support/route-table'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * Every action of app/routes.ts (public, account and admin), fed over HTTP with generated
 * bad input: missing and extra fields, wrong types, 1 MB strings, control characters, NUL,
 * SQL and HTML injection, wrong content types and malformed multipart. Each answer must be
 * a 4xx that says what is wrong, never a 5xx, and no row may change.
 *
 * The PGlite pass only (a *.pglite.test.ts file), which every machine runs: both drivers are
 * PostgreSQL's own engine reached through the same `pg` client (decision 022), and the
 * input is refused before it reaches either, so a second pass on the server would send the
 * same few thousand requests (minutes of CI) to learn nothing new.
 */

let site: SiteServer
let member: TestAccount
let admin: TestAccount
let requestsSent = 0

beforeAll(async () => {
  site = await startSiteServer()
  member = await createSignedInUser({ name: 'Hostile Input Member' })
  admin = await signInAsAdmin()
})

afterAll(async () => {
  console.log(`hostile-input: ${requestsSent} requests sent`)
  await site?.close()
})

const routes = (await withModules(allRoutes)).filter(
  (route) => route.module.action && route.url !== '/logout',
)

// Sign-in pages answer a signed-in person with a redirect, so they are posted as a visitor;
// every other action as the person it is for (a member may request to invest).
const VISITOR_URLS = ['/login', '/register', '/forgot-password', '/reset-password']

function identityFor(url: string): TestAccount | undefined {
  if (isAdminPath(url.slice(1))) return admin
  return VISITOR_URLS.includes(url) ? undefined : member
}

// Fields any of our forms may read, besides those found on the page itself.
const COMMON_FIELDS = [
  'intent',
  'id',
  'name',
  'fullName',
  'email',
  'phone',
  'company',
  'subject',
  'message',
  'title',
  'description',
  'price',
  'status',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'redirectTo',
  'token',
  'investmentId',
  'packageId',
  'jobId',
  'consultantId',
  'reason',
  'notes',
  'coverLetter',
]
/**
 * Intents tried on every action besides those its page renders (an action with no intent
 * field must refuse them as it refuses any stray field): the common ones of the admin's
 * URL dialogs, whose forms the page shows only at their own address.
 */
const COMMON_INTENTS = ['create', 'update', 'delete']

const MEGABYTE = 'x'.repeat(1024 * 1024)

/** Values no field of ours accepts: each answer must refuse it and write nothing. */
const INVALID_VALUES: Record<string, string> = {
  megabyte: MEGABYTE,
  nul: 'before\u0000after',
  control: 'a\u0001b\u0007c\u001b[31m\u007fd',
}

/**
 * Values a free-text field may rightly accept and store as text (a message quoting SQL is
 * still a message): each answer must still never be a 5xx, and a refusal must say why.
 */
const HOSTILE_TEXT: Record<string, string> = {
  sql: "' OR '1'='1'; DROP TABLE users; --",
  html: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  headers: 'Name\r\nBcc: victim@example.org\r\nSubject: forged',
  unicode: '\u202e\ufeff\ud83d\ude00 \u0645\u0631\u062d\u0628\u0627 \uffff',
  number: '-1e309',
}

type PageForms = { fields: string[]; intents: string[] }

/** The field names and intents of the forms a page renders, as the identity sees it. */
async function formsOf(url: string, who?: TestAccount): Promise<PageForms> {
  const response = await fetch(`${site.baseUrl}${url}`, {
    headers: who ? { Cookie: who.cookie } : {},
    redirect: 'manual',
  })
  const html = await response.text()
  const names = [...html.matchAll(/<(?:input|textarea|select)[^>]*\sname="([^"]+)"/g)].map(
    (match) => match[1],
  )
  const pageIntents = [...html.matchAll(/<(?:input|button)\b[^>]*>/g)]
    .filter((match) => /\sname="intent"/.test(match[0]))
    .map((match) => /\svalue="([^"]+)"/.exec(match[0])?.[1])
    .filter((intent) => intent !== undefined)
  return {
    // The honeypot is left empty: filling it is the bot case, answered with a quiet success.
    fields: [...new Set([...names, ...COMMON_FIELDS])].filter((name) => name !== HONEYPOT_FIELD),
    // Each of the page's own intents and the common ones, so every branch an action
    // dispatches on meets the input, not only its first.
    intents: [...new Set([...pageIntents, ...COMMON_INTENTS])],
  }
}

type Case = { label: string; contentType?: string; body: BodyInit }

function urlEncoded(fields: Record<string, string | string[]>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item)
  return params.toString()
}

function multipart(fields: Record<string, string | File>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return body
}

/** `value` in every field, once per intent an action may dispatch on. */
function everyFieldCases({ fields, intents }: PageForms, values: Record<string, string>): Case[] {
  return [undefined, ...intents].flatMap((intent) =>
    Object.entries(values).map(([kind, value]) => {
      const filled: Record<string, string> = Object.fromEntries(fields.map((name) => [name, value]))
      if (intent) filled.intent = intent
      const label = `${kind} in every field, intent ${intent}`
      // A megabyte goes as multipart, which may carry it to the action (a plain form is
      // cut off at 64 KB before it gets there).
      return kind === 'megabyte'
        ? { label, body: multipart(filled) }
        : { label, contentType: FORM, body: urlEncoded(filled) }
    }),
  )
}

const FORM = 'application/x-www-form-urlencoded'

/** Input no action may accept: wrong shapes and values no field takes. */
function invalidCases(forms: PageForms): Case[] {
  const { fields } = forms
  return [
    {
      label: 'every field twice with different types',
      contentType: FORM,
      body: urlEncoded(Object.fromEntries(fields.map((name) => [name, ['1', 'true', '[]']]))),
    },
    { label: 'JSON body', contentType: 'application/json', body: JSON.stringify({ name: 'x' }) },
    { label: 'text body', contentType: 'text/plain', body: 'name=x&email=y' },
    { label: 'no content type', body: new Blob(['name=x']) },
    {
      label: 'multipart without its boundary',
      contentType: 'multipart/form-data',
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--\r\n',
    },
    {
      label: 'truncated multipart',
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
    },
    {
      label: 'a file where text belongs',
      body: multipart(
        Object.fromEntries(
          fields.map((name) => [
            name,
            new File(['MZ'], 'x.exe', { type: 'application/x-msdownload' }),
          ]),
        ),
      ),
    },
    ...everyFieldCases(forms, INVALID_VALUES),
  ]
}

/** Input an action may accept or refuse, but never with a 5xx. */
function hostileCases(forms: PageForms): Case[] {
  return [
    { label: 'empty form', contentType: FORM, body: '' },
    {
      label: 'only unknown fields',
      contentType: FORM,
      body: urlEncoded({ zzz: 'x', constructor: '1' }),
    },
    ...everyFieldCases(forms, HOSTILE_TEXT),
  ]
}

/**
 * The catalog's messages that tell a person what went wrong (validation errors, failures,
 * limits): an answer is clear when it carries one of them, in the page or in its data.
 */
function catalogMessages(node: unknown, path: string): string[] {
  if (typeof node === 'string') {
    if (
      !/error|invalid|required|fail|must|notFound|tooMany|tooLarge|missing|match|reserved|taken|forbidden|long|max/i.test(
        path,
      )
    )
      return []
    // The longest literal part of a template such as 'Must be at most {max} characters'.
    const literal = node
      .split(/\{\w+\}/)
      .sort((a, b) => b.length - a.length)[0]
      .trim()
    return literal.length >= 8 ? [literal] : []
  }
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => catalogMessages(value, `${path}.${key}`))
  return []
}

const MESSAGES = [
  ...new Set(catalogMessages(t, '')),
  // The HTTP layer's own plain answers.
  'Payload Too Large',
  'Bad request',
  'The request body is not a form.',
  // Zod's own wording, for shapes no form of ours sends (a field repeated as a list).
  'Invalid input',
]

function hasClearMessage(body: string): boolean {
  const text = body.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
  return MESSAGES.some((message) => text.includes(message))
}

type Answer = { label: string; status: number; text: string }

/** Requests in flight at once per action: the server renders one while another waits on the database. */
const CONCURRENCY = 4

async function send(route: { url: string }, items: Case[]): Promise<Answer[]> {
  const who = identityFor(route.url)
  const answers: Answer[] = []
  let next = 0
  async function sendNext(): Promise<void> {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index]
      requestsSent += 1
      const headers: Record<string, string> = {
        Origin: site.baseUrl,
        // Each request from its own address, so the per-address form limits do not answer.
        'X-Forwarded-For': `198.18.${Math.floor(requestsSent / 250) % 250}.${requestsSent % 250}`,
      }
      if (item.contentType) headers['Content-Type'] = item.contentType
      if (who) headers.Cookie = who.cookie
      const response = await fetch(`${site.baseUrl}${route.url}`, {
        method: 'POST',
        headers,
        body: item.body,
        redirect: 'manual',
      })
      answers[index] = { label: item.label, status: response.status, text: await response.text() }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, sendNext))
  return answers
}

function describeAnswer({ label, status, text }: Answer): string {
  const at = Math.max(0, text.indexOf('actionData'))
  return `${label}: ${status} ${text.slice(at, at + 300).replace(/\s+/g, ' ')}`
}

// Each test below sends dozens of requests one after another to a real server; on a loaded
// 2-core machine that can pass the suite's 60 s default, which says nothing about the answers.
const MANY_REQUESTS_TIMEOUT = 180_000

describe.each(routes)('POST $url', (route) => {
  test(
    'invalid input gets a 4xx that says why, never a 5xx, and writes nothing',
    async () => {
      const forms = await formsOf(route.url, identityFor(route.url))
      const before = await databaseFingerprint()
      const answers = await send(route, invalidCases(forms))
      const wrong = answers.filter(
        (answer) => answer.status < 400 || answer.status >= 500 || !hasClearMessage(answer.text),
      )
      expect(wrong.map(describeAnswer)).toEqual([])
      expect(await databaseFingerprint()).toBe(before)
    },
    MANY_REQUESTS_TIMEOUT,
  )

  test(
    'injection strings and odd text never give a 5xx; a refusal says why',
    async () => {
      const forms = await formsOf(route.url, identityFor(route.url))
      const answers = await send(route, hostileCases(forms))
      const wrong = answers.filter(
        (answer) => answer.status >= 500 || (answer.status >= 400 && !hasClearMessage(answer.text)),
      )
      expect(wrong.map(describeAnswer)).toEqual([])
    },
    MANY_REQUESTS_TIMEOUT,
  )
})

test('the table covers public, account and admin actions', () => {
  const urls = routes.map((route) => route.url)
  expect(urls).toEqual(
    expect.arrayContaining(['/contact', '/register', '/dashboard', '/admin/team']),
  )
  expect(env().FORM_RATE_LIMIT).toBeGreaterThan(0)
})
