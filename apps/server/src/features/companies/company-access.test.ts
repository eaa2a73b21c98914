import { describe, expect, it } from 'vitest';
import { accessStateOf, TRIAL_DAYS } from './company-access';

const onboarded = new Date('2026-03-01T10:00:00Z');
const at = (days: number) => new Date(onboarded.getTime() + days * 24 * 60 * 60 * 1000);

describe('companyAccessState: the 10-day trial from onboarding and verification', () => {
  it('counts the trial days left, up to the tenth day', () => {
    const company = { id: 'c', verificationStatus: 'verified' as const, createdAt: onboarded };
    expect(TRIAL_DAYS).toBe(10);
    expect(accessStateOf(company, onboarded)).toMatchObject({ plan: 'trial', trialDaysLeft: 10, active: true });
    expect(accessStateOf(company, at(0.5))).toMatchObject({ trialDaysLeft: 10, canSearchCandidates: true });
    expect(accessStateOf(company, at(9.9))).toMatchObject({ trialDaysLeft: 1, active: true });
    expect(accessStateOf(company, at(10))).toMatchObject({ plan: 'expired', trialDaysLeft: 0, active: false });
    expect(accessStateOf(company, at(30)).canSearchCandidates).toBe(false);
    expect(accessStateOf(company, onboarded).trialEndsAt.toISOString()).toBe('2026-03-11T10:00:00.000Z');
  });

  it('lets only verified companies (by domain or by a moderator) search candidates', () => {
    const state = (verificationStatus: 'not_verified' | 'pending' | 'verified' | 'verified_manually' | 'rejected') =>
      accessStateOf({ id: 'c', verificationStatus, createdAt: onboarded }, at(1));
    expect(state('verified')).toMatchObject({ verified: true, canSearchCandidates: true });
    expect(state('verified_manually')).toMatchObject({ verified: true, canSearchCandidates: true });
    for (const status of ['not_verified', 'pending', 'rejected'] as const) {
      expect(state(status)).toMatchObject({ verified: false, active: true, canSearchCandidates: false });
    }
  });
});
