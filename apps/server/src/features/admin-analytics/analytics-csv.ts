import type { AdminAnalytics, AdminAnalyticsTable } from '@azubi/shared/admin/admin-analytics';
import { USER_ROLES } from '@azubi/shared/auth/schemas';
import { stringify } from 'csv-stringify/sync';

/**
 * One table of the analytics page as CSV (RFC 4180, written by `csv-stringify`): the same figures
 * the page shows, with column names that stay the same in both languages so that spreadsheets and
 * scripts can rely on them.
 */
export function analyticsCsv(data: AdminAnalytics, table: AdminAnalyticsTable): string {
  const rows = ((): (string | number)[][] => {
    switch (table) {
      case 'daily':
        return [
          [
            'date',
            ...USER_ROLES.map((role) => `signups_${role}`),
            'active_users',
            'listings',
            'applications',
            'interviews',
            'messages',
            'matches',
          ],
          ...data.daily.map((day) => [
            day.date,
            ...USER_ROLES.map((role) => day.signups[role]),
            day.activeUsers,
            day.listings,
            day.applications,
            day.interviews,
            day.messages,
            day.matches,
          ]),
        ];
      case 'candidate-funnel':
        return [['step', 'count'], ...data.funnels.candidate.map((row) => [row.step, row.count])];
      case 'employer-funnel':
        return [['step', 'count'], ...data.funnels.employer.map((row) => [row.step, row.count])];
      case 'transitions':
        return [['from', 'to', 'count'], ...data.journeys.transitions.map((row) => [row.from, row.to, row.count])];
      case 'entry-pages':
        return [['path', 'count'], ...data.journeys.entryPages.map((row) => [row.path, row.count])];
      case 'exit-pages':
        return [['path', 'count'], ...data.journeys.exitPages.map((row) => [row.path, row.count])];
    }
  })();
  return stringify(rows, { record_delimiter: 'windows' });
}
