import { formatStat, SITE_STATS } from '@azubi/shared/site/site-stats';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { useSiteStats } from '../api/get-site-stats';

/** On wide screens, one row of as many columns as there are figures. */
const WIDE_COLUMNS: Record<number, string> = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3' };

/**
 * The site in numbers, counted in the database (GET /api/site/stats): only the figures that have
 * reached their threshold, rounded down; none at all on a young installation. The server renders
 * the landing page with the figures, so the page is painted with them and hydrates as it is.
 */
export function StatsSection() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const stats = useSiteStats().data;
  const shown = SITE_STATS.flatMap((stat) => {
    const value = stats?.[stat];
    return value == null ? [] : [{ stat, value }];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="stats-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <h2 id="stats-title" className="sr-only">
          {t('stats.heading')}
        </h2>
        <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-8', WIDE_COLUMNS[shown.length])}>
          {shown.map(({ stat, value }) => (
            <div key={stat} className="flex flex-col-reverse">
              <dt className="mt-1 text-brand-100">{t(`stats.${stat}`)}</dt>
              <dd className="text-3xl font-bold tracking-tight sm:text-4xl">{formatStat(value, locale)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
