import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useMe } from '../../lib/account/use-me';
import { usePlans } from '../../features/billing/api/get-plans';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { InvoiceList } from '../../features/billing/components/invoice-list';
import { ManagePlanButton } from '../../features/billing/components/manage-plan-button';
import { PlanPicker } from '../../features/billing/components/plan-picker';
import { SubscriptionSummary } from '../../features/billing/components/subscription-summary';

/**
 * `/subscription` (spec §2, §4, §6): the company's state and what it includes, the plans with
 * their prices and VAT note, "Buy" for team admins (the payment opens in another tab and this page
 * updates by itself once it is confirmed), the invoices, and the monthly plan's management.
 * Inside the employer area's frame, which keeps candidates out ("Only employers can access
 * subscriptions") and makes sure the account belongs to a company.
 */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const me = useMe();
  const subscription = useSubscription();
  const plans = usePlans();
  const companyName = me.data?.company?.name ?? '';

  let content;
  if (subscription.isPending || plans.isPending)
    content = <LoadingSpinner size="lg" text={t('loading')} className="py-16" />;
  else if (subscription.isError || plans.isError) {
    const failed = subscription.isError ? subscription : plans;
    content = (
      <LoadError
        message={failed.error?.message ?? ''}
        retryLabel={t('retry')}
        onRetry={() => {
          void subscription.refetch();
          void plans.refetch();
        }}
      />
    );
  } else {
    const { state, invoices } = subscription.data;
    const manage = state.canManage && (state.monthlyBooked || (state.plan === 'paid' && state.monthly));
    content = (
      <>
        <SubscriptionSummary state={state} actions={manage ? <ManagePlanButton /> : undefined} />
        <PlanPicker plans={plans.data.items} vat={plans.data.vat} state={state} companyName={companyName} />
        <InvoiceList invoices={invoices} />
      </>
    );
  }

  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="grid gap-1">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('intro', { company: companyName })}</p>
      </div>
      {content}
    </>
  );
}
