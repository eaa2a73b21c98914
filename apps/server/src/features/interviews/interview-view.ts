import type { Interview } from '@azubi/shared/interviews/interviews';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  applications,
  companies,
  interviewSlots,
  interviews,
  interviewTimeChanges,
  listings,
  users,
} from '../../db/schema';
import { anonymousCandidateName, revealedCandidates } from '../messaging';
import type { InterviewRow, InterviewViewer } from './interview-access';
import { timeZonesOf } from './time-zones';

const MINUTE_MS = 60_000;
export const endOf = (row: Pick<InterviewRow, 'startsAt' | 'durationMinutes'>) =>
  row.startsAt ? new Date(row.startsAt.getTime() + row.durationMinutes * MINUTE_MS) : null;

/**
 * Interviews as their viewer sees them, in a fixed number of queries however many: names under
 * the disclosure rules (a company sees a candidate's code until revealed), both time zones, the
 * offered times with whether each is still free, the history of times, and the outcome note only
 * for the team.
 */
export async function toInterviews(db: Database, rows: InterviewRow[], viewer: InterviewViewer): Promise<Interview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = rows.flatMap((r) => [r.candidateId, ...(r.interviewerId ? [r.interviewerId] : [])]);
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const applicationIds = rows.flatMap((r) => (r.applicationId ? [r.applicationId] : []));
  const [people, companyRows, listingRows, slotRows, changes, zones] = await Promise.all([
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)),
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)),
    applicationIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ applicationId: applications.id, id: listings.id, title: listings.title })
          .from(applications)
          .innerJoin(listings, eq(listings.id, applications.listingId))
          .where(inArray(applications.id, applicationIds)),
    db
      .select()
      .from(interviewSlots)
      .where(inArray(interviewSlots.interviewId, ids))
      .orderBy(asc(interviewSlots.startsAt)),
    db
      .select()
      .from(interviewTimeChanges)
      .where(inArray(interviewTimeChanges.interviewId, ids))
      .orderBy(asc(interviewTimeChanges.createdAt)),
    timeZonesOf(db, userIds),
  ]);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const companyNames = new Map(companyRows.map((c) => [c.id, c.name]));
  const listingOf = new Map(listingRows.map((l) => [l.applicationId, { id: l.id, title: l.title }]));
  const busy = await busySlotIds(db, rows, slotRows);
  const revealed =
    viewer.side === 'company' && viewer.companyId
      ? await revealedCandidates(
          db,
          viewer.companyId,
          rows.map((r) => r.candidateId),
        )
      : null;
  return rows.map((row) => {
    const candidateName =
      revealed && !revealed.has(row.candidateId)
        ? anonymousCandidateName(row.candidateId, viewer.actor.locale)
        : (names.get(row.candidateId) ?? '');
    // Offered times: to book one, or (booked, not yet begun) to move to another (issue 28.7).
    const bookingOpen =
      (row.startsAt === null && !['canceled', 'declined'].includes(row.status)) ||
      (row.status === 'accepted' && row.startsAt !== null && row.startsAt.getTime() > clock.now().getTime());
    return {
      id: row.id,
      status: row.status,
      sequence: row.sequence,
      mySide: viewer.side,
      company: { id: row.companyId, name: companyNames.get(row.companyId) ?? '' },
      candidate: { id: row.candidateId, name: candidateName, timezone: zones.get(row.candidateId) ?? row.timezone },
      interviewer: row.interviewerId ? { id: row.interviewerId, name: names.get(row.interviewerId) ?? '' } : null,
      applicationId: row.applicationId,
      listing: row.applicationId ? (listingOf.get(row.applicationId) ?? null) : null,
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: endOf(row)?.toISOString() ?? null,
      durationMinutes: row.durationMinutes,
      timezone: row.timezone,
      platform: row.platform,
      videoLink: row.videoLink,
      message: row.message,
      slots: bookingOpen
        ? slotRows
            .filter((s) => s.interviewId === row.id)
            .map((s) => ({
              id: s.id,
              startsAt: s.startsAt.toISOString(),
              available: !busy.has(s.id) && s.startsAt.getTime() > clock.now().getTime(),
            }))
        : [],
      history: changes
        .filter((c) => c.interviewId === row.id)
        .map((c) => ({ startsAt: c.previousStartsAt.toISOString(), changedAt: c.createdAt.toISOString() })),
      cancelReason: row.cancelReason,
      canceledBy: row.status === 'canceled' ? (row.canceledBy === row.candidateId ? 'candidate' : 'company') : null,
      declineReason: row.declineReason,
      newTimeRequest:
        row.newTimeNote && row.newTimeRequestedAt
          ? { note: row.newTimeNote, at: row.newTimeRequestedAt.toISOString() }
          : null,
      outcomeNote: viewer.side === 'company' ? row.outcomeNote : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Offered times the interviewer has meanwhile been booked at (by another interview that overlaps). */
async function busySlotIds(
  db: Database,
  rows: InterviewRow[],
  slots: (typeof interviewSlots.$inferSelect)[],
): Promise<Set<string>> {
  const busy = new Set<string>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const slot of slots) {
    const row = byId.get(slot.interviewId);
    if (!row?.interviewerId || (row.startsAt !== null && row.status !== 'accepted')) continue;
    const end = new Date(slot.startsAt.getTime() + row.durationMinutes * MINUTE_MS);
    if (await interviewerBusy(db, row.interviewerId, slot.startsAt, end, row.id)) busy.add(slot.id);
  }
  return busy;
}

/** Whether the interviewer has another live interview overlapping [start, end). */
export async function interviewerBusy(
  db: Database,
  interviewerId: string,
  start: Date,
  end: Date,
  exceptInterviewId?: string,
): Promise<boolean> {
  const [hit] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        eq(interviews.interviewerId, interviewerId),
        inArray(interviews.status, ['scheduled', 'rescheduled', 'accepted']),
        sql`${interviews.startsAt} < ${end.toISOString()}::timestamptz`,
        sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}) > ${start.toISOString()}::timestamptz`,
        exceptInterviewId ? ne(interviews.id, exceptInterviewId) : undefined,
      ),
    )
    .limit(1);
  return hit !== undefined;
}
