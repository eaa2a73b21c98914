import type { AdminAnalytics, AdminAnalyticsTable } from '@azubi/shared/admin/admin-analytics';
import type { AuditEventList } from '@azubi/shared/admin/audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export type Period = { from: string; to: string };

/** GET /api/admin/analytics?from&to: the platform's figures for a period (admins). */
export function useAdminAnalytics(period: Period) {
  return useQuery({
    queryKey: ['admin', 'analytics', period.from, period.to],
    queryFn: ({ signal }) =>
      apiFetch<AdminAnalytics>(`/api/admin/analytics?${new URLSearchParams(period).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The address of one table as CSV (a plain link: the browser downloads it with the session cookie). */
export function analyticsCsvUrl(table: AdminAnalyticsTable, period: Period): string {
  return `/api/admin/analytics/csv?${new URLSearchParams({ table, ...period }).toString()}`;
}

/** GET /api/admin/audit-events?…: one page of audit events with the filters of the page address (admins). */
export function useAuditEvents(search: string) {
  return useQuery({
    queryKey: ['admin', 'audit-events', search],
    queryFn: ({ signal }) =>
      apiFetch<AuditEventList>(`/api/admin/audit-events${search ? `?${search}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
