import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { messageKeys } from '~/i18n'
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantKey,
  parseImageVariantKey,
  STORED_IMAGE_WIDTH,
} from '~/lib/image-variants'
import { getDb } from './db.server'
import { queueFileDeletions } from './file-deletions.server'
import { logger } from './logger.server'
import { deleteFile, getFile, newFileKey, putFile, type StoredFile } from './storage.server'

export type UploadProblem = 'missing' | 'too-large' | 'wrong-type'

export type CheckedUpload =
  | { isValid: true; bytes: Buffer; mime: string; extension: string; originalName: string }
  | { isValid: false; problem: UploadProblem }

/** Allowed kinds, decided by the file's content: sniffed MIME type → stored extension. */
export const CV_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  // file-type reports legacy .doc files as a compound file container
  'application/x-cfb': 'doc',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
}

export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/tiff': 'tif',
}

export const CV_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024
/** A data room's document: a PDF of at most 20 MB (decision 043). */
export const ROOM_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024

/** Checks an uploaded file by its bytes, never by its name or the browser's claim. */
export async function checkUpload(
  entry: FormDataEntryValue | null,
  { maxBytes, types }: { maxBytes: number; types: Record<string, string> },
): Promise<CheckedUpload> {
  if (!entry || typeof entry === 'string' || entry.size === 0)
    return { isValid: false, problem: 'missing' }
  if (entry.size > maxBytes) return { isValid: false, problem: 'too-large' }
  const bytes = Buffer.from(await entry.arrayBuffer())
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !(detected.mime in types)) return { isValid: false, problem: 'wrong-type' }
  return {
    isValid: true,
    bytes,
    mime: detected.mime === 'application/x-cfb' ? 'application/msword' : detected.mime,
    extension: types[detected.mime],
    originalName: entry.name.slice(0, 200),
  }
}

/**
 * Re-encodes an image as WebP (metadata stripped, at most STORED_IMAGE_WIDTH wide) with its
 * copies at fixed widths (~/lib/image-variants), stores them and returns the image's public URL
 * (/files/images/…). Throws when sharp cannot decode the bytes; then nothing is stored.
 */
export async function storeImage(bytes: Buffer, folder: string): Promise<string> {
  // Decoded and scaled once; the stored image and every copy are encoded from these pixels.
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width: STORED_IMAGE_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  const stored = await pixels().webp({ quality: 82 }).toBuffer()
  const copies = await Promise.all(
    IMAGE_VARIANT_WIDTHS.map((width) =>
      // Exactly as wide as srcset says, even when the upload is narrower.
      pixels().resize({ width }).webp({ quality: 80 }).toBuffer(),
    ),
  )
  const key = newFileKey(`images/${folder}`, 'webp')
  try {
    await putFile(key, stored, 'image/webp')
    for (const [index, width] of IMAGE_VARIANT_WIDTHS.entries())
      await putFile(imageVariantKey(key, width), copies[index], 'image/webp')
  } catch (error) {
    await deleteImageFiles(key)
    throw error
  }
  return `/files/${key}`
}

/** A stored file's keys: an image's with those of its width copies. */
function keysOfStoredFile(key: string): string[] {
  return key.startsWith('images/')
    ? [key, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantKey(key, width))]
    : [key]
}

/** Deletes a stored image and its copies (a copy that was never made is no error). */
async function deleteImageFiles(key: string): Promise<void> {
  for (const each of keysOfStoredFile(key)) await deleteFile(each)
}

/**
 * Deletes an image `storeImage` stored (/files/images/…) and its copies, now or later
 * (`deleteNowOrLater`); seed images and outside URLs are left alone.
 */
export async function removeStoredImage(url: string | null | undefined): Promise<void> {
  if (!url?.startsWith('/files/images/')) return
  await deleteNowOrLater(url.slice('/files/'.length))
}

/**
 * Deletes a stored file (an image with its copies) now; what the storage refuses is queued
 * for the job runner to delete later (decision 032). A failure is only logged, because the
 * record the file belonged to is already saved or gone.
 */
