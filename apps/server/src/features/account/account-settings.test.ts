import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { mailOutbox, sessions, users } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let n = 0;
const email = (p = 'a') => `${p}${++n}-${Date.now().toString(36)}@example.org`;

const put = (agent: TestAgent, url: string, payload: Record<string, unknown>) =>
  agent.request({ method: 'PUT', url, payload });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account settings', () => {
  it('changes the name; refuses a name with digits (en and de)', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    const agent = await signIn(t, user);
    expect((await put(agent, '/api/me/name', { name: 'Lan Nguyễn' })).json().message).toBe('Your name is saved.');
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.name).toBe('Lan Nguyễn');
    const bad = await put(agent, '/api/me/name', { name: 'R2D2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.name).toBe('Name must contain only letters');
    const de = await put(await signIn(t, user, { lang: 'de' }), '/api/me/name', { name: 'R2D2' });
    expect(de.json().error.fields.name).toMatch(/Buchstaben/);
  });

  it('changes the e-mail only once the link to the new address is opened; the old address is told', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email('old'), locale: 'de' } });
    const other = await f.createUser(t.db, { email: email('taken') });
    const agent = await signIn(t, user);
    const wrong = await agent.post('/api/me/email-change', { email: email('new'), password: 'Nope-12345' });
    expect(wrong.json().error.fields.password).toBe('The password is not correct.');
    const taken = await agent.post('/api/me/email-change', { email: other.email, password: f.DEFAULT_PASSWORD });
    expect(taken.json().error.fields.email).toBe('This e-mail address belongs to another account.');
    const same = await agent.post('/api/me/email-change', {
      email: user.email.toUpperCase(),
      password: f.DEFAULT_PASSWORD,
    });
    expect(same.json().error.fields.email).toBe('This is already your e-mail address.');
    const next = email('new');
    const res = await agent.post('/api/me/email-change', { email: next, password: f.DEFAULT_PASSWORD });
    expect(res.json().message).toMatch(/^We sent a link to the new address/);
    // Nothing changed yet.
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(user.email);
    const [mail] = (await t.db.select().from(mailOutbox)).filter((m) => m.to === next);
    expect(mail?.subject).toBe('Bestätige deine neue E-Mail-Adresse');
    const token = /emailToken=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const bad = await new TestAgent(t.app).post('/api/me/email-change/confirm', { token: 'x'.repeat(32) });
    expect(bad.json().error.message).toMatch(/^This link is invalid or has expired/);
    const confirmed = await new TestAgent(t.app).post('/api/me/email-change/confirm', { token });
    expect(confirmed.json().message).toBe('Your e-mail address is changed.');
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(next);
    expect((await t.db.select().from(mailOutbox)).filter((m) => m.to === user.email).map((m) => m.subject)).toContain(
      'Deine E-Mail-Adresse wurde geändert',
    );
    // The link works once; the new address signs in.
    expect((await new TestAgent(t.app).post('/api/me/email-change/confirm', { token })).statusCode).toBe(400);
    await signIn(t, { email: next });
  });

  it('changes the password after the current one; the other sessions end, this one stays', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    const here = await signIn(t, user);
    const phone = await signIn(t, user);
    const wrong = await put(here, '/api/me/password', { currentPassword: 'Wrong-123', newPassword: 'Sunflower9Field' });
    expect(wrong.json().error.fields.currentPassword).toBe('The password is not correct.');
    const weak = await put(here, '/api/me/password', { currentPassword: f.DEFAULT_PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toBeTruthy();
    const same = await put(here, '/api/me/password', {
      currentPassword: f.DEFAULT_PASSWORD,
      newPassword: f.DEFAULT_PASSWORD,
    });
    expect(same.json().error.fields.newPassword).toBe('The new password must be different from the current one.');
    const ok = await put(here, '/api/me/password', {
      currentPassword: f.DEFAULT_PASSWORD,
      newPassword: 'Sunflower9Field',
    });
    expect(ok.json().message).toMatch(/^Your password is changed/);
    expect((await here.get('/api/me')).statusCode).toBe(200);
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    await signIn(t, user, { password: 'Sunflower9Field' });
  });

  it('lists the sessions and ends another one, never the current or someone else’s', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    const here = await signIn(t, user);
    const phone = await signIn(t, user);
    const list = (await here.get('/api/me/sessions')).json();
    expect(list.items).toHaveLength(2);
    expect(JSON.stringify(list)).not.toContain('token');
    const current = list.items.find((s: { current: boolean }) => s.current);
    const other = list.items.find((s: { current: boolean }) => !s.current);
    const refused = await here.request({ method: 'DELETE', url: `/api/me/sessions/${current.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This is the session you are using. To end it, sign out.');
    const { user: stranger } = await f.createCandidate(t.db, { user: { email: email('s') } });
    const theirs = await signIn(t, stranger);
    expect((await theirs.request({ method: 'DELETE', url: `/api/me/sessions/${other.id}` })).statusCode).toBe(404);
    const ended = await here.request({ method: 'DELETE', url: `/api/me/sessions/${other.id}` });
    expect(ended.json().items).toHaveLength(1);
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect((await new TestAgent(t.app).get('/api/me/sessions')).statusCode).toBe(401);
  });
});
