import type { AuditAction } from '@azubi/shared/admin/audit-log';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

/** The audit actions (spec §7 and the product's own), one list shared with the admin's audit log. */
export type { AuditAction };

export type AuditContext = { ipAddress: string; userAgent: string | null };

/**
 * Writes an audit row to analytics_events (spec §3, §7): ip_address, user_agent and timestamp in
 * the metadata as the spec lists them, and in columns for querying. Never throws: an audit
 * failure is logged by the caller's logger and must not break the action it records.
 */
export async function recordAuditEvent(
  db: Database,
  input: {
    action: AuditAction;
    userId?: string | null;
    context: AuditContext;
    resourceType?: string;
    resourceId?: string;
    details?: Record<string, unknown>;
  },
  log?: { error: (obj: object, msg: string) => void },
): Promise<void> {
  const timestamp = new Date();
  try {
    await db.insert(analyticsEvents).values({
      userId: input.userId ?? null,
      event: input.action,
      ipAddress: input.context.ipAddress,
      userAgent: input.context.userAgent,
      createdAt: timestamp,
      metadata: {
        ...input.details,
        resource_type: input.resourceType ?? null,
        resource_id: input.resourceId ?? null,
        ip_address: input.context.ipAddress,
        user_agent: input.context.userAgent,
        timestamp: timestamp.toISOString(),
      },
    });
    // The admin's daily active users (features/admin-analytics): one row per person and day, test users left out.
    if (input.userId) await markActive(db, input.userId, timestamp);
  } catch (err) {
    log?.error({ err, action: input.action }, 'audit event could not be written');
  }
}

/**
 * Counts a person as active on the (UTC) day of `at` for the admin's analytics: one row per person
 * and day in `analytics_active_users`, test users left out (features/admin-analytics).
 */
export async function markActive(db: Database, userId: string, at: Date): Promise<void> {
  await db.execute(sql`
    insert into analytics_active_users (day, user_id)
    select ${at.toISOString().slice(0, 10)}::date, id from users where id = ${userId} and not is_test
    on conflict do nothing`);
}
