import { TRIAL_DAYS } from '@azubi/shared/billing/billing';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, subscriptions, trialGrants } from '../../db/schema';
import { organisationDomainOf } from '../../mail/mailbox-domains';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The e-mail's registrable domain, or null for a mailbox provider (gmail.com is not one company). */
export function trialDomainOf(email: string): string | null {
  return organisationDomainOf(email);
}

/**
 * Starts the company's 10-day trial when its first admin completes onboarding (docs/decisions/README.md:
 * once per company, no card). A person or an e-mail domain that already had a trial gets none for
 * a second company: its billing account starts without a trial (no start, no end), which the
 * access state reports as `no_trial` ("Your company's domain has already used its free trial"),
 * never as an expired plan.
 * Runs inside the onboarding transaction; a company that has its billing account keeps it.
 */
export async function startTrial(
  db: Database,
  input: { companyId: string; userId: string; email: string },
  now: Date,
): Promise<{ granted: boolean }> {
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, input.companyId));
  if (existing) return { granted: false };
  const domain = trialDomainOf(input.email);
  const [earlier] = await db
    .select({ id: trialGrants.id })
    .from(trialGrants)
    .where(
      domain
        ? or(eq(trialGrants.userId, input.userId), eq(trialGrants.emailDomain, domain))
        : eq(trialGrants.userId, input.userId),
    )
    .limit(1);
  const granted = !earlier;
  await db.insert(subscriptions).values({
    companyId: input.companyId,
    status: granted ? 'trialing' : 'expired',
    trialStartedAt: granted ? now : null,
    trialEndsAt: granted ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : null,
  });
  if (granted) {
    await db.insert(trialGrants).values({ companyId: input.companyId, userId: input.userId, emailDomain: domain });
    await db.update(companies).set({ trialUsed: true }).where(eq(companies.id, input.companyId));
  }
  return { granted };
}
