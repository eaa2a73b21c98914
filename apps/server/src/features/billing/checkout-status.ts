import type { CheckoutStatus } from '@azubi/shared/billing/billing';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { BillingDeps } from './billing-deps';
import { processBillingEvent } from './process-billing-event';
import { PaymentVerificationError } from './stripe-provider';

/**
 * A checkout's status for the buying tab and the return page. While it is open at Stripe, the
 * session is asked for directly: the return page often arrives before the webhook, and a paid
 * session is then applied here (by the same handler; the webhook later changes nothing). A session
 * that does not match what we asked for is "Payment verification failed".
 */
export async function checkoutStatus(
  deps: BillingDeps,
  input: { companyId: string; checkoutId: string },
): Promise<CheckoutStatus> {
  const find = async () => {
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, input.checkoutId), eq(payments.companyId, input.companyId)));
    if (!payment || !payment.idempotencyKey) throw AppError.notFound('billing.checkoutNotFound');
    return payment;
  };
  const payment = await find();
  if (payment.checkoutStatus !== 'open' || payment.provider !== 'stripe' || deps.provider.name !== 'stripe')
    return payment.checkoutStatus as CheckoutStatus;
  if (!payment.providerCheckoutId) return 'open';
  try {
    const event = await deps.provider.confirmCheckout(payment.providerCheckoutId);
    const paymentIdOf = (payload: unknown) => (payload as { metadata?: { paymentId?: string } }).metadata?.paymentId;
    if (event?.kind === 'checkout.paid' && paymentIdOf(event.payload) !== payment.id)
      throw new PaymentVerificationError('the session belongs to another checkout');
    if (event) await processBillingEvent(deps, event);
  } catch (err) {
    if (!(err instanceof PaymentVerificationError)) {
      deps.log.warn({ err }, 'billing: the checkout could not be confirmed with the provider yet');
      return 'open';
    }
    deps.log.warn({ err, checkoutId: payment.id }, 'billing: payment verification failed');
    await deps.db
      .update(payments)
      .set({ checkoutStatus: 'failed', status: 'failed' })
      .where(and(eq(payments.id, payment.id), eq(payments.checkoutStatus, 'open')));
  }
  return (await find()).checkoutStatus as CheckoutStatus;
}
