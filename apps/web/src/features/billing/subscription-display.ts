import type { SubscriptionState } from '@azubi/shared/billing/billing';

/**
 * What the company's state means for the person looking at it, in one place: the subscription
 * page's summary, the header's chip and the locked panels all read this.
 *
 * Read from the server's one access state (`status`), so every screen says the same.
 *
 * - `none`: the company has not started its trial (onboarding not finished).
 * - `no_trial`: its e-mail domain already had the one free trial; never called "expired".
 * - `trial`: days left; `soon` from 3 days before the end (the server's `expiringSoon`).
 * - `paid`: until when, whether it renews (monthly plan), was cancelled at period end, or ends soon;
 *   `from` when it starts at the end of the running trial.
 * - `grace`: a renewal failed; paid until `until`, then expired unless the payment goes through.
 * - `expired`: trial or plan over; candidate search, new conversations and interviews are locked.
 */
export type SubscriptionDisplay =
  | { kind: 'none' }
  | { kind: 'no_trial' }
  | { kind: 'trial'; daysLeft: number; endsAt: string | null; soon: boolean }
  | {
      kind: 'paid';
      planName: string | null;
      until: string | null;
      renews: boolean;
      cancelled: boolean;
      monthly: boolean;
      soon: boolean;
      from: string | null;
    }
  | { kind: 'grace'; until: string }
  | { kind: 'expired' };

export function subscriptionDisplay(state: SubscriptionState): SubscriptionDisplay {
  switch (state.status) {
    case 'none':
      return { kind: 'none' };
    case 'no_trial':
      return { kind: 'no_trial' };
    case 'trial':
    case 'trial_ending':
      return {
        kind: 'trial',
        daysLeft: Math.max(0, state.trialDaysLeft),
        endsAt: state.trialEndsAt,
        soon: state.status === 'trial_ending',
      };
    case 'grace':
      return { kind: 'grace', until: state.graceUntil ?? state.paidUntil ?? '' };
    case 'paid_monthly':
    case 'paid_package':
      return {
        kind: 'paid',
        planName: state.planName,
        until: state.paidUntil,
        renews: state.renews && !state.cancelAtPeriodEnd,
        cancelled: state.cancelAtPeriodEnd,
        monthly: state.monthly || state.status === 'paid_monthly',
        soon: state.expiringSoon,
        from: state.paidFrom,
      };
    default:
      return { kind: 'expired' };
  }
}

/** Whether the company may use what a trial or plan unlocks (search, new conversations, interviews). */
export function isActive(display: SubscriptionDisplay): boolean {
  return display.kind === 'trial' || display.kind === 'paid' || display.kind === 'grace';
}

/**
 * The header's chip: shown while a trial runs, when time is running out, after a failed renewal
 * and once expired; nothing for a plan that runs on (no need to remind anyone).
 */
export type ChipTone = 'info' | 'warning' | 'danger';
export function chipFor(
  display: SubscriptionDisplay,
): { text: 'trial' | 'soon' | 'grace' | 'expired' | 'no_trial'; tone: ChipTone; daysLeft?: number } | null {
  switch (display.kind) {
    case 'trial':
      return display.soon
        ? { text: 'soon', tone: 'warning', daysLeft: display.daysLeft }
        : { text: 'trial', tone: 'info', daysLeft: display.daysLeft };
    case 'paid':
      return display.soon && !display.renews ? { text: 'soon', tone: 'warning' } : null;
    case 'grace':
      return { text: 'grace', tone: 'danger' };
    case 'expired':
      return { text: 'expired', tone: 'danger' };
    case 'no_trial':
      return { text: 'no_trial', tone: 'warning' };
    default:
      return null;
  }
}
