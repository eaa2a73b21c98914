import { effectiveVisaStatus } from '@azubi/shared/profile/visa';
import { ageBandOf, candidateCode } from '@azubi/shared/candidates/anonymity';
import type { CandidateCard } from '@azubi/shared/candidates/candidate-search';
import { withholdBeforeReveal } from '@azubi/shared/candidates/candidate-view';
import type { candidateProfiles, users } from '../../db/schema';
import { maskedFreeText } from './candidate-disclosure';

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
  | 'phone'
  | 'visaStatus'
>;

const BIO_EXCERPT = 240;

/** The German certificate on file was checked: the approved profile carries it (auto for Goethe/telc B1+, else a moderator). */
export const certificateVerified = (p: Pick<CardProfile, 'approvalStatus' | 'germanCertificateFileId'>) =>
  p.approvalStatus === 'approved' && p.germanCertificateFileId !== null;

/**
 * A search result or saved candidate: never the birth date (an age band), never contact details;
 * before the reveal only the fields of `SHOWN_BEFORE_REVEAL`, with the candidate's own name,
 * phone, e-mail and links masked in bio and skills.
 */
export function candidateCard(
  profile: CardProfile,
  user: Pick<typeof users.$inferSelect, 'name' | 'image'>,
  { revealed, saved, fit }: { revealed: boolean; saved: boolean; fit: number },
): CandidateCard {
  const bio = profile.bio?.trim() ?? null;
  const card: CandidateCard = {
    id: profile.userId,
    code: candidateCode(profile.userId),
    revealed,
    fullName: user.name,
    photoUrl: user.image ?? null,
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
  if (revealed) return card;
  // Masked before it is cut, so a name at the cut is masked whole.
  const masked = maskedFreeText({ ...card, bio }, { name: user.name, phone: profile.phone });
  const excerpt =
    masked.bio && masked.bio.length > BIO_EXCERPT ? `${masked.bio.slice(0, BIO_EXCERPT - 1).trimEnd()}…` : masked.bio;
  return withholdBeforeReveal({ ...masked, bio: excerpt });
}
