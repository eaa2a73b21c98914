import { formatInterviewTime } from '@azubi/shared/interviews/interview-time';
import type { Interview } from '@azubi/shared/interviews/interviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meFor, stubApi, type StubHandler } from '../../test/stub-api';
import {
  CANDIDATE_ID,
  INTERVIEW_ID,
  INTERVIEWER_ID,
  interviewFixture,
  STARTS_AT,
} from '../../features/interviews/testing/interview-fixture';
import { CONVERSATION_ID, detailFixture, summaryFixture } from '../../features/messaging/testing/conversation-fixture';
import { FakeConnection } from '../../features/messaging/testing/fake-connection';
import { messageFixture } from '../../features/messaging/testing/message-fixture';
import { renderApp } from '../../test/render-app';

const live = vi.hoisted(() => ({ connection: null as unknown }));
vi.mock('../../features/messaging/realtime/realtime', () => ({
  loadConnection: () => Promise.resolve(live.connection),
  closeConnection: () => Promise.resolve(),
}));
beforeEach(() => {
  live.connection = new FakeConnection();
});

const CANDIDATE = meFor({ user: { timezone: 'Asia/Kolkata' } });
const EMPLOYER = meFor({
  user: { id: INTERVIEWER_ID, role: 'employer', fullName: 'Jana Weber', timezone: 'Europe/Berlin' },
  company: { id: 'company-1', name: 'Klinikum Nord', teamRole: 'admin', verificationStatus: 'verified' },
});
const berlin = (locale: 'en' | 'de' = 'en') => formatInterviewTime(STARTS_AT, 'Europe/Berlin', locale);
const kolkata = (locale: 'en' | 'de' = 'en') => formatInterviewTime(STARTS_AT, 'Asia/Kolkata', locale);

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function candidateApi(interview: Interview, extra: Record<string, StubHandler> = {}) {
  return stubApi({
    'GET /api/me': { body: CANDIDATE },
    'GET /api/interviews': { body: { items: [interview] } },
    'GET /api/calendar-feed': { body: { url: null, active: false } },
    ...extra,
  });
}

async function card(name = /Interview with Klinikum Nord/) {
  return within(await screen.findByRole('article', { name }));
}

