import type { EmployerAnalytics } from '@azubi/shared/analytics/employer-analytics';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card';
import { useAnalyticsFormat } from '../hooks/use-analytics-format';

/** Every listing's figures for the period, one row each (scrolls sideways on a phone). */
export function ListingFigures({ listings, range }: { listings: EmployerAnalytics['listings']; range: string }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  const caption = t('listings.caption', { range });
  return (
    <TitledCard id="analytics-listings" title={t('listings.title')}>
      <div
        className="relative overflow-x-auto rounded-control border border-border"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('listings.listing')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('listings.views')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('listings.applications')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('listings.conversion')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('listings.firstResponse')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('listings.accepted')}
              </th>
            </tr>
          </thead>
          <tbody>
            {listings.map((listing) => (
              <tr key={listing.id} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-left font-medium break-words">
                  {listing.title}
                  {listing.isActive ? null : (
                    <span className="ml-2 text-xs font-normal text-muted-foreground">({t('listings.inactive')})</span>
                  )}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{format.count(listing.views)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{format.count(listing.applications)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{format.percent(listing.conversionRate)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {format.duration(listing.medianFirstResponseSeconds)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{format.count(listing.byStatus.accepted)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledCard>
  );
}
