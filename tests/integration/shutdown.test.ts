import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { env } from '~/server/env.server'
import { createHttpApp } from '../../platform/http'
import { resetShutdownState, shutDownServer } from '../../platform/shutdown'

afterAll(() => resetShutdownState())

type Outcome =
  | { kind: 'answered'; status: number; connection?: string }
  /** `isReusedConnection`: sent on a kept-alive connection the server had already answered on. */
  | { kind: 'error'; code: string; isReusedConnection: boolean }

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
      resolve({
        kind: 'error',
        code: error.code ?? error.message,
        isReusedConnection: request.reusedSocket,
      }),
    )
  })
}

test('SIGTERM-style shutdown answers every request it accepted; a kept-alive connection is never reset', async () => {
  const app = createHttpApp(env())
  let markSlowArrived: () => void = () => {}
  const slowArrived = new Promise<void>((resolve) => (markSlowArrived = resolve))
  app.get('/slow', (req, res) => {
    if (req.query.mark) markSlowArrived()
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
  // A request the server is working on when shutdown starts.
  const inFlightSlow = get(new http.Agent(), `${base}/slow?mark=1`)
  await slowArrived
  // The production grace period: the clients share this process's event loop with the
  // server, and on a loaded machine a client may take a while to send its next request.
  const stopped = shutDownServer(server)
  await stopped
  isStopped = true
  await Promise.all(clients)
  agent.destroy()

  const errors = outcomes.filter((outcome) => outcome.kind === 'error')
  // The old shutdown closed idle keep-alive connections at once, resetting requests clients
  // had just sent on them (about 18 here). Now no request sent on a connection the server had
  // answered on is lost; only new connections are turned away once the listener closes
  // (refused, or reset if still in the kernel's accept queue), which is safe to retry.
  expect(
    errors.filter((outcome) => outcome.kind === 'error' && outcome.isReusedConnection),
    JSON.stringify(errors),
  ).toEqual([])
  expect(errors.length).toBeGreaterThan(0)
  expect(await inFlightSlow).toMatchObject({ kind: 'answered', status: 200 })
  const answered = outcomes.filter((outcome) => outcome.kind === 'answered')
  expect(answered.length).toBeGreaterThan(24)
  // Answers given after shutdown began told the client to close the connection.
  expect(
    answered.some((outcome) => outcome.kind === 'answered' && outcome.connection === 'close'),
  ).toBe(true)
})
