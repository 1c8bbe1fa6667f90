import fs from 'node:fs/promises'
import path from 'node:path'
import crypto from 'node:crypto'
import { env } from './env.server'
import { processWide } from './process-wide.server'

/**
 * Stored files are addressed by generated keys such as `cv/2026/3f2a….pdf`;
 * a user's file name never becomes a path.
 */
export type StoredFile = { body: Buffer; contentType: string }

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.[a-z0-9]+$/

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..')
}

export function newFileKey(folder: string, extension: string): string {
  const year = new Date().getUTCFullYear()
  return `${folder}/${year}/${crypto.randomUUID()}.${extension}`
}

type Backend = {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<StoredFile | null>
  remove(key: string): Promise<void>
  /** Every stored key (backups). */
  keys(): AsyncIterable<string>
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
}

/** The content type a stored file's key (or name) stands for, by its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream'
}

function localBackend(root: string): Backend {
  const resolve = (key: string) => path.join(root, ...key.split('/'))
  return {
    async put(key, body) {
      const file = resolve(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Written beside it, then renamed: a request reading the file meanwhile (an image copy
      // made on first request, decision 020) sees it whole or not at all.
      const partial = `${file}.${crypto.randomUUID()}.partial`
      try {
        await fs.writeFile(partial, body)
        await fs.rename(partial, file)
      } finally {
        await fs.rm(partial, { force: true })
      }
    },
    async get(key) {
      try {
        const body = await fs.readFile(resolve(key))
        return { body, contentType: contentTypeOf(key) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true })
    },
    async *keys() {
      const entries = await fs
        .readdir(root, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return []
          throw error
        })
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.partial')) continue
        const key = path.relative(root, path.join(entry.parentPath, entry.name))
        yield key.split(path.sep).join('/')
      }
    },
  }
}

async function s3Backend(): Promise<Backend> {
  const config = env()
  const {
    S3Client,
    PutObjectCommand,
    GetObjectCommand,
    DeleteObjectCommand,
    ListObjectsV2Command,
    NoSuchKey,
  } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  })
  const Bucket = config.S3_BUCKET
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      )
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        const bytes = await result.Body?.transformToByteArray()
        if (!bytes) return null
        return {
          body: Buffer.from(bytes),
          contentType: result.ContentType ?? 'application/octet-stream',
        }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async *keys() {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}

const storageBackend = processWide<Promise<Backend>>('storage')

function backend(): Promise<Backend> {
  return storageBackend.get(() =>
    env().S3_BUCKET ? s3Backend() : Promise.resolve(localBackend(path.resolve(env().UPLOAD_DIR))),
  )
}

export async function putFile(key: string, body: Buffer, contentType: string): Promise<void> {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`)
  await (await backend()).put(key, body, contentType)
}

export async function getFile(key: string): Promise<StoredFile | null> {
  if (!isValidKey(key)) return null
  return (await backend()).get(key)
}

export async function deleteFile(key: string): Promise<void> {
  if (!isValidKey(key)) return
  await (await backend()).remove(key)
}

/** Every stored file's key, in the bucket or under UPLOAD_DIR (backups). */
export async function* storedFileKeys(): AsyncIterable<string> {
  for await (const key of (await backend()).keys()) if (isValidKey(key)) yield key
}
