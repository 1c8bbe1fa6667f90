// eslint-disable-next-line no-restricted-imports -- this link changes the language on purpose
import { Link, useLocation } from 'react-router'
import { useLocale, useT } from '~/i18n'
import { switchLocale } from '~/i18n/locale'
import { cn } from '~/lib/class-names'

/**
 * The header's language switch (decision 017): the same page, with its query, in the other
 * language, named in that language. A plain link, so it works without JavaScript. A live
 * region (~/islands/live-filter): when a search updates the page, its query follows.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const m = useT()
  const locale = useLocale()
  const { pathname, search } = useLocation()
  const other = locale === 'en' ? 'ar' : 'en'
  return (
    <Link
      to={switchLocale(other, pathname, search)}
      lang={other}
      hrefLang={other}
      data-live-region="language-switch"
      className={cn('hover:bg-muted rounded-md px-3 py-2 text-sm font-medium', className)}
    >
      {m.nav.otherLanguage}
    </Link>
  )
}
