import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../db/factories';
import { candidateProfiles, files, listings, notifications, sessions } from '../db/schema';
import * as media from '../testing/fixtures/media';
import { multipart } from '../testing/multipart';
import { signIn } from '../testing/sign-in';
import { TestAgent } from '../testing/test-agent';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Defects found by probing the running app (issue 12): each test here failed before its fix.
 * The fuzz suite (src/fuzz) keeps the general rule (no 5xx for any input) true for every route.
 */
let t: TestApp;
let n = 0;
const email = () => `hardening${++n}-${Date.now().toString(36)}@example.org`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function candidate(lang: 'en' | 'de' = 'en', profile: Partial<typeof candidateProfiles.$inferInsert> = {}) {
  const { user } = await f.createCandidate(t.db, { user: { email: email() }, profile });
  return { user, agent: await signIn(t, user, { lang }) };
}

describe('CSRF, however the path is spelled', () => {
  it('a percent-encoded /api path needs the token like /api does, and changes nothing without it', async () => {
    const { user, agent } = await candidate();
    const before = (await agent.get('/api/privacy/settings')).json();
    const attempts = [
      { method: 'PUT', url: '/%61pi/privacy/settings', payload: { shareProfile: false, shareDocuments: true } },
      { method: 'PUT', url: '/ap%69/privacy/settings', payload: { shareProfile: false, shareDocuments: true } },
      { method: 'PUT', url: '/api/privacy/%73ettings', payload: { shareProfile: false, shareDocuments: true } },
      { method: 'POST', url: '/%61pi/notifications/read-all' },
      { method: 'POST', url: '/%61pi/auth/sign-out' },
      { method: 'POST', url: '/%61pi/profile/photo', ...multipart({ bytes: media.png(), filename: 'me.png' }) },
      {
        method: 'POST',
        url: '/%61pi/profile/audio?consent=true',
        ...multipart({ bytes: media.oggOpus(12), filename: 'a.ogg' }),
      },
    ] as const;
    for (const attempt of attempts) {
      const res = await agent.request({ ...attempt, csrf: false });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await agent.get('/api/privacy/settings')).json()).toEqual(before);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const [profile] = await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
    expect(profile?.photoFileId).toBeNull();
    // With the token, the encoded spelling works as the plain one does.
    const withToken = await agent.request({
      method: 'PUT',
      url: '/%61pi/privacy/settings',
      payload: { shareProfile: false, shareDocuments: true },
    });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('text PostgreSQL cannot store (NUL, lone surrogates) is cleaned, never a 500', () => {
  it('profile fields: NUL removed, a lone surrogate replaced, in plain and structured fields', async () => {
    const { user, agent } = await candidate();
    const personal = await agent.request({
      method: 'PUT',
      url: '/api/profile/personal',
      payload: { fullName: 'Amina\u0000 El Idrissi', bio: 'Pflege\u0000kraft \ud800', location: 'Rabat' },
    });
    expect(personal.statusCode, personal.body).toBe(200);
    const details = await agent.request({
      method: 'PUT',
      url: '/api/profile/details',
      payload: {
        education: [{ institution: 'Lycée \ud800', qualification: 'Bac\u0000', start: '09.2019', end: '06.2022' }],
        workExperience: [{ company: 'Café \udc00', position: 'Service', start: '07.2022', end: null }],
        links: { github: null, portfolio: null, linkedin: null },
        skills: ['Team\u0000work'],
      },
    });
    expect(details.statusCode, details.body).toBe(200);
    const [profile] = await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
    expect(profile?.bio).toBe('Pflegekraft \ufffd');
    expect(profile?.education).toMatchObject([{ institution: 'Lycée \ufffd', qualification: 'Bac' }]);
    expect(profile?.workExperience).toMatchObject([{ company: 'Café \ufffd' }]);
    expect(profile?.skills).toEqual(['Teamwork']);
  });

  it('listing fields, onboarding, a cover letter, the blog search and a blog slug', async () => {
    const employerUser = await f.createUser(t.db, { email: email(), role: 'employer' });
    const employer = await signIn(t, employerUser, { lang: 'de' });
    const onboarding = await employer.post('/api/employer/onboarding', {
      companyName: 'Pflege\u0000dienst \ud800 GmbH',
      industry: 'Pflege',
      location: 'Köln',
    });
    expect(onboarding.statusCode, onboarding.body).toBeLessThan(300);
    const listing = await employer.post('/api/employer/listings', {
      title: 'Ausbildung\u0000 Pflege \ud800',
      description: 'Drei Jahre Ausbildung in der Pflege, mit Begleitung\u0000 und Sprachkurs.',
      programType: 'ausbildung',
      category: 'health',
      germanLevelRequired: 'B1',
      location: 'Köln',
      durationYears: 3,
    });
    expect(listing.statusCode, listing.body).toBe(201);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.json().id));
    expect(row?.title).toBe('Ausbildung Pflege \ufffd');

    const { agent } = await candidate();
    const applied = await agent.post(`/api/listings/${row!.id}/applications`, {
      coverLetter: 'Ich freue mich\u0000 auf \ud800 die Ausbildung.',
    });
    expect(applied.statusCode, applied.body).toBe(201);

    const search = await agent.get('/api/blog/posts?q=a%00b');
    expect(search.statusCode, search.body).toBe(200);
    const slug = await agent.get('/api/blog/posts/en/%00');
    expect(slug.statusCode, slug.body).toBe(400);
    const listingsSearch = await agent.get('/api/listings?q=Pfl%00ege%ED%A0%80');
    expect(listingsSearch.statusCode, listingsSearch.body).toBe(200);
  });

  it('a reject reason with a lone surrogate rejects the profile and tells the candidate, in one step', async () => {
    const { user } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { approvalStatus: 'pending', autoApproved: false },
    });
    const moderator = await signIn(t, await f.createUser(t.db, { email: email(), role: 'moderator' }));
    const res = await moderator.post(`/api/admin/verifications/${user.id}/reject`, {
      reason: 'Das Zertifikat ist unleserlich \ud800',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [profile] = await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
    expect(profile).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Das Zertifikat ist unleserlich \ufffd',
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'profile_rejected')));
    expect(told).toHaveLength(1);
  });
});

