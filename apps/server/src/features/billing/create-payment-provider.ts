import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { createLocalProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

/**
 * The provider `config.payments` names (ADR 0026): Stripe with STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET; the local provider without them, outside production only (config.ts
 * refuses production without Stripe unless billing is switched off); with BILLING_ENABLED=false a
 * provider that sells nothing: every checkout, portal and price change answers 503 "Payments are
 * not set up yet." (PAYMENTS_NOT_CONFIGURED).
 */
export function createPaymentProvider(config: Config): PaymentProvider | StripeProvider {
  if (config.payments === 'off') return createDisabledProvider();
  if (config.payments === 'local' || !config.stripe) {
    // config.ts already refuses this; a second guard because a free plan in production costs money.
    if (config.isProduction) throw new Error('the local payment provider does not run in production');
    return createLocalProvider();
  }
  const api = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : null;
  return createStripeProvider({
    secretKey: config.stripe.secretKey,
    webhookSecret: config.stripe.webhookSecret,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export const paymentsNotConfigured = () =>
  new AppError(503, 'PAYMENTS_NOT_CONFIGURED', 'billing.paymentsNotConfigured');

/** Billing switched off: nothing can be bought, nothing renews. */
function createDisabledProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw paymentsNotConfigured();
  };
  return {
    name: 'off',
    createCustomer: refuse,
    createCheckout: refuse,
    confirmCheckout: refuse,
    createPortal: refuse,
    cancelSubscription: refuse,
    deferSubscription: refuse,
    changeSubscriptionPrice: refuse,
  };
}

export const isStripeProvider = (provider: PaymentProvider): provider is StripeProvider => provider.name === 'stripe';
export const isLocalProvider = (provider: PaymentProvider): boolean => provider.name === 'local';
