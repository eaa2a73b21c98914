import { CandidateCardSchema, CANDIDATE_FIELDS } from '../candidates/candidate-search';
import { GERMAN_LEVELS, isCalendarDate, ListingSummarySchema } from '../listings/listing';
import { SEARCH_LOCATIONS } from '../listings/search-filters';
import { APPROVAL_STATUSES } from '../profile/profile';
import { cleanText } from '../text/clean-text';
import { z } from '../zod';

/*
 * Search profiles and matching (spec §1, §2, §3, §4, §7; issue 17). Messages are keys of the shared
 * `matching` namespace (packages/shared/src/i18n/messages/{en,de}.ts).
 *
 * Routes (all under /api; JSON; state-changing ones need the CSRF token except the unsubscribe POST):
 *
 * Candidate (role azubi; others 403 `matching.candidatesOnly`, signed out 401; another candidate's
 * profile 404 `matching.profileNotFound`):
 *   GET    /training-search-profiles                 → TrainingSearchProfileList
 *   POST   /training-search-profiles                 body TrainingSearchProfileInput → 201 TrainingSearchProfileWithMatches
 *                                                    (11th profile: 409 `matching.trainingLimit`)
 *   PUT    /training-search-profiles/:id             body TrainingSearchProfileInput → TrainingSearchProfileWithMatches
 *   DELETE /training-search-profiles/:id             → 204
 *   GET    /training-search-profiles/:id/matches     query MatchPageQuery → ListingMatchPage (more matches, "load more")
 *   POST   /training-search-profiles/:id/check       no body → CheckResult<TrainingSearchProfileWithMatches>
 *                                                    (again within 60 s: 429 `matching.checkTooSoon`, Retry-After header)
 *   POST   /training-search-profiles/:id/seen        no body → TrainingSearchProfileWithMatches (newCount 0)
 *
 * Employer side (roles employer and team_member of a company, admin or member; others 403
 * `companies.employersOnly`; another company's profile 404 `matching.profileNotFound`). Profiles can
 * be kept by any company; matches are found and shown only while the company is verified and its
 * trial or plan runs (`canReceiveMatches`, else `matches` are empty and `blockedBy` says why):
 *   GET    /candidate-search-profiles                → CandidateSearchProfileList
 *   POST   /candidate-search-profiles                body CandidateSearchProfileInput → 201 CandidateSearchProfileWithMatches
 *                                                    (21st profile of the company: 409 `matching.candidateLimit`)
 *   PUT    /candidate-search-profiles/:id            body CandidateSearchProfileInput → CandidateSearchProfileWithMatches
 *   DELETE /candidate-search-profiles/:id            → 204
 *   GET    /candidate-search-profiles/:id/matches    query MatchPageQuery → CandidateMatchPage
 *   POST   /candidate-search-profiles/:id/check      no body → CheckResult<CandidateSearchProfileWithMatches>
 *                                                    (429 as above; not verified / plan ended: 403 with the candidates' messages)
 *   POST   /candidate-search-profiles/:id/seen       no body → CandidateSearchProfileWithMatches
 *
 * One-click unsubscribe (no session, no CSRF; the token names one profile and is signed by the server):
 *   GET    /search-profiles/unsubscribe?token=…      → text/html page in the profile owner's language
 *                                                    with one button (a form POSTing to the same address);
 *                                                    a GET changes nothing, so link scanners cannot unsubscribe
 *   POST   /search-profiles/unsubscribe?token=…      body `List-Unsubscribe=One-Click` (form, RFC 8058) or
 *                                                    none → 200 text/html "done" page; sets notifyOnMatch=false
 *                                                    of that profile only. Bad token: 400 page.
 *
 * Saving a profile (create or edit) checks it at once: its matching items are recorded and shown,
 * without a notification (the person is looking at them). Later runs (every 6 hours, or "check
 * now") record what is new and notify: one in-app `match_found` per run per person, and at most one
 * e-mail digest per day per person across all their profiles.
 *
 * The in-app notification (type `match_found`, link `/training-search-profiles` (the tab's page) for a
 * candidate, `/employer/matches` for a company's people) carries `MatchFoundData` below.
 */

export const TRAINING_PROFILES_MAX = 10;
export const CANDIDATE_PROFILES_MAX = 20;
export const PROFILE_NAME_MAX = 100;
export const PREFERRED_LOCATIONS_MAX = 10;
export const PREFERRED_COUNTRIES_MAX = 20;
export const SALARY_MAX = 100_000;
export const DURATION_MONTHS_MAX = 60;
/** "Check now" at most once per this many seconds per profile. */
export const CHECK_NOW_INTERVAL_SECONDS = 60;
/** Matches sent with each profile in a list answer; more with `GET …/:id/matches`. */
export const MATCHES_PER_PROFILE = 20;

