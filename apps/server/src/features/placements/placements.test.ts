import { PLACEMENT_STEP_KEYS, placementTemplate } from '@azubi/shared/placements/placement-steps';
import { DELETE_CONFIRMATION } from '@azubi/shared/privacy/privacy';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { files, mailOutbox, messages, notifications, placements, placementSteps } from '../../db/schema';
import * as media from '../../testing/fixtures/media';
import { multipart } from '../../testing/multipart';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendPlacementDigests, sendPlacementReminders } from './placement-sweep';
import { berlinToday } from './placement-view';
import { STEP_TITLES } from './step-titles';

let t: TestApp;
let n = 0;
const email = (p = 'p') => `${p}${++n}-${Date.now().toString(36)}@example.org`;
const DAY = 86_400_000;

/** A company with its employer and a member, a candidate who needs a visa and applied, a moderator. */
async function world(options: { program?: 'ausbildung' | 'fsj' | 'bfd'; visa?: boolean } = {}) {
  const { user: employer, company } = await f.createEmployer(t.db, {
    user: { email: email('hr'), locale: 'de', name: `Petra Weber ${++n}` },
    company: { verificationStatus: 'verified', name: `Klinikum ${n}` },
  });
  const member = await f.createUser(t.db, { role: 'team_member', email: email('tm') });
  await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
  const { user: candidate } = await f.createCandidate(t.db, {
    user: { email: email('c'), name: `Amara Okafor ${n}`, locale: 'en' },
    profile: { approvalStatus: 'approved', country: 'NG', visaRequired: options.visa ?? true },
  });
  const moderator = await f.createUser(t.db, { role: 'moderator', email: email('mod') });
  const admin = await f.createUser(t.db, { role: 'admin', email: email('adm') });
  const listing = await f.createListing(t.db, {
    companyId: company.id,
    title: 'Pflegefachfrau (m/w/d)',
    programType: options.program ?? 'ausbildung',
    startDate: '2027-09-01',
  });
  const application = await f.createApplication(t.db, {
    listingId: listing.id,
    candidateId: candidate.id,
    status: 'shortlisted',
  });
  return { employer, member, company, candidate, moderator, admin, listing, application };
}
type World = Awaited<ReturnType<typeof world>>;

/** The employer accepts; returns the placement's id as the candidate's list shows it. */
async function accepted(w: World) {
  const hr = await signIn(t, w.employer);
  const res = await hr.post(`/api/employer/applications/${w.application.id}/status`, { status: 'accepted' });
  expect(res.statusCode).toBe(200);
  const list = (await (await signIn(t, w.candidate)).get('/api/placements')).json();
  expect(list.items).toHaveLength(1);
  return list.items[0].id as string;
}

const deps = () => ({ db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log });

const patch = (agent: TestAgent, url: string, payload: Record<string, unknown>) =>
  agent.request({ method: 'PATCH', url, payload });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('moving an application out of "Accepted" (issue 29)', () => {
  it('needs a reason (en, de), then closes the placement with it for both sides; accepting again reopens it', async () => {
    const w = await world();
    const id = await accepted(w);
    const url = `/api/employer/applications/${w.application.id}/status`;
    const hrEn = await signIn(t, w.employer);
    const bare = await hrEn.post(url, { status: 'reviewing' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toBe('Please choose why the placement ends.');
    const hrDe = await signIn(t, w.employer, { lang: 'de' });
    expect((await hrDe.post(url, { status: 'reviewing' })).json().error.message).toBe(
      'Bitte wähle, warum die Vermittlung endet.',
    );
    // Nothing changed: still accepted, the placement still runs.
    const [still] = await t.db.select().from(placements).where(eq(placements.id, id));
    expect(still!.status).toBe('active');
    // Another company's employer cannot do it (404).
    const other = await f.createEmployer(t.db, { user: { email: email('other') } });
    const stranger = await signIn(t, other.user);
    expect(
      (await stranger.post(url, { status: 'reviewing', placement: { reason: 'company_withdrew' } })).statusCode,
    ).toBe(404);
    const moved = await hrEn.post(url, {
      status: 'reviewing',
      placement: { reason: 'company_withdrew', note: 'Position filled internally' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [closed] = await t.db.select().from(placements).where(eq(placements.id, id));
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'company_withdrew',
      closeNote: 'Position filled internally',
      closedBySide: 'company',
    });
    // The candidate sees the placement closed with the reason, and was told.
    const candidate = await signIn(t, w.candidate);
    expect((await candidate.get(`/api/placements/${id}`)).json()).toMatchObject({
      status: 'closed',
      closeReason: 'company_withdrew',
    });
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.candidate.id), eq(notifications.type, 'placement_updated')));
    expect(notices.some((row) => (row.data as { event?: string }).event === 'closed')).toBe(true);
    // Accepted again: the same placement runs on.
    expect((await hrEn.post(url, { status: 'accepted' })).statusCode).toBe(200);
    const [reopened] = await t.db.select().from(placements).where(eq(placements.id, id));
    expect(reopened).toMatchObject({ status: 'active', closeReason: null });
  });
});

