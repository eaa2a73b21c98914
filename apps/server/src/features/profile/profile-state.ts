import { calledNameOf } from '@azubi/shared/profile/called-name';
import type { Document } from '@azubi/shared/files/files';
import { AUDIO_WARN_SECONDS } from '@azubi/shared/audio/audio';
import type { GermanLevel } from '@azubi/shared/listings/listing';
import {
  profileCompletion,
  type CandidateProfile,
  type CertificateOnFile,
  type CertificateType,
} from '@azubi/shared/profile/profile';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioIntroductions, candidateDocuments, candidateProfiles, files, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { fileUrl, type FileRow } from '../../platform/files/stored-files';

export type ProfileRow = typeof candidateProfiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProfileState = {
  user: UserRow;
  profile: ProfileRow;
  germanCertificate: FileRow | null;
  schoolCertificate: FileRow | null;
  photo: FileRow | null;
  others: { file: FileRow; label: string | null }[];
  audio: (typeof audioIntroductions.$inferSelect & { mimeType: string }) | null;
};

/** The candidate's profile row, created empty (draft) on first use: sign-up does not create one. */
export async function ensureProfile(db: Database, userId: string): Promise<ProfileRow> {
  await db.insert(candidateProfiles).values({ userId }).onConflictDoNothing({ target: candidateProfiles.userId });
  const [profile] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  return profile!;
}

export async function loadProfileState(db: Database, userId: string): Promise<ProfileState> {
  const profile = await ensureProfile(db, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.unauthenticated();
  const ids = [profile.germanCertificateFileId, profile.schoolCertificateFileId, profile.photoFileId].filter(
    (id): id is string => Boolean(id),
  );
  const own = ids.length ? await db.select().from(files).where(inArray(files.id, ids)) : [];
  const byId = new Map(own.map((f) => [f.id, f]));
  const others = await db
    .select({ file: files, label: candidateDocuments.label })
    .from(candidateDocuments)
    .innerJoin(files, eq(files.id, candidateDocuments.fileId))
    .where(eq(candidateDocuments.candidateId, userId))
    .orderBy(asc(candidateDocuments.createdAt));
  const [audio] = await db
    .select({ audio: audioIntroductions, mimeType: files.mimeType })
    .from(audioIntroductions)
    .innerJoin(files, eq(files.id, audioIntroductions.fileId))
    .where(eq(audioIntroductions.candidateId, userId));
  return {
    user,
    profile,
    germanCertificate: (profile.germanCertificateFileId && byId.get(profile.germanCertificateFileId)) || null,
    schoolCertificate: (profile.schoolCertificateFileId && byId.get(profile.schoolCertificateFileId)) || null,
    photo: (profile.photoFileId && byId.get(profile.photoFileId)) || null,
    others,
    audio: audio ? { ...audio.audio, mimeType: audio.mimeType } : null,
  };
}

export function certificateOnFile(state: Pick<ProfileState, 'profile' | 'germanCertificate'>): CertificateOnFile {
  const { profile, germanCertificate } = state;
  if (!germanCertificate || !profile.germanCertificateType || !profile.germanCertificateLevel) return null;
  return {
    certificateType: profile.germanCertificateType as CertificateType,
    level: profile.germanCertificateLevel as GermanLevel,
  };
}

export function completionOf(state: ProfileState) {
  const { profile, user } = state;
  return profileCompletion({
    fullName: user.name,
    dateOfBirth: profile.dateOfBirth,
    location: profile.location,
    country: profile.country,
    phone: profile.phone,
    bio: profile.bio,
    hasPhoto: Boolean(state.photo),
    germanLevel: profile.germanLevel,
    certificateType: profile.certificateType,
    certificate: certificateOnFile(state),
    programInterests: profile.programInterests,
    educationCount: profile.education.length,
    hasAudio: Boolean(state.audio),
  });
}

export function toDocument(
  file: FileRow,
  extra: { label?: string | null; certificateType?: string | null; level?: string | null } = {},
): Document {
  return {
    id: file.id,
    type: file.kind as Document['type'],
    name: file.originalName,
    label: extra.label ?? null,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    createdAt: file.createdAt.toISOString(),
    url: fileUrl(file.id),
    certificateType: extra.certificateType ?? null,
    level: extra.level ?? null,
  };
}

export function approvalOf(profile: ProfileRow): CandidateProfile['approval'] {
  return {
    status: profile.approvalStatus,
    rejectionReason: profile.approvalStatus === 'rejected' ? profile.rejectionReason : null,
    autoApproved: profile.autoApproved,
    submittedAt: profile.submittedAt?.toISOString() ?? null,
    reviewedAt: profile.reviewedAt?.toISOString() ?? null,
  };
}

/** The whole profile as its owner edits it (GET /api/profile and every save's answer). */
export function toCandidateProfile(state: ProfileState): CandidateProfile {
  const { profile: p, user } = state;
  const germanCertificate = state.germanCertificate
    ? toDocument(state.germanCertificate, { certificateType: p.germanCertificateType, level: p.germanCertificateLevel })
    : null;
  const documents = [
    ...(germanCertificate ? [germanCertificate] : []),
    ...(state.schoolCertificate ? [toDocument(state.schoolCertificate)] : []),
    ...state.others.map(({ file, label }) => toDocument(file, { label })),
  ];
  return {
    personal: {
      fullName: user.name,
      calledName: calledNameOf(user.name, user.calledName),
      email: user.email,
      dateOfBirth: p.dateOfBirth,
      phone: p.phone,
      location: p.location,
      country: p.country,
      bio: p.bio,
      photoUrl: state.photo ? fileUrl(state.photo.id) : null,
    },
    language: { germanLevel: p.germanLevel, certificateType: p.certificateType, germanCertificate },
    interests: {
      programInterests: p.programInterests,
      ausbildungFields: p.ausbildungFields,
      fsjSectors: p.fsjSectors,
      preferredStartDate: p.preferredStartDate,
      availableFrom: p.availableFrom,
    },
    details: {
      links: {
        github: p.links.github ?? null,
        portfolio: p.links.portfolio ?? null,
        linkedin: p.links.linkedin ?? null,
      },
      willingToRelocate: p.willingToRelocate,
      driversLicense: p.driversLicense,
      visaStatus: p.visaStatus,
      skills: p.skills,
      hobbies: p.hobbies,
      additionalCertifications: p.additionalCertifications,
      education: p.education.map((e) => ({ ...e, end: e.end ?? null })),
      workExperience: p.workExperience.map((w) => ({ ...w, end: w.end ?? null, description: w.description ?? null })),
    },
    privacy: { shareProfile: p.shareProfile, shareDocuments: p.shareDocuments },
    documents,
    audio: state.audio ? audioView(state.audio) : null,
    approval: approvalOf(p),
    completion: completionOf(state),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function audioView(audio: NonNullable<ProfileState['audio']>): NonNullable<CandidateProfile['audio']> {
  return {
    candidateId: audio.candidateId,
    durationSeconds: audio.durationSeconds,
    mimeType: audio.mimeType,
    short: audio.durationSeconds < AUDIO_WARN_SECONDS,
    consentAt: audio.consentAt.toISOString(),
    createdAt: audio.createdAt.toISOString(),
    expiresAt: audio.expiresAt.toISOString(),
    url: `/api/audio/${audio.candidateId}`,
  };
}
