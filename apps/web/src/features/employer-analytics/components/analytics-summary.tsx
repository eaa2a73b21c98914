import type { AnalyticsFigures } from '@azubi/shared/analytics/employer-analytics';
import { Clock, Eye, Inbox, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyticsFormat } from '../hooks/use-analytics-format';

/** The period's headline figures as a list of terms and values. */
export function AnalyticsSummary({ totals }: { totals: AnalyticsFigures }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  return (
    <section aria-labelledby="analytics-summary">
      <h2 id="analytics-summary" className="sr-only">
        {t('summary.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile icon={<Eye />} term={t('summary.views')} value={format.count(totals.views)} />
        <Tile icon={<Inbox />} term={t('summary.applications')} value={format.count(totals.applications)} />
        <Tile
          icon={<TrendingUp />}
          term={t('summary.conversion')}
          value={totals.conversionRate === null ? t('summary.noViews') : format.percent(totals.conversionRate)}
        />
        <Tile
          icon={<Clock />}
          term={t('summary.firstResponse')}
          value={format.duration(totals.medianFirstResponseSeconds)}
          note={t('summary.responded', { responded: totals.responded, count: totals.applications })}
        />
      </dl>
    </section>
  );
}

function Tile({ icon, term, value, note }: { icon: ReactNode; term: string; value: string; note?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-card border border-border bg-background p-4 shadow-sm">
      <dt className="flex items-start gap-2 text-sm font-medium text-muted-foreground [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0">
        <span aria-hidden="true">{icon}</span>
        {term}
      </dt>
      <dd className="text-2xl font-bold break-words text-brand-950 sm:text-3xl">{value}</dd>
      {note ? <dd className="text-sm text-muted-foreground">{note}</dd> : null}
    </div>
  );
}
