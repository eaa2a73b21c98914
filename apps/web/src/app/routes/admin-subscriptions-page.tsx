import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useAdminPlans } from '../../features/billing/api/admin-plans';
import { AdminPlanEditor } from '../../features/billing/components/admin/admin-plan-editor';
import { AdminSubscriptionList } from '../../features/billing/components/admin/admin-subscription-list';
import { RevenueTable } from '../../features/billing/components/admin/revenue-table';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';

/**
 * `/admin/subscriptions` (spec §2, docs/decisions/README.md: only an admin manages subscriptions and plans):
 * every company's state with extend trial / grant / end plan (each with a reason), the plans and
 * their prices, and the revenue per month.
 */
export function AdminSubscriptionsPage() {
  const { t } = useTranslation('billing');
  const text = useSharedMessage();
  return (
    <>
      <title>{t('admin.documentTitle')}</title>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['admin']} wrongRoleText={text('billing.platformAdminsOnly') ?? ''}>
          {() => <AdminSubscriptions />}
        </RequireAccount>
      </div>
    </>
  );
}

function AdminSubscriptions() {
  const { t } = useTranslation('billing');
  const plans = useAdminPlans();
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('admin.title')}</h1>
        <p className="text-muted-foreground">{t('admin.intro')}</p>
      </header>
      <AdminSubscriptionList plans={plans.data?.items.filter((plan) => plan.isActive) ?? []} />
      <section aria-labelledby="admin-plans-title" className="grid gap-3">
        <h2 id="admin-plans-title" className="text-2xl font-bold text-brand-950">
          {t('admin.plans.title')}
        </h2>
        <p className="text-muted-foreground">{t('admin.plans.intro')}</p>
        {plans.isPending ? (
          <LoadingSpinner size="lg" className="py-12" />
        ) : plans.isError ? (
          <LoadError message={plans.error.message} retryLabel={t('retry')} onRetry={() => void plans.refetch()} />
        ) : (
          <div className="grid gap-3">
            {plans.data.items.map((plan) => (
              <AdminPlanEditor key={`${plan.id}:${plan.priceCents}:${plan.isActive}`} plan={plan} />
            ))}
          </div>
        )}
      </section>
      <RevenueTable />
    </>
  );
}
