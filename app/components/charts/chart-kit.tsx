import type { ReactNode } from 'react'
import { cn } from '~/lib/class-names'
import { Table } from '~/ui/table'

/*
 * What the three charts share (docs/decisions/050-reports.md): each is an SVG drawn on the
 * server, named for screen readers by role="img" and aria-label, followed by its legend and a
 * table of the same figures, so it reads, prints and zooms without JavaScript. In a
 * right-to-left page the category axis runs from the right, as Arabic reads.
 */

/**
 * Series colours from the theme (app/app.css), each at least 3:1 on white (WCAG non-text
 * contrast); stacked segments are also parted by a white line.
 */
export const CHART_TONES = [
  'primary',
  'teal',
  'gold',
  'info',
  'destructive',
  'success',
  'muted',
] as const
export type ChartTone = (typeof CHART_TONES)[number]

export const TONE_FILL: Record<ChartTone, string> = {
  primary: 'fill-primary',
  teal: 'fill-teal',
  gold: 'fill-gold',
  info: 'fill-info',
  destructive: 'fill-destructive',
  success: 'fill-success',
  muted: 'fill-muted-foreground',
}

export const TONE_STROKE: Record<ChartTone, string> = {
  primary: 'stroke-primary',
  teal: 'stroke-teal',
  gold: 'stroke-gold',
  info: 'stroke-info',
  destructive: 'stroke-destructive',
  success: 'stroke-success',
  muted: 'stroke-muted-foreground',
}

const TONE_BACKGROUND: Record<ChartTone, string> = {
  primary: 'bg-primary',
  teal: 'bg-teal',
  gold: 'bg-gold',
  info: 'bg-info',
  destructive: 'bg-destructive',
  success: 'bg-success',
  muted: 'bg-muted-foreground',
}

export type ChartSeries = {
  key: string
  label: string
  tone: ChartTone
  /** One value per category, in the categories' order. */
  values: number[]
}

export type ChartProps = {
  /** The chart's heading and the start of its accessible name. */
  title: string
  /** A sentence read after the title: what the figures add up to. */
  summary: string
  /** The category labels (weeks, investments, jobs), already formatted for the page. */
  categories: string[]
  /** The table's heading of the category column ("Week of", "Investment"). */
  categoryHeader: string
  series: ChartSeries[]
  /** How a value reads in the page's language (Intl). */
  formatValue: (value: number) => string
  dir: 'ltr' | 'rtl'
  /** Shown in place of the chart when every value is zero. */
  emptyText?: string
  /** The table's last column: each category's total. */
  totalHeader?: string
  className?: string
}

/** A round ceiling for an axis: 1, 2, 5 × 10^n, and never below 1. */
export function niceMaximum(value: number): number {
  if (value <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) if (value <= step * power) return step * power
  return 10 * power
}

/** The axis's tick values from 0 to `maximum`: 4, 5 or 2 equal whole steps where one fits. */
export function ticksOf(maximum: number): number[] {
  const count = [4, 5, 2].find((n) => Number.isInteger(maximum / n)) ?? 1
  return Array.from({ length: count + 1 }, (_, index) => (index * maximum) / count)
}

/** Which category labels fit under the axis: every `n`-th, at most `room` of them. */
export function labelEvery(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / room))
}

/** A label cut to `max` characters with an ellipsis; the whole one is in the table. */
export function shorten(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label
}

/** The figure around a chart: heading, the SVG, its legend and the table of its figures. */
export function ChartFigure({
  title,
  summary,
  categories,
  categoryHeader,
  series,
  formatValue,
  totalHeader,
  emptyText,
  className,
  children,
}: Omit<ChartProps, 'dir'> & { children: ReactNode }) {
  const isEmpty = series.every((item) => item.values.every((value) => value === 0))
  return (
    <figure className={cn('space-y-3 print:break-inside-avoid', className)}>
      <figcaption className="sr-only">{title}</figcaption>
      {isEmpty && emptyText ? (
        <p className="text-muted-foreground py-6 text-center text-sm">{emptyText}</p>
      ) : (
        <>
          {/*
            The drawing scales to the width down to 560 px, where its 11 px labels still read
            at about 10 px; a phone scrolls it sideways (its table stays the full copy).
          */}
          <div
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take focus
            tabIndex={0}
            className="focus-visible:ring-ring overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:outline-hidden"
          >
            <div className="min-w-[560px]">{children}</div>
          </div>
          {series.length > 1 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden>
              {series.map((item) => (
                <li key={item.key} className="flex items-center gap-2">
                  <span
                    className={cn(
                      'inline-block size-3 rounded-sm print:[print-color-adjust:exact]',
                      TONE_BACKGROUND[item.tone],
                    )}
                  />
                  {item.label}
                </li>
              ))}
            </ul>
          ) : null}
          <ChartTable
            title={title}
            summary={summary}
            categories={categories}
            categoryHeader={categoryHeader}
            series={series}
            formatValue={formatValue}
            totalHeader={totalHeader}
          />
        </>
      )}
    </figure>
  )
}

