import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { websiteOnSharedDomain } from './company-domain';

/**
 * Data step run at start-up after the migrations (issue 27): a company verified automatically by
 * its e-mail domain while that domain is a mailbox provider, a disposable-mail service or a public
 * suffix (`x@yahoo.fr` with website `https://yahoo.fr`) goes back to pending, for a moderator. The
 * lists live in npm packages, not in SQL, so this is code; it changes nothing on a second run and
 * leaves companies a moderator verified (`verified_manually`) as they are. Returns the ids moved.
 */
export async function reviewSharedDomainCompanies(db: Database, now = new Date()): Promise<string[]> {
  const verified = await db
    .select({ id: companies.id, website: companies.website })
    .from(companies)
    .where(and(eq(companies.verificationStatus, 'verified'), isNotNull(companies.website)));
  const ids = verified.filter((company) => websiteOnSharedDomain(company.website)).map((company) => company.id);
  if (ids.length === 0) return [];
  const moved = await db
    .update(companies)
    .set({ verificationStatus: 'pending', verificationRequestedAt: now, verifiedAt: null, verifiedBy: null })
    .where(and(inArray(companies.id, ids), eq(companies.verificationStatus, 'verified')))
    .returning({ id: companies.id });
  return moved.map((row) => row.id);
}
