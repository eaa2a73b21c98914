import { translate } from '../../i18n/shared-text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useCheckoutStatus } from '../../features/billing/api/get-checkout-status';
import { SUBSCRIPTION_QUERY_KEY } from '../../features/billing/api/get-subscription';
import { PaymentResult } from '../../features/billing/components/payment-result';
import { RequireAccount } from '../require-account';
import { useLocale } from '../../i18n/use-locale';

function Frame({ children }: { children: () => React.ReactNode }) {
  const locale = useLocale();
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <RequireAccount roles={['employer', 'team_member']} wrongRoleText={translate(locale, 'billing.employersOnly')}>
        {children}
      </RequireAccount>
    </div>
  );
}

/**
 * `/subscription/success?checkout=…`: where Stripe sends the buyer back. The server confirms the
 * session with Stripe itself when the page asks before the webhook has arrived (a well-known race),
 * so this page asks until the checkout is settled and then shows the outcome.
 */
export function SubscriptionSuccessPage() {
  return <Frame>{() => <CheckoutOutcome />}</Frame>;
}

function CheckoutOutcome() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const status = useCheckoutStatus(checkoutId || null);
  const queryClient = useQueryClient();
  const paid = status.data?.status === 'paid';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  }, [paid, queryClient]);

  if (!checkoutId) return <PaymentResult status="failed" message={null} />;
  return (
    <>
      <title>{t('result.documentTitle')}</title>
      {status.isError ? (
        <LoadError message={status.error.message} retryLabel={t('retry')} onRetry={() => void status.refetch()} />
      ) : !status.data || status.data.status === 'open' ? (
        <LoadingSpinner size="lg" text={t('result.confirming')} className="py-16" />
      ) : (
        <PaymentResult status={status.data.status} message={status.data.message} />
      )}
    </>
  );
}

/** `/subscription/cancelled`: Stripe's way back after the buyer cancelled: "Payment cancelled." */
export function SubscriptionCancelledPage() {
  const { t } = useTranslation('billing');
  return (
    <Frame>
      {() => (
        <>
          <title>{t('result.documentTitle')}</title>
          <PaymentResult status="canceled" message={null} />
        </>
      )}
    </Frame>
  );
}
