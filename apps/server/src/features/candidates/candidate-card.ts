import { effectiveVisaStatus } from '@azubi/shared/profile/visa';
import { ageBandOf, candidateCode } from '@azubi/shared/candidates/anonymity';
import type { CandidateCard } from '@azubi/shared/candidates/candidate-search';
import type { candidateProfiles, users } from '../../db/schema';

export type CardProfile = Pick<
  typeof candidateProfiles.$inferSelect,
  | 'userId'
  | 'dateOfBirth'
  | 'location'
  | 'country'
  | 'bio'
  | 'germanLevel'
  | 'certificateType'
  | 'germanCertificateFileId'
  | 'approvalStatus'
  | 'programInterests'
  | 'ausbildungFields'
  | 'fsjSectors'
  | 'skills'
  | 'availableFrom'
  | 'willingToRelocate'
  | 'driversLicense'
  | 'workPermitAvailable'
  | 'visaRequired'
  | 'visaStatus'
>;

const BIO_EXCERPT = 240;

/** The German certificate on file was checked: the approved profile carries it (auto for Goethe/telc B1+, else a moderator). */
export const certificateVerified = (p: Pick<CardProfile, 'approvalStatus' | 'germanCertificateFileId'>) =>
  p.approvalStatus === 'approved' && p.germanCertificateFileId !== null;

/**
 * A search result or saved candidate, built field by field so nothing identifying slips in: the
 * name and photo only once `revealed`, never the birth date (an age band), never contact details.
 */
export function candidateCard(
  profile: CardProfile,
  user: Pick<typeof users.$inferSelect, 'name' | 'image'>,
  { revealed, saved, fit }: { revealed: boolean; saved: boolean; fit: number },
): CandidateCard {
  const bio = profile.bio?.trim() ?? null;
  return {
    id: profile.userId,
    code: candidateCode(profile.userId),
    revealed,
    fullName: revealed ? user.name : null,
    photoUrl: revealed ? (user.image ?? null) : null,
    ageBand: ageBandOf(profile.dateOfBirth),
    location: profile.location,
    country: profile.country,
    germanLevel: profile.germanLevel,
    certificateType: profile.certificateType,
    certificateVerified: certificateVerified(profile),
    programInterests: profile.programInterests,
    ausbildungFields: profile.ausbildungFields,
    fsjSectors: profile.fsjSectors,
    skills: profile.skills,
    bio: bio ? (bio.length > BIO_EXCERPT ? `${bio.slice(0, BIO_EXCERPT - 1).trimEnd()}…` : bio) : null,
    availableFrom: profile.availableFrom,
    willingToRelocate: profile.willingToRelocate,
    driversLicense: profile.driversLicense,
    workPermitAvailable: profile.workPermitAvailable,
    visaRequired: profile.visaRequired,
    visaStatus: effectiveVisaStatus(profile.visaStatus, profile.country),
    saved,
    fit,
  };
}
