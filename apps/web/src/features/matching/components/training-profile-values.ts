import type { GermanLevel } from '@azubi/shared/listings/listing';
import type { SearchLocation } from '@azubi/shared/listings/search-filters';
import type { TrainingSearchProfileInput, TrainingSearchProfileView } from '@azubi/shared/matching/matching';
import { numberText, wholeNumber, type SearchProfileFormValues } from './profile-form-values';

/** The training search profile form as typed: numbers and dates as the inputs hold them. */
export interface TrainingProfileFormValues extends SearchProfileFormValues {
  name: string;
  preferredLocations: string[];
  maxGermanLevel: GermanLevel | '';
  startDateFrom: string;
  startDateTo: string;
  fieldsOfInterest: string[];
  minSalary: string;
  maxDurationMonths: string;
  isActive: boolean;
  notifyOnMatch: boolean;
}

export const EMPTY_TRAINING_PROFILE: TrainingProfileFormValues = {
  name: '',
  preferredLocations: [],
  maxGermanLevel: '',
  startDateFrom: '',
  startDateTo: '',
  fieldsOfInterest: [],
  minSalary: '',
  maxDurationMonths: '',
  isActive: true,
  notifyOnMatch: true,
};

export function trainingProfileToFormValues(profile: TrainingSearchProfileView): TrainingProfileFormValues {
  return {
    name: profile.name,
    preferredLocations: [...profile.preferredLocations],
    maxGermanLevel: profile.maxGermanLevel ?? '',
    startDateFrom: profile.startDateFrom ?? '',
    startDateTo: profile.startDateTo ?? '',
    fieldsOfInterest: [...profile.fieldsOfInterest],
    minSalary: numberText(profile.minSalary),
    maxDurationMonths: numberText(profile.maxDurationMonths),
    isActive: profile.isActive,
    notifyOnMatch: profile.notifyOnMatch,
  };
}

/** What the API receives. Checking is the API's own schema (TrainingSearchProfileInputSchema). */
export function toTrainingProfileInput(values: TrainingProfileFormValues): TrainingSearchProfileInput {
  return {
    name: values.name,
    preferredLocations: values.preferredLocations as SearchLocation[],
    maxGermanLevel: values.maxGermanLevel || null,
    startDateFrom: values.startDateFrom || null,
    startDateTo: values.startDateTo || null,
    fieldsOfInterest: values.fieldsOfInterest as TrainingSearchProfileInput['fieldsOfInterest'],
    minSalary: wholeNumber(values.minSalary) as number | null,
    maxDurationMonths: wholeNumber(values.maxDurationMonths) as number | null,
    isActive: values.isActive,
    notifyOnMatch: values.notifyOnMatch,
  };
}

/** The listing browser's filters as `/browse-jobs` keeps them in its address (all optional strings). */
export interface BrowseSearch {
  q?: string;
  location?: string;
  category?: string;
  programType?: string;
  germanLevel?: string;
  startFrom?: string;
  startTo?: string;
  visa?: string;
  accommodation?: string;
}

/** Browse filters a training search profile has no field for: the dialog says they are not kept. */
export const BROWSE_FILTERS_NOT_KEPT = ['q', 'programType', 'visa', 'accommodation'] as const;

/**
 * "Save this search" on /browse-jobs: the filters as a new profile. The city becomes the
 * preferred location, the field the field of interest, the German level the highest level asked,
 * the start range the start range; `name` is what the dialog proposes.
 */
export function trainingProfileFromBrowse(search: BrowseSearch, name: string): TrainingProfileFormValues {
  return {
    ...EMPTY_TRAINING_PROFILE,
    name,
    preferredLocations: search.location ? [search.location] : [],
    fieldsOfInterest: search.category ? [search.category] : [],
    maxGermanLevel: (search.germanLevel as GermanLevel | undefined) ?? '',
    startDateFrom: search.startFrom ?? '',
    startDateTo: search.startTo ?? '',
  };
}
