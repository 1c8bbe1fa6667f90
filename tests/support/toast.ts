import { readToast } from '~/server/toast.server'
import { cookieHeader, getRequest } from './requests'

/**
 * The toast an action's answer (a Response or a data() result) leaves for the next page,
 * read back the way the root loader reads it: a cookie that is not ours reads as null.
 */
export async function toastOf(outcome: unknown): Promise<{
  type: string
  title: string
  description?: string
} | null> {
  const headers =
    outcome instanceof Response
      ? outcome.headers
      : new Headers((outcome as { init?: ResponseInit } | null)?.init?.headers)
  const { toast } = await readToast(
    getRequest('/', { cookie: cookieHeader(headers.getSetCookie()) }),
  )
  return toast
}
