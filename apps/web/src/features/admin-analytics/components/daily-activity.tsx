import type { AdminAnalyticsDay } from '@azubi/shared/admin/admin-analytics';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/chart-figure';
import { FigureTable, type Column } from '../../../components/figure-table';
import { TitledCard } from '../../../components/titled-card';
import type { Period } from '../api/admin-analytics';
import { useAdminAnalyticsFormat } from '../hooks/use-admin-analytics-format';
import { CsvLink } from './csv-link';

const DailyActivityChart = lazy(() =>
  import('./admin-analytics-charts').then((module) => ({ default: module.DailyActivityChart })),
);

/** Sign-ups by role, active users and the platform's activity per day: a chart and the same figures as a table. */
export function DailyActivity({ daily, period, range }: { daily: AdminAnalyticsDay[]; period: Period; range: string }) {
  const { t } = useTranslation('adminAnalytics');
  const format = useAdminAnalyticsFormat();
  const count = (pick: (day: AdminAnalyticsDay) => number) => (day: AdminAnalyticsDay) => format.count(pick(day));
  const columns: Column<AdminAnalyticsDay>[] = [
    { key: 'date', header: t('daily.date'), cell: (day) => format.fullDay(day.date), rowHeader: true, nowrap: true },
    { key: 'azubi', header: t('daily.signupsAzubi'), cell: count((d) => d.signups.azubi), numeric: true },
    { key: 'employer', header: t('daily.signupsEmployer'), cell: count((d) => d.signups.employer), numeric: true },
    { key: 'team', header: t('daily.signupsTeam'), cell: count((d) => d.signups.team_member), numeric: true },
    {
      key: 'staff',
      header: t('daily.signupsStaff'),
      cell: count((d) => d.signups.moderator + d.signups.admin),
      numeric: true,
    },
    { key: 'active', header: t('daily.activeUsers'), cell: count((d) => d.activeUsers), numeric: true },
    { key: 'listings', header: t('daily.listings'), cell: count((d) => d.listings), numeric: true },
    { key: 'applications', header: t('daily.applications'), cell: count((d) => d.applications), numeric: true },
    { key: 'interviews', header: t('daily.interviews'), cell: count((d) => d.interviews), numeric: true },
    { key: 'messages', header: t('daily.messages'), cell: count((d) => d.messages), numeric: true },
    { key: 'matches', header: t('daily.matches'), cell: count((d) => d.matches), numeric: true },
  ];
  return (
    <TitledCard
      id="admin-analytics-daily"
      title={t('daily.title')}
      actions={<CsvLink table="daily" period={period} title={t('daily.title')} />}
      className="min-w-0"
    >
      <ChartFigure label={t('chartNote')} placeholderClassName="sm:h-72">
        <DailyActivityChart daily={daily} />
      </ChartFigure>
      <FigureTable
        className="max-h-96"
        caption={t('daily.tableCaption', { range })}
        columns={columns}
        rows={[...daily].reverse()}
        rowKey={(day) => day.date}
      />
    </TitledCard>
  );
}
