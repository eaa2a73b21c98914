import type { EmployerAnalytics } from '@azubi/shared/analytics/employer-analytics';
import { APPLICATION_STATUSES } from '@azubi/shared/applications/application-rules';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BarListChart, CHART_AXIS as AXIS } from '../../../components/bar-list-chart';
import { useAnalyticsFormat } from '../hooks/use-analytics-format';

/**
 * The analytics charts (Recharts), in a chunk of their own that only the analytics page loads
 * (docs/decisions/README.md "Charts"). They are pictures of the tables beside them, which carry the same
 * figures for screen readers and keyboards; the charts are hidden from assistive technology.
 */
const VIEWS = 'var(--color-brand-300)';
const APPLICATIONS = 'var(--color-brand-800)';
const STATUS_COLORS: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  pending: 'var(--color-brand-300)',
  reviewing: 'var(--color-brand-500)',
  shortlisted: 'var(--color-brand-700)',
  accepted: 'var(--color-success)',
  rejected: 'var(--color-destructive)',
  withdrawn: 'var(--color-muted-foreground)',
};

export function DailyChart({ daily }: { daily: EmployerAnalytics['daily'] }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="date" tickFormatter={format.day} tick={AXIS} minTickGap={24} />
          <YAxis yAxisId="views" allowDecimals={false} tick={AXIS} />
          <YAxis yAxisId="applications" orientation="right" allowDecimals={false} tick={AXIS} width={32} />
          <Tooltip labelFormatter={(label) => format.fullDay(String(label))} />
          <Legend />
          <Bar
            yAxisId="views"
            dataKey="views"
            name={t('daily.views')}
            fill={VIEWS}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="applications"
            dataKey="applications"
            name={t('daily.applications')}
            stroke={APPLICATIONS}
            strokeWidth={2}
            dot={daily.length <= 31}
            type="monotone"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export function StatusChart({ byStatus }: { byStatus: EmployerAnalytics['totals']['byStatus'] }) {
  const { t } = useTranslation('applications');
  const { t: tAnalytics } = useTranslation('analytics');
  const rows = APPLICATION_STATUSES.map((status) => ({
    key: status,
    label: t(`statuses.${status}`),
    value: byStatus[status],
    color: STATUS_COLORS[status],
  }));
  return <BarListChart rows={rows} valueName={tAnalytics('status.count')} labelWidth={96} className="h-64" />;
}
