import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { createTestAppWithInbox, type SmtpInbox, type TestAppWithInbox } from '../../testing/smtp-inbox';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';

/** The confirmation e-mail after an account deletion (issue 28), in the account's language. */
let t: TestAppWithInbox;
let inbox: SmtpInbox;
let n = 0;
const uniqueEmail = () => `gone${++n}-${Date.now().toString(36)}@example.org`;

beforeAll(async () => {
  t = await createTestAppWithInbox();
  inbox = t.inbox;
});
afterAll(() => t.close());

async function deleteOwnAccount(email: string, browserLanguage: string) {
  const agent = await signIn(t, email, { headers: { 'accept-language': browserLanguage } });
  return agent.request({
    method: 'DELETE',
    url: '/api/privacy/account',
    payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
  });
}

describe('account deletion confirmation e-mail', () => {
  it('goes to the deleted account’s address in its German after the deletion, from an English browser', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail(), name: 'Chidinma Okafor', locale: 'de' });
    const res = await deleteOwnAccount(user.email, 'en-US');
    expect(res.statusCode, res.body).toBe(200);
    const mail = await inbox.waitFor(user.email);
    expect(mail.subject).toBe('Dein Konto wurde gelöscht');
    expect(mail.text).toContain('Hallo Chidinma Okafor,');
    expect(mail.text).toContain('dein Konto bei Azubi Connect ist gelöscht.');
  });

  it('is written in English for an English account', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail(), name: 'Lan Nguyen', locale: 'en' });
    const res = await deleteOwnAccount(user.email, 'de');
    expect(res.statusCode, res.body).toBe(200);
    const mail = await inbox.waitFor(user.email);
    expect(mail.subject).toBe('Your account has been deleted');
    expect(mail.text).toContain('Hello Lan Nguyen,');
    expect(mail.text).toContain('You will get no further emails from us.');
  });

  it('is not sent when the password is wrong and nothing is deleted', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail(), locale: 'en' });
    const agent = new TestAgent(t.app, { headers: { 'accept-language': 'en' } });
    await agent.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    const wrong = await agent.request({
      method: 'DELETE',
      url: '/api/privacy/account',
      payload: { confirm: 'DELETE', password: 'Wrong1Password' },
    });
    expect(wrong.statusCode).toBe(400);
    // A later mail to the same address (a reset) is the first one it receives.
    await agent.post('/api/auth/forgot-password', { email: user.email });
    expect((await inbox.waitFor(user.email)).subject).toBe('Reset your password');
  });
});
