/**
 * A retention run in a process of its own, as another app server's job runner would start one
 * (issue 16, decision 029): started by `startRetentionProcess` on the database named in its
 * environment. It connects, prints `ready`, waits for `go` on its input (so the test starts
 * both runs at the same moment), runs `applyRetention(RETENTION_NOW)`, prints
 * `counts <json>` and exits.
 *
 *   DATABASE_URL=… RETENTION_NOW=2027-01-01T00:00:00Z tsx tests/support/retention-process.ts
 */
import readline from 'node:readline'
import { sql } from 'drizzle-orm'
import { applyRetention } from '~/domain/privacy/retention.server'
import { closeDatabase, getDb } from '~/server/db.server'

const db = await getDb()
await db.execute(sql`select 1`)
process.stdout.write('ready\n')
const input = readline.createInterface({ input: process.stdin })
for await (const line of input) if (line.trim() === 'go') break
input.close()
const counts = await applyRetention(new Date(process.env.RETENTION_NOW ?? Date.now()))
process.stdout.write(`counts ${JSON.stringify(counts)}\n`)
await closeDatabase()
process.exit(0)
