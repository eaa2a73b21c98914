import { formatMonthYear } from '@azubi/shared/dates/format-date';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { LoadingSpinner } from '../../../../components/loading-spinner';
import { useLocale } from '../../../../i18n/use-locale';
import { useRevenue } from '../../api/get-revenue';
import { useBillingFormat } from '../../hooks/use-billing-format';

/** Succeeded payments per month, newest first: a table (the numbers are what an admin reads). */
export function RevenueTable() {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const format = useBillingFormat();
  const revenue = useRevenue();

  let content;
  if (revenue.isPending) content = <LoadingSpinner size="lg" className="py-12" />;
  else if (revenue.isError)
    content = (
      <LoadError message={revenue.error.message} retryLabel={t('retry')} onRetry={() => void revenue.refetch()} />
    );
  else if (revenue.data.months.length === 0)
    content = <p className="text-muted-foreground">{t('admin.revenue.none')}</p>;
  else
    content = (
      <table className="w-full max-w-xl border-collapse text-left">
        <caption className="sr-only">{t('admin.revenue.caption')}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('admin.revenue.month')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('admin.revenue.payments')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('admin.revenue.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {revenue.data.months.map((row) => (
            <tr key={row.month} className="border-b border-border">
              <th scope="row" className="py-2 pr-4 font-medium">
                {formatMonthYear(row.month, locale)}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{row.payments}</td>
              <td className="py-2 text-right font-semibold tabular-nums">
                {format.money(row.amountCents, revenue.data.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <section aria-labelledby="admin-revenue-title" className="grid gap-3">
      <h2 id="admin-revenue-title" className="text-2xl font-bold text-brand-950">
        {t('admin.revenue.title')}
      </h2>
      {content}
    </section>
  );
}
