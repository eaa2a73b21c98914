import type { PlacementStats } from '@azubi/shared/placements/placements';
import { useTranslation } from 'react-i18next';
import { BarListChart } from '../../../components/bar-list-chart';

/**
 * The median days to each step as bars (Recharts, a chunk of its own loaded only by the analytics
 * page). A picture of the table beside it, which carries the same figures for screen readers.
 */
export function PlacementStatsChart({ steps }: { steps: PlacementStats['steps'] }) {
  const { t } = useTranslation('placements');
  const rows = steps
    .filter((step) => step.medianDays !== null)
    .map((step) => ({ key: step.key, label: t(`steps.${step.key}.title`), value: step.medianDays }));
  if (rows.length === 0) return null;
  return (
    <BarListChart
      rows={rows}
      valueName={t('stats.median')}
      labelWidth={140}
      height={Math.max(160, rows.length * 36 + 40)}
    />
  );
}
