import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { env } from '~/server/env.server'
import { createHttpApp } from '../../platform/http'
import { prepareTestApp } from '../support/app'

// The consultation form also posts without JavaScript. Under Referrer-Policy: no-referrer
// Chromium sends `Origin: null` on such a post, and both our CSRF check and React Router's
// refuse it; the server's policy must keep the real origin on same-origin posts.
let baseUrl = ''
let close: () => void = () => {}

beforeAll(async () => {
  await prepareTestApp()
  const server = createHttpApp(env()).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

test('responses keep the origin on same-origin form posts', async () => {
  const response = await fetch(`${baseUrl}/consultancy`)
  // Any policy but no-referrer keeps the real Origin on same-origin posts.
  const policy = response.headers.get('referrer-policy')
  expect(['same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(policy)
})

test('a post naming another origin is still refused', async () => {
  const response = await fetch(`${baseUrl}/consultancy`, {
    method: 'POST',
    headers: { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
  })
  expect(response.status).toBe(403)
})
