import { createCookie, type Cookie } from 'react-router'
import { z } from 'zod'
import { env } from './env.server'
import type { Toast } from '~/lib/action-result'
import { redirectTo } from './redirect.server'
import { getServerSecret } from './secret.server'
import { processWide } from './process-wide.server'

const ToastSchema: z.ZodType<Toast> = z.object({
  type: z.enum(['success', 'error', 'info']).default('success'),
  title: z.string().max(500),
  description: z.string().max(2_000).optional(),
})

export type { Toast }

/**
 * The one-shot cookie that carries a toast across a redirect; the root loader reads and
 * clears it. Signed, so a toast shown on our pages is always one we wrote; `Secure` when the
 * site is served over https.
 */
export function createToastCookie({ secret, appUrl }: { secret: string; appUrl: string }): Cookie {
  return createCookie('toast', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: appUrl.startsWith('https://'),
    maxAge: 60,
    secrets: [secret],
  })
}

const cookie = processWide<Promise<Cookie>>('toast-cookie')

function toastCookie(): Promise<Cookie> {
  return cookie.get(() =>
    getServerSecret().then((secret) => createToastCookie({ secret, appUrl: env().APP_URL })),
  )
}

export async function toastHeaders(toast: Toast): Promise<Headers> {
  return new Headers({ 'Set-Cookie': await (await toastCookie()).serialize(toast) })
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: Toast,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await (await toastCookie()).serialize(toast))
  return redirectTo(request, url, { ...init, headers })
}

/** Reads the pending toast, if any, with the header that clears it; a forged one is ignored. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookieHeader = request.headers.get('Cookie')
  const headers = new Headers()
  if (!cookieHeader?.includes('toast=')) return { toast: null, headers }
  const cookie = await toastCookie()
  const raw: unknown = await cookie.parse(cookieHeader)
  const parsed = ToastSchema.safeParse(raw)
  // Present but unsigned or unreadable: cleared all the same.
  headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }))
  return { toast: parsed.success ? parsed.data : null, headers }
}
