import { beforeAll, expect, test } from 'vitest'
import { action } from '~/routes/auth/login'
import { prepareTestApp } from '../support/app'
import { callRoute, createSignedInUser, postForm, statusOf } from '../support/requests'

beforeAll(prepareTestApp)

test('a user signs in with the right password and is sent to the dashboard', async () => {
  const account = await createSignedInUser()
  const outcome = await callRoute(
    action,
    postForm('/login', { email: account.email, password: account.password }),
  )
  expect(outcome).toBeInstanceOf(Response)
  const response = outcome as Response
  expect(response.status).toBe(302)
  expect(response.headers.get('Location')).toBe('/dashboard')
  expect(
    response.headers.getSetCookie().some((c) => c.includes('session_token') && /HttpOnly/i.test(c)),
  ).toBe(true)
})

test('a wrong password gives the spec message and no session', async () => {
  const account = await createSignedInUser()
  const outcome = await callRoute(
    action,
    postForm('/login', { email: account.email, password: 'wrong-password' }),
  )
  expect(statusOf(outcome)).toBe(401)
  expect(JSON.stringify(outcome)).toContain('Invalid email or password')
})

test('missing fields give one message and status 400', async () => {
  const outcome = await callRoute(action, postForm('/login', { email: 'someone@example.org' }))
  expect(statusOf(outcome)).toBe(400)
  expect(JSON.stringify(outcome)).toContain('Please enter both email and password')
})
