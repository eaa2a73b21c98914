import { cleanText } from '../text/clean-text';
import { z } from '../zod';
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_MESSAGE_MAX,
  INTERVIEW_OUTCOME_MAX,
  INTERVIEW_REASON_MAX,
  INTERVIEW_SIDES,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_STATUSES,
  VIDEO_PLATFORMS,
  type VideoPlatform,
} from './interview-options';
import { isTimeZone, isValidMeetingUrl, localDateTimeToUtc } from './interview-time';

// The choices and limits without zod, for the browser's screens (ADR 0033).
export {
  INTERVIEW_DURATION_DEFAULT,
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_MESSAGE_MAX,
  INTERVIEW_OUTCOME_MAX,
  INTERVIEW_REASON_MAX,
  INTERVIEW_SIDES,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_STATUSES,
  JOIN_OPENS_MINUTES_BEFORE,
  LIVE_INTERVIEW_STATUSES,
  VIDEO_PLATFORMS,
  type InterviewSide,
  type InterviewStatus,
  type VideoPlatform,
} from './interview-options';

/**
 * Video interviews (spec §1, §3 interview, §4 states, §5, §6, §8; issue 16). Times travel as UTC
 * ISO strings; a form sends a local date and time with the IANA zone it was entered in, so the
 * server can refuse a time that does not exist there (the spring daylight-saving gap). Messages are
 * keys of the `interviews` namespace.
 */

const Reason = (requiredKey: string) =>
  z
    .string({ message: requiredKey })
    .transform((value) => cleanText(value, INTERVIEW_REASON_MAX))
    .pipe(z.string().min(1, { message: requiredKey }));

const OptionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : cleanText(value, max) || undefined));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time as the employer enters it: a calendar date and a clock time in the form's zone. */
export const LocalTimeSchema = z.object({
  date: z.string({ message: 'interviews.dateRequired' }).regex(DATE, { message: 'interviews.dateRequired' }),
  time: z.string({ message: 'interviews.timeRequired' }).regex(TIME, { message: 'interviews.timeRequired' }),
});
export type LocalTime = z.infer<typeof LocalTimeSchema>;

const TimeZoneSchema = z
  .string({ message: 'interviews.timezoneInvalid' })
  .refine(isTimeZone, { message: 'interviews.timezoneInvalid' });

const meetingFields = {
  durationMinutes: z.coerce
    .number({ message: 'interviews.durationRange' })
    .int({ message: 'interviews.durationRange' })
    .min(INTERVIEW_DURATION_MIN, { message: 'interviews.durationRange' })
    .max(INTERVIEW_DURATION_MAX, { message: 'interviews.durationRange' }),
  timezone: TimeZoneSchema,
  platform: z.enum(VIDEO_PLATFORMS, { message: 'interviews.platformRequired' }),
  videoLink: z.string({ message: 'interviews.invalidMeetingUrl' }).trim().max(500, {
    message: 'interviews.invalidMeetingUrl',
  }),
  message: OptionalText(INTERVIEW_MESSAGE_MAX),
};

type MeetingShape = { platform: VideoPlatform; videoLink: string; timezone: string };

/** The link must be on its platform's hosts (a custom one https); each time must exist in the zone. */
function refineMeeting(value: MeetingShape & { times: LocalTime[] }, ctx: z.RefinementCtx, timesPath: string) {
  if (!isValidMeetingUrl(value.platform, value.videoLink))
    ctx.addIssue({ code: 'custom', path: ['videoLink'], message: 'interviews.invalidMeetingUrl' });
  if (!isTimeZone(value.timezone)) return;
  const seen = new Set<number>();
  value.times.forEach((local, index) => {
    const utc = localDateTimeToUtc(local, value.timezone);
    const path = timesPath === '' ? [] : [timesPath, index];
    if (!utc) ctx.addIssue({ code: 'custom', path: [...path, 'time'], message: 'interviews.timeDoesNotExist' });
    else if (seen.has(utc.getTime()))
      ctx.addIssue({ code: 'custom', path: [...path, 'time'], message: 'interviews.duplicateSlot' });
    else seen.add(utc.getTime());
  });
}

/**
 * Scheduling (employer side). One time: the candidate accepts or declines it. Several times
 * (self-booking): the candidate books one, which accepts it, and the others are released.
 */
export const ScheduleInterviewSchema = z
  .object({
    candidateId: z.uuid({ message: 'interviews.candidateRequired' }),
    applicationId: z.uuid({ message: 'validation.invalidValue' }).optional(),
    /** The member who holds the interview; by default the one scheduling. */
    interviewerId: z.uuid({ message: 'validation.invalidValue' }).optional(),
    slots: z
      .array(LocalTimeSchema, { message: 'interviews.slotsRange' })
      .min(1, { message: 'interviews.slotsRange' })
      .max(INTERVIEW_SLOTS_MAX, { message: 'interviews.slotsRange' }),
    ...meetingFields,
  })
  .superRefine((value, ctx) => refineMeeting({ ...value, times: value.slots }, ctx, 'slots'));
