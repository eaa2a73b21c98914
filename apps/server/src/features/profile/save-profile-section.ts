import { calledNameOf } from '@azubi/shared/profile/called-name';
import { effectiveVisaStatus, visaFlags } from '@azubi/shared/profile/visa';
import type { GermanLevel } from '@azubi/shared/listings/listing';
import {
  languageIssues,
  programLevelIssue,
  type DetailsSection,
  type InterestsSection,
  type LanguageSection,
  type PersonalSection,
} from '@azubi/shared/profile/profile';
import { and, arrayContains, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { checkRateLimit, RATE_LIMITS, type RateLimitStore } from '../../http/rate-limiter';
import type { Actor } from '../../platform/session/session';
import type { Candidate } from '../../http/access';
import type { NotifyDeps } from '../../platform/notify/notify';
import { certificateOnFile, loadProfileState, type ProfileState } from './profile-state';
import { reviewAfterChange } from './review-profile';

export type SectionInput =
  | { section: 'personal'; values: PersonalSection }
  | { section: 'language'; values: LanguageSection }
  | { section: 'interests'; values: InterestsSection }
  | { section: 'details'; values: DetailsSection };

export type SaveDeps = NotifyDeps & {
  actor: Candidate;
  rateLimits: RateLimitStore;
  /** The client's id for this save (`Idempotency-Key`): a retry with the same id is applied once. */
  saveId?: string;
};

/** How many saves' ids a profile remembers: a retry comes within seconds, 20 saves last two hours at 10 an hour. */
const REMEMBERED_SAVE_IDS = 20;

async function alreadyApplied(db: Database, userId: string, saveId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(and(eq(candidateProfiles.userId, userId), arrayContains(candidateProfiles.appliedSaveIds, [saveId])));
  return rows.length > 0;
}

/** Spec §9: 10 profile saves per hour and account (not per address: classmates share one). */
export async function checkProfileRateLimit(rateLimits: RateLimitStore, actor: Actor) {
  const limit = await checkRateLimit(rateLimits, RATE_LIMITS.profileUpdate, [`account:${actor.userId}`]);
  if (!limit.allowed) throw AppError.rateLimited('profile.tooManyUpdates', limit.retryAfterSeconds);
}

/** JSON with object keys sorted: jsonb columns come back with their keys in PostgreSQL's order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
const same = (a: unknown, b: unknown) => stableJson(a ?? null) === stableJson(b ?? null);

/**
 * Saves one section of the candidate's profile (already validated by its shared schema), checks
 * the rules that need the rest of the profile (certificate on file, program levels), then lets
 * the approval follow (review-profile.ts). Returns the profile state after the save.
 */
export async function saveProfileSection(deps: SaveDeps, input: SectionInput): Promise<ProfileState> {
  const { db, actor, saveId } = deps;
  // A retry of a save already applied (its answer was lost) changes nothing and costs nothing; the
  // answer shows the profile as it is now. It may be older than a later save: that one stays.
  if (saveId && (await alreadyApplied(db, actor.userId, saveId))) return reviewAfterChange(deps, actor.userId, false);
  await checkProfileRateLimit(deps.rateLimits, actor);
  const state = await loadProfileState(db, actor.userId);
  const { profile, user } = state;

  let profileValues: Partial<typeof candidateProfiles.$inferInsert> = {};
  let name: string | null = null;
  /** undefined: unchanged; null: the first word of the full name. */
  let calledName: string | null | undefined;
  switch (input.section) {
    case 'personal': {
      const { fullName, calledName: chosen, ...rest } = input.values;
      // Never set by hand (null), the called name follows the full name: the form sends back the old
      // prefill with a new full name, which must not freeze it. A hand-set one is never replaced.
      if (chosen !== undefined) {
        const prefill = chosen === calledNameOf(fullName) || chosen === calledNameOf(user.name);
        calledName = !user.calledName && prefill ? null : chosen;
      }
      // A new country may change what an unanswered visa question means (EU, EEA, CH: none needed).
      profileValues = { ...rest, ...visaFlags(effectiveVisaStatus(profile.visaStatus, rest.country)) };
      if (fullName !== user.name) name = fullName;
      break;
    }
    case 'language': {
      const { germanLevel, certificateType } = input.values;
      const issues = languageIssues({ germanLevel, certificateType, certificate: certificateOnFile(state) });
      const programs = programLevelIssue(profile.programInterests, germanLevel);
      if (programs) issues.germanLevel = 'profile.levelTooLowForPrograms';
      const first = Object.values(issues)[0];
      if (first) throw AppError.validation(issues, first);
      profileValues = { germanLevel, certificateType };
      break;
    }
    case 'interests': {
      const issue = programLevelIssue(input.values.programInterests, profile.germanLevel as GermanLevel | null);
      if (issue) throw AppError.validation({ programInterests: issue }, issue);
      profileValues = input.values;
      break;
    }
    case 'details': {
      const { links, ...rest } = input.values;
      profileValues = {
        ...rest,
        // Search and matching read the flags; they follow the answer (issue 28.5).
        ...visaFlags(effectiveVisaStatus(rest.visaStatus, profile.country)),
        links: Object.fromEntries(Object.entries(links).filter(([, value]) => value)),
      };
      break;
    }
  }

  if (calledName !== undefined && calledName === (user.calledName ?? null)) calledName = undefined;
  const changed =
    name !== null ||
    calledName !== undefined ||
    Object.entries(profileValues).some(([key, value]) => !same(profile[key as keyof typeof profile], value));
  // With an id the save is recorded even when it changes nothing: a late retry of it must not
  // overwrite what was saved after it.
  if (changed || saveId) {
    const applied = await db.transaction(async (tx) => {
      const updated = await tx
        .update(candidateProfiles)
        .set(
          saveId
            ? {
                ...profileValues,
                appliedSaveIds: sql`(array_prepend(${saveId}::text, ${candidateProfiles.appliedSaveIds}))[1:${sql.raw(String(REMEMBERED_SAVE_IDS))}]`,
              }
            : profileValues,
        )
        .where(
          and(
            eq(candidateProfiles.userId, actor.userId),
            // The same save arriving twice at once: the row lock lets one through, the other finds its id.
            saveId ? not(arrayContains(candidateProfiles.appliedSaveIds, [saveId])) : undefined,
          ),
        )
        .returning({ userId: candidateProfiles.userId });
      if (updated.length === 0) return false;
      if (name !== null || calledName !== undefined)
        await tx
          .update(users)
          .set({ ...(name !== null ? { name } : {}), ...(calledName !== undefined ? { calledName } : {}) })
          .where(eq(users.id, actor.userId));
      return true;
    });
    if (!applied) return reviewAfterChange(deps, actor.userId, false);
  }
  return reviewAfterChange(deps, actor.userId, changed);
}
