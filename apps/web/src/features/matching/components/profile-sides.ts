import { CandidateSearchProfileInputSchema, TrainingSearchProfileInputSchema } from '@azubi/shared/matching/matching';
import { BellRing, SearchCheck, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Resolver } from 'react-hook-form';
import type { ProfileInput, ProfileKind, ProfileView } from '../api/search-profile-kinds';
import { useCandidateCriteria, useTrainingCriteria } from '../hooks/use-criteria-summary';
import { CandidateProfileFields } from './candidate-profile-fields';
import {
  candidateProfileToFormValues,
  EMPTY_CANDIDATE_PROFILE,
  toCandidateProfileInput,
  type CandidateProfileFormValues,
} from './candidate-profile-values';
import { schemaResolver } from './schema-resolver';
import { TrainingProfileFields } from './training-profile-fields';
import {
  EMPTY_TRAINING_PROFILE,
  toTrainingProfileInput,
  trainingProfileToFormValues,
  type TrainingProfileFormValues,
} from './training-profile-values';

export interface ProfileFormValuesOf {
  candidate: CandidateProfileFormValues;
  training: TrainingProfileFormValues;
}
export type ProfileFormValues<K extends ProfileKind> = ProfileFormValuesOf[K];

/**
 * What tells the two sides of matching apart, for the one form, dialog, list and "Save this
 * search" that serve both: a company's search alerts (candidates) and a candidate's training
 * search profiles (places). The API calls take the kind (api/search-profile-kinds.ts).
 */
export interface ProfileSide<K extends ProfileKind> {
  kind: K;
  /** The key prefix of the list's texts in the `matching` namespace. */
  texts: 'employer' | 'training';
  /** The form's own fields between the name and the settings. */
  Fields: ComponentType;
  /** The `id` of the name field (the other fields' ids start alike). */
  nameId: string;
  empty: ProfileFormValues<K>;
  toFormValues: (profile: ProfileView<K>) => ProfileFormValues<K>;
  toInput: (values: ProfileFormValues<K>) => ProfileInput<K>;
  /** Checks the form with the API's own schema. */
  resolver: Resolver<ProfileFormValues<K>>;
  /** The form fields a refusal of the server can name. */
  serverFields: readonly (keyof ProfileFormValues<K> & string)[];
  /** The toast after creating one, and the create button. */
  createdText: 'form.createdAlert' | 'form.created';
  createText: 'form.createAlert' | 'form.create';
  /** A profile's criteria as short phrases. */
  useCriteria: (profile: ProfileView<K>) => string[];
  /** The list's heading: its id, and its and the intro's look (their sizes differ with the page around them). */
  headingId: 'candidate-alerts-title' | 'training-profiles-title';
  headingClass: string;
  introClass: string;
  /** The empty list: its picture, and the search it leads to. */
  emptyIcon: LucideIcon;
  searchPath: string;
  searchLinkText: 'employer.toSearch' | 'training.browse';
  /** "Save this search": the line beside the button, the line once saved, and where the saved ones are. */
  saveHint: 'saveSearch.candidateHint' | 'saveSearch.hint';
  savedText: 'saveSearch.savedAlert' | 'saveSearch.saved';
  savedPath: string;
}

const HEADING = 'leading-tight font-bold tracking-tight hyphens-auto text-brand-950 outline-none';

export const PROFILE_SIDES: { [K in ProfileKind]: ProfileSide<K> } = {
  candidate: {
    kind: 'candidate',
    texts: 'employer',
    Fields: CandidateProfileFields,
    nameId: 'candidate-profile-name',
    empty: EMPTY_CANDIDATE_PROFILE,
    toFormValues: candidateProfileToFormValues,
    toInput: toCandidateProfileInput,
    resolver: schemaResolver<CandidateProfileFormValues>(
      (input) => CandidateSearchProfileInputSchema.safeParse(input),
      toCandidateProfileInput,
    ),
    serverFields: [
      'name',
      'minGermanLevel',
      'preferredLocations',
      'fieldsOfInterest',
      'minAge',
      'maxAge',
      'preferredCountries',
    ],
    createdText: 'form.createdAlert',
    createText: 'form.createAlert',
    useCriteria: useCandidateCriteria,
    headingId: 'candidate-alerts-title',
    headingClass: `text-3xl ${HEADING}`,
    introClass: 'text-muted-foreground',
    emptyIcon: BellRing,
    searchPath: '/employer/candidates',
    searchLinkText: 'employer.toSearch',
    saveHint: 'saveSearch.candidateHint',
    savedText: 'saveSearch.savedAlert',
    savedPath: '/employer/matches',
  },
  training: {
    kind: 'training',
    texts: 'training',
    Fields: TrainingProfileFields,
    nameId: 'training-profile-name',
    empty: EMPTY_TRAINING_PROFILE,
    toFormValues: trainingProfileToFormValues,
    toInput: toTrainingProfileInput,
    resolver: schemaResolver<TrainingProfileFormValues>(
      (input) => TrainingSearchProfileInputSchema.safeParse(input),
      toTrainingProfileInput,
    ),
    serverFields: [
      'name',
      'preferredLocations',
      'maxGermanLevel',
      'startDateFrom',
      'startDateTo',
      'fieldsOfInterest',
      'minSalary',
      'maxDurationMonths',
    ],
    createdText: 'form.created',
    createText: 'form.create',
    useCriteria: useTrainingCriteria,
    headingId: 'training-profiles-title',
    headingClass: `text-2xl ${HEADING} min-[400px]:text-3xl sm:text-4xl`,
    introClass: 'text-lg text-muted-foreground',
    emptyIcon: SearchCheck,
    searchPath: '/browse-jobs',
    searchLinkText: 'training.browse',
    saveHint: 'saveSearch.hint',
    savedText: 'saveSearch.saved',
    savedPath: '/training-search-profiles',
  },
};

/** The same profile with only `isActive` changed (pause and resume send every field). */
export function profileWithActive<K extends ProfileKind>(
  side: ProfileSide<K>,
  profile: ProfileView<K>,
  isActive: boolean,
) {
  return side.toInput({ ...side.toFormValues(profile), isActive });
}
