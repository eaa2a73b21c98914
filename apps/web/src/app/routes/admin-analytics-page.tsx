import { ADMIN_ANALYTICS_PRESETS, type AdminAnalyticsPreset } from '@azubi/shared/admin/admin-analytics-options';
import { ANALYTICS_MAX_DAYS } from '@azubi/shared/dates/period';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../components/query-status';
import { PeriodPicker, usePeriodPickerTexts } from '../../components/period-picker';
import { useAdminAnalytics } from '../../features/admin-analytics/api/admin-analytics';
import { DailyActivity } from '../../features/admin-analytics/components/daily-activity';
import { JourneyFigures } from '../../features/admin-analytics/components/journey-figures';
import { PlatformFunnels } from '../../features/admin-analytics/components/platform-funnels';
import { PlatformSummary } from '../../features/admin-analytics/components/platform-summary';
import { useAdminAnalyticsFormat } from '../../features/admin-analytics/hooks/use-admin-analytics-format';
import { RequireAccount } from '../require-account';
import { useAddressParams } from '../../hooks/use-address-params';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { periodFromParams, writePeriodParams, type Period } from '../../lib/period';

/** 7, 30, 90 or 365 days, or a custom range of at most 366; 30 days to start with. */
const PERIODS = { presets: ADMIN_ANALYTICS_PRESETS, maxDays: ANALYTICS_MAX_DAYS, fallback: 30 } as const;

/**
 * `/admin/analytics` (spec §2; issue 19): the platform's sign-ups, activity, funnels and visitor
 * journeys for a period kept in the address (7, 30, 90, 365 days or custom), each chart beside a
 * table with the same figures and a CSV download. Admins only.
 */
export function AdminAnalyticsPage() {
  const { t } = useTranslation('adminAnalytics');
  const text = useSharedMessage();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['admin']} wrongRoleText={text('adminAnalytics.adminsOnly') ?? ''}>
          {() => <PlatformAnalytics />}
        </RequireAccount>
      </div>
    </>
  );
}

function PlatformAnalytics() {
  const { t } = useTranslation('adminAnalytics');
  const format = useAdminAnalyticsFormat();
  const periodTexts = usePeriodPickerTexts('adminAnalytics');
  const { params, update } = useAddressParams();
  const period = periodFromParams(params, PERIODS);
  const query = useAdminAnalytics({ from: period.from, to: period.to });
  const range = t('rangeLabel', { from: format.fullDay(period.from), to: format.fullDay(period.to) });
  const setPeriod = (value: Period<AdminAnalyticsPreset>) => update((next) => writePeriodParams(next, value));

  let content;
  if (query.isPending || query.isError) {
    content = (
      <QueryStatus query={query} texts={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }} />
    );
  } else {
    const data = query.data;
    const shown = { from: data.from, to: data.to };
    content = (
      <div className="grid min-w-0 gap-6" aria-busy={query.isPlaceholderData}>
        <PlatformSummary totals={data.totals} />
        <DailyActivity daily={data.daily} period={shown} range={range} />
        <PlatformFunnels funnels={data.funnels} period={shown} />
        <JourneyFigures journeys={data.journeys} period={shown} />
      </div>
    );
  }

  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>
      <section aria-label={t('filters')} className="grid gap-3 rounded-card border border-border bg-background p-4">
        <PeriodPicker
          key={`${period.preset}-${period.from}-${period.to}`}
          value={period}
          onChange={setPeriod}
          presets={PERIODS.presets}
          maxDays={PERIODS.maxDays}
          texts={periodTexts}
        />
        <p className="text-sm font-medium">{range}</p>
      </section>
      {content}
    </>
  );
}
