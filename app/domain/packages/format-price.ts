import { DEFAULT_LOCALE } from '~/i18n'

const aed = new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency: 'AED' })

/** SPEC 9: prices are AED, formatted in the en-AE locale. `price` is the numeric(12,2) text. */
export function formatPrice(price: string | number): string {
  return aed.format(Number(price))
}
