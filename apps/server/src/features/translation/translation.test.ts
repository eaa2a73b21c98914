import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { companyMembers, translations } from '../../db/schema';
import { runRetention } from '../../jobs/retention';
import { FAIL_MARKER, startTranslateStub, type TranslateStub } from '../../testing/libretranslate-stub';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, jobDeps, type TestApp } from '../../testing/test-app';
import { textHash } from './translate-text';
import { createDeepLTranslator, createLibreTranslateTranslator, createTranslator } from './translator';

let stub: TranslateStub;
let t: TestApp;
let n = 0;
const email = () => `tr${++n}-${Date.now().toString(36)}@example.org`;

beforeAll(async () => {
  stub = await startTranslateStub();
  t = await createTestApp({ env: { TRANSLATE_URL: stub.url } });
}, 120_000);
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => {
  stub.failing = false;
});

const anonymous = (lang: 'en' | 'de' = 'en') => new TestAgent(t.app, { headers: { 'accept-language': lang } });

/** A company (employer + member) with a listing, and a candidate they are writing with. */
async function scene(description = `Pflege im Team, Nummer ${++n}: wir freuen uns auf dich.`) {
  const { user: employer, company } = await f.createEmployer(t.db, { user: { email: email() } });
  const member = await f.createUser(t.db, { role: 'team_member', email: email() });
  await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
  const listing = await f.createListing(t.db, { companyId: company.id, description });
  const { user: candidate } = await f.createCandidate(t.db, { user: { email: email() } });
  const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
  const fromCompany = await f.createMessage(t.db, {
    conversationId: conversation.id,
    senderId: member.id,
    body: `Hallo, wir haben eine Frage zu deinem Zeugnis (${n}).`,
  });
  const fromCandidate = await f.createMessage(t.db, {
    conversationId: conversation.id,
    senderId: candidate.id,
    body: `Hello, I will send it tomorrow (${n}).`,
  });
  return { employer, member, company, listing, candidate, conversation, fromCompany, fromCandidate };
}

const translate = (agent: TestAgent, body: { kind: string; id: string; target: string }) =>
  agent.post('/api/translations', body);

describe('without a translation service', () => {
  let none: TestApp;
  beforeAll(async () => {
    none = await createTestApp();
  }, 120_000);
  afterAll(() => none.close());

  it('GET /api/translations/available is true here (TRANSLATE_URL), false without a service', async () => {
    expect((await anonymous().get('/api/translations/available')).json()).toEqual({ available: true });
    expect((await none.app.inject({ url: '/api/translations/available' })).json()).toEqual({ available: false });
  });

  it('POST is 404 "Translation is not available." in English and German', async () => {
    const { company } = await f.createEmployer(none.db, { user: { email: email() } });
    const listing = await f.createListing(none.db, { companyId: company.id });
    for (const [lang, message] of [
      ['en', 'Translation is not available.'],
      ['de', 'Übersetzung ist nicht verfügbar.'],
    ] as const) {
      const res = await new TestAgent(none.app, { headers: { 'accept-language': lang } }).post('/api/translations', {
        kind: 'listing',
        id: listing.id,
        target: 'de',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message });
    }
  });
});

