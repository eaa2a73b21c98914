import { CERTIFICATE_REQUIRED_FROM, ageOn } from '@azubi/shared/profile/profile-rules';
import { GERMAN_LEVELS, meetsGermanLevel, type GermanLevel } from '@azubi/shared/listings/listing-options';

/** What a listing asks of a candidate, as the listing holds it. */
export interface ListingRequirements {
  germanLevelRequired: GermanLevel;
  /** Free text the employer typed, e.g. "CV", "German certificate B1", "Führerschein Klasse B". */
  requiredDocuments: readonly string[];
  /** YYYY-MM-DD, or null for a flexible start. */
  startDate: string | null;
  minAge: number | null;
  maxAge: number | null;
}

/** What the candidate's own profile says about the same things. */
export interface CandidateFacts {
  germanLevel: GermanLevel | null;
  /** The level the uploaded German certificate shows, or null when none is on file. */
  certificateLevel: GermanLevel | null;
  driversLicense: boolean;
  /** YYYY-MM-DD, or null when not given. */
  availableFrom: string | null;
  /** YYYY-MM-DD, or null when not given. */
  dateOfBirth: string | null;
}

export type UnmetRequirement =
  | { kind: 'germanLevel'; need: GermanLevel; have: GermanLevel | null }
  | { kind: 'certificate'; need: GermanLevel; have: GermanLevel | null }
  | { kind: 'driversLicense' }
  | { kind: 'startDate'; start: string; availableFrom: string }
  | { kind: 'age'; min: number | null; max: number | null; age: number; atStart: boolean };

/** A required document that is a German (language) certificate, in either language. */
const CERTIFICATE_DOCUMENT =
  /(german|language|deutsch|sprach)\p{L}*[\s-]*(certificate|certification|zertifikat|nachweis)|(?<!\p{L})(goethe|telc|testdaf|dsh|ösd|osd)(?!\p{L})/iu;
/** A required driving licence, in either language ("driver's licence", "driving license", "Führerschein"). */
const DRIVERS_LICENSE_DOCUMENT = /\bdriv(er|ing)['’]?s?\s+licen[cs]e|f(ü|ue)hrerschein/i;

const isLevel = (value: string | null | undefined): value is GermanLevel =>
  (GERMAN_LEVELS as readonly string[]).includes(value ?? '');

/**
 * Which of a listing's requirements the candidate's profile does not meet: German level, a German
 * certificate (from B1, or when the listing's documents name one), a driving licence (when its
 * documents name one), a start date the candidate is available for, and the age range. The apply
 * dialog names them; the candidate may still apply, and the company decides.
 */
export function unmetRequirements(
  listing: ListingRequirements,
  candidate: CandidateFacts,
  today: Date = new Date(),
): UnmetRequirement[] {
  const unmet: UnmetRequirement[] = [];
  const need = listing.germanLevelRequired;
  const levelMet = meetsGermanLevel(candidate.germanLevel, need);
  if (!levelMet) unmet.push({ kind: 'germanLevel', need, have: candidate.germanLevel });

  // A level the profile does not reach already says the certificate does not either: one message.
  const certificateAsked =
    meetsGermanLevel(need, CERTIFICATE_REQUIRED_FROM) ||
    listing.requiredDocuments.some((document) => CERTIFICATE_DOCUMENT.test(document));
  if (levelMet && certificateAsked && !meetsGermanLevel(candidate.certificateLevel, need))
    unmet.push({ kind: 'certificate', need, have: candidate.certificateLevel });

  if (
    !candidate.driversLicense &&
    listing.requiredDocuments.some((document) => DRIVERS_LICENSE_DOCUMENT.test(document))
  )
    unmet.push({ kind: 'driversLicense' });

  // Dates as YYYY-MM-DD compare as text.
  if (listing.startDate && candidate.availableFrom && candidate.availableFrom > listing.startDate)
    unmet.push({ kind: 'startDate', start: listing.startDate, availableFrom: candidate.availableFrom });

  if (candidate.dateOfBirth && (listing.minAge !== null || listing.maxAge !== null)) {
    const start = listing.startDate ? new Date(`${listing.startDate}T12:00:00`) : null;
    const atStart = start !== null && start > today;
    const age = ageOn(candidate.dateOfBirth, atStart && start ? start : today);
    if ((listing.minAge !== null && age < listing.minAge) || (listing.maxAge !== null && age > listing.maxAge))
      unmet.push({ kind: 'age', min: listing.minAge, max: listing.maxAge, age, atStart });
  }
  return unmet;
}

/** The candidate's facts from their profile (`GET /api/profile`). */
export function candidateFacts(profile: {
  language: { germanLevel: GermanLevel | null; germanCertificate: { level: string | null } | null };
  details: { driversLicense: boolean };
  interests: { availableFrom: string | null };
  personal: { dateOfBirth: string | null };
}): CandidateFacts {
  const certificateLevel = profile.language.germanCertificate?.level;
  return {
    germanLevel: profile.language.germanLevel,
    certificateLevel: isLevel(certificateLevel) ? certificateLevel : null,
    driversLicense: profile.details.driversLicense,
    availableFrom: profile.interests.availableFrom,
    dateOfBirth: profile.personal.dateOfBirth,
  };
}
