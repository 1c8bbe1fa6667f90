import { PGlite } from '@electric-sql/pglite'
const rss = () => Math.round(process.memoryUsage().rss / 1048576)
console.log('start', rss())
const opts = process.argv[2] ? { initialMemory: Number(process.argv[2]) * 1048576 } : {}
const startParams = process.argv[3] ? { startParams: [...(await import('/work/main/node_modules/@electric-sql/pglite/dist/index.js')).PGlite.defaultStartParams ?? [], ...process.argv[3].split(' ')] } : {}
const db = await PGlite.create('/tmp/st/db', { ...opts })
console.log('open', rss())
await db.query('select count(*) from investments')
console.log('query', rss())
const r = await db.query("select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','maintenance_work_mem','wal_buffers','temp_buffers')")
console.log(r.rows)
