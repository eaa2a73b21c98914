import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import {
  analyticsEvents,
  audioIntroductions,
  audioReports,
  candidateProfiles,
  companies,
  companyVerificationDocuments,
  conversationReports,
  messageAttachments,
} from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { undetectedType } from '../../platform/files/receive-upload';
import { saveFile, type FileRow } from '../../platform/files/stored-files';

let t: TestApp;
let n = 0;
const email = () => `files${++n}-${Date.now().toString(36)}@example.org`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A candidate with a photo, a German certificate, a school certificate and another document. */
async function candidateWithFiles(shareDocuments = false) {
  const { user } = await f.createCandidate(t.db, { user: { email: email() }, profile: { shareDocuments } });
  const agent = await signIn(t, user);
  const send = async (url: string, bytes: Buffer, filename: string) => {
    const res = await agent.request({ method: 'POST', url, ...multipart({ bytes, filename }) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().profile;
  };
  await send('/api/profile/photo', media.png(), 'me.png');
  await send('/api/profile/documents?type=german_certificate&certificateType=goethe&level=B2', media.pdf(), 'b2.pdf');
  await send('/api/profile/documents?type=school_certificate', media.pdf('Bac'), 'bac.pdf');
  const profile = await send('/api/profile/documents?type=other_document', media.jpegHeader(), 'ref.jpg');
  const urls = {
    photo: profile.personal.photoUrl as string,
    documents: (profile.documents as { url: string }[]).map((d) => d.url),
  };
  expect(urls.documents).toHaveLength(3);
  return { user, agent, urls };
}

async function employerTiedTo(candidateId: string | null) {
  const { user, company } = await f.createEmployer(t.db, {
    user: { email: email() },
    company: { verificationStatus: 'verified' },
  });
  if (candidateId) {
    const listing = await f.createListing(t.db, { companyId: company.id });
    await f.createApplication(t.db, { listingId: listing.id, candidateId });
  }
  const member = await f.createUser(t.db, { role: 'team_member', email: email() });
  await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
  return { employer: await signIn(t, user), member: await signIn(t, member), company };
}

const statuses = async (agent: TestAgent, urls: string[]) =>
  Promise.all(urls.map(async (url) => (await agent.get(url)).statusCode));

describe('GET /api/files/:id (checked on every request, spec §6)', () => {
  it('the owner opens every file: images inline, PDFs as downloads, never cached', async () => {
    const { agent, urls } = await candidateWithFiles();
    const photo = await agent.get(urls.photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-disposition']).toMatch(/^inline;/);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await agent.get(urls.documents[0]!);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(await statuses(agent, urls.documents)).toEqual([200, 200, 200]);
  });

  it('other candidates, unrelated companies and unknown ids get 404; anonymous visitors 401', async () => {
    const { urls } = await candidateWithFiles(true);
    const other = await candidateWithFiles();
    const { employer, member } = await employerTiedTo(null);
    for (const agent of [other.agent, employer, member]) {
      expect(await statuses(agent, [urls.photo, ...urls.documents])).toEqual([404, 404, 404, 404]);
    }
    const res = await other.agent.get(urls.photo);
    expect(res.json().error.message).toBe('File not found');
    expect((await other.agent.get(`/api/files/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await other.agent.get('/api/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    const anonymous = await new TestAgent(t.app).get(urls.photo);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Not authenticated');
  });

  it('a company in contact sees the photo; documents only while the candidate shares them', async () => {
    const { agent, user, urls } = await candidateWithFiles(false);
    const { employer, member } = await employerTiedTo(user.id);
    for (const a of [employer, member]) {
      expect(await statuses(a, [urls.photo, ...urls.documents])).toEqual([200, 404, 404, 404]);
    }
    await agent.request({
      method: 'PUT',
      url: '/api/privacy/settings',
      payload: { shareProfile: true, shareDocuments: true },
    });
    for (const a of [employer, member]) {
      expect(await statuses(a, [urls.photo, ...urls.documents])).toEqual([200, 200, 200, 200]);
    }
    // Withdrawing consent closes them again at once.
    await agent.request({
      method: 'PUT',
      url: '/api/privacy/settings',
      payload: { shareProfile: true, shareDocuments: false },
    });
    expect(await statuses(employer, urls.documents)).toEqual([404, 404, 404]);
  });

  it('moderators and admins open a photo and certificates while the profile waits for review', async () => {
    const { user, urls } = await candidateWithFiles();
    await t.db
      .update(candidateProfiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(candidateProfiles.userId, user.id));
    for (const role of ['moderator', 'admin'] as const) {
      const agent = await signIn(t, await f.createUser(t.db, { role, email: email() }));
      expect(await statuses(agent, [urls.photo, ...urls.documents])).toEqual([200, 200, 200, 200]);
    }
  });

  it('document downloads are recorded in the audit log (file_download)', async () => {
    const { user, urls } = await candidateWithFiles(true);
    const { employer } = await employerTiedTo(user.id);
    await employer.get(urls.documents[0]!);
    const id = urls.documents[0]!.split('/').pop()!;
    const events = await t.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.event, 'file_download')));
    expect(events.some((e) => JSON.stringify(e.metadata).includes(id))).toBe(true);
  });

  it('byte ranges are answered; an impossible range gets 416', async () => {
    const { agent, urls } = await candidateWithFiles();
    const part = await agent.request({ method: 'GET', url: urls.documents[0]!, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');
    const bad = await agent.request({ method: 'GET', url: urls.documents[0]!, headers: { range: 'bytes=99999-' } });
    expect(bad.statusCode).toBe(416);
  });
});

describe('moderators and admins read a file only while reviewing what it belongs to (issue 27)', () => {
  const store = (ownerId: string, kind: FileRow['kind'], bytes = media.pdf(), mimeType = 'application/pdf') =>
    saveFile({ db: t.db, storage: t.app.storage }, { ownerId, kind, bytes, mimeType, originalName: `${kind}.pdf` });
  const staff = async () =>
    Promise.all(
      (['moderator', 'admin'] as const).map(async (role) =>
        signIn(t, await f.createUser(t.db, { role, email: email() })),
      ),
    );
  const expectFor = async (agents: TestAgent[], url: string, status: number) => {
    for (const agent of agents) expect((await agent.get(url)).statusCode, url).toBe(status);
  };

  it('a candidate’s photo, certificates and documents: only while the profile is pending', async () => {
    const agents = await staff();
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    const stored = [
      await store(user.id, 'avatar', media.png(), 'image/png'),
      await store(user.id, 'german_certificate'),
      await store(user.id, 'school_certificate'),
      await store(user.id, 'other_document'),
    ];
    const setStatus = (approvalStatus: 'approved' | 'pending' | 'rejected' | 'draft') =>
      t.db.update(candidateProfiles).set({ approvalStatus }).where(eq(candidateProfiles.userId, user.id));
    for (const [status, expected] of [
      ['approved', 404],
      ['draft', 404],
      ['rejected', 404],
      ['pending', 200],
    ] as const) {
      await setStatus(status);
      for (const file of stored) await expectFor(agents, `/api/files/${file.id}`, expected);
    }
  });

  it('placement documents: never, even while the candidate’s profile is under review (ADR 0024)', async () => {
    const agents = await staff();
    const { user } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { approvalStatus: 'pending' },
    });
    const contract = await store(user.id, 'placement_document');
    await expectFor(agents, `/api/files/${contract.id}`, 404);
  });

  it('message attachments: only while their conversation has an open report', async () => {
    const agents = await staff();
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email() } });
    const { company } = await f.createEmployer(t.db, { user: { email: email() } });
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    const message = await f.createMessage(t.db, {
      conversationId: conversation.id,
      senderId: candidate.id,
      body: 'CV',
    });
    const file = await store(candidate.id, 'message_attachment');
    await t.db.insert(messageAttachments).values({ fileId: file.id, uploaderId: candidate.id, messageId: message.id });
    await expectFor(agents, `/api/files/${file.id}`, 404);
    const [report] = await t.db
      .insert(conversationReports)
      .values({ conversationId: conversation.id, reporterId: candidate.id, reporterSide: 'candidate', reason: 'spam' })
      .returning();
    await expectFor(agents, `/api/files/${file.id}`, 200);
    await t.db.update(conversationReports).set({ status: 'dismissed' }).where(eq(conversationReports.id, report!.id));
    await expectFor(agents, `/api/files/${file.id}`, 404);
  });

  it('company verification documents: only while the company waits for verification', async () => {
    const agents = await staff();
    const { user, company } = await f.createEmployer(t.db, { user: { email: email() } });
    const file = await store(user.id, 'company_verification');
    await t.db.insert(companyVerificationDocuments).values({ companyId: company.id, fileId: file.id });
    for (const [verificationStatus, expected] of [
      ['not_verified', 404],
      ['pending', 200],
      ['verified', 404],
    ] as const) {
      await t.db.update(companies).set({ verificationStatus }).where(eq(companies.id, company.id));
      await expectFor(agents, `/api/files/${file.id}`, expected);
    }
  });

  it('company images and blog images: never through /api/files', async () => {
    const agents = await staff();
    const { user } = await f.createEmployer(t.db, {
      user: { email: email() },
      company: { verificationStatus: 'pending' },
    });
    for (const kind of ['company_logo', 'company_banner', 'blog_image'] as const) {
      const file = await store(user.id, kind, media.png(), 'image/png');
      await expectFor(agents, `/api/files/${file.id}`, 404);
    }
  });

  it('an audio introduction: while the profile is pending or a report about it is open', async () => {
    const agents = await staff();
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    const file = await store(user.id, 'audio_intro', media.oggOpus(12), 'audio/ogg');
    const now = Date.now();
    await t.db.insert(audioIntroductions).values({
      candidateId: user.id,
      fileId: file.id,
      durationSeconds: 12,
      consentAt: new Date(now),
      expiresAt: new Date(now + 365 * 24 * 3_600_000),
    });
    await expectFor(agents, `/api/audio/${user.id}`, 404);
    await t.db
      .update(candidateProfiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(candidateProfiles.userId, user.id));
    await expectFor(agents, `/api/audio/${user.id}`, 200);
    await t.db
      .update(candidateProfiles)
      .set({ approvalStatus: 'approved' })
      .where(eq(candidateProfiles.userId, user.id));
    await t.db
      .insert(audioReports)
      .values({ candidateId: user.id, reason: 'inappropriate', dueAt: new Date(now + 24 * 3_600_000) });
    await expectFor(agents, `/api/audio/${user.id}`, 200);
  });
});

describe('undetected upload types', () => {
  it('text is text/plain, anything else unknown binary', () => {
    expect(undetectedType(Buffer.from('Lebenslauf\nAmina'))).toBe('text/plain');
    expect(undetectedType(Buffer.from('Grüße, Ça va? مرحبا'))).toBe('text/plain');
    expect(undetectedType(Buffer.from([0x00, 0x01, 0x02, 0xff]))).toBe('application/octet-stream');
    expect(undetectedType(Buffer.from([0xc3, 0x28, 0x41, 0x42, 0x43, 0x44]))).toBe('application/octet-stream');
  });
});
