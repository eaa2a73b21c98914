import { PROFILE_VIEWS_DAYS, type ProfileView } from '@azubi/shared/candidates/candidate-search';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, companies, savedCandidates } from '../../db/schema';
import type { Candidate } from '../../http/access';

/**
 * The companies that opened the candidate's profile in the last 30 days (from the `profile_view`
 * audit events) and those that keep them saved, most recent first. Not who in the company looked
 * or saved: the company is the party.
 */
export async function listProfileViews({ db, actor }: { db: Database; actor: Candidate }): Promise<ProfileView[]> {
  const since = new Date(Date.now() - PROFILE_VIEWS_DAYS * 24 * 3_600_000);
  const companyId = sql<string>`(${analyticsEvents.metadata} ->> 'company_id')`;
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      views: sql<number>`count(*)::int`,
      lastViewedAt: sql<Date>`max(${analyticsEvents.createdAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(analyticsEvents)
    .innerJoin(companies, sql`${companies.id}::text = ${companyId}`)
    .where(
      and(
        eq(analyticsEvents.event, 'profile_view'),
        gt(analyticsEvents.createdAt, since),
        sql`${analyticsEvents.metadata} ->> 'resource_id' = ${actor.userId}`,
      ),
    )
    .groupBy(companies.id, companies.name)
    .orderBy(desc(sql`max(${analyticsEvents.createdAt})`))
    .limit(100);
  const saves = await db
    .select({ companyId: companies.id, companyName: companies.name, savedAt: savedCandidates.createdAt })
    .from(savedCandidates)
    .innerJoin(companies, eq(companies.id, savedCandidates.companyId))
    .where(eq(savedCandidates.candidateId, actor.userId))
    .orderBy(desc(savedCandidates.createdAt))
    .limit(100);
  const byCompany = new Map<string, ProfileView>(
    rows.map((r) => [r.companyId, { ...r, lastViewedAt: r.lastViewedAt.toISOString(), savedAt: null }]),
  );
  for (const save of saves) {
    const seen = byCompany.get(save.companyId);
    if (seen) seen.savedAt = save.savedAt.toISOString();
    else
      byCompany.set(save.companyId, {
        companyId: save.companyId,
        companyName: save.companyName,
        views: 0,
        lastViewedAt: null,
        savedAt: save.savedAt.toISOString(),
      });
  }
  const latest = (v: ProfileView) => Math.max(Date.parse(v.lastViewedAt ?? '0'), Date.parse(v.savedAt ?? '0'));
  return [...byCompany.values()].sort((a, b) => latest(b) - latest(a));
}
