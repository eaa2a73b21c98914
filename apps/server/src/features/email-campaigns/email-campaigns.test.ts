import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as f from '../../db/factories';
import type { users } from '../../db/schema';
import { analyticsEvents, campaignOptOuts, emailCampaignRecipients, emailCampaigns, mailOutbox } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runCampaignSweep, startDueCampaigns } from './campaign-sweep';
import { sendCampaignBatch } from './send-campaign-batch';

let t: TestApp;
let n = 0;
const stamp = Date.now().toString(36);
const email = (p = 'u') => `${p}${++n}-${stamp}@example.org`;

/** A mailer that keeps what it was given (headers included), as a transport would get it. */
function capture(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'outbox', sent, send: async (m) => void sent.push(m), close: async () => {} };
}

const sendDeps = (mailer: Mailer) => ({ db: t.db, config: t.config, mailer, log: t.app.log });

const content = {
  subjectEn: 'News from Azubi Connect',
  subjectDe: 'Neues von Azubi Connect',
  bodyEn: '# Hello\n\nRead **our** [blog](/blog).',
  bodyDe: '# Hallo\n\nLies **unseren** [Blog](/blog).',
};

const campaignInput = (filter: Record<string, unknown>, audience = 'azubis') => ({
  name: `Campaign ${++n}`,
  audience,
  filter,
  ...content,
});

let admin: typeof users.$inferSelect;
let adminAgent: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await f.createUser(t.db, { role: 'admin', email: email('admin'), name: 'Ada Admin' });
  adminAgent = await signIn(t, admin);
});
afterAll(() => t.close());

async function count(audience: string, filter: Record<string, unknown> = {}) {
  const res = await adminAgent.post('/api/admin/campaigns/audience-count', { audience, filter });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
}

async function create(input: Record<string, unknown>) {
  const res = await adminAgent.post('/api/admin/campaigns', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string };
}

describe('access', () => {
  it('is for admins only: moderators, candidates and employers 403 (en and de), signed out 401', async () => {
    const moderator = await f.createUser(t.db, { role: 'moderator', email: email('mod') });
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email('c') } });
    const { user: employer } = await f.createEmployer(t.db, { user: { email: email('hr') } });
    const res = await (await signIn(t, moderator)).get('/api/admin/campaigns');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only admins can run e-mail campaigns.');
    const de = await (await signIn(t, moderator, { lang: 'de' })).post('/api/admin/campaigns', campaignInput({}));
    expect(de.statusCode).toBe(403);
    expect(de.json().error.message).toBe('Nur Admins können E-Mail-Kampagnen verschicken.');
    expect((await (await signIn(t, candidate)).get('/api/admin/campaigns')).statusCode).toBe(403);
    expect(
      (await (await signIn(t, employer)).post('/api/admin/campaigns/audience-count', { audience: 'all' })).statusCode,
    ).toBe(403);
    expect((await new TestAgent(t.app).get('/api/admin/campaigns')).statusCode).toBe(401);
    expect(await t.db.select().from(emailCampaigns)).toEqual([]);
  });
});

