import type { NotificationType } from '@azubi/shared/notifications/notifications';
import type { Database } from '../../db/client';
import { recordNotification } from '../../platform/notify/notify';
import type { BillingDeps } from './billing-deps';
import { companyAdmins } from './company-admins';

/**
 * Tells the company's team admins about their plan (trial ending, plan expiring, payment received):
 * stored in the caller's transaction, the e-mails returned to be sent after the commit.
 */
export async function notifyCompanyAdmins(
  deps: BillingDeps,
  db: Database,
  companyId: string,
  input: { type: NotificationType; data: Record<string, unknown> },
): Promise<() => Promise<void>> {
  const sends: (() => Promise<void>)[] = [];
  for (const admin of await companyAdmins(db, companyId)) {
    sends.push(await recordNotification(deps, db, { userId: admin.id, link: '/subscription', ...input }));
  }
  return async () => {
    for (const send of sends) await send();
  };
}
