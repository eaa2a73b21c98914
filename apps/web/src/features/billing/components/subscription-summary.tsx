import type { SubscriptionState } from '@azubi/shared/billing/billing';
import { BadgeCheck, CalendarClock, Check, Hourglass, Lock, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useBillingFormat } from '../hooks/use-billing-format';
import { isActive, subscriptionDisplay } from '../subscription-display';
import { AccessTimeline } from './access-timeline';

const INCLUDED = ['search', 'profiles', 'conversations', 'interviews', 'listings'] as const;

/**
 * The company's state on `/subscription`: trial with days left, expiring soon, paid until (renews,
 * or ends after a cancellation), a failed renewal's grace period, or expired; and what that
 * state includes (unlocked, or locked once expired).
 */
export function SubscriptionSummary({ state, actions }: { state: SubscriptionState; actions?: ReactNode }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const display = subscriptionDisplay(state);
  const active = isActive(display);

  let icon = <BadgeCheck className="size-8 text-success" aria-hidden="true" />;
  let title: string;
  let text: string;
  let tone: 'normal' | 'warning' | 'danger' = 'normal';
  switch (display.kind) {
    case 'none':
      icon = <Hourglass className="size-8 text-primary" aria-hidden="true" />;
      title = t('state.none.title');
      text = t('state.none.text');
      break;
    case 'no_trial':
      // Never "expired": this company never had a plan (docs/decisions/README.md "Trial and paying").
      icon = <Lock className="size-8 text-amber-700" aria-hidden="true" />;
      title = t('state.noTrial.title');
      text = t('state.noTrial.text');
      tone = 'warning';
      break;
    case 'trial':
      icon = (
        <Hourglass className={cn('size-8', display.soon ? 'text-amber-700' : 'text-primary')} aria-hidden="true" />
      );
      title = t('state.trial.title', { count: display.daysLeft });
      text = display.endsAt
        ? t('state.trial.text', { date: format.date(display.endsAt) })
        : t('state.trial.textNoDate');
      if (display.soon) tone = 'warning';
      break;
    case 'paid': {
      const until = display.until ? format.date(display.until) : '';
      title = display.planName ?? t('state.paid.title');
      text = display.from
        ? t('state.paid.from', { date: format.date(display.from) })
        : display.renews
          ? t('state.paid.renews', { date: until })
          : display.cancelled
            ? t('state.paid.cancelled', { date: until })
            : t('state.paid.until', { date: until });
      if (display.soon && !display.renews) {
        tone = 'warning';
        icon = <CalendarClock className="size-8 text-amber-700" aria-hidden="true" />;
      }
      break;
    }
    case 'grace':
      icon = <TriangleAlert className="size-8 text-destructive" aria-hidden="true" />;
      title = t('state.grace.title');
      text = t('state.grace.text', { date: format.date(display.until) });
      tone = 'danger';
      break;
    default:
      icon = <Lock className="size-8 text-destructive" aria-hidden="true" />;
      title = t('state.expired.title');
      text = t('state.expired.text');
      tone = 'danger';
  }

  return (
    <section
      aria-labelledby="subscription-state-title"
      className={cn(
        'grid gap-5 rounded-card border bg-background p-5 shadow-sm sm:p-6',
        tone === 'warning' ? 'border-amber-400' : tone === 'danger' ? 'border-destructive' : 'border-border',
      )}
    >
      <div className="flex items-start gap-4">
        <span className="mt-0.5 shrink-0">{icon}</span>
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t('state.label')}</p>
          <h2 id="subscription-state-title" className="text-2xl leading-tight font-bold text-brand-950">
            {title}
          </h2>
          <p className="text-foreground">{text}</p>
          {display.kind === 'trial' && display.soon ? (
            <p className="font-semibold text-amber-800">{t('state.trial.soon')}</p>
          ) : null}
        </div>
      </div>
      <AccessTimeline timeline={state.timeline} />
      <div className="grid gap-2">
        <h3 className="font-semibold text-brand-950">{active ? t('includes.title') : t('includes.lockedTitle')}</h3>
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {INCLUDED.map((item) => (
            <li key={item} className="flex gap-2">
              {active ? (
                <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Lock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span>{t(`includes.${item}`)}</span>
            </li>
          ))}
        </ul>
        {active ? null : <p className="text-sm text-muted-foreground">{t('includes.stillWorks')}</p>}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </section>
  );
}
