/**
 * `npm run db:backup [folder]`: the database as plain SQL (`database.sql`) and every stored
 * file (`files/`) into `folder`, by default `backups/<date and time>`. With the embedded
 * database, stop the site first. See docs/deployment.md.
 */
import '../app/server/dotenv.server'
import path from 'node:path'
import { backUp } from '../app/server/backup.server'
import { env } from '../app/server/env.server'

const folder =
  process.argv[2] ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-'))
const summary = await backUp(env(), folder)
console.log(
  `backup written to ${summary.folder}: ${summary.databaseBytes.toLocaleString('en')} bytes of SQL, ${summary.files} files`,
)
