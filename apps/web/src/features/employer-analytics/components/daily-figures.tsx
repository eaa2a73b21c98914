import type { EmployerAnalytics } from '@azubi/shared/analytics/employer-analytics';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useAnalyticsFormat } from '../hooks/use-analytics-format';
import { ChartPlaceholder } from './chart-placeholder';

const DailyChart = lazy(() => import('./analytics-charts').then((module) => ({ default: module.DailyChart })));

/** Views and applications per day: a chart and, beside it, the same figures as a table. */
export function DailyFigures({ daily, range }: { daily: EmployerAnalytics['daily']; range: string }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  return (
    <Card className="grid gap-4 p-4 sm:p-6" role="region" aria-labelledby="analytics-daily">
      <h2 id="analytics-daily" className="text-xl font-semibold text-brand-950">
        {t('daily.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="grid min-w-0 gap-2">
          <Suspense fallback={<ChartPlaceholder className="sm:h-72" />}>
            <DailyChart daily={daily} />
          </Suspense>
          <figcaption className="sr-only">{t('daily.chartLabel')}</figcaption>
        </figure>
        <div
          className="relative max-h-72 overflow-auto rounded-control border border-border"
          tabIndex={0}
          role="region"
          aria-label={t('daily.tableCaption', { range })}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t('daily.tableCaption', { range })}</caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('daily.date')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('daily.views')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('daily.applications')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...daily].reverse().map((day) => (
                <tr key={day.date} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    {format.fullDay(day.date)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{format.count(day.views)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{format.count(day.applications)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}
