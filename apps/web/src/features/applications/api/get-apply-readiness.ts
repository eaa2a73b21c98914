import type { CandidateProfile } from '@azubi/shared/profile/profile';
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../profile';
import { candidateFacts, type CandidateFacts } from '../unmet-requirements';

/** What the apply dialog and the level check need from the candidate's own profile. */
export interface ApplyReadiness extends CandidateFacts {
  approvalStatus: CandidateProfile['approval']['status'];
  /** The documents on the profile, to choose from for one application. */
  documents: CandidateProfile['documents'];
}

export function toApplyReadiness(profile: CandidateProfile): ApplyReadiness {
  return { approvalStatus: profile.approval.status, documents: profile.documents, ...candidateFacts(profile) };
}

/**
 * The signed-in candidate's approval status and what their profile says about a listing's
 * requirements (only asked for candidates). Read from the profile query itself, so a profile
 * saved a moment ago counts at once.
 */
export function useApplyReadiness({ enabled }: { enabled: boolean }) {
  return useQuery({ ...profileQueryOptions(), select: toApplyReadiness, enabled });
}
