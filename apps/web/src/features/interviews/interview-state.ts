import { JOIN_OPENS_MINUTES_BEFORE, LIVE_INTERVIEW_STATUSES } from '@azubi/shared/interviews/interview-options';
import type { Interview } from '@azubi/shared/interviews/interviews';

/** Still happening: invited, moved or accepted. */
export function isLive(interview: Interview): boolean {
  return (LIVE_INTERVIEW_STATUSES as readonly string[]).includes(interview.status);
}

/** Waiting for the candidate's answer to a time (or to book one of the offered times). */
export function awaitsAnswer(interview: Interview): boolean {
  return interview.status === 'scheduled' || interview.status === 'rescheduled';
}

/** Several times offered and none booked yet: the candidate picks one. */
export function awaitsBooking(interview: Interview): boolean {
  return awaitsAnswer(interview) && interview.startsAt === null && interview.slots.length > 0;
}

/** The join link works from JOIN_OPENS_MINUTES_BEFORE minutes before the start until the end. */
export function canJoin(interview: Interview, now: number): boolean {
  if (!isLive(interview) || !interview.startsAt || !interview.endsAt) return false;
  const opens = new Date(interview.startsAt).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000;
  return now >= opens && now < new Date(interview.endsAt).getTime();
}

/** The address of the interview's calendar file. */
export function calendarFileUrl(interview: Interview): string {
  return `/api/interviews/${interview.id}/calendar.ics`;
}
