import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import {
  audioIntroductions,
  audioReports,
  candidateProfiles,
  conversations,
  files,
  notifications,
} from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { createTestAppWithInbox, type SmtpInbox, type TestAppWithInbox } from '../../testing/smtp-inbox';
import { signIn } from '../../testing/sign-in';
import type { TestAgent } from '../../testing/test-agent';

let t: TestAppWithInbox;
let inbox: SmtpInbox;
let n = 0;
const email = () => `mod${++n}-${Date.now().toString(36)}@example.org`;
let moderator: TestAgent;
let moderatorDe: TestAgent;

/** A candidate who completed their profile with an ÖSD B2 certificate: waiting for review. */
async function pendingCandidate(locale: 'en' | 'de' = 'en') {
  const user = await f.createUser(t.db, { role: 'azubi', email: email(), name: 'Amina Benali', locale });
  const agent = await signIn(t, user, { lang: locale });
  await agent.request({
    method: 'PUT',
    url: '/api/profile/personal',
    payload: { fullName: 'Amina Benali', dateOfBirth: '2003-05-14', location: 'Casablanca', country: 'MA' },
  });
  const upload = await agent.request({
    method: 'POST',
    url: '/api/profile/documents?type=german_certificate&certificateType=osd&level=B2',
    ...multipart({ bytes: media.pdf('OSD B2'), filename: 'osd-b2.pdf', contentType: 'application/pdf' }),
  });
  expect(upload.statusCode).toBe(201);
  await agent.request({
    method: 'PUT',
    url: '/api/profile/language',
    payload: { germanLevel: 'B2', certificateType: 'osd' },
  });
  const res = await agent.request({
    method: 'PUT',
    url: '/api/profile/interests',
    payload: { programInterests: ['ausbildung'] },
  });
  expect(res.json().profile.approval.status).toBe('pending');
  return { user, agent, profile: res.json().profile };
}

async function verifiedEmployer() {
  const { user, company } = await f.createEmployer(t.db, {
    user: { email: email() },
    company: { verificationStatus: 'verified' },
  });
  return { user, company, agent: await signIn(t, user) };
}

beforeAll(async () => {
  t = await createTestAppWithInbox();
  inbox = t.inbox;
  moderator = await signIn(t, await f.createUser(t.db, { role: 'moderator', email: email() }));
  moderatorDe = await signIn(t, await f.createUser(t.db, { role: 'admin', email: email() }), { lang: 'de' });
});
afterAll(() => t.close());

