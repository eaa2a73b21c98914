import { mergeFields, unknownMergeFields } from '@azubi/shared/admin/campaign-merge-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { emailCampaigns, mailOutbox, type users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { signIn } from '../../testing/sign-in';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendCampaignBatch } from './send-campaign-batch';

let t: TestApp;
let n = 0;
const stamp = Date.now().toString(36);
const email = (p = 'u') => `${p}${++n}-${stamp}@example.org`;
let admin: typeof users.$inferSelect;
let en: TestAgent;
let de: TestAgent;

const merged = {
  subjectEn: 'News for you, {{firstName|friend}}',
  subjectDe: 'Neues für dich, {{ firstName | Freundin oder Freund }}',
  bodyEn: 'Hi {{firstName|there}},\n\nyour account is in the name of {{name}}.',
  bodyDe: 'Hallo {{firstName|zusammen}},\n\ndein Konto läuft auf {{name}}.',
};
const input = (content: Partial<typeof merged>, filter: Record<string, unknown> = { country: 'QM' }) => ({
  name: `Merge ${++n}`,
  audience: 'azubis',
  filter,
  ...merged,
  ...content,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await f.createUser(t.db, { role: 'admin', email: email('admin'), name: 'Ada Lovelace King' });
  en = await signIn(t, admin, { lang: 'en' });
  de = await signIn(t, admin, { lang: 'de' });
}, 120_000);
afterAll(() => t.close());

