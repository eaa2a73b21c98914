import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import {
  applications,
  applicationStatusHistory,
  candidateProfiles,
  companies,
  notificationPreferences,
  notifications,
  savedCandidates,
} from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { createTestAppWithInbox, type SmtpInbox, type TestAppWithInbox } from '../../testing/smtp-inbox';
import { whileFailing } from '../../testing/failing-writes';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';

let t: TestAppWithInbox;
let inbox: SmtpInbox;
let n = 0;
const email = () => `p${++n}-${Date.now().toString(36)}@example.org`;

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
  t = await createTestAppWithInbox();
  inbox = t.inbox;
});
afterAll(() => t.close());

describe('applying', () => {
  it('a candidate applies with a cover letter; the team is told in the app and by e-mail in its language', async () => {
    const { employer, listing, candidate } = await setup();
    const a = await signIn(t, candidate);
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
    await (await signIn(t, candidate)).post(`/api/listings/${listing.id}/applications`, { coverLetter: 'Hallo' });
    const again = await (
      await signIn(t, candidate)
    ).post(`/api/listings/${listing.id}/applications`, { coverLetter: 'Hallo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied to this position');
    const de = await (
      await signIn(t, candidate, { lang: 'de' })
    ).post(`/api/listings/${listing.id}/applications`, { coverLetter: 'Hallo' });
    expect(de.json().error.message).toBe('Du hast dich bereits auf diese Stelle beworben');
  });

  it('needs a verified e-mail and an approved profile, and says which is missing', async () => {
    const { listing } = await setup();
    const { user: unverified } = await f.createCandidate(t.db, { user: { email: email(), emailVerified: false } });
    const res = await (await signIn(t, unverified)).post(`/api/listings/${listing.id}/applications`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Please verify your email address before applying.');
    for (const approvalStatus of ['draft', 'pending', 'rejected'] as const) {
      const { user } = await f.createCandidate(t.db, { user: { email: email() }, profile: { approvalStatus } });
      const r = await (await signIn(t, user, { lang: 'de' })).post(`/api/listings/${listing.id}/applications`, {});
      expect(r.statusCode).toBe(403);
      expect(r.json().error.message).toBe('Dein Profil muss freigegeben sein, bevor du dich bewerben kannst.');
    }
    const noProfile = await f.createUser(t.db, { email: email(), role: 'azubi' });
    expect((await (await signIn(t, noProfile)).post(`/api/listings/${listing.id}/applications`, {})).statusCode).toBe(
      403,
    );
    expect(await t.db.select().from(applications).where(eq(applications.listingId, listing.id))).toEqual([]);
  });

  it('refuses inactive listings and non-candidates', async () => {
    const { company, employer, candidate } = await setup();
    const closed = await f.createListing(t.db, { companyId: company.id, isActive: false });
    const res = await (await signIn(t, candidate)).post(`/api/listings/${closed.id}/applications`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This position is no longer open for applications.');
    const open = await f.createListing(t.db, { companyId: company.id });
    const byEmployer = await (await signIn(t, employer)).post(`/api/listings/${open.id}/applications`, {});
    expect(byEmployer.statusCode).toBe(403);
    expect(byEmployer.json().error.message).toBe('Only candidates can apply to positions.');
  });

  it('allows 10 applications per hour', async () => {
    const { company } = await f.createEmployer(t.db, { user: { email: email() } });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email() } });
    const a = await signIn(t, candidate);
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
    const a = await signIn(t, candidate);
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
    const e = await signIn(t, employer);
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
    const e = await signIn(t, employer);
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
    expect(notes.filter((x) => x.type === 'application_status_changed').map((x) => x.data.status)).toEqual([
      'reviewing',
      'shortlisted',
      'accepted',
    ]);
    // Accepting opens the placement tracker (issue 20), and the candidate is told in the app.
    expect(notes.filter((x) => x.type === 'placement_updated').map((x) => x.data.event)).toEqual(['opened']);
    const mail = await inbox.waitFor(candidate.email, 3);
    expect(mail.subject).toBe('Your application: Ausbildung Altenpflege');
    expect(mail.text).toContain('is now: accepted');

    // Accepted is final, unless reopened (back to reviewing).
    expect(
      (await e.post(`/api/employer/applications/${application.id}/status`, { status: 'rejected' })).statusCode,
    ).toBe(409);
    expect(
      (
        await e.post(`/api/employer/applications/${application.id}/status`, {
          status: 'reviewing',
          placement: { reason: 'other' },
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.closedAt).toBeNull();
    const mine = (await (await signIn(t, candidate)).get('/api/my/applications')).json();
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
    const e = await signIn(t, employer);
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
      await signIn(t, mine.employer)
    ).post(`/api/employer/applications/${application.id}/status`, { status: 'rejected' });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('pending');
  });

  it('refuses an unknown status with a message', async () => {
    const { listing, candidate, employer } = await setup();
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const res = await (
      await signIn(t, employer, { lang: 'de' })
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
    await (await signIn(t, candidate)).post(`/api/listings/${listing.id}/applications`, {});
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
    const a = await signIn(t, candidate);
    const list = (await a.get('/api/notifications')).json();
    expect(list.unreadCount).toBe(1);
    expect((await a.post(`/api/notifications/${other.id}/read`)).statusCode).toBe(404);
    expect((await a.post(`/api/notifications/${list.items[0].id}/read`)).statusCode).toBe(204);
    expect((await a.get('/api/notifications')).json().unreadCount).toBe(0);

    const settings = (await a.get('/api/notification-settings')).json();
    // Only the types a candidate can receive (see notifications.test.ts).
    expect(settings.preferences.map((p: { type: string }) => p.type)).toContain('application_status_changed');
    expect(settings.preferences.map((p: { type: string }) => p.type)).not.toContain('application_received');
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
      // Web Push (issue 32) is a third channel of this type, on unless switched off.
      push: true,
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
    const e = await signIn(t, employer);
    await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const view = (await e.get(`/api/employer/candidates/${candidate.id}`)).json();
    expect(view).toMatchObject({
      photoUrl: '/files/avatar.webp',
      contact: { email: candidate.email, phone: '+49 151 000' },
      documents: null,
      relationship: { applied: true },
    });
  });

  it('a withdrawn application is no relationship: photo, contact, documents and audio close again, unless another tie remains', async () => {
    const { listing, employer, company } = await setup();
    const { user: candidate } = await f.createCandidate(t.db, {
      user: { email: email(), image: '/files/avatar.webp' },
      profile: { shareDocuments: true, phone: '+49 151 111' },
    });
    const c = await signIn(t, candidate);
    const applied = await c.post(`/api/listings/${listing.id}/applications`, {});
    expect(applied.statusCode).toBe(201);
    const audio = await c.request({
      method: 'POST',
      url: '/api/profile/audio?consent=true',
      ...multipart({ bytes: media.oggOpus(12), filename: 'intro.ogg' }),
    });
    expect(audio.statusCode, audio.body).toBe(201);
    const e = await signIn(t, employer);
    expect((await e.get(`/api/employer/candidates/${candidate.id}`)).json()).toMatchObject({
      contact: { email: candidate.email },
      documents: [],
    });
    expect((await e.get(`/api/audio/${candidate.id}`)).statusCode).toBe(200);

    expect((await c.post(`/api/my/applications/${applied.json().id}/withdraw`, {})).statusCode).toBe(200);
    // The company is unverified: without a tie it may not see the profile at all.
    const closed = await e.get(`/api/employer/candidates/${candidate.id}`);
    expect(closed.statusCode).toBe(403);
    expect((await e.get(`/api/audio/${candidate.id}`)).statusCode).toBe(404);
    await t.db.update(companies).set({ verificationStatus: 'verified' }).where(eq(companies.id, company.id));
    expect((await e.get(`/api/employer/candidates/${candidate.id}`)).json()).toMatchObject({
      photoUrl: null,
      contact: null,
      documents: null,
      relationship: { applied: false },
    });

    // A save is a tie of the company's own and reveals nothing (docs/decisions/README.md "Anonymised first
    // contact", revised in turn 3).
    await f.createSavedCandidate(t.db, { companyId: company.id, candidateId: candidate.id, savedBy: employer.id });
    expect((await e.get(`/api/employer/candidates/${candidate.id}`)).json()).toMatchObject({
      photoUrl: null,
      contact: null,
      documents: null,
      relationship: { applied: false, saved: true },
    });
    expect((await e.get(`/api/audio/${candidate.id}`)).statusCode).toBe(404);

    // A tie that reveals (the candidate replied in a conversation) opens the profile again.
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    await f.createMessage(t.db, { conversationId: conversation.id, senderId: employer.id });
    await f.createMessage(t.db, { conversationId: conversation.id, senderId: candidate.id });
    expect((await e.get(`/api/employer/candidates/${candidate.id}`)).json()).toMatchObject({
      photoUrl: '/files/avatar.webp',
      contact: { email: candidate.email, phone: '+49 151 111' },
      documents: [],
      relationship: { applied: false, conversation: true, saved: true },
    });
    expect((await e.get(`/api/audio/${candidate.id}`)).statusCode).toBe(200);
  });

  it('without a relationship: verified companies see shared, approved profiles without photo, contact or documents; others are refused', async () => {
    const { employer } = await setup();
    const { user: shared } = await f.createCandidate(t.db, { user: { email: email(), image: '/files/a.webp' } });
    const unverified = await signIn(t, employer);
    const denied = await unverified.get(`/api/employer/candidates/${shared.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(
      'Only verified companies can search candidates. Complete your company profile and ask for verification in the company settings.',
    );

    const { user: verifiedEmployer } = await f.createEmployer(t.db, {
      user: { email: email() },
      company: { verificationStatus: 'verified' },
    });
    const v = await signIn(t, verifiedEmployer);
    const view = (await v.get(`/api/employer/candidates/${shared.id}`)).json();
    expect(view).toMatchObject({ fullName: null, revealed: false, photoUrl: null, contact: null, documents: null });
    const { user: hidden } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { shareProfile: false },
    });
    expect((await v.get(`/api/employer/candidates/${hidden.id}`)).statusCode).toBe(403);
    const { user: pending } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { approvalStatus: 'pending' },
    });
    expect((await v.get(`/api/employer/candidates/${pending.id}`)).statusCode).toBe(404);
    expect((await v.get(`/api/employer/candidates/${crypto.randomUUID()}`)).json().error.message).toBe(
      'Candidate not found',
    );
  });

  it('is not for candidates', async () => {
    const { candidate } = await setup();
    const { user: other } = await f.createCandidate(t.db, { user: { email: email() } });
    expect((await (await signIn(t, candidate)).get(`/api/employer/candidates/${other.id}`)).statusCode).toBe(403);
  });
});

describe('applying, the refusals', () => {
  it('"Error submitting application" when it cannot be saved: nothing saved, nobody notified, the letter can be sent again', async () => {
    const { employer, listing, candidate } = await setup();
    const [en, de] = [await signIn(t, candidate), await signIn(t, candidate, { lang: 'de' })];
    const letter = { coverLetter: 'Ich möchte gern bei Ihnen lernen.' };
    await whileFailing(t.db, 'applications', 'INSERT', async () => {
      const res = await en.post(`/api/listings/${listing.id}/applications`, letter);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Error submitting application');
      const resDe = await de.post(`/api/listings/${listing.id}/applications`, letter);
      expect(resDe.json().error.message).toBe('Fehler beim Senden der Bewerbung');
    });
    expect(await t.db.select().from(applications).where(eq(applications.listingId, listing.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, employer.id))).toEqual([]);
    const retry = await en.post(`/api/listings/${listing.id}/applications`, letter);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().coverLetter).toBe(letter.coverLetter);
  });

  it('a listing that does not exist, in English and German', async () => {
    const { candidate } = await setup();
    const res = await (await signIn(t, candidate)).post(`/api/listings/${crypto.randomUUID()}/applications`, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This listing does not exist or is no longer open.');
    const de = await (
      await signIn(t, candidate, { lang: 'de' })
    ).post(`/api/listings/${crypto.randomUUID()}/applications`, {});
    expect(de.json().error.message).toBe('Diese Stelle gibt es nicht oder sie ist nicht mehr ausgeschrieben.');
  });

  it('an unverified e-mail is named in German too; an inactive listing in German', async () => {
    const { listing, company, candidate } = await setup();
    const { user: unverified } = await f.createCandidate(t.db, { user: { email: email(), emailVerified: false } });
    const res = await (
      await signIn(t, unverified, { lang: 'de' })
    ).post(`/api/listings/${listing.id}/applications`, {});
    expect(res.json().error.message).toBe('Bitte bestätige deine E-Mail-Adresse, bevor du dich bewirbst.');
    const { user: pending } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { approvalStatus: 'pending' },
    });
    expect(
      (await (await signIn(t, pending)).post(`/api/listings/${listing.id}/applications`, {})).json().error.message,
    ).toBe('Your profile must be approved before you can apply.');
    const closed = await f.createListing(t.db, { companyId: company.id, isActive: false });
    const de = await (await signIn(t, candidate, { lang: 'de' })).post(`/api/listings/${closed.id}/applications`, {});
    expect(de.statusCode).toBe(409);
    expect(de.json().error.message).toBe('Für diese Stelle kann man sich nicht mehr bewerben.');
    expect(await t.db.select().from(applications).where(eq(applications.listingId, closed.id))).toEqual([]);
  });

  it('the 11th application within an hour gets 429 with a clear message in the candidate’s language; refused attempts do not count; others on the same network are not affected', async () => {
    const { company } = await f.createEmployer(t.db, { user: { email: email() } });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email() } });
    const network = '203.0.113.77';
    const a = await signIn(t, candidate, { ip: network });
    const first = await f.createListing(t.db, { companyId: company.id });
    expect((await a.post(`/api/listings/${first.id}/applications`, {})).statusCode).toBe(201);
    // Trying the same listing again is refused for its own reason and does not use up the hour's ten.
    for (let i = 0; i < 3; i++)
      expect((await a.post(`/api/listings/${first.id}/applications`, {})).statusCode).toBe(409);
    for (let i = 0; i < 9; i++) {
      const listing = await f.createListing(t.db, { companyId: company.id });
      expect((await a.post(`/api/listings/${listing.id}/applications`, {})).statusCode, `#${i + 2}`).toBe(201);
    }
    const eleventh = await f.createListing(t.db, { companyId: company.id });
    const res = await a.post(`/api/listings/${eleventh.id}/applications`, {});
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('You have sent 10 applications in the last hour. Please try again later.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const de = await a.post(`/api/listings/${eleventh.id}/applications`, {}, { 'accept-language': 'de' });
    expect(de.json().error.message).toBe(
      'Du hast in der letzten Stunde 10 Bewerbungen gesendet. Bitte versuche es später erneut.',
    );
    expect(await t.db.select().from(applications).where(eq(applications.listingId, eleventh.id))).toEqual([]);

    // A classmate on the same school network still applies.
    const { user: classmate } = await f.createCandidate(t.db, { user: { email: email() } });
    const b = new TestAgent(t.app, { ip: network });
    await b.post('/api/auth/sign-in', { email: classmate.email, password: f.DEFAULT_PASSWORD });
    expect((await b.post(`/api/listings/${eleventh.id}/applications`, {})).statusCode).toBe(201);
  });
});

describe('withdrawing', () => {
  it('works from shortlisted; never from accepted or rejected, with the reason in English and German', async () => {
    const { listing, candidate, company } = await setup();
    const shortlisted = await f.createApplication(t.db, {
      listingId: listing.id,
      candidateId: candidate.id,
      status: 'shortlisted',
    });
    const a = await signIn(t, candidate);
    expect((await a.post(`/api/my/applications/${shortlisted.id}/withdraw`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, shortlisted.id));
    expect(row).toMatchObject({ status: 'withdrawn' });
    expect(row?.withdrawnAt).toBeInstanceOf(Date);
    for (const status of ['accepted', 'rejected'] as const) {
      const other = await f.createListing(t.db, { companyId: company.id });
      const closed = await f.createApplication(t.db, { listingId: other.id, candidateId: candidate.id, status });
      const res = await a.post(`/api/my/applications/${closed.id}/withdraw`);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error.message).toBe('This application can no longer be withdrawn.');
      const de = await (await signIn(t, candidate, { lang: 'de' })).post(`/api/my/applications/${closed.id}/withdraw`);
      expect(de.json().error.message).toBe('Diese Bewerbung kann nicht mehr zurückgezogen werden.');
      const [still] = await t.db.select().from(applications).where(eq(applications.id, closed.id));
      expect(still?.status).toBe(status);
    }
  });

  it('"Failed to withdraw application" when it cannot be saved, and the application stays as it was', async () => {
    const { listing, candidate } = await setup();
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const [en, de] = [await signIn(t, candidate), await signIn(t, candidate, { lang: 'de' })];
    await whileFailing(t.db, 'applications', 'UPDATE', async () => {
      const res = await en.post(`/api/my/applications/${application.id}/withdraw`);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Failed to withdraw application');
      expect((await de.post(`/api/my/applications/${application.id}/withdraw`)).json().error.message).toBe(
        'Bewerbung konnte nicht zurückgezogen werden',
      );
    });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('pending');
  });

  it('an employer cannot withdraw for a candidate, and a candidate cannot change a status', async () => {
    const { listing, candidate, employer } = await setup();
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    expect((await (await signIn(t, employer)).post(`/api/my/applications/${application.id}/withdraw`)).statusCode).toBe(
      403,
    );
    const moved = await (
      await signIn(t, candidate)
    ).post(`/api/employer/applications/${application.id}/status`, { status: 'accepted' });
    expect(moved.statusCode).toBe(403);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('pending');
  });
});

describe('the pipeline’s rules', () => {
  const move = (agent: TestAgent, id: string, status: string) =>
    agent.post(`/api/employer/applications/${id}/status`, { status });

  it('rejected is final unless the employer reopens it; no change to the same status; messages in both languages', async () => {
    const { listing, candidate, employer } = await setup();
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const e = await signIn(t, employer);
    expect((await move(e, application.id, 'rejected')).statusCode).toBe(200);
    for (const status of ['accepted', 'shortlisted', 'pending', 'rejected']) {
      const res = await move(e, application.id, status);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error.message).toBe('This status change is not allowed.');
    }
    const de = await move(await signIn(t, employer, { lang: 'de' }), application.id, 'accepted');
    expect(de.json().error.message).toBe('Dieser Statuswechsel ist nicht erlaubt.');
    expect((await move(e, application.id, 'reviewing')).statusCode).toBe(200);
    expect((await move(e, application.id, 'reviewing')).statusCode).toBe(409);
    const history = await t.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, application.id));
    expect(history.map((h) => h.toStatus)).toEqual(['pending', 'rejected', 'reviewing']);
  });

  it('a team member moves the company’s applications too; shortlisting saves the candidate once', async () => {
    const { listing, candidate, company } = await setup();
    const member = await f.createUser(t.db, { role: 'team_member', email: email() });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const m = await signIn(t, member);
    expect((await move(m, application.id, 'shortlisted')).statusCode).toBe(200);
    expect((await move(m, application.id, 'reviewing')).statusCode).toBe(200);
    expect((await move(m, application.id, 'shortlisted')).statusCode).toBe(200);
    const saved = await t.db
      .select()
      .from(savedCandidates)
      .where(and(eq(savedCandidates.companyId, company.id), eq(savedCandidates.candidateId, candidate.id)));
    expect(saved).toHaveLength(1);
  });
});

describe('documents with an application (issue 28.2)', () => {
  /** A candidate with a German certificate, a school certificate and another document; their ids. */
  async function candidateWithDocuments() {
    const { user } = await f.createCandidate(t.db, { user: { email: email() }, profile: { shareDocuments: false } });
    const agent = await signIn(t, user);
    let profile: { documents: { id: string; type: string }[] } = { documents: [] };
    for (const [url, name] of [
      ['/api/profile/documents?type=german_certificate&certificateType=goethe&level=B1', 'b1.pdf'],
      ['/api/profile/documents?type=school_certificate', 'school.pdf'],
      ['/api/profile/documents?type=other_document&label=Reference', 'reference.pdf'],
    ] as const) {
      const res = await agent.request({
        method: 'POST',
        url,
        ...multipart({ bytes: media.pdf(name), filename: name }),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      profile = res.json().profile;
    }
    // A new certificate sends the profile back to review; this candidate was approved meanwhile.
    await t.db
      .update(candidateProfiles)
      .set({ approvalStatus: 'approved' })
      .where(eq(candidateProfiles.userId, user.id));
    const id = (type: string) => profile.documents.find((d) => d.type === type)!.id;
    return {
      user,
      agent,
      german: id('german_certificate'),
      school: id('school_certificate'),
      other: id('other_document'),
    };
  }

  it('the company sees exactly the documents and the CV sent with this application, and opens them', async () => {
    const { employer, company, listing } = await setup();
    const member = await f.createUser(t.db, { role: 'team_member', email: email() });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
    const c = await candidateWithDocuments();
    const res = await c.agent.post(`/api/listings/${listing.id}/applications`, {
      coverLetter: 'Hallo',
      includeCv: true,
      documentIds: [c.german, c.school],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().includeCv).toBe(true);
    expect(
      res
        .json()
        .documents.map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([c.german, c.school].sort());

    for (const reader of [await signIn(t, employer), await signIn(t, member)]) {
      const [application] = (await reader.get(`/api/employer/applications?listingId=${listing.id}`)).json();
      expect(application.documents.map((d: { type: string }) => d.type).sort()).toEqual([
        'german_certificate',
        'school_certificate',
      ]);
      expect(application.cvUrl).toBe(`/api/employer/applications/${application.id}/cv.pdf`);
      // The shared files open although the candidate shares no documents profile-wide; the other one does not.
      expect((await reader.get(`/api/files/${c.german}`)).statusCode).toBe(200);
      expect((await reader.get(`/api/files/${c.school}`)).statusCode).toBe(200);
      expect((await reader.get(`/api/files/${c.other}`)).statusCode).toBe(404);
      const cv = await reader.get(application.cvUrl);
      expect(cv.statusCode).toBe(200);
      expect(cv.headers['content-type']).toBe('application/pdf');
      expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('another company, other candidates, moderators and visitors cannot open them', async () => {
    const { listing } = await setup();
    const c = await candidateWithDocuments();
    const applied = await c.agent.post(`/api/listings/${listing.id}/applications`, {
      includeCv: true,
      documentIds: [c.school],
    });
    const applicationId = applied.json().id as string;
    const { user: otherEmployer } = await f.createEmployer(t.db, { user: { email: email() } });
    const other = await signIn(t, otherEmployer);
    expect((await other.get(`/api/files/${c.school}`)).statusCode).toBe(404);
    const cv = await other.get(`/api/employer/applications/${applicationId}/cv.pdf`);
    expect(cv.statusCode).toBe(404);
    expect(cv.json().error.message).toBe('Application not found');
    const { user: otherCandidate } = await f.createCandidate(t.db, { user: { email: email() } });
    const oc = await signIn(t, otherCandidate);
    expect((await oc.get(`/api/files/${c.school}`)).statusCode).toBe(404);
    expect((await oc.get(`/api/employer/applications/${applicationId}/cv.pdf`)).statusCode).toBe(403);
    expect((await c.agent.get(`/api/employer/applications/${applicationId}/cv.pdf`)).statusCode).toBe(403);
    expect((await new TestAgent(t.app).get(`/api/employer/applications/${applicationId}/cv.pdf`)).statusCode).toBe(401);
  });

  it('without the CV attached the company is told so, in English and German', async () => {
    const { employer, listing } = await setup();
    const c = await candidateWithDocuments();
    const applied = await c.agent.post(`/api/listings/${listing.id}/applications`, { documentIds: [] });
    const url = `/api/employer/applications/${applied.json().id}/cv.pdf`;
    const en = await (await signIn(t, employer)).get(url);
    expect(en.statusCode).toBe(404);
    expect(en.json().error.message).toBe('The candidate did not attach a CV to this application.');
    const de = await (await signIn(t, employer, { lang: 'de' })).get(url);
    expect(de.json().error.message).toBe(
      'Die Bewerberin oder der Bewerber hat dieser Bewerbung keinen Lebenslauf beigefügt.',
    );
    const [application] = (
      await (await signIn(t, employer)).get(`/api/employer/applications?listingId=${listing.id}`)
    ).json();
    expect(application).toMatchObject({ cvUrl: null, documents: [] });
  });

  it('refuses someone else’s file with a clear message in English and German; nothing is saved', async () => {
    const { listing } = await setup();
    const c = await candidateWithDocuments();
    const other = await candidateWithDocuments();
    for (const [agent, expected] of [
      [c.agent, 'Please choose documents from your own profile.'],
      [await signIn(t, c.user, { lang: 'de' }), 'Bitte wähle Dokumente aus deinem eigenen Profil.'],
    ] as const) {
      const res = await agent.post(`/api/listings/${listing.id}/applications`, {
        documentIds: [c.school, other.school],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(expected);
    }
    const photo = await f.createFile(t.db, { ownerId: c.user.id, kind: 'avatar' });
    const avatar = await c.agent.post(`/api/listings/${listing.id}/applications`, { documentIds: [photo.id] });
    expect(avatar.statusCode).toBe(400);
    const notAnId = await c.agent.post(`/api/listings/${listing.id}/applications`, { documentIds: ['x'] });
    expect(notAnId.statusCode).toBe(400);
    expect(Object.values(notAnId.json().error.fields)).toEqual(['Please choose documents from your own profile.']);
    expect(await t.db.select().from(applications).where(eq(applications.listingId, listing.id))).toEqual([]);
  });
});

describe('notifications by e-mail, in the recipient’s language, unless switched off', () => {
  it('a German candidate gets the status change in German with a link to the German page', async () => {
    const { listing, employer } = await setup();
    const { user: candidate } = await f.createCandidate(t.db, {
      user: { email: email(), locale: 'de', name: 'Leyla' },
    });
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    await (
      await signIn(t, employer)
    ).post(`/api/employer/applications/${application.id}/status`, { status: 'shortlisted' });
    const mail = await inbox.waitFor(candidate.email);
    expect(mail.subject).toBe('Deine Bewerbung: Ausbildung Altenpflege');
    expect(mail.text).toContain('ist jetzt: in der engeren Auswahl');
    expect(mail.text).toContain('https://azubi.test/de/my-applications');
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, candidate.id));
    expect(note).toMatchObject({ type: 'application_status_changed', data: { status: 'shortlisted' } });
  });

  it('an English employer gets new applications in English; every team member is told', async () => {
    const { user: employer, company } = await f.createEmployer(t.db, { user: { email: email(), locale: 'en' } });
    const member = await f.createUser(t.db, { role: 'team_member', email: email(), locale: 'de' });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
    const listing = await f.createListing(t.db, { companyId: company.id, title: 'FSJ in der Kita' });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email(), name: 'Tomás Díaz' } });
    await (await signIn(t, candidate)).post(`/api/listings/${listing.id}/applications`, { coverLetter: 'Hola' });
    const toEmployer = await inbox.waitFor(employer.email);
    expect(toEmployer.subject).toBe('New application: FSJ in der Kita');
    expect(toEmployer.text).toContain('Tomás Díaz applied for');
    expect(toEmployer.text).toContain(`https://azubi.test/employer/applications?listingId=${listing.id}`);
    expect((await inbox.waitFor(member.email)).subject).toBe('Neue Bewerbung: FSJ in der Kita');
    for (const userId of [employer.id, member.id]) {
      const rows = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(rows.map((r) => r.type)).toEqual(['application_received']);
    }
  });

  it('e-mail switched off, in-app on: the bell is told, no e-mail is sent', async () => {
    const { listing, candidate, employer } = await setup();
    await (
      await signIn(t, candidate)
    ).request({
      method: 'PUT',
      url: '/api/notification-settings',
      payload: { preferences: [{ type: 'application_status_changed', inApp: true, email: false }] },
    });
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    const before = inbox.mails.length;
    await (
      await signIn(t, employer)
    ).post(`/api/employer/applications/${application.id}/status`, { status: 'reviewing' });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, candidate.id));
    expect(notes.map((n) => n.data.status)).toEqual(['reviewing']);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.mails.slice(before).some((m) => m.to.includes(candidate.email))).toBe(false);
    const list = (await (await signIn(t, candidate)).get('/api/notifications')).json();
    expect(list.unreadCount).toBe(1);
  });

  it('withdrawal notifies nobody and the employer sees it as withdrawn', async () => {
    const { listing, candidate, employer } = await setup();
    const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
    await (await signIn(t, candidate)).post(`/api/my/applications/${application.id}/withdraw`);
    const seen = (await (await signIn(t, employer)).get('/api/employer/applications?status=withdrawn')).json();
    expect(seen.map((x: { id: string }) => x.id)).toEqual([application.id]);
    const mine = (await (await signIn(t, candidate)).get('/api/my/applications')).json();
    expect(mine[0].history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['pending', 'withdrawn']);
  });
});

describe('days in stage (issue 29)', () => {
  it('each application says when it entered its stage; a move restarts it; open ones waiting past the company threshold are flagged', async () => {
    const { employer, company, listing } = await setup();
    const e = await signIn(t, employer);
    const make = async (status: 'pending' | 'reviewing' | 'rejected', daysAgo: number) => {
      const { user } = await f.createCandidate(t.db, { user: { email: email() } });
      const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: user.id, status });
      await t.db
        .update(applications)
        .set({ statusChangedAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(applications.id, application.id));
      return application.id;
    };
    const fresh = await make('pending', 2);
    const waiting = await make('reviewing', 8);
    const closed = await make('rejected', 30);
    const list = async () =>
      new Map(
        (
          (await e.get(`/api/employer/applications?listingId=${listing.id}`)).json() as {
            id: string;
            statusChangedAt: string;
            waitingTooLong: boolean;
          }[]
        ).map((a) => [a.id, a]),
      );
    let byId = await list();
    // Default threshold: 7 days. A closed application never waits.
    expect([fresh, waiting, closed].map((id) => byId.get(id)!.waitingTooLong)).toEqual([false, true, false]);
    expect(Date.now() - Date.parse(byId.get(waiting)!.statusChangedAt)).toBeGreaterThan(8 * 86_400_000 - 60_000);

    // The company raises its threshold to 10 days: nothing waits too long.
    const saved = await e.request({
      method: 'PUT',
      url: '/api/employer/company/pipeline',
      payload: { staleAfterDays: 10 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Pipeline settings saved');
    expect(saved.json().profile.staleAfterDays).toBe(10);
    byId = await list();
    expect(byId.get(waiting)!.waitingTooLong).toBe(false);

    // Moving the application starts its new stage now.
    await t.db.update(companies).set({ staleAfterDays: 1 }).where(eq(companies.id, company.id));
    expect((await list()).get(fresh)!.waitingTooLong).toBe(true);
    expect((await e.post(`/api/employer/applications/${fresh}/status`, { status: 'reviewing' })).statusCode).toBe(200);
    byId = await list();
    expect(byId.get(fresh)!.waitingTooLong).toBe(false);
    expect(Date.now() - Date.parse(byId.get(fresh)!.statusChangedAt)).toBeLessThan(60_000);
  });

  it('the threshold is a whole number of days from 1 to 90, with the message in English and German; nothing changes', async () => {
    const { employer, company } = await setup();
    const en = await signIn(t, employer);
    const de = await signIn(t, employer, { lang: 'de' });
    for (const staleAfterDays of [0, 91, 2.5, 'seven']) {
      const res = await en.request({
        method: 'PUT',
        url: '/api/employer/company/pipeline',
        payload: { staleAfterDays },
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.staleAfterDays).toBe('Enter a whole number of days from 1 to 90');
      const resDe = await de.request({
        method: 'PUT',
        url: '/api/employer/company/pipeline',
        payload: { staleAfterDays },
      });
      expect(resDe.json().error.fields.staleAfterDays).toBe('Gib eine ganze Zahl von Tagen zwischen 1 und 90 ein');
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.staleAfterDays).toBe(7);
  });
});
