import type { AdminPlan, AdminSubscriptionRow } from '@azubi/shared/billing/billing';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { LoadingSpinner } from '../../../../components/loading-spinner';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { useAdminSubscriptions } from '../../api/get-admin-subscriptions';
import { useBillingFormat } from '../../hooks/use-billing-format';
import { AdminActionDialog, type AdminAction } from './admin-action-dialog';

const STATE_TONES = {
  none: 'bg-muted text-foreground',
  no_trial: 'bg-amber-100 text-amber-950',
  trial: 'bg-secondary text-brand-950',
  paid: 'bg-green-100 text-green-900',
  expired: 'bg-red-100 text-red-900',
} as const;

/** Every company with its state, plan, period end and payments; actions open a dialog each. */
export function AdminSubscriptionList({ plans }: { plans: AdminPlan[] }) {
  const { t } = useTranslation('billing');
  const searchId = useId();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const list = useAdminSubscriptions(deferred);
  const [open, setOpen] = useState<{ action: AdminAction; row: AdminSubscriptionRow } | null>(null);

  let content;
  if (list.isPending) content = <LoadingSpinner size="lg" className="py-12" />;
  else if (list.isError)
    content = <LoadError message={list.error.message} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) content = <p className="text-muted-foreground">{t('admin.companies.none')}</p>;
  else
    content = (
      <ul className="grid gap-3" aria-busy={list.isPlaceholderData}>
        {list.data.items.map((row) => (
          <li key={row.companyId}>
            <CompanyRow row={row} onAction={(action) => setOpen({ action, row })} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="admin-companies-title" className="grid gap-4">
      <h2 id="admin-companies-title" className="text-2xl font-bold text-brand-950">
        {t('admin.companies.title')}
      </h2>
      <div className="grid max-w-md gap-1.5">
        <label htmlFor={searchId} className="font-medium">
          {t('admin.companies.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="pl-10"
          />
        </div>
      </div>
      {content}
      {open ? (
        <AdminActionDialog action={open.action} row={open.row} plans={plans} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}

function CompanyRow({ row, onAction }: { row: AdminSubscriptionRow; onAction: (action: AdminAction) => void }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const titleId = useId();
  const end =
    row.plan === 'trial' ? row.trialEndsAt : row.plan === 'paid' ? (row.graceUntil ?? row.paidUntil) : row.paidUntil;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-card border border-border bg-background p-4 shadow-sm lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
    >
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-lg font-semibold text-brand-950">
            {row.companyName}
          </h3>
          <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', STATE_TONES[row.plan])}>
            {t(`admin.state.${row.plan}`)}
          </span>
          {row.expiringSoon ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-950">
              {t('admin.state.soon')}
            </span>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{t('admin.companies.plan')}</dt>
            <dd className="font-medium">{row.planName ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('admin.companies.ends')}</dt>
            <dd className="font-medium">
              {end ? format.date(end) : '—'}
              {row.plan === 'paid' && row.renews ? ` (${t('admin.companies.renews')})` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('admin.companies.payments')}</dt>
            <dd className="font-medium">{row.paymentsCount}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('admin.companies.paid')}</dt>
            <dd className="font-medium">{format.money(row.paidTotalCents)}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onAction('extend-trial')}>
          {t('admin.actions.extend')}
          <span className="sr-only">: {row.companyName}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => onAction('grant')}>
          {t('admin.actions.grant')}
          <span className="sr-only">: {row.companyName}</span>
        </Button>
        {row.plan === 'paid' ? (
          <Button size="sm" variant="outline" onClick={() => onAction('end')}>
            {t('admin.actions.end')}
            <span className="sr-only">: {row.companyName}</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
