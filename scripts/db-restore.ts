/**
 * `npm run db:restore <folder>`: puts a backup made by `npm run db:backup` back, the database
 * (its tables dropped and recreated) and the stored files. Stop the site first. With the
 * embedded database, the current data directory is kept beside it, renamed.
 */
import '../app/server/dotenv.server'
import { restore } from '../app/server/backup.server'
import { env } from '../app/server/env.server'

const folder = process.argv[2]
if (!folder) {
  console.error('usage: npm run db:restore <backup folder>')
  process.exit(2)
}
const summary = await restore(env(), folder)
console.log(
  `restored from ${folder}: the database and ${summary.files} files` +
    (summary.previousDataDir
      ? `; the data directory before it is kept at ${summary.previousDataDir}`
      : ''),
)
