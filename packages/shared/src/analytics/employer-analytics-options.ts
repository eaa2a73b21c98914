/**
 * The employer's analytics periods and stages, without zod (`employer-analytics.ts` has the schemas
 * and re-exports these): the analytics screen imports them from here and so does not ship zod to the
 * browser (ADR 0033).
 */

/** The periods offered besides a custom range, in days ending today. */
export const ANALYTICS_PRESETS = [7, 30, 90] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
/** The stages whose time is measured (the others are final). */
export const ANALYTICS_STAGES = ['pending', 'reviewing', 'shortlisted'] as const;
export type AnalyticsStage = (typeof ANALYTICS_STAGES)[number];
