/*
 * Counted phrases ('6 opportunities found'): a catalog entry with one text per plural
 * category of its language (Intl.PluralRules). English uses `one` and `other`; Arabic uses
 * all six (zero, one, two, few, many, other).
 */

export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>

/** Marks a catalog entry as counted; its type is the same in every language. */
export function plural(forms: PluralForms): PluralForms {
  return forms
}

const rulesByLocale = new Map<string, Intl.PluralRules>()

/** The form of `forms` for `count` in `locale`, falling back to `other`. */
export function pluralForm(forms: PluralForms, count: number, locale: string): string {
  let rules = rulesByLocale.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    rulesByLocale.set(locale, rules)
  }
  return forms[rules.select(count)] ?? forms.other
}
