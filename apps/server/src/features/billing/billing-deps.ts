import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { PaymentProvider } from './payment-provider';

/** What billing's use cases need; `now` is the server's clock (tests and the e2e test clock move it). */
export type BillingDeps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
  now: () => Date;
};

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
