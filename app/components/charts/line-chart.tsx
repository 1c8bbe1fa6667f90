import {
  ChartFigure,
  ChartSvg,
  ColumnAxes,
  COLUMN_CHART,
  columnLayout,
  TONE_FILL,
  TONE_STROKE,
  type ChartProps,
} from './chart-kit'

/** A line per series through each category's value, with a dot at each. */
export function LineChart(props: ChartProps) {
  const { title, summary, categories, series, formatValue, dir } = props
  const largest = Math.max(0, ...series.flatMap((item) => item.values))
  const layout = columnLayout(categories.length, largest, dir)
  const xOf = (index: number) => layout.bandAt(index) + layout.band / 2
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
        {series.map((item) => (
          <g key={item.key}>
            <polyline
              points={item.values
                .map((value, index) => `${xOf(index)},${layout.yOf(value)}`)
                .join(' ')}
              fill="none"
              strokeWidth={2.5}
              strokeLinejoin="round"
              className={TONE_STROKE[item.tone]}
            />
            {item.values.map((value, index) => (
              <circle
                key={index}
                cx={xOf(index)}
                cy={layout.yOf(value)}
                r={3.5}
                className={TONE_FILL[item.tone]}
              />
            ))}
          </g>
        ))}
      </ChartSvg>
    </ChartFigure>
  )
}