describe('opening on acceptance and the templates', () => {
  it('opens a placement when the application is accepted, with the Ausbildung visa checklist, once', async () => {
    const w = await world();
    const id = await accepted(w);
    const candidate = await signIn(t, w.candidate);
    const placement = (await candidate.get(`/api/placements/${id}`)).json();
    expect(placement).toMatchObject({
      status: 'active',
      program: 'ausbildung',
      needsVisa: true,
      applicationId: w.application.id,
      mySide: 'candidate',
      listing: { id: w.listing.id, title: 'Pflegefachfrau (m/w/d)' },
      company: { id: w.company.id, name: w.company.name },
      expectedFirstDay: '2027-09-01',
      progress: { done: 0, total: 16 },
      nextStep: { key: 'contract_signed', owner: 'both' },
      infoCheckedOn: '2026-11-25',
    });
    expect(placement.steps.map((s: { key: string }) => s.key)).toEqual(
      placementTemplate('ausbildung', true).map((s) => s.key),
    );
    const step = (key: string) => placement.steps.find((s: { key: string }) => s.key === key);
    expect(step('visa_granted')).toMatchObject({
      owner: 'candidate',
      recordsDate: true,
      canChangeState: true,
      source: 'aufenthG16a',
    });
    expect(step('contract_registered')).toMatchObject({ owner: 'company', canChangeState: false });
    expect(step('accelerated_procedure_started')).toMatchObject({
      group: 'visa_route',
      sourceUrl: expect.stringMatching(/^https:\/\/www\.make-it-in-germany\.com\//),
    });
    // The candidate is told in the app that the tracker is open.
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.candidate.id), eq(notifications.type, 'placement_updated')));
    expect(notes.map((row) => row.data.event)).toEqual(['opened']);
    expect(notes[0]?.link).toBe(`/my-placement/${id}`);
    // One placement per application.
    expect(await t.db.select().from(placements).where(eq(placements.applicationId, w.application.id))).toHaveLength(1);
  });

  it.each([
    [
      'ausbildung',
      false,
      [
        'contract_signed',
        'contract_registered',
        'travel_booked',
        'arrival',
        'accommodation',
        'town_hall_registration',
        'health_insurance',
        'first_day',
      ],
    ],
    [
      'fsj',
      true,
      [
        'contract_signed',
        'embassy_appointment_booked',
        'visa_applied',
        'visa_granted',
        'travel_booked',
        'arrival',
        'accommodation',
        'town_hall_registration',
        'health_insurance',
        'first_day',
      ],
    ],
    [
      'bfd',
      false,
      [
        'contract_signed',
        'travel_booked',
        'arrival',
        'accommodation',
        'town_hall_registration',
        'health_insurance',
        'first_day',
      ],
    ],
    [
      'fsj',
      false,
      [
        'contract_signed',
        'travel_booked',
        'arrival',
        'accommodation',
        'town_hall_registration',
        'health_insurance',
        'first_day',
      ],
    ],
    [
      'bfd',
      true,
      [
        'contract_signed',
        'embassy_appointment_booked',
        'visa_applied',
        'visa_granted',
        'travel_booked',
        'arrival',
        'accommodation',
        'town_hall_registration',
        'health_insurance',
        'first_day',
      ],
    ],
  ] as const)('the %s checklist (visa %s)', async (program, visa, keys) => {
    const w = await world({ program, visa });
    const id = await accepted(w);
    const placement = (await (await signIn(t, w.employer)).get(`/api/placements/${id}`)).json();
    expect(placement.steps.map((s: { key: string }) => s.key)).toEqual(keys);
    if (program !== 'ausbildung' && visa)
      expect(placement.steps.find((s: { key: string }) => s.key === 'visa_applied').source).toBe('aufenthG19c');
  });

  it('every step has its e-mail title in both languages', () => {
    for (const key of PLACEMENT_STEP_KEYS) {
      expect(STEP_TITLES[key].en.length).toBeGreaterThan(3);
      expect(STEP_TITLES[key].de.length).toBeGreaterThan(3);
    }
  });

  it('a rejection opens nothing', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    await hr.post(`/api/employer/applications/${w.application.id}/status`, { status: 'rejected' });
    expect((await (await signIn(t, w.candidate)).get('/api/placements')).json().items).toEqual([]);
  });
});

