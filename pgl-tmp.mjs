import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
let t=Date.now()
const a = await PGlite.create('memory://', { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] })
console.log('fresh', Date.now()-t); t=Date.now()
await a.exec('create extension if not exists pg_trgm; create table x(a int); insert into x values (1)')
const blob = await a.dumpDataDir('none')
console.log('dump', Date.now()-t, blob.size); t=Date.now()
const b = await PGlite.create('memory://', { loadDataDir: blob, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] })
console.log('load', Date.now()-t, (await b.query('select * from x')).rows)
