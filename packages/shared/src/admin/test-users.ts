import { z } from '../zod';

/**
 * Test users (issue 19, spec §2 `/admin/create-test-users`): an admin makes candidates (in chosen
 * approval states) and employers (with companies, listings and applications) in one step from the
 * same factories as the demo data. They are flagged `is_test`, have `.example` addresses and one
 * password shown once, never appear in analytics or campaigns, and go all together in one step.
 * Messages are keys of the shared `testUsers` namespace.
 *
 * Routes (apps/server/src/features/test-users/routes.ts), admins only (moderators 403):
 *   GET    /api/admin/test-users   → TestUserListSchema
 *   POST   /api/admin/test-users   CreateTestUsersSchema → CreatedTestUsersSchema
 *   DELETE /api/admin/test-users   → { message, deleted }
 */
export const TEST_CANDIDATE_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type TestCandidateState = (typeof TEST_CANDIDATE_STATES)[number];
export const TEST_USERS_MAX_CANDIDATES = 50;
export const TEST_USERS_MAX_EMPLOYERS = 20;
export const TEST_USERS_MAX_LISTINGS = 5;
export const TEST_USERS_MAX_APPLICATIONS = 5;
/** The domain of every test address: `.example` is reserved (RFC 2606) and never delivers. */
export const TEST_USER_EMAIL_DOMAIN = 'azubi-test.example';

const count = (max: number, message: string) =>
  z.coerce.number({ message }).int({ message }).min(0, { message }).max(max, { message });

export const CreateTestUsersSchema = z
  .object({
    candidates: count(TEST_USERS_MAX_CANDIDATES, 'testUsers.candidatesRange'),
    /** The candidates' profile states, spread over them in turn. */
    candidateStates: z.array(z.enum(TEST_CANDIDATE_STATES)).max(TEST_CANDIDATE_STATES.length).default(['approved']),
    employers: count(TEST_USERS_MAX_EMPLOYERS, 'testUsers.employersRange'),
    listingsPerEmployer: count(TEST_USERS_MAX_LISTINGS, 'testUsers.listingsRange').default(1),
    /** Applications from the approved test candidates to each test listing. */
    applicationsPerListing: count(TEST_USERS_MAX_APPLICATIONS, 'testUsers.applicationsRange').default(1),
  })
  .superRefine((value, ctx) => {
    if (value.candidates + value.employers === 0) {
      ctx.addIssue({ code: 'custom', path: ['candidates'], message: 'testUsers.nothingToCreate' });
    }
    if (value.candidates > 0 && value.candidateStates.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['candidateStates'], message: 'testUsers.statesRequired' });
    }
  });
export type CreateTestUsersInput = z.input<typeof CreateTestUsersSchema>;

export const TestUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['azubi', 'employer']),
  /** A candidate's profile state. */
  approvalStatus: z.enum(TEST_CANDIDATE_STATES).nullable(),
  /** An employer's company. */
  companyName: z.string().nullable(),
  createdAt: z.string(),
});
export type TestUser = z.infer<typeof TestUserSchema>;

export const TestDataCountsSchema = z.object({
  candidates: z.number().int(),
  employers: z.number().int(),
  companies: z.number().int(),
  listings: z.number().int(),
  applications: z.number().int(),
});
export type TestDataCounts = z.infer<typeof TestDataCountsSchema>;

export const TestUserListSchema = z.object({
  items: z.array(TestUserSchema),
  counts: TestDataCountsSchema,
});
export type TestUserList = z.infer<typeof TestUserListSchema>;

export const CreatedTestUsersSchema = z.object({
  message: z.string(),
  /** The one password of every account made in this step; shown once, stored only as a hash. */
  password: z.string(),
  created: z.array(TestUserSchema),
  counts: TestDataCountsSchema,
});
export type CreatedTestUsers = z.infer<typeof CreatedTestUsersSchema>;

export const DeletedTestDataSchema = z.object({ message: z.string(), deleted: TestDataCountsSchema });
export type DeletedTestData = z.infer<typeof DeletedTestDataSchema>;
