import { NOTIFICATION_TYPES } from '@azubi/shared/notifications/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { mailOutbox, notifications } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the notification test page', () => {
  it('sends the admin every type, in the app and by e-mail, in the chosen language', async () => {
    const admin = await f.createUser(t.db, { role: 'admin', email: `tn-${stamp}@example.org` });
    const agent = await signIn(t, admin);
    for (const type of NOTIFICATION_TYPES)
      for (const locale of ['en', 'de'] as const) {
        const res = await agent.post('/api/admin/test-notifications', { type, locale });
        expect(res.statusCode, `${type} ${locale}`).toBe(200);
      }
    const inApp = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(inApp).toHaveLength(NOTIFICATION_TYPES.length * 2);
    const mails = (await t.db.select().from(mailOutbox)).filter((m) => m.to === admin.email);
    expect(mails).toHaveLength(NOTIFICATION_TYPES.length * 2);
    // Every e-mail has a subject and names no placeholder or "undefined".
    for (const mail of mails) {
      expect(mail.subject.length).toBeGreaterThan(3);
      expect(mail.text).not.toMatch(/undefined|NaN|\[object Object\]/);
    }
    const german = mails.filter((m) => m.locale === 'de').map((m) => m.subject);
    expect(german).toContain('Bald fällig: Visum beantragt');
  });

  it('only in the app, or only by e-mail; neither is refused (en and de); admins only', async () => {
    const admin = await f.createUser(t.db, { role: 'admin', email: `tn2-${stamp}@example.org` });
    const agent = await signIn(t, admin);
    await agent.post('/api/admin/test-notifications', { type: 'trial_ending', locale: 'de', email: false });
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'trial_ending'))),
    ).toHaveLength(1);
    expect((await t.db.select().from(mailOutbox)).filter((m) => m.to === admin.email)).toHaveLength(0);
    const none = await agent.post('/api/admin/test-notifications', {
      type: 'trial_ending',
      locale: 'de',
      email: false,
      inApp: false,
    });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('Please choose in the app, by e-mail, or both.');
    const noneDe = await (
      await signIn(t, admin, { lang: 'de' })
    ).post('/api/admin/test-notifications', { type: 'nope', locale: 'de' });
    expect(JSON.stringify(noneDe.json())).toContain('Bitte wähle eine Benachrichtigungsart.');
    const moderator = await f.createUser(t.db, { role: 'moderator', email: `tnm-${stamp}@example.org` });
    expect(
      (await (await signIn(t, moderator)).post('/api/admin/test-notifications', { type: 'trial_ending', locale: 'en' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await new TestAgent(t.app).post('/api/admin/test-notifications', { type: 'trial_ending', locale: 'en' }))
        .statusCode,
    ).toBe(401);
  });
});
