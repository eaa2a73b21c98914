import { payments as paymentsMetric } from '../../observability/metrics';
import { GRACE_DAYS } from '@azubi/shared/billing/billing';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingEvents, paidPeriods, payments, plans, subscriptions } from '../../db/schema';
import { paidTimeAt } from './access-state';
import { addMonths } from './add-months';
import { lockAccountOfCustomer, lockBillingAccount, type BillingAccount } from './billing-account';
import type { BillingDeps } from './billing-deps';
import { issueInvoice } from './issue-invoice';
import { notifyCompanyAdmins } from './notify-company-admins';
import type { BillingEvent } from './payment-provider';

const DAY_MS = 24 * 60 * 60 * 1000;
type Payment = typeof payments.$inferSelect;
type AfterCommit = () => Promise<void>;

/**
 * The one handler of what a payment provider reports (Stripe's signed webhooks, the return page's
 * confirmation, the local provider's confirm page): the event is stored by its id first, in the
 * same transaction as its effects, so a replay finds it and changes nothing. Each effect is also
 * idempotent by itself (a checkout is completed once, an invoice recorded once), so the same fact
 * reported twice under different ids (the webhook and the confirmation) counts once, in any order.
 * Returns false for an event already handled.
 */
/** The payments metric's outcome of an applied event (observability/metrics.ts). */
function outcomeOf(event: BillingEvent): string {
  switch (event.kind) {
    case 'checkout.paid':
      return 'paid';
    case 'checkout.closed':
      return event.status;
    case 'invoice.paid':
      return 'renewed';
    case 'invoice.failed':
      return 'failed';
    case 'subscription.deleted':
      return 'ended';
    default:
      return 'updated';
  }
}

export async function processBillingEvent(deps: BillingDeps, event: BillingEvent): Promise<boolean> {
  const after: AfterCommit[] = [];
  const handled = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [stored] = await tx
      .insert(billingEvents)
      .values({ provider: event.provider, eventId: event.id, type: event.type, payload: event.payload ?? {} })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (!stored) return false;
    await apply(deps, tx, event, after);
    return true;
  });
  if (handled) paymentsMetric.inc({ provider: event.provider, outcome: outcomeOf(event) });
  for (const task of after) await task();
  return handled;
}

async function apply(deps: BillingDeps, tx: Database, event: BillingEvent, after: AfterCommit[]): Promise<void> {
  switch (event.kind) {
    case 'checkout.paid': {
      const payment = await lockCheckout(tx, event.provider, event.providerCheckoutId);
      if (!payment) {
        deps.log.warn({ eventId: event.id }, 'billing: paid checkout not found');
        return;
      }
      const account = await lockBillingAccount(tx, payment.companyId);
      if (event.subscriptionId || event.customerId) {
        await tx
          .update(subscriptions)
          .set({
            provider: event.provider,
            providerCustomerId: event.customerId ?? account.providerCustomerId,
            providerSubscriptionId: event.subscriptionId ?? account.providerSubscriptionId,
          })
          .where(eq(subscriptions.id, account.id));
      }
      if (payment.checkoutStatus !== 'open') return;
      await completeCheckout(deps, tx, payment, account, event, after);
      return;
    }
    case 'checkout.closed': {
      const payment = await lockCheckout(tx, event.provider, event.providerCheckoutId);
      if (!payment || payment.checkoutStatus !== 'open') return;
      await tx
        .update(payments)
        .set({ checkoutStatus: event.status, status: event.status === 'canceled' ? 'canceled' : 'failed' })
        .where(eq(payments.id, payment.id));
      return;
    }
    case 'invoice.paid': {
      const [known] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, event.provider), eq(payments.providerPaymentId, event.invoiceId)));
      if (known) return;
      const account = await lockAccountOfCustomer(tx, event.provider, event.customerId);
      if (!account) {
        deps.log.warn({ eventId: event.id }, 'billing: invoice of an unknown customer');
        return;
      }
      // The first invoice of a subscription is its checkout's payment: complete that checkout with it.
      if (event.checkoutPaymentId) {
        const [checkout] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, event.checkoutPaymentId), eq(payments.companyId, account.companyId)))
          .for('update');
        if (checkout) {
          if (checkout.checkoutStatus === 'open')
            await completeCheckout(
              deps,
              tx,
              checkout,
              account,
              {
                paymentRef: event.invoiceId,
                amountCents: event.amountCents,
                period: event.period,
                subscriptionId: event.subscriptionId,
              },
              after,
            );
          return;
        }
      }
      await recordRenewal(deps, tx, account, event, after);
      return;
    }
    case 'invoice.failed': {
      const account = await lockAccountOfCustomer(tx, event.provider, event.customerId);
      if (!account || account.providerSubscriptionId !== event.subscriptionId) return;
      const key = `grace_start:${event.invoiceId}`;
      if (account.remindersSent.includes(key)) return;
      const now = deps.now();
      const paidUntil = await paidTimeFrom(tx, account.companyId, now);
      const graceUntil = new Date(Math.max(paidUntil.getTime(), now.getTime()) + GRACE_DAYS * DAY_MS);
      await tx
        .update(subscriptions)
        .set({ status: 'past_due', graceUntil, remindersSent: [...account.remindersSent, key] })
        .where(eq(subscriptions.id, account.id));
      after.push(
        await notifyCompanyAdmins(deps, tx, account.companyId, {
          type: 'plan_expiring',
          data: { reason: 'payment_failed', graceUntil: graceUntil.toISOString() },
        }),
      );
      return;
    }
    case 'subscription.updated': {
      const account = await lockAccountOfCustomer(tx, event.provider, event.customerId);
      if (!account) return;
      if (account.providerUpdatedAt && account.providerUpdatedAt > event.at) return;
      if (account.providerSubscriptionId && account.providerSubscriptionId !== event.subscriptionId) return;
      const running = ['active', 'trialing', 'past_due'].includes(event.status);
      await tx
        .update(subscriptions)
        .set({
          providerSubscriptionId: event.subscriptionId,
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          renews: running && !event.cancelAtPeriodEnd,
          status: event.status === 'active' ? 'active' : event.status === 'past_due' ? 'past_due' : account.status,
          providerUpdatedAt: event.at,
        })
        .where(eq(subscriptions.id, account.id));
      return;
    }
    case 'subscription.deleted': {
      const account = await lockAccountOfCustomer(tx, event.provider, event.customerId);
      if (!account || account.providerSubscriptionId !== event.subscriptionId) return;
      // Paid months stay paid until their end; a grace period after a failed renewal ends now.
      await tx
        .update(subscriptions)
        .set({ renews: false, status: 'canceled', graceUntil: null, providerUpdatedAt: event.at })
        .where(eq(subscriptions.id, account.id));
      return;
    }
  }
}

