import { formatDateTime } from '@azubi/shared/dates/format-date';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { figureFormat } from '../../../lib/figure-format';

/** Figures of the platform analytics in the page's language: counts, shares, durations, days. */
export function useAdminAnalyticsFormat() {
  const locale = useLocale();
  const { t } = useTranslation('adminAnalytics');
  return useMemo(() => {
    const figures = figureFormat(locale, t('none'));
    return {
      ...figures,
      /** Seconds under two minutes, minutes under two hours, else hours. */
      duration: (seconds: number | null) => {
        if (seconds === null) return t('none');
        if (seconds < 120) return t('duration.seconds', { value: figures.count(seconds) });
        if (seconds < 7200) return t('duration.minutes', { value: figures.decimal(seconds / 60) });
        return t('duration.hours', { value: figures.decimal(seconds / 3600) });
      },
      /** An instant in UTC, with seconds (the audit log). */
      dateTime: (value: string) => `${formatDateTime(value, locale, { timeZone: 'UTC', seconds: true })} UTC`,
    };
  }, [locale, t]);
}
