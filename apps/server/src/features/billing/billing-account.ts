import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';

export type BillingAccount = typeof subscriptions.$inferSelect;

/**
 * The company's billing account (its one `subscriptions` row), locked for the rest of the
 * transaction so that two webhooks or two tabs for one company take turns. A company without one
 * (created before plans existed and never onboarded) gets an empty one: no trial, nothing paid.
 */
export async function lockBillingAccount(db: Database, companyId: string): Promise<BillingAccount> {
  await db.insert(subscriptions).values({ companyId, status: 'expired' }).onConflictDoNothing();
  const [account] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).for('update');
  if (!account) throw new Error(`billing account of ${companyId} missing`);
  return account;
}

/** The billing account of a provider customer (one customer per company), locked; null for an unknown one. */
export async function lockAccountOfCustomer(
  db: Database,
  provider: 'stripe' | 'local',
  customerId: string,
): Promise<BillingAccount | null> {
  const [account] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerId))
    .for('update');
  return account && account.provider === provider ? account : null;
}
