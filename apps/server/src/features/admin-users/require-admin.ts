import { AppError } from '../../http/app-error';
import type { Actor } from '../auth/session';

/** docs/decisions/README.md: only an admin manages users (moderators 403). */
export function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw AppError.forbidden('adminUsers.adminsOnly');
}
