// eslint-disable-next-line no-restricted-imports -- the one place that wraps redirect
import { redirect } from 'react-router'
import { localeOfRequest, localizePath } from '~/i18n/locale'

/**
 * The one way the server redirects (decision 017): the address keeps the request's language,
 * so `/dashboard` asked for by an Arabic page goes to `/ar/dashboard`. An address already in
 * a language, relative or shared (files, images) is used as it is.
 */
export function redirectTo(request: Request, to: string, init?: number | ResponseInit): Response {
  return redirect(localizePath(localeOfRequest(request), to), init)
}
