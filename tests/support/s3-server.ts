import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** The settings that point the app's storage at an `S3Server` (set before the app reads them). */
export function s3Settings(port: number, bucket: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
}

export type S3Server = {
  /** Where s3rver keeps the bucket's objects (a test reads it to see what is stored). */
  directory: string
  /** Stops answering, as a bucket that is down; what it holds stays on disk. */
  stop: () => Promise<void>
  /** Answers again on the same port, with what it held. */
  start: () => Promise<void>
  /** Stops it and deletes what it held. */
  close: () => Promise<void>
}

/** An S3-compatible server (s3rver) on `port` with one bucket, kept in a temporary folder. */
export async function startS3Server(port: number, bucket: string): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  let server: S3rver | null = null
  async function start() {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    await server.run()
  }
  async function stop() {
    await server?.close()
    server = null
  }
  await start()
  return {
    directory,
    start,
    stop,
    async close() {
      await stop()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
