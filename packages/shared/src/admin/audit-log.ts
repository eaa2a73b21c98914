import { isCalendarDate } from '../listings/listing';
import { z } from '../zod';
import { AUDIT_ACTIONS } from './audit-actions';

// The actions and page size without zod, for the browser's screens (ADR 0033).
export { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction } from './audit-actions';

/**
 * The audit log for admins (issue 19, spec §7 audit actions). Events live in `analytics_events`
 * beside the journeys, which the log leaves out. Server-paged, newest first.
 *
 *   GET /api/admin/audit-events?action&email&from&to&page   → AuditEventListSchema (admins only)
 */

const CalendarDay = z
  .string()
  .refine((value) => isCalendarDate(value), { message: 'adminAnalytics.dateInvalid' })
  .optional();

export const AuditEventListQuerySchema = z.object({
  action: z.enum(['all', ...AUDIT_ACTIONS]).default('all'),
  /** Any part of the acting user's e-mail address. */
  email: z.string().trim().max(200).optional(),
  /** On or after / on or before this day (UTC). */
  from: CalendarDay,
  to: CalendarDay,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditEventListQuery = z.input<typeof AuditEventListQuerySchema>;

export const AuditEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  resourceType: z.string().nullable(),
  resourceId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** What else the event says: a security event's kind, an admin action's `action` and `by`. */
  details: z.record(z.string(), z.string()),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventListSchema = z.object({
  items: z.array(AuditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditEventList = z.infer<typeof AuditEventListSchema>;
