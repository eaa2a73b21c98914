import type { NotificationType } from '@azubi/shared/notifications/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, users } from '../../db/schema';
import type { InterviewEvent } from '../../mail/templates/interview-emails';
import type { Actor } from '../../platform/session/session';
import { notify, type NotifyDeps } from '../../platform/notify/notify';
import type { InterviewRow, InterviewViewer } from './interview-access';
import { interviewIcs } from './interview-calendar';
import { toInterviews } from './interview-view';
import { timeZonesOf } from './time-zones';
import { isTeamAdmin } from '../../http/access';

const TYPE_OF: Record<InterviewEvent, NotificationType> = {
  invited: 'interview_scheduled',
  offered: 'interview_scheduled',
  booked: 'interview_scheduled',
  confirmed: 'interview_scheduled',
  accepted: 'interview_scheduled',
  declined: 'interview_canceled',
  new_time_requested: 'interview_rescheduled',
  rescheduled: 'interview_rescheduled',
  canceled: 'interview_canceled',
  reminder: 'interview_reminder',
};

/** Events whose e-mail carries the .ics (the calendar has something to add, change or remove). */
const WITH_CALENDAR = new Set<InterviewEvent>([
  'invited',
  'booked',
  'confirmed',
  'accepted',
  'declined',
  'rescheduled',
  'canceled',
]);

export const interviewLink = (side: 'candidate' | 'company', interviewId: string) =>
  side === 'candidate' ? `/my-interviews#${interviewId}` : `/employer/interviews#${interviewId}`;

/**
 * The company's people told about an interview: its interviewer and whoever scheduled it, or the
 * company's admins when neither is on the team any more.
 */
async function companyRecipients(db: Database, interview: InterviewRow): Promise<string[]> {
  const wanted = [interview.interviewerId, interview.scheduledBy].filter((id): id is string => Boolean(id));
  const members = await db
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, interview.companyId));
  const onTeam = members.filter((m) => wanted.includes(m.userId)).map((m) => m.userId);
  return onTeam.length > 0 ? [...new Set(onTeam)] : members.filter((m) => isTeamAdmin(m.role)).map((m) => m.userId);
}

/**
 * Tells one side of an interview what happened: in the app and by e-mail, each person in their
 * language and time zone with the other side's time beside it, and with the .ics where a calendar
 * should follow. `except` (the acting user) is never told about their own action.
 */
export async function notifyInterview(
  deps: NotifyDeps,
  interview: InterviewRow,
  to: 'candidate' | 'company',
  event: InterviewEvent,
  extra: Record<string, unknown> = {},
  except?: string,
): Promise<void> {
  const { db } = deps;
  const recipients = (to === 'candidate' ? [interview.candidateId] : await companyRecipients(db, interview)).filter(
    (id) => id !== except,
  );
  if (recipients.length === 0) return;
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, role: users.role })
    .from(users)
    .where(inArray(users.id, recipients));
  const zones = await timeZonesOf(db, [...recipients, interview.candidateId]);
  const host = new URL(deps.config.publicUrl).host;
  for (const person of people) {
    const actor: Actor = {
      userId: person.id,
      sessionId: '',
      email: person.email,
      name: person.name,
      role: person.role,
      emailVerified: true,
      locale: person.locale,
    };
    const viewer: InterviewViewer = { actor, side: to, companyId: to === 'company' ? interview.companyId : null };
    const [view] = await toInterviews(db, [interview], viewer);
    if (!view) continue;
    const myZone = zones.get(person.id) ?? interview.timezone;
    const otherZone = to === 'candidate' ? interview.timezone : view.candidate.timezone;
    const withCalendar = WITH_CALENDAR.has(event) && view.startsAt !== null;
    await notify(deps, {
      userId: person.id,
      type: TYPE_OF[event],
      link: interviewLink(to, interview.id),
      data: {
        event,
        interviewId: interview.id,
        otherName: to === 'candidate' ? view.company.name : view.candidate.name,
        companyName: view.company.name,
        listingTitle: view.listing?.title ?? null,
        startsAt: view.startsAt,
        timezone: interview.timezone,
        otherTimezone: otherZone,
        durationMinutes: interview.durationMinutes,
        platform: interview.platform,
        videoLink: interview.videoLink,
        message: interview.message,
        ...extra,
      },
      timeZone: myZone,
      ...(to === 'company' ? { aboutUserId: interview.candidateId } : {}),
      ...(withCalendar
        ? {
            attachments: [
              {
                filename: 'interview.ics',
                content: interviewIcs(view, host, person.locale),
                contentType: `text/calendar; charset=utf-8; method=${
                  view.status === 'canceled' || view.status === 'declined' ? 'CANCEL' : 'REQUEST'
                }`,
              },
            ],
          }
        : {}),
    });
  }
}

/** Whether the user is on the interview's company team (for recipient checks in tests and sweeps). */
export async function isTeamMember(db: Database, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row !== undefined;
}
