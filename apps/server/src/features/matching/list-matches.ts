import type { CandidateMatch, ListingMatch } from '@azubi/shared/matching/matching';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { candidateSearchProfiles, trainingSearchProfiles } from '../../db/schema';
import { candidateProfiles, companies, listings, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { candidateCard } from '../candidates';
import { disclosuresFor } from '../candidates';
import { listingSummaryColumns } from '../listings';
import { explainCandidateMatch, explainListingMatch } from './explain-match';
import { rowsOf } from './find-matches';
import {
  CANDIDATE_CONDITIONS,
  CANDIDATE_SCORE,
  candidateProfileRelation,
  TRAINING_CONDITIONS,
  TRAINING_SCORE,
} from './match-sql';

export type MatchPage<T> = { matches: T[]; matchCount: number; newCount: number; nextCursor: string | null };

/** The cursor of a profile's matches: how many were shown before (a profile's matches are few). */
export function readCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,6}$/.test(cursor)) throw AppError.badRequest();
  return Number(cursor);
}

type Ranked = { item_id: string; score: number; matched_at: string; is_new: boolean; total: number; new_count: number };

/**
 * A training search profile's matches as its list shows them: recorded matches whose listing is
 * still active and still fits the profile as it is now, best score first, then newest listing.
 */
export async function listingMatchesOf(
  db: Database,
  profile: typeof trainingSearchProfiles.$inferSelect,
  page: { offset: number; limit: number },
): Promise<MatchPage<ListingMatch>> {
  const ranked = rowsOf<Ranked>(
    await db.execute(sql`
      select l.id as item_id, ${TRAINING_SCORE} as score, m.created_at as matched_at,
             (sp.last_seen_at is null or m.created_at > sp.last_seen_at) as is_new,
             count(*) over ()::int as total,
             (count(*) filter (where sp.last_seen_at is null or m.created_at > sp.last_seen_at) over ())::int as new_count
      from listing_matches m
      join training_search_profiles sp on sp.id = m.search_profile_id
      join listings l on l.id = m.listing_id
      where m.search_profile_id = ${profile.id} and ${TRAINING_CONDITIONS}
      order by score desc, l.created_at desc, l.id
      offset ${page.offset} limit ${page.limit + 1}`),
  );
  const shown = ranked.slice(0, page.limit);
  const ids = shown.map((r) => r.item_id);
  const found = ids.length
    ? await db
        .select({ summary: listingSummaryColumns, listing: listings })
        .from(listings)
        .innerJoin(companies, eq(companies.id, listings.companyId))
        .where(inArray(listings.id, ids))
    : [];
  const byId = new Map(found.map((row) => [row.listing.id, row] as const));
  const matches = shown.flatMap((r): ListingMatch[] => {
    const row = byId.get(r.item_id);
    if (!row) return [];
    return [
      {
        listing: { ...row.summary, createdAt: row.summary.createdAt.toISOString() },
        score: Number(r.score),
        explanation: explainListingMatch(profile, row.listing),
        matchedAt: new Date(r.matched_at).toISOString(),
        isNew: r.is_new,
      },
    ];
  });
  const first = ranked[0];
  return {
    matches,
    matchCount: first?.total ?? (page.offset === 0 ? 0 : page.offset),
    newCount: first?.new_count ?? 0,
    nextCursor: ranked.length > page.limit ? String(page.offset + page.limit) : null,
  };
}

/**
 * A candidate search profile's matches as the team sees them: recorded matches of candidates who
 * are still approved, shared, not blocking the company and fitting the profile as it is now, as
 * candidate search shows them (anonymised until revealed). Empty while the company may not
 * receive matches (`canReceive`: verified, trial or plan running).
 */
export async function candidateMatchesOf(
  db: Database,
  profile: typeof candidateSearchProfiles.$inferSelect,
  page: { offset: number; limit: number },
  canReceive: boolean,
  today: string,
): Promise<MatchPage<CandidateMatch>> {
  if (!canReceive) return { matches: [], matchCount: 0, newCount: 0, nextCursor: null };
  const ranked = rowsOf<Ranked & { age_met: boolean }>(
    await db.execute(sql`
      select c.user_id as item_id, ${CANDIDATE_SCORE} as score, m.created_at as matched_at,
             (sp.last_seen_at is null or m.created_at > sp.last_seen_at) as is_new,
             count(*) over ()::int as total,
             (count(*) filter (where sp.last_seen_at is null or m.created_at > sp.last_seen_at) over ())::int as new_count
      from candidate_matches m
      join ${candidateProfileRelation(sql`p.id = ${profile.id}`, today)} sp on sp.id = m.search_profile_id
      join candidate_profiles c on c.user_id = m.candidate_id
      where ${CANDIDATE_CONDITIONS}
      order by score desc, c.created_at desc, c.user_id
      offset ${page.offset} limit ${page.limit + 1}`),
  );
  const shown = ranked.slice(0, page.limit);
  const ids = shown.map((r) => r.item_id);
  const found = ids.length
    ? await db
        .select({ profile: candidateProfiles, name: users.name, image: users.image })
        .from(candidateProfiles)
        .innerJoin(users, eq(users.id, candidateProfiles.userId))
        .where(inArray(candidateProfiles.userId, ids))
    : [];
  const byId = new Map(found.map((row) => [row.profile.userId, row] as const));
  const disclosures = await disclosuresFor(
    db,
    profile.companyId,
    found.map((row) => row.profile.userId),
  );
  const matches = shown.flatMap((r): CandidateMatch[] => {
    const person = byId.get(r.item_id);
    const disclosure = disclosures.get(r.item_id);
    if (!person || !disclosure) return [];
    const score = Number(r.score);
    return [
      {
        candidate: candidateCard(person.profile, person, {
          revealed: disclosure.revealed,
          saved: disclosure.relationship.saved,
          fit: score,
        }),
        score,
        // Every listed match meets the age range (the conditions hold), so the age part is met.
        explanation: explainCandidateMatch(profile, person.profile, true),
        matchedAt: new Date(r.matched_at).toISOString(),
        isNew: r.is_new,
      },
    ];
  });
  const first = ranked[0];
  return {
    matches,
    matchCount: first?.total ?? (page.offset === 0 ? 0 : page.offset),
    newCount: first?.new_count ?? 0,
    nextCursor: ranked.length > page.limit ? String(page.offset + page.limit) : null,
  };
}
