import { z } from 'zod'

/** Every admin list shows 25 rows a page. */
export const PAGE_SIZE = 25

/** The common part of every admin list's URL query: ?q=…&page=…; areas extend it with their filters. */
export const ListQuerySchema = z.object({
  q: z.string().trim().max(200).catch('').default(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
})

export type ListQuery = z.infer<typeof ListQuerySchema>

export type Page<Row> = {
  rows: Row[]
  total: number
  page: number
  pageCount: number
  pageSize: number
}

export function parseListQuery<S extends z.ZodObject>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  return schema.parse(params)
}

export function pageOffset(page: number): number {
  return (page - 1) * PAGE_SIZE
}

export function toPage<Row>(rows: Row[], total: number, page: number): Page<Row> {
  return {
    rows,
    total,
    page,
    pageSize: PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  }
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
