import {
  ChartFigure,
  ChartSvg,
  ColumnAxes,
  COLUMN_CHART,
  columnLayout,
  niceMaximum,
  shorten,
  TONE_FILL,
  type ChartProps,
} from './chart-kit'

/**
 * Each category's series stacked into one bar: columns along a (time) axis, or rows, one per
 * named thing (an investment, a job), whose long names need a line of their own.
 */
export function StackedBarChart({
  orientation = 'columns',
  ...props
}: ChartProps & { orientation?: 'columns' | 'rows' }) {
  return (
    <ChartFigure {...props}>
      {orientation === 'rows' ? <StackedRows {...props} /> : <StackedColumns {...props} />}
    </ChartFigure>
  )
}

function totalsOf(props: ChartProps): number[] {
  return props.categories.map((_, index) =>
    props.series.reduce((sum, item) => sum + (item.values[index] ?? 0), 0),
  )
}

function StackedColumns(props: ChartProps) {
  const { title, summary, categories, series, formatValue, dir } = props
  const totals = totalsOf(props)
  const layout = columnLayout(categories.length, Math.max(0, ...totals), dir)
  const gap = Math.min(8, layout.band * 0.25)
  return (
    <ChartSvg
      title={title}
      summary={summary}
      width={COLUMN_CHART.width}
      height={COLUMN_CHART.height}
      dir={dir}
    >
      <ColumnAxes layout={layout} categories={categories} formatValue={formatValue} dir={dir} />
      {categories.map((category, index) => {
        let below = 0
        return (
          <g key={`${category}-${index}`}>
            {series.map((item) => {
              const value = item.values[index] ?? 0
              if (value <= 0) return null
              const bottom = layout.yOf(below)
              below += value
              const top = layout.yOf(below)
              return (
                <rect
                  key={item.key}
                  x={layout.bandAt(index) + gap / 2}
                  y={top}
                  width={Math.max(1, layout.band - gap)}
                  height={bottom - top}
                  className={`${TONE_FILL[item.tone]} stroke-background`}
                  strokeWidth={1}
                />
              )
            })}
          </g>
        )
      })}
    </ChartSvg>
  )
}

const ROW = { width: 640, row: 28, label: 200, edge: 48, top: 4 }

function StackedRows(props: ChartProps) {
  const { title, summary, categories, series, formatValue, dir } = props
  const totals = totalsOf(props)
  const maximum = niceMaximum(Math.max(0, ...totals))
  const height = ROW.top * 2 + categories.length * ROW.row
  const barSpace = ROW.width - ROW.label - ROW.edge
  const isRtl = dir === 'rtl'
  // The label column is on the start side; bars grow from it towards the end side.
  const barStart = isRtl ? ROW.width - ROW.label : ROW.label
  const along = (length: number) => (isRtl ? barStart - length : barStart + length)
  return (
    <ChartSvg title={title} summary={summary} width={ROW.width} height={height} dir={dir}>
      <line
        x1={barStart}
        x2={barStart}
        y1={0}
        y2={height}
        className="stroke-muted-foreground"
        strokeWidth={1}
      />
      {categories.map((category, index) => {
        const y = ROW.top + index * ROW.row
        let before = 0
        return (
          <g key={`${category}-${index}`} fontSize={12}>
            <text
              x={isRtl ? barStart + 8 : barStart - 8}
              y={y + ROW.row / 2}
              dy="0.35em"
              textAnchor="end"
              className="fill-foreground"
            >
              {shorten(category, 30)}
            </text>
            {series.map((item) => {
              const value = item.values[index] ?? 0
              if (value <= 0) return null
              const start = (before / maximum) * barSpace
              before += value
              const end = (before / maximum) * barSpace
              return (
                <rect
                  key={item.key}
                  x={isRtl ? along(end) : along(start)}
                  y={y + 5}
                  width={Math.max(1, end - start)}
                  height={ROW.row - 10}
                  className={`${TONE_FILL[item.tone]} stroke-background`}
                  strokeWidth={1}
                />
              )
            })}
            <text
              x={
                isRtl
                  ? along((before / maximum) * barSpace) - 6
                  : along((before / maximum) * barSpace) + 6
              }
              y={y + ROW.row / 2}
              dy="0.35em"
              textAnchor="start"
              className="fill-foreground"
            >
              {formatValue(totals[index])}
            </text>
          </g>
        )
      })}
    </ChartSvg>
  )
}
