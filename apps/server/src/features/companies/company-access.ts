import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMembers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../auth/session';

export type CompanyMembership = { companyId: string; teamRole: 'admin' | 'member' };

/**
 * The company the signed-in employer or team member works for. Team admins and members both
 * manage listings and applications (spec §6); candidates, moderators and admins are refused.
 */
export async function requireCompanyMember(db: Database, actor: Actor): Promise<CompanyMembership> {
  if (actor.role !== 'employer' && actor.role !== 'team_member') throw AppError.forbidden('companies.employersOnly');
  const [membership] = await db.select().from(companyMembers).where(eq(companyMembers.userId, actor.userId)).limit(1);
  if (!membership) throw new AppError(404, 'NOT_FOUND', 'companies.notFound');
  return { companyId: membership.companyId, teamRole: membership.role };
}

/**
 * A team admin of the signed-in employer's company (spec §6: admins manage the team and the
 * company profile). Members get 403 "Only team admins can manage the team."; everyone else as
 * `requireCompanyMember`.
 */
export async function requireTeamAdmin(db: Database, actor: Actor): Promise<CompanyMembership> {
  const membership = await requireCompanyMember(db, actor);
  if (membership.teamRole !== 'admin') throw AppError.forbidden('team.adminsOnly');
  return membership;
}

/** Until plans exist (the plans issue replaces this rule), a company is in trial for 10 days from onboarding. */
export const TRIAL_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFIED_STATES = new Set(['verified', 'verified_manually']);

export type CompanyAccessState = {
  companyId: string;
  verificationStatus: (typeof companies.$inferSelect)['verificationStatus'];
  /** Verified by its e-mail domain or by a moderator. */
  verified: boolean;
  /** `trial` while the trial runs, `expired` after it (plans add `paid`). */
  plan: 'trial' | 'expired';
  trialEndsAt: Date;
  /** Whole days left in the trial, counted up (0 once it has ended). */
  trialDaysLeft: number;
  /** The trial or a plan is running. */
  active: boolean;
  /** Verified and active: may search candidates and see their details (spec §6). */
  canSearchCandidates: boolean;
};

/** The access rule as a pure function of the company's stored row, for callers that already hold it. */
export function accessStateOf(
  company: Pick<typeof companies.$inferSelect, 'id' | 'verificationStatus' | 'createdAt'>,
  now: Date = new Date(),
): CompanyAccessState {
  const trialEndsAt = new Date(company.createdAt.getTime() + TRIAL_DAYS * DAY_MS);
  const left = trialEndsAt.getTime() - now.getTime();
  const active = left > 0;
  const verified = VERIFIED_STATES.has(company.verificationStatus);
  return {
    companyId: company.id,
    verificationStatus: company.verificationStatus,
    verified,
    plan: active ? 'trial' : 'expired',
    trialEndsAt,
    trialDaysLeft: active ? Math.ceil(left / DAY_MS) : 0,
    active,
    canSearchCandidates: verified && active,
  };
}

/**
 * The one place that decides what a company may do by its verification and its trial or plan
 * (DECISIONS.md "Subscription gates": every gate asks this). Throws 404 for an unknown company.
 */
export async function companyAccessState(
  db: Database,
  companyId: string,
  now: Date = new Date(),
): Promise<CompanyAccessState> {
  const [company] = await db
    .select({ id: companies.id, verificationStatus: companies.verificationStatus, createdAt: companies.createdAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, 'NOT_FOUND', 'companies.notFound');
  return accessStateOf(company, now);
}

/**
 * A team admin of their company: the guard of every change to the company profile (spec §6:
 * "Team members cannot edit the company profile").
 */
export async function requireCompanyAdmin(db: Database, actor: Actor): Promise<CompanyMembership> {
  const membership = await requireCompanyMember(db, actor);
  if (membership.teamRole !== 'admin') throw AppError.forbidden('companies.membersCannotEdit');
  return membership;
}
