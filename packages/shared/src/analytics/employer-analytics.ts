import { APPLICATION_STATUSES } from '../applications/applications';
import { ANALYTICS_MAX_DAYS, daysInRange } from '../dates/period';
import { isCalendarDate } from '../listings/listing';
import { z } from '../zod';

// The periods and stages without zod, for the browser's screens (ADR 0033).
export {
  ANALYTICS_PRESETS,
  ANALYTICS_STAGES,
  type AnalyticsPreset,
  type AnalyticsStage,
} from './employer-analytics-options';

const calendarDate = z.string().refine(isCalendarDate, { message: 'listings.dateInvalid' });

/**
 * `GET /api/employer/analytics`: a period of whole days (UTC), both ends included, and optionally
 * one listing of the company. Views are counted per UTC day; applications by the day they arrived.
 */
export const EmployerAnalyticsQuerySchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    listingId: z.uuid().optional(),
  })
  .superRefine((value, ctx) => {
    const days = daysInRange(value.from, value.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'analytics.rangeInvalid' });
    else if (days > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'analytics.rangeTooLong' });
  });
export type EmployerAnalyticsQuery = z.infer<typeof EmployerAnalyticsQuerySchema>;

export const StatusCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);

/** The figures of a period, for one listing or all of them. Durations in seconds. */
export const AnalyticsFiguresSchema = z.object({
  views: z.number().int(),
  applications: z.number().int(),
  /** Applications per view (0–1 and beyond); null without views. */
  conversionRate: z.number().nullable(),
  byStatus: StatusCountsSchema,
  /** Applications that have had a first answer (a status change away from pending). */
  responded: z.number().int(),
  /** Median time from an application to its first answer; null when none has had one. */
  medianFirstResponseSeconds: z.number().nullable(),
  /** Median time an application spent in each stage before it moved on; null when none has left it. */
  medianStageSeconds: z.object({
    pending: z.number().nullable(),
    reviewing: z.number().nullable(),
    shortlisted: z.number().nullable(),
  }),
});
export type AnalyticsFigures = z.infer<typeof AnalyticsFiguresSchema>;

export const EmployerAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  listingId: z.string().nullable(),
  totals: AnalyticsFiguresSchema,
  /** One entry per day of the period, oldest first. */
  daily: z.array(z.object({ date: z.string(), views: z.number().int(), applications: z.number().int() })),
  /** Every listing of the company (whatever the chosen one), newest first. */
  listings: z.array(AnalyticsFiguresSchema.extend({ id: z.string(), title: z.string(), isActive: z.boolean() })),
});
export type EmployerAnalytics = z.infer<typeof EmployerAnalyticsSchema>;
