/**
 * Times every admin list page over HTTP (full server render) and prints p50/p95.
 * Start the server first (after scripts/seed-volume.ts), then:
 *
 *   BENCH_URL=http://localhost:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx scripts/bench-admin-lists.ts
 */
const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const email = process.env.ADMIN_EMAIL ?? 'admin@example.com'
const password = process.env.ADMIN_PASSWORD ?? ''
const runs = Number(process.env.BENCH_RUNS ?? 60)
/** Only these lists, by name, comma-separated (BENCH_LISTS='applicants,talent pool'). */
const only = process.env.BENCH_LISTS?.split(',').map((name) => name.trim())

// Per list: the first page, deep pages (page 4,000 is the last at 100,000 rows), a narrow
// search, a broad one (every row matches) and the list's filters (the translation filters of
// decision 052: "missing Arabic" deep in, "out of date" over the marks' few rows).
const lists: [string, string[]][] = [
  ['dashboard', ['/admin']],
  [
    'investments',
    [
      '/admin/investments',
      '/admin/investments?page=2000',
      '/admin/investments?page=4000',
      '/admin/investments?q=opportunity%2099',
      '/admin/investments?q=benchmark',
      '/admin/investments?q=no-such-words',
      '/admin/investments?translation=missing&page=100',
      '/admin/investments?translation=outdated',
    ],
  ],
  [
    'packages',
    [
      '/admin/packages',
      '/admin/packages?page=4000',
      '/admin/packages?q=package%20777',
      '/admin/packages?q=bench',
      '/admin/packages?translation=missing&page=100',
      '/admin/packages?translation=outdated',
    ],
  ],
  [
    'requests (specific)',
    [
      '/admin/requests',
      '/admin/requests?page=4000',
      '/admin/requests?status=Pending&page=100',
      '/admin/requests?q=bench',
      '/admin/requests?q=bench%20user%204242',
      '/admin/requests?q=interested&status=Accepted&page=3',
    ],
  ],
  [
    'requests (custom)',
    [
      '/admin/requests?tab=custom',
      '/admin/requests?tab=custom&page=4000',
      '/admin/requests?tab=custom&q=custom%20requester%2042',
      '/admin/requests?tab=custom&q=looking',
      '/admin/requests?tab=custom&status=Rejected&page=50',
    ],
  ],
  [
    'users',
    [
      '/admin/users',
      '/admin/users?page=4000',
      '/admin/users?q=bench%20user%204242',
      '/admin/users?q=bench',
      '/admin/users?view=bench-user-42',
    ],
  ],
  [
    'team',
    [
      '/admin/team',
      '/admin/team?page=4000',
      '/admin/team?q=member%2042',
      '/admin/team?group=department&page=100',
      '/admin/team?translation=missing&page=100',
      '/admin/team?translation=outdated',
    ],
  ],
  [
    'testimonials',
    [
      '/admin/testimonials',
      '/admin/testimonials?page=4000',
      '/admin/testimonials?q=client%2042',
      '/admin/testimonials?status=inactive&page=100',
      '/admin/testimonials?translation=missing&page=100',
      '/admin/testimonials?translation=outdated',
    ],
  ],
  [
    'jobs',
    [
      '/admin/careers/jobs',
      '/admin/careers/jobs?page=4000',
      '/admin/careers/jobs?q=role%2012',
      '/admin/careers/jobs?q=finance',
      '/admin/careers/jobs?translation=missing&page=100',
      '/admin/careers/jobs?translation=outdated',
    ],
  ],
  [
    'applicants',
    [
      '/admin/careers/applicants?job=job-001',
      '/admin/careers/applicants?job=job-001&page=4000',
      '/admin/careers/applicants?job=job-001&q=applicant%20777',
    ],
  ],
  // Decision 045: the talent pool over every job's applicants (two in seven consented,
  // seed-volume.ts): a deep page, a rare CV word, a name, a word in every CV, a CV word with
  // a stage, and one job's whole pipeline searched; the board and the report of job-001.
  [
    'talent pool',
    [
      '/admin/careers/talent-pool',
      '/admin/careers/talent-pool?page=1000',
      '/admin/careers/talent-pool?q=zooarchaeology',
      '/admin/careers/talent-pool?q=applicant%20777',
      '/admin/careers/talent-pool?q=experience',
      '/admin/careers/talent-pool?q=treasury&stage=Shortlisted',
      '/admin/careers/talent-pool?job=job-001&consent=all&q=sukuk%20valuation',
    ],
  ],
  ['board', ['/admin/careers/board?job=job-001']],
  ['job report', ['/admin/careers/jobs/job-001/report']],
  [
    'consultants',
    [
      '/admin/consultancy/consultants',
      '/admin/consultancy/consultants?page=4000',
      '/admin/consultancy/consultants?q=consultant%209',
      '/admin/consultancy/consultants?q=strategy',
      '/admin/consultancy/consultants?translation=missing&page=100',
      '/admin/consultancy/consultants?translation=outdated',
    ],
  ],
  [
    'consultancy requests',
    [
      '/admin/consultancy/requests',
      '/admin/consultancy/requests?page=4000',
      '/admin/consultancy/requests?q=client%2077',
      '/admin/consultancy/requests?q=company',
    ],
  ],
  [
    'contacts',
    [
      '/admin/contacts',
      '/admin/contacts?page=4000',
      '/admin/contacts?q=sender%20123',
      '/admin/contacts?status=unread&page=100',
    ],
  ],
  // The review queue (decision 047): 50,000 drafts in review; its first and last pages.
  ['review queue', ['/admin/publishing', '/admin/publishing?page=2000']],
  ['audit', ['/admin/audit', '/admin/audit?page=4000', '/admin/audit?entity=investments&page=100']],
  // Investor files to review (decision 043): pending first (the default), a deep page of
  // all, a narrow and a broad search, and each state.
  [
    'investors',
    [
      '/admin/investors',
      '/admin/investors?page=1600',
      '/admin/investors?state=all&page=4000',
      '/admin/investors?state=all&q=bench%20user%20777',
      '/admin/investors?state=all&q=example',
      '/admin/investors?state=verified&page=100',
      '/admin/investors?state=draft',
    ],
  ],
  // The inbox (decision 040): every request's conversation, ROWS per area (seed-volume.ts).
  // Its default view (open and waiting), a deep page, narrow and broad searches in names and
  // message text, and its filters (overdue alone and with others).
  [
    'conversations',
    [
      '/admin/conversations',
      '/admin/conversations?page=4000',
      '/admin/conversations?status=any&page=4000',
      '/admin/conversations?q=client%2077',
      '/admin/conversations?q=invoice',
      '/admin/conversations?q=invoice%20c4ca',
      '/admin/conversations?overdue=1',
      '/admin/conversations?overdue=1&area=contact&assignee=unassigned',
      '/admin/conversations?assignee=me&language=ar&page=20',
      '/admin/conversations?status=waiting&area=consultancy&page=100',
    ],
  ],
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

async function timed(url: string, cookie: string): Promise<{ ms: number; status: string }> {
  const t0 = performance.now()
  try {
    const response = await fetch(`${base}${url}`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    })
    await response.arrayBuffer()
    return { ms: performance.now() - t0, status: String(response.status) }
  } catch (error) {
    return { ms: performance.now() - t0, status: `error: ${String(error)}` }
  }
}

