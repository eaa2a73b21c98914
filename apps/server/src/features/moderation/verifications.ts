import type { VerificationItem } from '@azubi/shared/moderation/moderation';
import { and, asc, eq } from 'drizzle-orm';
import { candidateProfiles, files, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { fileUrl } from '../../platform/files/stored-files';
import { recordNotification, type NotifyDeps } from '../../platform/notify/notify';

/** Profiles waiting for review, oldest first, each with the certificate beside the stated level. */
export async function listPendingVerifications({ db }: Pick<NotifyDeps, 'db'>): Promise<VerificationItem[]> {
  const rows = await db
    .select({ profile: candidateProfiles, user: users, file: files })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .leftJoin(files, eq(files.id, candidateProfiles.germanCertificateFileId))
    .where(eq(candidateProfiles.approvalStatus, 'pending'))
    .orderBy(asc(candidateProfiles.submittedAt));
  return rows.map(({ profile: p, user, file }) => ({
    candidateId: user.id,
    fullName: user.name,
    email: user.email,
    country: p.country,
    germanLevel: p.germanLevel,
    certificateType: p.certificateType,
    certificate: file
      ? {
          id: file.id,
          url: fileUrl(file.id),
          name: file.originalName,
          mimeType: file.mimeType,
          level: p.germanCertificateLevel,
          certificateType: p.germanCertificateType,
        }
      : null,
    programInterests: p.programInterests,
    submittedAt: p.submittedAt?.toISOString() ?? null,
  }));
}

async function pendingProfile(deps: NotifyDeps, candidateId: string) {
  const [profile] = await deps.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidateId));
  if (!profile) throw AppError.notFound('moderation.profileNotFound');
  if (profile.approvalStatus !== 'pending') throw new AppError(409, 'CONFLICT', 'moderation.notPending');
  return profile;
}

/** A moderator approves a pending profile; the candidate is told (in the app and by e-mail). */
export async function approveProfile(deps: NotifyDeps & { actor: Actor }, candidateId: string): Promise<void> {
  await pendingProfile(deps, candidateId);
  // The decision and the candidate's notification are one step: both are stored or neither.
  const sendEmail = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(candidateProfiles)
      .set({ approvalStatus: 'approved', reviewedAt: new Date(), reviewedBy: deps.actor.userId, rejectionReason: null })
      .where(and(eq(candidateProfiles.userId, candidateId), eq(candidateProfiles.approvalStatus, 'pending')))
      .returning({ userId: candidateProfiles.userId });
    if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'moderation.notPending');
    return recordNotification(deps, tx, {
      userId: candidateId,
      type: 'profile_approved',
      data: {},
      link: '/my-profile',
    });
  });
  await sendEmail();
}

/** A moderator rejects a pending profile with a reason; the candidate sees it and is told. */
export async function rejectProfile(
  deps: NotifyDeps & { actor: Actor },
  candidateId: string,
  reason: string,
): Promise<void> {
  await pendingProfile(deps, candidateId);
  const sendEmail = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(candidateProfiles)
      .set({
        approvalStatus: 'rejected',
        reviewedAt: new Date(),
        reviewedBy: deps.actor.userId,
        rejectionReason: reason,
      })
      .where(and(eq(candidateProfiles.userId, candidateId), eq(candidateProfiles.approvalStatus, 'pending')))
      .returning({ userId: candidateProfiles.userId });
    if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'moderation.notPending');
    return recordNotification(deps, tx, {
      userId: candidateId,
      type: 'profile_rejected',
      data: { reason },
      link: '/my-profile',
    });
  });
  await sendEmail();
}
