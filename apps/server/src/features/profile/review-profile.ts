import { AUTO_APPROVED_CERTIFICATES, CERTIFICATE_REQUIRED_FROM } from '@azubi/shared/profile/profile';
import { meetsGermanLevel } from '@azubi/shared/listings/listing';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles } from '../../db/schema';
import { notify, type NotifyDeps } from '../../platform/notify/notify';
import { certificateOnFile, completionOf, loadProfileState, type ProfileState } from './profile-state';

/** Spec §4: a Goethe or TELC certificate at B1 or higher is approved at once. */
export function autoApprovable(state: ProfileState): boolean {
  const { profile } = state;
  const certificate = certificateOnFile(state);
  return Boolean(
    certificate &&
    profile.certificateType &&
    AUTO_APPROVED_CERTIFICATES.includes(profile.certificateType) &&
    meetsGermanLevel(profile.germanLevel, CERTIFICATE_REQUIRED_FROM),
  );
}

/**
 * The approval state after the candidate saved something (spec §4):
 * - a profile missing required parts is `draft`;
 * - a complete profile that changed goes to review (`pending`), or is approved at once when a
 *   Goethe/TELC certificate at B1+ is on file (`autoApproved`), and the candidate is told;
 * - a save that changed nothing keeps the status (and a moderator's earlier decision).
 */
export async function reviewAfterChange(deps: NotifyDeps, userId: string, changed: boolean): Promise<ProfileState> {
  const { db } = deps;
  const state = await loadProfileState(db, userId);
  const { profile } = state;
  const completion = completionOf(state);
  const now = new Date();
  let next: Partial<typeof candidateProfiles.$inferInsert> | null = null;
  if (!completion.complete) {
    if (profile.approvalStatus !== 'draft') next = { approvalStatus: 'draft', autoApproved: false };
  } else if (changed || profile.approvalStatus === 'draft') {
    next = autoApprovable(state)
      ? {
          approvalStatus: 'approved',
          autoApproved: true,
          submittedAt: now,
          reviewedAt: now,
          reviewedBy: null,
          rejectionReason: null,
        }
      : {
          approvalStatus: 'pending',
          autoApproved: false,
          submittedAt: now,
          reviewedAt: null,
          reviewedBy: null,
          rejectionReason: null,
        };
  }
  if (!next) return state;
  await setApproval(db, userId, next);
  if (next.approvalStatus === 'approved' && profile.approvalStatus !== 'approved') {
    // The certificate did the approving: one notification says both.
    await notify(deps, {
      userId,
      type: 'certificate_verified',
      data: { certificateType: profile.certificateType, level: profile.germanLevel, profileApproved: true },
      link: '/my-profile',
    });
  }
  return loadProfileState(db, userId);
}

export async function setApproval(
  db: Database,
  userId: string,
  values: Partial<typeof candidateProfiles.$inferInsert>,
) {
  await db.update(candidateProfiles).set(values).where(eq(candidateProfiles.userId, userId));
}
