import type { AdminAnalyticsTable } from '@azubi/shared/admin/admin-analytics';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { analyticsCsvUrl, type Period } from '../api/admin-analytics';

/** Downloads one table as CSV: a plain link the browser follows with the session cookie. */
export function CsvLink({ table, period, title }: { table: AdminAnalyticsTable; period: Period; title: string }) {
  const { t } = useTranslation('adminAnalytics');
  return (
    <Button asChild variant="outline" size="sm">
      <a href={analyticsCsvUrl(table, period)} download aria-label={t('csvLabel', { table: title })}>
        <Download aria-hidden="true" />
        {t('csv')}
      </a>
    </Button>
  );
}
