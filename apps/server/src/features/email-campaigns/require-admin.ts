import { AppError } from '../../http/app-error';
import type { Actor } from '../auth/session';

/** docs/decisions/README.md: only an admin runs campaigns (moderators 403). */
export function requireCampaignAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw AppError.forbidden('campaigns.adminsOnly');
}
