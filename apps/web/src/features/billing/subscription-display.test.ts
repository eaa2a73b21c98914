import { describe, expect, it } from 'vitest';
import { subscriptionFixture } from './testing/fixtures';
import { chipFor, isActive, subscriptionDisplay } from './subscription-display';

const state = (overrides: Parameters<typeof subscriptionFixture>[0]) => subscriptionFixture(overrides).state;

describe('subscriptionDisplay', () => {
  it('a running trial: days left, its end, and not yet "expiring soon"', () => {
    const display = subscriptionDisplay(state({ trialDaysLeft: 7 }));
    expect(display).toEqual({ kind: 'trial', daysLeft: 7, endsAt: '2026-12-05T10:00:00.000Z', soon: false });
    expect(isActive(display)).toBe(true);
    expect(chipFor(display)).toEqual({ text: 'trial', tone: 'info', daysLeft: 7 });
  });

  it('a trial with 3 days left is expiring soon, and a negative count reads as 0', () => {
    expect(chipFor(subscriptionDisplay(state({ trialDaysLeft: 3, expiringSoon: true })))).toEqual({
      text: 'soon',
      tone: 'warning',
      daysLeft: 3,
    });
    expect(subscriptionDisplay(state({ trialDaysLeft: -2 }))).toMatchObject({ daysLeft: 0 });
  });

  it('expired: locked, and the chip asks to choose a plan', () => {
    const display = subscriptionDisplay(state({ plan: 'expired', trialDaysLeft: 0 }));
    expect(display).toEqual({ kind: 'expired' });
    expect(isActive(display)).toBe(false);
    expect(chipFor(display)).toEqual({ text: 'expired', tone: 'danger' });
  });

  it('a renewing monthly plan needs no chip; cancelled at period end it ends, and warns when soon', () => {
    const renewing = subscriptionDisplay(
      state({ plan: 'paid', paidUntil: '2027-01-01T00:00:00.000Z', renews: true, monthly: true, planName: 'Monthly' }),
    );
    expect(renewing).toMatchObject({ kind: 'paid', renews: true, cancelled: false, monthly: true });
    expect(chipFor(renewing)).toBeNull();
    const cancelled = subscriptionDisplay(
      state({
        plan: 'paid',
        paidUntil: '2027-01-01T00:00:00.000Z',
        renews: true,
        cancelAtPeriodEnd: true,
        expiringSoon: true,
      }),
    );
    expect(cancelled).toMatchObject({ kind: 'paid', renews: false, cancelled: true, soon: true });
    expect(chipFor(cancelled)).toEqual({ text: 'soon', tone: 'warning' });
  });

  it('a failed renewal is the grace period, still active', () => {
    const display = subscriptionDisplay(
      state({ plan: 'paid', graceUntil: '2026-12-08T00:00:00.000Z', paidUntil: '2026-12-05T00:00:00.000Z' }),
    );
    expect(display).toEqual({ kind: 'grace', until: '2026-12-08T00:00:00.000Z' });
    expect(isActive(display)).toBe(true);
    expect(chipFor(display)).toEqual({ text: 'grace', tone: 'danger' });
  });

  it('before onboarding there is nothing to show in the header', () => {
    const display = subscriptionDisplay(state({ plan: 'none', trialEndsAt: null, trialDaysLeft: 0 }));
    expect(display).toEqual({ kind: 'none' });
    expect(chipFor(display)).toBeNull();
  });
});
