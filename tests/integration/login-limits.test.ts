import crypto from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_ACCOUNT_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY,
  loginDelaySeconds,
} from '~/domain/accounts/accounts.server'
import { action as loginAction } from '~/routes/auth/login'
import { prepareTestApp } from '../support/app'
import { callRoute, createSignedInUser, postForm, statusOf } from '../support/requests'

beforeAll(prepareTestApp)

function randomIp() {
  return `203.0.${crypto.randomInt(255)}.${crypto.randomInt(255)}`
}

function login(fields: { email: string; password: string }, ip: string) {
  return callRoute(loginAction, postForm('/login', fields, { headers: { 'x-client-ip': ip } }))
}

/** 401 = the password was checked and was wrong; 429 = refused before it was checked. */
function answerOf(outcome: unknown): 'invalid' | 'limited' | 'signed-in' {
  const status = statusOf(outcome)
  if (status === 401) return 'invalid'
  if (status === 429) return 'limited'
  if (status === 302) return 'signed-in'
  throw new Error(`unexpected status ${status}`)
}

function retryAfterOf(outcome: unknown): number {
  const init = (outcome as { init?: { headers?: Record<string, string> } }).init
  return Number(init?.headers?.['Retry-After'])
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('login limits cannot be raced', () => {
  test('40 concurrent wrong passwords for one account from one address: at most 5 are checked', async () => {
    const account = await createSignedInUser()
    const ip = randomIp()
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email: account.email, password: `wrong-guess-${i}` }, ip),
      ),
    )
    const answers = outcomes.map(answerOf)
    const checked = answers.filter((answer) => answer === 'invalid').length
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT_AND_IP)
    expect(checked).toBeGreaterThan(0)
    expect(answers.filter((answer) => answer === 'limited')).toHaveLength(40 - checked)
  })
})

describe('nobody can lock the owner out from one address', () => {
  test('one address is locked out for the account while the owner signs in from another', async () => {
    const account = await createSignedInUser()
    const attacker = randomIp()
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect(
        answerOf(await login({ email: account.email, password: `guess-${i}` }, attacker)),
      ).toBe('invalid')
    }
    // The attacking address is refused, the right password included.
    expect(answerOf(await login(account, attacker))).toBe('limited')
    expect(answerOf(await login({ email: account.email, password: 'guess-x' }, attacker))).toBe(
      'limited',
    )
    // The owner, elsewhere, is not slowed down at all.
    expect(answerOf(await login(account, randomIp()))).toBe('signed-in')
  })

  test('what one address may spend stays below the per-account allowance', () => {
    // An hour overlaps at most five 15-minute windows of one (account, address) pair.
    const pairWindowsPerAccountWindow =
      Math.ceil(
        LOGIN_FAILURES_PER_ACCOUNT_WINDOW_SECONDS /
          LOGIN_FAILURES_PER_ACCOUNT_AND_IP_WINDOW_SECONDS,
      ) + 1
    expect(LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY).toBeGreaterThan(
      LOGIN_FAILURES_PER_ACCOUNT_AND_IP * pairWindowsPerAccountWindow,
    )
    expect(loginDelaySeconds(LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY)).toBe(0)
    expect(loginDelaySeconds(LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY + 1)).toBe(1)
    expect(loginDelaySeconds(LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY + 4)).toBe(8)
    expect(loginDelaySeconds(LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY + 40)).toBe(15 * 60)
  })
})

describe('a distributed attack is held to the per-account rate', () => {
  test('past the allowance, every address waits for a delay that doubles', async () => {
    const account = await createSignedInUser()
    const guess = (i: number) =>
      login({ email: account.email, password: `botnet-${i}` }, randomIp())
    // The allowance: each guess from a new address, none refused.
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY; i++) {
      expect(answerOf(await guess(i))).toBe('invalid')
    }
    const delays: number[] = []
    for (let round = 0; round < 3; round++) {
      // One guess goes through, then the account is closed to every address for the delay.
      expect(answerOf(await guess(100 + round))).toBe('invalid')
      const refused = await guess(200 + round)
      expect(answerOf(refused)).toBe('limited')
      delays.push(retryAfterOf(refused))
      // The owner waits too: the per-account rate holds whoever asks.
      expect(answerOf(await login(account, randomIp()))).toBe('limited')
      await sleep(delays[round] * 1000 + 150)
    }
    expect(delays).toEqual([1, 2, 4])
    // Once the delay is over, the owner signs in.
    expect(answerOf(await login(account, randomIp()))).toBe('signed-in')
  })

  test('40 concurrent guesses from 40 addresses past the allowance: one is checked', async () => {
    const account = await createSignedInUser()
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY; i++) {
      await login({ email: account.email, password: `spent-${i}` }, randomIp())
    }
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email: account.email, password: `burst-${i}` }, randomIp()),
      ),
    )
    expect(outcomes.map(answerOf).filter((answer) => answer === 'invalid')).toHaveLength(1)
  })
})
