import type { CandidateProfile, ProfileProgress } from '@azubi/shared/profile/profile';

/** A candidate profile as `GET /api/profile` gives it: nothing filled in but the name and e-mail. */
export function profileFixture(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    personal: {
      fullName: 'Amina El Idrissi',
      calledName: 'Amina',
      email: 'amina@example.org',
      dateOfBirth: null,
      phone: null,
      location: null,
      country: null,
      bio: null,
      photoUrl: null,
    },
    language: { germanLevel: null, certificateType: null, germanCertificate: null },
    interests: {
      programInterests: [],
      ausbildungFields: [],
      fsjSectors: [],
      preferredStartDate: null,
      availableFrom: null,
    },
    details: {
      links: { github: null, portfolio: null, linkedin: null },
      willingToRelocate: false,
      driversLicense: false,
      visaStatus: null,
      skills: [],
      hobbies: [],
      additionalCertifications: [],
      education: [],
      workExperience: [],
    },
    privacy: { shareProfile: true, shareDocuments: false },
    documents: [],
    audio: null,
    approval: { status: 'draft', rejectionReason: null, autoApproved: false, submittedAt: null, reviewedAt: null },
    completion: {
      complete: false,
      percent: 13,
      missing: ['personal.dateOfBirth', 'personal.location', 'personal.country', 'language.germanLevel'],
      recommended: ['personal.photo'],
    },
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function progressFixture(overrides: Partial<ProfileProgress> = {}): ProfileProgress {
  const profile = profileFixture();
  return {
    steps: [
      { key: 'emailVerification', done: true },
      { key: 'profileCompletion', done: false },
      { key: 'adminApproval', done: false },
    ],
    emailVerified: true,
    completion: profile.completion,
    approval: profile.approval,
    ...overrides,
  };
}
