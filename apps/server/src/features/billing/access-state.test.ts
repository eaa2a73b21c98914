// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { describe, expect, it } from 'vitest';
import { accessStateOf, accessTimelineOf, TRIAL_DAYS, type AccessInput } from './access-state';

const DAY = 24 * 60 * 60 * 1000;
const onboarded = new Date('2026-03-01T10:00:00Z');
const at = (days: number) => new Date(onboarded.getTime() + days * DAY);
const company = { id: 'c', verificationStatus: 'verified' as const };
const trial = {
  trialStartedAt: onboarded,
  trialEndsAt: at(TRIAL_DAYS),
  renews: false,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  planId: null,
};
const period = (from: number, to: number, source = 'package') => ({
  startsAt: at(from),
  endsAt: at(to),
  endedAt: null,
  planId: 'p',
  source,
});
const state = (input: Partial<AccessInput>, now: Date) =>
  accessStateOf({ company, subscription: trial, periods: [], ...input }, now);

describe('companyAccessState: computed from the stored trial and paid periods', () => {
  it('counts the trial from onboarding, expiring soon from 3 days before its end, then expired', () => {
    expect(TRIAL_DAYS).toBe(10);
    expect(state({}, onboarded)).toMatchObject({ plan: 'trial', trialDaysLeft: 10, active: true, expiringSoon: false });
    expect(state({}, at(0.5))).toMatchObject({ trialDaysLeft: 10, canSearchCandidates: true });
    expect(state({}, at(6.9))).toMatchObject({ trialDaysLeft: 4, expiringSoon: false });
    expect(state({}, at(7))).toMatchObject({ trialDaysLeft: 3, expiringSoon: true, active: true });
    expect(state({}, at(9.9))).toMatchObject({ trialDaysLeft: 1, active: true, expiringSoon: true });
    expect(state({}, at(10))).toMatchObject({ plan: 'expired', trialDaysLeft: 0, active: false, expiringSoon: false });
    expect(state({}, at(30)).canSearchCandidates).toBe(false);
    expect(state({}, onboarded).trialEndsAt?.toISOString()).toBe('2026-03-11T10:00:00.000Z');
  });

  it('is none before onboarding (no trial, nothing paid)', () => {
    expect(state({ subscription: null }, onboarded)).toMatchObject({ plan: 'none', active: false, trialEndsAt: null });
  });

  it('is paid while a period runs, joining stacked packages; expiring soon only without renewal', () => {
    const periods = [period(5, 35), period(35, 95)];
    expect(state({ periods }, at(20))).toMatchObject({ plan: 'paid', active: true, expiringSoon: false });
    expect(state({ periods }, at(20)).paidUntil?.getTime()).toBe(at(95).getTime());
    expect(state({ periods }, at(92))).toMatchObject({ plan: 'paid', expiringSoon: true });
    expect(state({ periods }, at(95))).toMatchObject({ plan: 'expired', active: false, paidUntil: null });
  });

  it('a renewing monthly plan is not expiring soon; cancelled at period end it is, and stays paid until then', () => {
    const periods = [period(0, 31, 'monthly')];
    const renewing = { ...trial, renews: true };
    expect(state({ periods, subscription: renewing }, at(29))).toMatchObject({ renews: true, expiringSoon: false });
    const cancelled = { ...trial, renews: false, cancelAtPeriodEnd: true };
    expect(state({ periods, subscription: cancelled }, at(29))).toMatchObject({
      plan: 'paid',
      renews: false,
      cancelAtPeriodEnd: true,
      expiringSoon: true,
    });
    expect(state({ periods, subscription: cancelled }, at(31)).plan).toBe('expired');
  });

  it('keeps a failed renewal paid during its grace period, expiring soon, then expired', () => {
    const periods = [period(0, 31, 'monthly')];
    const grace = { ...trial, renews: true, graceUntil: at(34) };
    expect(state({ periods, subscription: grace }, at(32))).toMatchObject({
      plan: 'paid',
      active: true,
      expiringSoon: true,
    });
    expect(state({ periods, subscription: grace }, at(32)).graceUntil?.getTime()).toBe(at(34).getTime());
    expect(state({ periods, subscription: grace }, at(34))).toMatchObject({ plan: 'expired', active: false });
  });

  it('a period an admin ended counts until its end time only', () => {
    const periods = [{ ...period(0, 90), endedAt: at(20) }];
    expect(state({ periods }, at(19)).plan).toBe('paid');
    expect(state({ periods }, at(21)).plan).toBe('expired');
  });

  it('lets only verified companies (by domain or by a moderator) search candidates', () => {
    const of = (verificationStatus: 'not_verified' | 'pending' | 'verified' | 'verified_manually' | 'rejected') =>
      accessStateOf({ company: { id: 'c', verificationStatus }, subscription: trial, periods: [] }, at(1));
    expect(of('verified')).toMatchObject({ verified: true, canSearchCandidates: true });
    expect(of('verified_manually')).toMatchObject({ verified: true, canSearchCandidates: true });
    for (const status of ['not_verified', 'pending', 'rejected'] as const) {
      expect(of(status)).toMatchObject({ verified: false, active: true, canSearchCandidates: false });
    }
  });

  it('names one status per state: trial, trial ending, paid monthly, paid package, grace, expired, never had a trial', () => {
    const monthly = [period(10, 41, 'monthly')];
    const renewing = { ...trial, renews: true };
    expect(state({}, at(1)).status).toBe('trial');
    expect(state({}, at(8)).status).toBe('trial_ending');
    expect(state({ periods: monthly, subscription: renewing }, at(20)).status).toBe('paid_monthly');
    expect(state({ periods: [period(10, 100)] }, at(20)).status).toBe('paid_package');
    expect(
      state({ periods: monthly, subscription: { ...renewing, renews: false, graceUntil: at(44) } }, at(42)).status,
    ).toBe('grace');
    expect(state({}, at(11)).status).toBe('expired');
    // The domain had its trial: no start, no end, never "expired".
    const refused = { ...trial, trialStartedAt: null, trialEndsAt: null };
    expect(state({ subscription: refused }, at(1))).toMatchObject({
      plan: 'no_trial',
      status: 'no_trial',
      active: false,
      trialEndsAt: null,
    });
    // Rows stored before: a trial ending as it started was no trial either.
    expect(state({ subscription: { ...trial, trialEndsAt: onboarded } }, at(1)).status).toBe('no_trial');
    // A plan bought after that and ended is expired.
    expect(state({ subscription: refused, periods: [period(1, 31)] }, at(40)).status).toBe('expired');
  });

  it('paid time booked for the end of the trial: paid from then, the trial not shortened, no trial countdown', () => {
    // Bought on day 3 of the trial: the month runs from the trial's end (day 10) to day 41.
    const periods = [period(10, 41, 'monthly')];
    const renewing = { ...trial, renews: true, planId: 'monthly' };
    const during = state({ periods, subscription: renewing }, at(3));
    expect(during).toMatchObject({
      plan: 'paid',
      status: 'paid_monthly',
      renews: true,
      active: true,
      trialDaysLeft: 7,
    });
    expect(during.paidFrom?.getTime()).toBe(at(10).getTime());
    expect(during.paidUntil?.getTime()).toBe(at(41).getTime());
    expect(state({ periods, subscription: renewing }, at(12)).paidFrom).toBeNull();
    // A package bought in the trial: paid until its end, not renewing, no "ending soon" in the trial.
    const pkg = state({ periods: [period(10, 100)] }, at(8));
    expect(pkg).toMatchObject({ plan: 'paid', status: 'paid_package', expiringSoon: false, renews: false });
    // At Stripe the monthly plan starts in Stripe's trial: nothing paid yet, but booked.
    expect(state({ subscription: renewing }, at(3))).toMatchObject({ plan: 'paid', status: 'paid_monthly' });
    expect(state({ subscription: renewing }, at(11)).plan).toBe('expired');
  });

  it('shows the monthly plan and a package as one timeline: trial, month, package, then the renewal', () => {
    const input: AccessInput = {
      company,
      subscription: { ...trial, renews: true, planId: 'monthly' },
      periods: [period(10, 41, 'monthly'), period(41, 131)],
    };
    const now = at(3);
    const timeline = accessTimelineOf(input, accessStateOf(input, now), now);
    expect(timeline.map((e) => [e.kind, e.startsAt.getTime(), e.endsAt?.getTime() ?? null, e.current])).toEqual([
      ['trial', onboarded.getTime(), at(10).getTime(), true],
      ['monthly', at(10).getTime(), at(41).getTime(), false],
      ['package', at(41).getTime(), at(131).getTime(), false],
      ['renewal', at(131).getTime(), null, false],
    ]);
    expect(accessStateOf(input, at(60))).toMatchObject({ renews: true, status: 'paid_monthly' });
  });
});
