import { AppError } from '../../http/app-error';
import type { Database } from '../../db/client';
import type { Actor } from '../../platform/session/session';
import { requireCompanyMember, type CompanyMembership } from '../../platform/company-membership';
import { isAdmin, isCompanyRole } from '../../http/access';

/** Spec §6/§8: "Only employers can access subscriptions" — employers and team members of a company. */
export async function requireBillingMember(db: Database, actor: Actor): Promise<CompanyMembership> {
  if (!isCompanyRole(actor.role)) throw AppError.forbidden('billing.employersOnly');
  return requireCompanyMember(db, actor);
}

/** Buying, cancelling and the portal: the company's team admins; members read the state only. */
export async function requireBillingAdmin(db: Database, actor: Actor): Promise<CompanyMembership> {
  const membership = await requireBillingMember(db, actor);
  if (membership.teamRole !== 'admin') throw AppError.forbidden('billing.adminsOnly');
  return membership;
}

/** `/admin/subscriptions` and plans: the platform's admins only (docs/decisions/README.md: not moderators). */
export function requirePlatformAdmin(actor: Actor): void {
  if (!isAdmin(actor.role)) throw AppError.forbidden('billing.platformAdminsOnly');
}