async function deleteNowOrLater(key: string): Promise<void> {
  const refused: string[] = []
  for (const each of keysOfStoredFile(key)) {
    try {
      await deleteFile(each)
    } catch (error) {
      refused.push(each)
      logger.warn({ err: error, key: each }, 'a stored file could not be deleted now: queued')
    }
  }
  if (refused.length === 0) return
  await queueFileDeletions(await getDb(), refused).catch((error: unknown) => {
    logger.error({ err: error, keys: refused }, 'stored files could not be queued for deletion')
  })
}

/** Copies being made now, by key: two requests for the same missing copy make it once. */
const copiesInProgress = new Map<string, Promise<StoredFile | null>>()

/**
 * A public image by its key (images/…): the stored file, or, for a copy an image uploaded
 * before copies existed lacks, one made now from the image and stored for later requests.
 * The widths are the fixed few of IMAGE_VARIANT_WIDTHS, so a request can make at most those.
 */
export async function readPublicImage(key: string): Promise<StoredFile | null> {
  if (!key.startsWith('images/')) return null
  const file = await getFile(key)
  if (file) return file
  const copy = parseImageVariantKey(key)
  if (!copy) return null
  let making = copiesInProgress.get(key)
  if (!making) {
    making = makeImageCopy(key, copy.originalKey, copy.width).finally(() =>
      copiesInProgress.delete(key),
    )
    copiesInProgress.set(key, making)
  }
  return making
}

async function makeImageCopy(
  key: string,
  originalKey: string,
  width: number,
): Promise<StoredFile | null> {
  const original = await getFile(originalKey)
  if (!original) return null
  const body = await sharp(original.body, { failOn: 'error' })
    .resize({ width })
    .webp({ quality: 80 })
    .toBuffer()
  await putFile(key, body, 'image/webp')
  return { body, contentType: 'image/webp' }
}

/*
 * The kit's one upload helper (decision 015): a form declares its file fields as rules, and
 * handleForm (action.server.ts) reads them after the other fields are valid, checks each file
 * by its content, stores it, and removes what it stored again if the save is then refused or
 * fails. Routes and domain commands only ever see a stored file's key and URL.
 */

/** How one file field is checked and stored, and what its refusals say. */
export type UploadRule = {
  /** Accepted kinds, decided by content: sniffed MIME type → stored extension. */
  types: Record<string, string>
  maxBytes: number
  /**
   * Images are re-encoded as WebP, with copies at fixed widths, under images/<folder>; other files
   * are kept as sent.
   */
  store: 'image' | 'file'
  folder: string
  /** A required field refuses a submission without a file; an optional one may be cleared. */
  isRequired: boolean
  messages: { missing: string; wrongType: string; tooLarge: string }
  /** The toast that explains a refused file, when the form shows one. */
  toast?: {
    wrongType: { title: string; description: string }
    tooLarge: { title: string; description: string }
  }
}

/** An admin image field (SPEC 5): any image, at most 8 MB, stored as WebP; may be removed. */
export function imageUpload(folder: string): UploadRule {
  // Catalog keys: handleForm answers them in the request's language (decision 017).
  const m = messageKeys.upload
  return {
    types: IMAGE_TYPES,
    maxBytes: IMAGE_MAX_BYTES,
    store: 'image',
    folder,
    isRequired: false,
    messages: { missing: m.invalidImage, wrongType: m.invalidImage, tooLarge: m.imageTooLarge },
    toast: {
      wrongType: { title: m.invalidImage, description: m.invalidImageDescription },
      tooLarge: { title: m.imageTooLarge, description: m.imageTooLargeDescription },
    },
  }
}

/** A required document (a CV): the given kinds and size, stored as sent under `folder`. */
export function documentUpload(rule: {
  folder: string
  types: Record<string, string>
  maxBytes: number
  messages: UploadRule['messages']
}): UploadRule {
  return { ...rule, store: 'file', isRequired: true }
}

