import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../db/factories';
import { signIn } from '../testing/sign-in';
import type { TestAgent } from '../testing/test-agent';
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from '../testing/test-app';
import { firstListingsPagePath, listingsQueryKey, readBrowseFilters } from '@azubi/shared/listings/browse-params';
import { FIRST_MESSAGES_LIMIT, messagingKeys } from '@azubi/shared/messaging/messaging-keys';
import {
  CANDIDATE_ACCESS_KEY,
  CANDIDATE_ACCESS_PATH,
  candidateSearchKey,
  candidateSearchPath,
} from '@azubi/shared/candidates/candidate-search-keys';
import { EMPLOYER_LISTINGS_KEY, EMPLOYER_LISTINGS_PATH } from '@azubi/shared/listings/employer-listings-keys';
import { browserLanguage, homeLanguage } from './page-language';

let t: TestApp;

type HeldQuery = { queryKey: unknown[]; queryHash: string; state: { data: unknown; status: string } };

/** The query state a page's HTML carries (`#server-query-state`), or null when it carries none. */
function stateOf(html: string): { queries: HeldQuery[] } | null {
  const match = /<script type="application\/json" id="server-query-state">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1] ?? 'null') as { queries: HeldQuery[] }) : null;
}
const searchOf = (html: string, key: readonly unknown[]) =>
  stateOf(html)?.queries.find((query) => query.queryHash === JSON.stringify(key));
const dataOf = (html: string, key: readonly unknown[]) => searchOf(html, key)?.state.data;

beforeAll(async () => {
  t = await createTestApp({ webDistDir: FIXTURE_WEB_DIST });
});
afterAll(() => t.close());

describe('browserLanguage', () => {
  it('is the primary tag of the most wanted language, as navigator.languages[0] is', () => {
    expect(browserLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(browserLanguage('de-CH')).toBe('de');
    expect(browserLanguage('fr-FR,de;q=0.9')).toBe('fr');
    expect(browserLanguage('en;q=0.5,de;q=0.8')).toBe('de');
    expect(browserLanguage('*;q=1,de;q=0.1')).toBe('de');
    expect(browserLanguage('')).toBeNull();
    expect(browserLanguage(undefined)).toBeNull();
  });
});

describe('homeLanguage', () => {
  it('takes the language cookie first, then a German browser, else English', () => {
    expect(homeLanguage({ cookie: 'en', acceptLanguage: 'de-DE' })).toBe('en');
    expect(homeLanguage({ cookie: 'de', acceptLanguage: 'en-US' })).toBe('de');
    expect(homeLanguage({ cookie: 'fr', acceptLanguage: 'de-DE,en;q=0.5' })).toBe('de');
    expect(homeLanguage({ cookie: undefined, acceptLanguage: 'fr-FR,de;q=0.9' })).toBe('en');
    expect(homeLanguage({ cookie: undefined, acceptLanguage: undefined })).toBe('en');
  });
});

describe('the page’s language before its first paint (ADR 0014)', () => {
  it('sends a German browser on / to /de, keeping the query, and says what the answer depends on', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/?ref=ad',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de?ref=ad');
    expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a German language cookie on / to /de whatever the browser’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en-US', cookie: 'i18next=de' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de');
  });

  it('renders / in English for an English cookie, an English browser or none, varying on both', async () => {
    for (const headers of [
      { 'accept-language': 'de-DE', cookie: 'i18next=en' },
      { 'accept-language': 'en-GB,de;q=0.8' },
      {},
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('<h1>Prerendered home');
      expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
    }
  });

  it('leaves every other address as it is: the path says the language', async () => {
    for (const url of ['/de', '/for-employers', '/blog']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'de-DE', cookie: 'i18next=de' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.vary ?? '', url).not.toMatch(/Cookie/);
    }
    const german = await t.app.inject({ method: 'GET', url: '/de', headers: { cookie: 'i18next=en' } });
    expect(german.body).toContain('<html lang="de">');
  });

  it('answers ?lng= with the page in that language, without the parameter', async () => {
    const cases = [
      ['/for-employers?lng=de', '/de/for-employers'],
      ['/de/blog?category=fsj&lng=en', '/blog?category=fsj'],
      ['/?lng=de&ref=x', '/de?ref=x'],
      ['/de?lng=en', '/'],
    ] as const;
    for (const [url, location] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/for-employers?lng=fr' });
    expect(unknown.statusCode).toBe(200);
  });
});

