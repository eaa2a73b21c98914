import { createServer, type AddressInfo, type Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { analyticsEvents, companyMembers, sessions, teamInvitations, users, verifications } from '../../db/schema';
import { createTestAppWithInbox, type SmtpInbox, type TestAppWithInbox } from '../../testing/smtp-inbox';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp } from '../../testing/test-app';

let t: TestAppWithInbox;
let inbox: SmtpInbox;
let n = 0;
const uniqueEmail = (domain = 'example.org') => `person${++n}-${Date.now().toString(36)}@${domain}`;
const agent = (lang?: 'de') => new TestAgent(t.app, lang ? { headers: { 'accept-language': 'de' } } : {});
const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'Sunflower7Field',
  fullName: 'Amina El Idrissi',
  role: 'azubi',
  ...overrides,
});
const linkIn = (text: string, path: string) =>
  text.match(new RegExp(`https://azubi\\.test(?:/de)?${path}\\?token=([^\\s"<]+)`))?.[1];

beforeAll(async () => {
  t = await createTestAppWithInbox();
  inbox = t.inbox;
});
afterAll(() => t.close());

describe('sign-up validation (spec §5), first failing message per field, English and German', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['invalid e-mail', { email: 'not-an-email' }, 'email', 'Invalid email address', 'Ungültige E-Mail-Adresse'],
    ['e-mail over 255', { email: `${'a'.repeat(250)}@x.org` }, 'email', 'Email too long', 'E-Mail-Adresse zu lang'],
    [
      'short password',
      { password: 'Ab1' },
      'password',
      'Password must be at least 8 characters',
      'Das Passwort muss mindestens 8 Zeichen lang sein',
    ],
    [
      'no uppercase',
      { password: 'sunflower7field' },
      'password',
      'Password must contain at least one uppercase letter',
      'Das Passwort muss mindestens einen Großbuchstaben enthalten',
    ],
    [
      'no digit',
      { password: 'SunflowerField' },
      'password',
      'Password must contain at least one number',
      'Das Passwort muss mindestens eine Zahl enthalten',
    ],
    [
      'over 128',
      { password: `A1${'x'.repeat(127)}` },
      'password',
      'Password must be at most 128 characters',
      'Das Passwort darf höchstens 128 Zeichen lang sein',
    ],
    [
      'common password',
      { password: 'Password123' },
      'password',
      'This password is too common. Please choose a less predictable one.',
      'Dieses Passwort ist zu verbreitet. Bitte wähle ein weniger vorhersehbares.',
    ],
    [
      'short name',
      { fullName: ' A ' },
      'fullName',
      'Name must be at least 2 characters',
      'Der Name muss mindestens 2 Zeichen lang sein',
    ],
    ['long name', { fullName: 'A'.repeat(101) }, 'fullName', 'Name too long', 'Name zu lang'],
    [
      'digits in name',
      { fullName: 'R2D2 Robot' },
      'fullName',
      'Name must contain only letters',
      'Der Name darf nur Buchstaben enthalten',
    ],
    [
      'no portal',
      { role: undefined },
      'role',
      'Please choose the Azubi or the Employer portal',
      'Bitte wähle das Azubi- oder das Arbeitgeber-Portal',
    ],
    [
      'unknown portal',
      { role: 'admin' },
      'role',
      'Please choose the Azubi or the Employer portal',
      'Bitte wähle das Azubi- oder das Arbeitgeber-Portal',
    ],
  ];
  it.each(cases)('%s', async (_name, overrides, field, english, german) => {
    const en = await agent().post('/api/auth/sign-up', signUpBody(overrides));
    expect(en.statusCode).toBe(400);
    expect(en.json().error.code).toBe('VALIDATION_FAILED');
    expect(en.json().error.fields[field]).toBe(english);
    const de = await agent('de').post('/api/auth/sign-up', signUpBody(overrides));
    expect(de.json().error.fields[field]).toBe(german);
  });

  it('shows only the first failing password rule', async () => {
    const res = await agent().post('/api/auth/sign-up', signUpBody({ password: 'abc' }));
    expect(res.json().error.fields.password).toBe('Password must be at least 8 characters');
  });

  it('accepts names with umlauts, ß, apostrophes, hyphens and other scripts, trimmed', async () => {
    for (const fullName of ['Jürgen Groß-Müller', "D'Angelo O’Neil", 'Nguyễn Thị Lan', 'أمينة الإدريسي']) {
      const res = await agent().post('/api/auth/sign-up', signUpBody({ fullName: `  ${fullName} ` }));
      expect(res.statusCode, fullName).toBe(201);
      expect(res.json().me.user.fullName).toBe(fullName);
    }
  });

  it('trims the e-mail address and changes nothing on a refused sign-up', async () => {
    const email = uniqueEmail();
    const refused = await agent().post('/api/auth/sign-up', signUpBody({ email, password: 'short' }));
    expect(refused.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const ok = await agent().post('/api/auth/sign-up', signUpBody({ email: `  ${email.toUpperCase()}  ` }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().me.user.email).toBe(email);
  });
});

