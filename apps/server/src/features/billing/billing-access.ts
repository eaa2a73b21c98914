import { AppError } from '../../http/app-error';
import type { Database } from '../../db/client';
import type { Actor } from '../../platform/session/session';
import { requireCompanyMember, type CompanyMembership } from '../../platform/company-membership';
import { isCompanyRole } from '../../http/access';

/**
 * Spec §6/§8: "Only employers can access subscriptions" — employers and team members of a company.
 * Routes declared `company` or `team-admin` have the membership on the request (`membershipOf`);
 * this is for a route open to more than the company side (an invoice, which platform admins read too).
 */
export async function requireBillingMember(db: Database, actor: Actor): Promise<CompanyMembership> {
  if (!isCompanyRole(actor.role)) throw AppError.forbidden('billing.employersOnly');
  return requireCompanyMember(db, actor);
}
