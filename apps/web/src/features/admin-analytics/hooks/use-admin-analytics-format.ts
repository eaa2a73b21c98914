import { formatDate, formatDateTime, formatDayMonth } from '@azubi/shared/dates/format-date';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

/** Figures of the platform analytics in the page's language: counts, shares, durations, days. */
export function useAdminAnalyticsFormat() {
  const locale = useLocale();
  const { t } = useTranslation('adminAnalytics');
  return useMemo(() => {
    const tag = locale === 'de' ? 'de-DE' : 'en-GB';
    const integer = new Intl.NumberFormat(tag);
    const oneDecimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    return {
      count: (value: number) => integer.format(value),
      decimal: (value: number | null) => (value === null ? t('none') : oneDecimal.format(value)),
      percent: (value: number | null) => (value === null ? t('none') : percent.format(value)),
      /** Seconds under two minutes, minutes under two hours, else hours. */
      duration: (seconds: number | null) => {
        if (seconds === null) return t('none');
        if (seconds < 120) return t('duration.seconds', { value: integer.format(seconds) });
        if (seconds < 7200) return t('duration.minutes', { value: oneDecimal.format(seconds / 60) });
        return t('duration.hours', { value: oneDecimal.format(seconds / 3600) });
      },
      day: (value: string) => formatDayMonth(value, locale),
      fullDay: (value: string) => formatDate(value, locale),
      /** An instant in UTC, with seconds (the audit log). */
      dateTime: (value: string) => `${formatDateTime(value, locale, { timeZone: 'UTC', seconds: true })} UTC`,
    };
  }, [locale, t]);
}
