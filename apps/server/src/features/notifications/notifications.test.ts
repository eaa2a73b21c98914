import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { notificationPreferences, notifications } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the notification list', () => {
  it('pages newest first without repeats or gaps, also when several were created at the same instant', async () => {
    const { user } = await f.createCandidate(t.db);
    const same = new Date('2026-05-04T10:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await f.createNotification(t.db, { userId: user.id, createdAt: same })).id);
    // Two more within the same millisecond, a few microseconds apart (a JavaScript date cannot tell them apart).
    for (const micro of ['2026-05-04T10:00:00.000400Z', '2026-05-04T10:00:00.000200Z']) {
      const { id } = await f.createNotification(t.db, { userId: user.id });
      await t.db.execute(sql`update notifications set created_at = ${micro}::timestamptz where id = ${id}`);
      ids.push(id);
    }
    const a = await signIn(t, user);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await a.get(`/api/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { items: { id: string; createdAt: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((n) => n.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(ids));
    // The two with microseconds are the newest.
    expect(seen.slice(0, 2)).toEqual([ids[5], ids[6]]);
  });

  it('refuses a tampered cursor with 400', async () => {
    const { user } = await f.createCandidate(t.db);
    const a = await signIn(t, user);
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      'garbage',
      cursor({ k: 'yesterday', id: crypto.randomUUID() }),
      cursor({ k: '2026-01-01T00:00:00Z', id: 'x' }),
    ]) {
      expect((await a.get(`/api/notifications?cursor=${bad}`)).statusCode).toBe(400);
    }
  });

  it('"mark all read" marks only the caller’s own', async () => {
    const { user } = await f.createCandidate(t.db);
    const { user: other } = await f.createEmployer(t.db);
    await f.createNotification(t.db, { userId: user.id });
    await f.createNotification(t.db, { userId: user.id });
    const theirs = await f.createNotification(t.db, { userId: other.id });
    const a = await signIn(t, user);
    expect((await a.get('/api/notifications')).json().unreadCount).toBe(2);
    expect((await a.post('/api/notifications/read-all')).statusCode).toBe(204);
    expect((await a.get('/api/notifications')).json().unreadCount).toBe(0);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.readAt).toBeNull();
    expect(
      (await (await signIn(t, other)).get('/api/notifications')).json().items.map((n: { id: string }) => n.id),
    ).toEqual([theirs.id]);
  });

  it('settings refuse an unknown notification type and change nothing', async () => {
    const { user } = await f.createCandidate(t.db);
    const a = await signIn(t, user);
    const res = await a.request({
      method: 'PUT',
      url: '/api/notification-settings',
      payload: { preferences: [{ type: 'lottery_win', inApp: true, email: true }] },
    });
    expect(res.statusCode).toBe(400);
    const settings = (await a.get('/api/notification-settings')).json();
    expect(settings.preferences.every((p: { inApp: boolean; email: boolean }) => p.inApp && p.email)).toBe(true);
  });
});

describe('notification settings per role', () => {
  const typesOf = (body: { preferences: { type: string }[] }) => body.preferences.map((p) => p.type);

  it('list only the types each role can receive', async () => {
    const { user: candidate } = await f.createCandidate(t.db);
    const { user: employer } = await f.createEmployer(t.db);
    const moderator = await f.createUser(t.db, { role: 'moderator' });

    const candidateTypes = typesOf((await (await signIn(t, candidate)).get('/api/notification-settings')).json());
    expect(candidateTypes).toEqual([
      'application_status_changed',
      'interview_scheduled',
      'interview_rescheduled',
      'interview_canceled',
      'interview_reminder',
      'message_received',
      'match_found',
      'profile_approved',
      'profile_rejected',
      'certificate_verified',
      'review_moderated',
      'placement_updated',
      'placement_reminder',
    ]);

    const employerTypes = typesOf((await (await signIn(t, employer)).get('/api/notification-settings')).json());
    expect(employerTypes).toContain('application_received');
    expect(employerTypes).toContain('trial_ending');
    expect(employerTypes).toContain('placement_reminder');
    expect(employerTypes).not.toContain('profile_approved');
    expect(employerTypes).not.toContain('application_status_changed');

    expect(typesOf((await (await signIn(t, moderator)).get('/api/notification-settings')).json())).toEqual([]);
  });

  it('refuse a type the role cannot receive, in the reader’s language, and change nothing', async () => {
    const { user } = await f.createCandidate(t.db);
    const a = await signIn(t, user);
    const res = await a.request({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: { 'accept-language': 'de' },
      payload: {
        preferences: [
          { type: 'message_received', inApp: false, email: false },
          { type: 'trial_ending', inApp: false, email: false },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ 'preferences.1.type': 'Bitte wähle eine der angebotenen Optionen' });
    const rows = await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
    expect(rows).toEqual([]);
    const settings = (await a.get('/api/notification-settings')).json();
    expect(settings.preferences.find((p: { type: string }) => p.type === 'message_received')).toEqual({
      type: 'message_received',
      inApp: true,
      email: true,
      push: true,
    });
  });

  it('save a type the role can receive', async () => {
    const { user } = await f.createEmployer(t.db);
    const a = await signIn(t, user);
    const res = await a.request({
      method: 'PUT',
      url: '/api/notification-settings',
      payload: { preferences: [{ type: 'trial_ending', inApp: true, email: false }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preferences.find((p: { type: string }) => p.type === 'trial_ending')).toEqual({
      type: 'trial_ending',
      inApp: true,
      email: false,
      // Trial reminders are not pushed (features/push): no push switch.
      push: null,
    });
  });
});
