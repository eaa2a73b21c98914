import type { GermanLevel } from '@azubi/shared/listings/listing';
import type { CandidateSearchProfileInput, CandidateSearchProfileView } from '@azubi/shared/matching/matching';
import { numberText, wholeNumber, type SearchProfileFormValues } from './profile-form-values';

/** The search alert form as typed: locations as one line, ages as the inputs hold them. */
export interface CandidateProfileFormValues extends SearchProfileFormValues {
  name: string;
  minGermanLevel: GermanLevel | '';
  /** Comma-separated: "Hamburg, Bremen". */
  preferredLocations: string;
  fieldsOfInterest: string[];
  minAge: string;
  maxAge: string;
  requiresDriversLicense: boolean;
  requiresWorkPermit: boolean;
  willingToRelocate: boolean;
  notifyOnMatch: boolean;
  preferredCountries: string[];
  isActive: boolean;
}

export const EMPTY_CANDIDATE_PROFILE: CandidateProfileFormValues = {
  name: '',
  minGermanLevel: '',
  preferredLocations: '',
  fieldsOfInterest: [],
  minAge: '',
  maxAge: '',
  requiresDriversLicense: false,
  requiresWorkPermit: false,
  willingToRelocate: false,
  notifyOnMatch: true,
  preferredCountries: [],
  isActive: true,
};

export function candidateProfileToFormValues(profile: CandidateSearchProfileView): CandidateProfileFormValues {
  return {
    name: profile.name,
    minGermanLevel: profile.minGermanLevel ?? '',
    preferredLocations: profile.preferredLocations.join(', '),
    fieldsOfInterest: [...profile.fieldsOfInterest],
    minAge: numberText(profile.minAge),
    maxAge: numberText(profile.maxAge),
    requiresDriversLicense: profile.requiresDriversLicense,
    requiresWorkPermit: profile.requiresWorkPermit,
    willingToRelocate: profile.willingToRelocate,
    notifyOnMatch: profile.notifyOnMatch,
    preferredCountries: [...profile.preferredCountries],
    isActive: profile.isActive,
  };
}

/** What the API receives. Checking is the API's own schema (CandidateSearchProfileInputSchema). */
export function toCandidateProfileInput(values: CandidateProfileFormValues): CandidateSearchProfileInput {
  return {
    name: values.name,
    minGermanLevel: values.minGermanLevel || null,
    preferredLocations: values.preferredLocations
      .split(/[,;\n]/)
      .map((location) => location.trim())
      .filter(Boolean),
    fieldsOfInterest: values.fieldsOfInterest as CandidateSearchProfileInput['fieldsOfInterest'],
    minAge: wholeNumber(values.minAge) as number | null,
    maxAge: wholeNumber(values.maxAge) as number | null,
    requiresDriversLicense: values.requiresDriversLicense,
    requiresWorkPermit: values.requiresWorkPermit,
    willingToRelocate: values.willingToRelocate,
    notifyOnMatch: values.notifyOnMatch,
    preferredCountries: values.preferredCountries,
    isActive: values.isActive,
  };
}

/** Candidate search filters a search alert has no field for: the dialog says they are not kept. */
export const CANDIDATE_FILTERS_NOT_KEPT = [
  'q',
  'programs',
  'certificateTypes',
  'availableBy',
  'visaRequired',
  'listingId',
] as const;

/**
 * "Save this search" on /employer/candidates: the search's address (the API's query names) as a
 * new search alert. `name` is what the dialog proposes.
 */
export function candidateProfileFromSearch(params: URLSearchParams, name: string): CandidateProfileFormValues {
  const flag = (key: string) => params.get(key) === 'true';
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  return {
    ...EMPTY_CANDIDATE_PROFILE,
    name,
    minGermanLevel: (params.get('minGermanLevel') as GermanLevel | null) ?? '',
    preferredLocations: params.get('location')?.trim() ?? '',
    fieldsOfInterest: list('fields'),
    minAge: params.get('minAge') ?? '',
    maxAge: params.get('maxAge') ?? '',
    requiresDriversLicense: flag('driversLicense'),
    requiresWorkPermit: flag('workPermit'),
    willingToRelocate: flag('willingToRelocate'),
    preferredCountries: params.get('country') ? [params.get('country')!.toUpperCase()] : [],
  };
}
