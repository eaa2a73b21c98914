import { AUDIT_PAGE_SIZE, type AuditEventList, type AuditEventListQuerySchema } from '@azubi/shared/admin/audit-log';
import { and, count, desc, eq, gte, ilike, lt, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { analyticsEvents, users } from '../../db/schema';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Written into every audit row's metadata (record-audit-event.ts); shown in columns of their own. */
const STANDARD_KEYS = new Set(['resource_type', 'resource_id', 'ip_address', 'user_agent', 'timestamp']);

function details(metadata: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (STANDARD_KEYS.has(key) || value === null || value === undefined) continue;
    out[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

/**
 * Audit events, newest first, a page of AUDIT_PAGE_SIZE at a time: by action, by any part of the
 * acting user's e-mail, by day (UTC). Journeys share the table and are left out.
 */
export async function listAuditEvents(
  db: Database,
  query: z.output<typeof AuditEventListQuerySchema>,
): Promise<AuditEventList> {
  const conditions: SQL[] = [ne(analyticsEvents.event, 'user_journey')];
  if (query.action !== 'all') conditions.push(eq(analyticsEvents.event, query.action));
  if (query.email) conditions.push(ilike(users.email, `%${escapeLike(query.email)}%`));
  if (query.from) conditions.push(gte(analyticsEvents.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(analyticsEvents.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: analyticsEvents.id,
        event: analyticsEvents.event,
        createdAt: analyticsEvents.createdAt,
        metadata: analyticsEvents.metadata,
        ipAddress: analyticsEvents.ipAddress,
        userAgent: analyticsEvents.userAgent,
        userId: users.id,
        email: users.email,
        name: users.name,
      })
      .from(analyticsEvents)
      .leftJoin(users, eq(users.id, analyticsEvents.userId))
      .where(where)
      .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(analyticsEvents).leftJoin(users, eq(users.id, analyticsEvents.userId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.event,
      createdAt: row.createdAt.toISOString(),
      user: row.userId ? { id: row.userId, email: row.email ?? '', name: row.name ?? '' } : null,
      resourceType: typeof row.metadata.resource_type === 'string' ? row.metadata.resource_type : null,
      resourceId: typeof row.metadata.resource_id === 'string' ? row.metadata.resource_id : null,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      details: details(row.metadata),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
