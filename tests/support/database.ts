import crypto from 'node:crypto'
import pg from 'pg'

/**
 * Creates an empty database on the server named by `baseUrl` and returns its URL,
 * so every test file (or e2e run) starts from nothing.
 */
export async function createScratchDatabase(baseUrl: string, prefix = 'it'): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}"`)
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
