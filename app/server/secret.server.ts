import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { serverSecrets } from '#db/schema'
import { getDb } from './db.server'
import { env } from './env.server'
import { processWide } from './process-wide.server'

const serverSecret = processWide<Promise<string>>('server-secret')

async function loadServerSecret(): Promise<string> {
  const configured = env().AUTH_SECRET
  if (configured) return configured
  // Without AUTH_SECRET, one secret is generated and kept in the database, so every
  // process sharing the database signs cookies alike.
  const db = await getDb()
  const candidate = crypto.randomBytes(32).toString('base64url')
  await db
    .insert(serverSecrets)
    .values({ key: 'auth_secret', value: candidate })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.key, 'auth_secret'))
  return row.value
}

/** The secret that signs sessions and cookies: AUTH_SECRET, or one kept in the database. */
export function getServerSecret(): Promise<string> {
  return serverSecret.get(() =>
    loadServerSecret().catch((error: unknown) => {
      serverSecret.clear()
      throw error
    }),
  )
}
