import pg from 'pg'
import { E2E_DB_PORT, e2eDatabaseUrl } from '../../../playwright.config'

/**
 * Reads the e2e server's database (PostgreSQL, or the embedded one over its socket),
 * so a test can check what a form really stored.
 */
export async function queryDb<Row extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl(E2E_DB_PORT) })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}
