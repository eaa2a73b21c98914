import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import {
  listingMatches,
  notificationPreferences,
  notifications,
  pushHeld,
  pushSettings,
  pushSubscriptions,
} from '../../db/schema';
import { createJobQueue, type JobDefinition, type JobQueue } from '../../jobs/queue';
import { createOutboxMailer } from '../../mail/mailer';
import { startPushService, type PushService } from '../../testing/push-service';
import { signIn } from '../../testing/sign-in';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notifyNewMatches } from '../matching/notify-matches';
import { notify } from '../../platform/notify/notify';
import { dispatchPush } from '../../platform/push/dispatch-push';
import { EMAIL_AFTER_PUSH_JOB, sendEmailAfterPush } from '../../platform/push/email-after-push';
import { flushHeldPushes } from './flush-held-pushes';
import { registerPushRuntime } from '../../platform/push/push-runtime';
import { isQuiet } from '../../platform/push/quiet-hours';
import { PUSH_SEND_JOB, PUSH_SEND_RETRIES, sendPush, type PushSendData } from '../../platform/push/send-push';
import { vapidKeysOf } from '../../platform/push/vapid-keys';

let t: TestApp;
let service: PushService;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** The sign-ins of this file come from an Android phone's Chrome. */
const onAndroid = { headers: { 'user-agent': ANDROID_CHROME } };
/** Push settings without quiet hours, for tests whose pushes go out at the real time. */
const NO_QUIET_HOURS = { quietHoursEnabled: false, quietStart: '22:00', quietEnd: '07:00', hideMessageText: false };
/** Noon in Berlin: outside the default quiet hours. */
const DAYTIME = new Date('2026-05-04T10:00:00Z');

/** A person with one device subscribed through the API; the device decrypts what it receives. */
async function withDevice(user: { email: string }) {
  const agent = await signIn(t, user, onAndroid);
  const device = service.subscribe();
  const res = await agent.post('/api/push/devices', { endpoint: device.endpoint, keys: device.keys });
  expect(res.statusCode, res.body).toBe(201);
  return { agent, device, id: (res.json() as { id: string }).id };
}

const put = (agent: TestAgent, url: string, payload: unknown) =>
  agent.request({ method: 'PUT', url, payload: payload as never });
const deps = () => ({ db: t.db, config: t.config, log: t.app.log });
const waitFor = async <T>(read: () => T | undefined | null | false, ms = 5000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService({ vapidPublicKey: async () => (await vapidKeysOf(t.db, t.config))!.publicKey });
  // No job queue: each push is one attempt, at once (the queued path has its own test below).
  registerPushRuntime(t.db, { queue: null, log: t.app.log, agent: service.agent });
}, 180_000);
afterAll(async () => {
  await service?.close();
  await t?.close();
});

