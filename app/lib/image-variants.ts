/*
 * Copies of an uploaded image at fixed widths (decision 020). An upload is stored as one WebP
 * at most STORED_IMAGE_WIDTH wide (/files/images/<folder>/<year>/<id>.webp); each width below
 * has a copy beside it, named after it (<id>-w400.webp) and exactly that wide (a smaller upload
 * is enlarged), so the widths a page states in `srcset` are true and a phone downloads a
 * 400-pixel picture instead of the full one. Other pictures (the seed's SVGs, outside
 * addresses) have no copies and are shown as they are.
 */

/** The widest an uploaded image is stored. */
export const STORED_IMAGE_WIDTH = 1600

/** The widths of the copies, narrowest first. */
export const IMAGE_VARIANT_WIDTHS = [200, 400, 800, 1200] as const

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number]

/** An uploaded image's address: its storage key (images/…/<id>) after /files/, then .webp. */
const STORED_IMAGE_URL = /^\/files\/(images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[0-9a-f-]{36})\.webp$/

/** Whether `url` is an uploaded image, which has copies at fixed widths. */
export function hasImageVariants(url: string): boolean {
  return STORED_IMAGE_URL.test(url)
}

/** `/files/images/team/2026/<id>.webp`, 400 → `/files/images/team/2026/<id>-w400.webp`. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  return url.replace(/\.webp$/, `-w${width}.webp`)
}

/** The storage key of the copy of the image stored under `key` (images/…/<id>.webp). */
export function imageVariantKey(key: string, width: ImageVariantWidth): string {
  return key.replace(/\.webp$/, `-w${width}.webp`)
}

/**
 * The stored image and width a copy's key names (images/…/<id>-w400.webp → images/…/<id>.webp,
 * 400), or null when the key names no copy (an original, another width, another kind of file).
 */
export function parseImageVariantKey(
  key: string,
): { originalKey: string; width: ImageVariantWidth } | null {
  const match = /^(images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[0-9a-f-]{36})-w(\d+)\.webp$/.exec(key)
  if (!match) return null
  const width = IMAGE_VARIANT_WIDTHS.find((candidate) => String(candidate) === match[2])
  return width ? { originalKey: `${match[1]}.webp`, width } : null
}

/**
 * `srcset` for an uploaded image: its copies. The stored image stays the `src` only: its width
 * is not known from its address.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!hasImageVariants(url)) return undefined
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ')
}