describe('a signed-in person’s pages (the account’s language wins, issue 12)', () => {
  async function signedIn(locale: 'en' | 'de'): Promise<TestAgent> {
    const user = await f.createUser(t.db, { email: `page-${locale}-${Date.now().toString(36)}@example.org`, locale });
    return signIn(t, user, { headers: { 'accept-language': 'en-US' } });
  }

  it('answers a page of the other language with its address in the account’s, before anything is rendered', async () => {
    const german = await signedIn('de');
    for (const [url, location] of [
      ['/for-employers', '/de/for-employers'],
      ['/blog?category=fsj', '/de/blog?category=fsj'],
      ['/my-messages', '/de/my-messages'],
    ] as const) {
      const res = await german.get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await german.get('/de/for-employers')).statusCode).toBe(200);

    const english = await signedIn('en');
    const res = await english.get('/de/impressum');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/impressum');
    expect((await english.get('/for-employers')).statusCode).toBe(200);
  });

  it('leaves the sign-in pages, visitors and ended sessions alone', async () => {
    const german = await signedIn('de');
    expect((await german.get('/auth?role=employer')).statusCode).toBe(200);
    expect((await german.get('/auth-callback')).statusCode).toBe(200);
    const visitor = await t.app.inject({ method: 'GET', url: '/for-employers', headers: { cookie: 'i18next=de' } });
    expect(visitor.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/for-employers',
      cookies: { 'azubi.session_token': 'not-a-session' },
    });
    expect(forged.statusCode).toBe(200);
  });
});

