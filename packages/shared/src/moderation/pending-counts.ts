import { z } from '../zod';

/**
 * What waits for the platform's staff (issue 29), for the admin area's navigation: one request
 * (`GET /api/admin/pending-counts`, moderators and admins).
 * - verifications: candidate profiles and companies waiting for a decision;
 * - reviews: the review queue's items (reviews and replies waiting, published reviews a company reported);
 * - reports: open reports on audio introductions and conversations.
 */
export const PendingCountsSchema = z.object({
  verifications: z.object({
    profiles: z.number().int().nonnegative(),
    companies: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  reviews: z.number().int().nonnegative(),
  reports: z.object({
    audio: z.number().int().nonnegative(),
    conversations: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
});
export type PendingCounts = z.infer<typeof PendingCountsSchema>;
