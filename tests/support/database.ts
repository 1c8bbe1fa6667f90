import crypto from 'node:crypto'
import pg from 'pg'

/**
 * Creates a database on the server named by `baseUrl` and returns its URL, so every test
 * file starts from nothing, or from a copy of `template` (decision 051: the migrated schema).
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix = 'it',
  template?: string,
): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
  } finally {
    await client.end()
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropScratchDatabase(baseUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/**
 * The address another app process (tests/support/site-processes.ts) reaches this test
 * file's database by: the PostgreSQL scratch database in the PostgreSQL pass; in the PGlite
 * pass, this process's embedded database served over the PostgreSQL protocol on `port`
 * (PGLITE_SOCKET_PORT). Call it at the top of the file, before the database opens.
 */
export function shareDatabaseWithOtherProcesses(port: number): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL
  process.env.PGLITE_SOCKET_PORT = String(port)
  return `postgres://postgres@127.0.0.1:${port}/postgres`
}
