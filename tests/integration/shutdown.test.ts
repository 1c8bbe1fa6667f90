import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { env } from '~/server/env.server'
import { createHttpApp } from '~/server/http.server'
import { resetShutdownState, shutDownServer } from '~/server/shutdown.server'

afterAll(() => resetShutdownState())

type Outcome =
  { kind: 'answered'; status: number; connection?: string } | { kind: 'error'; code: string }

function get(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({
          kind: 'answered',
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
        }),
      )
    })
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'error', code: error.code ?? error.message }),
    )
  })
}

test('SIGTERM-style shutdown answers every request it accepted; later ones are refused, never reset', async () => {
  const app = createHttpApp(env())
  app.get('/slow', (_req, res) => {
    setTimeout(() => res.send('done'), 300)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const agent = new http.Agent({ keepAlive: true, maxSockets: 24 })

  const outcomes: Outcome[] = []
  let isStopped = false
  // 24 clients on keep-alive connections, each sending its next request as soon as the last
  // is answered, until the server refuses it.
  const clients = Array.from({ length: 24 }, async (_, index) => {
    const path = index % 4 === 0 ? '/slow' : '/healthz'
    for (;;) {
      const outcome = await get(agent, `${base}${path}`)
      outcomes.push(outcome)
      if (outcome.kind === 'error' || isStopped) break
    }
  })
  await new Promise((resolve) => setTimeout(resolve, 400))
  const inFlightSlow = get(new http.Agent(), `${base}/slow`)
  await new Promise((resolve) => setTimeout(resolve, 20))
  // The production grace period: the clients share this process's event loop with the
  // server, and on a loaded machine a client may take a while to send its next request.
  const stopped = shutDownServer(server)
  await stopped
  isStopped = true
  await Promise.all(clients)
  agent.destroy()

  const errors = outcomes.filter((outcome) => outcome.kind === 'error')
  const resets = errors.filter((outcome) => outcome.code !== 'ECONNREFUSED')
  // Closing idle keep-alive connections at once (the old shutdown) reset about 18 of these
  // requests. Now a connection is closed unanswered only if it stayed idle through the whole
  // grace period, which a busy client here does only when the loaded machine stalls this
  // process for seconds: HTTP allows that close, and it is at most one.
  expect(resets.length, JSON.stringify(errors)).toBeLessThanOrEqual(1)
  expect(errors.length).toBeGreaterThan(0)
  expect(await inFlightSlow).toMatchObject({ kind: 'answered', status: 200 })
  const answered = outcomes.filter((outcome) => outcome.kind === 'answered')
  expect(answered.length).toBeGreaterThan(24)
  // Answers given after shutdown began told the client to close the connection.
  expect(
    answered.some((outcome) => outcome.kind === 'answered' && outcome.connection === 'close'),
  ).toBe(true)
})
