import { roundDownStat, SITE_STAT_THRESHOLDS, type SiteStats } from '@azubi/shared/site/site-stats';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, companies, listings } from '../../db/schema';

/**
 * The landing page's figures, counted as the site shows them: active listings (what the listing
 * search finds), approved candidate profiles (what employers may see) and verified companies.
 * Rounded down and left out below their thresholds (site-stats.ts), so the page never claims more
 * than there is.
 */
export async function getSiteStats({ db }: { db: Database }): Promise<SiteStats> {
  const count = sql<number>`count(*)::int`;
  const [[activeListings], [approvedProfiles], [verifiedCompanies]] = await Promise.all([
    db.select({ n: count }).from(listings).where(eq(listings.isActive, true)),
    db.select({ n: count }).from(candidateProfiles).where(eq(candidateProfiles.approvalStatus, 'approved')),
    db.select({ n: count }).from(companies).where(eq(companies.verificationStatus, 'verified')),
  ]);
  return {
    listings: roundDownStat(activeListings?.n ?? 0, SITE_STAT_THRESHOLDS.listings),
    profiles: roundDownStat(approvedProfiles?.n ?? 0, SITE_STAT_THRESHOLDS.profiles),
    companies: roundDownStat(verifiedCompanies?.n ?? 0, SITE_STAT_THRESHOLDS.companies),
  };
}

/**
 * The figures, counted at most once a minute per server: the landing page asks on every visit, and
 * three counts over large tables are not free. A minute-old figure, rounded down, is still true enough.
 */
export function cachedSiteStats(db: Database, maxAgeMs = 60_000): () => Promise<SiteStats> {
  let cached: { at: number; value: Promise<SiteStats> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > maxAgeMs) {
      const value = getSiteStats({ db });
      cached = { at: now, value };
      // A failed count is not kept: the next visitor asks again.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}
