import type { ApplicationStatus } from '@azubi/shared/applications/applications';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationStatusHistory } from '../../db/schema';

/** The statuses an application ends in. */
export const CLOSED: ApplicationStatus[] = ['accepted', 'rejected', 'withdrawn'];

/** Each application's status changes, oldest first. */
export async function historyOf(db: Database, ids: string[]) {
  if (ids.length === 0)
    return new Map<string, { fromStatus: ApplicationStatus | null; toStatus: ApplicationStatus; at: string }[]>();
  const rows = await db
    .select()
    .from(applicationStatusHistory)
    .where(inArray(applicationStatusHistory.applicationId, ids))
    .orderBy(asc(applicationStatusHistory.createdAt));
  const map = new Map<string, { fromStatus: ApplicationStatus | null; toStatus: ApplicationStatus; at: string }[]>();
  for (const row of rows) {
    const list = map.get(row.applicationId) ?? [];
    list.push({ fromStatus: row.fromStatus, toStatus: row.toStatus, at: row.createdAt.toISOString() });
    map.set(row.applicationId, list);
  }
  return map;
}