describe('steps: states, owners, dates, notes', () => {
  it('the owner side changes the state; the other side only the note and the due date (en and de)', async () => {
    const w = await world();
    const id = await accepted(w);
    const candidate = await signIn(t, w.candidate);
    const hrDe = await signIn(t, w.employer, { lang: 'de' });
    // The company's step: the candidate may not mark it.
    const refused = await patch(candidate, `/api/placements/${id}/steps/contract_registered`, { state: 'done' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This step is for the other side to mark. You can add a note or a due date.',
    );
    const refusedDe = await patch(hrDe, `/api/placements/${id}/steps/visa_applied`, { state: 'done' });
    expect(refusedDe.json().error.message).toBe(
      'Diesen Schritt hakt die andere Seite ab. Du kannst eine Notiz oder ein Fälligkeitsdatum eintragen.',
    );
    // But a note and a due date on it are fine.
    const noted = await patch(hrDe, `/api/placements/${id}/steps/visa_applied`, {
      dueDate: '2027-03-01',
      note: 'Bitte <b>bald</b>',
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().steps.find((s: { key: string }) => s.key === 'visa_applied')).toMatchObject({
      state: 'open',
      dueDate: '2027-03-01',
      note: expect.not.stringContaining('<'),
      updatedBySide: 'company',
    });
    // The company marks its own step; the progress counts it; "not needed" leaves the count.
    const done = await patch(hrDe, `/api/placements/${id}/steps/contract_registered`, { state: 'done' });
    expect(done.json().progress).toEqual({ done: 1, total: 16 });
    const skipped = await patch(candidate, `/api/placements/${id}/steps/embassy_appointment_booked`, {
      state: 'not_needed',
    });
    expect(skipped.json().progress).toEqual({ done: 1, total: 15 });
    // Both: either side.
    expect(
      (await patch(candidate, `/api/placements/${id}/steps/contract_signed`, { state: 'in_progress' })).statusCode,
    ).toBe(200);
  });

  it('refuses bad input with a message and changes nothing (en and de)', async () => {
    const w = await world();
    const id = await accepted(w);
    const en = await signIn(t, w.candidate);
    const de = await signIn(t, w.candidate, { lang: 'de' });
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      [
        'visa_applied',
        { state: 'finished' },
        400,
        'Please choose a state: open, in progress, done or not needed.',
        'Bitte wähle einen Stand: offen, in Arbeit, erledigt oder nicht nötig.',
      ],
      [
        'visa_applied',
        { dueDate: '2027-02-30' },
        400,
        'Please enter a valid due date.',
        'Bitte gib ein gültiges Fälligkeitsdatum ein.',
      ],
      ['visa_granted', { date: 'tomorrow' }, 400, 'Please enter a valid date.', 'Bitte gib ein gültiges Datum ein.'],
      [
        'visa_applied',
        { date: '2027-01-01' },
        400,
        'This step does not record a date.',
        'Zu diesem Schritt gehört kein Datum.',
      ],
      ['visa_applied', {}, 400, 'Nothing to change.', 'Es gibt nichts zu ändern.'],
      [
        'paperwork',
        { state: 'done' },
        400,
        'This step is not part of the placement.',
        'Dieser Schritt gehört nicht zur Vermittlung.',
      ],
    ];
    for (const [key, body, status, messageEn, messageDe] of cases) {
      const res = await patch(en, `/api/placements/${id}/steps/${key}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json().error)).toContain(messageEn);
      expect(JSON.stringify((await patch(de, `/api/placements/${id}/steps/${key}`, body)).json().error)).toContain(
        messageDe,
      );
    }
    const steps = await t.db.select().from(placementSteps).where(eq(placementSteps.placementId, id));
    expect(steps.every((s) => s.state === 'open' && s.date === null && s.dueDate === null)).toBe(true);
  });

  it('records the visa validity and the arrival; the first day done completes the placement', async () => {
    const w = await world({ visa: false, program: 'bfd' });
    const id = await accepted(w);
    const candidate = await signIn(t, w.candidate);
    const hr = await signIn(t, w.employer);
    await patch(candidate, `/api/placements/${id}/steps/arrival`, { state: 'done', date: '2027-08-20' });
    const firstDay = await patch(hr, `/api/placements/${id}/steps/first_day`, { date: '2027-09-01' });
    expect(firstDay.json()).toMatchObject({ expectedFirstDay: '2027-09-01', status: 'active' });
    const done = await patch(hr, `/api/placements/${id}/steps/first_day`, { state: 'done' });
    expect(done.json().status).toBe('completed');
    const after = await patch(candidate, `/api/placements/${id}/steps/health_insurance`, { state: 'done' });
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe('This placement is closed or completed and can no longer be changed.');
    const stats = (await hr.get('/api/employer/placement-stats')).json();
    expect(stats).toMatchObject({ arrivals: 1, active: 0 });
    expect(stats.steps.map((s: { key: string }) => s.key)).toEqual(['arrival', 'first_day']);
  });

  it('changes of one placement within a few minutes make one unread notice for the candidate, not one each', async () => {
    const w = await world();
    const id = await accepted(w);
    const hr = await signIn(t, w.employer);
    const candidateNotices = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'placement_updated'), eq(notifications.userId, w.candidate.id)))
        .orderBy(notifications.createdAt);
    for (const [key, body] of [
      ['contract_signed', { state: 'done' }],
      ['first_day', { date: '2027-09-01' }],
      ['contract_registered', { state: 'done' }],
    ] as const) {
      const res = await patch(hr, `/api/placements/${id}/steps/${key}`, body);
      expect(res.statusCode, `${key} ${res.body}`).toBe(200);
    }
    // "Opened" stays its own notice; the three step changes are one, showing the latest.
    const combined = await candidateNotices();
    expect(combined.map((row) => row.data.event)).toEqual(['opened', 'step']);
    expect(combined[1]?.data).toMatchObject({
      stepKey: 'contract_registered',
      state: 'done',
      changes: 3,
      placementId: id,
    });
    expect(combined[1]?.readAt).toBeNull();
    // Once read, the next change is a new notice.
    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, combined[1]!.id));
    await patch(hr, `/api/placements/${id}/steps/contract_signed`, { state: 'open' });
    expect((await candidateNotices()).map((row) => row.data.event)).toEqual(['opened', 'step', 'step']);
    // After more than five minutes too.
    const latest = (await candidateNotices())[2]!;
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(notifications.id, latest.id));
    await patch(hr, `/api/placements/${id}/steps/contract_signed`, { state: 'done' });
    const after = await candidateNotices();
    expect(after).toHaveLength(4);
    expect(after.find((row) => row.id === latest.id)?.data).not.toHaveProperty('changes');
  });

  it('a change tells the other side in the app and leaves a line in their conversation', async () => {
    const w = await world();
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    const id = await accepted(w);
    const candidate = await signIn(t, w.candidate);
    await patch(candidate, `/api/placements/${id}/steps/visa_applied`, { state: 'done' });
    const forTeam = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'placement_updated'), eq(notifications.userId, w.member.id)));
    expect(forTeam.map((row) => row.data)).toEqual([
      expect.objectContaining({
        event: 'step',
        stepKey: 'visa_applied',
        state: 'done',
        placementId: id,
        otherName: w.candidate.name,
      }),
    ]);
    expect(forTeam[0]?.link).toBe(`/employer/placements/${id}`);
    // The actor is not told about their own change.
    const own = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'placement_updated'), eq(notifications.userId, w.candidate.id)));
    expect(own.map((row) => row.data.event)).toEqual(['opened']);
    const lines = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(lines.map((m) => [m.senderSide, m.body, m.system])).toEqual([
      ['candidate', 'Placement: “Visa applied for” is now done.', true],
    ]);
    // Both sides' lists and the conversation show it as the platform's line, not as "You".
    for (const agent of [candidate, await signIn(t, w.member)]) {
      const listed = (await agent.get('/api/conversations'))
        .json()
        .items.find((c: { id: string }) => c.id === conversation.id);
      expect(listed.lastMessage).toMatchObject({ system: true, byReader: false });
      const thread = (await agent.get(`/api/conversations/${conversation.id}/messages`)).json();
      expect(thread.items.map((m: { system: boolean }) => m.system)).toEqual([true]);
    }
  });
});

describe('documents', () => {
  it('the owner side uploads (checked by bytes, 5 MB); only the two parties download; only the uploader deletes', async () => {
    const w = await world();
    const id = await accepted(w);
    const candidate = await signIn(t, w.candidate);
    const upload = (agent: TestAgent, key: string, bytes: Buffer, filename: string) =>
      agent.request({
        method: 'POST',
        url: `/api/placements/${id}/steps/${key}/documents`,
        ...multipart({ bytes, filename }),
      });
    const res = await upload(candidate, 'visa_granted', media.pdf(), 'Visum.pdf');
    expect(res.statusCode).toBe(201);
    const document = res.json().steps.find((s: { key: string }) => s.key === 'visa_granted').documents[0];
    expect(document).toMatchObject({
      name: 'Visum.pdf',
      mimeType: 'application/pdf',
      uploadedBySide: 'candidate',
      mine: true,
    });
    // A text file named .pdf is refused by its bytes (en and de); so is a step of the other side.
    const fake = await upload(candidate, 'visa_granted', Buffer.from('not a pdf at all'), 'x.pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Please upload a PDF, JPEG or PNG file.');
    const fakeDe = await upload(
      await signIn(t, w.candidate, { lang: 'de' }),
      'visa_granted',
      Buffer.from('not a pdf'),
      'x.pdf',
    );
    expect(fakeDe.json().error.message).toBe('Bitte lade eine PDF-, JPEG- oder PNG-Datei hoch.');
    const big = await upload(
      candidate,
      'visa_granted',
      Buffer.concat([media.pdf(), Buffer.alloc(5 * 1024 * 1024)]),
      'big.pdf',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The file is larger than 5 MB.');
    expect((await upload(candidate, 'contract_registered', media.pdf(), 'c.pdf')).statusCode).toBe(403);

    const url = `/api/placements/${id}/documents/${document.id}`;
    const hr = await signIn(t, w.member);
    const download = await hr.get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const other = await world();
    for (const stranger of [other.candidate, other.employer])
      expect((await (await signIn(t, stranger)).get(url)).statusCode).toBe(404);
    for (const staff of [w.moderator, w.admin]) expect((await (await signIn(t, staff)).get(url)).statusCode).toBe(403);
    expect((await new TestAgent(t.app).get(url)).statusCode).toBe(401);

    const notYours = await hr.request({ method: 'DELETE', url });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error.message).toBe('Only the person who uploaded a document can delete it.');
    const deleted = await candidate.request({ method: 'DELETE', url });
    expect(deleted.json().steps.find((s: { key: string }) => s.key === 'visa_granted').documents).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.ownerId, w.candidate.id))).toHaveLength(0);
  });
});

describe('closing', () => {
  it('either side closes with a reason (required, en and de); then read-only; the other side is told', async () => {
    const w = await world();
    const id = await accepted(w);
    const candidate = await signIn(t, w.candidate);
    const missing = await candidate.post(`/api/placements/${id}/close`, {});
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().error)).toContain('Please choose why the placement ends.');
    const missingDe = await (
      await signIn(t, w.candidate, { lang: 'de' })
    ).post(`/api/placements/${id}/close`, { reason: 'bored' });
    expect(JSON.stringify(missingDe.json().error)).toContain('Bitte wähle, warum die Vermittlung endet.');
    const hr = await signIn(t, w.employer);
    const closed = await hr.post(`/api/placements/${id}/close`, {
      reason: 'visa_refused',
      note: 'Die Botschaft hat abgelehnt.',
    });
    expect(closed.json()).toMatchObject({
      status: 'closed',
      closeReason: 'visa_refused',
      closedBySide: 'company',
      closeNote: 'Die Botschaft hat abgelehnt.',
    });
    expect(closed.json().steps.every((s: { canChangeState: boolean }) => !s.canChangeState)).toBe(true);
    expect((await candidate.post(`/api/placements/${id}/close`, { reason: 'other' })).statusCode).toBe(409);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'placement_updated'), eq(notifications.userId, w.candidate.id)));
    expect(told.map((row) => row.data.event)).toEqual(['opened', 'closed']);
    // The candidate's list shows it closed; the company's list filters.
    expect((await candidate.get('/api/placements')).json().items[0]).toMatchObject({
      status: 'closed',
      closeReason: 'visa_refused',
    });
    expect((await hr.get('/api/placements?status=active')).json().items).toEqual([]);
  });
});

describe('access', () => {
  it('only the candidate and the company team; others 404, staff 403, signed out 401', async () => {
    const w = await world();
    const id = await accepted(w);
    for (const user of [w.candidate, w.employer, w.member])
      expect((await (await signIn(t, user)).get(`/api/placements/${id}`)).statusCode).toBe(200);
    const other = await world();
    for (const user of [other.candidate, other.employer, other.member]) {
      const agent = await signIn(t, user);
      expect((await agent.get(`/api/placements/${id}`)).statusCode).toBe(404);
      expect((await patch(agent, `/api/placements/${id}/steps/contract_signed`, { note: 'x' })).statusCode).toBe(404);
      expect((await agent.post(`/api/placements/${id}/close`, { reason: 'other' })).statusCode).toBe(404);
      expect((await agent.get('/api/placements')).json().items.map((p: { id: string }) => p.id)).not.toContain(id);
    }
    for (const staff of [w.moderator, w.admin]) {
      const agent = await signIn(t, staff);
      expect((await agent.get(`/api/placements/${id}`)).statusCode).toBe(403);
      expect((await agent.get('/api/placements')).statusCode).toBe(403);
      expect((await agent.get('/api/employer/placement-stats')).statusCode).toBe(403);
    }
    expect((await (await signIn(t, w.candidate)).get('/api/employer/placement-stats')).statusCode).toBe(403);
    const anon = new TestAgent(t.app);
    expect((await anon.get(`/api/placements/${id}`)).statusCode).toBe(401);
    expect((await anon.get('/api/placements')).statusCode).toBe(401);
  });

  it('the export includes the candidate’s placements; deleting the account removes them and the team’s files on them', async () => {
    const w = await world();
    const id = await accepted(w);
    const hr = await signIn(t, w.employer);
    await hr.request({
      method: 'POST',
      url: `/api/placements/${id}/steps/contract_signed/documents`,
      ...multipart({ bytes: media.pdf(), filename: 'Vertrag.pdf' }),
    });
    const candidate = await signIn(t, w.candidate);
    const exported = await candidate.get('/api/privacy/export');
    expect(exported.statusCode).toBe(200);
    const del = await candidate.request({
      method: 'DELETE',
      url: '/api/privacy/account',
      payload: { confirm: DELETE_CONFIRMATION, password: f.DEFAULT_PASSWORD },
    });
    expect(del.statusCode).toBeLessThan(300);
    expect(await t.db.select().from(placements).where(eq(placements.id, id))).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.ownerId, w.employer.id))).toEqual([]);
  });
});

describe('reminders and the digest (controllable clock)', () => {
  it('reminds the owner 7 days and 1 day before, once each, in their language', async () => {
    const w = await world();
    const id = await accepted(w);
    const now = new Date();
    const today = berlinToday(now);
    const inDays = (d: number) => new Date(Date.parse(`${today}T12:00:00Z`) + d * DAY).toISOString().slice(0, 10);
    const hr = await signIn(t, w.employer);
    await patch(hr, `/api/placements/${id}/steps/contract_registered`, { dueDate: inDays(7) });
    await patch(hr, `/api/placements/${id}/steps/visa_applied`, { dueDate: inDays(30) });
    const reminders = async () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'placement_reminder')));
    const mine = async () => (await reminders()).filter((r) => r.data.placementId === id);
    await sendPlacementReminders(deps(), now);
    await sendPlacementReminders(deps(), now);
    // The company's step: the employer and the member, once.
    expect((await mine()).map((r) => [r.userId, r.data.stepKey]).sort()).toEqual(
      [
        [w.employer.id, 'contract_registered'],
        [w.member.id, 'contract_registered'],
      ].sort(),
    );
    // Six days later: the 1-day reminder.
    await sendPlacementReminders(deps(), new Date(now.getTime() + 6 * DAY));
    expect(await mine()).toHaveLength(4);
    await sendPlacementReminders(deps(), new Date(now.getTime() + 6 * DAY));
    expect(await mine()).toHaveLength(4);
    const mail = (await t.db.select().from(mailOutbox)).filter(
      (m) => m.to === w.employer.email && m.subject.startsWith('Bald fällig'),
    );
    expect(mail[0]?.subject).toBe('Bald fällig: Vertrag bei der Kammer eingetragen');
    // Done steps are not reminded.
    await patch(hr, `/api/placements/${id}/steps/visa_applied`, { dueDate: inDays(7) });
    await patch(await signIn(t, w.candidate), `/api/placements/${id}/steps/visa_applied`, { state: 'done' });
    await sendPlacementReminders(deps(), now);
    expect(await mine()).toHaveLength(4);
  });

  it('mails the other side’s changes at most once a day, each change once', async () => {
    const w = await world();
    const id = await accepted(w);
    const candidate = await signIn(t, w.candidate);
    await patch(candidate, `/api/placements/${id}/steps/visa_applied`, { state: 'done' });
    await patch(candidate, `/api/placements/${id}/steps/travel_booked`, { state: 'in_progress' });
    const now = new Date();
    await sendPlacementDigests(deps(), now);
    const digests = async (to: string) =>
      (await t.db.select().from(mailOutbox)).filter((m) => m.to === to && /Vermittlung|placement/.test(m.subject));
    const first = await digests(w.employer.email);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('Neues in deiner Vermittlung (2)');
    expect(first[0]?.text).toContain('„Visum beantragt“ auf erledigt gesetzt');
    // The two changes were one notice in the app (within minutes), and are two lines in the mail.
    expect(
      (await t.db.select().from(notifications).where(eq(notifications.userId, w.employer.id))).filter(
        (row) => row.type === 'placement_updated',
      ),
    ).toHaveLength(1);
    await patch(candidate, `/api/placements/${id}/steps/arrival`, { state: 'in_progress' });
    await sendPlacementDigests(deps(), new Date(now.getTime() + 3_600_000));
    expect(await digests(w.employer.email)).toHaveLength(1);
    await sendPlacementDigests(deps(), new Date(now.getTime() + DAY + 60_000));
    const second = await digests(w.employer.email);
    expect(second).toHaveLength(2);
    expect(second.map((m) => m.subject)).toContain('Neues in deiner Vermittlung (1)');
    // The candidate got the "opened" notice by mail too, in English.
    expect((await digests(w.candidate.email)).map((m) => m.subject)).toEqual(['News in your placement (1)']);
  });
});
