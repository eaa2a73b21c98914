import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { Interview } from '@azubi/shared/interviews/interviews';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';

type Locale = 'en' | 'de';

const PLATFORM_NAMES: Record<Interview['platform'], string> = {
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  microsoft_teams: 'Microsoft Teams',
  webex: 'Webex',
  custom: 'Video',
};

/** One UID per interview, whatever changes: calendars update the event instead of adding one. */
export const interviewUid = (interviewId: string, host: string) => `interview-${interviewId}@${host}`;

/**
 * A calendar that writes a VTIMEZONE block for each event's zone but has no zone of its own:
 * with one, ical-generator would write DTSTAMP as local time, and RFC 5545 wants it in UTC.
 */
function newCalendar(method: ICalCalendarMethod, name?: string): ICalCalendar {
  const calendar = ical({
    prodId: { company: 'Azubi Connect', product: 'Interviews' },
    method,
    ...(name ? { name } : {}),
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  return calendar;
}

function summaryOf(interview: Interview, locale: Locale): string {
  const other = interview.mySide === 'candidate' ? interview.company.name : interview.candidate.name;
  return locale === 'de' ? `Vorstellungsgespräch: ${other}` : `Interview: ${other}`;
}

function addEvent(calendar: ICalCalendar, interview: Interview, host: string, locale: Locale, canceled: boolean) {
  if (!interview.startsAt || !interview.endsAt) return;
  const lines = [
    interview.listing?.title,
    `${PLATFORM_NAMES[interview.platform]}: ${interview.videoLink}`,
    interview.message ?? undefined,
    canceled && interview.cancelReason
      ? `${locale === 'de' ? 'Grund der Absage' : 'Reason for cancelling'}: ${interview.cancelReason}`
      : undefined,
  ].filter(Boolean);
  calendar.createEvent({
    id: interviewUid(interview.id, host),
    sequence: interview.sequence,
    // In the organiser's zone (with its VTIMEZONE), so calendars show the same wall-clock time the
    // employer chose; DTSTAMP and the instants stay exact across daylight saving.
    start: new TZDate(new Date(interview.startsAt).getTime(), interview.timezone),
    end: new TZDate(new Date(interview.endsAt).getTime(), interview.timezone),
    timezone: interview.timezone,
    stamp: new Date(),
    summary: summaryOf(interview, locale),
    description: lines.join('\n'),
    location: interview.videoLink,
    url: interview.videoLink,
    organizer: { name: interview.company.name, email: `interviews@${host}` },
    status: canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/**
 * The .ics of one interview (RFC 5545), as e-mails carry it and the download gives it: METHOD
 * REQUEST while it happens, CANCEL once cancelled or declined; SEQUENCE is the interview's.
 */
export function interviewIcs(interview: Interview, host: string, locale: Locale): string {
  const canceled = interview.status === 'canceled' || interview.status === 'declined';
  const calendar = newCalendar(canceled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  addEvent(calendar, interview, host, locale, canceled);
  return calendar.toString();
}

/** A user's subscription feed: their upcoming interviews (METHOD PUBLISH, as feeds use). */
export function calendarFeedIcs(interviews: Interview[], host: string, locale: Locale, name: string): string {
  const calendar = newCalendar(ICalCalendarMethod.PUBLISH, name);
  for (const interview of interviews) addEvent(calendar, interview, host, locale, false);
  return calendar.toString();
}

/** The name calendar apps show for the subscribed feed. */
export const interviewCalendarName = (locale: Locale) =>
  locale === 'de' ? 'Azubi Connect – Vorstellungsgespräche' : 'Azubi Connect – Interviews';
