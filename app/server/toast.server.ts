import { createCookie, redirect } from 'react-router'
import { z } from 'zod'

const ToastSchema = z.object({
  type: z.enum(['success', 'error', 'info']).default('success'),
  title: z.string(),
  description: z.string().optional(),
})

export type Toast = z.infer<typeof ToastSchema>

// A one-shot cookie carries the toast across the redirect; the root loader reads and clears it.
const toastCookie = createCookie('toast', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 60,
})

export async function toastHeaders(toast: Toast): Promise<Headers> {
  return new Headers({ 'Set-Cookie': await toastCookie.serialize(toast) })
}

export async function redirectWithToast(
  url: string,
  toast: Toast,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await toastCookie.serialize(toast))
  return redirect(url, { ...init, headers })
}

/** Reads the pending toast, if any, with the header that clears it. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const raw: unknown = await toastCookie.parse(request.headers.get('Cookie'))
  const parsed = ToastSchema.safeParse(raw)
  const headers = new Headers()
  if (raw !== null && raw !== undefined) {
    headers.append('Set-Cookie', await toastCookie.serialize('', { maxAge: 0 }))
  }
  return { toast: parsed.success ? parsed.data : null, headers }
}
