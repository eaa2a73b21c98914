import type { ProfileProgress } from '@azubi/shared/profile/profile';
import type { Database } from '../../db/client';
import type { Candidate } from '../../http/access';
import { approvalOf, completionOf, loadProfileState } from './profile-state';

/**
 * The dashboard's setup tracker (spec §2, §4): e-mail verification, profile completion with the
 * fields still missing (`section.field` keys the editor links to), admin approval with its reason.
 */
export async function getProfileProgress({ db, actor }: { db: Database; actor: Candidate }): Promise<ProfileProgress> {
  const state = await loadProfileState(db, actor.userId);
  const completion = completionOf(state);
  const approval = approvalOf(state.profile);
  return {
    steps: [
      { key: 'emailVerification', done: state.user.emailVerified },
      { key: 'profileCompletion', done: completion.complete },
      { key: 'adminApproval', done: approval.status === 'approved' },
    ],
    emailVerified: state.user.emailVerified,
    completion,
    approval,
  };
}
