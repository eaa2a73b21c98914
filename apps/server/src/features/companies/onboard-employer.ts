import type { CompanySummary } from '@azubi/shared/companies/onboarding';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMembers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { clock } from '../../clock';
import type { Actor } from '../../platform/session/session';
import { startTrial } from '../billing';
import { reverificationOnIdentityChange } from './company-identity';
import { isTeamAdmin, requireAccess } from '../../http/access';

function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'company'}-${crypto.randomUUID().slice(0, 8)}`;
}

export function toCompanySummary(row: typeof companies.$inferSelect): CompanySummary {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    location: row.location,
    website: row.website,
    about: row.about,
    verificationStatus: row.verificationStatus,
  };
}

/**
 * Employer onboarding (spec §5): company name, industry and location, with a verified e-mail.
 * Creates the company with the employer as team admin, or updates it on a second visit (a new
 * name sends a verified company back to pending, as the company profile does).
 */
export async function onboardEmployer(
  { db, actor }: { db: Database; actor: Actor },
  input: { companyName: string; industry: string; location: string },
): Promise<CompanySummary> {
  requireAccess(actor, 'employer');
  if (!actor.emailVerified) throw new AppError(403, 'FORBIDDEN', 'companies.verifyEmailFirst');
  return db.transaction(async (tx) => {
    const [membership] = await tx.select().from(companyMembers).where(eq(companyMembers.userId, actor.userId)).limit(1);
    if (membership) {
      if (!isTeamAdmin(membership.role)) throw AppError.forbidden();
      const [company] = await tx.select().from(companies).where(eq(companies.id, membership.companyId)).for('update');
      const reverify = reverificationOnIdentityChange(
        company!,
        { name: input.companyName, website: company!.website },
        clock.now(),
      );
      const [updated] = await tx
        .update(companies)
        .set({ name: input.companyName, industry: input.industry, location: input.location, ...reverify })
        .where(eq(companies.id, membership.companyId))
        .returning();
      return toCompanySummary(updated!);
    }
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.companyName,
        slug: slugify(input.companyName),
        industry: input.industry,
        location: input.location,
      })
      .returning();
    await tx.insert(companyMembers).values({ companyId: company!.id, userId: actor.userId, role: 'admin' });
    // The first admin completed onboarding: the company's trial starts now (once per company, person and domain).
    await startTrial(
      tx as unknown as Database,
      { companyId: company!.id, userId: actor.userId, email: actor.email },
      clock.now(),
    );
    return toCompanySummary(company!);
  });
}
