import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '#db/database'
import { contactMessages, investments } from '#db/schema'
import { getFile, putFile } from '~/server/storage.server'

/*
 * The backup round trip of issue 15, shared by both drivers' tests: files stored, a backup,
 * then changes to rows and files that a restore must undo.
 */

const CV = 'cv/2026/0b6b4f8e-backup-test.pdf'
const PHOTO = 'team/2026/5d1c2a9e-backup-test.webp'

/** Stores two files, as uploads would. */
export async function storeFiles() {
  await putFile(CV, Buffer.from('%PDF-1.4 the CV as backed up'), 'application/pdf')
  await putFile(PHOTO, Buffer.from('RIFF the photo as backed up'), 'image/webp')
}

/** Changes rows and files after the backup: a deletion, an insertion, an update, a file. */
export async function changeEverything(db: Db) {
  const [first] = await db.select({ id: investments.id }).from(investments).limit(1)
  await db.delete(investments).where(eq(investments.id, first.id))
  await db.update(investments).set({ title: 'Changed after the backup' })
  await db.insert(contactMessages).values({
    id: 'msg-after-backup',
    name: 'After Backup',
    email: 'after@example.com',
    subject: 'Written after the backup',
    message: 'This message must be gone after the restore.',
  } as typeof contactMessages.$inferInsert)
  await putFile(CV, Buffer.from('%PDF-1.4 overwritten after the backup'), 'application/pdf')
  fs.rmSync(path.join(process.env.UPLOAD_DIR!, ...PHOTO.split('/')))
}

export async function expectFilesAsBackedUp() {
  expect((await getFile(CV))?.body.toString()).toBe('%PDF-1.4 the CV as backed up')
  expect((await getFile(PHOTO))?.body.toString()).toBe('RIFF the photo as backed up')
}
