import { AppError } from '../../http/app-error';
import type { Actor } from '../auth/session';

/** The platform's analytics and audit log are for admins only (moderators 403, docs/decisions/README.md). */
export function requireAnalyticsAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw AppError.forbidden('adminAnalytics.adminsOnly');
}