const name = z
  .string({ message: 'matching.nameRequired' })
  .transform((value) => cleanText(value, 1000))
  .pipe(
    z.string().min(1, { message: 'matching.nameRequired' }).max(PROFILE_NAME_MAX, { message: 'matching.nameTooLong' }),
  );

const optionalLevel = z
  .enum(GERMAN_LEVELS, { message: 'matching.germanLevelInvalid' })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const optionalInt = (min: number, max: number, message: string) =>
  z
    .union([z.null(), z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message })])
    .optional()
    .transform((value) => value ?? null);

const optionalDate = z
  .string({ message: 'matching.dateInvalid' })
  .refine(isCalendarDate, { message: 'matching.dateInvalid' })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const unique = <T>(items: T[]) => [...new Set(items)];

const fields = z
  .array(z.enum(CANDIDATE_FIELDS, { message: 'matching.fieldInvalid' }), { message: 'matching.fieldInvalid' })
  .max(CANDIDATE_FIELDS.length, { message: 'matching.fieldInvalid' })
  .optional()
  .transform((items) => unique(items ?? []));

const flag = (fallback: boolean) => z.boolean({ message: 'validation.invalidType' }).optional().default(fallback);

/**
 * A candidate's training search profile (spec §3). Every criterion that is set must hold for a
 * listing to match: the listing's city among `preferredLocations` (the search-filter cities, as
 * `/browse-jobs` offers them), the German level it requires at most `maxGermanLevel`, its start
 * between `startDateFrom` and `startDateTo`, its field (Ausbildung) or sector (FSJ/BFD) among
 * `fieldsOfInterest`, its pay (salary or allowance, the higher figure) at least `minSalary` euros
 * a month, its duration at most `maxDurationMonths`. Empty lists and nulls ask nothing.
 */
export const TrainingSearchProfileInputSchema = z
  .object({
    name,
    preferredLocations: z
      .array(z.enum(SEARCH_LOCATIONS, { message: 'matching.locationInvalid' }), {
        message: 'matching.locationInvalid',
      })
      .max(SEARCH_LOCATIONS.length, { message: 'matching.locationInvalid' })
      .optional()
      .transform((items) => unique(items ?? [])),
    maxGermanLevel: optionalLevel,
    startDateFrom: optionalDate,
    startDateTo: optionalDate,
    fieldsOfInterest: fields,
    minSalary: optionalInt(0, SALARY_MAX, 'matching.salaryInvalid'),
    maxDurationMonths: optionalInt(1, DURATION_MONTHS_MAX, 'matching.durationInvalid'),
    isActive: flag(true),
    notifyOnMatch: flag(true),
  })
  .refine((p) => !p.startDateFrom || !p.startDateTo || p.startDateFrom <= p.startDateTo, {
    message: 'matching.startRangeInvalid',
    path: ['startDateTo'],
  });
export type TrainingSearchProfileInput = z.input<typeof TrainingSearchProfileInputSchema>;
export type TrainingSearchProfileValues = z.output<typeof TrainingSearchProfileInputSchema>;

/**
 * An employer's candidate search profile ("search alert", spec §3). Every criterion that is set
 * must hold, as in candidate search: German level at least `minGermanLevel`; lives in one of
 * `preferredLocations` (free text, compared without case), or, with `willingToRelocate`, is
 * willing to relocate (without locations, `willingToRelocate` alone asks for willingness); one of
 * `fieldsOfInterest` among the candidate's fields or sectors; age between `minAge` and `maxAge`;
 * a driver's licence / work permit when required; country (ISO 3166 alpha-2) among
 * `preferredCountries`. Only approved candidates who share their profile and have not blocked the
 * company are ever matched.
 */
