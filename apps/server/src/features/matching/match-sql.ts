import { CANDIDATE_FIELDS } from '@azubi/shared/candidates/candidate-search';
import { SEARCH_LOCATIONS } from '@azubi/shared/listings/search-filters';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The matching rules of both profile kinds as SQL over a profile row `sp` and an item row: a
 * listing `l` (training search profiles) or a candidate profile `c` (candidate search profiles).
 * One definition serves the matching run (INSERT … SELECT over many profiles at once) and the
 * lists (a profile's recorded matches that still fit), so what is recorded and what is shown
 * cannot drift apart. Every criterion set in the profile must hold; an empty list or null asks
 * nothing. The score gives 10 points per criterion set and up to 5 more for how well it is met
 * (spec §1 "smart matching"); `explain-match.ts` writes the same criteria out for people.
 *
 * The SQL is static text over the aliases, with no parameters except the day ages are counted on,
 * so the planner sees the same statement whatever the profile.
 */

/** A listing's field: its Ausbildung category, or its FSJ/BFD sector. */
export const LISTING_FIELD = sql.raw(
  `(case when l.program_type = 'ausbildung' then l.category::text else l.sector end)`,
);
/** A listing's pay per month: the higher of its salary figures or its allowance (null when none). */
export const LISTING_PAY = sql.raw(`greatest(l.salary_min, l.salary_max, l.monthly_allowance)`);

const textArray = (items: readonly string[]) => `array[${items.map((x) => `'${x}'`).join(',')}]::text[]`;

/**
 * A listing's place and field as join keys: its search-filter city or '' (a city outside the
 * filter), its field or ''. A profile's `places` and `fields` (see `TRAINING_KEYS`) are its own
 * lists, or every key when it asks for none, so the run can join profiles to listings by equality
 * (a hash join over the chunk's keys) instead of testing every listing against every profile.
 */
export const LISTING_PLACE_KEY = sql.raw(`coalesce(l.location_slug, '')`);
export const LISTING_FIELD_KEY = sql.raw(
  `(case when l.program_type = 'ausbildung' then l.category::text else coalesce(l.sector, '') end)`,
);
export const TRAINING_KEYS = sql.raw(`
  case when cardinality(p.preferred_locations) = 0 then ${textArray([...SEARCH_LOCATIONS, ''])} else p.preferred_locations end as places,
  case when cardinality(p.fields_of_interest) = 0 then ${textArray([...CANDIDATE_FIELDS, ''])} else p.fields_of_interest end as fields`);

/** A candidate search profile's fields as join keys (every field and '' when it asks for none), as `TRAINING_KEYS`. */
export const CANDIDATE_FIELD_KEYS = sql.raw(`
  case when cardinality(s.fields_of_interest) = 0 then ${textArray([...CANDIDATE_FIELDS, ''])} else s.fields_of_interest end as field_keys`);

/** Active listings that fit a training search profile `sp`. */
export const TRAINING_CONDITIONS = sql.raw(`l.is_active
  and (cardinality(sp.preferred_locations) = 0 or l.location_slug = any(sp.preferred_locations))
  and (sp.max_german_level is null or l.german_level_required <= sp.max_german_level)
  and (sp.start_date_from is null or l.start_date >= sp.start_date_from)
  and (sp.start_date_to is null or l.start_date <= sp.start_date_to)
  and (cardinality(sp.fields_of_interest) = 0
       or (case when l.program_type = 'ausbildung' then l.category::text else l.sector end) = any(sp.fields_of_interest))
  and (sp.min_salary is null or greatest(l.salary_min, l.salary_max, l.monthly_allowance) >= sp.min_salary)
  and (sp.max_duration_months is null or l.duration_years * 12 <= sp.max_duration_months)`);

/** The score of a listing that fits `sp` (only meaningful where TRAINING_CONDITIONS hold). */
export const TRAINING_SCORE = sql.raw(`(
    (case when cardinality(sp.preferred_locations) > 0 then 10 else 0 end)
  + (case when sp.max_german_level is null then 0
          when l.german_level_required < sp.max_german_level then 15 else 10 end)
  + (case when sp.start_date_from is not null or sp.start_date_to is not null then 10 else 0 end)
  + (case when cardinality(sp.fields_of_interest) > 0 then 10 else 0 end)
  + (case when sp.min_salary is null then 0
          when greatest(l.salary_min, l.salary_max, l.monthly_allowance) >= sp.min_salary * 1.2 then 15 else 10 end)
  + (case when sp.max_duration_months is not null then 10 else 0 end))::int`);

/**
 * A candidate search profile `sp` with the values its conditions need, computed once per profile:
 * its locations in lower case and the birth dates its ages mean on `today`.
 */
export function candidateProfileRelation(where: SQL, today: string): SQL {
  return sql`(select p.*,
      array(select lower(x) from unnest(p.preferred_locations) x) as locations_lower,
      case when p.min_age is null then null else (${today}::date - make_interval(years => p.min_age))::date end as born_by,
      case when p.max_age is null then null else (${today}::date - make_interval(years => p.max_age + 1))::date end as born_after
    from candidate_search_profiles p where ${where})`;
}

/**
 * Candidates that fit a candidate search profile `sp` (from `candidateProfileRelation`): approved
 * and shared profiles only, never one who blocked the company. The company's own access (verified,
 * trial or plan) is checked by the callers.
 */
export const CANDIDATE_CONDITIONS = sql.raw(`c.approval_status = 'approved' and c.share_profile
  and not exists (select 1 from conversations cv
                  where cv.company_id = sp.company_id and cv.candidate_id = c.user_id
                    and cv.blocked_by_candidate_at is not null)
  and (sp.min_german_level is null or c.german_level >= sp.min_german_level)
  and (case when cardinality(sp.preferred_locations) = 0 then (not coalesce(sp.willing_to_relocate, false) or c.willing_to_relocate)
            else (lower(c.location) = any(sp.locations_lower) or (coalesce(sp.willing_to_relocate, false) and c.willing_to_relocate)) end)
  and (cardinality(sp.fields_of_interest) = 0
       or c.ausbildung_fields && sp.fields_of_interest or c.fsj_sectors && sp.fields_of_interest)
  and (sp.born_by is null or c.date_of_birth <= sp.born_by)
  and (sp.born_after is null or c.date_of_birth > sp.born_after)
  and (not sp.requires_drivers_license or c.drivers_license)
  and (not sp.requires_work_permit or c.work_permit_available)
  and (cardinality(sp.preferred_countries) = 0 or c.country = any(sp.preferred_countries))`);

export const CANDIDATE_SCORE = sql.raw(`(
    (case when sp.min_german_level is null then 0
          when c.german_level > sp.min_german_level then 15 else 10 end)
  + (case when cardinality(sp.preferred_locations) = 0 then (case when coalesce(sp.willing_to_relocate, false) then 10 else 0 end)
          when lower(c.location) = any(sp.locations_lower) then 15 else 10 end)
  + (case when cardinality(sp.fields_of_interest) = 0 then 0
          when cardinality(array(select unnest(c.ausbildung_fields || c.fsj_sectors) intersect select unnest(sp.fields_of_interest))) > 1 then 15
          else 10 end)
  + (case when sp.min_age is not null or sp.max_age is not null then 10 else 0 end)
  + (case when sp.requires_drivers_license then 10 else 0 end)
  + (case when sp.requires_work_permit then 10 else 0 end)
  + (case when cardinality(sp.preferred_countries) > 0 then 10 else 0 end))::int`);

/**
 * The person told about a candidate search profile's matches: its creator while on the team,
 * else the company's longest-serving admin (so every match has one reader, and a digest claims it once).
 */
export const CANDIDATE_PROFILE_OWNER = sql.raw(`coalesce(
  (select cm.user_id from company_members cm where cm.company_id = sp.company_id and cm.user_id = sp.created_by),
  (select cm.user_id from company_members cm where cm.company_id = sp.company_id and cm.role = 'admin'
   order by cm.created_at, cm.user_id limit 1))`);

/** How long before a profile's last check changed rows are looked at again (transactions that were still open). */
export const CHECK_OVERLAP = sql.raw(`interval '5 minutes'`);
