import type { AdminUserDetail } from '@azubi/shared/admin/admin-users';
import { desc, eq, gt, and } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, candidateProfiles, companies, companyMembers, sessions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { toSummary } from './list-users';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Database, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw AppError.notFound('adminUsers.notFound');
  return user;
}

/**
 * `GET /api/admin/users/:id`: the account, the company or profile summary, the live sessions
 * (never their tokens) and the last 50 audit events about the user.
 */
export async function userDetail(db: Database, actor: Actor, id: string): Promise<AdminUserDetail> {
  const user = await findUser(db, id);
  const [membership, profile, live, events] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        teamRole: companyMembers.role,
        verificationStatus: companies.verificationStatus,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, id))
      .limit(1),
    db
      .select({
        approvalStatus: candidateProfiles.approvalStatus,
        country: candidateProfiles.country,
        germanLevel: candidateProfiles.germanLevel,
      })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, id)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.createdAt)),
    db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, id))
      .orderBy(desc(analyticsEvents.createdAt))
      .limit(50),
  ]);
  return {
    ...toSummary(user),
    emailVerified: user.emailVerified,
    suspendedReason: user.banned ? user.banReason : null,
    timezone: user.timezone,
    company: membership[0] ?? null,
    profile: profile[0] ?? null,
    sessions: live.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      userAgent: session.userAgent,
    })),
    auditEvents: events.map((event) => ({
      id: event.id,
      action: event.event,
      at: event.createdAt.toISOString(),
      ipAddress: event.ipAddress,
      details: event.metadata ?? {},
    })),
    isSelf: actor.userId === id,
  };
}
