import { AUDIT_ACTIONS } from '@azubi/shared/admin/audit-log';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsActiveUsers, analyticsEvents, files, teamInvitations, users, verifications } from '../../db/schema';
import { inactiveAccountWarningEmail } from '../../mail/templates/retention-emails';
import type { FileStorage } from '../../storage/storage';
import { removeBytes } from '../../platform/files/stored-files';
import type { NotifyDeps } from '../../platform/notify/notify';
import { deleteUser } from './delete-account';
import type { UserRole } from '@azubi/shared/auth/schemas';
import { isAdmin } from '../../http/access';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §9: inactive accounts are deleted after 2 years; docs/decisions/README.md: warned 30 days before. */
export const INACTIVE_DAYS = 730;
export const WARNING_DAYS = 30;
/** Spec §9: applications are kept 1 year after they closed; audit events 1 year (issue 19). */
export const CLOSED_APPLICATION_DAYS = 365;
export const AUDIT_DAYS = 365;
/** Expired links and invitations still say "expired" for a month, then they go. */
export const EXPIRED_GRACE_DAYS = 30;

/** The audit actions, one list shared with the admin's audit log; `user_journey` analytics are not audit events. */
export { AUDIT_ACTIONS };

export type RetentionRuleDeps = NotifyDeps & { storage: FileStorage };

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** A user's last sign of life: sign-in, a session refreshed by use, or the sign-up. */
const lastActivity = sql`greatest(u.created_at, coalesce(u.last_active_at, u.created_at),
  coalesce((select max(s.updated_at) from sessions s where s.user_id = u.id), u.created_at))`;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Warns each account inactive for 2 years less 30 days, once (claimed by setting
 * `deletion_warned_at` in the statement that finds it), in its language. A sign-in clears the
 * mark (features/auth/sign-in.ts).
 */
export async function warnInactiveAccounts(deps: RetentionRuleDeps, now: Date): Promise<number> {
  const warned = rowsOf<{ id: string; name: string; email: string; locale: 'en' | 'de' }>(
    await deps.db.execute(sql`
      update users u set deletion_warned_at = ${now.toISOString()}::timestamptz
      where u.deletion_warned_at is null
        and ${lastActivity} < ${ago(now, INACTIVE_DAYS - WARNING_DAYS)}::timestamptz
      returning u.id, u.name, u.email, u.locale`),
  );
  const deleteOn = new Date(now.getTime() + WARNING_DAYS * DAY_MS).toISOString().slice(0, 10);
  for (const user of warned) {
    try {
      await deps.mailer.send({
        to: user.email,
        locale: user.locale,
        ...inactiveAccountWarningEmail(user.locale, {
          name: user.name,
          deleteOn,
          signInUrl: `${deps.config.publicUrl}${user.locale === 'de' ? '/de' : ''}/auth`,
        }),
      });
    } catch (err) {
      deps.log.error({ err }, 'inactive-account warning could not be sent');
    }
  }
  return warned.length;
}

/**
 * Deletes accounts warned at least 30 days ago with no activity since the warning, as their
 * owner's own deletion would. The last active admin is never deleted (logged instead).
 */
export async function deleteInactiveAccounts(deps: RetentionRuleDeps, now: Date): Promise<number> {
  const due = rowsOf<{ id: string; role: UserRole | null }>(
    await deps.db.execute(sql`
      select u.id, u.role from users u
      where u.deletion_warned_at <= ${ago(now, WARNING_DAYS)}::timestamptz
        and ${lastActivity} < u.deletion_warned_at`),
  );
  let deleted = 0;
  for (const user of due) {
    if (isAdmin(user.role)) {
      const [others] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'admin'), ne(users.id, user.id), eq(users.banned, false)));
      if ((others?.n ?? 0) === 0) {
        deps.log.warn({ userId: user.id }, 'retention: the last admin is inactive and was not deleted');
        continue;
      }
    }
    try {
      await deleteUser(deps, user.id);
      deleted += 1;
    } catch (err) {
      // E.g. the only admin of a team with members: refused like the owner's own deletion, tried again tomorrow.
      deps.log.warn({ err, userId: user.id }, 'retention: an inactive account could not be deleted');
    }
  }
  return deleted;
}

/**
 * Applications 1 year after they closed (rejected, accepted, withdrawn), with their history and
 * placement (the placement's documents' files too). An accepted one whose placement is still
 * active is kept until the placement ends.
 */
export async function deleteClosedApplications(deps: RetentionRuleDeps, now: Date): Promise<number> {
  const { db } = deps;
  const expired = sql`a.status in ('rejected', 'accepted', 'withdrawn') and a.closed_at < ${ago(now, CLOSED_APPLICATION_DAYS)}::timestamptz
    and not exists (select 1 from placements p where p.application_id = a.id and p.status = 'active')`;
  const documentFiles = rowsOf<{ id: string; storage_key: string }>(
    await db.execute(sql`
      select f.id, f.storage_key from files f
      join placement_documents pd on pd.file_id = f.id
      join placements p on p.id = pd.placement_id
      join applications a on a.id = p.application_id
      where ${expired}`),
  );
  if (documentFiles.length)
    await db.delete(files).where(
      inArray(
        files.id,
        documentFiles.map((file) => file.id),
      ),
    );
  const removed = rowsOf<{ id: string }>(
    await db.execute(sql`delete from applications a where ${expired} returning a.id`),
  );
  await removeBytes(
    deps.storage,
    documentFiles.map((file) => file.storage_key),
    deps.log,
  );
  return removed.length;
}

/** Audit events after 1 year (issue 19), and the days people were active (admin analytics). */
export async function deleteOldAuditEvents(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(analyticsEvents)
    .where(
      and(
        inArray(analyticsEvents.event, [...AUDIT_ACTIONS]),
        lt(analyticsEvents.createdAt, new Date(ago(now, AUDIT_DAYS))),
      ),
    )
    .returning({ id: analyticsEvents.id });
  // Who was active on which day goes with them (closed days' counts stay in analytics_daily_figures).
  await db.delete(analyticsActiveUsers).where(lt(analyticsActiveUsers.day, ago(now, AUDIT_DAYS).slice(0, 10)));
  return removed.length;
}

/** One-time links and invitations a month after they expired (accepted invitations stay as the team's history). */
export async function deleteExpiredTokens(db: Database, now: Date): Promise<{ tokens: number; invitations: number }> {
  const before = new Date(ago(now, EXPIRED_GRACE_DAYS));
  const tokens = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, before))
    .returning({ id: verifications.id });
  const invitations = await db
    .delete(teamInvitations)
    .where(and(ne(teamInvitations.status, 'accepted'), lt(teamInvitations.expiresAt, before)))
    .returning({ id: teamInvitations.id });
  return { tokens: tokens.length, invitations: invitations.length };
}
