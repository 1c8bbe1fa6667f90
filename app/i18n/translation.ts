/**
 * A catalog's shape with every text widened to `string`: the English files are `as const`
 * (their exact words), and every other language must have the same keys, nesting and list
 * lengths, with its own words. A missing or extra key fails the type check.
 */
export type Translation<T> = T extends string
  ? string
  : { readonly [K in keyof T]: Translation<T[K]> }
