/**
 * An interview's choices and limits, without zod (`interviews.ts` has the schemas and re-exports
 * these): the screens that only show interviews (the dashboard's upcoming interviews, a card's join
 * button) import them from here and so do not ship zod to the browser (ADR 0033).
 */
export const VIDEO_PLATFORMS = ['google_meet', 'zoom', 'microsoft_teams', 'webex', 'custom'] as const;
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number];
export const INTERVIEW_STATUSES = [
  'scheduled',
  'rescheduled',
  'accepted',
  'declined',
  'canceled',
  'completed',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
/** States in which the interview still happens (reminders, calendar feed, join button). */
export const LIVE_INTERVIEW_STATUSES = ['scheduled', 'rescheduled', 'accepted'] as const;
export const INTERVIEW_SIDES = ['candidate', 'company'] as const;
export type InterviewSide = (typeof INTERVIEW_SIDES)[number];

export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 180;
export const INTERVIEW_DURATION_DEFAULT = 30;
/** At most this many times offered for the candidate to book one (self-booking). */
export const INTERVIEW_SLOTS_MAX = 5;
/** The join button opens this many minutes before the start. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;
export const INTERVIEW_MESSAGE_MAX = 2000;
export const INTERVIEW_REASON_MAX = 500;
export const INTERVIEW_OUTCOME_MAX = 2000;
