import type { TestUser, TestUserList } from '@azubi/shared/admin/test-users';
import type { UserRole } from '@azubi/shared/auth/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, companies, companyMembers, users } from '../../db/schema';
import { testDataCounts } from './test-data-counts';
import { isCandidate } from '../../http/access';

/** At most this many test accounts are listed (the counts cover all). */
const LIST_LIMIT = 200;

/** The test accounts, newest first, with a candidate's profile state or an employer's company. */
export async function listTestUsers(db: Database): Promise<TestUserList> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      approvalStatus: candidateProfiles.approvalStatus,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.isTest, true))
    .orderBy(desc(users.createdAt), users.email)
    .limit(LIST_LIMIT);
  return { items: rows.map(toTestUser), counts: await testDataCounts(db) };
}

export function toTestUser(row: {
  id: string;
  name: string;
  email: string;
  role: UserRole | null;
  createdAt: Date;
  approvalStatus: string | null;
  companyName: string | null;
}): TestUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: isCandidate(row.role) ? 'azubi' : 'employer',
    approvalStatus: (row.approvalStatus as TestUser['approvalStatus']) ?? null,
    companyName: row.companyName ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