async function main() {
  const cookie = await login()
  console.log(`admin list pages at ${base}, ${runs} requests per list (full HTML render)\n`)
  console.log(
    `${'list'.padEnd(22)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  slowest URL (its p50)`,
  )
  for (const [name, urls] of lists) {
    if (only && !only.includes(name)) continue
    // One untimed pass first, as a running server has its caches warm.
    for (const url of urls) await timed(url, cookie)
    const times: number[] = []
    const byUrl = new Map<string, number[]>(urls.map((url) => [url, []]))
    const failures = new Set<string>()
    for (let i = 0; i < runs; i++) {
      const url = urls[i % urls.length]
      const { ms, status } = await timed(url, cookie)
      times.push(ms)
      byUrl.get(url)?.push(ms)
      if (status !== '200') failures.add(`${url} → ${status}`)
    }
    times.sort((a, b) => a - b)
    const [slowUrl, slowP50] = [...byUrl]
      .map(
        ([url, list]) =>
          [
            url,
            percentile(
              [...list].sort((a, b) => a - b),
              50,
            ),
          ] as const,
      )
      .sort((a, b) => b[1] - a[1])[0]
    console.log(
      `${name.padEnd(22)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}  ${slowUrl} (${slowP50.toFixed(1)})`,
    )
    for (const failure of failures) console.log(`  not 200: ${failure}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
