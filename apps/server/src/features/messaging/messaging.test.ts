import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as f from '../../db/factories';
import { conversationEmailNotices, conversations, messageAttachments, messages, notifications } from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, jobDeps, type TestApp } from '../../testing/test-app';
import { companyAccessState } from '../billing/access-state';
import { runRetention } from '../../jobs/retention';
import { sendUnreadMessageEmails } from './send-unread-message-emails';
import { mailOutbox } from '../../db/schema';

let t: TestApp;
let n = 0;
const email = (p = 'm') => `${p}${++n}-${Date.now().toString(36)}@example.org`;
const uuid = () => crypto.randomUUID();

const del = (agent: TestAgent, url: string) => agent.request({ method: 'DELETE', url });

/** A verified company in trial, a member, an approved candidate with an application to its listing. */
async function world(profile: Record<string, unknown> = {}) {
  const { user: employer, company } = await f.createEmployer(t.db, {
    user: { email: email('hr') },
    company: { verificationStatus: 'verified', name: `Klinikum ${++n}` },
  });
  const member = await f.createUser(t.db, { role: 'team_member', email: email('tm'), name: `Tom Member ${n}` });
  await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
  const { user: candidate } = await f.createCandidate(t.db, {
    user: { email: email('c'), name: `Lan Nguyen ${n}` },
    profile: { approvalStatus: 'approved', ...profile },
  });
  const listing = await f.createListing(t.db, { companyId: company.id });
  const application = await f.createApplication(t.db, { listingId: listing.id, candidateId: candidate.id });
  return { employer, member, company, candidate, listing, application };
}