/** What became of one file field. */
export type Upload =
  | { kind: 'unchanged' }
  /** An optional field's `<name>Remove=on`: the record's file is to be cleared. */
  | { kind: 'removed' }
  | {
      kind: 'stored'
      /** Storage key (cv/…, images/team/…) and the URL it is served at (/files/…). */
      key: string
      url: string
      mime: string
      size: number
      originalName: string
    }

/**
 * The file URL a record keeps after a save with this upload: the newly stored one, none
 * (removed), or its current one (unchanged). Deleting the replaced file is the caller's.
 */
export function urlAfterUpload(upload: Upload, currentUrl: string | null): string | null {
  if (upload.kind === 'stored') return upload.url
  return upload.kind === 'removed' ? null : currentUrl
}

export type UploadsRead<Name extends string> =
  | { isValid: true; uploads: Record<Name, Upload> }
  | {
      isValid: false
      status: 400 | 413
      fieldErrors: Record<string, string[]>
      toast?: { title: string; description: string }
    }

/** The largest body a form with these rules may send (plus room for its other fields). */
export function uploadsMaxBytes(rules: Record<string, UploadRule>): number {
  return Math.max(0, ...Object.values(rules).map((rule) => rule.maxBytes)) + 64 * 1024
}

/** Reads, checks and stores every file field of `rules`; on a refusal nothing stays stored. */
export async function readUploads<Name extends string>(
  formData: FormData,
  rules: Record<Name, UploadRule>,
): Promise<UploadsRead<Name>> {
  const uploads = {} as Record<Name, Upload>
  for (const name of Object.keys(rules) as Name[]) {
    const rule = rules[name]
    const entry = formData.get(name)
    const hasFile = entry !== null && typeof entry !== 'string' && entry.size > 0
    if (!hasFile) {
      if (rule.isRequired) {
        await discardUploads(uploads)
        return { isValid: false, status: 400, fieldErrors: { [name]: [rule.messages.missing] } }
      }
      uploads[name] =
        formData.get(`${name}Remove`) === 'on' ? { kind: 'removed' } : { kind: 'unchanged' }
      continue
    }
    const stored = await storeUpload(entry, rule)
    if (stored.kind === 'stored') {
      uploads[name] = stored
      continue
    }
    await discardUploads(uploads)
    const isTooLarge = stored.problem === 'too-large'
    return {
      isValid: false,
      status: isTooLarge ? 413 : 400,
      fieldErrors: { [name]: [isTooLarge ? rule.messages.tooLarge : rule.messages.wrongType] },
      toast: isTooLarge ? rule.toast?.tooLarge : rule.toast?.wrongType,
    }
  }
  return { isValid: true, uploads }
}

async function storeUpload(
  file: File,
  rule: UploadRule,
): Promise<
  Extract<Upload, { kind: 'stored' }> | { kind: 'invalid'; problem: 'too-large' | 'wrong-type' }
> {
  const checked = await checkUpload(file, { maxBytes: rule.maxBytes, types: rule.types })
  if (!checked.isValid)
    return {
      kind: 'invalid',
      problem: checked.problem === 'too-large' ? 'too-large' : 'wrong-type',
    }
  if (rule.store === 'image') {
    try {
      const url = await storeImage(checked.bytes, rule.folder)
      return {
        kind: 'stored',
        key: url.slice('/files/'.length),
        url,
        mime: 'image/webp',
        size: checked.bytes.length,
        originalName: checked.originalName,
      }
    } catch {
      // sharp could not decode it although the header looked like an image
      return { kind: 'invalid', problem: 'wrong-type' }
    }
  }
  const key = newFileKey(rule.folder, checked.extension)
  await putFile(key, checked.bytes, checked.mime)
  return {
    kind: 'stored',
    key,
    url: `/files/${key}`,
    mime: checked.mime,
    size: checked.bytes.length,
    originalName: checked.originalName,
  }
}

/** Removes the files `readUploads` stored (the save they were for did not happen). */
export async function discardUploads(uploads: Partial<Record<string, Upload>>): Promise<void> {
  for (const upload of Object.values(uploads)) {
    if (upload?.kind === 'stored') await deleteNowOrLater(upload.key)
  }
}
