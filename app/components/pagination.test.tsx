import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { toPage } from '~/lib/list-query'
import { Pagination } from './pagination'

/** The text and links the pagination shows on `url` for this page. */
function render(url: string, page: ReturnType<typeof toPage<unknown>>) {
  const Stub = createRoutesStub([
    { path: '/admin/contacts', Component: () => <Pagination page={page} /> },
    { path: '/ar/admin/contacts', Component: () => <Pagination page={page} /> },
  ])
  const html = renderToString(<Stub initialEntries={[url]} />)
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  )
  return { text, links }
}

describe('pagination', () => {
  test('an exact total: range, page count and both links keeping the query', () => {
    const { text, links } = render('/admin/contacts?q=ali&page=2', toPage([], 1234, 2))
    expect(text).toBe('26–50 of 1,234 Previous Page 2 of 50 Next')
    expect(links).toEqual(['/admin/contacts?q=ali&page=1', '/admin/contacts?q=ali&page=3'])
  })

  test('a search that stopped counting says so with +', () => {
    const { text, links } = render(
      '/admin/contacts?q=a',
      toPage([], { total: 1000, more: true }, 1),
    )
    expect(text).toBe('1–25 of 1,000+ Page 1 of 40+ Next')
    expect(links).toEqual(['/admin/contacts?q=a&page=2'])
  })

  test('an Arabic page: its words, Latin digits grouped, links staying in Arabic', () => {
    const { text, links } = render('/ar/admin/contacts?page=2', toPage([], 1234, 2))
    expect(text).toBe('26–50 من 1,234 السابق الصفحة 2 من 50 التالي')
    expect(links).toEqual(['/ar/admin/contacts?page=1', '/ar/admin/contacts?page=3'])
  })

  test('a single page shows nothing', () => {
    expect(render('/admin/contacts', toPage([], 25, 1)).text).toBe('')
  })
})
