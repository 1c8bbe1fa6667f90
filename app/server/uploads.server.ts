import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { logger } from './logger.server'
import { deleteFile, newFileKey, putFile } from './storage.server'

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

/**
 * Refuses a request whose body is larger than `maxBytes` (plus form overhead)
 * before it is read into memory: 413.
 */
export function assertBodySize(request: Request, maxBytes: number): void {
  const length = Number(request.headers.get('content-length') ?? '0')
  if (length > maxBytes + 64 * 1024) {
    throw new Response('Payload Too Large', { status: 413 })
  }
}

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
 * Re-encodes an image as WebP (metadata stripped, at most `maxWidth` wide), stores it
 * and returns its public URL (/files/images/…).
 */
export async function storeImage(bytes: Buffer, folder: string, maxWidth = 1600): Promise<string> {
  const webp = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
  const key = newFileKey(`images/${folder}`, 'webp')
  await putFile(key, webp, 'image/webp')
  return `/files/${key}`
}

/**
 * Deletes an image `storeImage` stored (/files/images/…); seed images and outside URLs are
 * left alone, and a failure is only logged (the record is already saved or gone).
 */
export async function removeStoredImage(url: string | null | undefined): Promise<void> {
  if (!url?.startsWith('/files/images/')) return
  try {
    await deleteFile(url.slice('/files/'.length))
  } catch (error) {
    logger.warn({ err: error, url }, 'could not delete a stored image')
  }
}

export type ImageFieldResult =
  | { kind: 'unchanged' }
  | { kind: 'removed' }
  | { kind: 'stored'; url: string }
  | { kind: 'invalid'; problem: 'too-large' | 'wrong-type' }

/**
 * Reads the image field of an admin form (see components/admin/image-upload-field.tsx):
 * a new file is checked by content and stored as WebP; `<name>Remove=on` clears it.
 */
export async function readImageField(
  formData: FormData,
  name: string,
  folder: string,
): Promise<ImageFieldResult> {
  const entry = formData.get(name)
  if (entry && typeof entry !== 'string' && entry.size > 0) {
    const checked = await checkUpload(entry, { maxBytes: IMAGE_MAX_BYTES, types: IMAGE_TYPES })
    if (!checked.isValid)
      return {
        kind: 'invalid',
        problem: checked.problem === 'too-large' ? 'too-large' : 'wrong-type',
      }
    try {
      return { kind: 'stored', url: await storeImage(checked.bytes, folder) }
    } catch {
      // sharp could not decode it although the header looked like an image
      return { kind: 'invalid', problem: 'wrong-type' }
    }
  }
  if (formData.get(`${name}Remove`) === 'on') return { kind: 'removed' }
  return { kind: 'unchanged' }
}
