import { PROFILE_VIEWS_DAYS, type ProfileView } from '@azubi/shared/candidates/candidate-search';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, companies } from '../../db/schema';
import type { Actor } from '../auth/session';
import { requireCandidate } from '../profile/profile-state';

/**
 * The companies that opened the candidate's profile in the last 30 days (from the `profile_view`
 * audit events), most recent first. Not who in the company looked: the company is the party.
 */
export async function listProfileViews({ db, actor }: { db: Database; actor: Actor }): Promise<ProfileView[]> {
  requireCandidate(actor);
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
  return rows.map((r) => ({ ...r, lastViewedAt: r.lastViewedAt.toISOString() }));
}
