import type { PlacementStats } from '@azubi/shared/placements/placements';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

/**
 * The median days to each step as bars (Recharts, a chunk of its own loaded only by the analytics
 * page). A picture of the table beside it, which carries the same figures for screen readers.
 */
export function PlacementStatsChart({ steps }: { steps: PlacementStats['steps'] }) {
  const { t } = useTranslation('placements');
  const data = steps
    .filter((step) => step.medianDays !== null)
    .map((step) => ({ key: step.key, label: t(`steps.${step.key}.title`), days: step.medianDays }));
  if (data.length === 0) return null;
  return (
    <div aria-hidden="true" className="w-full" style={{ height: Math.max(160, data.length * 36 + 40) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--color-border)" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="label" tick={AXIS} width={140} />
          <Tooltip />
          <Bar
            dataKey="days"
            name={t('stats.median')}
            fill="var(--color-brand-700)"
            radius={[0, 3, 3, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
