import { NOTIFICATION_TYPES } from '@azubi/shared/notifications/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

const NOTIFICATION_ID = '7a6b5c4d-3333-4a53-9d1c-4c1f6f0a1b04';

const statusChanged = (readAt: string | null = null) => ({
  id: NOTIFICATION_ID,
  type: 'application_status_changed',
  data: { listingTitle: 'FSJ im Krankenhaus', status: 'shortlisted' },
  link: '/my-applications',
  readAt,
  createdAt: '2026-05-07T09:30:00.000Z',
});

const preferences = () => ({
  preferences: NOTIFICATION_TYPES.map((type) => ({ type, inApp: true, email: true })),
});

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('notifications', () => {
  it('shows the unread count on the bell and the notification in the reader language', async () => {
    stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/notifications': { body: { items: [statusChanged()], unreadCount: 1, nextCursor: null } },
    });
    renderApp('/de/notifications');
    expect(await screen.findByRole('link', { name: 'Benachrichtigungen, 1 ungelesen' })).toHaveAttribute(
      'href',
      '/de/notifications',
    );
    expect(
      await screen.findByText('Deine Bewerbung für „FSJ im Krankenhaus“ hat einen neuen Status: In der engeren Wahl.'),
    ).toBeInTheDocument();
  });

  it('tells a candidate about an interview in their own zone and language, and a cancellation with its reason', async () => {
    const interview = (type: string, data: Record<string, unknown>, id: string) => ({
      id,
      type,
      data: { interviewId: 'i1', otherName: 'Klinikum Nord', timezone: 'Europe/Berlin', ...data },
      link: '/my-interviews#i1',
      readAt: null,
      createdAt: '2026-05-07T09:30:00.000Z',
    });
    stubApi({
      'GET /api/me': meInPageLanguage({ user: { timezone: 'Asia/Kolkata' } }),
      'GET /api/notifications': {
        body: {
          items: [
            interview(
              'interview_scheduled',
              { event: 'invited', startsAt: '2027-03-29T08:00:00.000Z' },
              NOTIFICATION_ID,
            ),
            interview(
              'interview_canceled',
              { event: 'canceled', reason: 'Die Stelle ist besetzt.' },
              '7a6b5c4d-3333-4a53-9d1c-4c1f6f0a1b05',
            ),
          ],
          unreadCount: 2,
          nextCursor: null,
        },
      },
    });
    renderApp('/de/notifications');
    expect(
      await screen.findByText(
        'Klinikum Nord lädt dich zu einem Vorstellungsgespräch per Video ein: Mo., 29. März 2027, 13:30 (Kolkata, GMT+5:30).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Klinikum Nord hat das Vorstellungsgespräch abgesagt. Grund: Die Stelle ist besetzt.'),
    ).toBeInTheDocument();
  });

  it('tells an employer who applied to which listing, and opens the applications of that listing', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'employer' } }),
      'GET /api/notifications': {
        body: {
          items: [
            {
              id: NOTIFICATION_ID,
              type: 'application_received',
              data: { listingTitle: 'FSJ im Krankenhaus', candidateName: 'Amina El Idrissi' },
              link: '/employer/applications?listingId=abc',
              readAt: null,
              createdAt: '2026-05-07T09:30:00.000Z',
            },
          ],
          unreadCount: 1,
          nextCursor: null,
        },
      },
      [`POST /api/notifications/${NOTIFICATION_ID}/read`]: { status: 204 },
    });
    const { router } = renderApp('/notifications');
    expect(await screen.findByText('Amina El Idrissi applied for “FSJ im Krankenhaus”.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /New application/ })).toHaveTextContent(/^Unread:\s*New application$/);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/employer/applications?listingId=abc',
      ),
    );
  });

  it('marks all read and opens a notification at its link', async () => {
    const user = userEvent.setup();
    let read = false;
    const api = stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/notifications': () => ({
        body: {
          items: [statusChanged(read ? '2026-05-08T00:00:00.000Z' : null)],
          unreadCount: read ? 0 : 1,
          nextCursor: null,
        },
      }),
      'POST /api/notifications/read-all': () => {
        read = true;
        return { status: 204 };
      },
      [`POST /api/notifications/${NOTIFICATION_ID}/read`]: { status: 204 },
      'GET /api/my/applications': { body: [] },
    });
    const { router } = renderApp('/notifications');
    expect(
      await screen.findByText('Your application for “FSJ im Krankenhaus” is now: Shortlisted.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('0 unread')).toBeInTheDocument());
    expect(api.to('POST /api/notifications/read-all')).toHaveLength(1);
    // The bell no longer counts any unread (the other link of that name is the candidate's tab).
    expect(screen.getAllByRole('link', { name: 'Notifications' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-applications'));
  });
});

describe('notification settings', () => {
  it('switches e-mails of one type off and saves all preferences', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/notifications': { body: { items: [], unreadCount: 0, nextCursor: null } },
      'GET /api/notification-settings': { body: preferences() },
      'PUT /api/notification-settings': ({ body }) => ({ body }),
    });
    renderApp('/notification-settings');
    const toggle = await screen.findByRole('switch', { name: 'Application status changed: By e-mail' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    const sent = api.to('PUT /api/notification-settings')[0]?.body as ReturnType<typeof preferences>;
    // Only the candidate's own types, though the server answered with every type.
    expect(sent.preferences).toHaveLength(13);
    expect(sent.preferences.some((p) => p.type === 'application_received')).toBe(false);
    expect(sent.preferences.find((p) => p.type === 'application_status_changed')).toEqual({
      type: 'application_status_changed',
      inApp: true,
      email: false,
    });
  });

  it('says "Failed to load notification preferences"', async () => {
    stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/notifications': { body: { items: [], unreadCount: 0, nextCursor: null } },
      'GET /api/notification-settings': apiError(500, 'INTERNAL', 'Internal error'),
    });
    renderApp('/notification-settings');
    expect(
      await screen.findByText('Failed to load notification preferences', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('says "Failed to update preferences" in German and keeps the choices', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/notifications': { body: { items: [], unreadCount: 0, nextCursor: null } },
      'GET /api/notification-settings': { body: preferences() },
      'PUT /api/notification-settings': 'network-error',
    });
    renderApp('/de/notification-settings');
    const toggle = await screen.findByRole('switch', { name: 'Bewerbungsstatus geändert: Per E-Mail' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    const alerts = await screen.findAllByText(/Einstellungen konnten nicht gespeichert werden/);
    expect(alerts.length).toBeGreaterThan(0);
    expect(toggle).not.toBeChecked();
    expect(within(document.body).getByRole('switch', { name: 'Bewerbungsstatus geändert: In der App' })).toBeChecked();
  });

  it('lists only the types each role can receive', async () => {
    stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/notifications': { body: { items: [], unreadCount: 0, nextCursor: null } },
      'GET /api/notification-settings': { body: preferences() },
    });
    renderApp('/notification-settings');
    await screen.findByRole('switch', { name: 'Profile approved: In the app' });
    const names = () =>
      screen.getAllByRole('switch', { name: /: In the app$/ }).map((s) => s.getAttribute('aria-label'));
    expect(names()).toEqual([
      'Application status changed: In the app',
      'Interview scheduled: In the app',
      'Interview rescheduled: In the app',
      'Interview cancelled: In the app',
      'Interview reminder: In the app',
      'New message: In the app',
      'New match: In the app',
      'Profile approved: In the app',
      'Profile not approved: In the app',
      'Certificate verified: In the app',
      'Review moderated: In the app',
      'Placement updated: In the app',
      'Placement step due soon: In the app',
    ]);
  });

  it('shows an employer the company’s types, in German', async () => {
    stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'employer', locale: 'de' } }),
      'GET /api/notifications': { body: { items: [], unreadCount: 0, nextCursor: null } },
      'GET /api/notification-settings': { body: preferences() },
    });
    renderApp('/de/notification-settings');
    expect(await screen.findByRole('switch', { name: 'Neue Bewerbung: Per E-Mail' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Profil freigegeben: Per E-Mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Bewerbungsstatus geändert: Per E-Mail' })).not.toBeInTheDocument();
  });

  it('tells a moderator there is nothing to set, without asking the server', async () => {
    const api = stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'moderator' } }),
      'GET /api/notifications': { body: { items: [], unreadCount: 0, nextCursor: null } },
      'GET /api/notification-settings': { body: preferences() },
    });
    renderApp('/de/notification-settings');
    expect(
      await screen.findByText(
        'Dein Konto bekommt keine dieser Benachrichtigungen, hier gibt es also nichts einzustellen.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(api.to('GET /api/notification-settings')).toHaveLength(0);
  });
});