describe('employers and personal e-mail domains', () => {
  it.each([
    'gmail.com',
    'googlemail.com',
    'yahoo.de',
    'hotmail.com',
    'outlook.com',
    'icloud.com',
    'gmx.net',
    'web.de',
    't-online.de',
    'proton.me',
    // From the maintained lists (issue 27): other mailbox providers, disposable mail, public suffixes.
    'yahoo.fr',
    'fastmail.com',
    'mailinator.com',
    'co.uk',
  ])('refuses an employer at %s with the spec message', async (domain) => {
    const res = await agent().post('/api/auth/sign-up', signUpBody({ role: 'employer', email: uniqueEmail(domain) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe(
      'Employers must use a corporate email address. Personal email domains (Gmail, Yahoo, Hotmail, etc.) are not allowed.',
    );
  });

  it('answers in German too', async () => {
    const res = await agent('de').post(
      '/api/auth/sign-up',
      signUpBody({ role: 'employer', email: uniqueEmail('gmail.com') }),
    );
    expect(res.json().error.message).toMatch(/^Arbeitgeber müssen eine geschäftliche E-Mail-Adresse verwenden/);
  });

  it('lets candidates use personal addresses and employers corporate ones', async () => {
    expect((await agent().post('/api/auth/sign-up', signUpBody({ email: uniqueEmail('gmail.com') }))).statusCode).toBe(
      201,
    );
    const employer = await agent().post(
      '/api/auth/sign-up',
      signUpBody({ role: 'employer', email: uniqueEmail('pflege-nord.de') }),
    );
    expect(employer.statusCode).toBe(201);
    expect(employer.json().redirectTo).toBe('/dashboard');
  });
});

describe('sign-up', () => {
  it('creates an unverified account, signs in, mails a 24-hour link in the user’s language, and audits', async () => {
    const a = agent('de');
    const body = signUpBody();
    const before = Date.now();
    const res = await a.post('/api/auth/sign-up', body, { 'user-agent': 'TestBrowser/1.0' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Konto erstellt! Bitte prüfe dein E-Mail-Postfach, um dein Konto zu bestätigen.');
    expect(res.json().redirectTo).toBe('/browse-jobs');
    expect(res.json().me.user).toMatchObject({ email: body.email, emailVerified: false, role: 'azubi', locale: 'de' });

    const session = a.cookieNames.find((name) => name.includes('session_token'));
    expect(session).toBeDefined();
    expect(res.cookies.find((c) => c.name === session)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await a.get('/api/me')).json().user.email).toBe(body.email);

    const mail = await inbox.waitFor(body.email);
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    const token = linkIn(mail.text, '/auth-callback');
    expect(mail.text).toContain('https://azubi.test/de/auth-callback?token=');
    expect(token).toMatch(/^[0-9a-f-]{36}$/);

    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    const [row] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `email-verification:${user!.id}`));
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThan(24 * 3600_000 + 60_000);
    expect(row!.value).not.toBe(token);

    const [audit] = await t.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.event, 'user_signup'), eq(analyticsEvents.userId, user!.id)));
    expect(audit?.metadata).toMatchObject({ ip_address: a.ip, user_agent: 'TestBrowser/1.0' });
    expect(typeof audit?.metadata.timestamp).toBe('string');
  });

  it('refuses an address that already has an account', async () => {
    const body = signUpBody();
    expect((await agent().post('/api/auth/sign-up', body)).statusCode).toBe(201);
    const again = await agent().post('/api/auth/sign-up', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.email).toBe(
      'An account with this email address already exists. Please sign in instead.',
    );
  });

  it('still creates the account when the verification e-mail cannot be sent', async () => {
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await new TestAgent(broken.app).post('/api/auth/sign-up', signUpBody());
      expect(res.statusCode).toBe(201);
      expect(broken.logs.some((line) => line.includes('verification e-mail could not be sent'))).toBe(true);
    } finally {
      await broken.close();
    }
  });
});

