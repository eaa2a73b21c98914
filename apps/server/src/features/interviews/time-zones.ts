import { currentTimeZoneName, timeZoneOfCountry } from '@azubi/shared/interviews/interview-time';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, users } from '../../db/schema';

export const FALLBACK_TIME_ZONE = 'Europe/Berlin';

/**
 * Each user's time zone (docs/decisions/README.md "Time zones"): the one they chose or their browser set; for
 * a candidate who has neither yet, the first zone of their profile's country; else Berlin.
 */
export async function timeZonesOf(db: Database, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, timezone: users.timezone, country: candidateProfiles.country })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map(
      (row) =>
        [row.id, currentTimeZoneName(row.timezone ?? timeZoneOfCountry(row.country) ?? FALLBACK_TIME_ZONE)] as const,
    ),
  );
}

export async function timeZoneOf(db: Database, userId: string): Promise<string> {
  return (await timeZonesOf(db, [userId])).get(userId) ?? FALLBACK_TIME_ZONE;
}
