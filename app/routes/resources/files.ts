import type { Route } from './+types/files'
import { getFile } from '~/server/storage.server'

// Only public images are served here; CVs go through the admin-only download.
export async function loader({ params }: Route.LoaderArgs) {
  const key = params['*'] ?? ''
  if (!key.startsWith('images/')) throw new Response('Not Found', { status: 404 })
  const file = await getFile(key)
  if (!file) throw new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