/** The chart's figures as a table: what screen readers read and what prints exactly. */
function ChartTable({
  title,
  summary,
  categories,
  categoryHeader,
  series,
  formatValue,
  totalHeader,
}: Pick<
  ChartProps,
  'title' | 'summary' | 'categories' | 'categoryHeader' | 'series' | 'formatValue' | 'totalHeader'
>) {
  return (
    // ui/table's box: it scrolls on a phone and takes focus so a keyboard can scroll it.
    <Table className="caption-top tabular-nums">
      <caption className="text-muted-foreground mb-1 text-start text-xs">
        <span className="sr-only">{title}: </span>
        {summary}
      </caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className="py-1.5 pe-3 text-start font-medium">
            {categoryHeader}
          </th>
          {series.map((item) => (
            <th key={item.key} scope="col" className="px-3 py-1.5 text-end font-medium">
              {item.label}
            </th>
          ))}
          {totalHeader ? (
            <th scope="col" className="py-1.5 ps-3 text-end font-medium">
              {totalHeader}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, index) => (
          <tr key={`${category}-${index}`} className="border-b last:border-0">
            <th scope="row" className="py-1.5 pe-3 text-start font-normal">
              {category}
            </th>
            {series.map((item) => (
              <td key={item.key} className="px-3 py-1.5 text-end">
                {formatValue(item.values[index] ?? 0)}
              </td>
            ))}
            {totalHeader ? (
              <td className="py-1.5 ps-3 text-end font-medium">
                {formatValue(series.reduce((sum, item) => sum + (item.values[index] ?? 0), 0))}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** The drawing area of a chart with a category axis along the bottom and values up the side. */
export const COLUMN_CHART = { width: 640, height: 260, top: 12, bottom: 40, axis: 48, edge: 12 }

export type ColumnLayout = {
  /** The start (left) x of category `index`'s band, from the right in a right-to-left page. */
  bandAt: (index: number) => number
  band: number
  yOf: (value: number) => number
  baseline: number
  maximum: number
}

export function columnLayout(count: number, largest: number, dir: 'ltr' | 'rtl'): ColumnLayout {
  const { width, height, top, bottom, axis, edge } = COLUMN_CHART
  const plotLeft = dir === 'rtl' ? edge : axis
  const plotRight = dir === 'rtl' ? width - axis : width - edge
  const band = (plotRight - plotLeft) / Math.max(1, count)
  const maximum = niceMaximum(largest)
  const baseline = height - bottom
  return {
    band,
    bandAt: (index) => (dir === 'rtl' ? plotRight - (index + 1) * band : plotLeft + index * band),
    yOf: (value) => top + (baseline - top) * (1 - value / maximum),
    baseline,
    maximum,
  }
}

/** Grid lines with their values, the baseline and the category labels that fit. */
export function ColumnAxes({
  layout,
  categories,
  formatValue,
  dir,
}: {
  layout: ColumnLayout
  categories: string[]
  formatValue: (value: number) => string
  dir: 'ltr' | 'rtl'
}) {
  const { width, axis, edge } = COLUMN_CHART
  const plotLeft = dir === 'rtl' ? edge : axis
  const plotRight = dir === 'rtl' ? width - axis : width - edge
  // Tick values sit outside the plot on its start side; 'end' anchors them to it both ways.
  const tickX = dir === 'rtl' ? plotRight + 6 : plotLeft - 6
  const every = labelEvery(categories.length, 8)
  return (
    <g className="text-muted-foreground" fontSize={11}>
      {ticksOf(layout.maximum).map((tick) => (
        <g key={tick}>
          <line
            x1={plotLeft}
            x2={plotRight}
            y1={layout.yOf(tick)}
            y2={layout.yOf(tick)}
            className="stroke-border"
            strokeWidth={1}
          />
          <text
            x={tickX}
            y={layout.yOf(tick)}
            dy="0.35em"
            textAnchor="end"
            className="fill-muted-foreground"
          >
            {formatValue(tick)}
          </text>
        </g>
      ))}
      <line
        x1={plotLeft}
        x2={plotRight}
        y1={layout.baseline}
        y2={layout.baseline}
        className="stroke-muted-foreground"
        strokeWidth={1}
      />
      {categories.map((category, index) =>
        index % every === 0 ? (
          <text
            key={`${category}-${index}`}
            x={layout.bandAt(index) + layout.band / 2}
            y={layout.baseline + 16}
            textAnchor="middle"
            className="fill-muted-foreground"
          >
            {shorten(category, 14)}
          </text>
        ) : null,
      )}
    </g>
  )
}

/** The SVG element every chart draws in: an image with a name, its text in the page's direction. */
export function ChartSvg({
  title,
  summary,
  width,
  height,
  dir,
  children,
}: {
  title: string
  summary: string
  width: number
  height: number
  dir: 'ltr' | 'rtl'
  children: ReactNode
}) {
  return (
    <svg
      role="img"
      aria-label={`${title}: ${summary}`}
      viewBox={`0 0 ${width} ${height}`}
      direction={dir}
      className="h-auto w-full"
    >
      {children}
    </svg>
  )
}
