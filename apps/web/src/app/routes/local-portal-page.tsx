import { localizePath } from '@azubi/shared/i18n/locales';
import { translate } from '../../i18n/shared-text';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { useUpdateLocalPortal } from '../../features/billing/api/update-local-portal';
import { useBillingFormat } from '../../features/billing/hooks/use-billing-format';
import { RequireAccount } from '../require-account';
import { useLocale } from '../../i18n/use-locale';

/**
 * `/payments/local/portal`: the local payment provider's stand-in for Stripe's customer portal:
 * the monthly plan is cancelled at the end of the paid period, or continues.
 */
export function LocalPortalPage() {
  const locale = useLocale();
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <RequireAccount roles={['employer', 'team_member']} wrongRoleText={translate(locale, 'billing.employersOnly')}>
        {() => <LocalPortal />}
      </RequireAccount>
    </div>
  );
}

function LocalPortal() {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const format = useBillingFormat();
  const subscription = useSubscription();
  const update = useUpdateLocalPortal();

  if (subscription.isPending) return <LoadingSpinner size="lg" text={t('loading')} className="py-16" />;
  if (subscription.isError)
    return (
      <LoadError
        message={subscription.error.message}
        retryLabel={t('retry')}
        onRetry={() => void subscription.refetch()}
      />
    );
  const { state } = subscription.data;
  const until = state.paidUntil ? format.date(state.paidUntil) : '';
  return (
    <Card className="grid gap-5 p-6 sm:p-8">
      <title>{t('portal.documentTitle')}</title>
      <div className="grid gap-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t('local.eyebrow')}
        </p>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('portal.title')}</h1>
        <p>
          {state.cancelAtPeriodEnd
            ? t('state.paid.cancelled', { date: until })
            : t('state.paid.renews', { date: until })}
        </p>
      </div>
      <div role="status">
        {update.isSuccess ? <p className="font-semibold text-success">{update.data.message}</p> : null}
      </div>
      {update.isError ? (
        <p role="alert" className="font-semibold text-destructive">
          {update.error.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button asChild variant="ghost">
          <Link to={localizePath('/subscription', locale)}>
            <ArrowLeft aria-hidden="true" />
            {t('result.toSubscription')}
          </Link>
        </Button>
        {state.cancelAtPeriodEnd ? (
          <Button disabled={update.isPending} onClick={() => update.mutate({ cancelAtPeriodEnd: false })}>
            {t('portal.resume')}
          </Button>
        ) : (
          <Button
            variant="destructive"
            disabled={update.isPending || !state.canManage}
            onClick={() => update.mutate({ cancelAtPeriodEnd: true })}
          >
            {t('portal.cancel', { date: until })}
          </Button>
        )}
      </div>
    </Card>
  );
}
