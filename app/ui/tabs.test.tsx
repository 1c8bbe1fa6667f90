import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

/** The server's markup of three tabs, the second selected, on `url`. */
function render(url: string) {
  const Page = () => (
    <Tabs defaultValue="packages">
      <TabsList aria-label="Sections">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="packages">Packages</TabsTrigger>
        <TabsTrigger value="resources">Resources</TabsTrigger>
      </TabsList>
      <TabsContent value="details">The details</TabsContent>
      <TabsContent value="packages">The packages</TabsContent>
      <TabsContent value="resources">The resources</TabsContent>
    </Tabs>
  )
  const Stub = createRoutesStub([{ path: url, Component: Page }])
  return renderToString(<Stub initialEntries={[url]} />)
}

/** Each panel's opening tag, by its text. */
function panels(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/(<div[^>]*role="tabpanel"[^>]*>)([^<]*)<\/div>/g)].map((match) => [
      match[2],
      match[1],
    ]),
  )
}

describe('tabs on the server', () => {
  test('every panel is in the markup; only the selected one is visible', () => {
    const html = render('/investments/1')
    const byText = panels(html)
    expect(Object.keys(byText)).toEqual(['The details', 'The packages', 'The resources'])
    expect(byText['The packages']).toContain('data-state="active"')
    expect(byText['The packages']).not.toMatch(/\shidden=/)
    for (const text of ['The details', 'The resources']) {
      expect(byText[text]).toContain('data-state="inactive"')
      expect(byText[text]).toMatch(/\shidden=""/)
    }
  })

  test('the root is marked for the tabs island, in the page direction', () => {
    expect(render('/investments/1')).toMatch(/^<div dir="ltr"[^>]* data-island="tabs"/)
    expect(render('/ar/investments/1')).toMatch(/^<div dir="rtl"[^>]* data-island="tabs"/)
  })

  test("each tab names its panel, as the island's aria-controls lookup needs", () => {
    const html = render('/investments/1')
    const controlled = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1])
    const panelIds = Object.values(panels(html)).map((tag) => tag.match(/\sid="([^"]+)"/)?.[1])
    expect(controlled).toHaveLength(3)
    expect(controlled).toEqual(panelIds)
  })
})
