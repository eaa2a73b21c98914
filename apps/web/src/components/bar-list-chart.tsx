import type { CSSProperties } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '../lib/cn';

/** The axes' text on every analytics chart. */
export const CHART_AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

/** A bar: its label, its value (none: no bar) and, where the bars differ in colour, its colour. */
export type BarListRow = { key?: string; label: string; value: number | null; color?: string };

/**
 * Horizontal bars, one a row, in the order given (Recharts: import this only from a chart chunk that
 * a page loads lazily). A picture of the table beside it, which carries the same figures for screen
 * readers and keyboards; the chart is hidden from assistive technology. Rows with a `color` get it,
 * the others the brand colour.
 */
export function BarListChart({
  rows,
  valueName,
  labelWidth,
  height,
  className,
  formatLabel,
  everyLabel = false,
}: {
  rows: BarListRow[];
  /** The value's name in the tooltip. */
  valueName: string;
  /** The room for the labels at the left, in pixels. */
  labelWidth: number;
  /** The chart's height in pixels, or none when `className` gives it. */
  height?: number;
  className?: string;
  /** A label as written beside its bar (shortened); the tooltip has it in full. */
  formatLabel?: (label: string) => string;
  /** Every label written, even where they would crowd. */
  everyLabel?: boolean;
}) {
  const colored = rows.some((row) => row.color);
  const style: CSSProperties | undefined = height === undefined ? undefined : { height };
  return (
    <div aria-hidden="true" className={cn('w-full', className)} style={style}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--color-border)" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={CHART_AXIS} />
          <YAxis
            type="category"
            dataKey="label"
            tick={CHART_AXIS}
            width={labelWidth}
            interval={everyLabel ? 0 : undefined}
            tickFormatter={formatLabel}
          />
          <Tooltip />
          <Bar
            dataKey="value"
            name={valueName}
            fill={colored ? undefined : 'var(--color-brand-700)'}
            radius={[0, 3, 3, 0]}
            isAnimationActive={false}
          >
            {colored ? rows.map((row, index) => <Cell key={row.key ?? index} fill={row.color} />) : null}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
