import type { Plan, PlansResponse, SubscriptionResponse, SubscriptionState } from '@azubi/shared/billing/billing';

/** The plans of docs/decisions/README.md as `GET /api/plans` answers them (names in English unless given). */
export function plansFixture(overrides: { monthlyCents?: number; de?: boolean } = {}): PlansResponse {
  const plan = (code: string, kind: Plan['kind'], months: number, priceCents: number, name: string): Plan => ({
    id: `00000000-0000-4000-8000-00000000000${months}`,
    code,
    kind,
    name,
    description: '',
    priceCents,
    currency: 'EUR',
    durationMonths: months,
    isActive: true,
  });
  const de = overrides.de ?? false;
  return {
    items: [
      plan('monthly', 'subscription', 1, overrides.monthlyCents ?? 9900, de ? 'Monatsplan' : 'Monthly plan'),
      plan('package-3', 'one_time', 3, 27900, de ? 'Paket 3 Monate' : '3-month package'),
      plan('package-6', 'one_time', 6, 52900, de ? 'Paket 6 Monate' : '6-month package'),
      plan('package-12', 'one_time', 12, 99900, de ? 'Paket 12 Monate' : '12-month package'),
    ],
    vat: { mode: 'small_business', ratePercent: 0 },
  };
}

/** A company's state as `GET /api/subscription` answers it: a running trial unless overridden. */
export function subscriptionFixture(state: Partial<SubscriptionState> = {}): SubscriptionResponse {
  const plan = state.plan ?? 'trial';
  // The server's one status, derived as `companyAccessState` does unless a test names it.
  const status: SubscriptionState['status'] =
    plan === 'trial'
      ? state.expiringSoon
        ? 'trial_ending'
        : 'trial'
      : plan === 'paid'
        ? state.graceUntil
          ? 'grace'
          : state.renews
            ? 'paid_monthly'
            : 'paid_package'
        : plan;
  return {
    state: {
      status,
      monthlyBooked: Boolean(state.renews),
      paidFrom: null,
      timeline: [],
      plan: 'trial',
      expiringSoon: false,
      trialEndsAt: '2026-12-05T10:00:00.000Z',
      trialDaysLeft: 7,
      paidUntil: null,
      renews: false,
      cancelAtPeriodEnd: false,
      graceUntil: null,
      canManage: true,
      planName: null,
      monthly: false,
      vat: { mode: 'small_business', ratePercent: 0 },
      ...state,
    },
    invoices: [],
    payments: [],
    provider: 'local',
  };
}
