import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export type AuditAction =
  | 'user_signup'
  | 'user_login'
  | 'user_logout'
  | 'profile_view'
  | 'file_upload'
  | 'file_download'
  | 'security_event'
  | 'team_invitation_created'
  | 'team_invitation_resent'
  | 'team_invitation_revoked'
  | 'team_member_role_changed'
  | 'team_member_removed'
  | 'billing_admin_action'
  | 'admin_user_action'
  | 'admin_campaign_action';

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
  } catch (err) {
    log?.error({ err, action: input.action }, 'audit event could not be written');
  }
}
