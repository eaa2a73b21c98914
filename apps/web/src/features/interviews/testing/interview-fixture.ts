import type { Interview } from '@azubi/shared/interviews/interviews';

export const INTERVIEW_ID = '60000000-0000-4000-8000-000000000001';
export const COMPANY_ID = '50000000-0000-4000-8000-000000000001';
export const CANDIDATE_ID = '40000000-0000-4000-8000-000000000001';
export const INTERVIEWER_ID = '70000000-0000-4000-8000-000000000001';
export const LISTING_ID = '80000000-0000-4000-8000-000000000001';
/** Tuesday 4 June 2030, 10:00 in Berlin (GMT+2), 13:30 in Kolkata (GMT+5:30). */
export const STARTS_AT = '2030-06-04T08:00:00.000Z';

/** An interview as `GET /api/interviews` gives it: Klinikum Nord in Berlin invites Amina in Kolkata. */
export function interviewFixture(overrides: Partial<Interview> = {}): Interview {
  return {
    id: INTERVIEW_ID,
    status: 'scheduled',
    sequence: 0,
    mySide: 'candidate',
    company: { id: COMPANY_ID, name: 'Klinikum Nord' },
    candidate: { id: CANDIDATE_ID, name: 'Amina El Idrissi', timezone: 'Asia/Kolkata' },
    interviewer: { id: INTERVIEWER_ID, name: 'Jana Weber' },
    applicationId: null,
    listing: { id: LISTING_ID, title: 'Ausbildung Pflegefachfrau 2027' },
    startsAt: STARTS_AT,
    endsAt: '2030-06-04T08:30:00.000Z',
    durationMinutes: 30,
    timezone: 'Europe/Berlin',
    platform: 'zoom',
    videoLink: 'https://zoom.us/j/123456789',
    message: 'Please have your language certificate ready.',
    slots: [],
    history: [],
    cancelReason: null,
    canceledBy: null,
    declineReason: null,
    newTimeRequest: null,
    outcomeNote: null,
    createdAt: '2030-05-01T10:00:00.000Z',
    ...overrides,
  };
}
