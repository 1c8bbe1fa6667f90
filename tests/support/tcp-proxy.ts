import net from 'node:net'

export type TcpProxy = {
  port: number
  /** Closes every connection and refuses new ones, as a stopped server does. */
  stop: () => Promise<void>
  /** Listens again on the same port. */
  start: () => Promise<void>
  close: () => Promise<void>
}

/**
 * A TCP relay to `target` that a test can stop and start again: a database outage for one
 * app process, without stopping the database the rest of the suite uses.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream)
    upstream.pipe(client)
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(0)
  const port = (server.address() as net.AddressInfo).port
  const stop = async () => {
    if (!server.listening) return
    const closed = new Promise((resolve) => server.close(resolve))
    for (const socket of sockets) socket.destroy()
    await closed
  }
  return {
    port,
    stop,
    start: () => listen(port),
    close: stop,
  }
}