async function lockCheckout(tx: Database, provider: 'stripe' | 'local', providerCheckoutId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerCheckoutId, providerCheckoutId)))
    .for('update');
  return payment ?? null;
}

/**
 * A checkout was paid: the payment succeeds and its time is added. A package's months start where
 * the paid time running now ends (6 months bought with 2 left give 8) and never renew; the monthly
 * plan's month is the one the provider bills, and it renews until cancelled.
 */
async function completeCheckout(
  deps: BillingDeps,
  tx: Database,
  payment: Payment,
  account: BillingAccount,
  paid: {
    paymentRef: string;
    amountCents: number;
    period: { start: Date; end: Date } | null;
    subscriptionId: string | null;
  },
  after: AfterCommit[],
): Promise<void> {
  const now = deps.now();
  const [plan] = payment.planId ? await tx.select().from(plans).where(eq(plans.id, payment.planId)) : [];
  if (!plan) throw new Error(`billing: plan of payment ${payment.id} missing`);
  // Paid time starts when the trial ends (buying early never shortens it), or after the paid time already booked.
  const booked = await paidTimeFrom(tx, payment.companyId, now);
  let start: Date;
  let end: Date;
  if (plan.kind === 'one_time') {
    start = booked;
    end = addMonths(start, plan.durationMonths);
  } else {
    start = paid.period?.start ?? booked;
    end = paid.period?.end ?? addMonths(start, 1);
  }
  // The monthly plan bought during the trial at Stripe: the checkout opens a subscription in its
  // trial (`trial_end`), the first invoice is 0 for the trial's days; the first paid month is the
  // invoice Stripe charges when the trial ends (a renewal), so nothing is paid or invoiced now.
  const trialInvoice = plan.kind === 'subscription' && paid.amountCents === 0 && paid.period !== null;
  await tx
    .update(payments)
    .set({
      status: 'succeeded',
      checkoutStatus: 'paid',
      providerPaymentId: paid.paymentRef,
      amountCents: paid.amountCents,
      subscriptionId: account.id,
      paidAt: now,
    })
    .where(eq(payments.id, payment.id));
  if (!trialInvoice)
    await tx.insert(paidPeriods).values({
      companyId: payment.companyId,
      planId: plan.id,
      paymentId: payment.id,
      source: plan.kind === 'one_time' ? 'package' : 'monthly',
      startsAt: start,
      endsAt: end,
    });
  await tx
    .update(subscriptions)
    .set(
      plan.kind === 'subscription'
        ? {
            status: 'active',
            planId: plan.id,
            provider: payment.provider,
            providerSubscriptionId: paid.subscriptionId ?? account.providerSubscriptionId,
            renews: true,
            cancelAtPeriodEnd: false,
            currentPeriodStart: start,
            currentPeriodEnd: end,
            priceCents: trialInvoice ? plan.priceCents : paid.amountCents,
            pendingPriceCents: null,
            pendingPriceFrom: null,
            graceUntil: null,
          }
        : {
            status: account.renews ? account.status : 'active',
            graceUntil: null,
            // A running monthly plan's next billing moves to the end of the package (see below).
            ...(account.renews && account.currentPeriodEnd && account.currentPeriodEnd < end
              ? { currentPeriodEnd: end }
              : {}),
          },
    )
    .where(eq(subscriptions.id, account.id));
  if (plan.kind === 'one_time' && account.renews && account.providerSubscriptionId) {
    // The monthly plan beside a package renews when all paid time ends, not during the package.
    const subscriptionId = account.providerSubscriptionId;
    after.push(async () => {
      try {
        await deps.provider.deferSubscription(subscriptionId, end);
      } catch (err) {
        deps.log.error(
          { err, companyId: payment.companyId },
          'billing: the monthly plan could not be moved after the package',
        );
      }
    });
  }
  if (trialInvoice) return;
  await finishPayment(deps, tx, { ...payment, amountCents: paid.amountCents }, plan, { start, end }, after);
}

