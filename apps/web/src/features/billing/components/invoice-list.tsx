import type { InvoiceSummary } from '@azubi/shared/billing/billing';
import { FileDown, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from '../hooks/use-billing-format';

/** The company's invoices, newest first, each with its PDF. */
export function InvoiceList({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  return (
    <section aria-labelledby="invoices-title" className="grid gap-3">
      <h2 id="invoices-title" className="text-2xl font-bold text-brand-950">
        {t('invoices.title')}
      </h2>
      {invoices.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <ReceiptText className="size-5" aria-hidden="true" />
          {t('invoices.none')}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-card border border-border bg-background">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 p-4">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold text-brand-950">
                  {t('invoices.number', { number: invoice.number })} · {invoice.planName}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('invoices.meta', {
                    date: format.date(invoice.issuedAt),
                    start: format.date(invoice.periodStart),
                    end: format.date(invoice.periodEnd),
                  })}
                </p>
              </div>
              <div className="flex items-center gap-4">
                <span className="font-semibold">{format.money(invoice.amountCents, invoice.currency)}</span>
                <a
                  href={invoice.downloadUrl}
                  download
                  className="inline-flex h-11 items-center gap-1.5 rounded-control px-2 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <FileDown className="size-5" aria-hidden="true" />
                  {t('invoices.download')}
                  <span className="sr-only">{t('invoices.downloadOf', { number: invoice.number })}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
