/**
 * Times the export of one admin list (decision 049) in this process, as CSV and as XLSX,
 * through the same functions the route /admin/export/:list calls, and prints for each the
 * time, the rows, the file's size and the peak RSS and heap (sampled every 50 ms). Run it
 * against a database filled by scripts/seed-volume.ts (100,000 rows in every list):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx scripts/bench-export.ts
 *
 * BENCH_EXPORT_LIST=custom-requests exports another list of the registry; BENCH_EXPORT_QUERY
 * adds its filters ('q=bench&status=unread'). Each run writes its audit entry, as a real
 * export does.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { user } from '../db/schema'
import { openListExport } from '../app/domain/exports/exports.server'
import { listExportOf } from '../app/domain/exports/lists.server'
import { closeDatabase, getDb } from '../app/server/db.server'
import { EXPORT_FORMATS, type ExportFormat } from '../app/server/export.server'

const listName = process.env.BENCH_EXPORT_LIST ?? 'contacts'
const params = new URLSearchParams(process.env.BENCH_EXPORT_QUERY ?? '')

type Peak = { rss: number; heapUsed: number }

/** Samples the process's memory every 50 ms until stopped; returns the peaks. */
function sampleMemory(): () => Peak {
  const peak: Peak = { rss: 0, heapUsed: 0 }
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage()
    peak.rss = Math.max(peak.rss, rss)
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed)
  }
  sample()
  const timer = setInterval(sample, 50)
  return () => {
    clearInterval(timer)
    sample()
    return peak
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function benchOne(format: ExportFormat, actor: { id: string; email: string }) {
  const list = listExportOf(listName)
  if (!list) throw new Error(`no list named ${listName} in the export registry`)
  ;(globalThis as { gc?: () => void }).gc?.()
  const before = process.memoryUsage()
  const stop = sampleMemory()
  const started = performance.now()
  let rows = 0
  const file = openListExport({
    actor,
    name: listName,
    list,
    params,
    format,
    locale: 'en',
  })
  let bytes = 0
  const reader = file.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
  }
  const seconds = (performance.now() - started) / 1000
  const peak = stop()
  const db = await getDb()
  // The row count the export audited (after the last row, before the file ended).
  const audit = await db.execute(
    sql`select after->>'rows' as rows from audit_log
      where action = 'export' and entity = ${listName} order by id desc limit 1`,
  )
  rows = Number((audit as unknown as { rows: { rows: string }[] }).rows[0]?.rows ?? 0)
  console.log(
    [
      `${listName}.${format}`.padEnd(24),
      `${rows.toLocaleString('en')} rows`.padEnd(14),
      `${seconds.toFixed(2)} s`.padEnd(10),
      `${mb(bytes)} file`.padEnd(14),
      `peak RSS ${mb(peak.rss)} (start ${mb(before.rss)})`.padEnd(36),
      `peak heap ${mb(peak.heapUsed)} (start ${mb(before.heapUsed)})`,
    ].join(' '),
  )
}

async function main() {
  const db = await getDb()
  const [admin] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.createdAt))
    .limit(1)
  if (!admin) throw new Error('no admin account: run the app or scripts/seed-volume.ts first')
  for (const format of EXPORT_FORMATS) await benchOne(format, admin)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => closeDatabase())
