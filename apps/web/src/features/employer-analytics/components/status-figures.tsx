import type { AnalyticsFigures } from '@azubi/shared/analytics/employer-analytics';
import { APPLICATION_STATUSES } from '@azubi/shared/applications/application-rules';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/chart-figure';
import { TitledCard } from '../../../components/titled-card';
import { useAnalyticsFormat } from '../hooks/use-analytics-format';

const StatusChart = lazy(() => import('./analytics-charts').then((module) => ({ default: module.StatusChart })));

/** The period's applications by their current status: a chart and the same figures as a table. */
export function StatusFigures({ totals }: { totals: AnalyticsFigures }) {
  const { t } = useTranslation('analytics');
  const { t: tApps } = useTranslation('applications');
  const format = useAnalyticsFormat();
  return (
    <TitledCard id="analytics-status" title={t('status.title')} className="content-start">
      <ChartFigure label={t('status.chartLabel')}>
        <StatusChart byStatus={totals.byStatus} />
      </ChartFigure>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('status.tableCaption')}</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('status.status')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('status.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {APPLICATION_STATUSES.map((status) => (
            <tr key={status} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {tApps(`statuses.${status}`)}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{format.count(totals.byStatus[status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TitledCard>
  );
}