describe('devices', () => {
  it('stores a subscription per device with a name the person recognises, lists it and removes it', async () => {
    const { user } = await f.createCandidate(t.db);
    const { agent, id } = await withDevice(user);
    const list = (await agent.get('/api/push/devices')).json() as {
      publicKey: string;
      devices: { id: string; name: string; lastSuccessAt: null }[];
    };
    expect(list.publicKey).toBe((await vapidKeysOf(t.db, t.config))!.publicKey);
    expect(list.devices).toEqual([expect.objectContaining({ id, name: 'Chrome on Android', lastSuccessAt: null })]);
    expect((await agent.request({ method: 'DELETE', url: `/api/push/devices/${id}` })).statusCode).toBe(204);
    expect(((await agent.get('/api/push/devices')).json() as { devices: unknown[] }).devices).toEqual([]);
  });

  it("never lists or removes someone else's device: 404 in the caller's language, nothing changed", async () => {
    const { user: owner } = await f.createCandidate(t.db);
    const { id } = await withDevice(owner);
    const { user: other } = await f.createCandidate(t.db);
    const en = await signIn(t, other, onAndroid);
    expect(((await en.get('/api/push/devices')).json() as { devices: unknown[] }).devices).toEqual([]);
    const res = await en.request({ method: 'DELETE', url: `/api/push/devices/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This device is not in your list.');
    const de = await signIn(t, other, { ...onAndroid, lang: 'de' });
    expect((await de.request({ method: 'DELETE', url: `/api/push/devices/${id}` })).json().error.message).toBe(
      'Dieses Gerät steht nicht in deiner Liste.',
    );
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).toHaveLength(1);
  });

  it('refuses a bad subscription or bad quiet hours with exact messages in English and German', async () => {
    const { user } = await f.createCandidate(t.db);
    const good = service.subscribe();
    const cases: [string, unknown, string, string, string][] = [
      [
        '/api/push/devices',
        { endpoint: 'ftp://x/y', keys: good.keys },
        'endpoint',
        'This is not a push service address the browser gave.',
        'Das ist keine Adresse eines Push-Dienstes, wie sie der Browser liefert.',
      ],
      [
        '/api/push/devices',
        { endpoint: good.endpoint, keys: { p256dh: 'short', auth: good.keys.auth } },
        'keys.p256dh',
        'The subscription keys are missing or not valid.',
        'Die Schlüssel des Abonnements fehlen oder sind ungültig.',
      ],
    ];
    for (const lang of ['en', 'de'] as const) {
      const agent = await signIn(t, user, { ...onAndroid, lang: lang === 'de' ? 'de' : undefined });
      for (const [url, payload, field, english, german] of cases) {
        const res = await agent.post(url, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields[field]).toBe(lang === 'en' ? english : german);
      }
      const settings = { quietHoursEnabled: true, quietStart: '22:00', quietEnd: '07:00', hideMessageText: false };
      const time = await put(agent, '/api/push/settings', { ...settings, quietStart: '25:00' });
      expect(time.statusCode).toBe(400);
      expect(time.json().error.fields.quietStart).toBe(
        lang === 'en'
          ? 'Enter a time as HH:MM, for example 22:00'
          : 'Gib eine Uhrzeit als HH:MM ein, zum Beispiel 22:00',
      );
      const same = await put(agent, '/api/push/settings', { ...settings, quietEnd: '22:00' });
      expect(same.json().error.fields.quietEnd).toBe(
        lang === 'en'
          ? 'Quiet hours must start and end at different times'
          : 'Die Ruhezeit muss zu verschiedenen Zeiten beginnen und enden',
      );
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(pushSettings).where(eq(pushSettings.userId, user.id))).toHaveLength(0);
  });

  it('keeps quiet hours and lock-screen privacy per person (default 22:00–07:00)', async () => {
    const { user } = await f.createCandidate(t.db);
    const agent = await signIn(t, user, onAndroid);
    expect((await agent.get('/api/push/settings')).json()).toEqual({
      quietHoursEnabled: true,
      quietStart: '22:00',
      quietEnd: '07:00',
      hideMessageText: false,
    });
    const changed = { quietHoursEnabled: true, quietStart: '23:30', quietEnd: '06:15', hideMessageText: true };
    expect((await put(agent, '/api/push/settings', changed)).json()).toEqual(changed);
    expect((await agent.get('/api/push/settings')).json()).toEqual(changed);
  });
});

describe('sending', () => {
  it('sends a new message encrypted (RFC 8291) with VAPID, TTL, urgency and the conversation as topic', async () => {
    const { user: candidate } = await f.createCandidate(t.db, { user: { timezone: 'Europe/Berlin' } });
    const { user: employer, company } = await f.createEmployer(t.db);
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    const { agent, device } = await withDevice(candidate);
    // The send takes the real clock: no quiet hours, so that the push goes at once at any hour.
    await put(agent, '/api/push/settings', NO_QUIET_HOURS);
    const employerAgent = await signIn(t, employer, onAndroid);
    const res = await employerAgent.post(`/api/conversations/${conversation.id}/messages`, {
      clientId: crypto.randomUUID(),
      body: 'Können Sie am Montag um 10 Uhr?',
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [push] = await waitFor(
      () => service.forEndpoint(device.endpoint).length > 0 && service.forEndpoint(device.endpoint),
    );
    expect(push!.encoding).toBe('aes128gcm');
    expect(push!.ttl).toBe(86400);
    expect(push!.urgency).toBe('high');
    expect(push!.topic).toBe(conversation.id.replace(/-/g, ''));
    expect(push!.jwt.aud).toBe(service.origin);
    const payload = JSON.parse(device.decrypt(push!.body));
    // Before the candidate revealed themselves to the company, the company is "A company".
    expect(payload).toEqual({
      title: 'New message from A company',
      body: 'Können Sie am Montag um 10 Uhr?',
      url: `/my-messages/${conversation.id}`,
      tag: conversation.id.replace(/-/g, ''),
      type: 'message_received',
      lang: 'en',
    });
    // The device's last success and the notice's push are recorded.
    // (after the push service's answer, so read once the send is done: the follow-up runs after the reply)
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row!.lastSuccessAt).not.toBeNull();
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, candidate.id));
    expect(notice!.pushedAt).not.toBeNull();
  });

  it('never shows message text for a person who chose privacy on the lock screen; German for a German reader', async () => {
    const { user: candidate } = await f.createCandidate(t.db, { user: { locale: 'de' } });
    const { company } = await f.createEmployer(t.db);
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    const { agent, device } = await withDevice(candidate);
    await put(agent, '/api/push/settings', {
      quietHoursEnabled: false,
      quietStart: '22:00',
      quietEnd: '07:00',
      hideMessageText: true,
    });
    await dispatchPush(deps(), {
      userId: candidate.id,
      type: 'message_received',
      data: { conversationId: conversation.id, senderName: 'Pflegeheim Sonnenhof' },
      link: `/my-messages/${conversation.id}`,
      notificationId: null,
      message: {
        text: 'Geheimer Inhalt',
        senderLabel: 'Pflegeheim Sonnenhof',
        conversation: { companyId: company.id, candidateId: candidate.id },
      },
      now: DAYTIME,
    });
    const [push] = service.forEndpoint(device.endpoint);
    const payload = JSON.parse(device.decrypt(push!.body));
    expect(payload.title).toBe('Neue Nachricht von Pflegeheim Sonnenhof');
    expect(payload.body).toBe('Öffne das Gespräch, um sie zu lesen.');
    expect(payload.url).toBe(`/de/my-messages/${conversation.id}`);
    expect(push!.body.toString('latin1')).not.toContain('Geheimer');
  });

  it('removes a device when the push service answers 410 (expired), and keeps sending to the others', async () => {
    const { user } = await f.createCandidate(t.db);
    const first = await withDevice(user);
    const second = await withDevice(user);
    service.gone(first.device.endpoint);
    await dispatchPush(deps(), {
      userId: user.id,
      type: 'application_status_changed',
      data: { listingTitle: 'Pflegefachfrau', status: 'accepted' },
      link: '/my-applications',
      notificationId: null,
      now: DAYTIME,
    });
    const devices = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(devices.map((d) => d.id)).toEqual([second.id]);
    const [push] = service.forEndpoint(second.device.endpoint);
    expect(push!.urgency).toBe('normal');
    expect(JSON.parse(second.device.decrypt(push!.body)).title).toBe('Decision on your application');
  });

  it('sends each device its own job: a failing endpoint is retried with backoff and delays no other, none lost', async () => {
    const { user } = await f.createCandidate(t.db);
    const failing = await withDevice(user);
    const healthy = await withDevice(user);
    service.failNext(failing.device.endpoint, 2);
    const queue: JobQueue = createJobQueue(t.connection, { pollingIntervalSeconds: 0.5 });
    const job: JobDefinition<null> = {
      name: PUSH_SEND_JOB,
      cron: null,
      queue: { ...PUSH_SEND_RETRIES, retryDelay: 1, retryDelayMax: 2 },
      run: (_deps, data) => sendPush(deps(), data as PushSendData),
    };
    await queue.start({ jobs: [job], deps: null, log: t.app.log });
    registerPushRuntime(t.db, { queue, log: t.app.log, agent: service.agent });
    try {
      const started = Date.now();
      await dispatchPush(deps(), {
        userId: user.id,
        type: 'placement_reminder',
        data: { listingTitle: 'Altenpflege', date: '2026-06-01' },
        link: '/my-placements',
        notificationId: null,
        now: DAYTIME,
      });
      const [fast] = await waitFor(
        () => service.forEndpoint(healthy.device.endpoint).length > 0 && service.forEndpoint(healthy.device.endpoint),
        15000,
      );
      const [slow] = await waitFor(
        () => service.forEndpoint(failing.device.endpoint).length > 0 && service.forEndpoint(failing.device.endpoint),
        20000,
      );
      expect(fast!.at - started).toBeLessThan(slow!.at - started);
      expect(slow!.at - fast!.at).toBeGreaterThanOrEqual(1500);
      expect(service.forEndpoint(failing.device.endpoint)).toHaveLength(1);
      expect(JSON.parse(failing.device.decrypt(slow!.body)).title).toBe('A placement step is due');
    } finally {
      registerPushRuntime(t.db, { queue: null, log: t.app.log, agent: service.agent });
      await queue.stop({ graceMs: 1000 });
    }
  }, 40_000);
});

describe('new matches', () => {
  it('pushes the match notice of a run to the reader’s devices, low urgency, marked pushed', async () => {
    const { user } = await f.createCandidate(t.db);
    const { device } = await withDevice(user);
    const { company } = await f.createEmployer(t.db);
    const listing = await f.createListing(t.db, { companyId: company.id });
    const profile = await f.createTrainingSearchProfile(t.db, { candidateId: user.id, notifyOnMatch: true });
    await t.db.insert(listingMatches).values({ searchProfileId: profile.id, listingId: listing.id });
    expect(await notifyNewMatches(t.db, 'training', DAYTIME, [profile.id], deps())).toBe(1);
    const [push] = service.forEndpoint(device.endpoint);
    expect(push!.urgency).toBe('low');
    expect(push!.ttl).toBe(86400);
    expect(JSON.parse(device.decrypt(push!.body))).toMatchObject({
      title: 'New matches for you',
      url: '/training-search-profiles',
      type: 'match_found',
    });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notice!.pushedAt).not.toBeNull();
  });
});

describe('settings per type and channel', () => {
  it('lists push only for the push types of the role, switches it per type, and refuses push for another type', async () => {
    const { user } = await f.createCandidate(t.db);
    const { device } = await withDevice(user);
    const agent = await signIn(t, user, onAndroid);
    const before = (await agent.get('/api/notification-settings')).json() as {
      preferences: { type: string; push: boolean | null }[];
    };
    expect(before.preferences.find((p) => p.type === 'message_received')!.push).toBe(true);
    expect(before.preferences.find((p) => p.type === 'profile_approved')!.push).toBeNull();
    expect(before.preferences.some((p) => p.type === 'application_received')).toBe(false);
    const off = await put(agent, '/api/notification-settings', {
      preferences: [{ type: 'interview_scheduled', inApp: true, email: true, push: false }],
    });
    expect(off.statusCode).toBe(200);
    await notify(
      { ...deps(), mailer: t.app.mailer },
      { userId: user.id, type: 'interview_scheduled', data: { otherName: 'X' }, link: '/my-interviews' },
    );
    expect(service.forEndpoint(device.endpoint)).toHaveLength(0);
    // In-app and e-mail still went out for that type; only push is off.
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
    for (const [lang, message] of [
      ['en', 'Please choose one of the offered options'],
      ['de', 'Bitte wähle eine der angebotenen Optionen'],
    ] as const) {
      const a = await signIn(t, user, { ...onAndroid, lang: lang === 'de' ? 'de' : undefined });
      const bad = await put(a, '/api/notification-settings', {
        preferences: [{ type: 'profile_approved', inApp: true, email: true, push: true }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields['preferences.0.push']).toBe(message);
    }
    const [row] = await t.db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, user.id), eq(notificationPreferences.type, 'profile_approved')));
    expect(row).toBeUndefined();
  });

  it('does not send the e-mail when the push was delivered and the notice read; sends it otherwise', async () => {
    const { user } = await f.createCandidate(t.db);
    const mailer = createOutboxMailer(t.db);
    const sent: string[] = [];
    const counting = { ...mailer, send: async (m: { to: string }) => void sent.push(m.to) };
    const mail = { to: user.email, subject: 's', text: 't', html: '<p>t</p>', locale: 'en' as const };
    const read = await f.createNotification(t.db, { userId: user.id });
    await t.db
      .update(notifications)
      .set({ pushedAt: new Date(), readAt: new Date() })
      .where(eq(notifications.id, read.id));
    expect(await sendEmailAfterPush({ db: t.db, mailer: counting as never }, { notificationId: read.id, mail })).toBe(
      'skipped',
    );
    const unread = await f.createNotification(t.db, { userId: user.id });
    await t.db.update(notifications).set({ pushedAt: new Date() }).where(eq(notifications.id, unread.id));
    expect(await sendEmailAfterPush({ db: t.db, mailer: counting as never }, { notificationId: unread.id, mail })).toBe(
      'sent',
    );
    expect(sent).toEqual([user.email]);
  });

  it('with a job queue, a pushed notice queues its e-mail for later instead of sending it at once', async () => {
    const { user } = await f.createCandidate(t.db);
    const { agent } = await withDevice(user);
    // `notify` takes the real clock: no quiet hours, so that the push is queued at any hour.
    await put(agent, '/api/push/settings', NO_QUIET_HOURS);
    const queued: { name: string; data: { notificationId: string }; after?: number }[] = [];
    const queue = {
      send: async (name: string, data: object, options?: { startAfterSeconds?: number }) => {
        queued.push({ name, data: data as { notificationId: string }, after: options?.startAfterSeconds });
        return crypto.randomUUID();
      },
    };
    registerPushRuntime(t.db, { queue, log: t.app.log, agent: service.agent });
    try {
      await notify(
        { ...deps(), mailer: t.app.mailer },
        {
          userId: user.id,
          type: 'application_status_changed',
          data: { listingTitle: 'L', status: 'accepted' },
          link: '/my-applications',
        },
      );
    } finally {
      registerPushRuntime(t.db, { queue: null, log: t.app.log, agent: service.agent });
    }
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(queued.map((q) => q.name)).toEqual([PUSH_SEND_JOB, EMAIL_AFTER_PUSH_JOB]);
    expect(queued[1]).toMatchObject({ data: { notificationId: notice!.id }, after: 900 });
  });
});

describe('quiet hours', () => {
  const night = { enabled: true, startMinute: 22 * 60, endMinute: 7 * 60 };
  it('reads the clock in Asia/Kolkata (UTC+5:30)', () => {
    expect(isQuiet(new Date('2026-05-04T16:29:00Z'), 'Asia/Kolkata', night)).toBe(false); // 21:59
    expect(isQuiet(new Date('2026-05-04T16:30:00Z'), 'Asia/Kolkata', night)).toBe(true); // 22:00
    expect(isQuiet(new Date('2026-05-05T01:29:00Z'), 'Asia/Kolkata', night)).toBe(true); // 06:59
    expect(isQuiet(new Date('2026-05-05T01:30:00Z'), 'Asia/Kolkata', night)).toBe(false); // 07:00
  });

  it('follows America/Sao_Paulo across its daylight-saving start (2018-11-04, 00:00 → 01:00)', () => {
    // The same UTC time of day, one day apart: 06:30 (UTC−3) before the switch, 07:30 (UTC−2) after it.
    expect(isQuiet(new Date('2018-11-03T09:30:00Z'), 'America/Sao_Paulo', night)).toBe(true);
    expect(isQuiet(new Date('2018-11-04T09:30:00Z'), 'America/Sao_Paulo', night)).toBe(false);
    // Evening: 21:30 after the switch is 23:30Z; 22:00 local is 00:00Z.
    expect(isQuiet(new Date('2018-11-04T23:30:00Z'), 'America/Sao_Paulo', night)).toBe(false);
    expect(isQuiet(new Date('2018-11-05T00:00:00Z'), 'America/Sao_Paulo', night)).toBe(true);
    // And back at its end (2019-02-17, 00:00 → 23:00 the day before): 07:00 local is 10:00Z again.
    expect(isQuiet(new Date('2019-02-17T09:59:00Z'), 'America/Sao_Paulo', night)).toBe(true);
    expect(isQuiet(new Date('2019-02-17T10:00:00Z'), 'America/Sao_Paulo', night)).toBe(false);
  });

  it('holds pushes in quiet hours and sends them collapsed once they end; reminders pass through', async () => {
    const { user } = await f.createCandidate(t.db, { user: { timezone: 'Asia/Kolkata' } });
    const { device } = await withDevice(user);
    const atNight = new Date('2026-05-04T18:00:00Z'); // 23:30 in Kolkata
    for (const status of ['accepted', 'rejected'])
      await dispatchPush(deps(), {
        userId: user.id,
        type: 'application_status_changed',
        data: { listingTitle: 'Pflege', status },
        link: '/my-applications',
        notificationId: null,
        now: atNight,
      });
    expect(service.forEndpoint(device.endpoint)).toHaveLength(0);
    expect(await t.db.select().from(pushHeld).where(eq(pushHeld.userId, user.id))).toHaveLength(2);
    // The interview reminder an hour before passes through.
    await dispatchPush(deps(), {
      userId: user.id,
      type: 'interview_reminder',
      data: { hoursBefore: 1, interviewId: crypto.randomUUID(), otherName: 'Klinik' },
      link: '/my-interviews',
      notificationId: null,
      now: atNight,
    });
    expect(service.forEndpoint(device.endpoint)).toHaveLength(1);
    expect(service.forEndpoint(device.endpoint)[0]!.ttl).toBe(3600);
    // Still night at 06:59: nothing; at 07:00 one collapsed push.
    expect(await flushHeldPushes(deps(), new Date('2026-05-05T01:29:00Z'))).toEqual({ flushed: 0 });
    expect(await flushHeldPushes(deps(), new Date('2026-05-05T01:30:00Z'))).toEqual({ flushed: 1 });
    const pushes = service.forEndpoint(device.endpoint);
    expect(pushes).toHaveLength(2);
    expect(JSON.parse(device.decrypt(pushes[1]!.body))).toMatchObject({
      body: '2 notifications while you had quiet hours',
      url: '/notifications',
    });
    expect(await t.db.select().from(pushHeld).where(eq(pushHeld.userId, user.id))).toHaveLength(0);
  });

  it('lets a message through at night when its conversation has an interview within the hour', async () => {
    const { user: candidate } = await f.createCandidate(t.db, { user: { timezone: 'America/Sao_Paulo' } });
    const { company } = await f.createEmployer(t.db);
    const { device } = await withDevice(candidate);
    const atNight = new Date('2026-05-05T04:00:00Z'); // 01:00 in São Paulo
    const message = (text: string) => ({
      text,
      senderLabel: 'Klinik',
      conversation: { companyId: company.id, candidateId: candidate.id },
    });
    const input = {
      userId: candidate.id,
      type: 'message_received' as const,
      data: { conversationId: crypto.randomUUID() },
      link: '/my-messages',
      notificationId: null,
      now: atNight,
    };
    await dispatchPush(deps(), { ...input, message: message('one') });
    expect(service.forEndpoint(device.endpoint)).toHaveLength(0);
    await f.createInterview(t.db, {
      companyId: company.id,
      candidateId: candidate.id,
      startsAt: new Date(atNight.getTime() + 40 * 60 * 1000),
      status: 'accepted',
    });
    await dispatchPush(deps(), { ...input, message: message('two') });
    expect(service.forEndpoint(device.endpoint)).toHaveLength(1);
    await t.db.execute(sql`delete from push_held where user_id = ${candidate.id}`);
  });
});
