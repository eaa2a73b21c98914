import { SHOWN_BEFORE_REVEAL } from '@azubi/shared/candidates/candidate-view';
import { MASK } from '@azubi/shared/candidates/identifying-text';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as f from '../../db/factories';
import { conversations, paidPeriods } from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { presenceRecords } from '../messaging/conversation-people';

/**
 * docs/decisions/README.md "Anonymised first contact", revised in turn 3 (issue 27 decision, issue 28.3/28.4):
 * only the candidate's own acts reveal them; contact details only after applying or replying; an
 * allow-list of what a company sees before; "Reveal my profile" and "Not interested"; a daily
 * limit of first contacts; the candidate's own name, phone, e-mail and links masked in free text.
 */
let t: TestApp;
let n = 0;
const email = (p = 'r') => `${p}${++n}-${Date.now().toString(36)}@example.org`;
const uuid = () => crypto.randomUUID();

const put = (agent: TestAgent, url: string, payload?: unknown) =>
  agent.request({ method: 'PUT', url, payload: payload as object });

async function verifiedEmployer() {
  return f.createEmployer(t.db, {
    user: { email: email('hr') },
    company: { verificationStatus: 'verified', name: `Pflegeheim ${++n}` },
  });
}

/** A candidate whose every field is filled, with their name, phone, e-mail and a link in bio and skills. */
async function fullCandidate() {
  const address = email('chidinma');
  const { user } = await f.createCandidate(t.db, {
    user: { email: address, name: 'Chidinma Okafor', image: '/api/files/00000000-0000-4000-8000-00000000beef' },
    profile: {
      country: 'NG',
      location: 'Lagos',
      dateOfBirth: '2002-05-17',
      phone: '+234 803 123 4567',
      bio: `Ich bin Chidinma aus Lagos. Schreibt mir: ${address} oder 0803 123 4567, mehr auf https://chidinma.example/cv`,
      skills: ['Pflege', 'Okafor family care', 'linkedin.com/in/chidinma'],
      hobbies: ['Volleyball'],
      links: { linkedin: 'https://linkedin.com/in/chidinma-okafor' },
      education: [{ institution: 'Queens College Lagos', qualification: 'WASSCE', start: '09.2014', end: '06.2020' }],
      workExperience: [
        { company: 'Okafor Clinic', position: 'Helper', start: '01.2021', end: null, description: 'At my aunt’s' },
      ],
      additionalCertifications: [
        { name: 'First Aid', issuingOrganization: 'Red Cross Lagos', dateObtained: '05.2021' },
      ],
    },
  });
  return user;
}

/** Every (key path, value) of a JSON value that carries something: not null, not an empty list. */
function filledPaths(value: unknown, path = ''): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value))
    return value.length === 0
      ? []
      : value.flatMap((v) => (typeof v === 'object' ? filledPaths(v, `${path}[]`) : [path]));
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      filledPaths(v, path ? `${path}.${k}` : k),
    );
  return [path];
}
/** The allow-list as key paths: "bio", "education[].qualification", and everything under "relationship". */
function allowed(path: string): boolean {
  const [head, rest] = path.split(/(?:\[\])?\./, 2) as [string, string | undefined];
  const top = head.replace('[]', '');
  const rule = SHOWN_BEFORE_REVEAL[top];
  if (rule === true) return true;
  if (!rule || rest === undefined) return false;
  return rule.includes(rest);
}
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

