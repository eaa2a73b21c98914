import type { CandidateApplication, EmployerApplication } from '@azubi/shared/applications/applications';
import type { EmployerListing, GermanLevel, ListingDetail } from '@azubi/shared/listings/listing';
import type { CandidateProfile } from '@azubi/shared/profile/profile';
import { meFor, meInPageLanguage } from '../../../test/stub-api';
import { profileFixture } from '../../profile/testing/profile-fixture';

export const LISTING_ID = '0b6c2f0e-7d3c-4a53-9d1c-4c1f6f0a1b01';
export const APPLICATION_ID = '5d7a1c2e-1111-4a53-9d1c-4c1f6f0a1b02';
export const CANDIDATE_ID = '9e8d7c6b-2222-4a53-9d1c-4c1f6f0a1b03';

const EMPLOYER = {
  user: { fullName: 'Sabine Krüger', email: 'personal@klinikum.example', role: 'employer' },
  company: { id: 'c1', name: 'Klinikum Nord GmbH', teamRole: 'admin', verificationStatus: 'verified' },
} as const;

export const employerMe = () => meFor({ user: { ...EMPLOYER.user }, company: { ...EMPLOYER.company } });

/** `GET /api/me` for the employer, in the page's language (see meInPageLanguage). */
export const employerMeInPageLanguage = () =>
  meInPageLanguage({ user: { ...EMPLOYER.user }, company: { ...EMPLOYER.company } });

export function listingDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: LISTING_ID,
    title: 'FSJ im Krankenhaus',
    companyName: 'Klinikum Nord GmbH',
    companyId: 'c1',
    programType: 'fsj',
    category: 'health',
    germanLevelRequired: 'A2',
    location: 'Hamburg',
    startDate: '2026-09-01',
    durationYears: null,
    salaryMin: null,
    salaryMax: null,
    monthlyAllowance: 520,
    sector: 'health',
    freeAccommodation: true,
    visaSponsorship: false,
    createdAt: '2026-05-04T10:00:00.000Z',
    description: 'Twelve months on our wards: accompany patients and help the care team.',
    minAge: 18,
    maxAge: 27,
    contactPerson: 'Frau Demir',
    contactPhone: '+49 40 1234567',
    requiredDocuments: ['CV', 'German certificate'],
    isActive: true,
    company: {
      id: 'c1',
      name: 'Klinikum Nord GmbH',
      about: 'A hospital in the north of Hamburg.',
      industry: 'Hospital',
      location: 'Hamburg',
      website: 'https://klinikum.example',
      verified: true,
    },
    ...overrides,
  };
}

export function employerListing(overrides: Partial<EmployerListing> = {}): EmployerListing {
  const { company: _company, ...detail } = listingDetail();
  return {
    ...detail,
    applicationCounts: { pending: 2, shortlisted: 1, withdrawn: 1 },
    updatedAt: '2026-05-05T10:00:00.000Z',
    inPartnerFeed: true,
    ...overrides,
  };
}

export function candidateApplication(overrides: Partial<CandidateApplication> = {}): CandidateApplication {
  return {
    id: APPLICATION_ID,
    status: 'shortlisted',
    coverLetter: 'I would love to help on your wards.',
    appliedAt: '2026-05-06T10:00:00.000Z',
    includeCv: true,
    documents: [],
    listing: {
      id: LISTING_ID,
      title: 'FSJ im Krankenhaus',
      companyName: 'Klinikum Nord GmbH',
      location: 'Hamburg',
      programType: 'fsj',
      isActive: true,
    },
    history: [
      { fromStatus: null, toStatus: 'pending', at: '2026-05-06T10:00:00.000Z' },
      { fromStatus: 'pending', toStatus: 'shortlisted', at: '2026-05-07T09:30:00.000Z' },
    ],
    ...overrides,
  };
}

export function employerApplication(overrides: Partial<EmployerApplication> = {}): EmployerApplication {
  return {
    id: APPLICATION_ID,
    status: 'pending',
    coverLetter: 'I would love to help on your wards.',
    appliedAt: '2026-05-06T10:00:00.000Z',
    listing: { id: LISTING_ID, title: 'FSJ im Krankenhaus', requiredDocuments: ['CV', 'German certificate'] },
    cvUrl: `/api/employer/applications/${APPLICATION_ID}/cv.pdf`,
    documents: [],
    candidate: {
      id: CANDIDATE_ID,
      fullName: 'Amina El Idrissi',
      germanLevel: 'B1',
      country: 'Morocco',
      location: 'Rabat',
    },
    nextStatuses: ['reviewing', 'shortlisted', 'rejected', 'accepted'],
    history: [{ fromStatus: null, toStatus: 'pending', at: '2026-05-06T10:00:00.000Z' }],
    // In its stage for three days, under the company's threshold.
    statusChangedAt: new Date(Date.now() - 3 * 86_400_000 - 3_600_000).toISOString(),
    waitingTooLong: false,
    ...overrides,
  };
}

/**
 * What `GET /api/profile` answers for a candidate whose profile has `status`, at `germanLevel`
 * with a Goethe certificate of that level on file; `overrides` change parts of it.
 */
export function profileWith(
  status: 'draft' | 'pending' | 'approved' | 'rejected',
  germanLevel: GermanLevel = 'B1',
  overrides: { details?: Partial<CandidateProfile['details']>; interests?: Partial<CandidateProfile['interests']> } & {
    personal?: Partial<CandidateProfile['personal']>;
    certificateLevel?: GermanLevel | null;
  } = {},
): CandidateProfile {
  const base = profileFixture();
  const certificateLevel = overrides.certificateLevel === undefined ? germanLevel : overrides.certificateLevel;
  const certificate: CandidateProfile['documents'][number] | null = certificateLevel
    ? {
        id: 'certificate-1',
        type: 'german_certificate',
        name: 'goethe.pdf',
        label: null,
        mimeType: 'application/pdf',
        sizeBytes: 120_000,
        createdAt: '2026-04-01T10:00:00.000Z',
        url: '/api/files/certificate-1',
        certificateType: 'goethe',
        level: certificateLevel,
      }
    : null;
  return {
    ...base,
    personal: { ...base.personal, ...overrides.personal },
    language: { germanLevel, certificateType: 'goethe', germanCertificate: certificate },
    // As the server answers: every document, the German certificate among them.
    documents: certificate ? [certificate, ...base.documents] : base.documents,
    details: { ...base.details, ...overrides.details },
    interests: { ...base.interests, programInterests: ['fsj'], ...overrides.interests },
    approval: { ...base.approval, status },
  };
}
