/**
 * `npm run db:restore <folder>`: puts a backup made by `npm run db:backup` back, the database
 * (its tables dropped and recreated) and the stored files, then erases again every person
 * erased since the backup was taken (decision 033). Stop the site first. With the embedded
 * database, the current data directory is kept beside it, renamed.
 */
import '../app/server/dotenv.server'
import { restoreKeepingErasures } from '../app/domain/privacy/restore.server'
import { env } from '../app/server/env.server'

const folder = process.argv[2]
if (!folder) {
  console.error('usage: npm run db:restore <backup folder>')
  process.exit(2)
}
const summary = await restoreKeepingErasures(env(), folder)
console.log(
  `restored from ${folder}: the database and ${summary.files} files` +
    (summary.previousDataDir
      ? `; the data directory before it is kept at ${summary.previousDataDir}`
      : ''),
)
if (!summary.erasuresChecked) {
  console.warn(
    'the database before the restore could not be read: erasures completed since this backup were not done again (README, Personal data)',
  )
} else {
  console.log(`erasures completed since the backup, done again: ${summary.erasuresReapplied}`)
}
if (summary.erasuresRefused > 0) {
  console.warn(
    `${summary.erasuresRefused} of them would erase the only Administrator: they are open again on /admin/data-requests, to be run once another Administrator exists`,
  )
}