describe('e-mail verification', () => {
  async function signUpAndGetToken() {
    const a = agent();
    const body = signUpBody();
    await a.post('/api/auth/sign-up', body);
    const mail = await inbox.waitFor(body.email);
    return { a, body, token: linkIn(mail.text, '/auth-callback')! };
  }

  it('verifies the address once; a used link says so', async () => {
    const { body, token } = await signUpAndGetToken();
    const visitor = agent();
    const ok = await visitor.post('/api/auth/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your email address is verified. Thank you!');
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.emailVerified).toBe(true);
    const again = await visitor.post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Your email address is already verified.');
  });

  it('a new link asked for by address: the same answer for a verified, an unverified and an unknown account', async () => {
    const verified = await f.createUser(t.db, { email: uniqueEmail(), emailVerified: true });
    const unverified = await f.createUser(t.db, { email: uniqueEmail(), emailVerified: false });
    const answers = [];
    for (const email of [verified.email, unverified.email, uniqueEmail()]) {
      for (const lang of [undefined, 'de'] as const) {
        const res = await agent(lang).post('/api/auth/resend-verification', { email });
        answers.push({ lang, status: res.statusCode, body: res.json() });
      }
    }
    expect(answers.filter((a) => !a.lang).map(({ status, body }) => ({ status, body }))).toEqual(
      Array(3).fill({ status: 200, body: { message: 'We have sent you a new verification email.' } }),
    );
    expect(new Set(answers.filter((a) => a.lang).map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    // Only the unverified account gets mail.
    expect((await inbox.waitFor(unverified.email)).subject).toBeTruthy();
    expect(inbox.mails.some((m) => m.to.includes(verified.email))).toBe(false);
  });

  it('says an expired link has expired, and sends a new one from it', async () => {
    const { body, token } = await signUpAndGetToken();
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `email-verification:${user!.id}`));
    const expired = await agent('de').post('/api/auth/verify-email', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(
      'Dieser Bestätigungslink ist abgelaufen. Wir können dir einen neuen senden.',
    );

    const resend = await agent().post('/api/auth/resend-verification', { token });
    expect(resend.json().message).toBe('We have sent you a new verification email.');
    const second = await inbox.waitFor(body.email, 2);
    const fresh = linkIn(second.text, '/auth-callback')!;
    expect(fresh).not.toBe(token);
    expect((await agent().post('/api/auth/verify-email', { token: fresh })).statusCode).toBe(200);
  });

  it('refuses an unknown link and a link that is not a token', async () => {
    const unknown = await agent().post('/api/auth/verify-email', { token: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('This verification link is not valid.');
    const garbage = await agent().post('/api/auth/verify-email', { token: 'abc' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.fields.token).toBe('This verification link is not valid.');
  });
});

describe('sign-in', () => {
  it('welcomes back and sends candidates to /browse-jobs and everyone else to /dashboard, with a new session each time', async () => {
    const candidate = await f.createUser(t.db, { email: uniqueEmail(), role: 'azubi' });
    const a = agent();
    const first = await a.post('/api/auth/sign-in', { email: candidate.email, password: f.DEFAULT_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Welcome back!', redirectTo: '/browse-jobs' });
    const firstSession = a.cookieNames.map((name) => a.cookie(name)).join();
    await a.post('/api/auth/sign-in', { email: candidate.email, password: f.DEFAULT_PASSWORD });
    expect(a.cookieNames.map((name) => a.cookie(name)).join()).not.toBe(firstSession);

    for (const role of ['employer', 'team_member', 'moderator', 'admin'] as const) {
      const user = await f.createUser(t.db, { email: uniqueEmail(), role });
      const res = await agent().post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
      expect(res.json().redirectTo, role).toBe('/dashboard');
    }
  });

  it('gives the same "Error signing in" for a wrong password and an unknown account, and logs the failure', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail() });
    const wrong = await agent().post('/api/auth/sign-in', { email: user.email, password: 'Wrong1Password' });
    const unknown = await agent().post('/api/auth/sign-in', { email: uniqueEmail(), password: 'Wrong1Password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Error signing in' } });
    }
    const failed = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.event, 'security_event'));
    expect(
      failed.some(
        (e) => e.metadata.type === 'failed_login' && e.metadata.email === user.email && e.metadata.ip_address,
      ),
    ).toBe(true);
  });

  it('requires a password and a valid address', async () => {
    const res = await agent('de').post('/api/auth/sign-in', { email: 'x', password: '' });
    expect(res.json().error.fields).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      password: 'Passwort ist erforderlich',
    });
  });

  it('answers "No role found" as data, not a crash: a user without a role gets role null', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail(), role: null });
    const a = agent();
    const res = await a.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().me.user.role).toBeNull();
    expect(res.json().redirectTo).toBe('/dashboard');
  });
});

