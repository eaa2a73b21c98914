import type { CandidateCard } from '@azubi/shared/candidates/candidate-search';
import type { ListingSummary } from '@azubi/shared/listings/listing';
import type {
  CandidateMatch,
  CandidateSearchProfileList,
  CandidateSearchProfileView,
  CandidateSearchProfileWithMatches,
  ListingMatch,
  TrainingSearchProfileList,
  TrainingSearchProfileView,
  TrainingSearchProfileWithMatches,
} from '@azubi/shared/matching/matching';

export const TRAINING_PROFILE_ID = '7a1b2c3d-0000-4000-8000-000000000001';
export const ALERT_ID = '7a1b2c3d-0000-4000-8000-000000000002';
export const MATCHED_CANDIDATE_ID = '7a1b2c3d-0000-4000-8000-000000000003';

export function listingSummary(n: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: `listing-${n}`,
    title: `Ausbildung Pflegefachfrau ${n}`,
    companyName: 'Klinikum Nord GmbH',
    companyId: 'c1',
    programType: 'ausbildung',
    category: 'health',
    germanLevelRequired: 'B1',
    location: 'Hamburg',
    startDate: '2027-09-01',
    durationYears: '3.0',
    salaryMin: 1340,
    salaryMax: 1500,
    monthlyAllowance: null,
    sector: null,
    freeAccommodation: false,
    visaSponsorship: false,
    createdAt: '2026-05-04T10:00:00.000Z',
    ...overrides,
  };
}

export function listingMatch(n: number, overrides: Partial<ListingMatch> = {}, listing: Partial<ListingSummary> = {}) {
  return {
    listing: listingSummary(n, listing),
    score: 45,
    explanation: [
      { criterion: 'germanLevel', met: true, detail: 'B2 ≥ B1' },
      { criterion: 'location', met: true, detail: 'hamburg' },
      { criterion: 'startDate', met: true, detail: '2027-09' },
    ],
    matchedAt: '2026-05-05T10:00:00.000Z',
    isNew: false,
    ...overrides,
  } satisfies ListingMatch;
}

export function trainingProfile(overrides: Partial<TrainingSearchProfileView> = {}): TrainingSearchProfileView {
  return {
    id: TRAINING_PROFILE_ID,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    lastCheckedAt: '2026-05-05T10:00:00.000Z',
    lastSeenAt: null,
    nextCheckAllowedAt: null,
    name: 'Pflege in Hamburg',
    preferredLocations: ['hamburg', 'berlin'],
    maxGermanLevel: 'B2',
    startDateFrom: '2027-08-01',
    startDateTo: '2027-12-31',
    fieldsOfInterest: ['health'],
    minSalary: 1200,
    maxDurationMonths: 36,
    isActive: true,
    notifyOnMatch: true,
    approvalStatus: 'approved',
    ...overrides,
  };
}

export function trainingItem(
  overrides: Partial<TrainingSearchProfileWithMatches> = {},
  profile: Partial<TrainingSearchProfileView> = {},
): TrainingSearchProfileWithMatches {
  const matches = overrides.matches ?? [
    listingMatch(1, { isNew: true }, { createdAt: '2026-05-01T10:00:00.000Z' }),
    listingMatch(2, { score: 50 }, { title: 'Ausbildung Altenpflege 2', createdAt: '2026-05-06T10:00:00.000Z' }),
  ];
  return {
    profile: trainingProfile(profile),
    matches,
    matchCount: matches.length,
    newCount: matches.filter((match) => match.isNew).length,
    nextCursor: null,
    ...overrides,
  };
}

export function trainingList(
  items: TrainingSearchProfileWithMatches[] = [trainingItem()],
  overrides: Partial<TrainingSearchProfileList> = {},
): TrainingSearchProfileList {
  return { items, limit: 10, approvalStatus: 'approved', matchingActive: true, ...overrides };
}

export function matchedCandidate(overrides: Partial<CandidateCard> = {}): CandidateCard {
  return {
    id: MATCHED_CANDIDATE_ID,
    code: '7A1B',
    revealed: false,
    fullName: null,
    photoUrl: null,
    ageBand: '21-24',
    location: 'Rabat',
    country: 'MA',
    germanLevel: 'B2',
    certificateType: 'goethe',
    certificateVerified: true,
    programInterests: ['ausbildung'],
    ausbildungFields: ['health'],
    fsjSectors: [],
    skills: ['First aid'],
    bio: 'Nursing assistant for two years.',
    availableFrom: '2027-08-01',
    willingToRelocate: true,
    driversLicense: true,
    workPermitAvailable: false,
    visaRequired: true,
    visaStatus: 'needs_visa',
    saved: false,
    fit: 0,
    ...overrides,
  };
}

export function candidateMatch(overrides: Partial<CandidateMatch> = {}): CandidateMatch {
  return {
    candidate: matchedCandidate(),
    score: 35,
    explanation: [
      { criterion: 'germanLevel', met: true, detail: 'B2 ≥ B1' },
      { criterion: 'country', met: true, detail: 'MA' },
    ],
    matchedAt: '2026-05-05T10:00:00.000Z',
    isNew: true,
    ...overrides,
  };
}

export function candidateProfile(overrides: Partial<CandidateSearchProfileView> = {}): CandidateSearchProfileView {
  return {
    id: ALERT_ID,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    lastCheckedAt: '2026-05-05T10:00:00.000Z',
    lastSeenAt: null,
    nextCheckAllowedAt: null,
    name: 'Pflegekräfte aus Marokko',
    minGermanLevel: 'B1',
    preferredLocations: ['Hamburg'],
    fieldsOfInterest: ['health', 'elderly'],
    minAge: 18,
    maxAge: 30,
    requiresDriversLicense: false,
    requiresWorkPermit: false,
    willingToRelocate: true,
    notifyOnMatch: true,
    preferredCountries: ['MA'],
    isActive: true,
    createdBy: { id: 'user-1', name: 'Sabine Krüger' },
    ...overrides,
  };
}

export function candidateItem(
  overrides: Partial<CandidateSearchProfileWithMatches> = {},
  profile: Partial<CandidateSearchProfileView> = {},
): CandidateSearchProfileWithMatches {
  const matches = overrides.matches ?? [candidateMatch()];
  return {
    profile: candidateProfile(profile),
    matches,
    matchCount: matches.length,
    newCount: matches.filter((match) => match.isNew).length,
    nextCursor: null,
    ...overrides,
  };
}

export function candidateList(
  items: CandidateSearchProfileWithMatches[] = [candidateItem()],
  overrides: Partial<CandidateSearchProfileList> = {},
): CandidateSearchProfileList {
  return { items, limit: 20, canReceiveMatches: true, blockedBy: null, ...overrides };
}
