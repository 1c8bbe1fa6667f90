/**
 * The embedded database's own thread (docs/decisions/022). PGlite runs its queries on the
 * thread that owns it; here that is a worker thread, not the one that renders pages. The
 * app talks to it over the PostgreSQL protocol on a Unix socket, with the same `pg` driver
 * as a PostgreSQL server. Started by `startPgliteThread` in db.server.ts with workerData:
 * the data directory, the socket path, and the optional loopback port for test inspection.
 *
 * The protocol is relayed here rather than by @electric-sql/pglite-socket, which hands
 * PGlite one message at a time: after an error inside an extended query (a constraint
 * refusing a row) PGlite then answers ReadyForQuery twice, and `pg` drops the connection.
 * Here a client's messages go to PGlite as one batch up to its Sync (or simple Query), as
 * they would reach a PostgreSQL backend, and a transaction keeps the database to its
 * connection until it ends.
 */
import fs from 'node:fs'
import net from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

export type PgliteThreadData = {
  dataDir: string
  socketPath: string
  inspectPort?: number
  /** A data-directory dump to start from (PGLITE_TEMPLATE, tests). */
  template?: string
}
export type PgliteThreadMessage = { ready: true } | { closed: true } | { failed: string }

/** PostgreSQL's page cache inside PGlite (its default is 128MB). */
const SHARED_BUFFERS = '16MB'
const SSL_REQUEST = 80877103
const GSS_REQUEST = 80877104
const CANCEL_REQUEST = 80877102
const SYNC = 0x53
const QUERY = 0x51
const FLUSH = 0x48
const TERMINATE = 0x58

const port = parentPort
if (!port) throw new Error('pglite-thread.server.ts runs as a worker thread')
const { dataDir, socketPath, inspectPort, template } = workerData as PgliteThreadData

function send(message: PgliteThreadMessage) {
  port?.postMessage(message)
}

/** One connection at a time holds the database, for a batch or a whole transaction. */
function createTurns(database: PGlite) {
  let owner: object | null = null
  let waiting: (() => void)[] = []
  return {
    async take(connection: object) {
      while (owner && owner !== connection) await new Promise<void>((go) => waiting.push(go))
      owner = connection
    },
    give(connection: object) {
      if (owner !== connection || database.isInTransaction()) return
      owner = null
      const next = waiting
      waiting = []
      for (const go of next) go()
    },
    async leave(connection: object) {
      if (owner !== connection) return
      if (database.isInTransaction()) await database.exec('ROLLBACK')
      owner = null
      const next = waiting
      waiting = []
      for (const go of next) go()
    },
  }
}

function serve(database: PGlite, turns: ReturnType<typeof createTurns>, socket: net.Socket) {
  const connection = {}
  let buffer = Buffer.alloc(0)
  let started = false
  let batch: Buffer[] = []
  let work = Promise.resolve()

  const run = (bytes: Buffer) => {
    work = work
      .then(async () => {
        await turns.take(connection)
        try {
          // The stream form hands the answer over as it is written and keeps nothing:
          // execProtocolRaw also parses every answer into a list that is never emptied (it
          // grew by gigabytes in a 10-minute soak of form posts).
          const answer: Buffer[] = []
          await database.execProtocolRawStream(new Uint8Array(bytes), {
            onRawData: (data) => answer.push(Buffer.from(data)),
          })
          if (answer.length > 0 && socket.writable) socket.write(Buffer.concat(answer))
        } finally {
          turns.give(connection)
        }
      })
      .catch((error: unknown) => {
        socket.destroy(error as Error)
      })
  }

  socket.setNoDelay(true)
  socket.on('data', (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
    for (;;) {
      if (!started) {
        // Startup-phase messages have no type byte: length, then a code or the version.
        if (buffer.length < 8 || buffer.length < buffer.readInt32BE(0)) return
        const length = buffer.readInt32BE(0)
        const code = buffer.readInt32BE(4)
        const message = buffer.subarray(0, length)
        buffer = buffer.subarray(length)
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          socket.write('N')
          continue
        }
        if (code === CANCEL_REQUEST) {
          socket.end()
          return
        }
        started = true
        run(message)
        continue
      }
      if (buffer.length < 5) return
      const length = 1 + buffer.readInt32BE(1)
      if (buffer.length < length) return
      const type = buffer[0]
      const message = buffer.subarray(0, length)
      buffer = buffer.subarray(length)
      if (type === TERMINATE) {
        socket.end()
        return
      }
      batch.push(message)
      if (type === SYNC || type === QUERY || type === FLUSH) {
        run(Buffer.concat(batch))
        batch = []
      }
    }
  })
  const close = () => {
    work = work.then(() => turns.leave(connection)).catch(() => undefined)
  }
  socket.on('close', close)
  socket.on('error', () => socket.destroy())
}

function listen(server: net.Server, address: string | { port: number; host: string }) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    if (typeof address === 'string') server.listen(address, resolve)
    else server.listen(address.port, address.host, resolve)
  })
}

try {
  const database = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: template ? new Blob([await fs.promises.readFile(template)]) : undefined,
    // PostgreSQL's 128 MB of shared buffers live in the WebAssembly memory, and PGlite
    // touches them all at start: 16 MB holds this site's hot pages, and a page it drops is
    // read again from the operating system's file cache (docs/memory.md).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  })
  const turns = createTurns(database)
  const sockets = new Set<net.Socket>()
  const accept = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    serve(database, turns, socket)
  }
  const servers = [net.createServer(accept)]
  await listen(servers[0], socketPath)
  if (inspectPort) {
    servers.push(net.createServer(accept))
    await listen(servers[1], { port: inspectPort, host: '127.0.0.1' })
  }
  port.on('message', async (message: unknown) => {
    if (message !== 'close') return
    for (const socket of sockets) socket.destroy()
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
    await database.close()
    send({ closed: true })
  })
  send({ ready: true })
} catch (error) {
  send({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) })
}
