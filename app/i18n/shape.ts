/** A catalog's keys without its texts: each text is 0, lists and nesting kept. */
export type Shape = 0 | readonly Shape[] | { readonly [key: string]: Shape }

export function shapeOf(node: unknown): Shape {
  if (Array.isArray(node)) return node.map(shapeOf)
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, shapeOf(value)]))
  }
  return 0
}
