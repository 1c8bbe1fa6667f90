import {
  ChartFigure,
  ChartSvg,
  ColumnAxes,
  COLUMN_CHART,
  columnLayout,
  TONE_FILL,
  type ChartProps,
} from './chart-kit'

/**
 * Columns per category; with several series, one column of each side by side (grouped), in
 * the series' order from the category's start.
 */
export function BarChart(props: ChartProps) {
  const { title, summary, categories, series, formatValue, dir } = props
  const largest = Math.max(0, ...series.flatMap((item) => item.values))
  const layout = columnLayout(categories.length, largest, dir)
  const gap = Math.min(8, layout.band * 0.2)
  const column = (layout.band - gap) / Math.max(1, series.length)
  return (
    <ChartFigure {...props}>
      <ChartSvg
        title={title}
        summary={summary}
        width={COLUMN_CHART.width}
        height={COLUMN_CHART.height}
        dir={dir}
      >
        <ColumnAxes layout={layout} categories={categories} formatValue={formatValue} dir={dir} />
        {categories.map((category, index) =>
          series.map((item, position) => {
            const value = item.values[index] ?? 0
            const offset = gap / 2 + position * column
            const x =
              dir === 'rtl'
                ? layout.bandAt(index) + layout.band - offset - column
                : layout.bandAt(index) + offset
            const y = layout.yOf(value)
            return value > 0 ? (
              <rect
                key={`${category}-${index}-${item.key}`}
                x={x}
                y={y}
                width={Math.max(1, column)}
                height={layout.baseline - y}
                className={TONE_FILL[item.tone]}
              />
            ) : null
          }),
        )}
      </ChartSvg>
    </ChartFigure>
  )
}
