import { AppError } from '../../http/app-error';
import type { Actor } from '../auth/session';

/** docs/decisions/README.md: moderators and admins review profiles, certificates and audio reports. */
export function requireModerator(actor: Actor): void {
  if (actor.role !== 'moderator' && actor.role !== 'admin') throw AppError.forbidden('moderation.moderatorsOnly');
}