describe('deeply nested input', () => {
  it('is refused with 400 in the reader’s language, however deep (no stack overflow)', async () => {
    const { agent } = await candidate('de');
    for (const payload of [
      '['.repeat(50_000) + ']'.repeat(50_000),
      '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
    ]) {
      const res = await agent.request({
        method: 'PUT',
        url: '/api/profile/details',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json().error.message).toBe('Die Anfrage konnte nicht verstanden werden.');
    }
    // Ordinary nesting (a profile's entries) is untouched.
    const ok = await agent.request({
      method: 'PUT',
      url: '/api/profile/details',
      payload: { education: [{ institution: 'Lycée', qualification: 'Bac', start: '09.2019', end: '06.2022' }] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('a moderator decision and its notification are one step', () => {
  it('when the notification cannot be stored, the profile stays pending and can be decided again', async () => {
    const { user } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { approvalStatus: 'pending', autoApproved: false },
    });
    const moderator = await signIn(t, await f.createUser(t.db, { email: email(), role: 'moderator' }));
    // A database-side failure of the notification insert, for this candidate only.
    await t.db.execute(
      sql.raw(`create or replace function refuse_notification() returns trigger language plpgsql as $$
        begin if new.user_id = '${user.id}' then raise exception 'notification refused'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_notification before insert on notifications
        for each row execute function refuse_notification()`),
    );
    try {
      const res = await moderator.post(`/api/admin/verifications/${user.id}/reject`, { reason: 'Unleserlich' });
      expect(res.statusCode).toBe(500);
      const [profile] = await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
      expect(profile).toMatchObject({ approvalStatus: 'pending', rejectionReason: null });
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_notification on notifications'));
    }
    const again = await moderator.post(`/api/admin/verifications/${user.id}/approve`);
    expect(again.statusCode).toBe(200);
  });
});

describe('uploads that do not arrive completely', () => {
  const truncated = (bytes: Buffer) => {
    const body = multipart({ bytes, filename: 'upload.bin' });
    // The closing boundary and the end of the file never arrive.
    return { payload: body.payload.subarray(0, body.payload.length - 60), headers: body.headers };
  };

  for (const [url, bytes] of [
    ['/api/profile/photo', media.png(40, 40)],
    ['/api/profile/documents?type=other_document', media.pdf('x'.repeat(400))],
    ['/api/profile/audio?consent=true', media.oggOpus(12)],
  ] as const) {
    it(`${url}: 400 with a message that says so, in English and German, and nothing stored`, async () => {
      for (const [lang, message] of [
        ['en', 'The upload did not arrive completely. Please try again.'],
        ['de', 'Die Datei ist nicht vollständig angekommen. Bitte versuche es erneut.'],
      ] as const) {
        const { user, agent } = await candidate(lang);
        const res = await agent.request({ method: 'POST', url, ...truncated(bytes) });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.message).toBe(message);
        expect(await t.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
      }
    });
  }
});

describe('file names', () => {
  it('bidirectional controls are stripped from a stored name (invoice\\u202Efdp.exe reads as invoiceexe.pdf)', async () => {
    const { user, agent } = await candidate();
    const res = await agent.request({
      method: 'POST',
      url: '/api/profile/documents?type=other_document',
      ...multipart({ bytes: media.pdf(), filename: 'Zeugnis\u202Efdp.exe\u2066\u200f.pdf' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(stored?.originalName).toBe('Zeugnisfdp.exe.pdf');
  });
});

describe('request logs', () => {
  it('an invitation token in the path never reaches the logs, however the path is spelled', async () => {
    const { company } = await f.createEmployer(t.db, { company: { name: 'Logtest GmbH' } });
    const invitation = await f.createTeamInvitation(t.db, { companyId: company.id, email: email(), role: 'member' });
    const agent = new TestAgent(t.app);
    expect((await agent.get(`/api/auth/invitations/${invitation.token}`)).statusCode).toBe(200);
    expect((await agent.get(`/%61pi/auth/%69nvitations/${invitation.token}`)).statusCode).toBe(200);
    expect((await agent.get(`/api/auth/invitations/${invitation.token}/accept`)).statusCode).toBeLessThan(500);
    const logged = t.logs.join('\n');
    expect(logged).toContain('/api/auth/invitations/[redacted]');
    expect(logged).not.toContain(invitation.token);
  });
});

describe('the development mail outbox', () => {
  it('answers only to this machine, whatever X-Forwarded-For says', async () => {
    for (const url of ['/api/dev/mail', '/api/dev/mail.json']) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
      const remote = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('behind a proxy on this machine, refuses when any forwarded address is remote', async () => {
    const local = { remoteAddress: '127.0.0.1' };
    const refused: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { forwarded: 'for=127.0.0.1, for="[2001:db8::1]:4711"' },
      { forwarded: 'for=unknown' },
      { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=198.51.100.7' },
    ];
    for (const headers of refused) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/mail.json', ...local, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
    const allowed: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '::1, 127.0.0.2' },
      { forwarded: 'for="[::1]:8080";proto=http, for=127.0.0.1:3000' },
    ];
    for (const headers of allowed) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/mail.json', ...local, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});
