import type { AdminAnalytics } from '@azubi/shared/admin/admin-analytics';
import { useTranslation } from 'react-i18next';
import type { Period } from '../api/admin-analytics';
import { useAdminAnalyticsFormat } from '../hooks/use-admin-analytics-format';
import { RankedFigures } from './ranked-figures';

type PageRow = { path: string; count: number };
type Transition = { from: string; to: string; count: number };

/** Visitor journeys: session figures, the most common page transitions, entry and exit pages. */
export function JourneyFigures({ journeys, period }: { journeys: AdminAnalytics['journeys']; period: Period }) {
  const { t } = useTranslation('adminAnalytics');
  const format = useAdminAnalyticsFormat();
  const pageColumns = [
    { key: 'path', header: t('journeys.page'), cell: (row: PageRow) => row.path, rowHeader: true },
    {
      key: 'count',
      header: t('journeys.sessionsCount'),
      cell: (row: PageRow) => format.count(row.count),
      numeric: true,
    },
  ];
  return (
    <section aria-labelledby="admin-analytics-journeys" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="admin-analytics-journeys" className="text-2xl font-semibold text-brand-950">
          {t('journeys.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('journeys.note')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            [t('journeys.sessions'), format.count(journeys.sessions)],
            [t('journeys.median'), format.duration(journeys.medianSessionSeconds)],
            [t('journeys.average'), format.duration(journeys.averageSessionSeconds)],
            [t('journeys.steps'), format.decimal(journeys.averageSteps)],
          ] as const
        ).map(([term, value]) => (
          <div
            key={term}
            className="grid min-w-0 content-start gap-1 rounded-card border border-border bg-background p-4 shadow-sm"
          >
            <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
            <dd className="text-2xl font-bold break-words text-brand-950">{value}</dd>
          </div>
        ))}
      </dl>
      <RankedFigures
        title={t('journeys.transitionsTitle')}
        table="transitions"
        period={period}
        rows={journeys.transitions}
        chart={(row: Transition) => ({ label: `${row.from} → ${row.to}`, value: row.count })}
        valueName={t('journeys.count')}
        columns={[
          { key: 'from', header: t('journeys.from'), cell: (row: Transition) => row.from, rowHeader: true },
          { key: 'to', header: t('journeys.to'), cell: (row: Transition) => row.to },
          {
            key: 'count',
            header: t('journeys.count'),
            cell: (row: Transition) => format.count(row.count),
            numeric: true,
          },
        ]}
        rowKey={(row) => `${row.from}\t${row.to}`}
        empty={t('journeys.empty')}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <RankedFigures
          title={t('journeys.entryTitle')}
          table="entry-pages"
          period={period}
          rows={journeys.entryPages}
          chart={(row) => ({ label: row.path, value: row.count })}
          valueName={t('journeys.sessionsCount')}
          columns={pageColumns}
          rowKey={(row) => row.path}
          empty={t('journeys.empty')}
        />
        <RankedFigures
          title={t('journeys.exitTitle')}
          table="exit-pages"
          period={period}
          rows={journeys.exitPages}
          chart={(row) => ({ label: row.path, value: row.count })}
          valueName={t('journeys.sessionsCount')}
          columns={pageColumns}
          rowKey={(row) => row.path}
          empty={t('journeys.empty')}
        />
      </div>
    </section>
  );
}
