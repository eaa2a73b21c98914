import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { users } from '../../db/schema';
import { createTestAppWithInbox, type SmtpInbox, type TestAppWithInbox } from '../../testing/smtp-inbox';
import { TestAgent } from '../../testing/test-agent';

/**
 * The account's language (issue 12): it wins after sign-in, the language switcher sets it
 * (PUT /api/me/locale), and every e-mail to the account is written in it, whatever the language
 * of the request that caused the e-mail.
 */
let t: TestAppWithInbox;
let inbox: SmtpInbox;
let n = 0;
const uniqueEmail = () => `lang${++n}-${Date.now().toString(36)}@example.org`;
const english = () => new TestAgent(t.app, { headers: { 'accept-language': 'en-US' } });

beforeAll(async () => {
  t = await createTestAppWithInbox();
  inbox = t.inbox;
});
afterAll(() => t.close());

describe('the account’s language', () => {
  it('answers sign-in from an English browser in the account’s German, with the account’s language', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail(), locale: 'de' });
    const res = await english().post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().me.user.locale).toBe('de');
    expect(res.json().message).toBe('Willkommen zurück!');
  });

  it('is set by the signed-in person and kept: GET /api/me and the next sign-in say it', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail(), locale: 'en' });
    const browser = english();
    await browser.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    const res = await browser.request({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().user.locale).toBe('de');
    expect((await browser.get('/api/me')).json().user.locale).toBe('de');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('de');
    const again = await english().post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    expect(again.json().message).toBe('Willkommen zurück!');
  });

  it('takes only our languages, and only from a signed-in person', async () => {
    const anonymous = await english().request({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'de' } });
    expect(anonymous.statusCode).toBe(401);
    const user = await f.createUser(t.db, { email: uniqueEmail() });
    const browser = english();
    await browser.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    const french = await browser.request({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'fr' } });
    expect(french.statusCode).toBe(400);
    const withoutToken = await browser.request({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'de' },
      csrf: false,
    });
    expect(withoutToken.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('en');
  });

  it('writes the e-mails: a reset asked for from an English browser comes in the account’s German, and back', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail(), name: 'Lan Nguyen', locale: 'en' });
    const browser = english();
    await browser.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    await browser.request({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'de' } });

    await english().post('/api/auth/forgot-password', { email: user.email });
    const german = await inbox.waitFor(user.email);
    expect(german.subject).toBe('Passwort zurücksetzen');
    expect(german.text).toContain('Hallo Lan Nguyen,');
    expect(german.text).toContain('https://azubi.test/de/reset-password?token=');

    await browser.request({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'en' } });
    await new TestAgent(t.app, { headers: { 'accept-language': 'de' } }).post('/api/auth/forgot-password', {
      email: user.email,
    });
    const englishMail = await inbox.waitFor(user.email, 2);
    expect(englishMail.subject).toBe('Reset your password');
    expect(englishMail.text).toContain('https://azubi.test/reset-password?token=');
  });
});