describe('translating a listing description', () => {
  it('anyone may translate an active listing; the service is asked once, then the cache answers', async () => {
    const { listing, candidate } = await scene();
    const before = stub.requests.length;
    const first = await translate(anonymous(), { kind: 'listing', id: listing.id, target: 'en' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ text: `[en] ${listing.description}`, detectedSource: 'de', cached: false });
    expect(stub.requests.slice(before)).toEqual([
      { protocol: 'libretranslate', text: listing.description, target: 'en' },
    ]);

    const again = await translate(await signIn(t, candidate), { kind: 'listing', id: listing.id, target: 'en' });
    expect(again.json()).toEqual({ text: `[en] ${listing.description}`, detectedSource: 'de', cached: true });
    expect(stub.requests.length).toBe(before + 1);

    // Another language is another cache entry.
    const german = await translate(anonymous(), { kind: 'listing', id: listing.id, target: 'de' });
    expect(german.json()).toMatchObject({ text: `[de] ${listing.description}`, cached: false });
    expect(stub.requests.length).toBe(before + 2);

    const rows = await t.db
      .select()
      .from(translations)
      .where(eq(translations.textHash, textHash(listing.description)));
    expect(rows.map((row) => row.target).sort()).toEqual(['de', 'en']);
    expect(rows.every((row) => row.provider === 'libretranslate')).toBe(true);
  });

  it('a listing closed long ago only for its own company (employer and member); others get 410 "closed"', async () => {
    const { listing, employer, member, candidate } = await scene();
    const { user: otherEmployer } = await f.createEmployer(t.db, { user: { email: email() } });
    const inactive = await f.createListing(t.db, { companyId: listing.companyId, isActive: false });
    const body = { kind: 'listing', id: inactive.id, target: 'en' };
    expect((await translate(await signIn(t, employer), body)).statusCode).toBe(200);
    expect((await translate(await signIn(t, member), body)).statusCode).toBe(200);
    const moderator = await f.createUser(t.db, { role: 'moderator', email: email() });
    const admin = await f.createUser(t.db, { role: 'admin', email: email() });
    for (const [agent, lang] of [
      [anonymous('en'), 'en'],
      [await signIn(t, candidate, { lang: 'de' }), 'de'],
      [await signIn(t, otherEmployer), 'en'],
      [await signIn(t, moderator), 'en'],
      [await signIn(t, admin, { lang: 'de' }), 'de'],
    ] as const) {
      const res = await translate(agent, body);
      expect(res.statusCode).toBe(410);
      expect(res.json().error.message).toBe(
        lang === 'en'
          ? 'The company closed this listing. Similar places are open on Azubi Connect.'
          : 'Das Unternehmen hat diese Stelle geschlossen. Ähnliche Stellen finden Sie auf Azubi Connect.',
      );
    }
    const missing = await translate(anonymous(), { kind: 'listing', id: crypto.randomUUID(), target: 'en' });
    expect(missing.statusCode).toBe(404);
  });

  it('a failing service is 502 "The translation failed…" in English and German, and nothing is cached', async () => {
    const { listing } = await scene();
    stub.failing = true;
    for (const [lang, message] of [
      ['en', 'The translation failed. The original text is shown.'],
      ['de', 'Die Übersetzung ist fehlgeschlagen. Der Originaltext wird angezeigt.'],
    ] as const) {
      const res = await translate(anonymous(lang), { kind: 'listing', id: listing.id, target: 'en' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({ code: 'SERVICE_UNAVAILABLE', message });
    }
    expect(
      await t.db
        .select()
        .from(translations)
        .where(eq(translations.textHash, textHash(listing.description))),
    ).toEqual([]);
    stub.failing = false;
    const ok = await translate(anonymous(), { kind: 'listing', id: listing.id, target: 'en' });
    expect(ok.json()).toMatchObject({ cached: false, text: `[en] ${listing.description}` });
  });

  it('an unreachable service is a failure of the adapter, like an error answer', async () => {
    const down = await startTranslateStub();
    await down.close();
    await expect(
      createLibreTranslateTranslator({ url: down.url, apiKey: null }).translate('Hallo', 'en'),
    ).rejects.toThrow(/unreachable/);
    await expect(createDeepLTranslator({ apiKey: 'k', baseUrl: down.url }).translate('Hallo', 'en')).rejects.toThrow(
      /unreachable/,
    );
  });

  it('refuses an unknown kind or target and a malformed id (400)', async () => {
    const { listing } = await scene();
    for (const body of [
      { kind: 'profile', id: listing.id, target: 'de' },
      { kind: 'listing', id: listing.id, target: 'fr' },
      { kind: 'listing', id: 'not-a-uuid', target: 'de' },
      { kind: 'listing', id: listing.id },
    ]) {
      expect((await anonymous().post('/api/translations', body)).statusCode).toBe(400);
    }
  });
});

describe('translating a message', () => {
  it('the candidate and every member of the company translate both sides’ messages (en and de)', async () => {
    const { employer, member, candidate, fromCompany, fromCandidate } = await scene();
    for (const agent of [
      await signIn(t, candidate),
      await signIn(t, employer, { lang: 'de' }),
      await signIn(t, member),
    ]) {
      const toEnglish = await translate(agent, { kind: 'message', id: fromCompany.id, target: 'en' });
      expect(toEnglish.statusCode, toEnglish.body).toBe(200);
      expect(toEnglish.json()).toMatchObject({ text: `[en] ${fromCompany.body}`, detectedSource: 'de' });
      const toGerman = await translate(agent, { kind: 'message', id: fromCandidate.id, target: 'de' });
      expect(toGerman.statusCode).toBe(200);
      expect(toGerman.json()).toMatchObject({ text: `[de] ${fromCandidate.body}`, detectedSource: 'en' });
    }
  });

  it('nobody else: another candidate, another company, a removed member, moderators, admins get "Conversation not found"; signed out 401', async () => {
    const { member, fromCompany, fromCandidate } = await scene();
    const { user: otherCandidate } = await f.createCandidate(t.db, { user: { email: email() } });
    const { user: otherEmployer } = await f.createEmployer(t.db, { user: { email: email() } });
    const moderator = await f.createUser(t.db, { role: 'moderator', email: email() });
    const admin = await f.createUser(t.db, { role: 'admin', email: email() });
    const memberAgent = await signIn(t, member);
    expect((await translate(memberAgent, { kind: 'message', id: fromCandidate.id, target: 'de' })).statusCode).toBe(
      200,
    );
    // Removed from the team: access ends at once.
    await t.db.delete(companyMembers).where(eq(companyMembers.userId, member.id));

    const outsiders = [
      [await signIn(t, otherCandidate, { lang: 'de' }), 'de'],
      [await signIn(t, otherEmployer), 'en'],
      [memberAgent, 'en'],
      [await signIn(t, moderator, { lang: 'de' }), 'de'],
      [await signIn(t, admin), 'en'],
    ] as const;
    for (const [agent, lang] of outsiders) {
      for (const message of [fromCompany, fromCandidate]) {
        const res = await translate(agent, { kind: 'message', id: message.id, target: 'en' });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(lang === 'en' ? 'Conversation not found' : 'Unterhaltung nicht gefunden');
      }
    }
    const signedOut = await translate(anonymous(), { kind: 'message', id: fromCompany.id, target: 'en' });
    expect(signedOut.statusCode).toBe(401);
    const missing = await translate(memberAgent, { kind: 'message', id: crypto.randomUUID(), target: 'en' });
    expect(missing.statusCode).toBe(404);
  });

  it('a message whose translation fails keeps failing alone (502) while others translate', async () => {
    const { candidate, conversation, employer } = await scene();
    const failing = await f.createMessage(t.db, {
      conversationId: conversation.id,
      senderId: employer.id,
      body: `Bitte ${FAIL_MARKER}`,
    });
    const agent = await signIn(t, candidate, { lang: 'de' });
    const res = await translate(agent, { kind: 'message', id: failing.id, target: 'en' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Die Übersetzung ist fehlgeschlagen. Der Originaltext wird angezeigt.');
  });
});

describe('rate limit', () => {
  it('61st translation in a minute is 429 "Too many translations…" (en and de), per account', async () => {
    const { listing, candidate } = await scene();
    const agent = await signIn(t, candidate, { lang: 'de' });
    for (let i = 0; i < 60; i++) {
      expect((await translate(agent, { kind: 'listing', id: listing.id, target: 'en' })).statusCode).toBe(200);
    }
    const limited = await translate(agent, { kind: 'listing', id: listing.id, target: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(
      'Zu viele Übersetzungen. Bitte warte eine Minute und versuche es erneut.',
    );
    expect(limited.headers['retry-after']).toBeDefined();
    // Someone else is not affected.
    expect((await translate(anonymous(), { kind: 'listing', id: listing.id, target: 'en' })).statusCode).toBe(200);
  });
});

describe('cache retention', () => {
  it('the retention run deletes translations unused for 30 days and keeps recent ones', async () => {
    const { listing } = await scene();
    await translate(anonymous(), { kind: 'listing', id: listing.id, target: 'en' });
    await translate(anonymous(), { kind: 'listing', id: listing.id, target: 'de' });
    const hash = textHash(listing.description);
    await t.db
      .update(translations)
      .set({ usedAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(eq(translations.target, 'en'));
    const result = await runRetention(jobDeps(t));
    expect(result.translations).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(translations).where(eq(translations.textHash, hash));
    expect(left.map((row) => row.target)).toEqual(['de']);
  });
});

describe('adapters over the wire (the stub speaks both protocols)', () => {
  it('LibreTranslate sends q, source auto, target, format text and the API key', async () => {
    const keyed = await startTranslateStub({ apiKey: 'secret-key' });
    try {
      const good = createLibreTranslateTranslator({ url: keyed.url, apiKey: 'secret-key' });
      expect(await good.translate('Guten Tag und willkommen', 'en')).toEqual({
        text: '[en] Guten Tag und willkommen',
        detectedSource: 'de',
      });
      const wrong = createLibreTranslateTranslator({ url: keyed.url, apiKey: 'wrong' });
      await expect(wrong.translate('Guten Tag', 'en')).rejects.toThrow(/403/);
    } finally {
      await keyed.close();
    }
  });

  it('DeepL sends the key in the Authorization header and EN-GB for English; free keys use the free API', async () => {
    const keyed = await startTranslateStub({ apiKey: 'abc:fx' });
    try {
      const deepl = createDeepLTranslator({ apiKey: 'abc:fx', baseUrl: keyed.url });
      expect(await deepl.translate('Hello there', 'de')).toEqual({ text: '[de] Hello there', detectedSource: 'en' });
      expect(await deepl.translate('Wir sind für dich da', 'en')).toEqual({
        text: '[en] Wir sind für dich da',
        detectedSource: 'de',
      });
      expect(keyed.requests.map((r) => [r.protocol, r.target])).toEqual([
        ['deepl', 'de'],
        ['deepl', 'en'],
      ]);
      await expect(createDeepLTranslator({ apiKey: 'other', baseUrl: keyed.url }).translate('x', 'de')).rejects.toThrow(
        /403/,
      );
    } finally {
      await keyed.close();
    }
    expect(createTranslator({ translation: null })).toBeNull();
    expect(createTranslator({ translation: { kind: 'deepl', apiKey: 'k:fx' } })?.kind).toBe('deepl');
    expect(
      createTranslator({ translation: { kind: 'libretranslate', url: 'http://127.0.0.1:1', apiKey: null } })?.kind,
    ).toBe('libretranslate');
  });
});

describe('POST /api/translations/draft (issue 28.9)', () => {
  it('turns the message a candidate is writing into German, without sending or storing a message', async () => {
    const { candidate, conversation } = await scene();
    const agent = await signIn(t, candidate);
    const res = await agent.post('/api/translations/draft', {
      text: 'Thank you, I can start in August.',
      target: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ text: '[de] Thank you, I can start in August.', cached: false });
    expect(stub.requests.at(-1)).toMatchObject({ text: 'Thank you, I can start in August.', target: 'de' });
    const list = (await agent.get(`/api/conversations/${conversation.id}/messages`)).json();
    expect(JSON.stringify(list)).not.toContain('I can start in August');
  });

  it('asks for a sign-in, refuses an empty or too long draft in English and German', async () => {
    expect((await anonymous().post('/api/translations/draft', { text: 'Hallo', target: 'de' })).statusCode).toBe(401);
    const { candidate } = await scene();
    for (const [lang, empty, long] of [
      ['en', 'Please enter a message', 'A message can be at most 1,000 characters long.'],
      ['de', 'Bitte gib eine Nachricht ein', 'Eine Nachricht darf höchstens 1.000 Zeichen lang sein.'],
    ] as const) {
      const agent = await signIn(t, candidate, { lang });
      const blank = await agent.post('/api/translations/draft', { text: '   ', target: 'de' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.fields.text).toBe(empty);
      const tooLong = await agent.post('/api/translations/draft', { text: 'a'.repeat(1001), target: 'de' });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.fields.text).toBe(long);
    }
  });

  it('without a service the draft is not translated: 404 "Translation is not available."', async () => {
    const none = await createTestApp();
    try {
      const { user } = await f.createCandidate(none.db, { user: { email: email() } });
      const agent = new TestAgent(none.app);
      await agent.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
      const res = await agent.post('/api/translations/draft', { text: 'Hello', target: 'de' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Translation is not available.');
    } finally {
      await none.close();
    }
  });
});
