import type { Route } from './+types/files'
import { readPublicImage } from '~/server/uploads.server'

// Only public images (and their copies at fixed widths) are served here; CVs go through the
// admin-only download.
export async function loader({ params }: Route.LoaderArgs) {
  const file = await readPublicImage(params['*'] ?? '')
  if (!file) throw new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
