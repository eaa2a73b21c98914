import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, clearToasts, meFor, stubApi, type StubRequest } from '../../test/stub-api';
import { outbox } from '../../features/messaging/outbox';
import { isLive } from '../../features/messaging/realtime/messaging-sync';
import {
  CANDIDATE_USER_ID,
  CONVERSATION_ID,
  detailFixture,
  summaryFixture,
} from '../../features/messaging/testing/conversation-fixture';
import { FakeConnection } from '../../features/messaging/testing/fake-connection';
import { messageFixture } from '../../features/messaging/testing/message-fixture';
import { renderApp } from '../../test/render-app';
import { putServerQueryState } from '../../test/server-query-state';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';
import { interviewFixture } from '../../features/interviews/testing/interview-fixture';
import { formatInterviewTime } from '@azubi/shared/interviews/interview-time';

const live = vi.hoisted(() => ({ connection: null as unknown }));
vi.mock('../../features/messaging/realtime/realtime', () => ({
  loadConnection: () => Promise.resolve(live.connection),
  closeConnection: () => Promise.resolve(),
}));
const upload = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock('../../features/messaging/api/upload-attachment', () => ({
  uploadAttachment: (...args: unknown[]) => upload.fn(...args) as unknown,
  attachmentUrl: (id: string) => `/api/message-attachments/${id}`,
}));

const ME = meFor();
const OTHER_ID = '20000000-0000-4000-8000-000000000002';
const mine = (seq: number, body: string) =>
  messageFixture(seq, { body, sender: { userId: ME.user.id, name: ME.user.fullName, side: 'candidate' } });

let connection: FakeConnection;
beforeEach(() => {
  connection = new FakeConnection();
  live.connection = connection;
  upload.fn.mockReset();
});
afterEach(() => {
  // A test that ended between 'offline' and 'online' must not leave the query client paused for the next.
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  outbox.reset();
  clearToasts();
});

function candidateApi(extra: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  return stubApi({
    'GET /api/me': { body: ME },
    'GET /api/conversations': {
      body: {
        items: [
          summaryFixture({
            id: OTHER_ID,
            unreadCount: 3,
            company: { ...summaryFixture().company, name: 'Bäckerei Sonne' },
          }),
          summaryFixture({ unreadCount: 1 }),
        ],
      },
    },
    'GET /api/conversations/:id': { body: detailFixture({ otherSeenSeq: 2, mySeenSeq: 0 }) },
    'GET /api/conversations/:id/messages': {
      body: {
        items: [
          messageFixture(1, {
            body: 'Hello Amina,\nwe would like to meet you. Details: https://klinikum.example/termin',
          }),
          mine(2, 'Thank you, see you then.'),
        ],
        hasMore: false,
      },
    },
    'POST /api/conversations/:id/read': { status: 204 },
    ...extra,
  });
}

async function openConversation(path = `/my-messages/${CONVERSATION_ID}`, shown = /we would like to meet you/) {
  const view = renderApp(path);
  await screen.findByText(shown, undefined, { timeout: 10_000 });
  return view;
}

