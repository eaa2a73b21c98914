import type { EmployerAnalytics } from '@azubi/shared/analytics/employer-analytics';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/chart-figure';
import { FigureTable, type Column } from '../../../components/figure-table';
import { TitledCard } from '../../../components/titled-card';
import { useAnalyticsFormat } from '../hooks/use-analytics-format';

const DailyChart = lazy(() => import('./analytics-charts').then((module) => ({ default: module.DailyChart })));

type Day = EmployerAnalytics['daily'][number];

/** Views and applications per day: a chart and, beside it, the same figures as a table. */
export function DailyFigures({ daily, range }: { daily: EmployerAnalytics['daily']; range: string }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  const columns: Column<Day>[] = [
    { key: 'date', header: t('daily.date'), cell: (day) => format.fullDay(day.date), rowHeader: true, nowrap: true },
    { key: 'views', header: t('daily.views'), cell: (day) => format.count(day.views), numeric: true },
    {
      key: 'applications',
      header: t('daily.applications'),
      cell: (day) => format.count(day.applications),
      numeric: true,
    },
  ];
  return (
    <TitledCard id="analytics-daily" title={t('daily.title')}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ChartFigure label={t('daily.chartLabel')} placeholderClassName="sm:h-72">
          <DailyChart daily={daily} />
        </ChartFigure>
        <FigureTable
          className="max-h-72"
          caption={t('daily.tableCaption', { range })}
          columns={columns}
          rows={[...daily].reverse()}
          rowKey={(day) => day.date}
        />
      </div>
    </TitledCard>
  );
}