export type ScheduleInterviewInput = z.input<typeof ScheduleInterviewSchema>;

/** A new time (and optionally new meeting details); the candidate must accept again. */
export const RescheduleInterviewSchema = z
  .object({ ...LocalTimeSchema.shape, ...meetingFields })
  .superRefine((value, ctx) => refineMeeting({ ...value, times: [{ date: value.date, time: value.time }] }, ctx, ''));
export type RescheduleInterviewInput = z.input<typeof RescheduleInterviewSchema>;

export const RespondInterviewSchema = z.discriminatedUnion(
  'response',
  [
    /** `slotId` books one of several offered times. */
    z.object({ response: z.literal('accept'), slotId: z.uuid({ message: 'interviews.slotRequired' }).optional() }),
    z.object({ response: z.literal('decline'), reason: OptionalText(INTERVIEW_REASON_MAX) }),
    z.object({ response: z.literal('request_new_time'), note: Reason('interviews.newTimeNoteRequired') }),
  ],
  { message: 'validation.invalidValue' },
);
export type RespondInterviewInput = z.input<typeof RespondInterviewSchema>;

export const CancelInterviewSchema = z.object({ reason: Reason('interviews.cancelReasonRequired') });
export type CancelInterviewInput = z.input<typeof CancelInterviewSchema>;

export const InterviewOutcomeSchema = z.object({
  note: z.string({ message: 'validation.invalidValue' }).transform((value) => cleanText(value, INTERVIEW_OUTCOME_MAX)),
});
export type InterviewOutcomeInput = z.input<typeof InterviewOutcomeSchema>;

export const InterviewListQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  interviewerId: z.uuid({ message: 'validation.invalidValue' }).optional(),
  listingId: z.uuid({ message: 'validation.invalidValue' }).optional(),
  candidateId: z.uuid({ message: 'validation.invalidValue' }).optional(),
});
export type InterviewListQuery = z.input<typeof InterviewListQuerySchema>;

export const InterviewSlotSchema = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  /** False when the interviewer has meanwhile been booked at that time by someone else. */
  available: z.boolean(),
});
export type InterviewSlot = z.infer<typeof InterviewSlotSchema>;

export const InterviewSchema = z.object({
  id: z.uuid(),
  status: z.enum(INTERVIEW_STATUSES),
  /** Raised on each change (the .ics SEQUENCE). */
  sequence: z.number().int(),
  mySide: z.enum(INTERVIEW_SIDES),
  company: z.object({ id: z.uuid(), name: z.string() }),
  /** The name follows the disclosure rules (a code until revealed). */
  candidate: z.object({ id: z.uuid(), name: z.string(), timezone: z.string() }),
  interviewer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  applicationId: z.uuid().nullable(),
  listing: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** Null while the candidate has not booked one of the offered times. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  durationMinutes: z.number().int(),
  /** The employer's zone (the one the interview was scheduled in). */
  timezone: z.string(),
  platform: z.enum(VIDEO_PLATFORMS),
  videoLink: z.string(),
  message: z.string().nullable(),
  /** The offered times of a self-booking interview (empty for one fixed time). */
  slots: z.array(InterviewSlotSchema),
  /** Earlier times, oldest first (each reschedule adds one). */
  history: z.array(z.object({ startsAt: z.string(), changedAt: z.string() })),
  cancelReason: z.string().nullable(),
  canceledBy: z.enum(INTERVIEW_SIDES).nullable(),
  declineReason: z.string().nullable(),
  /** The candidate asked for another time (cleared by a reschedule). */
  newTimeRequest: z.object({ note: z.string(), at: z.string() }).nullable(),
  /** The team's private note after the interview; always null for the candidate. */
  outcomeNote: z.string().nullable(),
  createdAt: z.string(),
});
export type Interview = z.infer<typeof InterviewSchema>;

export const InterviewListSchema = z.object({ items: z.array(InterviewSchema) });
export type InterviewList = z.infer<typeof InterviewListSchema>;

/** What the schedule form needs: the candidate's zone, the team's members, the company's zone. */
export const ScheduleContextSchema = z.object({
  candidate: z.object({ id: z.uuid(), name: z.string(), timezone: z.string() }),
  interviewers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  employerTimezone: z.string(),
  /** False when the company's trial or plan has ended (interviews are a plan gate). */
  canSchedule: z.boolean(),
});
export type ScheduleContext = z.infer<typeof ScheduleContextSchema>;

export const TimeZoneSettingSchema = z.object({ timezone: TimeZoneSchema });
export type TimeZoneSetting = z.infer<typeof TimeZoneSettingSchema>;

/**
 * The private calendar subscription address. Only its hash is stored, so `url` is there only in
 * the answer that created it; `active` says whether one is issued (revoking or replacing ends it).
 */
export const CalendarFeedSchema = z.object({ url: z.string().nullable(), active: z.boolean() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