describe('validation', () => {
  it('says what is wrong in English and German and changes nothing', async () => {
    const de = await signIn(t, admin, { lang: 'de' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...campaignInput({}), subjectEn: '  ' }, 'Please write a subject.', 'Bitte schreib einen Betreff.'],
      [
        { ...campaignInput({}), bodyDe: '' },
        'Please write the text of the e-mail.',
        'Bitte schreib den Text der E-Mail.',
      ],
      [
        { ...campaignInput({}), subjectDe: 'x'.repeat(201) },
        'The subject can be at most 200 characters long.',
        'Der Betreff darf höchstens 200 Zeichen lang sein.',
      ],
      [{ ...campaignInput({}), name: '' }, 'Please give the campaign a name.', 'Bitte gib der Kampagne einen Namen.'],
      [
        campaignInput({ country: 'Vietnam' }),
        'Please enter a country as a two-letter code, such as VN.',
        'Bitte gib ein Land als Code aus zwei Buchstaben ein, zum Beispiel VN.',
      ],
      [
        { ...campaignInput({}), audience: 'everyone' },
        'Please choose who gets the campaign.',
        'Bitte wähle, wer die Kampagne bekommt.',
      ],
    ];
    for (const [input, en, german] of cases) {
      const res = await adminAgent.post('/api/admin/campaigns', input);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(en);
      const resDe = await de.post('/api/admin/campaigns', input);
      expect(JSON.stringify(resDe.json())).toContain(german);
    }
    // A subject of exactly 200 characters is fine.
    await create({ ...campaignInput({ country: 'QA' }), subjectEn: 'x'.repeat(200) });
    expect(await t.db.select().from(emailCampaigns)).toHaveLength(1);
  });

  it('refuses a time in the past, an empty audience, and changes once sending started (en and de)', async () => {
    const de = await signIn(t, admin, { lang: 'de' });
    const empty = await create(campaignInput({ country: 'QB' }));
    const past = await adminAgent.post(`/api/admin/campaigns/${empty.id}/send`, {
      scheduledAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(JSON.stringify(past.json())).toContain('The time to send must be in the future.');
    const pastDe = await de.post(`/api/admin/campaigns/${empty.id}/send`, { scheduledAt: '2020-01-01T10:00:00Z' });
    expect(JSON.stringify(pastDe.json())).toContain('Der Zeitpunkt zum Senden muss in der Zukunft liegen.');
    const none = await adminAgent.post(`/api/admin/campaigns/${empty.id}/send`, { scheduledAt: null });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('Nobody is in this audience. Please widen it before sending.');
    const noneDe = await de.post(`/api/admin/campaigns/${empty.id}/send`, {});
    expect(noneDe.json().error.message).toBe('Niemand ist in dieser Zielgruppe. Bitte erweitere sie vor dem Senden.');
    const [row] = await t.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, empty.id));
    expect(row).toMatchObject({ status: 'draft', scheduledAt: null });

    await f.createCandidate(t.db, { user: { email: email('c') }, profile: { country: 'QC' } });
    const campaign = await create(campaignInput({ country: 'QC' }));
    expect((await adminAgent.post(`/api/admin/campaigns/${campaign.id}/send`, {})).json().status).toBe('sending');
    const edit = await adminAgent.request({
      method: 'PUT',
      url: `/api/admin/campaigns/${campaign.id}`,
      payload: { ...campaignInput({ country: 'QC' }), name: 'Changed' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('This campaign is already being sent or is finished and cannot be changed.');
    const editDe = await de.request({
      method: 'PUT',
      url: `/api/admin/campaigns/${campaign.id}`,
      payload: campaignInput({ country: 'QC' }),
    });
    expect(editDe.json().error.message).toBe(
      'Diese Kampagne wird schon gesendet oder ist beendet und kann nicht mehr geändert werden.',
    );
    const again = await de.post(`/api/admin/campaigns/${campaign.id}/send`, {});
    expect(again.statusCode).toBe(409);
    expect((await adminAgent.get(`/api/admin/campaigns/${campaign.id}`)).json().name).not.toBe('Changed');
    expect((await adminAgent.post(`/api/admin/campaigns/${campaign.id}/resume`, {})).json().error.message).toBe(
      'Only a paused campaign can be resumed.',
    );
  });
});

describe('the audience', () => {
  it('never counts test users, suspended accounts, unconfirmed addresses or people who unsubscribed', async () => {
    const filter = { country: 'QD' };
    await f.createCandidate(t.db, { user: { email: email('c') }, profile: { country: 'QD' } });
    expect(await count('azubis', filter)).toBe(1);
    await f.createCandidate(t.db, { user: { email: email('c'), isTest: true }, profile: { country: 'QD' } });
    await f.createCandidate(t.db, { user: { email: email('c'), banned: true }, profile: { country: 'QD' } });
    await f.createCandidate(t.db, { user: { email: email('c'), emailVerified: false }, profile: { country: 'QD' } });
    const { user: out } = await f.createCandidate(t.db, { user: { email: email('c') }, profile: { country: 'QD' } });
    expect(await count('azubis', filter)).toBe(2);
    await t.db.insert(campaignOptOuts).values({ userId: out.id });
    expect(await count('azubis', filter)).toBe(1);
    expect(await count('all', filter)).toBe(1);
    expect(await count('employers', filter)).toBe(0);
  });

  it('filters by role audience, language, programme, country and verification', async () => {
    const { user: de } = await f.createCandidate(t.db, {
      user: { email: email('c'), locale: 'de' },
      profile: { country: 'QE', programInterests: ['fsj'] },
    });
    await f.createCandidate(t.db, {
      user: { email: email('c') },
      profile: { country: 'QE', programInterests: ['ausbildung', 'bfd'], approvalStatus: 'pending' },
    });
    expect(await count('azubis', { country: 'qe' })).toBe(2);
    expect(await count('azubis', { country: 'QE', language: 'de' })).toBe(1);
    expect(await count('azubis', { country: 'QE', language: 'en' })).toBe(1);
    expect(await count('azubis', { country: 'QE', programs: ['fsj'] })).toBe(1);
    expect(await count('azubis', { country: 'QE', programs: ['bfd', 'fsj'] })).toBe(2);
    expect(await count('azubis', { country: 'QE', verified: 'verified' })).toBe(1);
    expect(await count('azubis', { country: 'QE', verified: 'unverified' })).toBe(1);
    expect(de.locale).toBe('de');

    // Employers: each role audience, counted as a difference (other tests add people too).
    const before = {
      all: await count('all'),
      employers: await count('employers'),
      trialing: await count('trialing_employers'),
      paying: await count('paying_employers'),
      verified: await count('employers', { verified: 'verified' }),
      azubis: await count('azubis'),
    };
    await f.createEmployer(t.db, { user: { email: email('hr') } });
    const { company: paying } = await f.createEmployer(t.db, {
      user: { email: email('hr') },
      company: { trial: false, verificationStatus: 'verified' },
    });
    await f.createSubscription(t.db, { companyId: paying.id, status: 'active' });
    await f.createEmployer(t.db, { user: { email: email('hr') }, company: { trial: false, isTest: true } });
    await f.createUser(t.db, { role: 'moderator', email: email('mod') });
    expect(await count('all')).toBe(before.all + 2);
    expect(await count('employers')).toBe(before.employers + 2);
    expect(await count('trialing_employers')).toBe(before.trialing + 1);
    expect(await count('paying_employers')).toBe(before.paying + 1);
    expect(await count('employers', { verified: 'verified' })).toBe(before.verified + 1);
    expect(await count('azubis')).toBe(before.azubis);
  });
});

describe('sending', () => {
  it('sends each person one copy in their language, across pause, resume and two workers at once', async () => {
    const people: (typeof users.$inferSelect)[] = [];
    for (let i = 0; i < 5; i++)
      people.push(
        (
          await f.createCandidate(t.db, {
            user: { email: email('r'), locale: i === 0 ? 'de' : 'en' },
            profile: { country: 'QF' },
          })
        ).user,
      );
    const campaign = await create(campaignInput({ country: 'QF' }));
    const started = await adminAgent.post(`/api/admin/campaigns/${campaign.id}/send`, {});
    expect(started.json()).toMatchObject({ status: 'sending', counts: { recipients: 5, pending: 5, sent: 0 } });

    const mailer = capture();
    // Two workers claim at the same time: together they send 4 different people.
    const [a, b] = await Promise.all([
      sendCampaignBatch(sendDeps(mailer), campaign.id, 2),
      sendCampaignBatch(sendDeps(mailer), campaign.id, 2),
    ]);
    expect(a.sent + b.sent).toBe(4);
    expect(new Set(mailer.sent.map((m) => m.to)).size).toBe(4);

    const paused = await adminAgent.post(`/api/admin/campaigns/${campaign.id}/pause`, {});
    expect(paused.json()).toMatchObject({ status: 'paused', counts: { sent: 4, pending: 1 } });
    expect(await sendCampaignBatch(sendDeps(mailer), campaign.id, 10)).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(4);
    expect((await adminAgent.post(`/api/admin/campaigns/${campaign.id}/pause`, {})).statusCode).toBe(409);

    await adminAgent.post(`/api/admin/campaigns/${campaign.id}/resume`, {});
    const [c, d] = await Promise.all([
      sendCampaignBatch(sendDeps(mailer), campaign.id, 10),
      sendCampaignBatch(sendDeps(mailer), campaign.id, 10),
    ]);
    expect(c.sent + d.sent).toBe(1);
    expect(await sendCampaignBatch(sendDeps(mailer), campaign.id, 10)).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());

    const german = mailer.sent.find((m) => m.to === people[0]!.email)!;
    expect(german).toMatchObject({ locale: 'de', subject: 'Neues von Azubi Connect' });
    expect(german.html).toContain('<strong>unseren</strong>');
    expect(german.html).toContain('href="https://azubi.test/blog"');
    const english = mailer.sent.find((m) => m.to === people[1]!.email)!;
    expect(english.subject).toBe('News from Azubi Connect');
    expect(english.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/azubi\.test\/api\/campaigns\/unsubscribe\?token=[^>]+>$/,
    );
    expect(english.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(english.text).toContain('https://azubi.test/api/campaigns/unsubscribe?token=');

    const done = (await adminAgent.get(`/api/admin/campaigns/${campaign.id}`)).json();
    expect(done).toMatchObject({ status: 'sent', counts: { recipients: 5, sent: 5, pending: 0, failed: 0 } });
    expect(done.sentAt).not.toBeNull();
    const list = (await adminAgent.get('/api/admin/campaigns')).json();
    expect(list.items.find((i: { id: string }) => i.id === campaign.id).counts.sent).toBe(5);
  });

  it('retries a failed send in a later batch and gives up after three attempts', async () => {
    await f.createCandidate(t.db, { user: { email: email('r') }, profile: { country: 'QG' } });
    const campaign = await create(campaignInput({ country: 'QG' }));
    await adminAgent.post(`/api/admin/campaigns/${campaign.id}/send`, {});
    const broken: Mailer = {
      kind: 'outbox',
      send: async () => {
        throw new Error('SMTP down');
      },
      close: async () => {},
    };
    expect(await sendCampaignBatch(sendDeps(broken), campaign.id, 5)).toEqual({ sent: 0, failed: 0 });
    expect(await sendCampaignBatch(sendDeps(broken), campaign.id, 5)).toEqual({ sent: 0, failed: 0 });
    expect(await sendCampaignBatch(sendDeps(broken), campaign.id, 5)).toEqual({ sent: 0, failed: 1 });
    const done = (await adminAgent.get(`/api/admin/campaigns/${campaign.id}`)).json();
    expect(done).toMatchObject({ status: 'sent', counts: { failed: 1, sent: 0 } });
  });

  it('never sends a row again whose claim went stale (a worker stopped mid-batch): it is marked failed', async () => {
    await f.createCandidate(t.db, { user: { email: email('r') }, profile: { country: 'QK' } });
    const campaign = await create(campaignInput({ country: 'QK' }));
    await adminAgent.post(`/api/admin/campaigns/${campaign.id}/send`, {});
    await t.db
      .update(emailCampaignRecipients)
      .set({ claimedAt: new Date(Date.now() - 20 * 60_000), attempts: 1 })
      .where(eq(emailCampaignRecipients.campaignId, campaign.id));
    const mailer = capture();
    expect(await sendCampaignBatch(sendDeps(mailer), campaign.id, 10)).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toEqual([]);
    const [row] = await t.db
      .select()
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, campaign.id));
    expect(row).toMatchObject({ status: 'failed', error: 'interrupted: not sent again' });
    expect((await adminAgent.get(`/api/admin/campaigns/${campaign.id}`)).json()).toMatchObject({
      status: 'sent',
      counts: { failed: 1, sent: 0 },
    });
  });

  it('starts a scheduled campaign when its time comes (the sweep), and cancels', async () => {
    await f.createCandidate(t.db, { user: { email: email('r') }, profile: { country: 'QH' } });
    const campaign = await create(campaignInput({ country: 'QH' }));
    const at = new Date(Date.now() + 3600_000);
    const res = await adminAgent.post(`/api/admin/campaigns/${campaign.id}/send`, { scheduledAt: at.toISOString() });
    expect(res.json()).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString(), counts: { recipients: 0 } });
    expect(await startDueCampaigns(t.db, new Date())).toBe(0);
    const mailer = capture();
    const result = await runCampaignSweep(sendDeps(mailer), {
      batchSize: 10,
      intervalSeconds: 0,
      budgetMs: 5000,
      now: () => new Date(at.getTime() + 1000),
    });
    expect(result.started).toBe(1);
    expect(mailer.sent.some((m) => m.subject === 'News from Azubi Connect')).toBe(true);
    expect((await adminAgent.get(`/api/admin/campaigns/${campaign.id}`)).json().status).toBe('sent');

    const other = await create(campaignInput({ country: 'QH' }));
    expect((await adminAgent.post(`/api/admin/campaigns/${other.id}/cancel`, {})).json().status).toBe('canceled');
    expect((await adminAgent.post(`/api/admin/campaigns/${other.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('test-sends to the admin in one or both languages, previews both, and audits every action', async () => {
    await f.createCandidate(t.db, { user: { email: email('r') }, profile: { country: 'QI' } });
    const campaign = await create(campaignInput({ country: 'QI' }));
    const res = await adminAgent.post(`/api/admin/campaigns/${campaign.id}/test-send`, { locale: 'both' });
    expect(res.json().message).toBe(`Test e-mail sent to ${admin.email}`);
    const de = await (
      await signIn(t, admin, { lang: 'de' })
    ).post(`/api/admin/campaigns/${campaign.id}/test-send`, {
      locale: 'de',
    });
    expect(de.json().message).toBe(`Test-E-Mail an ${admin.email} gesendet`);
    const bad = await adminAgent.post(`/api/admin/campaigns/${campaign.id}/test-send`, { locale: 'fr' });
    expect(JSON.stringify(bad.json())).toContain('Please choose a language.');
    const mail = (await t.db.select().from(mailOutbox)).filter((m) => m.to === admin.email);
    expect(mail.map((m) => m.subject).sort()).toEqual([
      '[Test] Neues von Azubi Connect',
      '[Test] Neues von Azubi Connect',
      '[Test] News from Azubi Connect',
    ]);

    const preview = await adminAgent.post('/api/admin/campaigns/preview', {
      ...content,
      bodyEn: 'Hi <script>alert(1)</script> **bold**',
    });
    expect(preview.json().en.html).toContain('<strong>bold</strong>');
    expect(preview.json().en.html).not.toContain('<script>');
    expect(preview.json().de.subject).toBe('Neues von Azubi Connect');
    expect(preview.json().de.html).toContain('Keine solchen E-Mails mehr bekommen');

    await adminAgent.post(`/api/admin/campaigns/${campaign.id}/send`, {});
    await adminAgent.post(`/api/admin/campaigns/${campaign.id}/pause`, {});
    await adminAgent.post(`/api/admin/campaigns/${campaign.id}/resume`, {});
    await adminAgent.post(`/api/admin/campaigns/${campaign.id}/cancel`, {});
    const audit = (
      await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.event, 'admin_campaign_action'))
    ).filter((e) => e.metadata?.resource_id === campaign.id);
    expect(audit.map((e) => [e.metadata?.action, e.metadata?.by])).toEqual([
      ['created', admin.id],
      ['test_sent', admin.id],
      ['test_sent', admin.id],
      ['sent', admin.id],
      ['paused', admin.id],
      ['resumed', admin.id],
      ['canceled', admin.id],
    ]);
  });
});

describe('one-click unsubscribe', () => {
  it('works without a session or CSRF token, at once, and is counted; a GET changes nothing', async () => {
    const { user: first } = await f.createCandidate(t.db, {
      user: { email: email('r'), locale: 'de' },
      profile: { country: 'QJ' },
    });
    const { user: second } = await f.createCandidate(t.db, { user: { email: email('r') }, profile: { country: 'QJ' } });
    const campaign = await create(campaignInput({ country: 'QJ' }));
    await adminAgent.post(`/api/admin/campaigns/${campaign.id}/send`, {});
    const mailer = capture();
    await sendCampaignBatch(sendDeps(mailer), campaign.id, 1);
    const mail = mailer.sent[0]!;
    const url = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1));
    const path = `${url.pathname}${url.search}`;
    const receiver = mail.to === first.email ? first : second;
    const other = receiver === first ? second : first;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(receiver.locale === 'de' ? 'Abbestellen' : 'Unsubscribe');
    expect(await t.db.select().from(campaignOptOuts).where(eq(campaignOptOuts.userId, receiver.id))).toEqual([]);

    // As a mail client sends it: a form post, no cookie, no CSRF token.
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(receiver.locale === 'de' ? 'Du bist abgemeldet.' : 'You are unsubscribed.');
    const [optOut] = await t.db.select().from(campaignOptOuts).where(eq(campaignOptOuts.userId, receiver.id));
    expect(optOut?.campaignId).toBe(campaign.id);
    expect(await count('azubis', { country: 'QJ' })).toBe(1);

    // The other person unsubscribes (through a link of their own) before their batch: nothing is sent.
    const { campaignUnsubscribeToken } = await import('./unsubscribe-token');
    const token = campaignUnsubscribeToken(t.config.authSecret, { campaignId: campaign.id, userId: other.id });
    const post = await t.app.inject({ method: 'POST', url: `/api/campaigns/unsubscribe?token=${token}` });
    expect(post.statusCode, post.body).toBe(200);
    expect(await sendCampaignBatch(sendDeps(mailer), campaign.id, 10)).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
    const detail = (await adminAgent.get(`/api/admin/campaigns/${campaign.id}`)).json();
    expect(detail).toMatchObject({ status: 'sent', counts: { sent: 1, unsubscribed: 2 } });
    const rows = await t.db
      .select()
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, campaign.id));
    expect(rows.map((r) => r.userId)).toEqual([receiver.id]);

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/unsubscribe?token=${campaign.id}.${other.id}.forged`,
      headers: { 'accept-language': 'de' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Dieser Abmeldelink ist ungültig.');
  });
});

describe('the sending job', () => {
  it('is queued at once when a campaign starts sending or resumes, not when it is scheduled', async () => {
    const send = vi.fn(async () => 'job-id');
    const own = await createTestApp({
      register: (app) => {
        app.jobQueue = { send };
      },
    });
    try {
      const boss = await f.createUser(own.db, { role: 'admin', email: email('admin') });
      await f.createCandidate(own.db, { user: { email: email('r') }, profile: { country: 'QL' } });
      const agent = new TestAgent(own.app);
      await agent.post('/api/auth/sign-in', { email: boss.email, password: f.DEFAULT_PASSWORD });
      const created = await agent.post('/api/admin/campaigns', campaignInput({ country: 'QL' }));
      const id = created.json().id as string;
      await agent.post(`/api/admin/campaigns/${id}/send`, {
        scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
      });
      expect(send).not.toHaveBeenCalled();
      await agent.post(`/api/admin/campaigns/${id}/send`, {});
      expect(send).toHaveBeenCalledWith('email-campaigns', {});
      await agent.post(`/api/admin/campaigns/${id}/pause`, {});
      await agent.post(`/api/admin/campaigns/${id}/resume`, {});
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      await own.close();
    }
  });
});
