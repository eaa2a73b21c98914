import { canWithdraw } from '@azubi/shared/applications/applications';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, applicationStatusHistory } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isDatabaseUnavailable } from '../../db/errors';
import type { Actor } from '../../platform/session/session';
import type { NotifyDeps } from '../../platform/notify/notify';

/** The candidate withdraws their own open application; it cannot be undone. */
export async function withdrawApplication(
  { db, actor, log }: { db: Database; actor: Actor; log: NotifyDeps['log'] },
  id: string,
): Promise<void> {
  const [application] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.candidateId, actor.userId)));
  if (!application) throw new AppError(404, 'NOT_FOUND', 'applications.notFound');
  if (!canWithdraw(application.status)) throw new AppError(409, 'CONFLICT', 'applications.cannotWithdraw');
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      const updated = await tx
        .update(applications)
        .set({ status: 'withdrawn', withdrawnAt: now, closedAt: now, statusChangedAt: now })
        .where(and(eq(applications.id, id), eq(applications.status, application.status)))
        .returning({ id: applications.id });
      // The employer moved it meanwhile: the candidate sees the new status and decides again.
      if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'applications.cannotWithdraw');
      await tx
        .insert(applicationStatusHistory)
        .values({ applicationId: id, fromStatus: application.status, toStatus: 'withdrawn', changedBy: actor.userId });
    });
  } catch (err) {
    if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
    log.error({ err }, 'application could not be withdrawn');
    throw new AppError(500, 'INTERNAL', 'applications.withdrawFailed');
  }
}
