import type { EmployerAnalytics } from '@azubi/shared/analytics/employer-analytics';
import { APPLICATION_STATUSES } from '@azubi/shared/applications/application-rules';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
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
const AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

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
  const data = APPLICATION_STATUSES.map((status) => ({
    status,
    label: t(`statuses.${status}`),
    count: byStatus[status],
  }));
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--color-border)" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="label" tick={AXIS} width={96} />
          <Tooltip />
          <Bar dataKey="count" name={tAnalytics('status.count')} radius={[0, 3, 3, 0]} isAnimationActive={false}>
            {data.map((entry) => (
              <Cell key={entry.status} fill={STATUS_COLORS[entry.status]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
