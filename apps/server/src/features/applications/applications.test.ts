import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { applications, notificationPreferences, notifications, savedCandidates } from '../../db/schema';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let n = 0;
const email = () => `p${++n}-${Date.now().toString(36)}@example.org`;

async function signedIn(user: { email: string }, lang?: 'de') {
  const agent = new TestAgent(t.app, lang ? { headers: { 'accept-language': 'de' } } : {});
  const res = await agent.post('/api/auth/sign-in', { email: user.email, password: f.DEFAULT_PASSWORD });
  expect(res.statusCode).toBe(200);
  return agent;
}

async function setup() {
  const { user: employer, company } = await f.createEmployer(t.db, {
    user: { email: email(), locale: 'de' },
    company: { name: 'Pflegeheim Lindenhof' },
  });
  const listing = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Altenpflege' });
  const { user: candidate } = await f.createCandidate(t.db, { user: { email: email(), name: 'Amina Test' } });
  return { employer, company, listing, candidate };
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('applying', () => {
  it('a candidate applies with a cover letter; the team is told in the app and by e-mail in its language', async () => {
    const { employer, listing, candidate } = await setup();
    const a = await signedIn(candidate);
    const res = await a.post(`/api/listings/${listing.id}/applications`, {
      coverLetter: '  Ich freue mich <sehr> auf die Ausbildung.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      coverLetter: 'Ich freue mich sehr auf die Ausbildung.',
      listing: { title: 'Ausbildung Altenpflege', companyName: 'Pflegeheim Lindenhof' },
    });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, employer.id));
    expect(note).toMatchObject({
      type: 'application_received',
      data: { listingTitle: 'Ausbildung Altenpflege', candidateName: 'Amina Test' },
    });
    const mail = await inbox.waitFor(employer.email);
    expect(mail.subject).toBe('Neue Bewerbung: Ausbildung Altenpflege');
    expect(mail.text).toContain('https://azubi.test/de/employer/applications?listingId=');
  });

  it('a second try says "You have already applied to this position", in German too', async () => {
    const { listing, candidate } = await setup();
    await (await signedIn(candidate)).post(`/api/listings/${listing.id}/applications`, { coverLetter: 'Hallo' });
    const again = await (
      await signedIn(candidate)
    ).post(`/api/listings/${listing.id}/applications`, { coverLetter: 'Hallo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied to this position');
    const de = await (
      await signedIn(candidate, 'de')
    ).post(`/api/listings/${listing.id}/applications`, { coverLetter: 'Hallo' });
    expect(de.json().error.message).toBe('Du hast dich bereits auf diese Stelle beworben');
  });

  it('needs a verified e-mail and an approved profile, and says which is missing', async () => {
    const { listing } = await setup();
    const { user: unverified } = await f.createCandidate(t.db, { user: { email: email(), emailVerified: false } });
    const res = await (await signedIn(unverified)).post(`/api/listings/${listing.id}/applications`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Please verify your email address before applying.');
    for (const approvalStatus of ['draft', 'pending', 'rejected'] as const) {
      const { user } = await f.createCandidate(t.db, { user: { email: email() }, profile: { approvalStatus } });
      const r = await (await signedIn(user, 'de')).post(`/api/listings/${listing.id}/applications`, {});
      expect(r.statusCode).toBe(403);
      expect(r.json().error.message).toBe('Dein Profil muss freigegeben sein, bevor du dich bewerben kannst.');
    }
    const noProfile = await f.createUser(t.db, { email: email(), role: 'azubi' });
    expect((await (await signedIn(noProfile)).post(`/api/listings/${listing.id}/applications`, {})).statusCode).toBe(
      403,
    );
    expect(await t.db.select().from(applications).where(eq(applications.listingId, listing.id))).toEqual([]);
  });

  it('refuses inactive listings and non-candidates', async () => {
    const { company, employer, candidate } = await setup();
    const closed = await f.createListing(t.db, { companyId: company.id, isActive: false });
    const res = await (await signedIn(candidate)).post(`/api/listings/${closed.id}/applications`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This position is no longer open for applications.');
    const open = await f.createListing(t.db, { companyId: company.id });
    const byEmployer = await (await signedIn(employer)).post(`/api/listings/${open.id}/applications`, {});
    expect(byEmployer.statusCode).toBe(403);
    expect(byEmployer.json().error.message).toBe('Only candidates can apply to positions.');
  });

  it('allows 10 applications per hour', async () => {
    const { company } = await f.createEmployer(t.db, { user: { email: email() } });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email() } });
    const a = await signedIn(candidate);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const listing = await f.createListing(t.db, { companyId: company.id });
      statuses.push((await a.post(`/api/listings/${listing.id}/applications`, { coverLetter: '' })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});

describe('the candidate’s applications', () => {
  it('lists only their own, with status and history, and withdraws with no way back', async () => {
    const { listing, candidate, employer } = await setup();
    const a = await signedIn(candidate);
    const applied = (await a.post(`/api/listings/${listing.id}/applications`, { coverLetter: 'x' })).json();
    const { user: other } = await f.createCandidate(t.db, { user: { email: email() } });
    const theirs = await f.createApplication(t.db, { listingId: listing.id, candidateId: other.id });

    const mine = (await a.get('/api/my/applications')).json();
    expect(mine.map((x: { id: string }) => x.id)).toEqual([applied.id]);
    expect(mine[0].history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['pending']);

    expect((await a.post(`/api/my/applications/${theirs.id}/withdraw`)).statusCode).toBe(404);
    const out = await a.post(`/api/my/applications/${applied.id}/withdraw`);
    expect(out.json().message).toBe('Your application has been withdrawn.');
    const again = await a.post(`/api/my/applications/${applied.id}/withdraw`);
    expect(again.statusCode).toBe(409);
    // The employer sees it as withdrawn and cannot move it.
    const e = await signedIn(employer);
    const seen = (await e.get(`/api/employer/applications?listingId=${listing.id}`)).json();
    expect(seen.find((x: { id: string }) => x.id === applied.id)).toMatchObject({
      status: 'withdrawn',
      nextStatuses: [],
    });
    const moved = await e.post(`/api/employer/applications/${applied.id}/status`, { status: 'reviewing' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe('This status change is not allowed.');
  });
});

describe('the employer’s pipeline', () => {
  it('moves along the pipeline, saves on shortlist, notifies the candidate each time, and keeps history', async () => {
    const { listing, candidate, employer, company } = await setup();
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const e = await signedIn(employer);
    for (const status of ['reviewing', 'shortlisted', 'accepted'] as const) {
      const res = await e.post(`/api/employer/applications/${application.id}/status`, { status });
      expect(res.statusCode, status).toBe(200);
    }
    const [saved] = await t.db
      .select()
      .from(savedCandidates)
      .where(and(eq(savedCandidates.companyId, company.id), eq(savedCandidates.candidateId, candidate.id)));
    expect(saved).toBeDefined();
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, candidate.id));
    expect(notes.map((x) => x.data.status)).toEqual(['reviewing', 'shortlisted', 'accepted']);
    const mail = await inbox.waitFor(candidate.email, 3);
    expect(mail.subject).toBe('Your application: Ausbildung Altenpflege');
    expect(mail.text).toContain('is now: accepted');

    // Accepted is final, unless reopened (back to reviewing).
    expect(
      (await e.post(`/api/employer/applications/${application.id}/status`, { status: 'rejected' })).statusCode,
    ).toBe(409);
    expect(
      (await e.post(`/api/employer/applications/${application.id}/status`, { status: 'reviewing' })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.closedAt).toBeNull();
    const mine = (await (await signedIn(candidate)).get('/api/my/applications')).json();
    expect(mine[0].history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'pending',
      'reviewing',
      'shortlisted',
      'accepted',
      'reviewing',
    ]);
  });

  it('filters by listing and status, and shows only the company’s own applications', async () => {
    const { listing, candidate, employer, company } = await setup();
    const second = await f.createListing(t.db, { companyId: company.id, title: 'Zweite Stelle' });
    await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id, status: 'rejected' });
    await f.createApplication(t.db, { listingId: second.id, candidateId: candidate.id });
    const foreign = await setup();
    await f.createApplication(t.db, { listingId: foreign.listing.id, candidateId: foreign.candidate.id });
    const e = await signedIn(employer);
    expect((await e.get('/api/employer/applications')).json()).toHaveLength(2);
    expect(
      (await e.get(`/api/employer/applications?listingId=${second.id}`))
        .json()
        .map((x: { listing: { title: string } }) => x.listing.title),
    ).toEqual(['Zweite Stelle']);
    expect((await e.get('/api/employer/applications?status=rejected')).json()).toHaveLength(1);
    expect((await e.get(`/api/employer/applications?listingId=${foreign.listing.id}`)).json()).toEqual([]);
  });

  it('cannot touch another company’s applications', async () => {
    const mine = await setup();
    const theirs = await setup();
    const application = await f.createApplication(t.db, {
      listingId: theirs.listing.id,
      candidateId: theirs.candidate.id,
    });
    const res = await (
      await signedIn(mine.employer)
    ).post(`/api/employer/applications/${application.id}/status`, { status: 'rejected' });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('pending');
  });

  it('refuses an unknown status with a message', async () => {
    const { listing, candidate, employer } = await setup();
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const res = await (
      await signedIn(employer, 'de')
    ).post(`/api/employer/applications/${application.id}/status`, { status: 'withdrawn' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.status).toBe('Bitte wähle einen gültigen Status');
  });
});

describe('notifications', () => {
  it('respect the recipient’s switches for in-app and e-mail', async () => {
    const { listing, candidate, employer } = await setup();
    await t.db
      .insert(notificationPreferences)
      .values({ userId: employer.id, type: 'application_received', inApp: false, email: false });
    const sentBefore = inbox.mails.length;
    await (await signedIn(candidate)).post(`/api/listings/${listing.id}/applications`, {});
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, employer.id))).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.mails.slice(sentBefore).some((m) => m.to.includes(employer.email))).toBe(false);
  });

  it('bell: unread count, list, mark read (own only), settings round trip', async () => {
    const { candidate, employer } = await setup();
    await f.createNotification(t.db, {
      userId: candidate.id,
      type: 'application_status_changed',
      data: { status: 'reviewing' },
    });
    const other = await f.createNotification(t.db, { userId: employer.id });
    const a = await signedIn(candidate);
    const list = (await a.get('/api/notifications')).json();
    expect(list.unreadCount).toBe(1);
    expect((await a.post(`/api/notifications/${other.id}/read`)).statusCode).toBe(404);
    expect((await a.post(`/api/notifications/${list.items[0].id}/read`)).statusCode).toBe(204);
    expect((await a.get('/api/notifications')).json().unreadCount).toBe(0);

    const settings = (await a.get('/api/notification-settings')).json();
    expect(settings.preferences).toHaveLength(18);
    expect(settings.preferences.every((p: { inApp: boolean; email: boolean }) => p.inApp && p.email)).toBe(true);
    const saved = await a.request({
      method: 'PUT',
      url: '/api/notification-settings',
      payload: { preferences: [{ type: 'application_status_changed', inApp: true, email: false }] },
    });
    expect(saved.json().preferences.find((p: { type: string }) => p.type === 'application_status_changed')).toEqual({
      type: 'application_status_changed',
      inApp: true,
      email: false,
    });
  });
});

