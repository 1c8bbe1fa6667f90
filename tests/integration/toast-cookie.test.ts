import { beforeAll, expect, test } from 'vitest'
import { createToastCookie, readToast, toastHeaders } from '~/server/toast.server'
import { prepareTestApp } from '../support/app'
import { BASE_URL, cookieHeader } from '../support/requests'

beforeAll(async () => {
  await prepareTestApp()
})

function withCookie(cookie: string): Request {
  return new Request(BASE_URL, { headers: { Cookie: cookie } })
}

test('a toast the server wrote is read back once, and the cookie is cleared', async () => {
  const headers = await toastHeaders({ type: 'success', title: 'Saved' })
  const { toast, headers: clearing } = await readToast(
    withCookie(cookieHeader(headers.getSetCookie())),
  )
  expect(toast).toEqual({ type: 'success', title: 'Saved' })
  expect(clearing.getSetCookie()[0]).toMatch(/^toast=;.*Max-Age=0/)
})

test('a toast cookie written by anyone else (unsigned or tampered) is ignored and cleared', async () => {
  const forged = btoa(encodeURIComponent(JSON.stringify({ type: 'error', title: 'Call +1 555' })))
  const unsigned = await readToast(withCookie(`toast=${forged}`))
  expect(unsigned.toast).toBeNull()
  expect(unsigned.headers.getSetCookie()[0]).toMatch(/^toast=;/)

  const [signed] = (await toastHeaders({ type: 'success', title: 'Saved' })).getSetCookie()
  const [value, signature] = signed.split(';')[0].slice('toast='.length).split('.')
  const tampered = `toast=${value.slice(0, -2)}AA.${signature}`
  expect((await readToast(withCookie(tampered))).toast).toBeNull()
})

test('the toast cookie is Secure when the site is served over https', async () => {
  const https = createToastCookie({ secret: 's'.repeat(32), appUrl: 'https://uaeinvest.example' })
  const http = createToastCookie({ secret: 's'.repeat(32), appUrl: 'http://localhost:3000' })
  expect(await https.serialize({ title: 'x' })).toMatch(/; Secure/)
  expect(await http.serialize({ title: 'x' })).not.toMatch(/Secure/)
  expect(await https.serialize({ title: 'x' })).toMatch(/; HttpOnly/)
})