async function view(agent: TestAgent, candidateId: string) {
  const res = await agent.get(`/api/employer/candidates/${candidateId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what a company sees before the candidate reveals themselves', () => {
  it('the candidate page, search card and saved list carry only the allow-list, and nothing that names the candidate', async () => {
    const { user: employer } = await verifiedEmployer();
    const candidate = await fullCandidate();
    const hr = await signIn(t, employer);
    expect((await put(hr, `/api/employer/saved-candidates/${candidate.id}`)).statusCode).toBe(200);

    const page = await view(hr, candidate.id);
    const card = (await hr.get('/api/employer/candidates?country=NG&q=Pflege'))
      .json()
      .candidates.find((c: { id: string }) => c.id === candidate.id);
    const saved = (await hr.get('/api/employer/saved-candidates')).json()[0].candidate;
    for (const answer of [page, card, saved]) {
      expect(answer).toMatchObject({ revealed: false });
      const outside = filledPaths(answer).filter((path) => !allowed(path));
      // A field shown before the reveal must be on the allow-list (booleans of the company's own ties aside).
      expect(outside).toEqual([]);
      for (const value of strings(answer))
        for (const secret of [
          'Chidinma',
          'Okafor',
          candidate.email,
          '4567',
          'https://',
          'linkedin',
          'Queens',
          '2002-05-17',
        ])
          expect(value).not.toContain(secret);
    }
    expect(page).toMatchObject({
      fullName: null,
      photoUrl: null,
      age: null,
      contact: null,
      links: null,
      hobbies: [],
      education: [{ institution: null, qualification: 'WASSCE', start: '09.2014', end: '06.2020' }],
      workExperience: [{ company: null, position: 'Helper', description: null }],
      additionalCertifications: [{ name: 'First Aid', issuingOrganization: null }],
      relationship: { saved: true },
    });
    // The bio keeps its sense; what names the candidate is masked.
    expect(page.bio).toBe(`Ich bin ${MASK} aus Lagos. Schreibt mir: ${MASK} oder ${MASK}, mehr auf ${MASK}`);
    expect(page.skills).toEqual(['Pflege', `${MASK} family care`, MASK]);
  });

  it('a save, notes, the company’s own message and an interview invitation reveal nothing', async () => {
    const { user: employer, company } = await verifiedEmployer();
    const candidate = await fullCandidate();
    const hr = await signIn(t, employer);
    await put(hr, `/api/employer/saved-candidates/${candidate.id}`);
    expect((await hr.post(`/api/employer/candidates/${candidate.id}/notes`, { body: 'Sehr gut' })).statusCode).toBe(
      201,
    );
    const started = await hr.post('/api/conversations', {
      candidateId: candidate.id,
      subject: 'Ausbildung Pflege',
      body: 'Hallo, hätten Sie Interesse?',
      clientId: uuid(),
      attachmentIds: [],
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().conversation).toMatchObject({ candidateRevealed: false, candidate: { photoUrl: null } });
    expect(started.json().conversation.candidate.name).toMatch(/^Candidate [0-9A-F]{4}$/);
    await f.createInterview(t.db, { companyId: company.id, candidateId: candidate.id });
    expect(await view(hr, candidate.id)).toMatchObject({
      revealed: false,
      fullName: null,
      contact: null,
      relationship: { saved: true, conversation: true, interview: true },
    });
    // Nor do the company's reads of the candidate's files.
    expect((await hr.get(`/api/audio/${candidate.id}`)).statusCode).toBe(404);
  });
});

describe('the candidate reveals themselves by their own acts', () => {
  it('applying reveals the profile and the contact details', async () => {
    const { user: employer, company } = await verifiedEmployer();
    const candidate = await fullCandidate();
    const listing = await f.createListing(t.db, { companyId: company.id });
    await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const page = await view(await signIn(t, employer), candidate.id);
    expect(page).toMatchObject({
      revealed: true,
      fullName: 'Chidinma Okafor',
      contact: { email: candidate.email, phone: '+234 803 123 4567' },
      links: { linkedin: 'https://linkedin.com/in/chidinma-okafor' },
      education: [{ institution: 'Queens College Lagos' }],
    });
    expect(page.bio).toContain('Ich bin Chidinma aus Lagos');
  });

  it('accepting an interview reveals the profile, but not the contact details', async () => {
    const { user: employer, company } = await verifiedEmployer();
    const candidate = await fullCandidate();
    const interview = await f.createInterview(t.db, { companyId: company.id, candidateId: candidate.id });
    const hr = await signIn(t, employer);
    expect((await view(hr, candidate.id)).revealed).toBe(false);
    await t.db.execute(sql`update interviews set status = 'accepted' where id = ${interview.id}`);
    expect(await view(hr, candidate.id)).toMatchObject({ revealed: true, fullName: 'Chidinma Okafor', contact: null });
  });

  it('replying reveals the profile and the contact details; the company’s header shows the name at once', async () => {
    const { user: employer } = await verifiedEmployer();
    const candidate = await fullCandidate();
    const hr = await signIn(t, employer);
    const started = await hr.post('/api/conversations', {
      candidateId: candidate.id,
      subject: 'Ausbildung',
      body: 'Hallo!',
      clientId: uuid(),
      attachmentIds: [],
    });
    const conversationId = started.json().conversation.id;
    const emit = vi.spyOn(t.app.realtime, 'emit');
    const me = await signIn(t, candidate);
    expect((await me.get(`/api/conversations/${conversationId}`)).json()).toMatchObject({ candidateRevealed: false });
    const reply = await me.post(`/api/conversations/${conversationId}/messages`, {
      clientId: uuid(),
      body: 'Guten Tag!',
      attachmentIds: [],
    });
    expect(reply.statusCode).toBe(201);
    expect(emit).toHaveBeenCalledWith(expect.anything(), { type: 'conversation.updated', conversationId });
    emit.mockRestore();
    expect((await hr.get(`/api/conversations/${conversationId}`)).json()).toMatchObject({
      candidateRevealed: true,
      candidate: { name: 'Chidinma Okafor' },
    });
    expect(await view(hr, candidate.id)).toMatchObject({ revealed: true, contact: { email: candidate.email } });
  });

  it('"Reveal my profile" reveals without a reply (contact details still wait); only the candidate may', async () => {
    const { user: employer } = await verifiedEmployer();
    const { user: other } = await verifiedEmployer();
    const candidate = await fullCandidate();
    const { user: stranger } = await f.createCandidate(t.db, { user: { email: email('s') } });
    const hr = await signIn(t, employer);
    const conversationId = (
      await hr.post('/api/conversations', {
        candidateId: candidate.id,
        subject: 'Ausbildung',
        body: 'Hallo!',
        clientId: uuid(),
        attachmentIds: [],
      })
    ).json().conversation.id;

    expect((await hr.post(`/api/conversations/${conversationId}/reveal`)).statusCode).toBe(403);
    expect((await (await signIn(t, stranger)).post(`/api/conversations/${conversationId}/reveal`)).statusCode).toBe(
      404,
    );
    expect((await view(hr, candidate.id)).revealed).toBe(false);

    const emit = vi.spyOn(t.app.realtime, 'emit');
    const [en, de] = [await signIn(t, candidate), await signIn(t, candidate, { lang: 'de' })];
    const res = await en.post(`/api/conversations/${conversationId}/reveal`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your profile is now shown to this company.');
    expect((await de.post(`/api/conversations/${conversationId}/reveal`)).json().message).toBe(
      'Dein Profil ist für dieses Unternehmen jetzt sichtbar.',
    );
    expect(emit).toHaveBeenCalledWith(expect.anything(), { type: 'conversation.updated', conversationId });
    emit.mockRestore();
    expect((await hr.get(`/api/conversations/${conversationId}`)).json()).toMatchObject({
      candidateRevealed: true,
      candidate: { name: 'Chidinma Okafor' },
    });
    expect(await view(hr, candidate.id)).toMatchObject({ revealed: true, fullName: 'Chidinma Okafor', contact: null });
    // To this company only.
    expect((await view(await signIn(t, other), candidate.id)).revealed).toBe(false);
  });

  it('an unrevealed candidate shows the company no "last online"; a revealed one does', async () => {
    const { user: employer, company } = await verifiedEmployer();
    const candidate = await fullCandidate();
    const actor = { userId: employer.id, role: 'employer' as const, locale: 'en' as const, name: employer.name };
    const status = new Map([[candidate.id, { online: true, onlineAt: '2026-11-27T10:00:00.000Z' }]]);
    const before = await presenceRecords(t.db, actor as never, [candidate.id], status);
    expect(before[0]).toMatchObject({ online: false, onlineAt: null, avatarUrl: null });
    const listing = await f.createListing(t.db, { companyId: company.id });
    await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const after = await presenceRecords(t.db, actor as never, [candidate.id], status);
    expect(after[0]).toMatchObject({ online: true, onlineAt: '2026-11-27T10:00:00.000Z', fullName: 'Chidinma Okafor' });
  });
});

describe('"Not interested"', () => {
  it('closes the conversation with a reason the company sees; the company cannot write until the candidate does', async () => {
    const { user: employer } = await verifiedEmployer();
    const candidate = await fullCandidate();
    const [hr, hrDe] = [await signIn(t, employer), await signIn(t, employer, { lang: 'de' })];
    const conversationId = (
      await hr.post('/api/conversations', {
        candidateId: candidate.id,
        subject: 'Ausbildung',
        body: 'Hallo!',
        clientId: uuid(),
        attachmentIds: [],
      })
    ).json().conversation.id;
    const [me, meDe] = [await signIn(t, candidate), await signIn(t, candidate, { lang: 'de' })];

    // A reason is needed, in both languages; nothing changes without one.
    const missing = await me.post(`/api/conversations/${conversationId}/decline`, { reason: 'bored' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.reason).toBe('Please choose a reason');
    expect((await meDe.post(`/api/conversations/${conversationId}/decline`, {})).json().error.fields.reason).toBe(
      'Bitte wähle einen Grund aus',
    );
    expect((await hr.post(`/api/conversations/${conversationId}/decline`, { reason: 'not_a_fit' })).statusCode).toBe(
      403,
    );
    expect((await hr.get(`/api/conversations/${conversationId}`)).json().declined).toBeNull();

    const res = await me.post(`/api/conversations/${conversationId}/decline`, { reason: 'found_elsewhere' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The company has been told politely that you are not interested.');
    const seen = (await hr.get(`/api/conversations/${conversationId}`)).json();
    expect(seen).toMatchObject({ declined: { reason: 'found_elsewhere' }, canWrite: false, candidateRevealed: false });

    const send = (agent: TestAgent) =>
      agent.post(`/api/conversations/${conversationId}/messages`, {
        clientId: uuid(),
        body: 'Schade!',
        attachmentIds: [],
      });
    const refused = await send(hr);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'The candidate is not interested and closed this conversation. You can write again once they write to you.',
    );
    expect((await send(hrDe)).json().error.message).toBe(
      'Die Person hat kein Interesse und diese Unterhaltung beendet. Ihr könnt wieder schreiben, sobald sie euch schreibt.',
    );

    // The candidate writes again: the conversation is open (and the reply reveals them).
    expect((await send(me)).statusCode).toBe(201);
    expect((await hr.get(`/api/conversations/${conversationId}`)).json()).toMatchObject({
      declined: null,
      canWrite: true,
      candidateRevealed: true,
    });
    expect((await send(hr)).statusCode).toBe(201);
  });
});

describe('first contacts per company and day', () => {
  async function openedToday(companyId: string, employerId: string, count: number) {
    for (let i = 0; i < count; i++) {
      const { user } = await f.createCandidate(t.db, { user: { email: email('p') } });
      const conversation = await f.createConversation(t.db, { companyId, candidateId: user.id, subject: 'Hallo' });
      await f.createMessage(t.db, { conversationId: conversation.id, senderId: employerId });
    }
  }
  const first = (agent: TestAgent, candidateId: string) =>
    agent.post('/api/conversations', {
      candidateId,
      subject: 'Ausbildung',
      body: 'Hallo!',
      clientId: uuid(),
      attachmentIds: [],
    });

  it('20 during the trial: the 21st is refused with a message in English and German; open conversations go on', async () => {
    const { user: employer, company } = await verifiedEmployer();
    const hr = await signIn(t, employer);
    const { user: applicant } = await f.createCandidate(t.db, { user: { email: email('a') } });
    // A conversation the candidate opened (by their application) is no first contact of the company.
    const byCandidate = await f.createConversation(t.db, { companyId: company.id, candidateId: applicant.id });
    await f.createMessage(t.db, { conversationId: byCandidate.id, senderId: applicant.id });
    await openedToday(company.id, employer.id, 19);
    expect((await hr.get('/api/employer/candidates/access')).json().firstContacts).toMatchObject({
      limit: 20,
      used: 19,
      left: 1,
    });
    const { user: twentieth } = await f.createCandidate(t.db, { user: { email: email('p') } });
    expect((await first(hr, twentieth.id)).statusCode).toBe(201);
    expect((await hr.get('/api/employer/candidates/access')).json().firstContacts).toMatchObject({ used: 20, left: 0 });

    const { user: next } = await f.createCandidate(t.db, { user: { email: email('p') } });
    const refused = await first(hr, next.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe(
      'Your company has started 20 new conversations today, the most per day. You can write to new candidates again tomorrow; conversations already open are not limited.',
    );
    expect((await first(await signIn(t, employer, { lang: 'de' }), next.id)).json().error.message).toBe(
      'Euer Unternehmen hat heute 20 neue Unterhaltungen begonnen, das Höchste pro Tag. Ab morgen könnt ihr wieder neuen Personen schreiben; bestehende Unterhaltungen sind nicht begrenzt.',
    );
    expect(await t.db.select().from(conversations).where(eq(conversations.candidateId, next.id))).toHaveLength(0);
    // Writing in a conversation already open is not a first contact.
    expect((await first(hr, twentieth.id)).statusCode).toBe(201);

    // Yesterday's first contacts do not count today.
    await t.db.execute(
      sql`update conversations set created_at = now() - interval '2 days' where company_id = ${company.id}`,
    );
    expect((await first(hr, next.id)).statusCode).toBe(201);
  });

  it('50 on a plan', async () => {
    const { user: employer, company } = await verifiedEmployer();
    await t.db.insert(paidPeriods).values({
      companyId: company.id,
      source: 'grant',
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 30 * 86_400_000),
    });
    await openedToday(company.id, employer.id, 25);
    expect(
      (await (await signIn(t, employer)).get('/api/employer/candidates/access')).json().firstContacts,
    ).toMatchObject({
      limit: 50,
      used: 25,
      left: 25,
    });
  });
});

describe('profile views', () => {
  it('the candidate sees which companies saved them, beside those that viewed them', async () => {
    const { user: employer, company } = await verifiedEmployer();
    const candidate = await fullCandidate();
    await put(await signIn(t, employer), `/api/employer/saved-candidates/${candidate.id}`);
    const views = (await (await signIn(t, candidate)).get('/api/my/profile-views')).json();
    expect(views).toEqual([
      expect.objectContaining({ companyId: company.id, companyName: company.name, views: 0, lastViewedAt: null }),
    ]);
    expect(views[0].savedAt).toEqual(expect.any(String));
  });
});
