import type { Plan, PlansResponse } from '@azubi/shared/billing/billing';
import { localizePath } from '@azubi/shared/i18n/locales';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format-money';

/**
 * Prices (docs/decisions/README.md): free for candidates; for employers a monthly subscription that renews and
 * one-time packages that never renew, both after a 10-day trial without a card. Anchor `#pricing`.
 *
 * The plans are the ones on sale (`GET /api/plans`, passed in by the page), so what is advertised
 * is what is sold. The server renders the page with them; without them (the build's fallback
 * HTML, or while a page opened in the app loads them) the prices are placeholders, never figures
 * that might differ from the real ones.
 */
export function PricingSection({ plans }: { plans: PlansResponse | undefined }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const employerSignUp = `${localizePath('/auth', locale)}?role=employer`;
  const onSale = plans?.items.filter((plan) => plan.isActive) ?? [];
  const monthly: Plan | undefined = onSale.find((plan) => plan.kind === 'subscription');
  const packages = onSale
    .filter((plan) => plan.kind === 'one_time')
    .sort((a, b) => a.durationMonths - b.durationMonths);

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="pricing-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {t('heading')}
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-muted-foreground">{t('intro')}</p>

        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <PlanCard
            title={t('candidates.title')}
            price={<span className="text-4xl font-bold text-brand-950">{t('candidates.price')}</span>}
            note={t('candidates.note')}
            action={
              <Button asChild variant="outline" className="w-full">
                <Link to={`${localizePath('/auth', locale)}?role=azubi`}>{t('candidates.cta')}</Link>
              </Button>
            }
          >
            <Features items={[t('candidates.feature1'), t('candidates.feature2'), t('candidates.feature3')]} />
          </PlanCard>

          <PlanCard
            highlighted
            title={t('monthly.title')}
            badge={t('trialBadge')}
            price={
              monthly ? (
                <>
                  <span className="text-4xl font-bold text-brand-950">
                    {formatMoney(monthly.priceCents, locale, monthly.currency)}
                  </span>{' '}
                  <span className="text-muted-foreground">{t('monthly.perMonth')}</span>
                </>
              ) : (
                <PricePlaceholder label={t('loadingPrices')} className="h-10 w-36" />
              )
            }
            note={t('monthly.note')}
            action={
              <Button asChild className="w-full">
                <Link to={employerSignUp}>{t('monthly.cta')}</Link>
              </Button>
            }
          >
            <Features items={[t('monthly.feature1'), t('monthly.feature2'), t('monthly.feature3')]} />
          </PlanCard>

          <PlanCard
            title={t('packages.title')}
            badge={t('trialBadge')}
            note={t('packages.note')}
            action={
              <Button asChild variant="outline" className="w-full">
                <Link to={employerSignUp}>{t('packages.cta')}</Link>
              </Button>
            }
          >
            {plans ? (
              <ul className="divide-y divide-border">
                {packages.map(({ id, durationMonths: months, priceCents, currency }) => (
                  <li key={id} className="flex items-baseline justify-between gap-4 py-2.5">
                    <span className="font-medium">{t('packages.months', { months })}</span>
                    <span className="text-right">
                      <span className="block text-xl font-bold text-brand-950">
                        {formatMoney(priceCents, locale, currency)}
                      </span>
                      <span className="block text-sm text-muted-foreground">
                        {t('packages.perMonthEquivalent', {
                          price: formatMoney(Math.round(priceCents / months / 100) * 100, locale, currency),
                        })}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <PricePlaceholder label={t('loadingPrices')} className="h-36 w-full" />
            )}
          </PlanCard>
        </div>

        <div className="mt-8 rounded-card bg-secondary p-6">
          <h3 className="font-semibold text-brand-950">{t('employerFeatures.title')}</h3>
          <Features
            className="mt-3 sm:grid-cols-2"
            items={[
              t('employerFeatures.feature1'),
              t('employerFeatures.feature2'),
              t('employerFeatures.feature3'),
              t('employerFeatures.feature4'),
            ]}
          />
          <p className="mt-4 text-sm text-muted-foreground">{t('note')}</p>
          {plans ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {plans.vat.mode === 'small_business'
                ? t('vatSmallBusiness')
                : t('vatIncluded', { rate: plans.vat.ratePercent })}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Where a price goes until the plans are known: a quiet block, named for screen readers. */
function PricePlaceholder({ label, className }: { label: string; className: string }) {
  return (
    <span role="img" aria-label={label} className={cn('block animate-pulse rounded-control bg-muted', className)} />
  );
}

function PlanCard({
  title,
  badge,
  price,
  note,
  action,
  highlighted = false,
  children,
}: {
  title: string;
  badge?: string;
  price?: ReactNode;
  note: string;
  action: ReactNode;
  highlighted?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-card border bg-background p-6 shadow-sm',
        highlighted ? 'border-2 border-primary' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-brand-950">{title}</h3>
        {badge ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900">{badge}</span>
        ) : null}
      </div>
      {price ? <p className="mt-3">{price}</p> : null}
      <p className="mt-2 text-muted-foreground">{note}</p>
      {children ? <div className="mt-4 flex-1">{children}</div> : <div className="flex-1" />}
      <div className="mt-6">{action}</div>
    </div>
  );
}

function Features({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
