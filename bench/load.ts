/** One autocannon measurement, and the table the benchmark scripts print. */
import autocannon from 'autocannon'

export type Measurement = {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  timeouts: number
}

export const CONNECTIONS = 50
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)

/**
 * Loads `url` with autocannon: `connections` at once for `seconds`. Several URLs (one page on
 * several app processes) share the connections in turn, as a load balancer would.
 */
export async function load(
  url: string | string[],
  { connections = CONNECTIONS, seconds = SECONDS } = {},
) {
  // autocannon takes several URLs (its README), though its types name one.
  const target = url as string
  const result = await autocannon({ url: target, connections, duration: seconds, timeout: 10 })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts timeouts among its errors; non-2xx answers are counted apart.
    errors: result.non2xx + result.errors,
    timeouts: result.timeouts,
  } satisfies Measurement
}

/** A short load first, so the measured run meets warm code and caches. */
export async function warmUpAndLoad(url: string | string[]) {
  await load(url, { connections: 10, seconds: WARM_UP_SECONDS })
  return load(url)
}

export type Row = { page: string; mode: string; measurement: Measurement; staticRps?: number }

const formatMs = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`)

/** A Markdown table: page, mode, req/s, p50, p99, errors, ratio to static. */
export function formatTable(rows: Row[]) {
  const lines = [
    '| page | mode | req/s | p50 | p99 | errors | ratio to static |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const { page, mode, measurement: m, staticRps } of rows) {
    const ratio = staticRps ? `${Math.round((m.requestsPerSecond / staticRps) * 100)} %` : ''
    const errors = m.timeouts > 0 ? `${m.errors} (${m.timeouts} timeouts)` : String(m.errors)
    lines.push(
      `| \`${page}\` | ${mode} | ${Math.round(m.requestsPerSecond)} | ${formatMs(m.p50)} | ${formatMs(m.p99)} | ${errors} | ${ratio} |`,
    )
  }
  return lines.join('\n')
}

/**
 * Contact-form posts for autocannon's `requests`: each a new message from its own address, so
 * none is refused as a duplicate. `sent()` counts them.
 */
export function contactFormPosts(label: string) {
  let sent = 0
  const request: autocannon.Request = {
    method: 'POST',
    path: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    setupRequest: (original) => ({
      ...original,
      body: new URLSearchParams({
        name: `${label} Visitor`,
        email: `${label.toLowerCase()}-${++sent}@example.com`,
        subject: `${label} benchmark`,
        message: `Message ${sent} of the ${label.toLowerCase()} benchmark, from its own address.`,
      }).toString(),
    }),
  }
  return { request, sent: () => sent }
}