async function start(agent: TestAgent, body: Record<string, unknown>) {
  return agent.post('/api/conversations', { clientId: uuid(), attachmentIds: [], ...body });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the conversation list', () => {
  it('names who wrote last: the reader ("byReader"), a colleague by name, never a colleague as "You"', async () => {
    const w = await world();
    const sabine = await signIn(t, w.employer);
    const petra = await signIn(t, w.member);
    const res = await start(sabine, {
      applicationId: w.application.id,
      subject: 'Infoblatt',
      body: 'Hier unser Infoblatt.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().conversation.id;
    const last = async (agent: TestAgent) =>
      (await agent.get('/api/conversations')).json().items.find((c: { id: string }) => c.id === id).lastMessage;
    expect(await last(sabine)).toMatchObject({ side: 'company', byReader: true, system: false });
    expect(await last(petra)).toMatchObject({
      side: 'company',
      senderName: w.employer.name,
      byReader: false,
      system: false,
    });
    expect(await last(await signIn(t, w.candidate))).toMatchObject({ side: 'company', byReader: false });
  });
});

describe('starting a conversation', () => {
  it('an employer writes to an applicant with a subject; the candidate sees it with the company and answers', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const res = await start(hr, {
      applicationId: w.application.id,
      subject: 'Ihre Bewerbung',
      body: '  Hallo Lan,\r\nwann passt ein Gespräch?\n\n\n\n\nGrüße <b>HR</b>  ',
    });
    expect(res.statusCode).toBe(201);
    const { conversation, message } = res.json();
    expect(message).toMatchObject({ seq: 1, body: 'Hallo Lan,\nwann passt ein Gespräch?\n\n\nGrüße bHR/b' });
    expect(message.sender).toEqual({ userId: w.employer.id, name: w.employer.name, side: 'company' });
    expect(conversation).toMatchObject({ subject: 'Ihre Bewerbung', mySide: 'company', lastSeq: 1, canBlock: false });
    expect(conversation.candidate.name).toBe(w.candidate.name);

    const lan = await signIn(t, w.candidate);
    const list = (await lan.get('/api/conversations')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: conversation.id,
      company: { id: w.company.id, name: w.company.name, verified: true },
      unreadCount: 1,
      canWrite: true,
      lastMessage: { seq: 1, side: 'company', senderName: w.employer.name },
    });
    expect((await lan.get('/api/conversations/unread-count')).json()).toEqual({ count: 1 });
    const reply = await lan.post(`/api/conversations/${conversation.id}/messages`, {
      clientId: uuid(),
      body: 'Gern, morgen um 10?',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ seq: 2, sender: { side: 'candidate', name: w.candidate.name } });
    // The candidate's own message means they have seen the conversation.
    expect((await lan.get('/api/conversations/unread-count')).json()).toEqual({ count: 0 });
    // The member of the same team sees it too, with who wrote each message.
    const tom = await signIn(t, w.member);
    const page = (await tom.get(`/api/conversations/${conversation.id}/messages`)).json();
    expect(page.items.map((m: { seq: number; sender: { name: string } }) => [m.seq, m.sender.name])).toEqual([
      [1, w.employer.name],
      [2, w.candidate.name],
    ]);
  });

  it('a company first message needs a subject and a text, in English and German', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const noSubject = await start(hr, { candidateId: w.candidate.id, body: 'Hallo' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().error.fields.subject).toBe('Please enter a subject');
    const hrDe = await signIn(t, w.employer, { lang: 'de' });
    expect((await start(hrDe, { candidateId: w.candidate.id, body: 'Hallo' })).json().error.fields.subject).toBe(
      'Bitte gib einen Betreff ein',
    );
    const noBody = await start(hr, { candidateId: w.candidate.id, subject: 'Hi', body: '  <> ' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.fields.body).toBe('Please enter a message');
    expect((await start(hrDe, { candidateId: w.candidate.id, subject: 'Hi', body: '' })).json().error.fields.body).toBe(
      'Bitte gib eine Nachricht ein',
    );
  });

  it('a text or subject of only invisible characters is empty (en, de); nothing is stored (issue 27)', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const hrDe = await signIn(t, w.employer, { lang: 'de' });
    for (const body of [
      '\u200b',
      '\u200e',
      '\u200b\u200c\u200d\u200e\u200f\u2060\ufeff',
      ' \u200b\n\u00ad ',
      '\u2800\u3164',
    ]) {
      const res = await start(hr, { candidateId: w.candidate.id, subject: 'Hi', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields.body).toBe('Please enter a message');
      expect((await start(hrDe, { candidateId: w.candidate.id, subject: 'Hi', body })).json().error.fields.body).toBe(
        'Bitte gib eine Nachricht ein',
      );
    }
    const blankSubject = await start(hr, { candidateId: w.candidate.id, subject: '\u200e\u200b', body: 'Hallo' });
    expect(blankSubject.json().error.fields.subject).toBe('Please enter a subject');
    expect((await hr.get('/api/conversations')).json().items).toHaveLength(0);
    // In a conversation too; an emoji joined by zero-width joiners is a message.
    const started = await start(hr, { candidateId: w.candidate.id, subject: 'Hi', body: 'Hallo' });
    const id = started.json().conversation.id;
    const blank = await hrDe.post(`/api/conversations/${id}/messages`, { clientId: uuid(), body: '\u200e\ufeff' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.body).toBe('Bitte gib eine Nachricht ein');
    const emoji = await hr.post(`/api/conversations/${id}/messages`, { clientId: uuid(), body: '👨\u200d👩\u200d👧' });
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(emoji.json().body).toBe('👨\u200d👩\u200d👧');
  });

  it('a text is cut to 1000 characters', async () => {
    const w = await world();
    const res = await start(await signIn(t, w.employer), {
      candidateId: w.candidate.id,
      subject: 'Lang',
      body: 'x'.repeat(1500),
    });
    expect(res.json().message.body).toHaveLength(1000);
  });

  it('a company whose trial or plan has ended cannot start one (en, de), but writes in an existing one', async () => {
    const { user, company } = await f.createEmployer(t.db, {
      user: { email: email('late') },
      company: { verificationStatus: 'verified', trial: false, createdAt: new Date(Date.now() - 40 * 86_400_000) },
    });
    expect((await companyAccessState(t.db, company.id)).active).toBe(false);
    const { user: candidate } = await f.createCandidate(t.db, { profile: { approvalStatus: 'approved' } });
    const res = await start(await signIn(t, user), { candidateId: candidate.id, subject: 'Hi', body: 'Hallo' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your plan has expired. Choose a plan to start new conversations.');
    const de = await start(await signIn(t, user, { lang: 'de' }), {
      candidateId: candidate.id,
      subject: 'Hi',
      body: 'Hallo',
    });
    expect(de.json().error.message).toBe(
      'Euer Tarif ist abgelaufen. Wählt einen Tarif, um neue Unterhaltungen zu beginnen.',
    );
    const existing = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    const send = await (
      await signIn(t, user)
    ).post(`/api/conversations/${existing.id}/messages`, { clientId: uuid(), body: 'Noch da?' });
    expect(send.statusCode).toBe(201);
  });

  it('an anonymous candidate stays a code until they answer; a second start goes into the same conversation', async () => {
    const w = await world();
    // A save only (no application): the company first sees a code.
    await t.db.delete((await import('../../db/schema')).applications);
    const hr = await signIn(t, w.employer);
    const first = (await start(hr, { candidateId: w.candidate.id, subject: 'Angebot', body: 'Hallo' })).json();
    expect(first.conversation.candidate.name).toMatch(/^Candidate [0-9A-F]{4}$/);
    expect(first.conversation.candidate.photoUrl).toBeNull();
    const again = (await start(hr, { candidateId: w.candidate.id, subject: 'x', body: 'Noch eine' })).json();
    expect(again.conversation.id).toBe(first.conversation.id);
    expect(again.message.seq).toBe(2);
    await (
      await signIn(t, w.candidate)
    ).post(`/api/conversations/${first.conversation.id}/messages`, { clientId: uuid(), body: 'Hallo zurück' });
    const after = (await hr.get(`/api/conversations/${first.conversation.id}`)).json();
    expect(after.candidate.name).toBe(w.candidate.name);
  });

  it('a candidate starts one about their own application only', async () => {
    const w = await world();
    const other = await world();
    const lan = await signIn(t, w.candidate);
    const res = await start(lan, { applicationId: w.application.id, body: 'Ich habe eine Frage' });
    expect(res.statusCode).toBe(201);
    expect(res.json().conversation).toMatchObject({ mySide: 'candidate', canBlock: true, subject: null });
    const foreign = await start(lan, { applicationId: other.application.id, body: 'Hallo' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Application not found');
  });
});

describe('access', () => {
  it('only the candidate and the company members read a conversation; others get "Conversation not found"', async () => {
    const w = await world();
    const other = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    await f.createMessage(t.db, { conversationId: conversation.id, senderId: w.employer.id, body: 'Geheim' });
    for (const user of [w.employer, w.member, w.candidate]) {
      expect((await (await signIn(t, user)).get(`/api/conversations/${conversation.id}`)).statusCode).toBe(200);
    }
    for (const user of [other.employer, other.member, other.candidate]) {
      const agent = await signIn(t, user);
      for (const url of [`/api/conversations/${conversation.id}`, `/api/conversations/${conversation.id}/messages`]) {
        const res = await agent.get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Conversation not found');
      }
      const send = await agent.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'x' });
      expect(send.statusCode).toBe(404);
      expect((await agent.get('/api/conversations')).json().items).toEqual([]);
    }
    const de = await (await signIn(t, other.candidate, { lang: 'de' })).get(`/api/conversations/${conversation.id}`);
    expect(de.json().error.message).toBe('Unterhaltung nicht gefunden');
    const moderator = await f.createUser(t.db, { role: 'moderator', email: email('mod') });
    expect((await (await signIn(t, moderator)).get('/api/conversations')).statusCode).toBe(403);
    expect((await new TestAgent(t.app).get('/api/conversations')).statusCode).toBe(401);
  });

  it('a removed team member loses access at once', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const tom = await signIn(t, w.member);
    expect((await tom.get(`/api/conversations/${conversation.id}`)).statusCode).toBe(200);
    const removed = await del(await signIn(t, w.employer), `/api/employer/team/members/${w.member.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await tom.get(`/api/conversations/${conversation.id}`)).statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('the same client id again returns the stored message: no second row, same seq', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const lan = await signIn(t, w.candidate);
    const clientId = uuid();
    const first = await lan.post(`/api/conversations/${conversation.id}/messages`, { clientId, body: 'Einmal' });
    const again = await lan.post(`/api/conversations/${conversation.id}/messages`, { clientId, body: 'Einmal' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(rows).toHaveLength(1);
    // Sent at the same moment twice: still one row.
    const clientId2 = uuid();
    const both = await Promise.all([
      lan.post(`/api/conversations/${conversation.id}/messages`, { clientId: clientId2, body: 'Zweimal' }),
      lan.post(`/api/conversations/${conversation.id}/messages`, { clientId: clientId2, body: 'Zweimal' }),
    ]);
    expect(both.map((r) => r.json().seq)).toEqual([2, 2]);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id))).toHaveLength(2);
  });

  it('catch-up after a number returns every later message once, in order, in pages', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const hr = await signIn(t, w.employer);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        hr.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: `Nachricht ${i}` }),
      ),
    );
    const lan = await signIn(t, w.candidate);
    const seen: number[] = [];
    let after = 3;
    for (;;) {
      const page = (await lan.get(`/api/conversations/${conversation.id}/messages?after=${after}&limit=4`)).json();
      seen.push(...page.items.map((m: { seq: number }) => m.seq));
      if (!page.hasMore) break;
      after = seen.at(-1)!;
    }
    expect(seen).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const older = (await lan.get(`/api/conversations/${conversation.id}/messages?before=4&limit=2`)).json();
    expect(older.items.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    expect(older.hasMore).toBe(true);
  });

  it('30 messages a minute per user, then "You can send at most 30 messages per minute" (en, de)', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const hr = await signIn(t, w.employer);
    for (let i = 0; i < 30; i++) {
      const res = await hr.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: `${i}` });
      expect(res.statusCode).toBe(201);
    }
    const over = await hr.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'zu viel' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe('You can send at most 30 messages per minute. Please wait a moment.');
    const de = await (
      await signIn(t, w.employer, { lang: 'de' })
    ).post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'zu viel' });
    expect(de.json().error.message).toBe(
      'Du kannst höchstens 30 Nachrichten pro Minute senden. Bitte warte einen Moment.',
    );
    // Another member of the team has their own count.
    expect(
      (
        await (
          await signIn(t, w.member)
        ).post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'ok' })
      ).statusCode,
    ).toBe(201);
  });

  it('a candidate blocks the company: it cannot write (en, de) and sees why; unblocking lets it write again', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const lan = await signIn(t, w.candidate);
    const hr = await signIn(t, w.employer);
    expect((await hr.post(`/api/conversations/${conversation.id}/block`)).statusCode).toBe(403);
    const blocked = await lan.post(`/api/conversations/${conversation.id}/block`);
    expect(blocked.json().message).toBe('Company blocked. It can no longer send you messages.');
    const refused = await hr.post(`/api/conversations/${conversation.id}/messages`, {
      clientId: uuid(),
      body: 'Hallo?',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'The candidate has blocked your company. You cannot send messages in this conversation.',
    );
    const de = await (
      await signIn(t, w.member, { lang: 'de' })
    ).post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'Hallo?' });
    expect(de.json().error.message).toBe(
      'Die Person hat euer Unternehmen blockiert. Ihr könnt in dieser Unterhaltung keine Nachrichten senden.',
    );
    expect((await hr.get(`/api/conversations/${conversation.id}`)).json()).toMatchObject({
      blockedByCandidate: true,
      canWrite: false,
    });
    expect((await del(lan, `/api/conversations/${conversation.id}/block`)).json().message).toBe('Company unblocked');
    expect(
      (await hr.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'Danke' })).statusCode,
    ).toBe(201);
  });

  it('either party reports a conversation; an unknown reason is refused', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const lan = await signIn(t, w.candidate);
    const res = await lan.post(`/api/conversations/${conversation.id}/report`, {
      reason: 'harassment',
      note: 'Bitte prüfen',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you. Our moderators will review this conversation.');
    const bad = await lan.post(`/api/conversations/${conversation.id}/report`, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.reason).toBe('Please select a reason for reporting');
  });
});

describe('attachments', () => {
  const upload = (agent: TestAgent, bytes: Buffer, filename = 'file.bin') =>
    agent.request({ method: 'POST', url: '/api/message-attachments', ...multipart({ bytes, filename }) });

  it('PDF and images by their bytes; other bytes, 10 MB and more, six files are refused (en, de)', async () => {
    const w = await world();
    const other = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const lan = await signIn(t, w.candidate);
    const pdf = await upload(lan, media.pdf(), 'Zeugnis.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ name: 'Zeugnis.pdf', mimeType: 'application/pdf', kind: 'pdf' });
    // A text file named .png is what its bytes say.
    const fake = await upload(lan, Buffer.from('just text'), 'photo.png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Only PDF, JPEG, PNG and WebP files can be attached.');
    const big = Buffer.concat([media.pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(lan, big, 'big.pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('File size must be less than 10MB');
    expect((await upload(await signIn(t, w.candidate, { lang: 'de' }), big, 'big.pdf')).json().error.message).toBe(
      'Die Datei muss kleiner als 10 MB sein',
    );
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await upload(lan, media.png(), `p${i}.png`)).json().id);
    const six = await lan.post(`/api/conversations/${conversation.id}/messages`, {
      clientId: uuid(),
      body: 'Bilder',
      attachmentIds: ids,
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().error.fields.attachmentIds).toBe('You can attach at most 5 files to one message.');
    // Before it is sent, only the uploader may read it.
    const pdfId = pdf.json().id;
    expect((await lan.get(`/api/message-attachments/${pdfId}`)).statusCode).toBe(200);
    const hr = await signIn(t, w.employer);
    expect((await hr.get(`/api/message-attachments/${pdfId}`)).statusCode).toBe(404);
    const sent = await lan.post(`/api/conversations/${conversation.id}/messages`, {
      clientId: uuid(),
      body: 'Mein Zeugnis',
      attachmentIds: [pdfId, ids[0]],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().attachments.map((a: { kind: string }) => a.kind)).toEqual(['pdf', 'image']);
    const file = await hr.get(`/api/message-attachments/${pdfId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect((await hr.get(`/api/message-attachments/${ids[0]}`)).headers['content-disposition']).toContain('inline');
    for (const user of [other.employer, other.candidate]) {
      expect((await (await signIn(t, user)).get(`/api/message-attachments/${pdfId}`)).statusCode).toBe(404);
    }
    // An attachment is sent once; another's upload cannot be used.
    const reuse = await hr.post(`/api/conversations/${conversation.id}/messages`, {
      clientId: uuid(),
      body: 'x',
      attachmentIds: [ids[1]],
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toBe('The attachment was not found. Please upload it again.');
  });
});

describe('seen marks', () => {
  it('each side sees how far the other has read, unless the candidate turned seen marks off', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const hr = await signIn(t, w.employer);
    const lan = await signIn(t, w.candidate);
    for (const body of ['Eins', 'Zwei']) {
      await hr.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body });
    }
    expect((await lan.post(`/api/conversations/${conversation.id}/read`, { seq: 99 })).statusCode).toBe(204);
    expect((await hr.get(`/api/conversations/${conversation.id}`)).json()).toMatchObject({ otherSeenSeq: 2 });
    expect((await lan.get(`/api/conversations/${conversation.id}`)).json()).toMatchObject({
      mySeenSeq: 2,
      unreadCount: 0,
    });

    const off = await lan.request({
      method: 'PUT',
      url: '/api/privacy/settings',
      payload: { shareProfile: true, shareDocuments: true, showReadReceipts: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().showReadReceipts).toBe(false);
    expect((await hr.get(`/api/conversations/${conversation.id}`)).json().otherSeenSeq).toBeNull();
    expect((await lan.get(`/api/conversations/${conversation.id}`)).json().otherSeenSeq).toBeNull();
  });
});

describe('notifications', () => {
  it('in the app at once (one while unread); by e-mail only when still unread after 15 minutes, at most hourly', async () => {
    const w = await world();
    await t.db
      .update((await import('../../db/schema')).users)
      .set({ locale: 'de' })
      .where(eq((await import('../../db/schema')).users.id, w.candidate.id));
    const conversation = await f.createConversation(t.db, {
      companyId: w.company.id,
      candidateId: w.candidate.id,
      subject: 'Vorstellungsgespräch',
    });
    const hr = await signIn(t, w.employer);
    for (const body of ['Eins', 'Zwei']) {
      await hr.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body });
    }
    await vi.waitFor(async () => {
      const inApp = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, w.candidate.id), eq(notifications.type, 'message_received')));
      expect(inApp).toHaveLength(1);
      expect(inApp[0]!.data).toMatchObject({ conversationId: conversation.id, senderName: w.employer.name });
    });
    const deps = { db: t.db, mailer: t.app.mailer, config: t.app.config, log: t.app.log };
    const mailsTo = async (to: string) => (await t.db.select().from(mailOutbox)).filter((m) => m.to === to);
    expect(await sendUnreadMessageEmails(deps, new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(await sendUnreadMessageEmails(deps, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(w.candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Neue Nachricht von ${w.company.name}`);
    expect(mails[0]!.text).toContain('Vorstellungsgespräch');
    // Another unread message within the hour: no second mail; after the hour, one more.
    await hr.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'Drei' });
    await sendUnreadMessageEmails(deps, new Date(Date.now() + 30 * 60_000));
    expect(await mailsTo(w.candidate.email)).toHaveLength(1);
    await sendUnreadMessageEmails(deps, new Date(Date.now() + 80 * 60_000));
    expect(await mailsTo(w.candidate.email)).toHaveLength(2);
    const [notice] = await t.db
      .select()
      .from(conversationEmailNotices)
      .where(eq(conversationEmailNotices.userId, w.candidate.id));
    expect(notice!.emailedSeq).toBe(3);
    // Read in time: no mail (the team's members read nothing, the candidate wrote nothing).
    const tom = await f.createUser(t.db, { role: 'team_member', email: email('tm2') });
    await f.addCompanyMember(t.db, { companyId: w.company.id, userId: tom.id, role: 'member' });
    await (
      await signIn(t, w.candidate)
    ).post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'Ok' });
    await (await signIn(t, tom)).post(`/api/conversations/${conversation.id}/read`, { seq: 4 });
    await sendUnreadMessageEmails(deps, new Date(Date.now() + 200 * 60_000));
    expect(await mailsTo(tom.email)).toHaveLength(0);
    expect(await mailsTo(w.member.email)).toHaveLength(1);
  });

  it('the e-mail can be switched off', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const lan = await signIn(t, w.candidate);
    const off = await lan.request({
      method: 'PUT',
      url: '/api/notification-settings',
      payload: { preferences: [{ type: 'message_received', inApp: true, email: false }] },
    });
    expect(off.statusCode).toBe(200);
    await (
      await signIn(t, w.employer)
    ).post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'Hallo' });
    const deps = { db: t.db, mailer: t.app.mailer, config: t.app.config, log: t.app.log };
    await sendUnreadMessageEmails(deps, new Date(Date.now() + 20 * 60_000));
    expect((await t.db.select().from(mailOutbox)).filter((m) => m.to === w.candidate.email)).toHaveLength(0);
  });
});

describe('retention', () => {
  it('messages and their files go 2 years after they were sent; numbering goes on', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const lan = await signIn(t, w.candidate);
    const id = (
      await lan.request({
        method: 'POST',
        url: '/api/message-attachments',
        ...multipart({ bytes: media.pdf(), filename: 'a.pdf' }),
      })
    ).json().id;
    await lan.post(`/api/conversations/${conversation.id}/messages`, {
      clientId: uuid(),
      body: 'Alt',
      attachmentIds: [id],
    });
    await lan.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'Neu' });
    await t.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 2 * 366 * 86_400_000) })
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.seq, 1)));
    const result = await runRetention(jobDeps(t));
    expect(result.messages).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(left.map((m) => m.seq)).toEqual([2]);
    expect(await t.db.select().from(messageAttachments).where(eq(messageAttachments.id, id))).toHaveLength(0);
    const next = await lan.post(`/api/conversations/${conversation.id}/messages`, { clientId: uuid(), body: 'Weiter' });
    expect(next.json().seq).toBe(3);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row!.lastSeq).toBe(3);
  });
});
