import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import sharp, { type OverlayOptions } from 'sharp'
import { SOCIAL_IMAGE } from '~/lib/seo'

/** What a link preview card says: the company, a small label, the title, one line below. */
export type SocialCard = {
  companyName: string
  eyebrow: string
  title: string
  subtitle: string
}

const { width: WIDTH, height: HEIGHT } = SOCIAL_IMAGE
const MARGIN = 80
const TEXT_WIDTH = WIDTH - 2 * MARGIN
const TITLE_MAX_HEIGHT = 250
const LINE_MAX_HEIGHT = 44

// IBM Plex Sans Arabic (OFL, already used by the PDF export) has Latin and Arabic glyphs and
// ships with the app, so the card never depends on the fonts of the machine it runs on.
const fontFile = (path: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/ibm-plex-sans-arabic/${path}`)
const FAMILY = 'IBM Plex Sans Arabic'
const BOLD = { file: fontFile('700Bold/IBMPlexSansArabic_700Bold.ttf'), font: `${FAMILY} Bold` }
const REGULAR = { file: fontFile('400Regular/IBMPlexSansArabic_400Regular.ttf'), font: FAMILY }

const NAVY = '#0b2545'
const GOLD = '#d4a017'

// The site's logo (public/logo.svg) on a navy card with a gold edge; text is drawn by Pango.
const BACKGROUND =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="#13315c"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="16" height="${HEIGHT}" fill="${GOLD}"/>
  <g transform="translate(${MARGIN} 64)">
    <rect width="64" height="64" rx="12" fill="${NAVY}" stroke="#ffffff" stroke-opacity="0.3"/>
    <path d="M14 46V26l10-8v28zm13 0V14l10 8v24zm13 0V30l10-6v22z" fill="${GOLD}"/>
    <path d="M10 50h44" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
  </g>
  <path d="M${MARGIN} 540h${TEXT_WIDTH}" stroke="#ffffff" stroke-opacity="0.2" stroke-width="2"/>
</svg>`)

function escapeMarkup(text: string): string {
  return text.replace(/[&<>'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

type Face = { file: string; font: string }

/**
 * One text block as a transparent PNG, `size` points at most: when it does not fit in
 * `maxHeight` (a long title), Pango fits it into the box at a smaller size instead.
 */
async function textBlock(
  text: string,
  face: Face,
  size: number,
  color: string,
  maxWidth: number,
  maxHeight: number,
  extra = '',
): Promise<{ data: Buffer; height: number }> {
  const render = (fitHeight?: number) =>
    sharp({
      text: {
        text: `<span foreground="${color}"${extra}>${escapeMarkup(text)}</span>`,
        fontfile: face.file,
        font: `${face.font} ${size}`,
        width: maxWidth,
        ...(fitHeight ? { height: fitHeight } : { dpi: 72 }),
        rgba: true,
        wrap: 'word',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true })
  let block = await render()
  if (block.info.height > maxHeight) block = await render(maxHeight)
  return { data: block.data, height: block.info.height }
}

async function renderPng(card: SocialCard): Promise<Buffer> {
  const [company, eyebrow, title, subtitle] = await Promise.all([
    textBlock(card.companyName, BOLD, 30, '#ffffff', TEXT_WIDTH - 84, 64),
    // letter_spacing is in 1/1024 pt: 2 pt between the capitals.
    textBlock(card.eyebrow.toUpperCase(), BOLD, 24, GOLD, TEXT_WIDTH, 36, ' letter_spacing="2048"'),
    textBlock(card.title, BOLD, 60, '#ffffff', TEXT_WIDTH, TITLE_MAX_HEIGHT),
    textBlock(card.subtitle, REGULAR, 30, '#c9d6e8', TEXT_WIDTH, LINE_MAX_HEIGHT),
  ])
  const layers: OverlayOptions[] = [
    { input: company.data, left: MARGIN + 84, top: 64 + Math.round((64 - company.height) / 2) },
    { input: eyebrow.data, left: MARGIN, top: 190 },
    { input: title.data, left: MARGIN, top: 240 },
  ]
  if (card.subtitle) layers.push({ input: subtitle.data, left: MARGIN, top: 560 })
  return sharp(BACKGROUND).composite(layers).png({ compressionLevel: 9 }).toBuffer()
}

// Rendered cards by content: a changed title is a new key, so nothing stale is served.
const CACHE_SIZE = 64
const cache = new Map<string, Promise<Buffer>>()

function cardKey(card: SocialCard): string {
  return createHash('sha256')
    .update(JSON.stringify([card.companyName, card.eyebrow, card.title, card.subtitle]))
    .digest('base64url')
    .slice(0, 27)
}

/** The card as a 1200×630 PNG, rendered once per content and kept in memory. */
export async function renderSocialCard(card: SocialCard): Promise<{ png: Buffer; etag: string }> {
  const key = cardKey(card)
  let png = cache.get(key)
  if (png) {
    cache.delete(key) // most recently used last
  } else {
    png = renderPng(card)
    png.catch(() => cache.delete(key))
  }
  cache.set(key, png)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return { png: await png, etag: `"${key}"` }
}

/**
 * The answer of an /og/… route: the PNG, cacheable for an hour by browsers and link-preview
 * crawlers (then revalidated with the ETag, 304 when the card has not changed).
 */
export async function socialCardResponse(request: Request, card: SocialCard): Promise<Response> {
  const { png, etag } = await renderSocialCard(card)
  const headers = {
    'Content-Type': SOCIAL_IMAGE.type,
    'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    ETag: etag,
  }
  if (request.headers.get('If-None-Match') === etag)
    return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(png), { headers })
}
