import { formatInterviewTimeForTwo } from '@azubi/shared/interviews/interview-time';

type Locale = 'en' | 'de';

/** What happened, as stored in an interview notification's data (`event`). */
export type InterviewEvent =
  | 'invited'
  | 'offered'
  | 'booked'
  /** The candidate's own confirmation of a time they booked or accepted (issue 28.7). */
  | 'confirmed'
  | 'accepted'
  | 'declined'
  | 'new_time_requested'
  | 'rescheduled'
  | 'canceled'
  | 'reminder';

const PLATFORMS: Record<string, string> = {
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  microsoft_teams: 'Microsoft Teams',
  webex: 'Webex',
  custom: 'Video',
};

/**
 * Subject and paragraphs of the interview notices, in the recipient's language and time zone
 * (`timeZone`), with the other side's time beside it: a candidate in Lagos reads Lagos time first
 * and Berlin time after. Null for other types.
 */
export function interviewEmailContent(
  locale: Locale,
  type: string,
  data: Record<string, unknown>,
  timeZone: string,
): { subject: string; paragraphs: string[] } | null {
  if (!type.startsWith('interview_')) return null;
  const de = locale === 'de';
  const event = String(data.event ?? '') as InterviewEvent;
  const other = String(data.otherName ?? '');
  const listing = typeof data.listingTitle === 'string' && data.listingTitle ? data.listingTitle : null;
  const otherZone = String(data.otherTimezone ?? data.timezone ?? 'Europe/Berlin');
  // "15:30 your time (India) · 11:00 in Berlin": one instant, never read as a range.
  const when = (iso: unknown) =>
    typeof iso === 'string' ? formatInterviewTimeForTwo(iso, timeZone, otherZone, locale) : '';
  const details = [
    de ? `Wann: ${when(data.startsAt)}` : `When: ${when(data.startsAt)}`,
    de
      ? `Dauer: ${String(data.durationMinutes)} Minuten · ${PLATFORMS[String(data.platform)] ?? ''}`
      : `Duration: ${String(data.durationMinutes)} minutes · ${PLATFORMS[String(data.platform)] ?? ''}`,
  ];
  const about = listing ? (de ? ` (Stelle: „${listing}“)` : ` (position: “${listing}”)`) : '';
  const reason = typeof data.reason === 'string' && data.reason ? data.reason : null;
  const calendarNote = de
    ? 'Die Kalenderdatei (.ics) hängt an dieser E-Mail.'
    : 'The calendar file (.ics) is attached to this email.';
  switch (event) {
    case 'invited':
      return {
        subject: de ? `Einladung zum Vorstellungsgespräch: ${other}` : `Interview invitation: ${other}`,
        paragraphs: [
          de
            ? `${other} lädt dich zu einem Vorstellungsgespräch per Video ein${about}.`
            : `${other} invites you to a video interview${about}.`,
          ...details,
          ...(typeof data.message === 'string' && data.message ? [data.message] : []),
          de
            ? 'Bitte nimm die Einladung in der App an oder lehne sie ab. Du kannst auch um einen anderen Termin bitten.'
            : 'Please accept or decline the invitation in the app. You can also ask for another time.',
          calendarNote,
        ],
      };
    case 'offered': {
      const slots = Array.isArray(data.slots) ? data.slots : [];
      return {
        subject: de
          ? `Wähle einen Termin für dein Vorstellungsgespräch: ${other}`
          : `Choose a time for your interview: ${other}`,
        paragraphs: [
          de
            ? `${other} lädt dich zu einem Vorstellungsgespräch per Video ein${about} und bietet dir ${slots.length} Termine an. Wähle in der App den, der dir passt:`
            : `${other} invites you to a video interview${about} and offers you ${slots.length} times. Choose the one that suits you in the app:`,
          ...slots.map((slot) => `• ${when(slot)}`),
          de
            ? `Dauer: ${String(data.durationMinutes)} Minuten · ${PLATFORMS[String(data.platform)] ?? ''}`
            : `Duration: ${String(data.durationMinutes)} minutes · ${PLATFORMS[String(data.platform)] ?? ''}`,
        ],
      };
    }
    case 'booked':
    case 'accepted': {
      const moved = typeof data.previousStartsAt === 'string' ? data.previousStartsAt : null;
      return {
        subject: moved
          ? de
            ? `${other} hat einen anderen angebotenen Termin gewählt`
            : `${other} chose another of the offered times`
          : de
            ? `${other} hat das Vorstellungsgespräch angenommen`
            : `${other} accepted the interview`,
        paragraphs: [
          moved
            ? de
              ? `${other} hat für das Vorstellungsgespräch${about} einen anderen der angebotenen Termine gewählt.`
              : `${other} moved the interview${about} to another of the times you offered.`
            : de
              ? `${other} hat das Vorstellungsgespräch${about} angenommen.`
              : `${other} accepted the interview${about}.`,
          ...details,
          ...(moved ? [de ? `Bisher: ${when(moved)}` : `Before: ${when(moved)}`] : []),
          calendarNote,
        ],
      };
    }
    case 'confirmed': {
      const moved = typeof data.previousStartsAt === 'string' ? data.previousStartsAt : null;
      return {
        subject: de ? `Bestätigt: Vorstellungsgespräch mit ${other}` : `Confirmed: interview with ${other}`,
        paragraphs: [
          de
            ? `Dein Vorstellungsgespräch mit ${other}${about} ist gebucht.`
            : `Your interview with ${other}${about} is booked.`,
          ...details,
          ...(moved ? [de ? `Bisher: ${when(moved)}` : `Before: ${when(moved)}`] : []),
          de
            ? 'Passt der Termin doch nicht, kannst du in der App einen anderen angebotenen Termin wählen oder um einen anderen Termin bitten.'
            : 'If the time stops suiting you, you can pick another offered time or ask for another time in the app.',
          calendarNote,
        ],
      };
    }
    case 'declined':
      return {
        subject: de ? `${other} hat das Vorstellungsgespräch abgelehnt` : `${other} declined the interview`,
        paragraphs: [
          de ? `${other} hat das Vorstellungsgespräch${about} abgelehnt.` : `${other} declined the interview${about}.`,
          ...(reason ? [de ? `Grund: ${reason}` : `Reason: ${reason}`] : []),
        ],
      };
    case 'new_time_requested':
      return {
        subject: de ? `${other} bittet um einen anderen Termin` : `${other} asks for another time`,
        paragraphs: [
          de
            ? `${other} bittet für das Vorstellungsgespräch${about} um einen anderen Termin:`
            : `${other} asks for another time for the interview${about}:`,
          reason ?? '',
          de ? 'Du kannst das Gespräch in der App verschieben.' : 'You can reschedule the interview in the app.',
        ],
      };
    case 'rescheduled':
      return {
        subject: de ? `Neuer Termin für dein Vorstellungsgespräch: ${other}` : `New time for your interview: ${other}`,
        paragraphs: [
          de
            ? `${other} hat das Vorstellungsgespräch${about} auf einen neuen Termin verschoben.`
            : `${other} moved the interview${about} to a new time.`,
          ...details,
          ...(typeof data.previousStartsAt === 'string'
            ? [de ? `Bisher: ${when(data.previousStartsAt)}` : `Before: ${when(data.previousStartsAt)}`]
            : []),
          de ? 'Bitte nimm den neuen Termin in der App an.' : 'Please accept the new time in the app.',
          calendarNote,
        ],
      };
    case 'canceled':
      return {
        subject: de ? `Vorstellungsgespräch abgesagt: ${other}` : `Interview cancelled: ${other}`,
        paragraphs: [
          de ? `${other} hat das Vorstellungsgespräch${about} abgesagt.` : `${other} cancelled the interview${about}.`,
          ...(typeof data.startsAt === 'string' ? [details[0]!] : []),
          de ? `Grund: ${reason ?? ''}` : `Reason: ${reason ?? ''}`,
          ...(typeof data.startsAt === 'string' ? [calendarNote] : []),
        ],
      };
    case 'reminder': {
      const hours = Number(data.hoursBefore ?? 24);
      return {
        subject: de
          ? hours <= 1
            ? `In einer Stunde: Vorstellungsgespräch mit ${other}`
            : `Morgen: Vorstellungsgespräch mit ${other}`
          : hours <= 1
            ? `In one hour: interview with ${other}`
            : `Tomorrow: interview with ${other}`,
        paragraphs: [
          de
            ? `Erinnerung an dein Vorstellungsgespräch mit ${other}${about}.`
            : `A reminder of your interview with ${other}${about}.`,
          ...details,
          de
            ? `Der Link zum Gespräch: ${String(data.videoLink ?? '')} (in der App wird „Teilnehmen“ 10 Minuten vorher aktiv).`
            : `The meeting link: ${String(data.videoLink ?? '')} (in the app, “Join” becomes active 10 minutes before).`,
        ],
      };
    }
    default:
      return null;
  }
}