describe('candidate profile for the employer (spec §6)', () => {
  it('an application opens photo, contact and — with consent — documents', async () => {
    const { listing, employer } = await setup();
    const { user: candidate } = await f.createCandidate(t.db, {
      user: { email: email(), image: '/files/avatar.webp' },
      profile: { shareDocuments: false, phone: '+49 151 000' },
    });
    const e = await signedIn(employer);
    await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const view = (await e.get(`/api/employer/candidates/${candidate.id}`)).json();
    expect(view).toMatchObject({
      photoUrl: '/files/avatar.webp',
      contact: { email: candidate.email, phone: '+49 151 000' },
      documents: null,
      relationship: { applied: true },
    });
  });

  it('without a relationship: verified companies see shared, approved profiles without photo, contact or documents; others are refused', async () => {
    const { employer } = await setup();
    const { user: shared } = await f.createCandidate(t.db, { user: { email: email(), image: '/files/a.webp' } });
    const unverified = await signedIn(employer);
    const denied = await unverified.get(`/api/employer/candidates/${shared.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('Access Denied (profile may have opted out of sharing)');

    const { user: verifiedEmployer } = await f.createEmployer(t.db, {
      user: { email: email() },
      company: { verificationStatus: 'verified' },
    });
    const v = await signedIn(verifiedEmployer);
    const view = (await v.get(`/api/employer/candidates/${shared.id}`)).json();
    expect(view).toMatchObject({ fullName: shared.name, photoUrl: null, contact: null, documents: null });
    const { user: hidden } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { shareProfile: false },
    });
    expect((await v.get(`/api/employer/candidates/${hidden.id}`)).statusCode).toBe(403);
    const { user: pending } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { approvalStatus: 'pending' },
    });
    expect((await v.get(`/api/employer/candidates/${pending.id}`)).statusCode).toBe(403);
    expect((await v.get(`/api/employer/candidates/${crypto.randomUUID()}`)).json().error.message).toBe(
      'Candidate not found',
    );
  });

  it('is not for candidates', async () => {
    const { candidate } = await setup();
    const { user: other } = await f.createCandidate(t.db, { user: { email: email() } });
    expect((await (await signedIn(candidate)).get(`/api/employer/candidates/${other.id}`)).statusCode).toBe(403);
  });
});