describe('/my-interviews', { timeout: 20_000 }, () => {
  it('shows each interview with the time in the candidate’s zone and the company’s, side by side', async () => {
    candidateApi(
      interviewFixture({ history: [{ startsAt: '2030-06-03T08:00:00.000Z', changedAt: '2030-05-20T10:00:00.000Z' }] }),
    );
    renderApp('/my-interviews');
    const view = await card();
    expect(kolkata()).toContain('13:30 (Kolkata, GMT+5:30)');
    expect(berlin()).toContain('10:00 (Berlin, GMT+2)');
    expect(view.getByText(kolkata())).toBeInTheDocument();
    expect(view.getByText(berlin())).toBeInTheDocument();
    expect(view.getByText('Your time')).toBeInTheDocument();
    expect(view.getByText("Company's time")).toBeInTheDocument();
    expect(view.getByText('Invited')).toBeInTheDocument();
    expect(view.getByText('30 minutes')).toBeInTheDocument();
    expect(view.getByText('Zoom')).toBeInTheDocument();
    expect(view.getByText('Please have your language certificate ready.')).toBeInTheDocument();
    expect(view.getByText('Earlier times')).toBeInTheDocument();
    // Weeks before the start, joining is not possible yet (and says when it will be).
    expect(view.getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(view.getByText('You can join from 10 minutes before the start.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Add to calendar: the interview with Klinikum Nord' })).toHaveAttribute(
      'href',
      `/api/interviews/${INTERVIEW_ID}/calendar.ics`,
    );
    expect(screen.getByRole('heading', { name: 'Your time zone' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calendar subscription' })).toBeInTheDocument();
  });

  it('opens the join link in a new tab from 10 minutes before the start', async () => {
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    const end = new Date(Date.now() + 35 * 60_000).toISOString();
    candidateApi(interviewFixture({ status: 'accepted', startsAt: soon, endsAt: end }));
    renderApp('/my-interviews');
    const join = (await card()).getByRole('link', { name: /Join the video interview with Klinikum Nord/ });
    expect(join).toHaveAttribute('href', 'https://zoom.us/j/123456789');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
  });

  it('accepts a time with the right body', async () => {
    const api = candidateApi(interviewFixture(), {
      'POST /api/interviews/:id/respond': { body: interviewFixture({ status: 'accepted' }) },
    });
    renderApp('/my-interviews');
    await userEvent.setup().click((await card()).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.to(`POST /api/interviews/${INTERVIEW_ID}/respond`)[0]?.body).toEqual({ response: 'accept' }),
    );
    expect(await screen.findByText('Interview accepted.')).toBeInTheDocument();
  });

  it('books one of the offered times, shown in the candidate’s zone; a taken one cannot be chosen', async () => {
    const slots = [
      { id: '90000000-0000-4000-8000-000000000001', startsAt: STARTS_AT, available: true },
      { id: '90000000-0000-4000-8000-000000000002', startsAt: '2030-06-05T08:00:00.000Z', available: false },
    ];
    const api = candidateApi(interviewFixture({ startsAt: null, endsAt: null, slots }), {
      'POST /api/interviews/:id/respond': { body: interviewFixture({ status: 'accepted' }) },
    });
    renderApp('/my-interviews');
    const view = await card();
    expect(view.getByText('Choose a time')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Book this time' }));
    expect(view.getByText('Please choose one of the offered times.')).toBeInTheDocument();
    const group = within(view.getByRole('group', { name: 'Choose a time that suits you' }));
    expect(group.getByRole('radio', { name: new RegExp(kolkata().replace(/[()+]/g, '\\$&')) })).toBeEnabled();
    expect(group.getByRole('radio', { name: /no longer free/ })).toBeDisabled();
    await user.click(group.getByRole('radio', { name: new RegExp(kolkata().replace(/[()+]/g, '\\$&')) }));
    await user.click(view.getByRole('button', { name: 'Book this time' }));
    await waitFor(() =>
      expect(api.to(`POST /api/interviews/${INTERVIEW_ID}/respond`)[0]?.body).toEqual({
        response: 'accept',
        slotId: slots[0]?.id,
      }),
    );
  });

  it('once booked, moves to another offered time that is free, or asks for another time (issue 28.7)', async () => {
    const slots = [
      { id: '90000000-0000-4000-8000-000000000001', startsAt: STARTS_AT, available: true },
      { id: '90000000-0000-4000-8000-000000000002', startsAt: '2030-06-05T08:00:00.000Z', available: false },
      { id: '90000000-0000-4000-8000-000000000003', startsAt: '2030-06-06T08:00:00.000Z', available: true },
    ];
    const api = candidateApi(interviewFixture({ status: 'accepted', slots }), {
      'POST /api/interviews/:id/respond': {
        body: interviewFixture({ status: 'accepted', startsAt: slots[2]!.startsAt, slots }),
      },
    });
    renderApp('/my-interviews');
    const view = await card();
    const user = userEvent.setup();
    expect(view.getByRole('button', { name: 'Ask for another time' })).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Choose another offered time' }));
    const group = within(view.getByRole('group', { name: 'Move to another of the offered times' }));
    expect(group.getByRole('radio', { name: /your booked time/ })).toBeDisabled();
    expect(group.getByRole('radio', { name: /no longer free/ })).toBeDisabled();
    const third = formatInterviewTime(slots[2]!.startsAt, 'Asia/Kolkata', 'en');
    await user.click(group.getByRole('radio', { name: new RegExp(third.replace(/[()+]/g, '\\$&')) }));
    await user.click(view.getByRole('button', { name: 'Move to this time' }));
    await waitFor(() =>
      expect(api.to(`POST /api/interviews/${INTERVIEW_ID}/respond`)[0]?.body).toEqual({
        response: 'accept',
        slotId: slots[2]!.id,
      }),
    );
    expect(await screen.findByText('Interview booked.')).toBeInTheDocument();
  });

  it('declines with an optional reason', async () => {
    const api = candidateApi(interviewFixture(), {
      'POST /api/interviews/:id/respond': {
        body: interviewFixture({ status: 'declined', declineReason: 'I found a place.' }),
      },
    });
    renderApp('/my-interviews');
    const user = userEvent.setup();
    await user.click((await card()).getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline the interview?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'I found a place.');
    await user.click(dialog.getByRole('button', { name: 'Decline interview' }));
    await waitFor(() =>
      expect(api.to(`POST /api/interviews/${INTERVIEW_ID}/respond`)[0]?.body).toEqual({
        response: 'decline',
        reason: 'I found a place.',
      }),
    );
    expect(await screen.findByText('Interview declined.')).toBeInTheDocument();
  });

  it('asks for another time only with a note', async () => {
    const api = candidateApi(interviewFixture(), {
      'POST /api/interviews/:id/respond': { body: interviewFixture() },
    });
    renderApp('/my-interviews');
    const user = userEvent.setup();
    await user.click((await card()).getByRole('button', { name: 'Ask for another time' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask for another time' }));
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(dialog.getByText('Please say which times would suit you.')).toBeInTheDocument();
    expect(api.to(`POST /api/interviews/${INTERVIEW_ID}/respond`)).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: 'Which times suit you?' }), 'Mornings next week, my time.');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(api.to(`POST /api/interviews/${INTERVIEW_ID}/respond`)[0]?.body).toEqual({
        response: 'request_new_time',
        note: 'Mornings next week, my time.',
      }),
    );
  });

  it('cancels an accepted interview only with a reason; a refusal keeps the reason and shows the server’s message', async () => {
    const api = candidateApi(interviewFixture({ status: 'accepted' }), {
      'POST /api/interviews/:id/cancel': apiError(409, 'CONFLICT', 'Failed to cancel interview'),
    });
    renderApp('/my-interviews');
    const user = userEvent.setup();
    await user.click((await card()).getByRole('button', { name: 'Cancel interview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel the interview?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel interview' }));
    expect(dialog.getByText('Please enter a reason for cancelling')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Reason for cancelling' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(`POST /api/interviews/${INTERVIEW_ID}/cancel`)).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: 'Reason for cancelling' }), 'I am ill.');
    await user.click(dialog.getByRole('button', { name: 'Cancel interview' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to cancel interview');
    expect(api.to(`POST /api/interviews/${INTERVIEW_ID}/cancel`)[0]?.body).toEqual({ reason: 'I am ill.' });
    expect(dialog.getByRole('textbox', { name: 'Reason for cancelling' })).toHaveValue('I am ill.');
  });

  it('speaks German: the card, both zones and the missing cancel reason', async () => {
    stubApi({
      'GET /api/me': { body: meFor({ user: { timezone: 'Asia/Kolkata', locale: 'de' } }) },
      'GET /api/interviews': {
        body: {
          items: [
            interviewFixture({ status: 'canceled', canceledBy: 'company', cancelReason: 'Die Stelle ist besetzt.' }),
            interviewFixture({
              id: '60000000-0000-4000-8000-000000000002',
              status: 'accepted',
              company: { id: 'c2', name: 'Bäckerei Sonne' },
            }),
          ],
        },
      },
      'GET /api/calendar-feed': { body: { url: null, active: false } },
    });
    renderApp('/de/my-interviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Vorstellungsgespräche' })).toBeInTheDocument();
    const canceled = await card(/Gespräch mit Klinikum Nord/);
    expect(canceled.getByText(berlin('de'))).toBeInTheDocument();
    expect(canceled.getByText(kolkata('de'))).toBeInTheDocument();
    expect(canceled.getByText('Abgesagt')).toBeInTheDocument();
    expect(canceled.getByText('Vom Unternehmen abgesagt')).toBeInTheDocument();
    expect(canceled.getByText('Grund: Die Stelle ist besetzt.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click((await card(/Gespräch mit Bäckerei Sonne/)).getByRole('button', { name: 'Gespräch absagen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Gespräch absagen?' }));
    await user.click(dialog.getByRole('button', { name: 'Gespräch absagen' }));
    expect(dialog.getByText('Bitte gib einen Grund für die Absage an')).toBeInTheDocument();
  });

  it('scrolls to and highlights the interview a notification links to', async () => {
    candidateApi(interviewFixture());
    renderApp(`/my-interviews#${INTERVIEW_ID}`);
    const article = await screen.findByRole('article', { name: /Interview with Klinikum Nord/ });
    await waitFor(() => expect(article).toHaveFocus());
    expect(article).toHaveAttribute('id', INTERVIEW_ID);
    expect(article.className).toContain('ring-4');
  });

  it('sets a missing time zone from the browser once, silently', async () => {
    const api = stubApi({
      'GET /api/me': { body: meFor({ user: { id: 'user-without-zone', timezone: null } }) },
      'GET /api/interviews': { body: { items: [] } },
      'GET /api/calendar-feed': { body: { url: null, active: false } },
      'PUT /api/me/timezone': (request) => ({ body: request.body }),
    });
    renderApp('/my-interviews');
    await waitFor(() =>
      expect(api.to('PUT /api/me/timezone')[0]?.body).toEqual({
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
    expect(await screen.findByText('No upcoming interviews.')).toBeInTheDocument();
    expect(api.to('PUT /api/me/timezone')).toHaveLength(1);
  });
});

describe('/employer/interviews', { timeout: 20_000 }, () => {
  const companyInterview = (overrides: Partial<Interview> = {}) =>
    interviewFixture({ mySide: 'company', status: 'accepted', ...overrides });

  function employerApi(extra: Record<string, StubHandler> = {}) {
    return stubApi({
      'GET /api/me': { body: EMPLOYER },
      'GET /api/interviews': {
        body: {
          items: [
            companyInterview(),
            companyInterview({
              id: '60000000-0000-4000-8000-000000000003',
              candidate: { id: 'c3', name: 'Kofi Mensah', timezone: 'Africa/Lagos' },
              interviewer: { id: '70000000-0000-4000-8000-000000000002', name: 'Tom Berger' },
              startsAt: '2030-06-06T12:00:00.000Z',
              endsAt: '2030-06-06T12:45:00.000Z',
              status: 'scheduled',
            }),
          ],
        },
      },
      'GET /api/employer/listings': { body: [] },
      'GET /api/calendar-feed': { body: { url: null, active: true } },
      ...extra,
    });
  }

  it('lists the team’s interviews with the employer’s and the candidate’s time, filters by interviewer, shows a week', async () => {
    const api = employerApi();
    renderApp('/employer/interviews');
    const amina = await card(/Interview with Amina El Idrissi/);
    expect(amina.getByText(berlin())).toBeInTheDocument();
    expect(amina.getByText(kolkata())).toBeInTheDocument();
    expect(amina.getByText("Candidate's time")).toBeInTheDocument();
    expect(amina.getByText('For: Ausbildung Pflegefachfrau 2027')).toBeInTheDocument();
    expect(amina.getByRole('button', { name: /Change time/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Interviews' })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interviewer' }), 'Tom Berger');
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.query.get('interviewerId') === '70000000-0000-4000-8000-000000000002'),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Week' }));
    await user.click(await screen.findByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(api.requests.some((request) => request.query.get('scope') === 'all')).toBe(true));
  });

  it('shows the week of an interview in seven days, each interview opening its card', async () => {
    employerApi();
    renderApp('/employer/interviews?view=week&week=2030-06-03');
    const week = await screen.findByRole('region', { name: /Week of Monday, 3 June 2030/ });
    expect(within(week).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    const entry = within(week).getByRole('button', { name: /10:00.*Amina El Idrissi.*Accepted/ });
    const user = userEvent.setup();
    await user.click(entry);
    expect(await screen.findByRole('article', { name: /Interview with Amina El Idrissi/ })).toBeInTheDocument();
  });

  it('saves an outcome note after a completed interview, with the way to the application', async () => {
    const api = employerApi({
      'GET /api/interviews': {
        body: {
          items: [companyInterview({ status: 'completed', applicationId: '30000000-0000-4000-8000-000000000001' })],
        },
      },
      'PUT /api/interviews/:id/outcome': (request) => ({
        body: companyInterview({ status: 'completed', outcomeNote: (request.body as { note: string }).note }),
      }),
    });
    renderApp('/employer/interviews?scope=past');
    const view = await card(/Interview with Amina El Idrissi/);
    const user = userEvent.setup();
    await user.type(
      view.getByRole('textbox', { name: 'Outcome (only your team sees this)' }),
      'Strong German, invite to trial day.',
    );
    await user.click(view.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(api.to(`PUT /api/interviews/${INTERVIEW_ID}/outcome`)[0]?.body).toEqual({
        note: 'Strong German, invite to trial day.',
      }),
    );
    expect(view.getByRole('link', { name: 'Open the applications for this listing' })).toHaveAttribute(
      'href',
      expect.stringContaining('/employer/applications?listingId='),
    );
  });
});

describe('schedule interview dialog', { timeout: 20_000 }, () => {
  const context = {
    candidate: { id: CANDIDATE_ID, name: 'Amina El Idrissi', timezone: 'Asia/Kolkata' },
    interviewers: [
      { id: INTERVIEWER_ID, name: 'Jana Weber' },
      { id: '70000000-0000-4000-8000-000000000002', name: 'Tom Berger' },
    ],
    employerTimezone: 'Europe/Berlin',
    canSchedule: true,
  };

  /** The company's side of a conversation with Amina: her interviews above the messages, and the button. */
  async function openDialog(extra: Record<string, StubHandler> = {}) {
    const api = stubApi({
      'GET /api/me': { body: EMPLOYER },
      'GET /api/conversations': { body: { items: [summaryFixture()] } },
      'GET /api/conversations/:id': { body: detailFixture({ mySide: 'company', canBlock: false }) },
      'GET /api/conversations/:id/messages': {
        body: { items: [messageFixture(1, { body: 'Hallo' })], hasMore: false },
      },
      'POST /api/conversations/:id/read': { status: 204 },
      'GET /api/employer/candidates/access': { status: 404, body: {} },
      'GET /api/interviews': { body: { items: [] } },
      'GET /api/interviews/schedule-context': { body: context },
      ...extra,
    });
    renderApp(`/employer/messages/${CONVERSATION_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule interview with Amina El Idrissi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule an interview with Amina El Idrissi' }));
    if (context.canSchedule && !extra['GET /api/interviews/schedule-context']) await dialog.findByLabelText('Date');
    return { api, user, dialog };
  }

  const setTime = (dialog: ReturnType<typeof within>, date: string, time: string, index = 0) => {
    fireEvent.change(dialog.getAllByLabelText('Date')[index] as HTMLElement, { target: { value: date } });
    fireEvent.change(dialog.getAllByLabelText(/^Time \(Berlin/)[index] as HTMLElement, { target: { value: time } });
  };

  it('shows the candidate’s local time live and warns when it is night there', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByText(/Your company's time zone: Berlin\. The candidate's: Kolkata\./)).toBeInTheDocument();
    setTime(dialog, '2030-06-04', '10:00');
    expect(await dialog.findByText(`Candidate's time: ${kolkata()}`)).toBeInTheDocument();
    expect(dialog.queryByText(/at night for the candidate/)).not.toBeInTheDocument();
    setTime(dialog, '2030-06-04', '22:00');
    expect(await dialog.findByText(/Candidate's time: .*01:30 \(Kolkata, GMT\+5:30\)/)).toBeInTheDocument();
    expect(dialog.getByText(/This is at night for the candidate/)).toBeInTheDocument();
  });

  it('refuses a Zoom link on another host and a time in the past before sending', async () => {
    const { api, user, dialog } = await openDialog();
    setTime(dialog, '2020-01-07', '10:00');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Video platform' }), 'Zoom');
    await user.type(dialog.getByRole('textbox', { name: 'Video link' }), 'https://zoom.example.com/j/1');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Please enter a valid video meeting URL')).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: 'Video link' }));
    await user.type(dialog.getByRole('textbox', { name: 'Video link' }), 'https://us02web.zoom.us/j/1');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Please choose a time in the future.')).toBeInTheDocument();
    expect(api.to('POST /api/interviews')).toHaveLength(0);
  });

  it('sends several offered times with the schema’s body; a failure keeps every value and shows the server’s message', async () => {
    const { api, user, dialog } = await openDialog({
      'POST /api/interviews': apiError(500, 'INTERNAL', 'Failed to schedule interview'),
    });
    await user.click(dialog.getByRole('radio', { name: /Offer several times/ }));
    setTime(dialog, '2030-06-04', '10:00', 0);
    setTime(dialog, '2030-06-05', '11:30', 1);
    const duration = dialog.getByRole('spinbutton', { name: 'Duration in minutes' });
    await user.clear(duration);
    await user.type(duration, '45');
    await user.type(dialog.getByRole('textbox', { name: 'Video link' }), 'https://meet.google.com/abc-defg-hij');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Interviewer' }), 'Tom Berger');
    await user.type(dialog.getByRole('textbox', { name: 'Message to the candidate (optional)' }), 'See you soon.');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to schedule interview');
    expect(api.to('POST /api/interviews')[0]?.body).toEqual({
      candidateId: CANDIDATE_ID,
      interviewerId: '70000000-0000-4000-8000-000000000002',
      slots: [
        { date: '2030-06-04', time: '10:00' },
        { date: '2030-06-05', time: '11:30' },
      ],
      durationMinutes: '45',
      timezone: 'Europe/Berlin',
      platform: 'google_meet',
      videoLink: 'https://meet.google.com/abc-defg-hij',
      message: 'See you soon.',
    });
    expect(dialog.getAllByLabelText('Date').map((input) => (input as HTMLInputElement).value)).toEqual([
      '2030-06-04',
      '2030-06-05',
    ]);
    expect(duration).toHaveValue(45);
    expect(dialog.getByRole('textbox', { name: 'Video link' })).toHaveValue('https://meet.google.com/abc-defg-hij');
    expect(dialog.getByRole('textbox', { name: 'Message to the candidate (optional)' })).toHaveValue('See you soon.');
  });

  it('shows the plan message with the way to a plan when the trial or plan ended', async () => {
    const { dialog } = await openDialog({
      'GET /api/interviews/schedule-context': { body: { ...context, canSchedule: false } },
    });
    expect(await dialog.findByText('Your plan has expired. Choose a plan to schedule interviews.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/subscription');
  });
});

describe('time zone picker (issue 28.1)', { timeout: 20_000 }, () => {
  function pickerApi(country: string | null, locale: 'en' | 'de' = 'en') {
    return stubApi({
      'GET /api/me': { body: meFor({ user: { timezone: 'Europe/Berlin', locale } }) },
      'GET /api/interviews': { body: { items: [] } },
      'GET /api/calendar-feed': { body: { url: null, active: false } },
      'GET /api/profile': { body: { personal: { country } } },
      'PUT /api/me/timezone': (request) => ({ body: request.body }),
    });
  }

  async function openPicker(path = '/my-interviews', change = 'Change time zone') {
    renderApp(path);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: change }));
    return user;
  }

  const checkedZone = () => screen.getAllByRole<HTMLInputElement>('radio').find((radio) => radio.checked);

  it('"India" offers Asia/Kolkata first and chooses nothing until a click; the click and Save store it', async () => {
    const api = pickerApi(null);
    const user = await openPicker();
    await user.type(screen.getByRole('searchbox', { name: 'Search time zones' }), 'India');
    const first = (await screen.findAllByRole('radio'))[0] as HTMLInputElement;
    expect(first.value).toBe('Asia/Kolkata');
    expect(first).not.toBeChecked();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByText(/^Chosen: Berlin \(Germany\), GMT\+\d, now \d\d:\d\d\./)).toBeInTheDocument();
    // Each choice shows its offset and its time now.
    const kolkata = screen.getByRole('radio', { name: /^Kolkata · India/ });
    expect(kolkata.closest('label')).toHaveTextContent(/now \d\d:\d\dGMT\+5:30/);
    expect(kolkata.closest('label')).toHaveTextContent('Mumbai');
    // Enter in the search saves nothing.
    await user.keyboard('{Enter}');
    expect(api.to('PUT /api/me/timezone')).toHaveLength(0);
    await user.click(kolkata);
    expect(kolkata).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(api.to('PUT /api/me/timezone')[0]?.body).toEqual({ timezone: 'Asia/Kolkata' }));
  });

  it.each([
    ['Vietnam', 'Asia/Ho_Chi_Minh'],
    ['Nigeria', 'Africa/Lagos'],
    ['Delhi', 'Asia/Kolkata'],
    ['Mumbai', 'Asia/Kolkata'],
    ['Ho Chi Minh', 'Asia/Ho_Chi_Minh'],
    ['Calcutta', 'Asia/Kolkata'],
  ])('"%s" finds %s first', async (query, zone) => {
    pickerApi(null);
    const user = await openPicker();
    await user.type(screen.getByRole('searchbox', { name: 'Search time zones' }), query);
    await waitFor(() => expect((screen.getAllByRole('radio')[0] as HTMLInputElement).value).toBe(zone));
    expect(checkedZone()).toBeUndefined();
    // No old names anywhere in the list.
    expect(screen.queryByText(/Calcutta|Saigon/)).not.toBeInTheDocument();
  });

  it('in German: "Indien" finds Asia/Kolkata, shown as "Kolkata · Indien"', async () => {
    pickerApi(null, 'de');
    const user = await openPicker('/de/my-interviews', 'Zeitzone ändern');
    await user.type(screen.getByRole('searchbox', { name: 'Zeitzone suchen' }), 'Indien');
    await waitFor(() => expect((screen.getAllByRole('radio')[0] as HTMLInputElement).value).toBe('Asia/Kolkata'));
    expect(screen.getByRole('radio', { name: /^Kolkata · Indien/ })).not.toBeChecked();
    expect(screen.getByText(/^Gewählt: Berlin \(Deutschland\)/)).toBeInTheDocument();
  });

  it('offers the zone of the candidate’s country first, before any search', async () => {
    pickerApi('NG');
    await openPicker();
    await waitFor(() => expect((screen.getAllByRole('radio')[0] as HTMLInputElement).value).toBe('Africa/Lagos'));
    expect(screen.getAllByRole('radio')[0]?.closest('label')).toHaveTextContent('your country');
    expect(checkedZone()?.value).toBe('Europe/Berlin');
  });
});
