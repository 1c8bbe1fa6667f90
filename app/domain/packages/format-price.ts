import { DEFAULT_LOCALE } from '~/i18n'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * SPEC 9: prices are AED, formatted in the en-AE locale (or `locale`, an Intl locale such as
 * useIntlLocale()). `price` is the numeric(12,2) text.
 */
export function formatPrice(price: string | number, locale: string = DEFAULT_LOCALE): string {
  let aed = formats.get(locale)
  if (!aed) {
    aed = new Intl.NumberFormat(locale, { style: 'currency', currency: 'AED' })
    formats.set(locale, aed)
  }
  return aed.format(Number(price))
}
