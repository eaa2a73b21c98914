import type { CheckoutStatus, LocalCheckout } from '@azubi/shared/billing/billing';
import { translate } from '../../i18n/shared-text';
import { LoaderCircle, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useCompleteLocalCheckout } from '../../features/billing/api/complete-local-checkout';
import { useLocalCheckout } from '../../features/billing/api/get-local-checkout';
import { PaymentResult } from '../../features/billing/components/payment-result';
import { VatNote } from '../../features/billing/components/vat-note';
import { useBillingFormat } from '../../features/billing/hooks/use-billing-format';
import { RequireAccount } from '../require-account';
import { useLocale } from '../../i18n/use-locale';

/**
 * `/payments/local/:checkoutId`: the local payment provider's confirm page (no keys, the default),
 * opened in its own tab by "Buy". It shows what is bought and for whom, and "Pay" or "Cancel" go
 * through the same confirmation code as a real provider's webhook; the first tab notices by itself.
 */
export function LocalPaymentPage() {
  const locale = useLocale();
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <RequireAccount roles={['employer', 'team_member']} wrongRoleText={translate(locale, 'billing.employersOnly')}>
        {() => <LocalPayment />}
      </RequireAccount>
    </div>
  );
}

function LocalPayment() {
  const { t } = useTranslation('billing');
  const { checkoutId = '' } = useParams();
  const checkout = useLocalCheckout(checkoutId);
  const complete = useCompleteLocalCheckout(checkoutId);

  if (checkout.isPending) return <LoadingSpinner size="lg" text={t('loading')} className="py-16" />;
  if (checkout.isError)
    return (
      <LoadError
        title={t('local.unavailable')}
        message={checkout.error.message}
        retryLabel={t('retry')}
        onRetry={() => void checkout.refetch()}
      />
    );

  const settled: CheckoutStatus | null =
    complete.data?.status ?? (checkout.data.status === 'open' ? null : checkout.data.status);
  return (
    <>
      <title>{t('local.documentTitle')}</title>
      {settled && settled !== 'open' ? (
        <PaymentResult status={settled} message={complete.data?.message ?? null} />
      ) : (
        <ConfirmPayment
          checkout={checkout.data}
          pending={complete.isPending ? (complete.variables ?? null) : null}
          error={complete.isError ? complete.error.message : null}
          onAction={(action) => complete.mutate(action)}
        />
      )}
    </>
  );
}

function ConfirmPayment({
  checkout,
  pending,
  error,
  onAction,
}: {
  checkout: LocalCheckout;
  pending: 'pay' | 'cancel' | null;
  error: string | null;
  onAction: (action: 'pay' | 'cancel') => void;
}) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const { plan } = checkout;
  return (
    <Card className="grid gap-5 p-6 sm:p-8">
      <div className="grid gap-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t('local.eyebrow')}
        </p>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('local.title')}</h1>
        <p className="text-muted-foreground">{t('local.intro')}</p>
      </div>
      <dl className="grid gap-3 rounded-control bg-muted p-4">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">{t('local.company')}</dt>
          <dd className="font-semibold">{checkout.companyName}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">{t('local.plan')}</dt>
          <dd className="font-semibold">{plan.name}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">{t('local.duration')}</dt>
          <dd className="font-semibold">
            {plan.kind === 'subscription' ? t('local.monthly') : t('local.months', { count: checkout.months })}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 border-t border-border pt-3">
          <dt className="font-semibold">{t('local.price')}</dt>
          <dd className="text-xl font-bold text-brand-950">{format.money(plan.priceCents, plan.currency)}</dd>
        </div>
      </dl>
      <VatNote vat={checkout.vat} />
      {error ? (
        <p role="alert" className="flex items-center gap-2 font-semibold text-destructive">
          <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending !== null} onClick={() => onAction('cancel')}>
          {pending === 'cancel' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {t('local.cancel')}
        </Button>
        <Button disabled={pending !== null} onClick={() => onAction('pay')}>
          {pending === 'pay' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {t('local.pay', { price: format.money(plan.priceCents, plan.currency) })}
        </Button>
      </div>
    </Card>
  );
}
