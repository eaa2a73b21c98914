import type {
  CandidateCheckResult,
  CandidateMatchPage,
  CandidateSearchProfileInput,
  CandidateSearchProfileList,
  CandidateSearchProfileWithMatches,
  ListingMatchPage,
  TrainingCheckResult,
  TrainingSearchProfileInput,
  TrainingSearchProfileList,
  TrainingSearchProfileWithMatches,
} from '@azubi/shared/matching/matching';

/**
 * The two kinds of search profile share their endpoints' shape: a candidate's training search
 * profiles (listings that fit) and a company's candidate search profiles ("search alerts",
 * candidates that fit). Each api/ file serves both, typed by the kind.
 */
export type ProfileKind = 'training' | 'candidate';

export interface ProfileTypes {
  training: {
    input: TrainingSearchProfileInput;
    item: TrainingSearchProfileWithMatches;
    list: TrainingSearchProfileList;
    page: ListingMatchPage;
    check: TrainingCheckResult;
  };
  candidate: {
    input: CandidateSearchProfileInput;
    item: CandidateSearchProfileWithMatches;
    list: CandidateSearchProfileList;
    page: CandidateMatchPage;
    check: CandidateCheckResult;
  };
}

export type ProfileInput<K extends ProfileKind> = ProfileTypes[K]['input'];
export type ProfileItem<K extends ProfileKind> = ProfileTypes[K]['item'];
/** The profile itself, without its matches. */
export type ProfileView<K extends ProfileKind> = ProfileItem<K>['profile'];
export type ProfileList<K extends ProfileKind> = ProfileTypes[K]['list'];
export type MatchPage<K extends ProfileKind> = ProfileTypes[K]['page'];
export type CheckResult<K extends ProfileKind> = ProfileTypes[K]['check'];

const BASE: Record<ProfileKind, string> = {
  training: '/api/training-search-profiles',
  candidate: '/api/candidate-search-profiles',
};

/** `/api/training-search-profiles` or `/api/candidate-search-profiles`, with an optional id and action. */
export function profilePath(kind: ProfileKind, id?: string, action?: 'matches' | 'check' | 'seen'): string {
  return [BASE[kind], id && encodeURIComponent(id), action].filter(Boolean).join('/');
}
