import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '../api/get-subscription';
import { useBillingFormat } from '../hooks/use-billing-format';

/**
 * The company's state in one line (the dashboard's and the analytics page's next steps), from the
 * same server state as the header and `/subscription`: a trial's days, paid until or renewing, a
 * failed payment, expired, or a domain whose trial was already used.
 */
export function AccessStatusPill() {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const state = useSubscription().data?.state;
  if (!state) return null;
  const date = (value: string | null) => (value ? format.date(value) : '');
  let text: string;
  switch (state.status) {
    case 'trial':
      text = t('status.trial', { count: state.trialDaysLeft });
      break;
    case 'trial_ending':
      text = t('status.trialEnding', { count: state.trialDaysLeft });
      break;
    case 'paid_monthly':
      text = state.paidFrom
        ? t('status.paidMonthlyFrom', { date: date(state.paidFrom) })
        : t('status.paidMonthly', { date: date(state.paidUntil) });
      break;
    case 'paid_package':
      text = t('status.paidUntil', { date: date(state.paidUntil) });
      break;
    case 'grace':
      text = t('status.grace', { date: date(state.graceUntil) });
      break;
    case 'no_trial':
      text = t('status.noTrial');
      break;
    case 'expired':
      text = t('status.expired');
      break;
    default:
      text = t('status.none');
  }
  return (
    <p
      data-status={state.status}
      className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-brand-950"
    >
      <Hourglass className="size-4" aria-hidden="true" />
      {text}
    </p>
  );
}