describe('messages pages', () => {
  it('shows the list with unread badges beside the conversation: sender, day, time, seen, safe links, line breaks', async () => {
    const api = candidateApi();
    await openConversation();
    const list = within(screen.getByRole('region', { name: 'Conversations' }));
    expect(list.getByRole('link', { name: /Klinikum Nord/ })).toHaveAttribute('aria-current', 'page');
    expect(list.getByRole('link', { name: /Bäckerei Sonne/ })).toHaveAccessibleName(/3 unread messages/);
    // The open conversation counts as read at once.
    expect(list.getByRole('link', { name: /Klinikum Nord/ })).not.toHaveAccessibleName(/unread/);

    expect(screen.getByRole('heading', { level: 2, name: /Klinikum Nord/ })).toBeInTheDocument();
    expect(screen.getByText('Jana Weber')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://klinikum.example/termin' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    const text = screen.getByText(/Hello Amina,/);
    expect(text.textContent).toContain('Hello Amina,\nwe would like');
    expect(text).toHaveClass('whitespace-pre-wrap');
    expect(screen.getByText('Seen')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Friday, 20 November 2026' })).toBeInTheDocument();
    // Opening it marks what is on screen as seen and joins its live room.
    await waitFor(() => expect(api.to(`POST /api/conversations/${CONVERSATION_ID}/read`)[0]?.body).toEqual({ seq: 2 }));
    expect(connection.joined).toContain(CONVERSATION_ID);
  });

  it('starts with what the page’s HTML carried: the list and the open conversation, without asking for them (issue 35)', async () => {
    const api = candidateApi();
    putServerQueryState([
      { queryKey: ['auth', 'me'], data: ME },
      { queryKey: messagingKeys.conversationList(''), data: { items: [summaryFixture({ unreadCount: 1 })] } },
      { queryKey: messagingKeys.unread(), data: { count: 1 } },
      {
        queryKey: messagingKeys.conversation(CONVERSATION_ID),
        data: detailFixture({ otherSeenSeq: 2, mySeenSeq: 0 }),
      },
      {
        queryKey: messagingKeys.messages(CONVERSATION_ID),
        data: {
          items: [messageFixture(1, { body: 'Carried in the page: we would like to meet you.' })],
          hasOlder: false,
        },
      },
    ]);
    await openConversation(`/my-messages/${CONVERSATION_ID}`, /Carried in the page/);
    expect(api.to('GET /api/me')).toHaveLength(0);
    expect(api.to('GET /api/conversations')).toHaveLength(0);
    expect(api.to(`GET /api/conversations/${CONVERSATION_ID}`)).toHaveLength(0);
    // Only a catch-up after the socket joined may ask for messages, and only for those after the last held.
    for (const request of api.to(`GET /api/conversations/${CONVERSATION_ID}/messages`))
      expect(request.query.get('after')).toBe('1');
  });

  it('asks for a message, sends it with a client id, and shows the other side’s answer live and politely announced', async () => {
    const sent: StubRequest[] = [];
    candidateApi({
      'POST /api/conversations/:id/messages': (request) => {
        sent.push(request);
        const body = request.body as { clientId: string; body: string };
        return { status: 201, body: { ...mine(3, body.body), clientId: body.clientId } };
      },
    });
    await openConversation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Line one{Shift>}{Enter}{/Shift}line two');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ body: 'Line one\nline two', attachmentIds: [] });
    expect((sent[0]?.body as { clientId: string }).clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByText(/Line one/)).textContent).toBe('Line one\nline two');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

    connection.emit({
      type: 'typing',
      conversationId: CONVERSATION_ID,
      userId: '30000000-0000-4000-8000-000000000001',
      name: 'Jana Weber',
      side: 'company',
    });
    expect(await screen.findByText('Jana Weber is typing…')).toBeInTheDocument();
    connection.emit({
      type: 'message.new',
      conversationId: CONVERSATION_ID,
      message: messageFixture(4, { body: 'Great!' }),
    });
    expect(await screen.findByText('Great!')).toBeInTheDocument();
    // The same event again (a catch-up overlapping it) shows nothing twice.
    connection.emit({
      type: 'message.new',
      conversationId: CONVERSATION_ID,
      message: messageFixture(4, { body: 'Great!' }),
    });
    expect(screen.getAllByText('Great!')).toHaveLength(1);
    const announcement = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
    expect(announcement).toHaveTextContent('New message from Jana Weber: Great!');
    expect(screen.queryByText('Jana Weber is typing…')).not.toBeInTheDocument();
  }, 20_000);

  it('keeps the text after a failed send and tries again with the same client id; shows the rate limit', async () => {
    const clientIds: string[] = [];
    let answer = 0;
    candidateApi({
      'POST /api/conversations/:id/messages': (request) => {
        const body = request.body as { clientId: string; body: string };
        clientIds.push(body.clientId);
        answer += 1;
        if (answer === 1)
          return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } };
        if (answer === 2)
          return apiError(429, 'RATE_LIMITED', 'You can send at most 30 messages per minute. Please wait a moment.');
        return { status: 201, body: { ...mine(3, body.body), clientId: body.clientId } };
      },
    });
    await openConversation();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Are you there?');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('You can send at most 30 messages per minute. Please wait a moment.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Are you there?', { selector: 'p' })).toBeInTheDocument();
    expect(new Set(clientIds).size).toBe(1);
    expect(clientIds).toHaveLength(3);
  }, 20_000);

  it('checks attachments before uploading and keeps text and files when an upload fails', async () => {
    candidateApi();
    upload.fn.mockRejectedValueOnce(new (await import('../../lib/api-error')).ApiError(0, 'SERVICE_UNAVAILABLE', ''));
    await openConversation();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText(/Attach files/, { selector: 'input' });
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 });
    await user.upload(input, big);
    expect(screen.getByText('File size must be less than 10MB')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('cv.pdf')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'My CV');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to upload file')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('My CV');
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('cv.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('queues a message written offline and sends it once on reconnect, after catching up', async () => {
    let online = false;
    const posts: string[] = [];
    const api = candidateApi({
      'POST /api/conversations/:id/messages': (request) => {
        if (!online) return 'network-error';
        const body = request.body as { clientId: string; body: string };
        posts.push(body.clientId);
        return { status: 201, body: { ...mine(4, body.body), clientId: body.clientId } };
      },
      'GET /api/conversations/:id/messages': (request) =>
        request.query.get('after') === '2'
          ? { body: { items: [messageFixture(3, { body: 'Missed while away' })], hasMore: false } }
          : {
              body: {
                items: [messageFixture(1, { body: 'we would like to meet you' }), mine(2, 'Thanks')],
                hasMore: false,
              },
            },
    });
    await openConversation();
    const user = userEvent.setup();
    // The page follows the socket from its first frame on (issue 35); the connection drops after that.
    await waitFor(() => expect(isLive()).toBe(true));
    connection.disconnect();
    expect(await screen.findByText(/No connection/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Written in the tunnel');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Waiting for a connection – sent automatically')).toBeInTheDocument();
    expect(
      screen.getByText('You are offline. The message will be sent as soon as you are back online.', {
        selector: 'p:not(.sr-only)',
      }),
    ).toBeInTheDocument();
    expect(outbox.entries()).toHaveLength(1);
    const clientId = outbox.entries()[0]?.clientId;

    online = true;
    connection.connect();
    expect(await screen.findByText('Missed while away')).toBeInTheDocument();
    await waitFor(() => expect(posts).toEqual([clientId]));
    expect(await screen.findByText('Written in the tunnel', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for a connection – sent automatically')).not.toBeInTheDocument();
    // Issue 28.8: the "You are offline" note goes once the queue delivered, not at the next send.
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(outbox.entries()).toHaveLength(0);
    expect(api.requests.some((request) => request.query.get('after') === '2')).toBe(true);
  }, 20_000);

  it('opens the socket at the browser’s first quiet moment after the page is on screen, saying nothing of a connection before (issue 35)', async () => {
    candidateApi();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    await openConversation();
    // On screen, the socket not yet asked for: no "No connection" while it has not tried.
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(isLive()).toBe(false);
    expect(screen.queryByText(/No connection/)).not.toBeInTheDocument();
    for (const callback of idle.splice(0)) callback();
    await waitFor(() => expect(isLive()).toBe(true));
    expect(screen.queryByText(/No connection/)).not.toBeInTheDocument();
  });

  it('catches up and opens a fresh socket when the browser is back online, even if the socket never noticed', async () => {
    const api = candidateApi({
      'GET /api/conversations/:id/messages': (request) =>
        request.query.get('after') === '2'
          ? { body: { items: [messageFixture(3, { body: 'Sent while you were in the tunnel' })], hasMore: false } }
          : {
              body: {
                items: [messageFixture(1, { body: 'we would like to meet you' }), mine(2, 'Thanks')],
                hasMore: false,
              },
            },
    });
    await openConversation();
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(/No connection/)).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Sent while you were in the tunnel')).toBeInTheDocument();
    await waitFor(() => expect(connection.refreshed).toBe(1));
    expect(api.requests.filter((request) => request.query.get('after') === '2')).toHaveLength(1);
  });

  it('on a phone an open conversation takes the screen without the footer; the list gives it back (issue 28)', async () => {
    candidateApi();
    const { router } = await openConversation();
    expect(document.documentElement.dataset.chatOpen).toBe('');
    expect(
      screen.getByText('We would like to meet you', { exact: false }).closest('.phone-chat-screen'),
    ).not.toBeNull();
    await router.navigate('/my-messages');
    await waitFor(() => expect(document.documentElement.dataset.chatOpen).toBeUndefined());
  });

  it('tells the company it cannot write once the candidate blocked it, in German', async () => {
    stubApi({
      'GET /api/me': {
        body: meFor({
          user: { id: 'member-1', role: 'employer', locale: 'de', fullName: 'Jana Weber' },
          company: { id: 'company-1', name: 'Klinikum Nord', teamRole: 'admin', verificationStatus: 'verified' },
        }),
      },
      'GET /api/conversations': { body: { items: [summaryFixture({ blockedByCandidate: true, canWrite: false })] } },
      'GET /api/conversations/:id': {
        body: detailFixture({ mySide: 'company', blockedByCandidate: true, canWrite: false, canBlock: false }),
      },
      'GET /api/conversations/:id/messages': {
        body: { items: [messageFixture(1, { body: 'Hallo' })], hasMore: false },
      },
      'POST /api/conversations/:id/read': { status: 204 },
      'GET /api/employer/candidates/access': { status: 404, body: {} },
    });
    connection.presenceRecords = [
      { userId: CANDIDATE_USER_ID, fullName: '', avatarUrl: null, online: true, onlineAt: '2026-11-20T09:00:00.000Z' },
    ];
    renderApp(`/de/employer/messages/${CONVERSATION_ID}`);
    expect(
      await screen.findByText(
        'Die Person hat euer Unternehmen blockiert. Ihr könnt in dieser Unterhaltung keine Nachrichten senden.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Deine Nachricht' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amina El Idrissi' })).toHaveAttribute(
      'href',
      `/de/candidate/${CANDIDATE_USER_ID}`,
    );
    expect(await screen.findByText('Jetzt online')).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Nachrichten' }).some((link) => link.getAttribute('aria-current') === 'page'),
    ).toBe(true);
  });

  for (const lang of ['en', 'de'] as const)
    it(`keeps a deleted candidate's conversation for the company as "Deleted user", read-only (${lang})`, async () => {
      const deletedName = lang === 'en' ? 'Deleted user' : 'Gelöschte Person';
      const gone = { id: null, name: deletedName, photoUrl: null };
      stubApi({
        'GET /api/me': {
          body: meFor({
            user: { id: 'member-1', role: 'employer', locale: lang, fullName: 'Jana Weber' },
            company: { id: 'company-1', name: 'Klinikum Nord', teamRole: 'admin', verificationStatus: 'verified' },
          }),
        },
        'GET /api/conversations': { body: { items: [summaryFixture({ candidate: gone, canWrite: false })] } },
        'GET /api/conversations/:id': {
          body: detailFixture({ mySide: 'company', candidate: gone, canWrite: false, canBlock: false }),
        },
        'GET /api/conversations/:id/messages': {
          body: {
            items: [
              messageFixture(1, {
                body: 'Danke für die Einladung',
                sender: { userId: null, name: deletedName, side: 'candidate' },
              }),
            ],
            hasMore: false,
          },
        },
        'POST /api/conversations/:id/read': { status: 204 },
        'GET /api/employer/candidates/access': { status: 404, body: {} },
      });
      renderApp(`${lang === 'de' ? '/de' : ''}/employer/messages/${CONVERSATION_ID}`);
      expect(
        await screen.findByText(
          lang === 'en'
            ? 'This person deleted their account. You can read the conversation but no longer write to them.'
            : 'Diese Person hat ihr Konto gelöscht. Du kannst die Unterhaltung lesen, ihr aber nicht mehr schreiben.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Danke für die Einladung')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: deletedName })).toBeInTheDocument();
      // No link to a profile that is gone, no composer.
      expect(screen.queryByRole('link', { name: deletedName })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('textbox', { name: lang === 'en' ? 'Your message' : 'Deine Nachricht' }),
      ).not.toBeInTheDocument();
    });

  it('shows the company the candidate’s name as soon as they reveal themselves, and their "Not interested" with the reason', async () => {
    let revealed = false;
    const code = `Candidate ${CANDIDATE_USER_ID.slice(0, 4).toUpperCase()}`;
    const detail = () =>
      detailFixture({
        mySide: 'company',
        canBlock: false,
        candidateRevealed: revealed,
        candidate: { id: CANDIDATE_USER_ID, name: revealed ? 'Amina El Idrissi' : code, photoUrl: null },
        ...(revealed ? {} : { canWrite: false, declined: { reason: 'not_looking', at: '2026-11-20T09:00:00.000Z' } }),
      });
    stubApi({
      'GET /api/me': {
        body: meFor({
          user: { id: 'member-1', role: 'employer', fullName: 'Jana Weber' },
          company: { id: 'company-1', name: 'Klinikum Nord', teamRole: 'admin', verificationStatus: 'verified' },
        }),
      },
      'GET /api/conversations': { body: { items: [summaryFixture()] } },
      'GET /api/conversations/:id': () => ({ body: detail() }),
      'GET /api/conversations/:id/messages': {
        body: { items: [messageFixture(1, { body: 'Hallo' })], hasMore: false },
      },
      'POST /api/conversations/:id/read': { status: 204 },
      'GET /api/employer/candidates/access': { status: 404, body: {} },
    });
    renderApp(`/employer/messages/${CONVERSATION_ID}`);
    expect(await screen.findByRole('link', { name: code })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The candidate is not interested: “I am not looking for a place right now”. You can write again once they write to you.',
      ),
    ).toBeInTheDocument();
    // The candidate reveals themselves (or replies) in another browser: the header follows without a reload.
    revealed = true;
    connection.emit({ type: 'conversation.updated', conversationId: CONVERSATION_ID });
    expect(await screen.findByRole('link', { name: 'Amina El Idrissi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: code })).not.toBeInTheDocument();
  });

  it('translates a message of the other side in its bubble and back, links kept', async () => {
    const api = candidateApi({
      // A German message on the English page: a text already in the page's language has no button.
      'GET /api/conversations/:id/messages': {
        body: {
          items: [
            messageFixture(1, {
              body: 'Hallo Amina,\nwir möchten dich gerne kennenlernen. Details: https://klinikum.example/termin',
            }),
            mine(2, 'Thank you, see you then.'),
          ],
          hasMore: false,
        },
      },
      'GET /api/translations/available': { body: { available: true } },
      'POST /api/translations': {
        body: {
          text: 'Hello Amina,\nwe would like to get to know you: https://klinikum.example/termin',
          detectedSource: 'de',
          cached: false,
        },
      },
    });
    await openConversation(undefined, /wir möchten dich gerne kennenlernen/);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Translate to English' }));
    const translated = await screen.findByText(/get to know you/);
    expect(translated).toHaveAttribute('lang', 'en');
    expect(within(translated).getByRole('link', { name: 'https://klinikum.example/termin' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(api.to('POST /api/translations')[0]?.body).toMatchObject({ kind: 'message', target: 'en' });
    // Only the other side's message offers it; back to the original.
    expect(screen.queryByRole('button', { name: 'Translate to English' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show original' }));
    expect(await screen.findByText(/wir möchten dich gerne kennenlernen/)).toBeInTheDocument();
  });

  it('shows chat times, day groups and interview times in the account’s zone, not the browser’s (issue 28, one zone per person)', async () => {
    // The browser (the test process) is in Berlin; the account is in Kolkata (UTC+5:30).
    const processZone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      const kolkataMe = meFor({ user: { timezone: 'Asia/Kolkata' } });
      const at = (time: string) => `2026-11-20T${time}:00.000Z`;
      candidateApi({
        'GET /api/me': { body: kolkataMe },
        'GET /api/conversations/:id/messages': {
          body: {
            items: [
              // 15:30 in Kolkata on Friday; 20:00 UTC is 21:00 in Berlin on Friday but 01:30 on Saturday in Kolkata;
              // 23:30 UTC is 05:00 on Saturday in Kolkata (00:30 in Berlin).
              messageFixture(1, { body: 'we would like to meet you', createdAt: at('10:00') }),
              messageFixture(2, { body: 'Late evening in Berlin', createdAt: at('20:00') }),
              messageFixture(3, { body: 'After midnight', createdAt: at('23:30') }),
            ],
            hasMore: false,
          },
        },
        'GET /api/interviews': {
          body: { items: [interviewFixture({ startsAt: at('23:30'), endsAt: '2026-11-21T00:00:00.000Z' })] },
        },
      });
      await openConversation();
      const friday = within(screen.getByRole('region', { name: 'Friday, 20 November 2026' }));
      expect(friday.getByText('we would like to meet you')).toBeInTheDocument();
      expect(friday.getByText('15:30')).toBeInTheDocument();
      expect(friday.queryByText('Late evening in Berlin')).not.toBeInTheDocument();
      const saturday = within(screen.getByRole('region', { name: 'Saturday, 21 November 2026' }));
      expect(saturday.getByText('Late evening in Berlin')).toBeInTheDocument();
      expect(saturday.getByText('01:30')).toBeInTheDocument();
      expect(saturday.getByText('After midnight')).toBeInTheDocument();
      expect(saturday.getByText('05:00')).toBeInTheDocument();
      expect(screen.queryByText('21:00')).not.toBeInTheDocument();
      // The interview on the same screen: the same zone.
      const interviews = await screen.findByText(/1 interview/);
      expect(interviews.textContent).toContain(formatInterviewTime(at('23:30'), 'Asia/Kolkata', 'en'));
      expect(interviews.textContent).toContain('05:00');
    } finally {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
    }
  });

  it('shows the same in German: “Samstag, 21.11.2026” and 05:00 for an account in Kolkata', async () => {
    const processZone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      candidateApi({
        'GET /api/me': { body: meFor({ user: { timezone: 'Asia/Kolkata', locale: 'de' } }) },
        'GET /api/conversations/:id/messages': {
          body: {
            items: [messageFixture(3, { body: 'we would like to meet you', createdAt: '2026-11-20T23:30:00.000Z' })],
            hasMore: false,
          },
        },
      });
      await openConversation(`/de/my-messages/${CONVERSATION_ID}`);
      const saturday = within(screen.getByRole('region', { name: 'Samstag, 21.11.2026' }));
      expect(saturday.getByText('05:00')).toBeInTheDocument();
    } finally {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
    }
  });

  it('translates the candidate’s own draft into German for editing, keeps the original, and sends the edited text (issue 28.9)', async () => {
    const sent: StubRequest[] = [];
    const api = candidateApi({
      'GET /api/translations/available': { body: { available: true } },
      'POST /api/translations/draft': {
        body: { text: 'Danke, ich kann im August anfangen.', detectedSource: 'en', cached: false },
      },
      'POST /api/conversations/:id/messages': (request) => {
        sent.push(request);
        const body = request.body as { clientId: string; body: string };
        return { status: 201, body: { ...mine(3, body.body), clientId: body.clientId } };
      },
    });
    await openConversation();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Thank you, I can start in August.');
    await user.click(await screen.findByRole('button', { name: 'Translate my message to German' }));
    await waitFor(() => expect(box).toHaveValue('Danke, ich kann im August anfangen.'));
    expect(api.to('POST /api/translations/draft')[0]?.body).toEqual({
      text: 'Thank you, I can start in August.',
      target: 'de',
    });
    expect(screen.getByText('Your original')).toBeInTheDocument();
    expect(screen.getByText('Thank you, I can start in August.')).toBeInTheDocument();
    // Back to the original and forth again; then an edit before sending.
    await user.click(screen.getByRole('button', { name: 'Back to my original' }));
    expect(box).toHaveValue('Thank you, I can start in August.');
    await user.click(screen.getByRole('button', { name: 'Translate my message to German' }));
    await waitFor(() => expect(box).toHaveValue('Danke, ich kann im August anfangen.'));
    await user.type(box, ' Viele Grüße');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]?.body as { body: string }).body).toBe('Danke, ich kann im August anfangen. Viele Grüße');
    // The composer's note goes; the sent message keeps the writer's original under it, for them only.
    await waitFor(() => expect(screen.queryByText(/Your message is now in German/)).not.toBeInTheDocument());
    const sentMessage = (await screen.findByText('Danke, ich kann im August anfangen. Viele Grüße')).closest('li')!;
    const originalToggle = within(sentMessage as HTMLElement).getByText('Your original');
    expect(originalToggle.tagName).toBe('SUMMARY');
    expect(within(sentMessage as HTMLElement).getByText('Thank you, I can start in August.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('keeps the original under a translated message the candidate sent, labelled in German on a German page', async () => {
    const sentId = '10000000-0000-4000-8000-0000000000aa';
    localStorage.setItem(
      `azubi.sentOriginals.${ME.user.id}`,
      JSON.stringify({ [sentId]: 'Thank you, I can start in August.' }),
    );
    candidateApi({
      'GET /api/me': { body: meFor({ user: { locale: 'de' } }) },
      'GET /api/conversations/:id/messages': {
        body: {
          items: [
            messageFixture(1, { body: 'we would like to meet you' }),
            { ...mine(2, 'Danke, ich kann im August anfangen.'), clientId: sentId },
            mine(3, 'Bis dann.'),
          ],
          hasMore: false,
        },
      },
    });
    await openConversation(`/de/my-messages/${CONVERSATION_ID}`);
    const sentMessage = screen.getByText('Danke, ich kann im August anfangen.').closest('li') as HTMLElement;
    expect(within(sentMessage).getByText('Dein Original').tagName).toBe('SUMMARY');
    expect(within(sentMessage).getByText('Thank you, I can start in August.')).toBeInTheDocument();
    // Only a message sent as a translation has one.
    expect(within(screen.getByText('Bis dann.').closest('li') as HTMLElement).queryByText('Dein Original')).toBeNull();
    localStorage.clear();
  });

  it('offers no draft translation without a translation service', async () => {
    candidateApi({ 'GET /api/translations/available': { body: { available: false } } });
    await openConversation();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello');
    expect(screen.queryByRole('button', { name: 'Translate my message to German' })).not.toBeInTheDocument();
  });

  it('lets the candidate block the company and report the conversation', async () => {
    let blocked = false;
    const api = candidateApi({
      'GET /api/conversations/:id': () => ({ body: detailFixture({ blockedByCandidate: blocked }) }),
      'POST /api/conversations/:id/block': () => {
        blocked = true;
        return { body: { message: 'Company blocked. It can no longer send you messages.' } };
      },
      'POST /api/conversations/:id/report': {
        status: 201,
        body: { message: 'Thank you. Our moderators will review this conversation.' },
      },
    });
    await openConversation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Block company' }));
    expect(await screen.findByText('Company blocked. It can no longer send you messages.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unblock company' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this conversation' }));
    await user.click(dialog.getByRole('button', { name: 'Report' }));
    expect(dialog.getByText('Please select a reason for reporting')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(dialog.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you. Our moderators will review this conversation.')).toBeInTheDocument();
    expect(api.to(`POST /api/conversations/${CONVERSATION_ID}/report`)[0]?.body).toEqual({ reason: 'spam' });
  });
});