describe('profile verification', () => {
  it('the queue shows pending profiles with the certificate beside the stated level', async () => {
    const { user, profile } = await pendingCandidate();
    const res = await moderator.get('/api/admin/verifications');
    expect(res.statusCode).toBe(200);
    const item = res.json().find((i: { candidateId: string }) => i.candidateId === user.id);
    expect(item).toMatchObject({
      fullName: 'Amina Benali',
      germanLevel: 'B2',
      certificateType: 'osd',
      certificate: { level: 'B2', certificateType: 'osd', name: 'osd-b2.pdf', mimeType: 'application/pdf' },
      programInterests: ['ausbildung'],
    });
    expect(item.certificate.id).toBe(profile.language.germanCertificate.id);
    // The moderator opens the certificate.
    const file = await moderator.get(item.certificate.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(media.pdf('OSD B2'))).toBe(true);
    // Approved and draft profiles are not in the queue.
    const { user: approved } = await f.createCandidate(t.db, { user: { email: email() } });
    expect(res.json().some((i: { candidateId: string }) => i.candidateId === approved.id)).toBe(false);
  });

  it('approval: the candidate sees it, is notified and gets an e-mail in their language', async () => {
    for (const locale of ['en', 'de'] as const) {
      const { user, agent } = await pendingCandidate(locale);
      const res = await (locale === 'en' ? moderator : moderatorDe).post(`/api/admin/verifications/${user.id}/approve`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(locale === 'en' ? 'Profile approved' : 'Profil freigegeben');
      const profile = (await agent.get('/api/profile')).json();
      expect(profile.approval).toMatchObject({ status: 'approved', autoApproved: false, rejectionReason: null });
      expect(profile.approval.reviewedAt).not.toBeNull();
      const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
      expect(note!.type).toBe('profile_approved');
      const mail = await inbox.waitFor(user.email);
      expect(mail.subject).toBe(locale === 'en' ? 'Your profile has been approved' : 'Dein Profil ist freigegeben');
      expect(mail.text).toContain(
        locale === 'en' ? 'https://azubi.test/my-profile' : 'https://azubi.test/de/my-profile',
      );
      const [row] = await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
      expect(row!.reviewedBy).not.toBeNull();
    }
  });

  it('rejection needs a reason; the candidate sees the reason and gets it by e-mail', async () => {
    const { user, agent } = await pendingCandidate('de');
    for (const [agentOf, message] of [
      [moderator, 'Please give a reason for the rejection'],
      [moderatorDe, 'Bitte gib einen Grund für die Ablehnung an'],
    ] as const) {
      const res = await agentOf.post(`/api/admin/verifications/${user.id}/reject`, { reason: '  <>  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.reason).toBe(message);
    }
    expect((await agent.get('/api/profile')).json().approval.status).toBe('pending');

    const reason = 'Das Zertifikat ist nicht lesbar. Bitte lade einen vollständigen Scan hoch.';
    const res = await moderatorDe.post(`/api/admin/verifications/${user.id}/reject`, { reason: ` ${reason} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profil abgelehnt');
    const profile = (await agent.get('/api/profile')).json();
    expect(profile.approval).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const progress = (await agent.get('/api/profile/progress')).json();
    expect(progress.approval.rejectionReason).toBe(reason);
    const mail = await inbox.waitFor(user.email);
    expect(mail.subject).toBe('Dein Profil braucht eine Änderung');
    expect(mail.text).toContain(reason);

    // Changing the profile sends it back to review, without the old reason.
    const changed = await agent.request({
      method: 'PUT',
      url: '/api/profile/personal',
      payload: { fullName: 'Amina Benali', dateOfBirth: '2003-05-14', location: 'Rabat', country: 'MA' },
    });
    expect(changed.json().profile.approval).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('only pending profiles can be decided; unknown ones are not found', async () => {
    const { user } = await pendingCandidate();
    expect((await moderator.post(`/api/admin/verifications/${user.id}/approve`)).statusCode).toBe(200);
    const again = await moderator.post(`/api/admin/verifications/${user.id}/reject`, { reason: 'Zu spät' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This profile is not waiting for review.');
    const unknown = await moderatorDe.post(`/api/admin/verifications/${crypto.randomUUID()}/approve`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Profil nicht gefunden');
    // The decision stands.
    const [row] = await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
    expect(row!.approvalStatus).toBe('approved');
  });

  it('candidates and employers cannot decide', async () => {
    const { user, agent } = await pendingCandidate();
    const own = await agent.post(`/api/admin/verifications/${user.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Only moderators and admins can do this.');
    const { agent: employer } = await verifiedEmployer();
    expect((await employer.get('/api/admin/verifications')).statusCode).toBe(403);
    expect((await agent.get('/api/profile')).json().approval.status).toBe('pending');
  });

  it('only approved (and shared) profiles are shown to employers without a relationship', async () => {
    const { user, agent } = await pendingCandidate();
    const { agent: employer } = await verifiedEmployer();
    // A profile not (yet) approved does not exist for a company without a tie.
    const pending = await employer.get(`/api/employer/candidates/${user.id}`);
    expect(pending.statusCode).toBe(404);
    expect(pending.json().error.message).toBe('Candidate not found');
    await moderator.post(`/api/admin/verifications/${user.id}/approve`);
    const approved = await employer.get(`/api/employer/candidates/${user.id}`);
    expect(approved.statusCode).toBe(200);
    // Approved: shown, anonymised (issue 13: no name, photo, contact or documents before a tie).
    expect(approved.json()).toMatchObject({ photoUrl: null, contact: null, documents: null });
    expect(JSON.stringify(approved.json())).not.toContain('Amina Benali');
    // The candidate stops sharing the profile: hidden again.
    await agent.request({
      method: 'PUT',
      url: '/api/privacy/settings',
      payload: { shareProfile: false, shareDocuments: false },
    });
    expect((await employer.get(`/api/employer/candidates/${user.id}`)).statusCode).toBe(403);
    // A rejected profile is hidden too.
    const other = await pendingCandidate();
    await moderator.post(`/api/admin/verifications/${other.user.id}/reject`, { reason: 'Unlesbar' });
    expect((await employer.get(`/api/employer/candidates/${other.user.id}`)).statusCode).toBe(404);
  });
});

describe('audio report queue', () => {
  async function candidateWithAudio() {
    const { user } = await f.createCandidate(t.db, { user: { email: email(), name: 'Yusuf Report' } });
    const bytes = media.webmOpus(40);
    const agent = await signIn(t, user);
    const res = await agent.request({
      method: 'POST',
      url: '/api/profile/audio?consent=true',
      ...multipart({ bytes, filename: 'intro.webm', contentType: 'audio/webm' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return user;
  }
  const report = (candidateId: string, reason: string, hoursAgo = 0, reporterId: string | null = null) =>
    t.db
      .insert(audioReports)
      .values({
        candidateId,
        reporterId,
        reason: reason as 'spam',
        createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
        dueAt: new Date(Date.now() - hoursAgo * 3_600_000 + (reason === 'discrimination' ? 48 : 24) * 3_600_000),
      })
      .returning()
      .then((rows) => rows[0]!);

  it('lists open reports earliest deadline first, overdue ones flagged, with the recording to play', async () => {
    const candidate = await candidateWithAudio();
    const late = await report(candidate.id, 'spam', 30);
    const discrimination = await report(candidate.id, 'discrimination', 30);
    const res = await moderator.get('/api/admin/audio-reports');
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((r: { candidateId: string }) => r.candidateId === candidate.id);
    expect(mine.map((r: { id: string }) => r.id)).toEqual([late.id, discrimination.id]);
    expect(mine[0]).toMatchObject({
      overdue: true,
      candidateName: 'Yusuf Report',
      audioUrl: `/api/audio/${candidate.id}`,
    });
    expect(mine[1].overdue).toBe(false);
    // The moderator can play it.
    expect((await moderator.get(`/api/audio/${candidate.id}`)).statusCode).toBe(200);
  });

  it('dismiss keeps the recording; uphold removes it and closes every open report on it', async () => {
    const candidate = await candidateWithAudio();
    const first = await report(candidate.id, 'spam');
    const second = await report(candidate.id, 'harassment');
    const third = await report(candidate.id, 'inappropriate');
    const dismissed = await moderator.post(`/api/admin/audio-reports/${first.id}/resolve`, {
      decision: 'dismiss',
      note: 'Nothing wrong',
    });
    expect(dismissed.json().message).toBe('Report dismissed');
    expect(
      await t.db.select().from(audioIntroductions).where(eq(audioIntroductions.candidateId, candidate.id)),
    ).toHaveLength(1);

    const [file] = await t.db.select().from(files).where(eq(files.ownerId, candidate.id));
    const upheld = await moderatorDe.post(`/api/admin/audio-reports/${second.id}/resolve`, { decision: 'uphold' });
    expect(upheld.statusCode).toBe(200);
    expect(upheld.json().message).toBe('Meldung bestätigt: Die Aufnahme wurde entfernt.');
    expect(
      await t.db.select().from(audioIntroductions).where(eq(audioIntroductions.candidateId, candidate.id)),
    ).toHaveLength(0);
    expect(existsSync(path.join(t.config.filesDir, file!.storageKey))).toBe(false);
    const [closed] = await t.db.select().from(audioReports).where(eq(audioReports.id, third.id));
    expect(closed!.status).toBe('upheld');
    expect((await moderator.get(`/api/audio/${candidate.id}`)).statusCode).toBe(404);

    const again = await moderator.post(`/api/admin/audio-reports/${first.id}/resolve`, { decision: 'uphold' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This report has already been resolved.');
    const noDecision = await moderatorDe.post(`/api/admin/audio-reports/${third.id}/resolve`, {});
    expect(noDecision.json().error.fields.decision).toBe('Bitte wähle, ob die Meldung bestätigt oder abgewiesen wird');
    const all = (await moderator.get('/api/admin/audio-reports?status=all')).json();
    expect(all.find((r: { id: string }) => r.id === first.id)).toMatchObject({
      status: 'dismissed',
      resolutionNote: 'Nothing wrong',
    });
  });
});

describe('conversation reports', () => {
  /** A conversation between a verified company and a candidate, one message each way, reported by `by`. */
  async function reportedConversation(by: 'candidate' | 'company') {
    const employer = await verifiedEmployer();
    const candidate = await f.createUser(t.db, { role: 'azubi', email: email(), name: 'Kwame Mensah' });
    const conversation = await f.createConversation(t.db, {
      companyId: employer.company.id,
      candidateId: candidate.id,
      subject: 'Ausbildung Pflege',
    });
    await f.createMessage(t.db, { conversationId: conversation.id, senderId: employer.user.id, body: 'Hallo Kwame' });
    await f.createMessage(t.db, {
      conversationId: conversation.id,
      senderId: candidate.id,
      senderSide: 'candidate',
      body: 'Guten Tag',
    });
    const candidateAgent = await signIn(t, candidate);
    const reporter = by === 'candidate' ? candidateAgent : employer.agent;
    const res = await reporter.post(`/api/conversations/${conversation.id}/report`, {
      reason: 'harassment',
      note: 'Rude messages',
    });
    expect(res.statusCode).toBe(201);
    const list = await moderator.get('/api/admin/conversation-reports');
    const report = list.json().find((r: { conversationId: string }) => r.conversationId === conversation.id);
    expect(report).toBeDefined();
    return { employer, candidate, candidateAgent, conversation, report };
  }

  it('lists open reports with the parties, the reason and the latest messages, oldest first', async () => {
    const { report, employer } = await reportedConversation('candidate');
    expect(report).toMatchObject({
      subject: 'Ausbildung Pflege',
      companyName: employer.company.name,
      candidateName: 'Kwame Mensah',
      reporterSide: 'candidate',
      reason: 'harassment',
      note: 'Rude messages',
      status: 'open',
    });
    expect(report.messages.map((m: { body: string; side: string }) => [m.side, m.body])).toEqual([
      ['company', 'Hallo Kwame'],
      ['candidate', 'Guten Tag'],
    ]);
    const all = await moderator.get('/api/admin/conversation-reports');
    const times = all.json().map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it("upholding a candidate's report blocks the company in that conversation; it cannot write any more", async () => {
    const { report, employer, conversation } = await reportedConversation('candidate');
    const res = await moderator.post(`/api/admin/conversation-reports/${report.id}/resolve`, {
      decision: 'uphold',
      note: 'Insults',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Report upheld: the company can no longer write in this conversation.');
    const send = await employer.agent.post(`/api/conversations/${conversation.id}/messages`, {
      clientId: crypto.randomUUID(),
      body: 'Noch etwas',
      attachmentIds: [],
    });
    expect(send.statusCode).toBe(403);
    expect(send.json().error.message).toBe(
      'The candidate has blocked your company. You cannot send messages in this conversation.',
    );
    const again = await moderatorDe.post(`/api/admin/conversation-reports/${report.id}/resolve`, {
      decision: 'dismiss',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Diese Meldung wurde bereits bearbeitet.');
    const open = await moderator.get('/api/admin/conversation-reports');
    expect(open.json().some((r: { id: string }) => r.id === report.id)).toBe(false);
    const all = await moderator.get('/api/admin/conversation-reports?status=all');
    expect(all.json().find((r: { id: string }) => r.id === report.id)).toMatchObject({
      status: 'upheld',
      resolutionNote: 'Insults',
    });
  });

  it("dismissing keeps the conversation open; a company's upheld report records the decision only", async () => {
    const first = await reportedConversation('candidate');
    const dismissed = await moderatorDe.post(`/api/admin/conversation-reports/${first.report.id}/resolve`, {
      decision: 'dismiss',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().message).toBe('Meldung abgewiesen');
    const send = await first.employer.agent.post(`/api/conversations/${first.conversation.id}/messages`, {
      clientId: crypto.randomUUID(),
      body: 'Weiter geht es',
      attachmentIds: [],
    });
    expect(send.statusCode).toBe(201);

    const second = await reportedConversation('company');
    const upheld = await moderatorDe.post(`/api/admin/conversation-reports/${second.report.id}/resolve`, {
      decision: 'uphold',
    });
    expect(upheld.json().message).toBe('Meldung bestätigt.');
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, second.conversation.id));
    expect(row!.blockedByCandidateAt).toBeNull();
  });

  it('a decision must be chosen; unknown reports are not found', async () => {
    const { report } = await reportedConversation('candidate');
    const none = await moderatorDe.post(`/api/admin/conversation-reports/${report.id}/resolve`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.decision).toBe('Bitte wähle, ob die Meldung bestätigt oder abgewiesen wird');
    const unknown = await moderator.post(`/api/admin/conversation-reports/${crypto.randomUUID()}/resolve`, {
      decision: 'dismiss',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Report not found');
  });

  it('the parties cannot read the queue or decide', async () => {
    const { report, employer, candidateAgent } = await reportedConversation('candidate');
    for (const agent of [employer.agent, candidateAgent]) {
      const list = await agent.get('/api/admin/conversation-reports');
      expect(list.statusCode).toBe(403);
      expect(list.json().error.message).toBe('Only moderators and admins can do this.');
      const decide = await agent.post(`/api/admin/conversation-reports/${report.id}/resolve`, { decision: 'dismiss' });
      expect(decide.statusCode).toBe(403);
    }
  });
});
