import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import {
  candidateMatches,
  conversations,
  listingMatches,
  mailOutbox,
  matchDigests,
  notificationPreferences,
  notifications,
  trainingSearchProfiles,
} from '../../db/schema';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runMatching } from './run-matching';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

let t: TestApp;
let n = 0;
const email = (p = 'm') => `${p}${++n}-${Date.now().toString(36)}@example.org`;
const DAY = 24 * 3_600_000;

const deps = () => ({ db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log });
const mailsTo = async (to: string) => (await t.db.select().from(mailOutbox)).filter((m) => m.to === to);

/** A verified company in trial (so it gets matches), its admin, and a listing factory for it. */
async function company(extra: { verificationStatus?: 'verified' | 'pending' } = {}) {
  return f.createEmployer(t.db, {
    user: { email: email('hr') },
    company: { verificationStatus: extra.verificationStatus ?? 'verified' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('training search profiles: each criterion can exclude a listing', () => {
  it('matches the listing meeting every criterion and none that misses one; score and explanation', async () => {
    const { company: co } = await company();
    const base = {
      companyId: co.id,
      location: 'Hamburg',
      locationSlug: 'hamburg',
      germanLevelRequired: 'B1' as const,
      startDate: '2027-09-01',
      category: 'health' as const,
      salaryMin: 1100,
      salaryMax: 1300,
      durationYears: '3.0',
    };
    const good = await f.createListing(t.db, { ...base, title: 'Fits' });
    const misses = {
      location: await f.createListing(t.db, { ...base, location: 'Berlin', locationSlug: 'berlin' }),
      germanLevel: await f.createListing(t.db, { ...base, germanLevelRequired: 'C1' }),
      startDate: await f.createListing(t.db, { ...base, startDate: '2028-03-01' }),
      field: await f.createListing(t.db, { ...base, category: 'it' }),
      salary: await f.createListing(t.db, { ...base, salaryMin: 700, salaryMax: 800 }),
      duration: await f.createListing(t.db, { ...base, durationYears: '3.5' }),
      inactive: await f.createListing(t.db, { ...base, isActive: false }),
    };
    const { user } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const agent = await signIn(t, user);
    const res = await agent.post('/api/training-search-profiles', {
      name: 'Pflege in Hamburg',
      preferredLocations: ['hamburg'],
      maxGermanLevel: 'B2',
      startDateFrom: '2027-08-01',
      startDateTo: '2027-10-31',
      fieldsOfInterest: ['health'],
      minSalary: 1000,
      maxDurationMonths: 36,
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    const ids = item.matches.map((m: { listing: { id: string } }) => m.listing.id);
    expect(ids).toEqual([good.id]);
    for (const miss of Object.values(misses)) expect(ids).not.toContain(miss.id);
    expect(item.matchCount).toBe(1);
    const [match] = item.matches;
    expect(match.score).toBe(15 + 15 + 10 + 10 + 10 + 10);
    expect(match.explanation).toEqual([
      { criterion: 'location', met: true, detail: 'Hamburg' },
      { criterion: 'germanLevel', met: true, detail: 'B1 ≤ B2' },
      { criterion: 'startDate', met: true, detail: '2027-09' },
      { criterion: 'field', met: true, detail: 'health' },
      { criterion: 'salary', met: true, detail: '1300 € ≥ 1000 €' },
      { criterion: 'duration', met: true, detail: '36 ≤ 36' },
    ]);
    // Found on saving: shown, but told to nobody (the candidate is looking at them).
    const [stored] = await t.db.select().from(listingMatches).where(eq(listingMatches.listingId, good.id));
    expect(stored!.notifiedAt).not.toBeNull();
    expect(stored!.emailedAt).not.toBeNull();
  });

  it('an inactive profile and a candidate whose profile is not approved get no matches', async () => {
    const { company: co } = await company();
    const { user } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const paused = await f.createTrainingSearchProfile(t.db, { candidateId: user.id, isActive: false });
    const { user: pending } = await f.createCandidate(t.db, {
      user: { email: email('c') },
      profile: { approvalStatus: 'pending' },
    });
    const waiting = await f.createTrainingSearchProfile(t.db, { candidateId: pending.id });
    await f.createListing(t.db, { companyId: co.id });
    await runMatching(deps());
    const found = await t.db.select().from(listingMatches).where(eq(listingMatches.searchProfileId, paused.id));
    expect(found).toHaveLength(0);
    expect(await t.db.select().from(listingMatches).where(eq(listingMatches.searchProfileId, waiting.id))).toHaveLength(
      0,
    );
    const list = (await (await signIn(t, pending)).get('/api/training-search-profiles')).json();
    expect(list).toMatchObject({ approvalStatus: 'pending', matchingActive: false });
    expect(list.items[0].profile.approvalStatus).toBe('pending');
  });
});

describe('candidate search profiles: each criterion can exclude a candidate', () => {
  it('matches the candidate meeting every criterion; never one who does not share, is not approved or blocked the company', async () => {
    const { user: hr, company: co } = await company();
    const base = {
      germanLevel: 'B2' as 'A2' | 'B2',
      location: 'Hanoi',
      willingToRelocate: false,
      ausbildungFields: ['health'],
      dateOfBirth: '2004-01-15',
      driversLicense: true,
      workPermitAvailable: true,
      country: 'VN',
    };
    const make = async (profile: Partial<typeof base> & Record<string, unknown> = {}) =>
      (await f.createCandidate(t.db, { user: { email: email('c') }, profile: { ...base, ...profile } })).user;
    const good = await make();
    const misses = {
      germanLevel: await make({ germanLevel: 'A2' }),
      location: await make({ location: 'Manila' }),
      field: await make({ ausbildungFields: ['it'] }),
      tooYoung: await make({ dateOfBirth: new Date(Date.now() - 17 * 365 * DAY).toISOString().slice(0, 10) }),
      tooOld: await make({ dateOfBirth: '1980-01-01' }),
      license: await make({ driversLicense: false }),
      permit: await make({ workPermitAvailable: false }),
      country: await make({ country: 'PH' }),
      notShared: await make({ shareProfile: false }),
      notApproved: await make({ approvalStatus: 'pending' }),
      blocked: await make(),
    };
    await t.db
      .insert(conversations)
      .values({ companyId: co.id, candidateId: misses.blocked.id, blockedByCandidateAt: new Date() });
    const agent = await signIn(t, hr);
    const res = await agent.post('/api/candidate-search-profiles', {
      name: 'Pflege aus Vietnam',
      minGermanLevel: 'B1',
      preferredLocations: ['hanoi'],
      fieldsOfInterest: ['health'],
      minAge: 18,
      maxAge: 30,
      requiresDriversLicense: true,
      requiresWorkPermit: true,
      preferredCountries: ['vn'],
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item.matches.map((m: { candidate: { id: string } }) => m.candidate.id)).toEqual([good.id]);
    const [match] = item.matches;
    // Anonymised as in candidate search: a code, no name.
    expect(match.candidate).toMatchObject({ revealed: false, fullName: null, photoUrl: null });
    expect(match.explanation.map((p: { criterion: string }) => p.criterion)).toEqual([
      'germanLevel',
      'location',
      'field',
      'age',
      'driversLicense',
      'workPermit',
      'country',
    ]);
    expect(match.explanation.every((p: { met: boolean }) => p.met)).toBe(true);
    expect(match.explanation.find((p: { criterion: string }) => p.criterion === 'age').detail).toBe('18–30');
    const stored = await t.db
      .select()
      .from(candidateMatches)
      .where(eq(candidateMatches.searchProfileId, item.profile.id));
    expect(stored.map((m) => m.candidateId)).toEqual([good.id]);
    // Willing to relocate: a candidate elsewhere who would move fits once the profile says so.
    const mover = await make({ location: 'Manila', willingToRelocate: true });
    const put = await agent.request({
      method: 'PUT',
      url: `/api/candidate-search-profiles/${item.profile.id}`,
      payload: {
        name: 'Pflege',
        minGermanLevel: 'B1',
        preferredLocations: ['Hanoi'],
        willingToRelocate: true,
        fieldsOfInterest: ['health'],
      },
    });
    expect(put.statusCode).toBe(200);
    const ids = put.json().matches.map((m: { candidate: { id: string } }) => m.candidate.id);
    expect(ids).toContain(mover.id);
    expect(ids).not.toContain(misses.notShared.id);
    expect(ids).not.toContain(misses.blocked.id);
    expect(ids).not.toContain(misses.notApproved.id);
  });

  it('a company that is not verified, or whose trial ended, gets no matches', async () => {
    const { user: hr, company: co } = await company({ verificationStatus: 'pending' });
    await f.createCandidate(t.db, { user: { email: email('c') } });
    const agent = await signIn(t, hr);
    const res = await agent.post('/api/candidate-search-profiles', { name: 'Alle', fieldsOfInterest: ['health'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ matches: [], matchCount: 0 });
    const list = (await agent.get('/api/candidate-search-profiles')).json();
    expect(list).toMatchObject({ canReceiveMatches: false, blockedBy: 'not_verified' });
    expect((await agent.post(`/api/candidate-search-profiles/${res.json().profile.id}/check`)).statusCode).toBe(403);
    const { user: hr2, company: ended } = await company();
    await f.createSubscription(t.db, {
      companyId: ended.id,
      trialStartedAt: new Date(Date.now() - 20 * DAY),
      trialEndsAt: new Date(Date.now() - 10 * DAY),
    });
    const agent2 = await signIn(t, hr2);
    const res2 = await agent2.post('/api/candidate-search-profiles', { name: 'Alle', fieldsOfInterest: ['health'] });
    expect(res2.json().matches).toEqual([]);
    expect((await agent2.get('/api/candidate-search-profiles')).json().blockedBy).toBe('plan_inactive');
    void co;
  });
});

describe('runs: incremental, once only, notices and digests', () => {
  it('two workers running the same run at once record each match once, one notice and one digest per person', async () => {
    const { company: co } = await company();
    const { user } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const agent = await signIn(t, user);
    const a = (
      await agent.post('/api/training-search-profiles', { name: 'Berlin', preferredLocations: ['berlin'] })
    ).json();
    const b = (
      await agent.post('/api/training-search-profiles', { name: 'Pflege', fieldsOfInterest: ['health'] })
    ).json();
    // New listings after the profiles were saved: both profiles fit the first, only "Pflege" the second.
    const one = await f.createListing(t.db, { companyId: co.id, title: 'Pflege Berlin' });
    const two = await f.createListing(t.db, {
      companyId: co.id,
      title: 'Pflege Leipzig',
      location: 'Leipzig',
      locationSlug: 'leipzig',
    });
    await Promise.all([runMatching(deps()), runMatching(deps())]);
    const rows = await t.db
      .select()
      .from(listingMatches)
      .where(sql`${listingMatches.searchProfileId} in (${a.profile.id}, ${b.profile.id})`);
    // (Listings of earlier tests were recorded quietly when the profiles were saved.)
    const pairs = rows
      .filter((r) => r.listingId === one.id || r.listingId === two.id)
      .map((r) => `${r.searchProfileId === a.profile.id ? 'a' : 'b'}:${r.listingId}`)
      .sort();
    expect(pairs).toEqual([`a:${one.id}`, `b:${one.id}`, `b:${two.id}`].sort());
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'match_found', link: '/training-search-profiles' });
    expect(notices[0]!.data).toMatchObject({ kind: 'training', total: 3 });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    // One mail for both profiles, a link per match, the unsubscribe links and the settings.
    expect(mails[0]!.subject).toBe('3 new matches for your search profiles');
    expect(mails[0]!.text).toContain('Berlin\n- Pflege Berlin');
    expect(mails[0]!.text).toContain(`https://azubi.test/jobs/${one.id}`);
    expect(mails[0]!.text).toContain(`https://azubi.test/jobs/${two.id}`);
    expect(mails[0]!.text.match(/api\/search-profiles\/unsubscribe\?token=t\./g)).toHaveLength(2);
    expect(mails[0]!.text).toContain('https://azubi.test/notification-settings');
    // An edited listing already matched is not a new match; the list counts both as new until seen.
    await t.db.execute(sql`update listings set title = 'Pflege Berlin (neu)', updated_at = now() where id = ${one.id}`);
    const again = await runMatching(deps());
    expect(again.notifications).toBe(0);
    const list = (await agent.get('/api/training-search-profiles')).json();
    const item = list.items.find((i: { profile: { id: string } }) => i.profile.id === b.profile.id);
    expect(item.matchCount).toBeGreaterThanOrEqual(2);
    expect(item.newCount).toBe(item.matchCount);
    const seen = await agent.post(`/api/training-search-profiles/${b.profile.id}/seen`);
    expect(seen.json()).toMatchObject({ matchCount: item.matchCount, newCount: 0 });
  });

  it('at most one digest a day per person, in their language; later matches wait for the next day', async () => {
    const { user: hr, company: co } = await company();
    const { user } = await f.createCandidate(t.db, { user: { email: email('c'), locale: 'de' } });
    // Düsseldorf: no other test puts listings there (a profile checked before looks back a few minutes).
    const where = { location: 'Düsseldorf', locationSlug: 'dusseldorf' };
    await f.createTrainingSearchProfile(t.db, {
      candidateId: user.id,
      name: 'Pflege',
      preferredLocations: ['dusseldorf'],
      lastCheckedAt: new Date(),
    });
    await f.createListing(t.db, { companyId: co.id, title: 'Erste Stelle', ...where });
    await runMatching(deps());
    await f.createListing(t.db, { companyId: co.id, title: 'Zweite Stelle', ...where });
    const second = await runMatching(deps());
    expect(second.trainingMatches).toBeGreaterThanOrEqual(1);
    let mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ein neuer Treffer für deine Suchprofile');
    expect(mails[0]!.text).toContain('https://azubi.test/de/jobs/');
    expect(mails[0]!.text).toContain('Erste Stelle');
    expect(mails[0]!.text).not.toContain('Zweite Stelle');
    // In the app each run tells; by e-mail the second waits for the next day.
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(2);
    await runMatching(deps(), new Date(Date.now() + DAY));
    mails = await mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Zweite Stelle');
    expect(mails[1]!.text).not.toContain('Erste Stelle');
    // Match e-mails switched off in the settings: none, and nothing piles up.
    await t.db
      .insert(notificationPreferences)
      .values({ userId: user.id, type: 'match_found', email: false, inApp: true });
    await f.createListing(t.db, { companyId: co.id, title: 'Dritte Stelle', ...where });
    await runMatching(deps(), new Date(Date.now() + 2 * DAY));
    expect(await mailsTo(user.email)).toHaveLength(2);
    void hr;
  });

  it('an employer digest names candidates by code only and goes to the profile creator', async () => {
    const { user: hr, company: co } = await company();
    const profile = await f.createCandidateSearchProfile(t.db, {
      companyId: co.id,
      createdBy: hr.id,
      lastCheckedAt: new Date(),
    });
    const { user: cand } = await f.createCandidate(t.db, { user: { email: email('c'), name: 'Lan Nguyen Secret' } });
    const result = await runMatching(deps());
    expect(result.candidateMatches).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(hr.email);
    expect(mail!.text).toContain(`https://azubi.test/candidate/${cand.id}`);
    expect(mail!.text).not.toContain('Lan Nguyen Secret');
    expect(mail!.mentions).toContain(cand.id);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, hr.id));
    expect(notice).toMatchObject({ type: 'match_found', link: '/employer/matches' });
    // Re-approved (changed) candidate: the pair is recorded already, nothing new.
    await t.db.execute(sql`update candidate_profiles set updated_at = now() where user_id = ${cand.id}`);
    const again = await runMatching(deps());
    const rows = await t.db
      .select()
      .from(candidateMatches)
      .where(and(eq(candidateMatches.searchProfileId, profile.id), eq(candidateMatches.candidateId, cand.id)));
    expect(rows).toHaveLength(1);
    expect(again.notifications).toBe(0);
  });
});

describe('check now', () => {
  it('finds a new listing and tells the candidate; again within a minute is 429 with a message (en, de)', async () => {
    const { company: co } = await company();
    const { user } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const agent = await signIn(t, user);
    const item = (await agent.post('/api/training-search-profiles', { name: 'Alles' })).json();
    const listing = await f.createListing(t.db, { companyId: co.id, title: 'Neu' });
    const res = await agent.post(`/api/training-search-profiles/${item.profile.id}/check`);
    expect(res.statusCode).toBe(200);
    expect(res.json().found).toBeGreaterThanOrEqual(1);
    expect(res.json().item.matches.map((m: { listing: { id: string } }) => m.listing.id)).toContain(listing.id);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
    const again = await agent.post(`/api/training-search-profiles/${item.profile.id}/check`);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toBe(
      'You just checked a search profile. Please wait a minute before checking again.',
    );
    const de = await agent.post(`/api/training-search-profiles/${item.profile.id}/check`, undefined, {
      'accept-language': 'de',
    });
    expect(de.json().error.message).toBe(
      'Du hast gerade ein Suchprofil geprüft. Bitte warte eine Minute, bevor du erneut prüfst.',
    );
  });
});

describe('check now per account (issue 27)', () => {
  it('create → check → delete → create → check is refused: the limit is the account’s, not the profile’s', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const agent = await signIn(t, user);
    const first = (await agent.post('/api/training-search-profiles', { name: 'Eins' })).json();
    expect((await agent.post(`/api/training-search-profiles/${first.profile.id}/check`)).statusCode).toBe(200);
    expect(
      (await agent.request({ method: 'DELETE', url: `/api/training-search-profiles/${first.profile.id}` })).statusCode,
    ).toBeLessThan(300);
    const second = (await agent.post('/api/training-search-profiles', { name: 'Zwei' })).json();
    const refused = await agent.post(`/api/training-search-profiles/${second.profile.id}/check`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe(
      'You just checked a search profile. Please wait a minute before checking again.',
    );
    // Another account is not held up by this one.
    const { user: other } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const otherAgent = await signIn(t, other, { lang: 'de' });
    const own = (await otherAgent.post('/api/training-search-profiles', { name: 'Drei' })).json();
    expect((await otherAgent.post(`/api/training-search-profiles/${own.profile.id}/check`)).statusCode).toBe(200);
    const twice = await otherAgent.post(`/api/training-search-profiles/${own.profile.id}/check`);
    expect(twice.json().error.message).toBe(
      'Du hast gerade ein Suchprofil geprüft. Bitte warte eine Minute, bevor du erneut prüfst.',
    );
  });

  it('a company member gets one check a minute across the company’s profiles', async () => {
    const { user: employer } = await company();
    const agent = await signIn(t, employer);
    const a = (await agent.post('/api/candidate-search-profiles', { name: 'A' })).json();
    const b = (await agent.post('/api/candidate-search-profiles', { name: 'B' })).json();
    const checkA = await agent.post(`/api/candidate-search-profiles/${a.profile.id}/check`);
    expect(checkA.statusCode, checkA.body).toBe(200);
    expect((await agent.post(`/api/candidate-search-profiles/${b.profile.id}/check`)).statusCode).toBe(429);
  });
});

describe('one-click unsubscribe', () => {
  it('POST with List-Unsubscribe=One-Click works without session or CSRF; GET changes nothing; a token names one profile', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const mine = await f.createTrainingSearchProfile(t.db, { candidateId: user.id, name: 'Meins' });
    const other = await f.createTrainingSearchProfile(t.db, { candidateId: user.id, name: 'Anderes' });
    const token = unsubscribeToken(t.config.authSecret, { kind: 't', id: mine.id });
    const url = `/api/search-profiles/unsubscribe?token=${encodeURIComponent(token)}`;
    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.body).toContain('Meins');
    expect(get.body).toContain('method="post"');
    // Issue 28.10: the site's look in the recipient's language, a real button, each language's quotation marks.
    expect(get.body).toContain('<html lang="en">');
    expect(get.body).toContain('Stop e-mails about “Meins”?');
    expect(get.body).not.toContain('„');
    expect(get.body).toContain('<button class="button" type="submit">Unsubscribe from these e-mails</button>');
    expect(get.body).toMatch(/\.button\{[^}]*min-height:44px/);
    expect(get.body).toContain('<a class="brand" href="https://azubi.test/">Azubi Connect</a>');
    const notify = async (id: string) =>
      (await t.db.select().from(trainingSearchProfiles).where(eq(trainingSearchProfiles.id, id)))[0]!.notifyOnMatch;
    expect(await notify(mine.id)).toBe(true);
    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('You will no longer get e-mails about “Meins”.');
    expect(await notify(mine.id)).toBe(false);
    // In German for a German-speaking recipient, with German quotation marks.
    const { user: german } = await f.createCandidate(t.db, { user: { email: email('c'), locale: 'de' } });
    const theirs = await f.createTrainingSearchProfile(t.db, { candidateId: german.id, name: 'Pflege' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/search-profiles/unsubscribe?token=${encodeURIComponent(unsubscribeToken(t.config.authSecret, { kind: 't', id: theirs.id }))}`,
    });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Keine E-Mails mehr zu „Pflege“ bekommen?');
    expect(page.body).toContain('<button class="button" type="submit">E-Mails abbestellen</button>');
    expect(await notify(other.id)).toBe(true);
    // The token's signature covers its profile: moved to another id it is refused.
    const forged = token.replace(mine.id, other.id);
    expect(readUnsubscribeToken(t.config.authSecret, forged)).toBeNull();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/search-profiles/unsubscribe?token=${encodeURIComponent(forged)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(400);
    expect(await notify(other.id)).toBe(true);
  });

  it("the digest's List-Unsubscribe header switches off the profiles it listed", async () => {
    const sent: { to: string; headers?: Record<string, string> }[] = [];
    const capture = {
      kind: 'outbox' as const,
      send: async (m: { to: string; headers?: Record<string, string> }) => void sent.push(m),
      close: async () => {},
    };
    const { company: co } = await company();
    const { user } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const p = await f.createTrainingSearchProfile(t.db, { candidateId: user.id, lastCheckedAt: new Date() });
    await f.createListing(t.db, { companyId: co.id });
    await runMatching({ ...deps(), mailer: capture });
    // The run also mails others whose profiles the new listing matches (earlier tests' readers):
    // this reader's digest is the one addressed to them.
    const mine = sent.filter((m) => m.to === user.email);
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: link.replace('https://azubi.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(trainingSearchProfiles).where(eq(trainingSearchProfiles.id, p.id));
    expect(row!.notifyOnMatch).toBe(false);
    const [digest] = await t.db.select().from(matchDigests).where(eq(matchDigests.userId, user.id));
    expect(digest!.profileIds).toEqual([p.id]);
  });
});

describe('access and validation', () => {
  it('another person’s profile is 404, the wrong role 403, signed out 401; limits 10 and 20', async () => {
    const { user: a } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const { user: b } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const theirs = await f.createTrainingSearchProfile(t.db, { candidateId: b.id });
    const agent = await signIn(t, a);
    for (const [method, suffix] of [
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/matches'],
      ['POST', '/check'],
      ['POST', '/seen'],
    ] as const) {
      const res = await agent.request({
        method,
        url: `/api/training-search-profiles/${theirs.id}${suffix}`,
        ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
      });
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
    }
    expect((await agent.get('/api/candidate-search-profiles')).statusCode).toBe(403);
    const { user: hr, company: co } = await company();
    const { company: otherCo } = await company();
    const foreign = await f.createCandidateSearchProfile(t.db, { companyId: otherCo.id });
    const hrAgent = await signIn(t, hr);
    expect((await hrAgent.get('/api/training-search-profiles')).statusCode).toBe(403);
    expect((await hrAgent.get(`/api/candidate-search-profiles/${foreign.id}/matches`)).statusCode).toBe(404);
    expect(
      (await hrAgent.request({ method: 'DELETE', url: `/api/candidate-search-profiles/${foreign.id}` })).statusCode,
    ).toBe(404);
    // A team member of the company may manage its profiles.
    const member = await f.createUser(t.db, { role: 'team_member', email: email('tm') });
    await f.addCompanyMember(t.db, { companyId: co.id, userId: member.id, role: 'member' });
    const memberAgent = await signIn(t, member);
    expect((await memberAgent.post('/api/candidate-search-profiles', { name: 'Team' })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/training-search-profiles' })).statusCode).toBe(401);
    // Limits.
    for (let i = 1; i < 10; i++) await f.createTrainingSearchProfile(t.db, { candidateId: a.id, name: `P${i}` });
    expect((await agent.post('/api/training-search-profiles', { name: 'Zehn' })).statusCode).toBe(201);
    const eleventh = await agent.post('/api/training-search-profiles', { name: 'Elf' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe(
      'You can have at most 10 training search profiles. Delete one to add another.',
    );
    for (let i = 1; i < 20; i++) await f.createCandidateSearchProfile(t.db, { companyId: co.id, name: `S${i}` });
    expect((await hrAgent.post('/api/candidate-search-profiles', { name: '21' })).statusCode).toBe(409);
  });

  it('bad input is refused field by field in English and German', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const en = await signIn(t, user);
    const bad = {
      name: '  ',
      preferredLocations: ['atlantis'],
      startDateFrom: '2027-10-01',
      startDateTo: '2027-09-01',
      minSalary: -5,
      maxDurationMonths: 99,
    };
    const res = await en.post('/api/training-search-profiles', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Please enter a name for this search profile',
      'preferredLocations.0': 'Please choose fields from the list'.replace('fields', 'fields') && expect.any(String),
      minSalary: 'Enter a minimum salary between 0 and 100,000 EUR',
      maxDurationMonths: 'Enter a maximum duration between 1 and 60 months',
    });
    const de = await en.post('/api/training-search-profiles', bad, { 'accept-language': 'de' });
    expect(de.json().error.fields).toMatchObject({
      name: 'Bitte gib einen Namen für dieses Suchprofil ein',
      minSalary: 'Gib ein Mindestgehalt zwischen 0 und 100.000 EUR ein',
    });
    const range = await en.post('/api/training-search-profiles', {
      name: 'ok',
      startDateFrom: '2027-10-01',
      startDateTo: '2027-09-01',
    });
    expect(range.json().error.fields).toEqual({ startDateTo: 'The "from" date must not be after the "to" date' });
    const { user: hr } = await company();
    const hrAgent = await signIn(t, hr, { lang: 'de' });
    const ages = await hrAgent.post('/api/candidate-search-profiles', {
      name: 'ok',
      minAge: 30,
      maxAge: 20,
      preferredCountries: ['Vietnam'],
    });
    expect(ages.statusCode).toBe(400);
    expect(ages.json().error.fields).toMatchObject({ 'preferredCountries.0': 'Bitte wähle Länder aus der Liste' });
  });
});
