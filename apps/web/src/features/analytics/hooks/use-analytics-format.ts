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
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const fullDay = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const dateOf = (value: string) => new Date(`${value}T00:00:00Z`);
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
      /** "5 Mar" / "5. März": a day of the period (UTC). */
      day: (value: string) => day.format(dateOf(value)),
      /** "5 March 2026" / "5. März 2026". */
      fullDay: (value: string) => fullDay.format(dateOf(value)),
    };
  }, [locale, t]);
}
