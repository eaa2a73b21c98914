import {
  GERMAN_LEVELS,
  meetsGermanLevel,
  PROGRAM_MIN_LEVEL,
  type GermanLevel,
  type ProgramType,
} from '../listings/listing-options';

/**
 * The candidate profile's rules (spec §4, §5): which certificate can attest which German level,
 * which are approved at once, and the cross-field checks the server applies on save and the web
 * uses to warn early. Free of zod, so the browser's screens can import it (ADR 0033). The contracts are in `profile.ts`, what a complete profile needs in
 * `profile-completion.ts`.
 */

export const CERTIFICATE_TYPES = ['goethe', 'telc', 'testdaf', 'dsh', 'osd', 'other', 'none'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
/** Certificates whose holders at B1 or higher are approved at once (spec §4). */
export const AUTO_APPROVED_CERTIFICATES: readonly CertificateType[] = ['goethe', 'telc'];
/** The levels each certificate type can attest: TestDaF covers B2–C1, DSH B2–C2, `none` nothing. */
export const CERTIFICATE_LEVELS: Record<CertificateType, readonly GermanLevel[]> = {
  goethe: GERMAN_LEVELS,
  telc: GERMAN_LEVELS,
  osd: GERMAN_LEVELS,
  other: GERMAN_LEVELS,
  testdaf: ['B2', 'C1'],
  dsh: ['B2', 'C1', 'C2'],
  none: [],
};
/** From this level on a certificate upload is required (spec §5). */
export const CERTIFICATE_REQUIRED_FROM: GermanLevel = 'B1';
export function certificateCanShow(type: CertificateType, level: GermanLevel): boolean {
  return CERTIFICATE_LEVELS[type].includes(level);
}

export type CertificateOnFile = { certificateType: CertificateType; level: GermanLevel } | null;

/**
 * Spec §5: for B1 or higher a certificate upload is required and its type must match the level.
 * Returns field → message key (empty when fine). `certificate` is the uploaded file's claim.
 */
export function languageIssues(input: {
  germanLevel: GermanLevel;
  certificateType: CertificateType;
  certificate: CertificateOnFile;
}): Record<string, string> {
  const issues: Record<string, string> = {};
  const needsCertificate = meetsGermanLevel(input.germanLevel, CERTIFICATE_REQUIRED_FROM);
  if (needsCertificate && !certificateCanShow(input.certificateType, input.germanLevel)) {
    issues.certificateType = 'profile.certificateTypeMismatch';
  }
  if (needsCertificate && !input.certificate) {
    issues.germanCertificate = 'profile.certificateRequired';
  } else if (needsCertificate && input.certificate) {
    if (input.certificate.certificateType !== input.certificateType)
      issues.germanCertificate = 'profile.certificateFileTypeMismatch';
    else if (!meetsGermanLevel(input.certificate.level, input.germanLevel))
      issues.germanCertificate = 'profile.certificateLevelTooLow';
  }
  return issues;
}

/** Spec §5: Ausbildung needs B1 or higher, FSJ and BFD need A2 or higher. */
export function programLevelIssue(programs: readonly ProgramType[], germanLevel: GermanLevel | null): string | null {
  if (programs.includes('ausbildung') && !meetsGermanLevel(germanLevel, PROGRAM_MIN_LEVEL.ausbildung))
    return 'profile.ausbildungNeedsB1';
  if ((programs.includes('fsj') || programs.includes('bfd')) && !meetsGermanLevel(germanLevel, PROGRAM_MIN_LEVEL.fsj))
    return 'profile.voluntaryNeedsA2';
  return null;
}

/** Whole years between an ISO birth date and `today` (both calendar dates, no time zone). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const ty = today.getFullYear();
  const tm = today.getMonth() + 1;
  const td = today.getDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}
