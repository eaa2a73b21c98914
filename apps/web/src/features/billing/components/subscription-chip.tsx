import { localizePath } from '@azubi/shared/i18n/locales';
import { Hourglass, Lock, TriangleAlert } from 'lucide-react';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { loadAccountTexts } from '../../auth';
import { useMe } from '../../../lib/account/use-me';
import { useSubscription } from '../api/get-subscription';
import { chipFor, subscriptionDisplay } from '../subscription-display';
import { isCompanySide } from '../../../lib/account/roles';

/** The texts are the account menu's (both languages); the page may know the account before the menu has loaded them. */
const textsReady = loadAccountTexts();

const TONES = {
  info: 'bg-secondary text-brand-950 hover:bg-secondary-hover',
  warning: 'bg-amber-100 text-amber-950 hover:bg-amber-200',
  danger: 'bg-red-100 text-red-900 hover:bg-red-200',
} as const;

/**
 * The header's reminder for employers and team members: the trial's days left, "expiring soon",
 * a failed renewal, or "Plan expired — choose a plan", linking to `/subscription`. Nothing for a
 * plan that simply runs on. On a phone it is a line under the header's row (`strip`). Its texts are the account menu's (loaded for the header in both
 * languages). (Lazy-loaded by SubscriptionChipSlot, hence the default export.)
 */
export default function SubscriptionChip({ variant = 'chip' }: { variant?: 'chip' | 'strip' }) {
  use(textsReady);
  const { t } = useTranslation('account');
  const locale = useLocale();
  const me = useMe({ enabled: false }).data;
  const employer = Boolean(me?.company) && isCompanySide(me?.user.role);
  const subscription = useSubscription({ enabled: employer });
  if (!employer || !subscription.data) return null;
  const chip = chipFor(subscriptionDisplay(subscription.data.state));
  if (!chip) return null;

  const Icon =
    chip.tone === 'danger' || chip.text === 'no_trial' ? (chip.text === 'grace' ? TriangleAlert : Lock) : Hourglass;
  const long =
    chip.text === 'trial'
      ? t('plan.trial', { count: chip.daysLeft ?? 0 })
      : chip.text === 'soon'
        ? chip.daysLeft === undefined
          ? t('plan.endsSoon')
          : t('plan.trialSoon', { count: chip.daysLeft })
        : chip.text === 'grace'
          ? t('plan.grace')
          : chip.text === 'no_trial'
            ? t('plan.noTrial')
            : t('plan.expired');
  const short =
    chip.text === 'trial' || (chip.text === 'soon' && chip.daysLeft !== undefined)
      ? t('plan.daysShort', { count: chip.daysLeft ?? 0 })
      : chip.text === 'expired'
        ? t('plan.expiredShort')
        : chip.text === 'no_trial'
          ? t('plan.noTrialShort')
          : chip.text === 'grace'
            ? t('plan.graceShort')
            : t('plan.soonShort');

  if (variant === 'strip')
    // Phones: a line under the header's row, which has no room left for it.
    return (
      <Link
        to={localizePath('/subscription', locale)}
        className={cn(
          'flex min-h-9 items-center justify-center gap-1.5 border-t border-border px-4 py-1.5 text-sm font-semibold sm:hidden',
          TONES[chip.tone],
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {long}
      </Link>
    );
  return (
    <Link
      to={localizePath('/subscription', locale)}
      className={cn(
        'hidden h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold whitespace-nowrap sm:inline-flex pointer-coarse:h-11',
        TONES[chip.tone],
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{long}</span>
      <span aria-hidden="true" className="hidden 2xl:inline">
        {long}
      </span>
      <span aria-hidden="true" className="2xl:hidden">
        {short}
      </span>
    </Link>
  );
}
