import type { Plan, SubscriptionState, Vat } from '@azubi/shared/billing/billing';
import { CircleCheck, ExternalLink, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useBillingFormat } from '../hooks/use-billing-format';
import { useBuyPlan, type BuyState } from '../hooks/use-buy-plan';
import { VatNote } from './vat-note';

/**
 * The plans on sale with their prices and "Buy" for team admins; members read the same plans and
 * are told who can buy. What happens after "Buy" (the payment's tab, waiting, paid, cancelled) is
 * announced above the plans.
 */
export function PlanPicker({
  plans,
  vat,
  state,
  companyName,
}: {
  plans: Plan[];
  vat: Vat;
  state: SubscriptionState;
  companyName: string;
}) {
  const { t } = useTranslation('billing');
  const { state: buying, buy } = useBuyPlan();
  const onSale = plans.filter((plan) => plan.isActive);
  const monthly = onSale.filter((plan) => plan.kind === 'subscription');
  const packages = onSale
    .filter((plan) => plan.kind === 'one_time')
    .sort((a, b) => a.durationMonths - b.durationMonths);
  // Running or booked for the trial's end: not sold again (a package beside it moves its renewal).
  const monthlyRunning = state.monthlyBooked;

  return (
    <section aria-labelledby="plans-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="plans-title" className="text-2xl font-bold text-brand-950">
          {t('plans.title')}
        </h2>
        <p className="text-muted-foreground">{t('plans.intro')}</p>
      </div>
      <BuyStatus buying={buying} />
      {state.canManage ? null : (
        <p className="rounded-control bg-secondary px-4 py-3 text-secondary-foreground">
          {t('plans.membersReadOnly', { company: companyName })}
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {[...monthly, ...packages].map((plan) => (
          <li key={plan.id} className="grid">
            <PlanCard
              plan={plan}
              canBuy={state.canManage}
              current={plan.kind === 'subscription' && monthlyRunning}
              busy={buying.step === 'starting' && buying.planId === plan.id}
              disabled={buying.step === 'starting'}
              onBuy={() => buy(plan)}
            />
          </li>
        ))}
      </ul>
      <VatNote vat={vat} />
      <p className="text-sm text-muted-foreground">{t('plans.packagesStack')}</p>
    </section>
  );
}

function PlanCard({
  plan,
  canBuy,
  current,
  busy,
  disabled,
  onBuy,
}: {
  plan: Plan;
  canBuy: boolean;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const monthly = plan.kind === 'subscription';
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-card border bg-background p-5 shadow-sm',
        monthly ? 'border-2 border-primary' : 'border-border',
      )}
    >
      <h3 id={titleId} className="text-lg font-semibold text-brand-950">
        {plan.name}
      </h3>
      <p>
        <span className="text-3xl font-bold text-brand-950">{format.money(plan.priceCents, plan.currency)}</span>{' '}
        <span className="text-muted-foreground">{monthly ? t('plans.perMonth') : t('plans.once')}</span>
      </p>
      {monthly ? null : (
        <p className="text-sm text-muted-foreground">
          {t('plans.perMonthEquivalent', {
            price: format.money(Math.round(plan.priceCents / plan.durationMonths / 100) * 100, plan.currency),
          })}
        </p>
      )}
      <p className="flex-1 text-muted-foreground">
        {plan.description ||
          (monthly ? t('plans.monthlyNote') : t('plans.packageNote', { count: plan.durationMonths }))}
      </p>
      {canBuy ? (
        current ? (
          <p className="inline-flex h-11 items-center gap-2 font-semibold text-success">
            <CircleCheck className="size-5" aria-hidden="true" />
            {t('plans.current')}
          </p>
        ) : (
          <Button
            onClick={onBuy}
            disabled={disabled}
            aria-busy={busy}
            variant={monthly ? 'primary' : 'outline'}
            // A long plan name wraps instead of widening the page on phones.
            className="h-auto min-h-11 py-2 whitespace-normal"
          >
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {t('plans.buy', { plan: plan.name })}
          </Button>
        )
      ) : null}
    </article>
  );
}

/** What the purchase is doing, read out as it changes. */
function BuyStatus({ buying }: { buying: BuyState }) {
  const { t } = useTranslation('billing');
  let content = null;
  if (buying.step === 'starting')
    content = (
      <p className="flex items-center gap-2">
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        {t('buy.starting')}
      </p>
    );
  else if (buying.step === 'waiting')
    content = (
      <div className="grid gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          {buying.blocked ? t('buy.blocked') : t('buy.waiting')}
        </p>
        <a
          href={buying.url}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 justify-self-start font-semibold text-primary underline underline-offset-4"
        >
          {buying.blocked ? t('buy.openPayment') : t('buy.openAgain')}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('buy.newTab')}</span>
        </a>
      </div>
    );
  else if (buying.step === 'paid')
    content = (
      <p className="flex items-center gap-2 font-semibold text-success">
        <CircleCheck className="size-5" aria-hidden="true" />
        {t('buy.paid')}
      </p>
    );
  else if (buying.step !== 'idle')
    content = (
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <TriangleAlert className="size-5" aria-hidden="true" />
        {buying.message}
      </p>
    );
  return (
    <div
      role="status"
      className={buying.step === 'idle' ? '-mt-4' : 'rounded-control border border-border bg-muted px-4 py-3'}
    >
      {content}
    </div>
  );
}
