import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { figureFormat } from '../../../lib/figure-format';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Figures of the analytics in the page's language: counts, shares, durations and days. */
export function useAnalyticsFormat() {
  const locale = useLocale();
  const { t } = useTranslation('analytics');
  return useMemo(() => {
    const figures = figureFormat(locale, t('summary.none'));
    return {
      ...figures,
      /** Under a minute as such, under an hour in minutes, under two days in hours, else in days. */
      duration: (seconds: number | null) => {
        if (seconds === null) return t('summary.none');
        if (seconds < 60) return t('duration.underMinute');
        if (seconds < HOUR) return t('duration.minutes', { value: figures.count(Math.round(seconds / 60)) });
        if (seconds < 2 * DAY) {
          const hours = Math.round((seconds / HOUR) * 10) / 10;
          return t('duration.hours', { count: hours, value: figures.decimal(hours) });
        }
        const days = Math.round((seconds / DAY) * 10) / 10;
        return t('duration.days', { count: days, value: figures.decimal(days) });
      },
    };
  }, [locale, t]);
}