/** Where newly bought time starts: the end of the running trial or of the paid time booked, or now. */
export async function paidTimeFrom(tx: Database, companyId: string, now: Date): Promise<Date> {
  const periods = await tx.select().from(paidPeriods).where(eq(paidPeriods.companyId, companyId));
  const [account] = await tx
    .select({ trialStartedAt: subscriptions.trialStartedAt, trialEndsAt: subscriptions.trialEndsAt })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  const trialEnd =
    account?.trialStartedAt && account.trialEndsAt && account.trialEndsAt > now ? account.trialEndsAt : null;
  const from = trialEnd ?? now;
  return paidTimeAt(periods, from)?.until ?? from;
}

/** A renewal of the monthly plan was paid: its month is added and a grace period ends. */
async function recordRenewal(
  deps: BillingDeps,
  tx: Database,
  account: BillingAccount,
  event: Extract<BillingEvent, { kind: 'invoice.paid' }>,
  after: AfterCommit[],
): Promise<void> {
  const [plan] = account.planId ? await tx.select().from(plans).where(eq(plans.id, account.planId)) : [];
  if (!plan) {
    deps.log.warn({ eventId: event.id }, 'billing: renewal without a monthly plan');
    return;
  }
  const now = deps.now();
  const [payment] = await tx
    .insert(payments)
    .values({
      companyId: account.companyId,
      subscriptionId: account.id,
      planId: plan.id,
      amountCents: event.amountCents,
      currency: plan.currency,
      status: 'succeeded',
      checkoutStatus: 'paid',
      provider: event.provider,
      providerPaymentId: event.invoiceId,
      paidAt: now,
    })
    .returning();
  await tx.insert(paidPeriods).values({
    companyId: account.companyId,
    planId: plan.id,
    paymentId: payment!.id,
    source: 'monthly',
    startsAt: event.period.start,
    endsAt: event.period.end,
  });
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      graceUntil: null,
      currentPeriodStart: event.period.start,
      currentPeriodEnd: event.period.end,
      priceCents: event.amountCents,
    })
    .where(eq(subscriptions.id, account.id));
  await finishPayment(deps, tx, payment!, plan, event.period, after);
}

/** Every succeeded payment: its invoice, and the company's admins told in the app and by e-mail. */
async function finishPayment(
  deps: BillingDeps,
  tx: Database,
  payment: Payment,
  plan: typeof plans.$inferSelect,
  period: { start: Date; end: Date },
  after: AfterCommit[],
): Promise<void> {
  const invoice = await issueInvoice(deps, tx, { payment, plan, period });
  after.push(
    await notifyCompanyAdmins(deps, tx, payment.companyId, {
      type: 'payment_received',
      data: {
        planNameEn: plan.nameEn,
        planNameDe: plan.nameDe,
        amountCents: payment.amountCents,
        currency: payment.currency,
        invoiceNumber: invoice.number,
        invoiceId: invoice.id,
        periodEnd: period.end.toISOString(),
      },
    }),
  );
}
