/**
 * The page's label of a value stored from a fixed list: job types, departments, availability
 * and statuses are stored in English and shown through the catalog (decision 018). A value
 * the list does not know (an older row) is shown as it is stored.
 */
export function choiceLabel(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value] : value
}
