import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXPIRING_SOON_DAYS, type AccessPlan, type AccessStatus } from '@azubi/shared/billing/billing';
import { clock } from '../../clock';
import { companies, paidPeriods, subscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';

export { TRIAL_DAYS } from '@azubi/shared/billing/billing';
const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFIED_STATES = new Set(['verified', 'verified_manually']);

export type CompanyAccessState = {
  companyId: string;
  verificationStatus: (typeof companies.$inferSelect)['verificationStatus'];
  /** Verified by its e-mail domain or by a moderator. */
  verified: boolean;
  /**
   * `none` before the first admin completed onboarding (no trial yet), `trial` while the trial runs,
   * `paid` while paid time runs (a failed renewal's grace period included), `expired` after.
   */
  plan: AccessPlan;
  /** What every screen shows (shared ACCESS_STATUSES): trial, trial ending, paid monthly or package, grace, expired, no trial. */
  status: AccessStatus;
  /** Paid time booked to start when the running trial ends (buying early never shortens the trial); null otherwise. */
  paidFrom: Date | null;
  /** End of the trial; null when the company never had one. */
  trialEndsAt: Date | null;
  /** Whole days left in the trial, counted up (0 once it has ended). */
  trialDaysLeft: number;
  /** ≤ 3 days left of the trial, of a paid period that does not renew, or in the grace period. */
  expiringSoon: boolean;
  /** End of the paid time (consecutive periods joined); null without paid time now. */
  paidUntil: Date | null;
  /** The monthly plan renews at `paidUntil`. */
  renews: boolean;
  cancelAtPeriodEnd: boolean;
  /** A failed renewal of the monthly plan: paid until this time, then expired. */
  graceUntil: Date | null;
  /** The plan of the paid period running now (monthly plan or package); null in trial or expired. */
  planId: string | null;
  /** The trial or a plan is running. */
  active: boolean;
  /** Verified and active: may search candidates and see their details (spec §6). */
  canSearchCandidates: boolean;
};

/** The stored rows the state is computed from. */
export type AccessInput = {
  company: Pick<typeof companies.$inferSelect, 'id' | 'verificationStatus'>;
  subscription: Pick<
    typeof subscriptions.$inferSelect,
    'trialStartedAt' | 'trialEndsAt' | 'renews' | 'cancelAtPeriodEnd' | 'graceUntil' | 'planId'
  > | null;
  periods: Pick<typeof paidPeriods.$inferSelect, 'startsAt' | 'endsAt' | 'endedAt' | 'planId' | 'source'>[];
};

/** Where the paid time running at `now` ends, joining periods that follow without a gap (stacked packages). */
export function paidTimeAt(periods: AccessInput['periods'], now: Date) {
  const spans = periods
    .map((p) => ({ ...p, end: p.endedAt && p.endedAt < p.endsAt ? p.endedAt : p.endsAt }))
    .filter((p) => p.end > p.startsAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const current = spans.find((p) => p.startsAt <= now && p.end > now);
  if (!current) return null;
  let until = current.end;
  let last = current;
  for (const p of spans) {
    if (p.startsAt <= until && p.end > until) {
      until = p.end;
      last = p;
    }
  }
  return { current, until, last };
}

/**
 * The access rule as a pure function of the stored trial and paid periods (docs/decisions/README.md
 * "Subscription gates"), for callers that already hold the rows; tests give it any `now`.
 */
export function accessStateOf(input: AccessInput, now: Date = clock.now(input.company.id)): CompanyAccessState {
  const { company, subscription } = input;
  const verified = VERIFIED_STATES.has(company.verificationStatus);
  // A trial refused because the domain had one is stored without a start (older rows: ending as it started).
  const hadTrial = Boolean(
    subscription?.trialStartedAt && subscription.trialEndsAt && subscription.trialEndsAt > subscription.trialStartedAt,
  );
  const trialEndsAt = hadTrial ? subscription!.trialEndsAt : null;
  const trialLeft = trialEndsAt ? trialEndsAt.getTime() - now.getTime() : 0;
  const inTrial = trialLeft > 0;
  // Paid time runs now, or is booked to start when the running trial ends (docs/decisions/README.md "Trial and paying").
  const running = paidTimeAt(input.periods, now);
  const queued = !running && inTrial ? paidTimeAt(input.periods, trialEndsAt!) : null;
  const paid = running ?? queued;
  const graceUntil =
    !paid && subscription?.graceUntil && subscription.graceUntil > now ? subscription.graceUntil : null;
  // The monthly plan renews at the end of all paid time (packages bought beside it move its next
  // billing there); bought during the trial at Stripe, its first month is billed when the trial ends.
  const renews = Boolean(subscription?.renews && (paid || inTrial));
  const monthlyBooked = renews;
  const isPaid = Boolean(paid || graceUntil || (inTrial && monthlyBooked));
  const plan: AccessPlan = isPaid
    ? 'paid'
    : inTrial
      ? 'trial'
      : trialEndsAt || input.periods.length
        ? 'expired'
        : subscription
          ? 'no_trial'
          : 'none';
  const soon = EXPIRING_SOON_DAYS * DAY_MS;
  const paidUntil = paid?.until ?? graceUntil ?? (isPaid ? trialEndsAt : null);
  const expiringSoon =
    plan === 'trial'
      ? trialLeft <= soon
      : plan === 'paid'
        ? Boolean(graceUntil) || (!renews && paidUntil!.getTime() - now.getTime() <= soon)
        : false;
  const status: AccessStatus =
    plan === 'trial'
      ? expiringSoon
        ? 'trial_ending'
        : 'trial'
      : plan === 'paid'
        ? graceUntil
          ? 'grace'
          : renews
            ? 'paid_monthly'
            : 'paid_package'
        : plan;
  const active = plan === 'trial' || plan === 'paid';
  return {
    companyId: company.id,
    verificationStatus: company.verificationStatus,
    verified,
    plan,
    status,
    paidFrom: isPaid && !running && inTrial ? trialEndsAt : null,
    trialEndsAt,
    trialDaysLeft: inTrial ? Math.ceil(trialLeft / DAY_MS) : 0,
    expiringSoon,
    paidUntil,
    renews,
    cancelAtPeriodEnd: Boolean(paid && subscription?.cancelAtPeriodEnd),
    graceUntil,
    planId: paid?.current.planId ?? (monthlyBooked ? (subscription?.planId ?? null) : null),
    active,
    canSearchCandidates: verified && active,
  };
}

/**
 * The company's time as one timeline: the running trial, then each paid period still to run (in
 * order: monthly months, packages, grants), then the monthly plan's renewal when it renews.
 */
export function accessTimelineOf(input: AccessInput, state: CompanyAccessState, now: Date) {
  const entries: {
    kind: 'trial' | 'monthly' | 'package' | 'grant' | 'renewal';
    planId: string | null;
    startsAt: Date;
    endsAt: Date | null;
    current: boolean;
  }[] = [];
  if (state.trialEndsAt && state.trialEndsAt > now && input.subscription?.trialStartedAt)
    entries.push({
      kind: 'trial',
      planId: null,
      startsAt: input.subscription.trialStartedAt,
      endsAt: state.trialEndsAt,
      current: true,
    });
  const spans = input.periods
    .map((p) => ({ ...p, end: p.endedAt && p.endedAt < p.endsAt ? p.endedAt : p.endsAt }))
    .filter((p) => p.end > p.startsAt && p.end > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const p of spans)
    entries.push({
      kind: p.source === 'monthly' ? 'monthly' : p.source === 'grant' ? 'grant' : 'package',
      planId: p.planId,
      startsAt: p.startsAt,
      endsAt: p.end,
      current: p.startsAt <= now,
    });
  if (state.renews) {
    const last = entries.at(-1);
    entries.push({
      kind: 'renewal',
      planId: input.subscription?.planId ?? null,
      startsAt: last?.endsAt ?? now,
      endsAt: null,
      current: false,
    });
  }
  return entries;
}

/** The rows `accessStateOf` needs, read in one place. */
export async function loadAccessInput(db: Database, companyId: string): Promise<AccessInput> {
  const [company] = await db
    .select({ id: companies.id, verificationStatus: companies.verificationStatus })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, 'NOT_FOUND', 'companies.notFound');
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  const periods = await db.select().from(paidPeriods).where(eq(paidPeriods.companyId, companyId));
  return { company, subscription: subscription ?? null, periods };
}

/**
 * The one place that decides what a company may do by its verification and its trial or plan
 * (docs/decisions/README.md "Subscription gates": every gate asks this). Throws 404 for an unknown company.
 * `now` defaults to the server's clock (moved by tests and the e2e test clock).
 */
export async function companyAccessState(
  db: Database,
  companyId: string,
  now: Date = clock.now(companyId),
): Promise<CompanyAccessState> {
  return accessStateOf(await loadAccessInput(db, companyId), now);
}
