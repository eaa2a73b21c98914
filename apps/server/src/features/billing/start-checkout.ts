import type { CheckoutResponse } from '@azubi/shared/billing/billing';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, payments, plans, subscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { type CompanyMembership } from '../../platform/company-membership';
import { companyAccessState } from './access-state';
import { lockBillingAccount } from './billing-account';
import type { BillingDeps } from './billing-deps';
import { paidTimeFrom } from './process-billing-event';
import { paymentsNotConfigured } from './create-payment-provider';

/** An open checkout for the same plan started this recently is handed out again (a second tab). */
const REUSE_OPEN_CHECKOUT_MS = 30 * 60 * 1000;

/**
 * "Buy" (team admins): a checkout at the provider for one plan, paid in a separate window. A double
 * click or a retry sends the same idempotency key and gets the same checkout; a second tab buying
 * the same plan within 30 minutes gets the open one. The company's billing account is locked while
 * the checkout is made, so two requests take turns and the company gets one provider customer.
 */
export async function startCheckout(
  deps: BillingDeps,
  actor: Actor,
  membership: CompanyMembership,
  input: { planId: string; idempotencyKey: string },
): Promise<CheckoutResponse> {
  const { companyId } = membership;
  const providerName = deps.provider.name;
  if (providerName === 'off') throw paymentsNotConfigured();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const account = await lockBillingAccount(tx, companyId);
    const [byKey] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.idempotencyKey, input.idempotencyKey)));
    if (byKey?.checkoutUrl) return { checkoutId: byKey.id, url: byKey.checkoutUrl };
    const [plan] = await tx.select().from(plans).where(eq(plans.id, input.planId));
    if (!plan) throw AppError.notFound('billing.planNotFound');
    if (!plan.isActive) throw new AppError(409, 'CONFLICT', 'billing.planInactive');
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.companyId, companyId),
          eq(payments.planId, plan.id),
          eq(payments.checkoutStatus, 'open'),
          eq(payments.provider, providerName),
          gt(payments.createdAt, new Date(deps.now().getTime() - REUSE_OPEN_CHECKOUT_MS)),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (open?.checkoutUrl) return { checkoutId: open.id, url: open.checkoutUrl };
    if (plan.kind === 'subscription') {
      const state = await companyAccessState(tx, companyId, deps.now());
      if (state.renews) throw new AppError(409, 'CONFLICT', 'billing.alreadyMonthly');
    }
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    const startsAt = await paidTimeFrom(tx, companyId, deps.now());
    let customerId = account.provider === providerName ? account.providerCustomerId : null;
    if (!customerId) {
      customerId = await deps.provider.createCustomer({ id: companyId, name: company!.name, email: actor.email });
      await tx
        .update(subscriptions)
        .set({ provider: providerName, providerCustomerId: customerId, providerSubscriptionId: null })
        .where(eq(subscriptions.id, account.id));
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        companyId,
        subscriptionId: account.id,
        planId: plan.id,
        amountCents: plan.priceCents,
        currency: plan.currency,
        status: 'pending',
        provider: providerName,
        idempotencyKey: input.idempotencyKey,
        createdBy: actor.userId,
        checkoutStatus: 'open',
        createdAt: deps.now(),
      })
      .returning();
    const base = deps.config.publicUrl;
    let checkout: { providerCheckoutId: string; url: string };
    try {
      checkout = await deps.provider.createCheckout({
        paymentId: payment!.id,
        idempotencyKey: input.idempotencyKey,
        customerId,
        company: { id: companyId, name: company!.name, email: actor.email },
        plan: {
          id: plan.id,
          kind: plan.kind,
          name: actor.locale === 'de' ? plan.nameDe : plan.nameEn,
          priceCents: plan.priceCents,
          currency: plan.currency,
        },
        locale: actor.locale,
        startsAt: startsAt > deps.now() ? startsAt : null,
        successUrl: `${base}/subscription/success?checkout=${payment!.id}`,
        cancelUrl: `${base}/subscription/cancelled?checkout=${payment!.id}`,
      });
    } catch (err) {
      deps.log.error({ err }, 'billing: the provider could not start a checkout');
      throw new AppError(502, 'SERVICE_UNAVAILABLE', 'billing.checkoutFailed');
    }
    await tx
      .update(payments)
      .set({ providerCheckoutId: checkout.providerCheckoutId, checkoutUrl: checkout.url })
      .where(eq(payments.id, payment!.id));
    return { checkoutId: payment!.id, url: checkout.url };
  });
}
