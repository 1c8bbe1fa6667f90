import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { schema } from './schema'

/**
 * The Drizzle database over this schema, whichever driver opened it (PGlite or pg). Lives in
 * db/ so the seed and scripts name it without importing the app's server code.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
