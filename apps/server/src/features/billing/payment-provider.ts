import type { PaymentProviderName } from '@azubi/shared/billing/billing';

/**
 * What a provider reported, in our own words: the Stripe adapter maps Stripe's events (and the
 * return page's confirmation) to these, the local provider creates them itself; one handler
 * (`process-billing-event.ts`) applies both. `id` is the provider's event id (stored, handled once).
 */
export type BillingEvent = { provider: PaymentProviderName; id: string; type: string; payload: unknown } & (
  | {
      kind: 'checkout.paid';
      providerCheckoutId: string;
      customerId: string | null;
      subscriptionId: string | null;
      /** The payment's id at the provider: the payment intent (package) or the first invoice (monthly). */
      paymentRef: string;
      amountCents: number;
      /** The paid service period as the provider bills it (monthly); packages are placed by us. */
      period: { start: Date; end: Date } | null;
    }
  | { kind: 'checkout.closed'; providerCheckoutId: string; status: 'canceled' | 'failed' }
  | {
      kind: 'invoice.paid';
      customerId: string;
      subscriptionId: string;
      invoiceId: string;
      amountCents: number;
      period: { start: Date; end: Date };
      /** The checkout the first invoice of a subscription belongs to (our payment's id, from metadata). */
      checkoutPaymentId: string | null;
    }
  | { kind: 'invoice.failed'; customerId: string; subscriptionId: string; invoiceId: string }
  | {
      kind: 'subscription.updated';
      customerId: string;
      subscriptionId: string;
      status: string;
      cancelAtPeriodEnd: boolean;
      /** The provider's time of this version of the subscription: older versions arriving later are ignored. */
      at: Date;
    }
  | { kind: 'subscription.deleted'; customerId: string; subscriptionId: string; at: Date }
);

export type CheckoutInput = {
  /** Our payment row's id: the provider's metadata carries it back. */
  paymentId: string;
  idempotencyKey: string;
  customerId: string | null;
  company: { id: string; name: string; email: string };
  plan: { id: string; kind: 'subscription' | 'one_time'; name: string; priceCents: number; currency: string };
  locale: 'en' | 'de';
  /**
   * When the bought time starts: the end of the running trial or of the paid time already booked
   * (docs/decisions/README.md "Trial and paying"); null to start now. The monthly plan is first billed then.
   */
  startsAt: Date | null;
  successUrl: string;
  cancelUrl: string;
};

/** Payments behind one interface (ARCHITECTURE.md conventions adapters): Stripe with keys, the local provider without. */
export interface PaymentProvider {
  /** `off`: billing switched off (BILLING_ENABLED=false); it sells nothing and never matches a stored provider. */
  readonly name: PaymentProviderName | 'off';
  /** One customer per company: created once, its id stored on the company's billing account. */
  createCustomer(company: { id: string; name: string; email: string }): Promise<string | null>;
  createCheckout(input: CheckoutInput): Promise<{ providerCheckoutId: string; url: string }>;
  /**
   * The return page arrived before the webhook: asks the provider about the checkout. Returns the
   * event to apply when it is paid or closed, null while it is open; throws when it cannot be verified.
   */
  confirmCheckout(providerCheckoutId: string): Promise<BillingEvent | null>;
  /** The Customer Portal for the monthly plan (card, invoices, cancel at period end). */
  createPortal(input: { customerId: string; returnUrl: string; localCheckoutUrl: string }): Promise<string>;
  /** Ends a monthly subscription now (an admin ended the plan). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * A package was bought beside the running monthly plan: its next billing moves to `until` (the end
   * of the package), so the months are not paid twice.
   */
  deferSubscription(subscriptionId: string, until: Date): Promise<void>;
  /** A running monthly subscription's new price from its next renewal (after the 30-day notice). */
  changeSubscriptionPrice(subscriptionId: string, priceCents: number, currency: string): Promise<void>;
}
