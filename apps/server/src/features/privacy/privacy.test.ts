import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import * as schema from '../../db/schema';
import { analyticsEvents, files, messages, users } from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { whileFailing } from '../../testing/failing-writes';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { EXPORT_PLAN } from './export-plan';

let t: TestApp;
let n = 0;
const email = () => `privacy${++n}-${Date.now().toString(36)}@example.org`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every table's columns that refer to users.id, by the schema's foreign keys. */
function userReferences(): Map<PgTable, PgColumn[]> {
  const found = new Map<PgTable, PgColumn[]>();
  for (const table of TABLES) {
    const columns = getTableConfig(table)
      .foreignKeys.map((fk) => fk.reference())
      .filter((ref) => getTableName(ref.foreignTable) === 'users' && ref.foreignColumns[0]?.name === 'id')
      .flatMap((ref) => ref.columns);
    if (table === users) columns.push(users.id);
    if (columns.length) found.set(table, columns);
  }
  return found;
}

/**
 * A candidate with something in every corner: profile, photo, certificate, audio, an application
 * with its history, a conversation with messages both ways, an interview, a save with private
 * notes, a notification, a preference, a training search profile, a review, audit events.
 */
async function busyCandidate() {
  // Unique name and phone, so that the search for them after deletion finds only this candidate's.
  const name = `Zainab Qureshi ${crypto.randomUUID().slice(0, 8)}`;
  const phone = `+212 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { user } = await f.createCandidate(t.db, {
    user: { email: email(), name },
    profile: { phone, shareDocuments: true },
  });
  const agent = await signIn(t, user);
  const post = async (url: string, bytes: Buffer, filename: string) => {
    const res = await agent.request({ method: 'POST', url, ...multipart({ bytes, filename }) });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  await post('/api/profile/photo', media.png(), 'zainab.png');
  await post('/api/profile/documents?type=german_certificate&certificateType=goethe&level=B2', media.pdf(), 'b2.pdf');
  await post('/api/profile/audio?consent=true', media.webmOpus(40), 'intro.webm');

  const { user: employer, company } = await f.createEmployer(t.db, {
    user: { email: email() },
    company: { name: 'Klinikum <Nord>' },
  });
  const listing = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Pflegefachfrau' });
  const application = await f.createApplication(t.db, {
    listingId: listing.id,
    candidateId: user.id,
    status: 'reviewing',
    changedBy: employer.id,
  });
  const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: user.id });
  await f.createMessage(t.db, { conversationId: conversation.id, senderId: user.id, body: 'Hallo!' });
  const fromEmployer = await f.createMessage(t.db, {
    conversationId: conversation.id,
    senderId: employer.id,
    body: `Willkommen, ${name}`,
  });
  await f.createInterview(t.db, { companyId: company.id, candidateId: user.id, scheduledBy: employer.id });
  await f.createSavedCandidate(t.db, {
    companyId: company.id,
    candidateId: user.id,
    savedBy: employer.id,
    notes: 'Private: strong candidate',
  });
  await f.createNotification(t.db, { userId: user.id, type: 'application_status_changed', data: { status: 'x' } });
  // Someone else's notification that names the candidate, as the application notice does.
  await f.createNotification(t.db, {
    userId: employer.id,
    type: 'application_received',
    data: { candidateName: name, applicationId: application.id, listingTitle: listing.title },
  });
  await t.db.insert(schema.notificationPreferences).values({ userId: user.id, type: 'match_found', email: false });
  await f.createTrainingSearchProfile(t.db, { candidateId: user.id });
  await f.createReview(t.db, { companyId: company.id, authorId: user.id });
  // The employer opens the certificate: an audit event naming the candidate's file.
  const employerAgent = await signIn(t, employer);
  const profile = (await agent.get('/api/profile')).json();
  expect((await employerAgent.get(profile.language.germanCertificate.url)).statusCode).toBe(200);
  // Another candidate's application to the same listing (must not be exported or touched).
  const { user: other } = await f.createCandidate(t.db, { user: { email: email() } });
  const otherApplication = await f.createApplication(t.db, { listingId: listing.id, candidateId: other.id });
  return { user, name, phone, agent, employer, company, listing, application, fromEmployer, otherApplication };
}

describe('privacy settings', () => {
  it('the candidate reads and changes the sharing flags; bad input changes nothing', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    const agent = await signIn(t, user, { lang: 'de' });
    expect((await agent.get('/api/privacy/settings')).json()).toEqual({
      shareProfile: true,
      shareDocuments: false,
      showReadReceipts: true,
    });
    const res = await agent.request({
      method: 'PUT',
      url: '/api/privacy/settings',
      payload: { shareProfile: false, shareDocuments: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      shareProfile: false,
      shareDocuments: true,
      showReadReceipts: true,
      message: 'Datenschutzeinstellungen gespeichert',
    });
    const bad = await agent.request({ method: 'PUT', url: '/api/privacy/settings', payload: { shareProfile: 'ja' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.shareDocuments).toBe('Dieses Feld ist erforderlich');
    expect((await agent.get('/api/privacy/settings')).json()).toEqual({
      shareProfile: false,
      shareDocuments: true,
      showReadReceipts: true,
    });
    // The profile says the same.
    expect((await agent.get('/api/profile')).json().privacy).toEqual({ shareProfile: false, shareDocuments: true });
  });

  it('an unexpected failure says "Failed to update privacy settings" and changes nothing', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    await whileFailing(t.db, 'candidate_profiles', 'UPDATE', async () => {
      for (const lang of ['en', 'de'] as const) {
        const agent = await signIn(t, user, { lang });
        const res = await agent.request({
          method: 'PUT',
          url: '/api/privacy/settings',
          payload: { shareProfile: false, shareDocuments: true },
        });
        expect(res.statusCode).toBe(500);
        expect(res.json().error.message).toBe(
          lang === 'en'
            ? 'Failed to update privacy settings'
            : 'Datenschutzeinstellungen konnten nicht gespeichert werden',
        );
      }
    });
    const agent = await signIn(t, user);
    expect((await agent.get('/api/privacy/settings')).json()).toEqual({
      shareProfile: true,
      shareDocuments: false,
      showReadReceipts: true,
    });
  });
});

describe('data export', () => {
  it('the export plan covers every table that refers to users, on every such column', () => {
    const planned = new Map(EXPORT_PLAN.map((entry) => [entry.table, entry]));
    const missing: string[] = [];
    for (const [table, columns] of userReferences()) {
      const entry = planned.get(table);
      if (!entry) {
        missing.push(getTableName(table));
        continue;
      }
      for (const column of columns)
        if (!entry.userColumns.includes(column)) missing.push(`${getTableName(table)}.${column.name}`);
    }
    expect(missing).toEqual([]);
    // And the walk itself finds what it should (a sanity check of the test).
    expect(userReferences().size).toBeGreaterThan(20);
  });

  it('a zip with README, JSON per table and the files, only the user’s own rows, no secrets', async () => {
    const { user, name, phone, agent, application, otherApplication, fromEmployer } = await busyCandidate();
    const started = performance.now();
    const res = await agent.get('/api/privacy/export');
    const ms = Math.round(performance.now() - started);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('attachment; filename="azubi-connect-export.zip"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const json = (table: string) => JSON.parse(strFromU8(zip[`data/${table}.json`]!)) as Record<string, unknown>[];

    expect(strFromU8(zip['README.txt']!)).toContain(`Azubi Connect – data export for ${user.email}`);
    // Readable beside the ids (issue 28): listing titles and company names, as JSON and as a page.
    const summary = JSON.parse(strFromU8(zip['summary.json']!)) as {
      applications: { id: string; listingTitle: string; companyName: string }[];
      conversations: { companyName: string }[];
    };
    expect(summary.applications).toMatchObject([
      { id: application.id, listingTitle: 'Ausbildung Pflegefachfrau', companyName: 'Klinikum <Nord>' },
    ]);
    expect(summary.conversations).toMatchObject([{ companyName: 'Klinikum <Nord>' }]);
    const html = strFromU8(zip['summary.html']!);
    expect(html).toContain('<td>Ausbildung Pflegefachfrau</td><td>Klinikum &lt;Nord&gt;</td><td>reviewing</td>');
    expect(html).not.toContain('Klinikum <Nord>');
    for (const entry of EXPORT_PLAN) expect(zip[`data/${getTableName(entry.table)}.json`]).toBeDefined();
    expect(zip['data/verifications.json']).toBeDefined();
    expect(zip['data/mail_outbox.json']).toBeDefined();

    expect(json('users')).toMatchObject([{ id: user.id, email: user.email, name }]);
    expect(json('candidate_profiles')).toMatchObject([{ userId: user.id, phone }]);
    expect(json('applications').map((r) => r.id)).toEqual([application.id]);
    expect(json('applications').map((r) => r.id)).not.toContain(otherApplication.id);
    expect(json('application_status_history')).toHaveLength(2);
    expect(json('messages').map((m) => m.id)).toContain(fromEmployer.id);
    expect(json('messages')).toHaveLength(2);
    expect(json('interviews')).toHaveLength(1);
    expect(json('saved_candidates')).toHaveLength(1);
    expect(json('saved_candidates')[0]).not.toHaveProperty('notes');
    expect(json('notifications').map((r) => r.userId)).toEqual(expect.arrayContaining([user.id]));
    expect(json('notifications').every((r) => r.userId === user.id)).toBe(true);
    expect(json('notification_preferences')).toHaveLength(1);
    expect(json('training_search_profiles')).toHaveLength(1);
    expect(json('reviews')).toHaveLength(1);
    expect(json('audio_introductions')).toHaveLength(1);
    expect(json('analytics_events').length).toBeGreaterThanOrEqual(1);
    // Secrets stay out.
    expect(json('accounts')[0]).not.toHaveProperty('password');
    expect(json('sessions')[0]).not.toHaveProperty('token');
    for (const row of json('files')) expect(row).not.toHaveProperty('storageKey');

    // Every file the user owns, byte for byte.
    const owned = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(owned.map((file) => file.kind).sort()).toEqual(['audio_intro', 'avatar', 'german_certificate']);
    const fileEntries = Object.keys(zip).filter((name) => name.startsWith('files/'));
    expect(fileEntries).toHaveLength(3);
    for (const file of owned) {
      const name = fileEntries.find((entry) => entry.startsWith(`files/${file.id}-`));
      expect(name, file.kind).toBeDefined();
      const onDisk = readFileSync(path.join(t.config.filesDir, file.storageKey));
      expect(Buffer.from(zip[name!]!).equals(onDisk)).toBe(true);
    }
    console.info(`[privacy] export of a busy candidate: ${ms} ms, ${res.rawPayload.length} bytes`);
  });

  it('leaves out every secret: reset and verification tokens, links that carry them, session ids and tokens', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email(), emailVerified: false } });
    const agent = await signIn(t, user);
    expect((await new TestAgent(t.app).post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    expect((await agent.post('/api/auth/resend-verification', { email: user.email })).statusCode).toBe(200);
    // Both mails go out just after their answers.
    await expect
      .poll(
        async () => (await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, user.email))).length,
      )
      .toBe(2);
    const tokens = await t.db.select().from(schema.verifications);
    const secrets = [
      ...tokens
        .filter((row) => row.identifier.includes(':') || row.value === user.id)
        .flatMap((row) => [row.identifier.split(':').slice(1).join(':'), row.value])
        .filter((value) => value && value !== user.id),
      ...(await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id))).flatMap((row) => [
        row.id,
        row.token,
      ]),
    ];
    const mail = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, user.email));
    const linkTokens = mail.flatMap((m) => [...m.text.matchAll(/[?&]token=([^\s"&<]+)/g)].map((match) => match[1]!));
    expect(linkTokens.length).toBeGreaterThanOrEqual(2);
    secrets.push(...linkTokens);
    expect(secrets.length).toBeGreaterThanOrEqual(4);

    const zip = unzipSync(new Uint8Array((await agent.get('/api/privacy/export')).rawPayload));
    const everything = Object.values(zip)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // What the tokens were for, and the mail itself, are still there.
    const verificationRows = JSON.parse(strFromU8(zip['data/verifications.json']!)) as { purpose: string }[];
    expect(verificationRows.map((row) => row.purpose)).toContain('reset-password');
    expect(everything).toContain('token=[redacted]');
  });

  it('an employer’s export has their company membership and listings, and nothing of the candidates’ private data', async () => {
    const { employer, company } = await busyCandidate();
    const agent = await signIn(t, employer);
    const zip = unzipSync(new Uint8Array((await agent.get('/api/privacy/export')).rawPayload));
    const json = (table: string) => JSON.parse(strFromU8(zip[`data/${table}.json`]!)) as Record<string, unknown>[];
    expect(json('company_members')).toMatchObject([{ companyId: company.id, userId: employer.id }]);
    expect(json('saved_candidates')).toHaveLength(1);
    expect(json('saved_candidates')[0]).not.toHaveProperty('notes');
    expect(json('candidate_profiles')).toEqual([]);
  });

  it('an unexpected failure says "Failed to export data"', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    await t.db.execute(sql`alter table notification_preferences rename to notification_preferences_away`);
    try {
      for (const lang of ['en', 'de'] as const) {
        const res = await (await signIn(t, user, { lang })).get('/api/privacy/export');
        expect(res.statusCode).toBe(500);
        expect(res.json().error.message).toBe(
          lang === 'en' ? 'Failed to export data' : 'Daten konnten nicht exportiert werden',
        );
      }
    } finally {
      await t.db.execute(sql`alter table notification_preferences_away rename to notification_preferences`);
    }
  });
});

describe('account deletion', () => {
  it('every foreign key to users says what happens when the user goes (cascade or set null)', () => {
    const blocking: string[] = [];
    for (const table of TABLES) {
      for (const fk of getTableConfig(table).foreignKeys) {
        const ref = fk.reference();
        if (getTableName(ref.foreignTable) !== 'users') continue;
        if (fk.onDelete !== 'cascade' && fk.onDelete !== 'set null')
          blocking.push(
            `${getTableName(table)}.${ref.columns.map((c) => c.name).join(',')}: ${fk.onDelete ?? 'no action'}`,
          );
      }
    }
    expect(blocking).toEqual([]);
  });

  it('a moderator who reviewed profiles and reports can leave; the decisions stay without them', async () => {
    const moderator = await f.createUser(t.db, { role: 'moderator', email: email() });
    const { user: candidate } = await f.createCandidate(t.db, {
      user: { email: email() },
      profile: { reviewedBy: moderator.id },
    });
    const [report] = await t.db
      .insert(schema.audioReports)
      .values({
        candidateId: candidate.id,
        reason: 'spam',
        status: 'dismissed',
        resolvedBy: moderator.id,
        dueAt: new Date(),
      })
      .returning();
    const res = await (
      await signIn(t, moderator)
    ).request({
      method: 'DELETE',
      url: '/api/privacy/account',
      payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [profile] = await t.db
      .select()
      .from(schema.candidateProfiles)
      .where(eq(schema.candidateProfiles.userId, candidate.id));
    expect(profile).toMatchObject({ approvalStatus: 'approved', reviewedBy: null });
    const [kept] = await t.db.select().from(schema.audioReports).where(eq(schema.audioReports.id, report!.id));
    expect(kept).toMatchObject({ status: 'dismissed', resolvedBy: null });
  });

  it('needs the word DELETE and the right password; a refusal deletes nothing', async () => {
    const { user } = await f.createCandidate(t.db, { user: { email: email() } });
    for (const lang of ['en', 'de'] as const) {
      const agent = await signIn(t, user, { lang });
      const noConfirm = await agent.request({
        method: 'DELETE',
        url: '/api/privacy/account',
        payload: { confirm: 'delete', password: f.DEFAULT_PASSWORD },
      });
      expect(noConfirm.statusCode).toBe(400);
      expect(noConfirm.json().error.fields.confirm).toBe(
        lang === 'en' ? 'Please type DELETE to confirm' : 'Bitte gib zur Bestätigung DELETE ein',
      );
      const wrong = await agent.request({
        method: 'DELETE',
        url: '/api/privacy/account',
        payload: { confirm: 'DELETE', password: 'Wrong1Password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(
        lang === 'en' ? 'The password is not correct' : 'Das Passwort ist nicht korrekt',
      );
      expect((await agent.get('/api/me')).statusCode).toBe(200);
    }
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('removes personal data and files, ends every session, and leaves no row pointing at the user', async () => {
    const { user, name, phone, agent, employer, listing, otherApplication, fromEmployer } = await busyCandidate();
    const otherDevice = await signIn(t, user);
    const owned = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    const ownEvents = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, user.id));
    expect(ownEvents.length).toBeGreaterThan(0);

    const res = await agent.request({
      method: 'DELETE',
      url: '/api/privacy/account',
      payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your account and your data have been deleted.');

    // Sessions ended: this browser and any other.
    expect((await agent.get('/api/me')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/me')).statusCode).toBe(401);

    // Files gone from disk.
    for (const file of owned) expect(existsSync(path.join(t.config.filesDir, file.storageKey))).toBe(false);

    // No column that refers to users holds the id any more.
    for (const [table, columns] of userReferences()) {
      for (const column of columns) {
        const rows = await t.db.select().from(table).where(eq(column, user.id));
        expect(rows, `${getTableName(table)}.${column.name}`).toEqual([]);
      }
    }
    // And nothing anywhere holds the id, e-mail, name or phone number, except what the company
    // itself wrote in the conversation it keeps (its own record, issue 28).
    for (const table of TABLES) {
      const rows = (await t.db.select().from(table)) as Record<string, unknown>[];
      const others = table === messages ? rows.filter((row) => row.id !== fromEmployer.id) : rows;
      const text = JSON.stringify(others).toLowerCase();
      for (const value of [user.id, user.email.toLowerCase(), name.toLowerCase(), phone])
        expect(text.includes(value), `${getTableName(table)} contains ${value}`).toBe(false);
    }

    // What the law keeps is kept, anonymised: the audit events remain without the user.
    const kept = await t.db
      .select()
      .from(analyticsEvents)
      .where(
        inArray(
          analyticsEvents.id,
          ownEvents.map((e) => e.id),
        ),
      );
    expect(kept).toHaveLength(ownEvents.length);
    for (const event of kept) expect(event).toMatchObject({ userId: null, ipAddress: null, userAgent: null });
    // The old password opens nothing (checked last: a failed sign-in counts the address it tried).
    const again = await new TestAgent(t.app).post('/api/auth/sign-in', {
      email: user.email,
      password: f.DEFAULT_PASSWORD,
    });
    expect(again.statusCode).toBe(401);
    // Others keep what is theirs: the listing, the other candidate's application, the employer.
    expect(await t.db.select().from(schema.listings).where(eq(schema.listings.id, listing.id))).toHaveLength(1);
    expect(
      await t.db.select().from(schema.applications).where(eq(schema.applications.id, otherApplication.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, employer.id))).toHaveLength(1);
    // The company keeps the conversation, without the candidate (issue 28): "Deleted user", read-only.
    expect(await t.db.select().from(messages).where(eq(messages.id, fromEmployer.id))).toHaveLength(1);
    for (const lang of ['en', 'de'] as const) {
      // Names in a conversation follow the reader's account language.
      await t.db.update(users).set({ locale: lang }).where(eq(users.id, employer.id));
      const company = await signIn(t, employer, { lang });
      const list = (await company.get('/api/conversations')).json().items;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        candidate: { id: null, name: lang === 'en' ? 'Deleted user' : 'Gelöschte Person', photoUrl: null },
        canWrite: false,
      });
      const opened = await company.get(`/api/conversations/${list[0].id}`);
      expect(opened.statusCode, opened.body).toBe(200);
      const page = (await company.get(`/api/conversations/${list[0].id}/messages`)).json();
      expect(page.items.map((m: { sender: { name: string } }) => m.sender.name)).toContain(
        lang === 'en' ? 'Deleted user' : 'Gelöschte Person',
      );
      const write = await company.post(`/api/conversations/${list[0].id}/messages`, {
        clientId: crypto.randomUUID(),
        body: 'Are you still there?',
      });
      expect(write.statusCode).toBe(403);
      expect(write.json().error.message).toBe(
        lang === 'en'
          ? 'This person deleted their account. You can read the conversation but no longer write to them.'
          : 'Diese Person hat ihr Konto gelöscht. Du kannst die Unterhaltung lesen, ihr aber nicht mehr schreiben.',
      );
    }
  });

  it('others’ notifications and mail are found by id: kept without the name, strangers’ rows untouched', async () => {
    // A candidate whose name is also a listing title and a word in other people's mail.
    const name = `Pflegefachkraft ${crypto.randomUUID().slice(0, 6)}`;
    const { user } = await f.createCandidate(t.db, { user: { email: email(), name } });
    const { user: employer, company } = await f.createEmployer(t.db, { user: { email: email() } });
    const listing = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Pflege' });
    const agent = await signIn(t, user);
    expect((await agent.post(`/api/listings/${listing.id}/applications`, {})).statusCode).toBe(201);
    // A stranger's notification and mail that merely contain the same words.
    const { user: stranger } = await f.createCandidate(t.db, { user: { email: email() } });
    const strangerNotice = await f.createNotification(t.db, {
      userId: stranger.id,
      type: 'application_status_changed',
      data: { listingTitle: name, status: 'shortlisted' },
    });
    await t.db.insert(schema.mailOutbox).values({
      to: stranger.email,
      subject: `Neu: ${name}`,
      text: `Eine Stelle als ${name} wartet auf dich.`,
      html: null,
      locale: 'de',
    });

    const res = await agent.request({
      method: 'DELETE',
      url: '/api/privacy/account',
      payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);

    const [kept] = await t.db.select().from(schema.notifications).where(eq(schema.notifications.id, strangerNotice.id));
    expect(kept?.data).toEqual({ listingTitle: name, status: 'shortlisted' });
    const strangerMail = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, stranger.email));
    expect(strangerMail.map((m) => m.text)).toEqual([`Eine Stelle als ${name} wartet auf dich.`]);
    // The employer still has the notice and the mail, without the applicant's name.
    const notices = await t.db.select().from(schema.notifications).where(eq(schema.notifications.userId, employer.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toEqual({ listingTitle: 'Ausbildung Pflege', applicationId: expect.any(String) });
    const employerMail = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, employer.email));
    expect(employerMail).toHaveLength(1);
    expect(employerMail[0]!.text).not.toContain(name);
    expect(employerMail[0]!.text).toContain('[deleted user]');
    expect(employerMail[0]!.mentions).toEqual([]);
  });

  it('the last admin of a team with members must first make someone else admin; the refusal says so and deletes nothing', async () => {
    const { user: owner, company } = await f.createEmployer(t.db, {
      user: { email: email() },
      company: { name: 'Pflegedienst Abendrot' },
    });
    const member = await f.createUser(t.db, { role: 'team_member', email: email() });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
    for (const [lang, message] of [
      [
        'en',
        'You are the last admin of Pflegedienst Abendrot. Make another team member admin first, then delete your account.',
      ],
      [
        'de',
        'Du bist die letzte Admin-Person von Pflegedienst Abendrot. Mach zuerst ein anderes Teammitglied zur Admin-Person und lösche dann dein Konto.',
      ],
    ] as const) {
      const res = await (
        await signIn(t, owner, { lang })
      ).request({
        method: 'DELETE',
        url: '/api/privacy/account',
        payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
    expect(await t.db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);
    // With a second admin, the owner may go; the company stays with its team.
    await t.db.update(schema.companyMembers).set({ role: 'admin' }).where(eq(schema.companyMembers.userId, member.id));
    const res = await (
      await signIn(t, owner)
    ).request({
      method: 'DELETE',
      url: '/api/privacy/account',
      payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(schema.companies).where(eq(schema.companies.id, company.id))).toHaveLength(1);
  });

  it('the last member leaves: the listings close, candidates with open applications are told, the company goes', async () => {
    const { user: owner, company } = await f.createEmployer(t.db, {
      user: { email: email() },
      company: { name: 'Bäckerei Morgenrot' },
    });
    const listing = await f.createListing(t.db, { companyId: company.id, title: 'Ausbildung Bäcker' });
    const { user: open } = await f.createCandidate(t.db, { user: { email: email(), locale: 'de' } });
    const { user: decided } = await f.createCandidate(t.db, { user: { email: email() } });
    await f.createApplication(t.db, { listingId: listing.id, candidateId: open.id, status: 'shortlisted' });
    await f.createApplication(t.db, { listingId: listing.id, candidateId: decided.id, status: 'rejected' });

    const res = await (
      await signIn(t, owner)
    ).request({
      method: 'DELETE',
      url: '/api/privacy/account',
      payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(schema.companies).where(eq(schema.companies.id, company.id))).toEqual([]);
    expect(await t.db.select().from(schema.listings).where(eq(schema.listings.id, listing.id))).toEqual([]);
    const told = await t.db.select().from(schema.notifications).where(eq(schema.notifications.userId, open.id));
    expect(told.map((n) => [n.type, n.data])).toEqual([
      [
        'application_status_changed',
        { listingTitle: 'Ausbildung Bäcker', companyName: 'Bäckerei Morgenrot', status: 'closed' },
      ],
    ]);
    expect(await t.db.select().from(schema.notifications).where(eq(schema.notifications.userId, decided.id))).toEqual(
      [],
    );
    const [mail] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, open.email));
    expect(mail?.text).toContain('geschlossen, weil das Unternehmen Azubi Connect verlassen hat');
  });

  it('a team member who leaves: their messages to candidates stay, without the author', async () => {
    const { user: candidate } = await f.createCandidate(t.db, { user: { email: email() } });
    const { company } = await f.createEmployer(t.db, { user: { email: email() } });
    const member = await f.createUser(t.db, { role: 'team_member', email: email(), name: 'Tobias Teamer' });
    await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
    const conversation = await f.createConversation(t.db, { companyId: company.id, candidateId: candidate.id });
    const message = await f.createMessage(t.db, {
      conversationId: conversation.id,
      senderId: member.id,
      body: 'Wann passt dir ein Gespräch?',
    });
    const agent = await signIn(t, member, { lang: 'de' });
    const res = await agent.request({
      method: 'DELETE',
      url: '/api/privacy/account',
      payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
    });
    expect(res.json().message).toBe('Dein Konto und deine Daten wurden gelöscht.');
    const [kept] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(kept).toMatchObject({ senderId: null, body: 'Wann passt dir ein Gespräch?' });
  });

  it('deleting iya@… neither unlocks priya@… nor removes other companies’ invitations (issue 27)', async () => {
    const tag = `iya${++n}${Date.now().toString(36)}`;
    const signInFrom = (ip: string, address: string, password: string) =>
      new TestAgent(t.app, { ip }).post('/api/auth/sign-in', { email: address, password });
    for (const [victimAddress, deletedAddress] of [
      [`pr${tag}@example.org`, `${tag}@example.org`],
      [`xy${tag}@example.org`, `x_${tag}@example.org`],
    ] as const) {
      const victim = await f.createUser(t.db, { role: 'azubi', email: victimAddress });
      // Five wrong passwords, each from another address: the account is locked, not the addresses.
      for (let i = 1; i <= 5; i += 1) await signInFrom(`203.0.113.${i}`, victim.email, 'Wrong1Password');
      expect((await signInFrom('203.0.113.50', victim.email, f.DEFAULT_PASSWORD)).statusCode).toBe(429);

      const { company: inviting } = await f.createEmployer(t.db, { user: { email: email() } });
      const { company: own } = await f.createEmployer(t.db, { user: { email: email() } });
      const member = await f.createUser(t.db, { role: 'team_member', email: deletedAddress });
      await f.addCompanyMember(t.db, { companyId: own.id, userId: member.id, role: 'member' });
      const accepted = await f.createTeamInvitation(t.db, {
        companyId: own.id,
        email: deletedAddress,
        status: 'accepted',
        acceptedBy: member.id,
        acceptedAt: new Date(),
      });
      const othersPending = await f.createTeamInvitation(t.db, { companyId: inviting.id, email: deletedAddress });
      const toVictim = await f.createTeamInvitation(t.db, { companyId: own.id, email: victim.email });

      const agent = await signIn(t, member);
      await agent.get('/api/me');
      // GET /api/me took a token of the safe-read bucket; the deletion itself counts as a write.
      const ownKeys = [`api-read:account:${member.id}`, `api:account:${member.id}`];
      const before = await t.db.select().from(schema.rateLimits).where(inArray(schema.rateLimits.key, ownKeys));
      const res = await agent.request({
        method: 'DELETE',
        url: '/api/privacy/account',
        payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);

      expect((await signInFrom('203.0.113.51', victim.email, f.DEFAULT_PASSWORD)).statusCode).toBe(429);
      const left = await t.db
        .select({ id: schema.teamInvitations.id })
        .from(schema.teamInvitations)
        .where(inArray(schema.teamInvitations.id, [accepted.id, othersPending.id, toVictim.id]));
      expect(left.map((row) => row.id).sort()).toEqual([othersPending.id, toVictim.id].sort());
      // The account's own counters go, by their exact keys.
      expect(
        before.length +
          (await t.db.select().from(schema.rateLimits).where(inArray(schema.rateLimits.key, ownKeys))).length,
      ).toBe(t.app.rateLimits.kind === 'postgres' ? 1 : 0);
    }
  });

  it('an unexpected failure says "Failed to delete account" and nothing is deleted', async () => {
    const { user } = await busyCandidate();
    const owned = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    await whileFailing(t.db, 'users', 'DELETE', async () => {
      for (const lang of ['en', 'de'] as const) {
        const agent = await signIn(t, user, { lang });
        const res = await agent.request({
          method: 'DELETE',
          url: '/api/privacy/account',
          payload: { confirm: 'DELETE', password: f.DEFAULT_PASSWORD },
        });
        expect(res.statusCode).toBe(500);
        expect(res.json().error.message).toBe(
          lang === 'en' ? 'Failed to delete account' : 'Konto konnte nicht gelöscht werden',
        );
        expect((await agent.get('/api/me')).statusCode).toBe(200);
      }
    });
    expect(await t.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(owned.length);
    for (const file of owned) expect(existsSync(path.join(t.config.filesDir, file.storageKey))).toBe(true);
  });
});
