/**
 * The periods the admins' analytics offer, without zod (`admin-analytics.ts` has the schemas and
 * re-exports these): the analytics screen imports them from here and so does not ship zod to the
 * browser (ADR 0033).
 */

export const ADMIN_ANALYTICS_PRESETS = [7, 30, 90, 365] as const;
export type AdminAnalyticsPreset = (typeof ADMIN_ANALYTICS_PRESETS)[number];
