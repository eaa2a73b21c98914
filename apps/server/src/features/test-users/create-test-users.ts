import { randomBytes } from 'node:crypto';
import {
  TEST_USER_EMAIL_DOMAIN,
  type CreatedTestUsers,
  type CreateTestUsersSchema,
  type TestCandidateState,
  type TestUser,
} from '@azubi/shared/admin/test-users';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { createApplication, createCandidate, createEmployer, createListing } from '../../db/factories';
import { toTestUser } from './list-test-users';
import { testDataCounts } from './test-data-counts';

type Input = z.output<typeof CreateTestUsersSchema>;

const FIRST_NAMES = ['Amina', 'Minh', 'Lan', 'Kofi', 'Priya', 'Diego', 'Fatima', 'Arjun', 'Chinedu', 'Sofia'];
const LAST_NAMES = ['Test', 'Probe', 'Beispiel', 'Muster'];
const COUNTRIES = ['MA', 'VN', 'IN', 'NG', 'GH', 'BR', 'PH', 'TN', 'KE', 'CO'];
const LEVELS = ['A2', 'B1', 'B2', 'C1'] as const;
const CITIES = [
  ['Berlin', 'berlin'],
  ['Hamburg', 'hamburg'],
  ['München', 'muenchen'],
  ['Leipzig', 'leipzig'],
  ['Köln', 'koeln'],
] as const;

/**
 * A password every account of one step shares, shown once to the admin: random, and within the
 * password rules (8+ characters, an uppercase letter, a digit).
 */
export function testPassword(): string {
  return `Test-${randomBytes(9).toString('base64url')}-7Q`;
}

/**
 * Creates test accounts with the demo data's factories (issue 19): candidates in the chosen profile
 * states (spread in turn), employers with a verified company each, its listings, and applications
 * from the approved test candidates. Everything is flagged `is_test`; addresses end in `.example`.
 */
export async function createTestUsers(db: Database, input: Input): Promise<Omit<CreatedTestUsers, 'message'>> {
  const password = testPassword();
  const batch = randomBytes(3).toString('hex');
  const created: TestUser[] = [];
  const approved: string[] = [];

  for (let i = 0; i < input.candidates; i += 1) {
    const state: TestCandidateState = input.candidateStates[i % input.candidateStates.length] ?? 'approved';
    const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Amina';
    const last = LAST_NAMES[i % LAST_NAMES.length] ?? 'Test';
    const now = new Date();
    const { user, profile } = await createCandidate(db, {
      user: {
        name: `${first} ${last}`,
        email: `candidate-${batch}-${i + 1}@${TEST_USER_EMAIL_DOMAIN}`,
        password,
        isTest: true,
      },
      profile: {
        country: COUNTRIES[i % COUNTRIES.length] ?? 'MA',
        germanLevel: LEVELS[i % LEVELS.length] ?? 'B1',
        approvalStatus: state,
        autoApproved: false,
        submittedAt: state === 'draft' ? null : now,
        reviewedAt: state === 'approved' || state === 'rejected' ? now : null,
        rejectionReason: state === 'rejected' ? 'Test data: the certificate does not match the stated level.' : null,
      },
    });
    if (state === 'approved') approved.push(user.id);
    created.push(toTestUser({ ...user, approvalStatus: profile.approvalStatus, companyName: null }));
  }

  for (let i = 0; i < input.employers; i += 1) {
    const companyName = `Testbetrieb ${batch.toUpperCase()} ${i + 1} GmbH`;
    const { user, company } = await createEmployer(db, {
      user: {
        name: `Erika Test ${i + 1}`,
        email: `employer-${batch}-${i + 1}@${TEST_USER_EMAIL_DOMAIN}`,
        password,
        isTest: true,
      },
      company: { name: companyName, isTest: true, verificationStatus: 'verified', verifiedAt: new Date() },
    });
    for (let l = 0; l < input.listingsPerEmployer; l += 1) {
      const [city, slug] = CITIES[(i + l) % CITIES.length] ?? CITIES[0];
      const listing = await createListing(db, {
        companyId: company.id,
        createdBy: user.id,
        programType: l % 3 === 2 ? 'fsj' : 'ausbildung',
        title: l % 3 === 2 ? `FSJ im Testbetrieb ${l + 1}` : `Ausbildung im Testbetrieb ${l + 1}`,
        location: city,
        locationSlug: slug,
      });
      for (const candidateId of approved.slice(0, input.applicationsPerListing)) {
        await createApplication(db, { listingId: listing.id, candidateId });
      }
    }
    created.push(toTestUser({ ...user, approvalStatus: null, companyName: company.name }));
  }

  return { password, created, counts: await testDataCounts(db) };
}
