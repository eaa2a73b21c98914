import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { audioIntroductions, audioReports, candidateProfiles, files } from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, jobDeps, type TestApp } from '../../testing/test-app';
import { runRetention } from '../../jobs/retention';

let t: TestApp;
let n = 0;
const email = () => `audio${++n}-${Date.now().toString(36)}@example.org`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function candidate(lang: 'en' | 'de' = 'en') {
  const { user } = await f.createCandidate(t.db, { user: { email: email(), name: 'Amina Audio' } });
  return { user, agent: await signIn(t, user, { lang }) };
}

const uploadAudio = (
  agent: TestAgent,
  bytes: Buffer,
  options: { consent?: string | null; filename?: string; contentType?: string } = {},
) =>
  agent.request({
    method: 'POST',
    url: options.consent === null ? '/api/profile/audio' : `/api/profile/audio?consent=${options.consent ?? 'true'}`,
    ...multipart({
      bytes,
      filename: options.filename ?? 'intro.webm',
      contentType: options.contentType ?? 'audio/webm',
    }),
  });

async function expectMessage(
  send: (agent: TestAgent) => Promise<LightMyRequestResponse>,
  status: number,
  messages: { en: string; de: string },
  field?: string,
) {
  for (const lang of ['en', 'de'] as const) {
    const { user, agent } = await candidate(lang);
    const res = await send(agent);
    expect(res.statusCode, res.body).toBe(status);
    const error = res.json().error;
    if (field) expect(error.fields?.[field], JSON.stringify(error)).toBe(messages[lang]);
    else expect(error.message).toBe(messages[lang]);
    // Nothing was stored.
    expect(await t.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
  }
}

/** An employer whose company the candidate applied to (spec §6 "in contact"), and its team member. */
async function relatedCompany(candidateId: string) {
  const { user, company } = await f.createEmployer(t.db, { user: { email: email() } });
  const listing = await f.createListing(t.db, { companyId: company.id });
  await f.createApplication(t.db, { listingId: listing.id, candidateId });
  const member = await f.createUser(t.db, { role: 'team_member', email: email() });
  await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
  return { employer: await signIn(t, user), member: await signIn(t, member), company };
}

describe('uploading the audio introduction', () => {
  it('WebM (Chrome) and Ogg (Firefox) recordings are measured by the server and kept 12 months', async () => {
    const { user, agent } = await candidate();
    const res = await uploadAudio(agent, media.webmOpus(45));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Audio introduction saved');
    const audio = res.json().profile.audio;
    expect(audio).toMatchObject({ durationSeconds: 45, mimeType: 'audio/webm', short: false });
    const expires = new Date(audio.createdAt);
    expires.setUTCMonth(expires.getUTCMonth() + 12);
    expect(audio.expiresAt).toBe(expires.toISOString());
    expect(audio.consentAt).toBe(audio.createdAt);

    // A new recording replaces the old one, file and all.
    const [old] = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    const ogg = await uploadAudio(agent, media.oggOpus(61.2), { filename: 'intro.ogg', contentType: 'audio/ogg' });
    expect(ogg.statusCode, ogg.body).toBe(201);
    expect(ogg.json().profile.audio).toMatchObject({ durationSeconds: 61, mimeType: 'audio/ogg' });
    const rows = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.originalName).toBe('introduction.ogg');
    expect(existsSync(path.join(t.config.filesDir, old!.storageKey))).toBe(false);
    expect((await agent.get('/api/profile/audio')).json()).toMatchObject({ durationSeconds: 61 });
  });

  it('consent is required', async () => {
    for (const consent of [null, 'false']) {
      await expectMessage(
        (agent) => uploadAudio(agent, media.webmOpus(40), { consent }),
        400,
        {
          en: 'Please agree that employers you are in contact with may listen to your introduction',
          de: 'Bitte stimme zu, dass Arbeitgeber, mit denen du in Kontakt bist, deine Vorstellung anhören dürfen',
        },
        'consent',
      );
    }
  });

  it('under 10 seconds is refused; 10 seconds is enough', async () => {
    for (const seconds of [3, 9.9]) {
      await expectMessage((agent) => uploadAudio(agent, media.webmOpus(seconds)), 400, {
        en: 'Your introduction must be at least 10 seconds long',
        de: 'Deine Vorstellung muss mindestens 10 Sekunden lang sein',
      });
    }
    await expectMessage(
      (agent) => uploadAudio(agent, media.oggOpus(5), { filename: 'a.ogg', contentType: 'audio/ogg' }),
      400,
      {
        en: 'Your introduction must be at least 10 seconds long',
        de: 'Deine Vorstellung muss mindestens 10 Sekunden lang sein',
      },
    );
    const { agent } = await candidate();
    expect((await uploadAudio(agent, media.webmOpus(10.02))).statusCode).toBe(201);
  });

  it('under 30 seconds is accepted with a warning', async () => {
    for (const lang of ['en', 'de'] as const) {
      const { agent } = await candidate(lang);
      const res = await uploadAudio(agent, media.webmOpus(20));
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(
        lang === 'en'
          ? 'Your introduction is shorter than 30 seconds. A longer one tells employers more about you.'
          : 'Deine Vorstellung ist kürzer als 30 Sekunden. Eine längere erzählt Arbeitgebern mehr über dich.',
      );
      expect(res.json().profile.audio).toMatchObject({ durationSeconds: 20, short: true });
    }
  });

  it('over 2:00 is refused; exactly 2:00 (the recorder stops itself) is accepted', async () => {
    for (const bytes of [media.webmOpus(125), media.webmOpus(121), media.oggOpus(130)]) {
      await expectMessage(
        (agent) => uploadAudio(agent, bytes, bytes[0] === 0x4f ? { filename: 'a.ogg', contentType: 'audio/ogg' } : {}),
        400,
        {
          en: 'Your introduction can be at most 2 minutes long',
          de: 'Deine Vorstellung darf höchstens 2 Minuten lang sein',
        },
      );
    }
    const { agent } = await candidate();
    const res = await uploadAudio(agent, media.webmOpus(120));
    expect(res.statusCode).toBe(201);
    expect(res.json().profile.audio.durationSeconds).toBe(120);
  });

  it('an empty recording is refused', async () => {
    for (const bytes of [Buffer.alloc(0), media.webmOpus(0)]) {
      await expectMessage((agent) => uploadAudio(agent, bytes), 400, {
        en: 'The recording is empty. Please record again.',
        de: 'Die Aufnahme ist leer. Bitte nimm noch einmal auf.',
      });
    }
  });

  it('a recording over 5 MB is refused', async () => {
    const big = Buffer.concat([media.webmOpus(60), Buffer.alloc(5 * 1024 * 1024)]);
    await expectMessage((agent) => uploadAudio(agent, big), 413, {
      en: 'The recording is larger than 5 MB. Please record a shorter introduction.',
      de: 'Die Aufnahme ist größer als 5 MB. Bitte nimm eine kürzere Vorstellung auf.',
    });
  });

  it('the type is read from the bytes: images, PDFs and text are refused', async () => {
    await expectMessage(
      (agent) => uploadAudio(agent, media.png(), { filename: 'intro.webm', contentType: 'audio/webm' }),
      415,
      { en: 'File type image/png not allowed', de: 'Dateityp image/png ist nicht erlaubt' },
    );
    await expectMessage(
      (agent) => uploadAudio(agent, Buffer.from('hello, this is not audio'), { filename: 'intro.ogg' }),
      415,
      { en: 'File type text/plain not allowed', de: 'Dateityp text/plain ist nicht erlaubt' },
    );
  });

  it('only candidates record an introduction', async () => {
    const { user } = await f.createEmployer(t.db, { user: { email: email() } });
    const res = await uploadAudio(await signIn(t, user), media.webmOpus(40));
    expect(res.statusCode).toBe(403);
  });

  it('the candidate deletes it (withdrawing consent): bytes and row are gone', async () => {
    const { user, agent } = await candidate();
    await uploadAudio(agent, media.webmOpus(40));
    const [file] = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    const res = await agent.request({ method: 'DELETE', url: '/api/profile/audio' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Audio introduction deleted', profile: { audio: null } });
    expect(existsSync(path.join(t.config.filesDir, file!.storageKey))).toBe(false);
    expect(await t.db.select().from(audioIntroductions).where(eq(audioIntroductions.candidateId, user.id))).toEqual([]);
    expect((await agent.get(`/api/audio/${user.id}`)).statusCode).toBe(404);
    const again = await agent.request({ method: 'DELETE', url: '/api/profile/audio' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No audio introduction found');
  });
});

describe('who can hear it (spec §6)', () => {
  it('the owner, employers in contact and their team, moderators; nobody else, and never as a download', async () => {
    const { user, agent } = await candidate();
    const bytes = media.webmOpus(40);
    await uploadAudio(agent, bytes);
    const url = `/api/audio/${user.id}`;

    const own = await agent.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('audio/webm');
    expect(own.headers['content-disposition']).toMatch(/^inline;/);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(bytes)).toBe(true);
    const range = await agent.request({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);

    const { employer, member } = await relatedCompany(user.id);
    expect((await employer.get(url)).statusCode).toBe(200);
    expect((await member.get(url)).statusCode).toBe(200);

    // Moderators only while reviewing: the profile pending, or a report about the recording open.
    const moderator = await signIn(t, await f.createUser(t.db, { role: 'moderator', email: email() }));
    expect((await moderator.get(url)).statusCode).toBe(404);
    await t.db
      .update(candidateProfiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(candidateProfiles.userId, user.id));
    expect((await moderator.get(url)).statusCode).toBe(200);
    await t.db
      .update(candidateProfiles)
      .set({ approvalStatus: 'approved' })
      .where(eq(candidateProfiles.userId, user.id));

    const other = await candidate();
    const { user: stranger } = await f.createEmployer(t.db, { user: { email: email() } });
    for (const outsider of [other.agent, await signIn(t, stranger)]) {
      const res = await outsider.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No audio introduction found');
    }
    expect((await new TestAgent(t.app).get(url)).statusCode).toBe(401);
    // Not even the owner gets it through the file address.
    const [file] = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    expect((await agent.get(`/api/files/${file!.id}`)).statusCode).toBe(404);
    expect((await agent.get('/api/audio/not-a-uuid')).statusCode).toBe(404);
  });

  it('only the candidate’s own acts put a company in contact: not a save, its message or an invitation (issue 27)', async () => {
    const { user, agent } = await candidate();
    await uploadAudio(agent, media.webmOpus(40));
    const companyActs = [
      (companyId: string) => f.createSavedCandidate(t.db, { companyId, candidateId: user.id }),
      async (companyId: string, employerId: string) => {
        const conversation = await f.createConversation(t.db, { companyId, candidateId: user.id });
        await f.createMessage(t.db, { conversationId: conversation.id, senderId: employerId });
      },
      (companyId: string) => f.createInterview(t.db, { companyId, candidateId: user.id }),
    ];
    const candidateActs = [
      async (companyId: string, employerId: string) => {
        const conversation = await f.createConversation(t.db, { companyId, candidateId: user.id });
        await f.createMessage(t.db, { conversationId: conversation.id, senderId: employerId });
        await f.createMessage(t.db, { conversationId: conversation.id, senderId: user.id });
      },
      (companyId: string) => f.createInterview(t.db, { companyId, candidateId: user.id, status: 'accepted' }),
    ];
    for (const [acts, status] of [
      [companyActs, 404],
      [candidateActs, 200],
    ] as const) {
      for (const act of acts) {
        const { user: employer, company } = await f.createEmployer(t.db, { user: { email: email() } });
        const a = await signIn(t, employer);
        expect((await a.get(`/api/audio/${user.id}`)).statusCode).toBe(404);
        await act(company.id, employer.id);
        expect((await a.get(`/api/audio/${user.id}`)).statusCode).toBe(status);
      }
    }
  });

  it('after 12 months it is gone: nobody hears it and the daily clean-up deletes it', async () => {
    const { user, agent } = await candidate();
    await uploadAudio(agent, media.webmOpus(40));
    const fresh = await candidate();
    await uploadAudio(fresh.agent, media.webmOpus(40));
    const [file] = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    const yearAgo = new Date(Date.now() - 366 * 24 * 3_600_000);
    const expired = new Date(Date.now() - 1000);
    await t.db
      .update(audioIntroductions)
      .set({ createdAt: yearAgo, expiresAt: expired })
      .where(eq(audioIntroductions.candidateId, user.id));
    await t.db.update(files).set({ expiresAt: expired }).where(eq(files.id, file!.id));
    expect((await agent.get(`/api/audio/${user.id}`)).statusCode).toBe(404);

    const { audio: removed } = await runRetention(jobDeps(t));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
    expect(existsSync(path.join(t.config.filesDir, file!.storageKey))).toBe(false);
    expect((await agent.get('/api/profile')).json().audio).toBeNull();
    // A recording within its 12 months stays.
    expect((await fresh.agent.get(`/api/audio/${fresh.user.id}`)).statusCode).toBe(200);
  });
});

describe('reporting a recording', () => {
  async function reportable() {
    const owner = await candidate();
    await uploadAudio(owner.agent, media.webmOpus(40));
    const { employer, member } = await relatedCompany(owner.user.id);
    return { owner, employer, member, url: `/api/audio/${owner.user.id}/reports` };
  }

  it('needs a reason ("Please select a reason for reporting"); "other" needs details', async () => {
    const { employer, url } = await reportable();
    const res = await employer.post(url, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.reason).toBe('Please select a reason for reporting');
    const de = await employer.request({
      method: 'POST',
      url,
      payload: { reason: '' },
      headers: { 'accept-language': 'de' },
    });
    expect(de.statusCode).toBe(400);
    expect(de.json().error.fields.reason).toBe('Bitte wähle einen Grund für die Meldung');
    const other = await employer.post(url, { reason: 'other', description: '  <>  ' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.description).toBe('Please provide additional details');
    const otherDe = await employer.request({
      method: 'POST',
      url,
      payload: { reason: 'other' },
      headers: { 'accept-language': 'de' },
    });
    expect(otherDe.json().error.fields.description).toBe('Bitte gib weitere Details an');
    const employerId = (await employer.get('/api/me')).json().user.id as string;
    expect(await t.db.select().from(audioReports).where(eq(audioReports.reporterId, employerId))).toEqual([]);
  });

  it('lands in the queue due in 24 hours, discrimination in 48 hours; once per person', async () => {
    const { employer, member, url, owner } = await reportable();
    const before = Date.now();
    const res = await employer.post(url, { reason: 'inappropriate', description: ' Rude <b>language</b> ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Thank you. Our moderators will review the recording.');
    const due = Date.parse(res.json().dueAt);
    expect(due - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(due - before).toBeLessThan(24 * 3_600_000 + 60_000);
    const [row] = await t.db.select().from(audioReports).where(eq(audioReports.id, res.json().id));
    expect(row).toMatchObject({ candidateId: owner.user.id, reason: 'inappropriate', description: 'Rude blanguage/b' });

    const discrimination = await member.post(url, { reason: 'discrimination' });
    expect(discrimination.statusCode).toBe(201);
    const hours = (Date.parse(discrimination.json().dueAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const again = await employer.post(url, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'You have already reported this recording. Our moderators are reviewing it.',
    );
  });

  it('the owner cannot report their own recording; outsiders cannot report what they cannot hear', async () => {
    const { owner, url } = await reportable();
    const own = await owner.agent.post(url, { reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot report your own recording.');
    const other = await candidate('de');
    const res = await other.agent.post(url, { reason: 'spam' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Keine Audio-Vorstellung gefunden');
    const { user: stranger } = await f.createEmployer(t.db, { user: { email: email() } });
    expect((await (await signIn(t, stranger)).post(url, { reason: 'spam' })).statusCode).toBe(404);
    expect((await new TestAgent(t.app).post(url, { reason: 'spam' })).statusCode).toBe(401);
    expect(await t.db.select().from(audioReports).where(eq(audioReports.candidateId, owner.user.id))).toEqual([]);
  });
});
