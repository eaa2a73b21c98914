import { AppError } from '../../http/app-error';
import type { Actor } from '../auth/session';

/** docs/decisions/README.md: moderators and admins write and publish the blog (issue 18). */
export function requireBlogStaff(actor: Actor): void {
  if (actor.role !== 'moderator' && actor.role !== 'admin') throw AppError.forbidden('blogAdmin.staffOnly');
}

export const isBlogStaff = (actor: Actor | null) => actor?.role === 'moderator' || actor?.role === 'admin';
