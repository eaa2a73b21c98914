import type { AdminAnalyticsDay } from '@azubi/shared/admin/admin-analytics';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BarListChart, CHART_AXIS as AXIS } from '../../../components/bar-list-chart';
import { useAdminAnalyticsFormat } from '../hooks/use-admin-analytics-format';

/**
 * The platform analytics' charts (Recharts), in a chunk of their own that only this page loads
 * (docs/decisions/README.md "Charts"). They picture the tables beside them, which carry the same figures for
 * screen readers and keyboards; the charts are hidden from assistive technology.
 */
const SERIES = [
  ['signups', 'var(--color-brand-300)'],
  ['activeUsers', 'var(--color-brand-800)'],
  ['applications', 'var(--color-success)'],
  ['messages', 'var(--color-brand-500)'],
] as const;

export function DailyActivityChart({ daily }: { daily: AdminAnalyticsDay[] }) {
  const { t } = useTranslation('adminAnalytics');
  const format = useAdminAnalyticsFormat();
  const data = daily.map((day) => ({
    date: day.date,
    signups: Object.values(day.signups).reduce((sum, n) => sum + n, 0),
    activeUsers: day.activeUsers,
    applications: day.applications,
    messages: day.messages,
  }));
  const names = {
    signups: t('summary.signups'),
    activeUsers: t('daily.activeUsers'),
    applications: t('daily.applications'),
    messages: t('daily.messages'),
  };
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="date" tickFormatter={format.day} tick={AXIS} minTickGap={24} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip labelFormatter={(label) => format.fullDay(String(label))} />
          <Legend />
          {SERIES.map(([key, color]) => (
            <Line
              key={key}
              dataKey={key}
              name={names[key]}
              stroke={color}
              strokeWidth={2}
              dot={data.length <= 31}
              type="monotone"
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A bar's label, cut to what fits beside it; the table beside the chart has it in full. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const shorten = (label: string) =>
  cut(
    label
      .split(' ')
      .map((word) => cut(word, 17))
      .join(' '),
    34,
  );

/** Horizontal bars, largest first as given: funnel steps, page transitions, entry and exit pages. */
export function RankedBarChart({ rows, valueName }: { rows: { label: string; value: number }[]; valueName: string }) {
  return (
    <BarListChart
      rows={rows}
      valueName={valueName}
      labelWidth={120}
      height={Math.max(120, rows.length * 32 + 24)}
      formatLabel={shorten}
      everyLabel
    />
  );
}