describe('rate limits (spec §9), per account and per client address', () => {
  it('the 6th login attempt in 15 minutes gets 429 with the spec message and a security event', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail() });
    const a = agent();
    for (let i = 0; i < 5; i++) {
      expect((await a.post('/api/auth/sign-in', { email: user.email, password: 'Wrong1Password' })).statusCode).toBe(
        401,
      );
    }
    const sixth = await a.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const events = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.event, 'security_event'));
    expect(
      events.some(
        (e) =>
          e.metadata.type === 'rate_limit_exceeded' && e.metadata.limit === 'login' && e.metadata.ip_address === a.ip,
      ),
    ).toBe(true);
    // The account is protected from another address too.
    const elsewhere = await agent().post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    expect(elsewhere.statusCode).toBe(429);
  });

  it('one address cannot try more than 5 accounts', async () => {
    const a = agent('de');
    for (let i = 0; i < 5; i++) await a.post('/api/auth/sign-in', { email: uniqueEmail(), password: 'Wrong1Password' });
    const res = await a.post('/api/auth/sign-in', { email: uniqueEmail(), password: 'Wrong1Password' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Zu viele Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.');
  });

  it('the 4th sign-up in an hour from one address gets 429', async () => {
    const a = agent();
    for (let i = 0; i < 3; i++) expect((await a.post('/api/auth/sign-up', signUpBody())).statusCode).toBe(201);
    const fourth = await a.post('/api/auth/sign-up', signUpBody());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe('Too many signup attempts. Please try again later.');
  });

  it('the 4th password reset request in an hour gets 429', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail() });
    for (let i = 0; i < 3; i++)
      expect((await agent().post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const fourth = await agent().post('/api/auth/forgot-password', { email: user.email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe('Too many password reset requests. Please try again later.');
  });

  it('are shared by every server instance on the same database', async () => {
    const second = await createTestApp({ env: { SMTP_URL: inbox.url } });
    try {
      // Two instances, one database: the counts add up.
      const { buildApp } = await import('../../app');
      const twin = await buildApp({ config: t.config, database: second.connection });
      await twin.ready();
      const user = await f.createUser(second.db, { email: uniqueEmail() });
      const ip = '192.0.2.77';
      for (let i = 0; i < 3; i++)
        await new TestAgent(second.app, { ip }).post('/api/auth/sign-in', {
          email: user.email,
          password: 'Wrong1Password',
        });
      for (let i = 0; i < 2; i++)
        await new TestAgent(twin, { ip }).post('/api/auth/sign-in', { email: user.email, password: 'Wrong1Password' });
      const sixth = await new TestAgent(second.app, { ip }).post('/api/auth/sign-in', {
        email: user.email,
        password: 'Wrong1Password',
      });
      expect(sixth.statusCode).toBe(429);
      await twin.close();
    } finally {
      await second.close();
    }
  });

  it('take the client address from the connection, not from X-Forwarded-For, unless a proxy is trusted', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail() });
    const a = agent();
    await a.post(
      '/api/auth/sign-in',
      { email: user.email, password: 'Wrong1Password' },
      { 'x-forwarded-for': '203.0.113.99' },
    );
    const events = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.event, 'security_event'));
    const mine = events.filter((e) => e.metadata.email === user.email);
    expect(mine.at(-1)?.ipAddress).toBe(a.ip);

    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const other = await f.createUser(proxied.db, { email: uniqueEmail() });
      await new TestAgent(proxied.app).post(
        '/api/auth/sign-in',
        { email: other.email, password: 'Wrong1Password' },
        { 'x-forwarded-for': '203.0.113.99' },
      );
      const [event] = await proxied.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.event, 'security_event'));
      expect(event?.ipAddress).toBe('203.0.113.99');
    } finally {
      await proxied.close();
    }
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only existing accounts', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail(), locale: 'de' });
    const ghost = uniqueEmail();
    const known = await agent().post('/api/auth/forgot-password', { email: user.email });
    const unknown = await agent().post('/api/auth/forgot-password', { email: ghost });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('Password reset link sent! Check your email.');
    const mail = await inbox.waitFor(user.email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('https://azubi.test/de/reset-password?token=');
    expect(inbox.mails.some((m) => m.to.includes(ghost))).toBe(false);
  });

  it('answers before any mail is sent: a mail server that never answers does not delay the answer', async () => {
    // A server that accepts the connection and never says a word: awaiting the mail would hang.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const slow = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const user = await f.createUser(slow.db, { email: uniqueEmail() });
      const client = new TestAgent(slow.app);
      for (const email of [user.email, uniqueEmail()]) {
        const started = performance.now();
        const res = await client.post('/api/auth/forgot-password', { email });
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toBe('Password reset link sent! Check your email.');
        // nodemailer waits 30 s for a greeting; the answer must not.
        expect(performance.now() - started).toBeLessThan(5_000);
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await slow.close();
    }
  });

  it('asks for a valid address', async () => {
    const res = await agent().post('/api/auth/forgot-password', { email: 'nope' });
    expect(res.json().error.fields.email).toBe('Please enter a valid email address');
  });

  it('sets a new password under the same rules, ends every session, and the old password stops working', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail() });
    const phone = agent();
    await phone.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    expect((await phone.get('/api/me')).statusCode).toBe(200);

    await agent().post('/api/auth/forgot-password', { email: user.email });
    const token = linkIn((await inbox.waitFor(user.email)).text, '/reset-password')!;
    const weak = await agent().post('/api/auth/reset-password', { token, password: 'weakpass' });
    expect(weak.json().error.fields.password).toBe('Password must contain at least one uppercase letter');

    const reset = await agent().post('/api/auth/reset-password', { token, password: 'NewSunrise42' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been changed. Please sign in with your new password.');
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    expect(
      (await agent().post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD })).statusCode,
    ).toBe(401);
    expect((await agent().post('/api/auth/sign-in', { email: user.email, password: 'NewSunrise42' })).statusCode).toBe(
      200,
    );
    const reused = await agent().post('/api/auth/reset-password', { token, password: 'Another42Sun' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail() });
    const a = agent();
    await a.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    const name = a.cookieNames.find((c) => c.includes('session_token'))!;
    const stolen = a.cookie(name)!;
    const out = await a.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const replay = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { [name]: stolen } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe('Not authenticated');
    const [logout] = await t.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.event, 'user_logout'), eq(analyticsEvents.userId, user.id)));
    expect(logout).toBeDefined();
  });
});

