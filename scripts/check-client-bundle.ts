/**
 * Fails when the browser bundle (build/client/**) contains a secret: the admin
 * password, the auth secret, database/SMTP/Redis/S3 credentials (their values, from
 * this environment and from the e2e server's configuration), or the names of the
 * variables that hold them (a sign that server code reached the client).
 *
 *   npx react-router build && npx tsx scripts/check-client-bundle.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { E2E_ADMIN } from '../playwright.config'

const CLIENT_DIR = path.resolve(import.meta.dirname, '../build/client')

type Needle = { label: string; value: string }

const SECRET_VARIABLES = [
  'ADMIN_PASSWORD',
  'AUTH_SECRET',
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]

// Names that never belong in browser code.
const FORBIDDEN_NAMES = ['ADMIN_PASSWORD', 'DATABASE_URL', 'AUTH_SECRET', 'S3_SECRET_ACCESS_KEY']

function needles(): Needle[] {
  const found: Needle[] = FORBIDDEN_NAMES.map((name) => ({
    label: `the name ${name}`,
    value: name,
  }))
  for (const name of SECRET_VARIABLES) {
    const value = process.env[name]?.trim()
    // Very short values would match by chance; they are not secrets worth the name.
    if (value && value.length >= 8) found.push({ label: `the value of ${name}`, value })
  }
  found.push({ label: "the e2e server's ADMIN_PASSWORD", value: E2E_ADMIN.password })
  return found
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full) : [full]
  })
}

function main(): number {
  if (!fs.existsSync(CLIENT_DIR)) {
    console.error(`check-client-bundle: ${CLIENT_DIR} does not exist; run the build first`)
    return 1
  }
  const checks = needles()
  const files = listFiles(CLIENT_DIR)
  const findings: string[] = []
  for (const file of files) {
    // latin1 keeps every byte, so text and binary files are both searched.
    const content = fs.readFileSync(file).toString('latin1')
    for (const { label, value } of checks) {
      if (content.includes(value)) findings.push(`${path.relative(process.cwd(), file)}: ${label}`)
    }
  }
  console.log(`check-client-bundle: scanned ${files.length} files under build/client for:`)
  for (const { label } of checks) console.log(`  - ${label}`)
  if (findings.length > 0) {
    console.error('check-client-bundle: secrets found in the browser bundle:')
    for (const finding of findings) console.error(`  ${finding}`)
    return 1
  }
  console.log('check-client-bundle: no secret found')
  return 0
}

process.exit(main())
