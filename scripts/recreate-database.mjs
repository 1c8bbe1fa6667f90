// Drops and creates the database a PostgreSQL URL names, so the e2e server it is for starts
// from nothing (scripts/e2e-server.sh). Plain JavaScript: it runs before anything is compiled.
import pg from 'pg'

const target = new URL(process.argv[2] ?? '')
const name = decodeURIComponent(target.pathname.slice(1))
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a scratch database name: ${name}`)
const maintenance = new URL(target)
maintenance.pathname = '/postgres'
const client = new pg.Client({ connectionString: maintenance.toString() })
await client.connect()
try {
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await client.query(`CREATE DATABASE "${name}"`)
} finally {
  await client.end()
}
