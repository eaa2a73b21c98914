import {
  CHECK_NOW_INTERVAL_SECONDS,
  MATCHES_PER_PROFILE,
  type CandidateSearchProfileWithMatches,
  type TrainingSearchProfileWithMatches,
} from '@azubi/shared/matching/matching';
import type { ApprovalStatus } from '@azubi/shared/profile/profile';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { candidateSearchProfiles, trainingSearchProfiles } from '../../db/schema';
import { candidateProfiles, users } from '../../db/schema';
import { candidateMatchesOf, listingMatchesOf } from './list-matches';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function nextCheck(lastManualCheckAt: Date | null, now: Date): string | null {
  if (!lastManualCheckAt) return null;
  const next = new Date(lastManualCheckAt.getTime() + CHECK_NOW_INTERVAL_SECONDS * 1000);
  return next > now ? next.toISOString() : null;
}

/** The candidate's own profile status, which their training search profiles follow. */
export async function candidateApprovalStatus(db: Database, candidateId: string): Promise<ApprovalStatus> {
  const [row] = await db
    .select({ status: candidateProfiles.approvalStatus })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  return row?.status ?? 'draft';
}

/** A training search profile with its first matches, as the tab shows it. */
export async function trainingItem(
  db: Database,
  profile: typeof trainingSearchProfiles.$inferSelect,
  approvalStatus: ApprovalStatus,
  page = { offset: 0, limit: MATCHES_PER_PROFILE },
): Promise<TrainingSearchProfileWithMatches> {
  // Matches are shown only while the candidate's profile is approved, as they are only found then.
  const matches =
    approvalStatus === 'approved'
      ? await listingMatchesOf(db, profile, page)
      : { matches: [], matchCount: 0, newCount: 0, nextCursor: null };
  return {
    profile: {
      id: profile.id,
      createdAt: profile.createdAt.toISOString(),
      updatedAt: profile.updatedAt.toISOString(),
      lastCheckedAt: iso(profile.lastCheckedAt),
      lastSeenAt: iso(profile.lastSeenAt),
      nextCheckAllowedAt: nextCheck(profile.lastManualCheckAt, new Date()),
      name: profile.name,
      preferredLocations:
        profile.preferredLocations as TrainingSearchProfileWithMatches['profile']['preferredLocations'],
      maxGermanLevel: profile.maxGermanLevel,
      startDateFrom: profile.startDateFrom,
      startDateTo: profile.startDateTo,
      fieldsOfInterest: profile.fieldsOfInterest,
      minSalary: profile.minSalary,
      maxDurationMonths: profile.maxDurationMonths,
      isActive: profile.isActive,
      notifyOnMatch: profile.notifyOnMatch,
      approvalStatus,
    },
    ...matches,
  };
}

/** A candidate search profile with its first matches, as `/employer/matches` shows it. */
export async function candidateItem(
  db: Database,
  profile: typeof candidateSearchProfiles.$inferSelect,
  canReceive: boolean,
  today: string,
  page = { offset: 0, limit: MATCHES_PER_PROFILE },
): Promise<CandidateSearchProfileWithMatches> {
  const [creator] = profile.createdBy
    ? await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, profile.createdBy))
    : [];
  const matches = await candidateMatchesOf(db, profile, page, canReceive, today);
  return {
    profile: {
      id: profile.id,
      createdAt: profile.createdAt.toISOString(),
      updatedAt: profile.updatedAt.toISOString(),
      lastCheckedAt: iso(profile.lastCheckedAt),
      lastSeenAt: iso(profile.lastSeenAt),
      nextCheckAllowedAt: nextCheck(profile.lastManualCheckAt, new Date()),
      name: profile.name,
      minGermanLevel: profile.minGermanLevel,
      preferredLocations: profile.preferredLocations,
      fieldsOfInterest: profile.fieldsOfInterest,
      minAge: profile.minAge,
      maxAge: profile.maxAge,
      requiresDriversLicense: profile.requiresDriversLicense,
      requiresWorkPermit: profile.requiresWorkPermit,
      willingToRelocate: profile.willingToRelocate ?? false,
      notifyOnMatch: profile.notifyOnMatch,
      preferredCountries: profile.preferredCountries,
      isActive: profile.isActive,
      createdBy: creator ?? null,
    },
    ...matches,
  };
}
