import { z } from '../zod';
import type { SiteStats } from './site-stats';

/** The answer of `GET /api/site/stats` (see site-stats.ts). */
export const SiteStatsSchema = z.object({
  listings: z.number().int().nonnegative().nullable(),
  profiles: z.number().int().nonnegative().nullable(),
  companies: z.number().int().nonnegative().nullable(),
}) satisfies z.ZodType<SiteStats>;