describe('CSRF', () => {
  it('refuses state-changing requests without the token, or with a token from another client', async () => {
    const user = await f.createUser(t.db, { email: uniqueEmail() });
    const missing = await agent().request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: f.DEFAULT_PASSWORD },
      csrf: false,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('FORBIDDEN');

    const attacker = agent();
    const { token } = (await attacker.get('/api/auth/csrf')).json();
    const victim = agent();
    const forged = await victim.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: f.DEFAULT_PASSWORD },
      headers: { 'x-csrf-token': token },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await agent().post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('team invitations (spec §4, §8)', () => {
  async function invitation(overrides: Partial<typeof teamInvitations.$inferInsert> = {}) {
    const { company } = await f.createEmployer(t.db, { company: { name: 'Pflegedienst Sonne GmbH' } });
    return f.createTeamInvitation(t.db, {
      companyId: company.id,
      email: uniqueEmail('pflegedienst-sonne.de'),
      role: 'admin',
      ...overrides,
    });
  }

  it('shows company, role and invited address for the banner', async () => {
    const inv = await invitation();
    const res = await agent().get(`/api/auth/invitations/${inv.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ companyName: 'Pflegedienst Sonne GmbH', role: 'admin', email: inv.email });
  });

  it('gives each error in its case, in both languages', async () => {
    const accepted = await invitation({ status: 'accepted' });
    const expired = await invitation({ expiresAt: new Date(Date.now() - 1000) });
    const revoked = await invitation({ status: 'revoked' });
    const cases: [string, number, string, string][] = [
      [crypto.randomUUID(), 404, 'Invalid invitation link', 'Ungültiger Einladungslink'],
      ['not-a-token', 404, 'Invalid invitation link', 'Ungültiger Einladungslink'],
      [revoked.token, 404, 'Invalid invitation link', 'Ungültiger Einladungslink'],
      [accepted.token, 409, 'This invitation has already been accepted', 'Diese Einladung wurde bereits angenommen'],
      [expired.token, 410, 'This invitation has expired', 'Diese Einladung ist abgelaufen'],
    ];
    for (const [token, status, en, de] of cases) {
      const res = await agent().get(`/api/auth/invitations/${token}`);
      expect(res.statusCode, token).toBe(status);
      expect(res.json().error.message).toBe(en);
      expect((await agent('de').get(`/api/auth/invitations/${token}`)).json().error.message).toBe(de);
    }
  });

  it('requires signing up with the invited address, then makes the user a team member with the invited role', async () => {
    const inv = await invitation();
    const wrong = await agent().post(
      '/api/auth/sign-up',
      signUpBody({ role: 'employer', email: uniqueEmail('gmail.com'), invitationToken: inv.token }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.email).toBe('You must sign up with the invited email address');

    // The invitation forces the employer portal and allows the invited address whatever its domain.
    const res = await agent().post(
      '/api/auth/sign-up',
      signUpBody({ role: 'azubi', email: inv.email, invitationToken: inv.token }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      redirectTo: `/dashboard?invitation=${inv.token}`,
      message: 'Welcome! Setting up your team access...',
    });
    expect(res.json().me.user.role).toBe('team_member');
    expect(res.json().me.company).toMatchObject({ name: 'Pflegedienst Sonne GmbH', teamRole: 'admin' });
    const [stored] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, inv.id));
    expect(stored?.status).toBe('accepted');

    const twice = await agent().post(
      '/api/auth/sign-up',
      signUpBody({ email: uniqueEmail(), invitationToken: inv.token }),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This invitation has already been accepted');
  });

  it('requires signing in with the invited address, then joins the company', async () => {
    const inv = await invitation({ role: 'member' });
    const other = await f.createUser(t.db, { email: uniqueEmail(), role: null });
    const wrong = await agent().post('/api/auth/sign-in', {
      email: other.email,
      password: f.DEFAULT_PASSWORD,
      invitationToken: inv.token,
    });
    expect(wrong.json().error.fields.email).toBe('You must sign in with the invited email address');

    const invited = await f.createUser(t.db, { email: inv.email, role: null });
    const res = await agent().post('/api/auth/sign-in', {
      email: invited.email,
      password: f.DEFAULT_PASSWORD,
      invitationToken: inv.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectTo).toBe(`/dashboard?invitation=${inv.token}`);
    const [member] = await t.db.select().from(companyMembers).where(eq(companyMembers.userId, invited.id));
    expect(member).toMatchObject({ companyId: inv.companyId, role: 'member' });
  });

  it('refuses an expired invitation at sign-up and creates no account', async () => {
    const inv = await invitation({ expiresAt: new Date(Date.now() - 1000) });
    const res = await agent().post('/api/auth/sign-up', signUpBody({ email: inv.email, invitationToken: inv.token }));
    expect(res.statusCode).toBe(410);
    expect(await t.db.select().from(users).where(eq(users.email, inv.email))).toEqual([]);
  });

  it('lets a signed-in invited user accept from the dashboard; others are refused', async () => {
    const inv = await invitation();
    expect((await agent().post(`/api/auth/invitations/${inv.token}/accept`)).statusCode).toBe(401);
    const stranger = await f.createUser(t.db, { email: uniqueEmail(), role: null });
    const s = agent();
    await s.post('/api/auth/sign-in', { email: stranger.email, password: f.DEFAULT_PASSWORD });
    expect((await s.post(`/api/auth/invitations/${inv.token}/accept`)).statusCode).toBe(403);

    const invited = await f.createUser(t.db, { email: inv.email, role: null });
    const a = agent();
    await a.post('/api/auth/sign-in', { email: invited.email, password: f.DEFAULT_PASSWORD });
    const res = await a.post(`/api/auth/invitations/${inv.token}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json().me.company.teamRole).toBe('admin');
  });
});

describe('GET /api/me', () => {
  it('is for signed-in users only', async () => {
    const res = await agent('de').get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Nicht angemeldet' } });
  });

  it('gives role, profile and company in one answer', async () => {
    const { user, company } = await f.createEmployer(t.db);
    const a = agent();
    await a.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
    const me = (await a.get('/api/me')).json();
    expect(me).toEqual({
      user: {
        id: user.id,
        email: user.email,
        fullName: user.name,
        avatarUrl: null,
        calledName: 'Erika',
        emailVerified: true,
        role: 'employer',
        locale: 'en',
        // Set from the browser on the first signed-in page (PUT /api/me/timezone), null until then.
        timezone: null,
      },
      company: { id: company.id, name: company.name, teamRole: 'admin', verificationStatus: 'not_verified' },
    });
  });
});
