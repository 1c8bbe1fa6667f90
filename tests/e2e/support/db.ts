import pg from 'pg'
import { E2E_DB_PORT } from '../../../playwright.config'

/**
 * Reads the e2e server's embedded database over its PostgreSQL socket,
 * so a test can check what a form really stored.
 */
export async function queryDb<Row extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: E2E_DB_PORT,
    user: 'postgres',
    database: 'postgres',
  })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}
