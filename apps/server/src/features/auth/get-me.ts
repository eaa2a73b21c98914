import type { Me } from '@azubi/shared/auth/schemas';
import { calledNameOf } from '@azubi/shared/profile/called-name';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMembers, users } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** The signed-in user's account, role and company in one answer (GET /api/me). */
export async function getMe({ db, userId }: { db: Database; userId: string }): Promise<Me> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.unauthenticated();
  const [membership] = await db
    .select({
      id: companies.id,
      name: companies.name,
      teamRole: companyMembers.role,
      verificationStatus: companies.verificationStatus,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: user.name,
      calledName: calledNameOf(user.name, user.calledName),
      avatarUrl: user.image,
      emailVerified: user.emailVerified,
      role: user.role,
      locale: user.locale,
      timezone: user.timezone,
    },
    company: membership ?? null,
  };
}