describe('an app screen carries who is signed in (ADR 0033)', () => {
  it('sends the account as /api/me answers it, marks the page signed in and keeps it private to the browser', async () => {
    const user = await f.createUser(t.db, { email: `screen-${Date.now().toString(36)}@example.org`, locale: 'en' });
    const browser = await signIn(t, user, { headers: { 'accept-language': 'en-US' } });
    const me = (await browser.get('/api/me')).json<{ user: { id: string; email: string } }>();

    const res = await browser.get('/browse-jobs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" data-signed-in');
    const state = stateOf(res.body);
    const account = state?.queries.find((query) => query.queryHash === '["auth","me"]');
    expect(account?.state.data).toEqual(me);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('tells an ended session “nobody”, unmarked, and leaves a visitor’s page as it was', async () => {
    const ended = await t.app.inject({
      method: 'GET',
      url: '/browse-jobs',
      cookies: { 'azubi.session_token': 'not-a-session' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.body).not.toContain('data-signed-in');
    expect(stateOf(ended.body)?.queries.find((query) => query.queryHash === '["auth","me"]')?.state.data).toBeNull();
    expect(ended.headers['cache-control']).toBe('no-cache');
    expect(ended.headers.vary).toMatch(/Cookie/);

    const visitor = await t.app.inject({ method: 'GET', url: '/browse-jobs' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('data-signed-in');
    // A visitor's search page carries its results (below), never an account.
    expect(stateOf(visitor.body)?.queries.map((query) => query.queryHash)).not.toContain('["auth","me"]');
    expect(visitor.headers.vary ?? '').not.toMatch(/Cookie/);
    const screen = await t.app.inject({ method: 'GET', url: '/my-applications' });
    expect(screen.statusCode).toBe(200);
    expect(stateOf(screen.body)).toBeNull();
  });
});

describe('a search page carries its first page of results (issue 35: no waterfall to the first screen)', () => {
  beforeAll(async () => {
    const { company } = await f.createEmployer(t.db, {
      company: { name: 'Pflegeheim Sonnenhof', verificationStatus: 'verified' },
    });
    for (const location of ['hamburg', 'hamburg', 'berlin'])
      await f.createListing(t.db, {
        companyId: company.id,
        title: `Ausbildung Altenpflege ${location}`,
        location: location === 'hamburg' ? 'Hamburg' : 'Berlin',
        locationSlug: location,
      });
  });

  it('as the API answers the visitor, under the key the web app reads; a filter the API would refuse is left out', async () => {
    const address = '?location=hamburg&category=health&germanLevel=D9&sort=newest';
    const filters = readBrowseFilters(new URLSearchParams(address));
    expect(filters).toEqual({ location: 'hamburg', category: 'health' });
    const res = await t.app.inject({ method: 'GET', url: `/browse-jobs${address}` });
    expect(res.statusCode).toBe(200);
    const search = searchOf(res.body, listingsQueryKey(filters));
    expect(search?.queryKey).toEqual(['listings', 'active', 'location=hamburg&category=health']);
    expect(search?.state.status).toBe('success');
    const api = await t.app.inject({
      method: 'GET',
      url: firstListingsPagePath(filters),
      headers: { 'accept-language': 'en' },
    });
    expect(api.statusCode).toBe(200);
    const page = api.json<{ items: { location: string }[] }>();
    expect(page.items.length).toBeGreaterThanOrEqual(2);
    expect(page.items.every((item) => item.location === 'Hamburg')).toBe(true);
    expect(search?.state.data).toEqual({ pages: [page], pageParams: [null] });
  });

  it('signed in, with the account beside it and in the page’s language', async () => {
    const user = await f.createUser(t.db, { email: `search-${Date.now().toString(36)}@example.org`, locale: 'de' });
    const browser = await signIn(t, user, { headers: { 'accept-language': 'de-DE' } });
    const res = await browser.get('/de/browse-jobs?location=berlin');
    expect(res.statusCode).toBe(200);
    const filters = { location: 'berlin' };
    const page = (await browser.get(firstListingsPagePath(filters))).json();
    expect(searchOf(res.body, listingsQueryKey(filters))?.state.data).toEqual({ pages: [page], pageParams: [null] });
    expect(stateOf(res.body)?.queries.map((query) => query.queryHash)).toContain('["auth","me"]');
  });
});

describe('a search submitted before the page’s scripts ran', () => {
  it('is answered with its address without the empty fields', async () => {
    const cases = [
      ['/dashboard?q=Pflege&location=&category=', '/dashboard?q=Pflege'],
      ['/de/dashboard?q=&location=munich&category=', '/de/dashboard?location=munich'],
      ['/dashboard?q=+&location=&category=', '/dashboard'],
      ['/browse-jobs?q=Koch&category=', '/browse-jobs?q=Koch'],
    ] as const;
    for (const [url, location] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('leaves a search without empty fields, and other pages, as they are', async () => {
    for (const url of ['/dashboard?q=Pflege&location=hamburg', '/dashboard', '/for-employers?ref=']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('a messages page carries its first data (issue 35: no waterfall to the first screen)', () => {
  it('the list, the unread count, and the open conversation with its newest messages, as the API answers the reader', async () => {
    const stamp = Date.now().toString(36);
    const { user: employer, company } = await f.createEmployer(t.db, {
      user: { email: `hr-${stamp}@example.org` },
      company: { verificationStatus: 'verified' },
    });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: `c-${stamp}@example.org` } });
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    for (const body of ['Guten Tag!', 'Haben Sie Zeit am Montag?'])
      await f.createMessage(t.db, {
        conversationId: conversation.id,
        senderId: employer.id,
        senderSide: 'company',
        body,
      });
    const { company: other } = await f.createEmployer(t.db, { user: { email: `other-${stamp}@example.org` } });
    const { user: stranger } = await f.createCandidate(t.db, { user: { email: `s-${stamp}@example.org` } });
    const notTheirs = await f.createConversation(t.db, { companyId: other.id, candidateId: stranger.id });

    const reader = await signIn(t, candidate, { headers: { 'accept-language': 'en' } });
    const res = await reader.get(`/my-messages/${conversation.id}`);
    expect(res.statusCode).toBe(200);
    const api = async (url: string) => (await reader.get(url)).json();
    const list = await api('/api/conversations');
    expect(dataOf(res.body, messagingKeys.conversationList(''))).toEqual(list);
    expect(dataOf(res.body, messagingKeys.unread())).toEqual({ count: 2 });
    expect(dataOf(res.body, messagingKeys.conversation(conversation.id))).toEqual(
      await api(`/api/conversations/${conversation.id}`),
    );
    const page = await api(`/api/conversations/${conversation.id}/messages?limit=${FIRST_MESSAGES_LIMIT}`);
    const held = dataOf(res.body, messagingKeys.messages(conversation.id)) as { items: { body: string }[] };
    expect(held).toEqual({ items: page.items, hasOlder: page.hasMore });
    expect(held.items.map((message) => message.body)).toEqual(['Guten Tag!', 'Haben Sie Zeit am Montag?']);
    // Carrying them marked nothing read: the badge still counts both.
    expect(await api('/api/conversations/unread-count')).toEqual({ count: 2 });

    // Another's conversation: nothing of it in the page (the browser asks and shows the API's refusal).
    const foreign = await reader.get(`/my-messages/${notTheirs.id}`);
    expect(foreign.statusCode).toBe(200);
    expect(dataOf(foreign.body, messagingKeys.conversation(notTheirs.id))).toBeUndefined();
    expect(dataOf(foreign.body, messagingKeys.messages(notTheirs.id))).toBeUndefined();
    expect(dataOf(foreign.body, messagingKeys.conversationList(''))).toEqual(list);

    // A visitor's page carries none of it.
    const visitor = await t.app.inject({ method: 'GET', url: `/my-messages/${conversation.id}` });
    expect(stateOf(visitor.body)).toBeNull();
  });
});

describe('the candidate search carries its first data (issue 35: no waterfall to the first screen)', () => {
  it('whether the company may search, its listings and the first results, as the API answers the employer', async () => {
    const stamp = Date.now().toString(36);
    const { user: employer, company } = await f.createEmployer(t.db, {
      user: { email: `cs-${stamp}@example.org`, locale: 'de' },
      company: { verificationStatus: 'verified', name: `Klinikum ${stamp}` },
    });
    await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Pflegefachkraft' });
    for (const name of ['Amina', 'Bao'])
      await f.createCandidate(t.db, { user: { email: `${name}-${stamp}@example.org` }, profile: { country: 'QZ' } });

    const browser = await signIn(t, employer, { lang: 'de' });
    const res = await browser.get('/de/employer/candidates?country=QZ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const params = new URLSearchParams('country=QZ');
    const api = async (url: string) => (await browser.get(url)).json();
    const page = (await api(candidateSearchPath(params))) as { candidates: unknown[] };
    expect(page.candidates).toHaveLength(2);
    expect(dataOf(res.body, candidateSearchKey(params))).toEqual({ pages: [page], pageParams: [null] });
    expect(dataOf(res.body, CANDIDATE_ACCESS_KEY)).toEqual(await api(CANDIDATE_ACCESS_PATH));
    const listings = (await api(EMPLOYER_LISTINGS_PATH)) as { title: string }[];
    expect(listings.map((listing) => listing.title)).toEqual(['Ausbildung Pflegefachkraft']);
    expect(dataOf(res.body, EMPLOYER_LISTINGS_KEY)).toEqual(listings);
  });

  it('a company that may not search gets why, and no results; a candidate and a visitor get none of it', async () => {
    const stamp = Date.now().toString(36);
    const { user: pending } = await f.createEmployer(t.db, {
      user: { email: `pending-${stamp}@example.org` },
      company: { verificationStatus: 'pending' },
    });
    const waiting = await signIn(t, pending, { lang: 'en' });
    const res = await waiting.get('/employer/candidates');
    expect(res.statusCode).toBe(200);
    expect(dataOf(res.body, CANDIDATE_ACCESS_KEY)).toMatchObject({ verified: false, canSearchCandidates: false });
    expect(dataOf(res.body, candidateSearchKey(new URLSearchParams()))).toBeUndefined();
    expect(dataOf(res.body, EMPLOYER_LISTINGS_KEY)).toBeUndefined();

    const { user: candidate } = await f.createCandidate(t.db, { user: { email: `cand-${stamp}@example.org` } });
    const asCandidate = await (await signIn(t, candidate, { lang: 'en' })).get('/employer/candidates');
    expect(dataOf(asCandidate.body, CANDIDATE_ACCESS_KEY)).toBeUndefined();
    expect(dataOf(asCandidate.body, candidateSearchKey(new URLSearchParams()))).toBeUndefined();
    expect(stateOf(asCandidate.body)?.queries.map((query) => query.queryHash)).toEqual(['["auth","me"]']);

    const visitor = await t.app.inject({ method: 'GET', url: '/employer/candidates' });
    expect(stateOf(visitor.body)).toBeNull();
  });
});
