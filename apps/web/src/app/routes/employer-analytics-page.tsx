import { ANALYTICS_PRESETS, type AnalyticsPreset } from '@azubi/shared/analytics/employer-analytics-options';
import { ANALYTICS_MAX_DAYS } from '@azubi/shared/dates/period';
import { localizePath } from '@azubi/shared/i18n/locales';
import { BarChart3, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressParams } from '../../hooks/use-address-params';
import { QueryStatus } from '../../components/query-status';
import { PeriodPicker, usePeriodPickerTexts } from '../../components/period-picker';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useEmployerAnalytics } from '../../features/employer-analytics/api/get-employer-analytics';
import { AnalyticsSummary } from '../../features/employer-analytics/components/analytics-summary';
import { DailyFigures } from '../../features/employer-analytics/components/daily-figures';
import { ListingFigures } from '../../features/employer-analytics/components/listing-figures';
import { StageTimes } from '../../features/employer-analytics/components/stage-times';
import { StatusFigures } from '../../features/employer-analytics/components/status-figures';
import { useAnalyticsFormat } from '../../features/employer-analytics/hooks/use-analytics-format';
import { CompanyNextSteps } from '../../features/companies/components/company-next-steps';
import { OverduePlacementsCard } from '../../features/placements/components/overdue-placements-card';
import { PlacementStatsCard } from '../../features/placements/components/placement-stats-card';
import { useLocale } from '../../i18n/use-locale';
import { periodFromParams, writePeriodParams, type Period } from '../../lib/period';

/** 7, 30 or 90 days, or a custom range of at most 366; 30 days to start with. */
const PERIODS = { presets: ANALYTICS_PRESETS, maxDays: ANALYTICS_MAX_DAYS, fallback: 30 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/employer/analytics`, the employer area's start: a new company's next steps while any are
 * open, then views, applications, conversion and response times for a period (7, 30, 90 days or
 * custom; kept in the address), overall or for one listing, each chart with its table.
 */
export function EmployerAnalyticsPage() {
  const { t } = useTranslation('analytics');
  const locale = useLocale();
  const format = useAnalyticsFormat();
  const periodTexts = usePeriodPickerTexts('analytics');
  const id = useId();
  const { params, update } = useAddressParams();
  const period = periodFromParams(params, PERIODS);
  const listingParam = params.get('listingId') ?? '';
  const listingId = UUID.test(listingParam) ? listingParam : undefined;
  const query = useEmployerAnalytics({ from: period.from, to: period.to, listingId });
  const range = t('rangeLabel', { from: format.fullDay(period.from), to: format.fullDay(period.to) });

  const setPeriod = (value: Period<AnalyticsPreset>) => update((next) => writePeriodParams(next, value));
  const setListing = (value: string) =>
    update((next) => {
      if (value) next.set('listingId', value);
      else next.delete('listingId');
    });

  let content;
  if (query.isPending || query.isError) {
    content = (
      <QueryStatus query={query} texts={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }} />
    );
  } else if (query.data.listings.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border py-12 text-center">
        <BarChart3 className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('listings.empty')}</p>
        <Button asChild>
          <Link to={localizePath('/employer/listings/new', locale)}>
            <Plus aria-hidden="true" />
            {t('listings.create')}
          </Link>
        </Button>
      </div>
    );
  } else {
    const data = query.data;
    content = (
      <div className="grid gap-6" aria-busy={query.isPlaceholderData}>
        <AnalyticsSummary totals={data.totals} />
        <DailyFigures daily={data.daily} range={range} />
        <div className="grid gap-6 lg:grid-cols-2">
          <StatusFigures totals={data.totals} />
          <StageTimes totals={data.totals} />
        </div>
        <ListingFigures listings={data.listings} range={range} />
      </div>
    );
  }

  return (
    <>
      <title>{t('documentTitle')}</title>
      <CompanyNextSteps />
      <OverduePlacementsCard />
      <div className="grid gap-1">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <section
        aria-label={t('filters')}
        className="grid gap-4 rounded-card border border-border bg-background p-4 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-start"
      >
        <PeriodPicker
          key={`${period.preset}-${period.from}-${period.to}`}
          value={period}
          onChange={setPeriod}
          presets={PERIODS.presets}
          maxDays={PERIODS.maxDays}
          texts={periodTexts}
        />
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-listing`}>{t('listing')}</Label>
          <NativeSelect
            id={`${id}-listing`}
            value={listingId ?? ''}
            onChange={(event) => setListing(event.target.value)}
            placeholder={t('allListings')}
            options={(query.data?.listings ?? []).map((listing) => ({ value: listing.id, label: listing.title }))}
          />
        </div>
        <p className="text-sm text-muted-foreground lg:col-span-2">
          <span className="font-medium text-foreground">{range}</span> · {t('utcNote')}
        </p>
      </section>
      {content}
      <PlacementStatsCard />
    </>
  );
}
