import type { Config } from '../../config';
import { createLocalProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the local provider. */
export function createPaymentProvider(config: Config): PaymentProvider | StripeProvider {
  if (!config.stripe) return createLocalProvider();
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

export const isStripeProvider = (provider: PaymentProvider): provider is StripeProvider => provider.name === 'stripe';
