import { en, type Messages } from './en'

export const DEFAULT_LOCALE = 'en-AE'

/** The active catalog. Only English exists today; Arabic is a second catalog plus dir="rtl". */
export function useT(): Messages {
  return en
}

/** Server-side access to the catalog (e-mails, meta tags). */
export const t: Messages = en

/** Fills `{name}` placeholders: format('{n} opportunities found', { n: 3 }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )
}
