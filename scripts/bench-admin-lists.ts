/**
 * Times every admin list page over HTTP (full server render) and prints p50/p95.
 * Start the server first (after scripts/seed-volume.ts), then:
 *
 *   BENCH_URL=http://localhost:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx scripts/bench-admin-lists.ts
 */
const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const email = process.env.ADMIN_EMAIL ?? 'admin@example.com'
const password = process.env.ADMIN_PASSWORD ?? ''
const runs = Number(process.env.BENCH_RUNS ?? 30)

const lists: [string, string[]][] = [
  ['dashboard', ['/admin']],
  [
    'investments',
    ['/admin/investments', '/admin/investments?page=2000', '/admin/investments?q=opportunity%2099'],
  ],
  ['packages', ['/admin/packages', '/admin/packages?page=1500', '/admin/packages?q=package%20777']],
  [
    'requests (specific)',
    ['/admin/requests', '/admin/requests?status=Pending&page=100', '/admin/requests?q=bench'],
  ],
  [
    'requests (custom)',
    ['/admin/requests?tab=custom', '/admin/requests?tab=custom&q=requester%205'],
  ],
  ['team', ['/admin/team', '/admin/team?page=1000', '/admin/team?q=member%2042']],
  [
    'jobs',
    ['/admin/careers/jobs', '/admin/careers/jobs?page=500', '/admin/careers/jobs?q=role%2012'],
  ],
  [
    'applicants',
    ['/admin/careers/applicants?job=job-001', '/admin/careers/applicants?job=job-001&page=800'],
  ],
  [
    'consultants',
    ['/admin/consultancy/consultants', '/admin/consultancy/consultants?q=consultant%209'],
  ],
  [
    'consultancy requests',
    ['/admin/consultancy/requests', '/admin/consultancy/requests?q=client%2077'],
  ],
  ['contacts', ['/admin/contacts', '/admin/contacts?page=3000', '/admin/contacts?q=sender%20123']],
  ['audit', ['/admin/audit', '/admin/audit?page=2000']],
]

async function login(): Promise<string> {
  const body = new URLSearchParams({ email, password })
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { Origin: base },
  })
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0])
  if (!cookies.some((c) => c.includes('session_token'))) {
    throw new Error(`login failed (${response.status}); set ADMIN_EMAIL and ADMIN_PASSWORD`)
  }
  return cookies.join('; ')
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function main() {
  const cookie = await login()
  console.log(`admin list pages at ${base}, ${runs} requests per list (full HTML render)\n`)
  console.log(`${'list'.padEnd(22)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  status`)
  for (const [name, urls] of lists) {
    const times: number[] = []
    const statuses = new Set<number>()
    for (let i = 0; i < runs; i++) {
      const url = urls[i % urls.length]
      const t0 = performance.now()
      const response = await fetch(`${base}${url}`, {
        headers: { Cookie: cookie },
        redirect: 'manual',
      })
      await response.arrayBuffer()
      times.push(performance.now() - t0)
      statuses.add(response.status)
    }
    times.sort((a, b) => a - b)
    console.log(
      `${name.padEnd(22)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}  ${[...statuses].join(',')}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
