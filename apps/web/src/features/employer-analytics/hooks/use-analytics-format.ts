import { formatDate, formatDayMonth } from '@azubi/shared/dates/format-date';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Figures of the analytics in the page's language: counts, shares, durations and days. */
export function useAnalyticsFormat() {
  const locale = useLocale();
  const { t } = useTranslation('analytics');
  return useMemo(() => {
    const tag = locale === 'de' ? 'de-DE' : 'en-GB';
    const integer = new Intl.NumberFormat(tag);
    const oneDecimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    return {
      count: (value: number) => integer.format(value),
      percent: (value: number | null) => (value === null ? t('summary.none') : percent.format(value)),
      /** Under a minute as such, under an hour in minutes, under two days in hours, else in days. */
      duration: (seconds: number | null) => {
        if (seconds === null) return t('summary.none');
        if (seconds < 60) return t('duration.underMinute');
        if (seconds < HOUR) return t('duration.minutes', { value: integer.format(Math.round(seconds / 60)) });
        if (seconds < 2 * DAY) {
          const hours = Math.round((seconds / HOUR) * 10) / 10;
          return t('duration.hours', { count: hours, value: oneDecimal.format(hours) });
        }
        const days = Math.round((seconds / DAY) * 10) / 10;
        return t('duration.days', { count: days, value: oneDecimal.format(days) });
      },
      /** "5 Mar" / "05.03.": a day of the period (a calendar day, UTC). */
      day: (value: string) => formatDayMonth(value, locale),
      /** "5 March 2026" / "05.03.2026". */
      fullDay: (value: string) => formatDate(value, locale),
    };
  }, [locale, t]);
}
