import { z } from 'zod'

export { formatTotal, PAGE_SIZE, pageOffset, toPage, type Page, type RowCount } from './page'

/** The common part of every admin list's URL query: ?q=…&page=…; areas extend it with their filters. */
export const ListQuerySchema = z.object({
  q: z.string().trim().max(200).catch('').default(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
})

export type ListQuery = z.infer<typeof ListQuerySchema>

export function parseListQuery<S extends z.ZodObject>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  return schema.parse(params)
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
