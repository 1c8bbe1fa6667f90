import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { BarChart } from './bar-chart'
import type { ChartProps } from './chart-kit'
import { LineChart } from './line-chart'
import { StackedBarChart } from './stacked-bar-chart'

const weekly: Omit<ChartProps, 'dir'> = {
  title: 'Submissions per week',
  summary: '6 submissions in the period',
  categories: ['28 Oct', '4 Nov', '11 Nov'],
  categoryHeader: 'Week of',
  series: [
    { key: 'contact', label: 'Contact messages', tone: 'info', values: [1, 0, 2] },
    { key: 'custom', label: 'Custom requests', tone: 'gold', values: [0, 3, 0] },
  ],
  formatValue: (value) => value.toLocaleString('en-AE'),
  totalHeader: 'Total',
}

/** The x of each column's first rectangle, in the order the categories are given. */
function columnXs(html: string): number[] {
  return [...html.matchAll(/<rect x="([\d.]+)"/g)].map((match) => Number(match[1]))
}

describe('charts drawn on the server', () => {
  test('an SVG image named by its title and summary, with a table of its figures', () => {
    const html = renderToString(<StackedBarChart {...weekly} dir="ltr" />)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Submissions per week: 6 submissions in the period"')
    const cells = [...html.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((match) => match[1])
    expect(cells).toEqual([
      'Week of',
      'Contact messages',
      'Custom requests',
      'Total',
      '28 Oct',
      '1',
      '0',
      '1',
      '4 Nov',
      '0',
      '3',
      '3',
      '11 Nov',
      '2',
      '0',
      '2',
    ])
  })

  test('the time axis runs left to right in English and right to left in Arabic', () => {
    const single = { ...weekly, series: [weekly.series[0]] }
    const ltr = columnXs(renderToString(<BarChart {...single} dir="ltr" />))
    const rtl = columnXs(renderToString(<BarChart {...single} dir="rtl" />))
    // Values 1 and 2 are drawn (the zero week has no column): first week, then third.
    expect(ltr[0]).toBeLessThan(ltr[1])
    expect(rtl[0]).toBeGreaterThan(rtl[1])
  })

  test('rows of named things and a line chart draw too; nothing to show says so', () => {
    const rows = renderToString(
      <StackedBarChart {...weekly} orientation="rows" dir="rtl" emptyText="Nothing" />,
    )
    expect(rows).toContain('direction="rtl"')
    expect(rows).toContain('Contact messages')
    const line = renderToString(<LineChart {...weekly} dir="ltr" />)
    expect(line).toContain('<polyline')
    const empty = renderToString(
      <BarChart
        {...weekly}
        series={[{ key: 'none', label: 'None', tone: 'primary', values: [0, 0, 0] }]}
        emptyText="Nothing in this period."
        dir="ltr"
      />,
    )
    expect(empty).toContain('Nothing in this period.')
    expect(empty).not.toContain('<svg')
  })
})
