import { GERMAN_LEVELS, type GermanLevel } from '@azubi/shared/listings/listing';
import type { MatchExplanationPart } from '@azubi/shared/matching/matching';
import type { candidateProfiles, candidateSearchProfiles, listings, trainingSearchProfiles } from '../../db/schema';

const rank = (level: string | null) => (level ? GERMAN_LEVELS.indexOf(level as GermanLevel) : -1);

type Listing = Pick<
  typeof listings.$inferSelect,
  | 'location'
  | 'locationSlug'
  | 'germanLevelRequired'
  | 'startDate'
  | 'programType'
  | 'category'
  | 'sector'
  | 'salaryMin'
  | 'salaryMax'
  | 'monthlyAllowance'
  | 'durationYears'
>;

/**
 * Why a listing fits a training search profile, one part per criterion the profile sets (the
 * same criteria as `TRAINING_CONDITIONS`): "German B1 ≤ B2 ✓, Hamburg ✓, start 2027-09 ✓".
 */
export function explainListingMatch(
  profile: typeof trainingSearchProfiles.$inferSelect,
  l: Listing,
): MatchExplanationPart[] {
  const parts: MatchExplanationPart[] = [];
  if (profile.preferredLocations.length)
    parts.push({
      criterion: 'location',
      met: l.locationSlug !== null && profile.preferredLocations.includes(l.locationSlug),
      detail: l.location,
    });
  if (profile.maxGermanLevel)
    parts.push({
      criterion: 'germanLevel',
      met: rank(l.germanLevelRequired) <= rank(profile.maxGermanLevel),
      detail: `${l.germanLevelRequired} ≤ ${profile.maxGermanLevel}`,
    });
  if (profile.startDateFrom || profile.startDateTo)
    parts.push({
      criterion: 'startDate',
      met:
        l.startDate !== null &&
        (!profile.startDateFrom || l.startDate >= profile.startDateFrom) &&
        (!profile.startDateTo || l.startDate <= profile.startDateTo),
      detail: l.startDate ? l.startDate.slice(0, 7) : '–',
    });
  if (profile.fieldsOfInterest.length) {
    const field = l.programType === 'ausbildung' ? l.category : l.sector;
    parts.push({
      criterion: 'field',
      met: field !== null && profile.fieldsOfInterest.includes(field),
      detail: field ?? '–',
    });
  }
  if (profile.minSalary !== null) {
    const figures = [l.salaryMin, l.salaryMax, l.monthlyAllowance].filter((x): x is number => x !== null);
    const pay = figures.length ? Math.max(...figures) : null;
    parts.push({
      criterion: 'salary',
      met: pay !== null && pay >= profile.minSalary,
      detail: pay === null ? '–' : `${pay} € ≥ ${profile.minSalary} €`,
    });
  }
  if (profile.maxDurationMonths !== null) {
    const months = l.durationYears === null ? null : Math.round(Number(l.durationYears) * 12);
    parts.push({
      criterion: 'duration',
      met: months !== null && months <= profile.maxDurationMonths,
      detail: months === null ? '–' : `${months} ≤ ${profile.maxDurationMonths}`,
    });
  }
  return parts;
}

type Candidate = Pick<
  typeof candidateProfiles.$inferSelect,
  | 'germanLevel'
  | 'location'
  | 'willingToRelocate'
  | 'ausbildungFields'
  | 'fsjSectors'
  | 'driversLicense'
  | 'workPermitAvailable'
  | 'country'
>;

/**
 * Why a candidate fits a candidate search profile (the criteria of `CANDIDATE_CONDITIONS`). The age
 * part names the asked range, never the candidate's age (anonymised first contact).
 */
export function explainCandidateMatch(
  profile: typeof candidateSearchProfiles.$inferSelect,
  c: Candidate,
  ageMet: boolean,
): MatchExplanationPart[] {
  const parts: MatchExplanationPart[] = [];
  if (profile.minGermanLevel)
    parts.push({
      criterion: 'germanLevel',
      met: rank(c.germanLevel) >= rank(profile.minGermanLevel),
      detail: `${c.germanLevel ?? '–'} ≥ ${profile.minGermanLevel}`,
    });
  const relocate = profile.willingToRelocate === true;
  if (profile.preferredLocations.length) {
    const here =
      c.location !== null && profile.preferredLocations.some((x) => x.toLowerCase() === c.location!.toLowerCase());
    if (here || !relocate || !c.willingToRelocate)
      parts.push({ criterion: 'location', met: here || (relocate && c.willingToRelocate), detail: c.location ?? '–' });
    else parts.push({ criterion: 'relocation', met: true, detail: c.location ?? '–' });
  } else if (relocate) parts.push({ criterion: 'relocation', met: c.willingToRelocate, detail: '' });
  if (profile.fieldsOfInterest.length) {
    const common = profile.fieldsOfInterest.filter((f) => c.ausbildungFields.includes(f) || c.fsjSectors.includes(f));
    parts.push({ criterion: 'field', met: common.length > 0, detail: common.join(', ') || '–' });
  }
  if (profile.minAge !== null || profile.maxAge !== null)
    parts.push({ criterion: 'age', met: ageMet, detail: `${profile.minAge ?? 16}–${profile.maxAge ?? 99}` });
  if (profile.requiresDriversLicense) parts.push({ criterion: 'driversLicense', met: c.driversLicense, detail: '' });
  if (profile.requiresWorkPermit) parts.push({ criterion: 'workPermit', met: c.workPermitAvailable, detail: '' });
  if (profile.preferredCountries.length)
    parts.push({
      criterion: 'country',
      met: c.country !== null && profile.preferredCountries.includes(c.country),
      detail: c.country ?? '–',
    });
  return parts;
}
