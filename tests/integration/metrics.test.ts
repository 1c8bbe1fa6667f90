import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { env } from '~/server/env.server'
import { createHttpApp } from '../../platform/http'
import { routeLabel } from '../../platform/metrics'
import { prepareTestApp } from '../support/app'

// Issue 15: Prometheus metrics, off by default, and behind a token when on.
const TOKEN = 'metrics-token-for-the-tests-0123456789'

async function listen(config: ReturnType<typeof env>) {
  const server = createHttpApp(config).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

beforeAll(async () => {
  await prepareTestApp()
})

describe('/metrics', () => {
  let on: Awaited<ReturnType<typeof listen>>
  let off: Awaited<ReturnType<typeof listen>>

  beforeAll(async () => {
    on = await listen({ ...env(), METRICS_TOKEN: TOKEN })
    off = await listen({ ...env(), METRICS_TOKEN: undefined })
  })

  afterAll(() => {
    on?.server.close()
    off?.server.close()
  })

  test('without METRICS_TOKEN there is nothing at /metrics', async () => {
    expect((await fetch(`${off.url}/metrics`)).status).toBe(404)
  })

  test('without the token, or with another, the metrics are refused', async () => {
    expect((await fetch(`${on.url}/metrics`)).status).toBe(401)
    const wrong = await fetch(`${on.url}/metrics`, {
      headers: { Authorization: 'Bearer not-the-token-at-all-0000' },
    })
    expect(wrong.status).toBe(401)
  })

  test('with the token: requests per route and status, latency, outbox, files, database pool', async () => {
    await fetch(`${on.url}/healthz`)
    await fetch(`${on.url}/healthz`)
    await fetch(`${on.url}/readyz`)
    const response = await fetch(`${on.url}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    const healthz = /http_requests_total\{method="GET",route="\/healthz",status="200"\} (\d+)/
    expect(Number(healthz.exec(text)?.[1])).toBeGreaterThanOrEqual(2)
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/readyz"\}/,
    )
    expect(text).toMatch(/email_outbox_messages\{state="pending"\} \d+/)
    expect(text).toMatch(/email_outbox_messages\{state="failed"\} \d+/)
    expect(text).toMatch(/^file_deletions_waiting 0$/m)
    expect(text).toMatch(/database_pool_connections\{state="open"\} \d+/)
    expect(text).toMatch(/database_pool_connections\{state="waiting"\} 0/)
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/)
    // /metrics is not counted in its own figures.
    expect(text).not.toMatch(/route="\/metrics"/)
  })
})

test('route labels carry no ids, no language prefix, and one value for every unknown address', () => {
  expect(routeLabel('/ar/investments/inv-004', 200)).toBe('/investments/:id')
  expect(routeLabel('/admin/investments/edit/inv-4f2a9c', 200)).toBe('/admin/investments/edit/:id')
  expect(routeLabel('/admin/careers/applicants/app-001/cv', 200)).toBe(
    '/admin/careers/applicants/:id',
  )
  expect(routeLabel('/services/legal.data', 200)).toBe('/services/legal')
  expect(routeLabel('/anything/at/all', 404)).toBe('not found')
  expect(routeLabel('/assets/entry.client-BWBVazcs.js', 200)).toBe('/assets')
  expect(routeLabel('/', 200)).toBe('/')
})
