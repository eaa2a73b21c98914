import type { GermanLevel, ProgramType } from '../listings/listing';
import { languageIssues, programLevelIssue, type CertificateOnFile, type CertificateType } from './profile-rules';

/**
 * What a complete candidate profile has (spec §5): the required and the recommended fields, and
 * what a profile still needs before it can be reviewed (the setup tracker's list).
 */

/** Fields a complete profile has (`section.field`); the tracker links each to its input. */
export const REQUIRED_PROFILE_FIELDS = [
  'personal.fullName',
  'personal.dateOfBirth',
  'personal.location',
  'personal.country',
  'language.germanLevel',
  'language.certificateType',
  'language.germanCertificate',
  'interests.programInterests',
] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];
/** Not required, but suggested by the tracker. */
export const RECOMMENDED_PROFILE_FIELDS = [
  'personal.photo',
  'personal.phone',
  'personal.bio',
  'details.education',
  'audio.introduction',
] as const;
export type RecommendedProfileField = (typeof RECOMMENDED_PROFILE_FIELDS)[number];

export type CompletionInput = {
  fullName: string | null;
  dateOfBirth: string | null;
  location: string | null;
  country: string | null;
  phone: string | null;
  bio: string | null;
  hasPhoto: boolean;
  germanLevel: GermanLevel | null;
  certificateType: CertificateType | null;
  certificate: CertificateOnFile;
  programInterests: readonly ProgramType[];
  educationCount: number;
  hasAudio: boolean;
};

/** What a profile still needs before it can be reviewed; incomplete profiles stay `draft`. */
export function profileCompletion(p: CompletionInput) {
  const missing: RequiredProfileField[] = [];
  if (!p.fullName) missing.push('personal.fullName');
  if (!p.dateOfBirth) missing.push('personal.dateOfBirth');
  if (!p.location) missing.push('personal.location');
  if (!p.country) missing.push('personal.country');
  if (!p.germanLevel) missing.push('language.germanLevel');
  if (!p.certificateType) missing.push('language.certificateType');
  if (p.germanLevel && p.certificateType) {
    const issues = languageIssues({
      germanLevel: p.germanLevel,
      certificateType: p.certificateType,
      certificate: p.certificate,
    });
    if (issues.certificateType) missing.push('language.certificateType');
    if (issues.germanCertificate) missing.push('language.germanCertificate');
  }
  if (p.programInterests.length === 0 || programLevelIssue(p.programInterests, p.germanLevel))
    missing.push('interests.programInterests');
  const recommended: RecommendedProfileField[] = [];
  if (!p.hasPhoto) recommended.push('personal.photo');
  if (!p.phone) recommended.push('personal.phone');
  if (!p.bio) recommended.push('personal.bio');
  if (p.educationCount === 0) recommended.push('details.education');
  if (!p.hasAudio) recommended.push('audio.introduction');
  const unique = [...new Set(missing)];
  const total = REQUIRED_PROFILE_FIELDS.length;
  return {
    complete: unique.length === 0,
    percent: Math.round(((total - unique.length) / total) * 100),
    missing: unique,
    recommended,
  };
}