export const CandidateSearchProfileInputSchema = z
  .object({
    name,
    minGermanLevel: optionalLevel,
    preferredLocations: z
      .array(
        z
          .string({ message: 'matching.locationInvalid' })
          .transform((value) => cleanText(value, 1000))
          .pipe(
            z
              .string()
              .min(2, { message: 'matching.locationInvalid' })
              .max(100, { message: 'matching.locationInvalid' }),
          ),
        { message: 'matching.locationInvalid' },
      )
      .max(PREFERRED_LOCATIONS_MAX, { message: 'matching.tooManyLocations' })
      .optional()
      .transform((items) => {
        const seen = new Set<string>();
        return (items ?? []).filter((item) => {
          const key = item.toLowerCase();
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      }),
    fieldsOfInterest: fields,
    minAge: optionalInt(16, 99, 'matching.ageInvalid'),
    maxAge: optionalInt(16, 99, 'matching.ageInvalid'),
    requiresDriversLicense: flag(false),
    requiresWorkPermit: flag(false),
    willingToRelocate: flag(false),
    notifyOnMatch: flag(true),
    preferredCountries: z
      .array(
        z
          .string({ message: 'matching.countryInvalid' })
          .trim()
          .regex(/^[A-Za-z]{2}$/, { message: 'matching.countryInvalid' })
          .transform((value) => value.toUpperCase()),
        { message: 'matching.countryInvalid' },
      )
      .max(PREFERRED_COUNTRIES_MAX, { message: 'matching.tooManyCountries' })
      .optional()
      .transform((items) => unique(items ?? [])),
    isActive: flag(true),
  })
  .refine((p) => p.minAge === null || p.maxAge === null || p.minAge <= p.maxAge, {
    message: 'matching.ageRangeInvalid',
    path: ['maxAge'],
  });
export type CandidateSearchProfileInput = z.input<typeof CandidateSearchProfileInputSchema>;
export type CandidateSearchProfileValues = z.output<typeof CandidateSearchProfileInputSchema>;

const profileMeta = {
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last matching run or check of this profile; null before its first. */
  lastCheckedAt: z.string().nullable(),
  /** When its matches were last marked seen (`POST …/:id/seen`); null before. */
  lastSeenAt: z.string().nullable(),
  /** "Check now" is possible from this time on (null: now). */
  nextCheckAllowedAt: z.string().nullable(),
};

export const TrainingSearchProfileViewSchema = z.object({
  ...profileMeta,
  name: z.string(),
  preferredLocations: z.array(z.enum(SEARCH_LOCATIONS)),
  maxGermanLevel: z.enum(GERMAN_LEVELS).nullable(),
  startDateFrom: z.string().nullable(),
  startDateTo: z.string().nullable(),
  fieldsOfInterest: z.array(z.string()),
  minSalary: z.number().int().nullable(),
  maxDurationMonths: z.number().int().nullable(),
  isActive: z.boolean(),
  notifyOnMatch: z.boolean(),
  /** Follows the candidate's profile: matches are found only while it is `approved`. */
  approvalStatus: z.enum(APPROVAL_STATUSES),
});
export type TrainingSearchProfileView = z.infer<typeof TrainingSearchProfileViewSchema>;

export const CandidateSearchProfileViewSchema = z.object({
  ...profileMeta,
  name: z.string(),
  minGermanLevel: z.enum(GERMAN_LEVELS).nullable(),
  preferredLocations: z.array(z.string()),
  fieldsOfInterest: z.array(z.string()),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  requiresDriversLicense: z.boolean(),
  requiresWorkPermit: z.boolean(),
  willingToRelocate: z.boolean(),
  notifyOnMatch: z.boolean(),
  preferredCountries: z.array(z.string()),
  isActive: z.boolean(),
  /** The team member who created it (null once they left). */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type CandidateSearchProfileView = z.infer<typeof CandidateSearchProfileViewSchema>;

/** The criteria a match is explained by (labels: `matching.criterion<Criterion>`, e.g. `matching.criterionGermanLevel`). */
export const MATCH_CRITERIA = [
  'location',
  'relocation',
  'germanLevel',
  'startDate',
  'field',
  'salary',
  'duration',
  'age',
  'driversLicense',
  'workPermit',
  'country',
] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

/**
 * One part of a match's explanation: "German B2 ≥ B1 ✓" is `{ criterion: 'germanLevel', met: true,
 * detail: 'B2 ≥ B1' }`. `detail` is language-neutral (levels, cities as stored, YYYY-MM dates,
 * euros, months, ages, country codes); the web puts the translated criterion label before it.
 * A match is listed only while every criterion set in the profile holds, so each listed part is
 * met; `met` is there so the web need not assume it.
 */
export const MatchExplanationPartSchema = z.object({
  criterion: z.enum(MATCH_CRITERIA),
  met: z.boolean(),
  detail: z.string(),
});
export type MatchExplanationPart = z.infer<typeof MatchExplanationPartSchema>;

const matchMeta = {
  /**
   * How well it fits: 10 points per criterion of the profile that is met, plus up to 5 per
   * criterion for how well (a German level above the one asked, pay above the minimum, the city
   * itself rather than willingness to relocate, several fields in common). Orders the matches.
   */
  score: z.number().int(),
  explanation: z.array(MatchExplanationPartSchema),
  /** When the match was recorded (a run or check found it). */
  matchedAt: z.string(),
  /** Recorded after the profile's `lastSeenAt`. */
  isNew: z.boolean(),
};

export const ListingMatchSchema = z.object({ listing: ListingSummarySchema, ...matchMeta });
export type ListingMatch = z.infer<typeof ListingMatchSchema>;

/** The candidate as candidate search shows them: anonymised unless revealed to the company. */
export const CandidateMatchSchema = z.object({ candidate: CandidateCardSchema, ...matchMeta });
export type CandidateMatch = z.infer<typeof CandidateMatchSchema>;

const withMatches = {
  /** Current matches (still active / approved, shared and fitting), best score first, then newest. */
  matchCount: z.number().int(),
  /** Of those, recorded since the last visit (`lastSeenAt`). */
  newCount: z.number().int(),
  /** Pass as `cursor` to `GET …/:id/matches` for more; null when all are here. */
  nextCursor: z.string().nullable(),
};

export const TrainingSearchProfileWithMatchesSchema = z.object({
  profile: TrainingSearchProfileViewSchema,
  matches: z.array(ListingMatchSchema),
  ...withMatches,
});
export type TrainingSearchProfileWithMatches = z.infer<typeof TrainingSearchProfileWithMatchesSchema>;

export const CandidateSearchProfileWithMatchesSchema = z.object({
  profile: CandidateSearchProfileViewSchema,
  matches: z.array(CandidateMatchSchema),
  ...withMatches,
});
export type CandidateSearchProfileWithMatches = z.infer<typeof CandidateSearchProfileWithMatchesSchema>;

export const TrainingSearchProfileListSchema = z.object({
  items: z.array(TrainingSearchProfileWithMatchesSchema),
  /** TRAINING_PROFILES_MAX */
  limit: z.number().int(),
  /** The candidate's profile status; matches are found only while `approved` (the tab says so otherwise). */
  approvalStatus: z.enum(APPROVAL_STATUSES),
  matchingActive: z.boolean(),
});
export type TrainingSearchProfileList = z.infer<typeof TrainingSearchProfileListSchema>;

/** Why a company gets no matches: not verified, or no running trial or plan. */
export const MATCHES_BLOCKED_REASONS = ['not_verified', 'plan_inactive'] as const;
export const CandidateSearchProfileListSchema = z.object({
  items: z.array(CandidateSearchProfileWithMatchesSchema),
  /** CANDIDATE_PROFILES_MAX, per company */
  limit: z.number().int(),
  canReceiveMatches: z.boolean(),
  blockedBy: z.enum(MATCHES_BLOCKED_REASONS).nullable(),
});
export type CandidateSearchProfileList = z.infer<typeof CandidateSearchProfileListSchema>;

export const MatchPageQuerySchema = z.object({
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(MATCHES_PER_PROFILE),
});
export type MatchPageQuery = z.input<typeof MatchPageQuerySchema>;

export const ListingMatchPageSchema = z.object({
  matches: z.array(ListingMatchSchema),
  nextCursor: z.string().nullable(),
});
export type ListingMatchPage = z.infer<typeof ListingMatchPageSchema>;
export const CandidateMatchPageSchema = z.object({
  matches: z.array(CandidateMatchSchema),
  nextCursor: z.string().nullable(),
});
export type CandidateMatchPage = z.infer<typeof CandidateMatchPageSchema>;

/** "Check now": the profile with its matches and how many were found new by this check. */
export const TrainingCheckResultSchema = z.object({
  found: z.number().int(),
  item: TrainingSearchProfileWithMatchesSchema,
});
export type TrainingCheckResult = z.infer<typeof TrainingCheckResultSchema>;
export const CandidateCheckResultSchema = z.object({
  found: z.number().int(),
  item: CandidateSearchProfileWithMatchesSchema,
});
export type CandidateCheckResult = z.infer<typeof CandidateCheckResultSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().max(300) });

/** `data` of a `match_found` notification: the new matches of one run, per profile. */
export const MatchFoundDataSchema = z.object({
  kind: z.enum(['training', 'candidate']),
  total: z.number().int(),
  profiles: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
});
export type MatchFoundData = z.infer<typeof MatchFoundDataSchema>;