describe('merge fields (issue 29)', () => {
  it('fills in a value, else the fallback, else nothing; leaves unknown fields to the check', () => {
    const values = { firstName: 'Mia', name: 'Maria Schmidt' };
    expect(mergeFields('Hi {{firstName|there}} ({{ name }})', values)).toBe('Hi Mia (Maria Schmidt)');
    expect(mergeFields('Hi {{firstName|there}}!', { firstName: null, name: null })).toBe('Hi there!');
    expect(mergeFields('Hi {{firstName}}!', { firstName: '  ', name: null })).toBe('Hi !');
    expect(unknownMergeFields('{{firstName}} {{vorname}} {{city|Berlin}} {{vorname}}')).toEqual(['vorname', 'city']);
    expect(unknownMergeFields('No fields, {single} braces')).toEqual([]);
  });

  it('refuses an unknown field at save, preview and test send, naming it in English and German', async () => {
    const bad = { bodyDe: 'Hallo {{vorname|zusammen}}!' };
    const saved = await en.post('/api/admin/campaigns', input(bad));
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.message).toBe('There is no merge field “vorname”. You can use firstName and name.');
    const savedDe = await de.post('/api/admin/campaigns', input({ subjectEn: 'Hi {{ city }}' }));
    expect(savedDe.statusCode).toBe(400);
    expect(savedDe.json().error.message).toBe(
      'Ein Platzhalterfeld „city“ gibt es nicht. Du kannst firstName und name verwenden.',
    );
    expect(await t.db.select().from(emailCampaigns)).toEqual([]);

    const created = await en.post('/api/admin/campaigns', input({}));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const updated = await de.request({ method: 'PUT', url: `/api/admin/campaigns/${id}`, payload: input(bad) });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error.message).toBe(
      'Ein Platzhalterfeld „vorname“ gibt es nicht. Du kannst firstName und name verwenden.',
    );
    const preview = await en.post('/api/admin/campaigns/preview', { ...merged, ...bad });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.message).toBe('There is no merge field “vorname”. You can use firstName and name.');

    // A campaign stored with an unknown field (before the check existed) is refused at test send and send.
    await t.db.insert(emailCampaigns).values({
      name: 'Old',
      audience: 'azubis',
      audienceFilter: { language: null, programs: [], country: 'QM', verified: 'any' },
      ...merged,
      bodyEn: 'Dear {{salutation}}',
      createdBy: admin.id,
    });
    const [old] = (await t.db.select().from(emailCampaigns)).filter((c) => c.name === 'Old');
    const test = await de.post(`/api/admin/campaigns/${old!.id}/test-send`, { locale: 'en' });
    expect(test.statusCode).toBe(400);
    expect(test.json().error.message).toBe(
      'Ein Platzhalterfeld „salutation“ gibt es nicht. Du kannst firstName und name verwenden.',
    );
    const send = await en.post(`/api/admin/campaigns/${old!.id}/send`, {});
    expect(send.statusCode).toBe(400);
    expect(send.json().error.message).toBe('There is no merge field “salutation”. You can use firstName and name.');
    expect((await t.db.select().from(mailOutbox)).filter((m) => m.to === admin.email)).toEqual([]);
  });

  it('shows the merged text in the preview and the test send (the admin is the recipient)', async () => {
    const preview = await en.post('/api/admin/campaigns/preview', merged);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().en.subject).toBe('News for you, Ada');
    expect(preview.json().en.text).toContain('Hi Ada,');
    expect(preview.json().de.html).toContain('Hallo Ada,');
    expect(preview.json().de.text).toContain('dein Konto läuft auf Ada Lovelace King.');

    const created = await en.post('/api/admin/campaigns', input({}));
    const { id } = created.json<{ id: string }>();
    const res = await en.post(`/api/admin/campaigns/${id}/test-send`, { locale: 'both' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await t.db.select().from(mailOutbox)).filter((m) => m.to === admin.email);
    expect(mail.map((m) => m.subject).sort()).toEqual(['[Test] Neues für dich, Ada', '[Test] News for you, Ada']);
    expect(mail.find((m) => m.locale === 'de')!.text).toContain('Hallo Ada,');
  });

  it('sends each recipient their name in their language, and the fallback when it is missing', async () => {
    const people = [
      await f.createCandidate(t.db, {
        user: { email: email('mia'), name: 'Maria Schmidt', calledName: 'Mia', locale: 'de' },
        profile: { country: 'QN' },
      }),
      await f.createCandidate(t.db, {
        user: { email: email('tran'), name: 'Tran Van Minh', locale: 'en' },
        profile: { country: 'QN' },
      }),
      await f.createCandidate(t.db, {
        user: { email: email('de'), name: ' ', locale: 'de' },
        profile: { country: 'QN' },
      }),
      await f.createCandidate(t.db, {
        user: { email: email('en'), name: '', locale: 'en' },
        profile: { country: 'QN' },
      }),
    ].map(({ user }) => user);
    const created = await en.post('/api/admin/campaigns', input({}, { country: 'QN' }));
    const { id } = created.json<{ id: string }>();
    expect((await en.post(`/api/admin/campaigns/${id}/send`, {})).statusCode).toBe(200);
    const sent: MailMessage[] = [];
    const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), close: async () => {} };
    await sendCampaignBatch({ db: t.db, config: t.config, mailer, log: t.app.log }, id, 10);
    const to = (user: { email: string }) => sent.find((m) => m.to === user.email)!;
    expect(to(people[0]!)).toMatchObject({ locale: 'de', subject: 'Neues für dich, Mia' });
    expect(to(people[0]!).text).toMatch(/Hallo Mia,\s+dein Konto läuft auf Maria Schmidt\./);
    expect(to(people[1]!)).toMatchObject({ locale: 'en', subject: 'News for you, Tran' });
    expect(to(people[1]!).text).toMatch(/Hi Tran,\s+your account is in the name of Tran Van Minh\./);
    expect(to(people[2]!)).toMatchObject({ subject: 'Neues für dich, Freundin oder Freund' });
    expect(to(people[2]!).text).toMatch(/Hallo zusammen,\s+dein Konto läuft auf \./);
    expect(to(people[3]!)).toMatchObject({ subject: 'News for you, friend' });
    expect(to(people[3]!).html).toContain('Hi there,');
  });
});
