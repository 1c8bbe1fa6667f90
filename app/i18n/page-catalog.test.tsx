import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { ar } from './ar'
import { PageCatalog } from './catalog'
import { en } from './en'
import { useT } from './index'

function CareersTitle() {
  const t = useT()
  return <h1>{t.careers.hero.title}</h1>
}

/** The JSON a page carries after its content, rendered on the server at `url`. */
function pageCatalogAt(url: string) {
  const page = () => (
    <PageCatalog>
      <CareersTitle />
    </PageCatalog>
  )
  const Stub = createRoutesStub([
    { path: '/careers', Component: page },
    { path: '/ar/careers', Component: page },
  ])
  const html = renderToString(<Stub initialEntries={[url]} />)
  const json = /<script type="application\/json" id="page-catalog"[^>]*>([^<]*)<\/script>/.exec(
    html,
  )
  return JSON.parse(json?.[1] ?? 'null') as {
    locale: string
    namespaces: Record<string, Record<string, unknown>>
  }
}

test('a page carries the namespaces its render read, in its language only', () => {
  const english = pageCatalogAt('/careers')
  expect(english.locale).toBe('en')
  expect(Object.keys(english.namespaces)).toEqual(['careers', 'common'])
  expect(english.namespaces.careers).toEqual(en.careers)
  expect(english.namespaces.common.nav).toEqual(en.nav)

  const arabic = pageCatalogAt('/ar/careers')
  expect(arabic.locale).toBe('ar')
  expect(arabic.namespaces.careers).toEqual(ar.careers)
  expect(arabic.namespaces.common.nav).toEqual(ar.nav)
})
