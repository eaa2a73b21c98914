import type { payments } from '../../db/schema';
import { addMonths } from './add-months';
import type { BillingAccount } from './billing-account';
import type { BillingEvent } from './payment-provider';

type Payment = typeof payments.$inferSelect;

/**
 * The local provider's events: what its confirm page, its portal and the billing sweep report, in
 * the shape Stripe's webhooks are mapped to, handled by the same `processBillingEvent`.
 */
export const localEvents = {
  /** `startsAt`: where the bought time begins (the trial's end or the paid time booked, else now). */
  paid(payment: Payment, kind: 'subscription' | 'one_time', account: BillingAccount, startsAt: Date): BillingEvent {
    return {
      provider: 'local',
      id: `local_evt_paid_${payment.id}`,
      type: 'checkout.session.completed',
      payload: { checkoutId: payment.id },
      kind: 'checkout.paid',
      providerCheckoutId: payment.id,
      customerId: account.providerCustomerId,
      subscriptionId: kind === 'subscription' ? `local_sub_${payment.id}` : null,
      paymentRef: `local_pay_${payment.id}`,
      amountCents: payment.amountCents,
      period: kind === 'subscription' ? { start: startsAt, end: addMonths(startsAt, 1) } : null,
    };
  },
  cancelled(payment: Payment): BillingEvent {
    return {
      provider: 'local',
      id: `local_evt_cancel_${payment.id}`,
      type: 'checkout.session.expired',
      payload: { checkoutId: payment.id },
      kind: 'checkout.closed',
      providerCheckoutId: payment.id,
      status: 'canceled',
    };
  },
  portal(account: BillingAccount, cancelAtPeriodEnd: boolean, now: Date): BillingEvent {
    return {
      provider: 'local',
      id: `local_evt_portal_${account.id}_${now.getTime()}_${cancelAtPeriodEnd}`,
      type: 'customer.subscription.updated',
      payload: { cancelAtPeriodEnd },
      kind: 'subscription.updated',
      customerId: account.providerCustomerId!,
      subscriptionId: account.providerSubscriptionId!,
      status: 'active',
      cancelAtPeriodEnd,
      at: now,
    };
  },
  /** The monthly plan's next month, paid at the end of the current one (the sweep). */
  renewal(account: BillingAccount, periodEnd: Date, priceCents: number): BillingEvent {
    return {
      provider: 'local',
      id: `local_evt_renewal_${account.providerSubscriptionId}_${periodEnd.getTime()}`,
      type: 'invoice.paid',
      payload: { periodEnd: periodEnd.toISOString() },
      kind: 'invoice.paid',
      customerId: account.providerCustomerId!,
      subscriptionId: account.providerSubscriptionId!,
      invoiceId: `local_in_${account.providerSubscriptionId}_${periodEnd.getTime()}`,
      amountCents: priceCents,
      period: { start: periodEnd, end: addMonths(periodEnd, 1) },
      checkoutPaymentId: null,
    };
  },
  /** A monthly plan cancelled at period end has reached it (the sweep). */
  ended(account: BillingAccount, periodEnd: Date): BillingEvent {
    return {
      provider: 'local',
      id: `local_evt_ended_${account.providerSubscriptionId}`,
      type: 'customer.subscription.deleted',
      payload: { periodEnd: periodEnd.toISOString() },
      kind: 'subscription.deleted',
      customerId: account.providerCustomerId!,
      subscriptionId: account.providerSubscriptionId!,
      at: periodEnd,
    };
  },
};
