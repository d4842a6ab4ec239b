import { useId } from "react";

export interface ChartSeries {
  label: string;
  /** Fill (and outline) of the series' bars and legend swatch: Tailwind `fill-*` classes. */
  className: string;
}

export interface ChartBar {
  /** Under the bar: `1`, `2`, … for years. */
  label: string;
  /** The lower then the upper part of the bar, in euros. */
  values: readonly [number, number];
}

interface StackedBarChartProps {
  series: readonly [ChartSeries, ChartSeries];
  bars: readonly ChartBar[];
  /** Under the bars' labels: `Année`. */
  axisLabel: string;
  /** The text alternative: what the chart shows, with its key figures. */
  caption: string;
}

const height = 160;
const labelSpace = 20;
const slot = 40;
const barWidth = 26;

/** Heights rounded to a tenth of a unit: the picture is exact enough and the HTML stays short. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * Two stacked series as bars, drawn in inline SVG: no chart library for a dozen rectangles. The
 * drawing is an image named by its caption, which carries the figures in words.
 */
export function StackedBarChart({ series, bars, axisLabel, caption }: StackedBarChartProps) {
  const captionId = useId();
  const top = Math.max(...bars.map((bar) => bar.values[0] + bar.values[1]), 1);
  const scale = (value: number) => tenth((value / top) * height);
  const width = bars.length * slot;
  return (
    <figure className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
      <svg
        role="img"
        aria-labelledby={captionId}
        viewBox={`0 0 ${width} ${height + labelSpace}`}
        className="h-48 w-auto max-w-full"
      >
        {bars.map((bar, index) => {
          const [lower, upper] = bar.values;
          const x = index * slot + (slot - barWidth) / 2;
          const lowerHeight = scale(lower);
          const upperHeight = scale(upper);
          return (
            <g key={bar.label}>
              <rect
                x={x}
                y={height - lowerHeight}
                width={barWidth}
                height={lowerHeight}
                className={series[0].className}
              />
              <rect
                x={x}
                y={tenth(height - lowerHeight - upperHeight)}
                width={barWidth}
                height={upperHeight}
                className={series[1].className}
              />
              <text
                x={x + barWidth / 2}
                y={height + 15}
                textAnchor="middle"
                className="fill-ink-700 text-[11px]"
              >
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="mt-1 text-sm text-ink-500">{axisLabel}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-700">
        {series.map((item) => (
          <li key={item.label} className="flex items-center gap-2">
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
              <rect x="1" y="1" width="12" height="12" className={item.className} />
            </svg>
            {item.label}
          </li>
        ))}
      </ul>
      <figcaption id={captionId} className="mt-3 text-ink-700">
        {caption}
      </figcaption>
    </figure>
  );
}
