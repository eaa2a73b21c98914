import { BellRing, SearchCheck, type LucideIcon } from 'lucide-react';
import type { ProfileInput, ProfileKind, ProfileView } from '../api/search-profile-kinds';
import { useCandidateCriteria, useTrainingCriteria } from '../hooks/use-criteria-summary';
import {
  candidateProfileToFormValues,
  toCandidateProfileInput,
  type CandidateProfileFormValues,
} from './candidate-profile-values';
import {
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
 * What tells the two sides of matching apart, for the list and "Save this search" that serve both:
 * a company's search alerts (candidates) and a candidate's training search profiles (places). The
 * API calls take the kind (api/search-profile-kinds.ts). The form's part, with the schemas and the
 * fields, is in profile-form-sides.ts: the list does not load it before someone opens the form (issue 35).
 */
export interface ProfileSide<K extends ProfileKind> {
  kind: K;
  /** The key prefix of the list's texts in the `matching` namespace. */
  texts: 'employer' | 'training';
  toFormValues: (profile: ProfileView<K>) => ProfileFormValues<K>;
  toInput: (values: ProfileFormValues<K>) => ProfileInput<K>;
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
    toFormValues: candidateProfileToFormValues,
    toInput: toCandidateProfileInput,
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
    toFormValues: trainingProfileToFormValues,
    toInput: toTrainingProfileInput,
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
