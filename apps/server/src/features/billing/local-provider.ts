import type { PaymentProvider } from './payment-provider';

/**
 * The local provider (the default without STRIPE_SECRET_KEY): a checkout is our own confirm page
 * `/payments/local/<checkoutId>` with "Pay" and "Cancel" (routes.ts), whose answers become the same
 * events a Stripe webhook would (`local-events.ts`), so `npm start` shows the whole flow offline.
 * The customer and subscription ids are made up here; renewals are made by the billing sweep.
 */
export function createLocalProvider(): PaymentProvider {
  return {
    name: 'local',
    async createCustomer(company) {
      return `local_cus_${company.id}`;
    },
    async createCheckout(input) {
      return { providerCheckoutId: input.paymentId, url: `/payments/local/${input.paymentId}` };
    },
    async confirmCheckout() {
      // Our own confirm page reports directly: nothing to ask.
      return null;
    },
    async createPortal(input) {
      return input.localCheckoutUrl;
    },
    async cancelSubscription() {},
    // The sweep renews at the billing account's `current_period_end`, which the package moved.
    async deferSubscription() {},
    async changeSubscriptionPrice() {},
  };
}
