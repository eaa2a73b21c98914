import { USER_ROLES } from '../auth/schemas';
import { ANALYTICS_MAX_DAYS, daysInRange } from '../dates/period';
import { isCalendarDate } from '../listings/listing';
import { z } from '../zod';

// The periods without zod, for the browser's screens (ADR 0033).
export { ADMIN_ANALYTICS_PRESETS, type AdminAnalyticsPreset } from './admin-analytics-options';

/**
 * Platform analytics for admins (issue 19, spec §2 /admin/analytics). Whole UTC days, both ends
 * included; test users (`users.is_test`) and their companies are left out of every figure.
 * Messages are keys of the shared `adminAnalytics` namespace.
 *
 * Routes (apps/server/src/features/admin-analytics/routes.ts), admins only (moderators 403):
 *   GET /api/admin/analytics?from&to             → AdminAnalyticsSchema
 *   GET /api/admin/analytics/csv?table&from&to   → text/csv, one of ADMIN_ANALYTICS_TABLES
 *   GET /api/admin/audit-events?…                AuditEventListQuerySchema → AuditEventListSchema
 */

/** How many page transitions, entry and exit pages the journeys section lists. */
export const JOURNEY_TOP_N = 10;

const CalendarDay = z.string().refine(isCalendarDate, { message: 'adminAnalytics.dateInvalid' });

export const AdminAnalyticsPeriodSchema = z.object({ from: CalendarDay, to: CalendarDay }).superRefine((value, ctx) => {
  if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
  const days = daysInRange(value.from, value.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'adminAnalytics.rangeInvalid' });
  else if (days > ANALYTICS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'adminAnalytics.rangeTooLong' });
});
export type AdminAnalyticsPeriod = z.infer<typeof AdminAnalyticsPeriodSchema>;

/** The tables the page shows, each downloadable as CSV. */
export const ADMIN_ANALYTICS_TABLES = [
  'daily',
  'candidate-funnel',
  'employer-funnel',
  'transitions',
  'entry-pages',
  'exit-pages',
] as const;
export type AdminAnalyticsTable = (typeof ADMIN_ANALYTICS_TABLES)[number];

export const AdminAnalyticsCsvQuerySchema = z
  .object({
    table: z.enum(ADMIN_ANALYTICS_TABLES, { message: 'adminAnalytics.tableInvalid' }),
    from: CalendarDay,
    to: CalendarDay,
  })
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
    const days = daysInRange(value.from, value.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'adminAnalytics.rangeInvalid' });
    else if (days > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'adminAnalytics.rangeTooLong' });
  });

/** Candidate funnel: people who signed up in the period and how far they got (a visit: a journey). */
export const CANDIDATE_FUNNEL_STEPS = [
  'visit',
  'signup',
  'email_verified',
  'profile_approved',
  'first_application',
  'interview',
  'accepted',
] as const;
/** Employer funnel: employers who signed up in the period and how far their company got. */
export const EMPLOYER_FUNNEL_STEPS = ['signup', 'company_verified', 'first_listing', 'first_contact', 'paid'] as const;
export type CandidateFunnelStep = (typeof CANDIDATE_FUNNEL_STEPS)[number];
export type EmployerFunnelStep = (typeof EMPLOYER_FUNNEL_STEPS)[number];

const count = z.number().int();
export const SignupsByRoleSchema = z.object(
  Object.fromEntries(USER_ROLES.map((role) => [role, count])) as Record<(typeof USER_ROLES)[number], typeof count>,
);
export type SignupsByRole = z.infer<typeof SignupsByRoleSchema>;

export const AdminAnalyticsDaySchema = z.object({
  date: z.string(),
  signups: SignupsByRoleSchema,
  /** Signed-in people with any recorded activity that day (a sign-in, a journey, an audited action). */
  activeUsers: count,
  listings: count,
  applications: count,
  interviews: count,
  messages: count,
  /** New matches of both kinds: candidates for employers' search profiles and listings for candidates'. */
  matches: count,
});
export type AdminAnalyticsDay = z.infer<typeof AdminAnalyticsDaySchema>;

const PageCount = z.object({ path: z.string(), count });

export const AdminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: AdminAnalyticsDaySchema.omit({ date: true, activeUsers: true }).extend({
    /** The average of the daily active users. */
    averageActiveUsers: z.number(),
  }),
  /** One entry per day, oldest first. */
  daily: z.array(AdminAnalyticsDaySchema),
  funnels: z.object({
    candidate: z.array(z.object({ step: z.enum(CANDIDATE_FUNNEL_STEPS), count })),
    employer: z.array(z.object({ step: z.enum(EMPLOYER_FUNNEL_STEPS), count })),
  }),
  journeys: z.object({
    sessions: count,
    /** Seconds; null without journeys. The median is read from 10-second (then 1-minute) buckets. */
    medianSessionSeconds: z.number().nullable(),
    averageSessionSeconds: z.number().nullable(),
    averageSteps: z.number().nullable(),
    transitions: z.array(z.object({ from: z.string(), to: z.string(), count })),
    entryPages: z.array(PageCount),
    exitPages: z.array(PageCount),
  }),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;
