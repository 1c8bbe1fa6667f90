import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { t } from '~/i18n'

/**
 * Issue 10: every text field of every form and query schema refuses a 1 MB string. The
 * fields are found by walking each schema's shape, so a field added without a maximum
 * fails here without anyone listing it.
 */

const modules = import.meta.glob<Record<string, unknown>>('./*/schema.ts', { eager: true })

const MEGABYTE = 1024 * 1024
/** One over-long value per format a field may check, so a format check alone does not pass. */
const OVERSIZED = {
  text: 'x'.repeat(MEGABYTE),
  email: `${'x'.repeat(MEGABYTE)}@example.com`,
  url: `https://example.com/${'x'.repeat(MEGABYTE)}`,
}

type Path = (string | number)[]
type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  options?: z.ZodType[]
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def

/** The paths of every string inside a field's schema, relative to the field (array items as 0). */
function stringPaths(schema: z.ZodType, path: Path = []): Path[] {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return [path]
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        stringPaths(field, [...path, key]),
      )
    case 'array':
      return stringPaths(def.element!, [...path, 0])
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return stringPaths(def.innerType!, path)
    case 'pipe':
      return unique([...stringPaths(def.in!, path), ...stringPaths(def.out!, path)])
    case 'union':
      return unique(def.options!.flatMap((option) => stringPaths(option, path)))
    case 'intersection':
    case 'tuple':
    case 'record':
    case 'map':
    case 'set':
    case 'lazy':
      throw new Error(`schema-limits.test.ts does not walk '${def.type}' yet: teach it`)
    default:
      // enum, literal, number, boolean, file, transform: no free text.
      return []
  }
}

function unique(paths: Path[]): Path[] {
  return [...new Map(paths.map((path) => [JSON.stringify(path), path])).values()]
}

/** The object at the heart of a schema (under refinements, transforms and defaults), if any. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema)
  if (def.type === 'object') return def.shape ?? null
  if (def.type === 'pipe') return objectShape(def.in!)
  if (def.innerType) return objectShape(def.innerType)
  return null
}

function valueAt(path: Path, value: string): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path
  const inner = valueAt(rest, value)
  return typeof head === 'number' ? [inner] : { [head]: inner }
}

const lengthMessages = [t.errors.tooLong, t.errors.tooManyItems, t.errors.itemTooLong].map(
  (template) => new RegExp(`^${template.replace('{max}', '[\\d,]+')}$`),
)

/**
 * Refused: an issue on the field itself that says it is too long, that it is not in the
 * expected format (a bounded pattern), or that no choice of a union fits. A refinement
 * about something else ('Passwords do not match') does not count. A field that falls back
 * to a default (`.catch`) is refused when the 1 MB value is not what comes out.
 */
function isRefused(field: z.ZodType, path: Path, value: string): boolean {
  const result = field.safeParse(valueAt(path, value))
  if (result.success) return (JSON.stringify(result.data) ?? '').length < MEGABYTE
  return result.error.issues.some(
    (issue) =>
      JSON.stringify(issue.path) === JSON.stringify(path) &&
      (issue.code === 'too_big' ||
        issue.code === 'invalid_format' ||
        issue.code === 'invalid_union' ||
        (issue.code === 'custom' && lengthMessages.some((pattern) => pattern.test(issue.message)))),
  )
}

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (!(value instanceof z.ZodType)) return []
    const shape = objectShape(value)
    return shape
      ? [{ name: `${file.replace('./', '').replace('/schema.ts', '')}: ${name}`, shape }]
      : []
  }),
)

describe('every text field of every schema in app/domain/*/schema.ts has a maximum', () => {
  test('the walk finds the schemas and their text fields', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(10)
    expect(schemas.length).toBeGreaterThanOrEqual(30)
    const fields = schemas.flatMap(({ shape }) =>
      Object.values(shape).flatMap((field) => stringPaths(field)),
    )
    expect(fields.length).toBeGreaterThanOrEqual(100)
  })

  test.each(schemas)('$name refuses a 1 MB string in every text field', ({ shape }) => {
    const unbounded: string[] = []
    for (const [key, field] of Object.entries(shape)) {
      for (const path of stringPaths(field)) {
        for (const [kind, value] of Object.entries(OVERSIZED)) {
          if (!isRefused(field, path, value))
            unbounded.push(`${[key, ...path].join('.')} (${kind})`)
        }
      }
    }
    expect(unbounded).toEqual([])
  })
})
