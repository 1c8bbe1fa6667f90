import type { Ref } from 'react'
/* eslint-disable no-restricted-imports -- the one place that wraps Link and NavLink */
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router'
/* eslint-enable no-restricted-imports */
import { useLocale } from '~/i18n'
import { localizePath, type Locale } from '~/i18n/locale'

/*
 * The app's links (decision 017): a site address keeps the page's language, so
 * `<Link to="/careers">` on an Arabic page goes to /ar/careers. Import Link and NavLink from
 * here, never from react-router (the lint rule says so).
 */

function localizeTo(locale: Locale, to: To): To {
  if (typeof to === 'string') return localizePath(locale, to)
  if (!to.pathname) return to
  return { ...to, pathname: localizePath(locale, to.pathname) }
}

/** The page's language applied to a site address: for `href`s, `navigate()` and form actions. */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale()
  return (to) => localizePath(locale, to)
}

export function Link({ to, ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink ref={ref} to={localizeTo(useLocale(), to)} {...props} />
}

export function NavLink({ to, ref, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterNavLink ref={ref} to={localizeTo(useLocale(), to)} {...props} />
}
