import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { interviews, mailOutbox, notifications, users } from '../../db/schema';
import { createTestAppWithInbox } from '../../testing/smtp-inbox';
import { mailsTo } from '../../testing/mail-outbox';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runInterviewSweep } from './interview-sweep';

let t: TestApp;
let n = 0;
const email = (p = 'i') => `${p}${++n}-${Date.now().toString(36)}@example.org`;
const HOUR = 3_600_000;

/** A verified company in trial with an admin and a member, a candidate in Kolkata who applied. */
async function world(app: TestApp = t, candidateZone: string | null = 'Asia/Kolkata') {
  const { user: employer, company } = await f.createEmployer(app.db, {
    user: { email: email('hr'), timezone: 'Europe/Berlin', locale: 'en' },
    company: { verificationStatus: 'verified', name: `Klinikum ${++n}` },
  });
  const member = await f.createUser(app.db, { role: 'team_member', email: email('tm'), name: `Tom Member ${n}` });
  await f.addCompanyMember(app.db, { companyId: company.id, userId: member.id, role: 'member' });
  const { user: candidate } = await f.createCandidate(app.db, {
    user: { email: email('c'), name: `Lan Nguyen ${n}`, timezone: candidateZone },
    profile: { approvalStatus: 'approved', country: 'IN' },
  });
  const listing = await f.createListing(app.db, { companyId: company.id, title: 'Pflegefachmann (m/w/d)' });
  const application = await f.createApplication(app.db, { listingId: listing.id, candidateId: candidate.id });
  return { employer, member, company, candidate, listing, application };
}

const base = (candidateId: string, extra: Record<string, unknown> = {}) => ({
  candidateId,
  slots: [{ date: '2027-03-29', time: '10:00' }],
  durationMinutes: 45,
  timezone: 'Europe/Berlin',
  platform: 'zoom',
  videoLink: 'https://us02web.zoom.us/j/123456789',
  message: 'Bitte Zeugnisse bereithalten.',
  ...extra,
});

const put = (agent: TestAgent, url: string, payload: Record<string, unknown>) =>
  agent.request({ method: 'PUT', url, payload });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('scheduling', () => {
  it('an employer invites an applicant at one time; both sides see both zones, the candidate is told in their zone', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const res = await hr.post('/api/interviews', base(w.candidate.id, { applicationId: w.application.id }));
    expect(res.statusCode).toBe(201);
    const interview = res.json();
    expect(interview).toMatchObject({
      status: 'scheduled',
      sequence: 0,
      mySide: 'company',
      startsAt: '2027-03-29T08:00:00.000Z', // 10:00 in Berlin, summer time (UTC+2)
      endsAt: '2027-03-29T08:45:00.000Z',
      timezone: 'Europe/Berlin',
      candidate: { id: w.candidate.id, name: w.candidate.name, timezone: 'Asia/Kolkata' },
      interviewer: { id: w.employer.id, name: w.employer.name },
      listing: { id: w.listing.id, title: 'Pflegefachmann (m/w/d)' },
      slots: [],
    });
    // The candidate and the other team member see it; the candidate never sees the outcome note.
    const lan = await signIn(t, w.candidate);
    const mine = (await lan.get('/api/interviews')).json().items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: interview.id, mySide: 'candidate', company: { name: w.company.name } });
    const tom = await signIn(t, w.member);
    expect((await tom.get(`/api/interviews/${interview.id}`)).statusCode).toBe(200);
    // The invitation: in the app and by e-mail, 13:30 in Kolkata first, 10:00 in Berlin beside it.
    const [mail] = await mailsTo(t.db, w.candidate.email);
    expect(mail!.subject).toBe(`Interview invitation: ${w.company.name}`);
    expect(mail!.text).toContain('When: Mon, 29 Mar 2027, 13:30 your time (India) · 10:00 in Berlin');
    expect(mail!.text).toContain('Duration: 45 minutes · Zoom');
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, w.candidate.id));
    expect(notice).toMatchObject({ type: 'interview_scheduled', link: `/my-interviews#${interview.id}` });
  });

  it('across the daylight-saving switch: Berlin moves, Kolkata does not; times that do not exist are refused', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    // Friday before the switch (CET, UTC+1) and Monday after it (CEST, UTC+2), both 10:00 in Berlin.
    const before = (
      await hr.post('/api/interviews', base(w.candidate.id, { slots: [{ date: '2027-03-26', time: '10:00' }] }))
    ).json();
    expect(before.startsAt).toBe('2027-03-26T09:00:00.000Z');
    const after = (
      await hr.post('/api/interviews', base(w.candidate.id, { slots: [{ date: '2027-03-29', time: '10:00' }] }))
    ).json();
    expect(after.startsAt).toBe('2027-03-29T08:00:00.000Z');
    // Each invitation goes out after its answer; the two may arrive in either order.
    const texts = (await mailsTo(t.db, w.candidate.email, 2)).map((m) => m.text);
    for (const when of [
      'Fri, 26 Mar 2027, 14:30 your time (India) · 10:00 in Berlin',
      'Mon, 29 Mar 2027, 13:30 your time (India) · 10:00 in Berlin',
    ])
      expect(
        texts.filter((text) => text.includes(when)),
        when,
      ).toHaveLength(1);
    // 02:30 on 28 March 2027 does not exist in Berlin (the clocks jump from 02:00 to 03:00).
    const gap = await hr.post(
      '/api/interviews',
      base(w.candidate.id, { slots: [{ date: '2027-03-28', time: '02:30' }] }),
    );
    expect(gap.statusCode).toBe(400);
    expect(gap.json().error.fields['slots.0.time']).toBe(
      'This time does not exist in the chosen time zone because the clocks change. Please choose another time.',
    );
    // A candidate in Lagos (no daylight saving) after the autumn switch: 10:00 Berlin is 10:00 Lagos.
    const lagos = await world(t, 'Africa/Lagos');
    const hr2 = await signIn(t, lagos.employer);
    const autumn = (
      await hr2.post('/api/interviews', base(lagos.candidate.id, { slots: [{ date: '2027-11-02', time: '10:00' }] }))
    ).json();
    expect(autumn.startsAt).toBe('2027-11-02T09:00:00.000Z');
    const [lagosMail] = await mailsTo(t.db, lagos.candidate.email);
    expect(lagosMail!.text).toContain('Tue, 2 Nov 2027, 10:00 your time (Nigeria) · 10:00 in Berlin');
  });

  it('bad input gets the exact message in English and German and stores nothing', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const hrDe = await signIn(t, w.employer, { lang: 'de' });
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { videoLink: 'https://zoom.us.evil.example/j/1' },
        'videoLink',
        'Please enter a valid video meeting URL',
        'Bitte gib einen gültigen Link zum Videogespräch ein',
      ],
      [
        { platform: 'google_meet', videoLink: 'https://us02web.zoom.us/j/1' },
        'videoLink',
        'Please enter a valid video meeting URL',
        'Bitte gib einen gültigen Link zum Videogespräch ein',
      ],
      [
        { platform: 'custom', videoLink: 'http://meet.example.org/x' },
        'videoLink',
        'Please enter a valid video meeting URL',
        'Bitte gib einen gültigen Link zum Videogespräch ein',
      ],
      [
        { durationMinutes: 10 },
        'durationMinutes',
        'The duration must be between 15 and 180 minutes.',
        'Die Dauer muss zwischen 15 und 180 Minuten liegen.',
      ],
      [
        { durationMinutes: 181 },
        'durationMinutes',
        'The duration must be between 15 and 180 minutes.',
        'Die Dauer muss zwischen 15 und 180 Minuten liegen.',
      ],
      [
        { timezone: 'Mars/Olympus' },
        'timezone',
        'Please choose a valid time zone.',
        'Bitte wähle eine gültige Zeitzone.',
      ],
      [
        { slots: [{ date: '2025-01-10', time: '10:00' }] },
        'slots.0.time',
        'Please choose a time in the future.',
        'Bitte wähle eine Zeit in der Zukunft.',
      ],
      [{ slots: [] }, 'slots', 'Offer between 1 and 5 times.', 'Biete zwischen 1 und 5 Termine an.'],
      [
        {
          slots: [
            { date: '2027-04-01', time: '10:00' },
            { date: '2027-04-01', time: '10:00' },
          ],
        },
        'slots.1.time',
        'Each offered time must be different.',
        'Jeder angebotene Termin muss anders sein.',
      ],
      [
        { slots: [{ date: '2027-04-01', time: '25:00' }] },
        'slots.0.time',
        'Please choose a time.',
        'Bitte wähle eine Uhrzeit.',
      ],
    ];
    for (const [change, field, en, de] of cases) {
      const res = await hr.post('/api/interviews', base(w.candidate.id, change));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field]).toBe(en);
      expect((await hrDe.post('/api/interviews', base(w.candidate.id, change))).json().error.fields[field]).toBe(de);
    }
    expect(await t.db.select().from(interviews).where(eq(interviews.candidateId, w.candidate.id))).toHaveLength(0);
  });

  it('only company members with a running plan schedule; candidates, moderators and admins are refused (en, de)', async () => {
    const w = await world();
    const lan = await signIn(t, w.candidate);
    const res = await lan.post('/api/interviews', base(w.candidate.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You must be logged in as an employer to schedule interviews');
    expect(
      (await (await signIn(t, w.candidate, { lang: 'de' })).post('/api/interviews', base(w.candidate.id))).json().error
        .message,
    ).toBe('Du musst als Arbeitgeber angemeldet sein, um Vorstellungsgespräche zu planen');
    for (const role of ['moderator', 'admin'] as const) {
      const staff = await f.createUser(t.db, { role, email: email(role) });
      expect((await (await signIn(t, staff)).post('/api/interviews', base(w.candidate.id))).statusCode).toBe(403);
    }
    // The team member schedules too, and may name a colleague as interviewer; not an outsider.
    const tom = await signIn(t, w.member);
    expect((await tom.post('/api/interviews', base(w.candidate.id, { interviewerId: w.employer.id }))).statusCode).toBe(
      201,
    );
    const outsider = await f.createUser(t.db, { role: 'employer', email: email('out') });
    const wrong = await tom.post(
      '/api/interviews',
      base(w.candidate.id, { interviewerId: outsider.id, slots: [{ date: '2027-04-02', time: '09:00' }] }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.interviewerId).toBe('The interviewer must be a member of your team.');
    // An expired company cannot schedule.
    const { user: late } = await f.createEmployer(t.db, {
      user: { email: email('late') },
      company: { verificationStatus: 'verified', trial: false, createdAt: new Date(Date.now() - 40 * 86_400_000) },
    });
    const expired = await (await signIn(t, late)).post('/api/interviews', base(w.candidate.id));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe('Your plan has expired. Choose a plan to schedule interviews.');
    // An application of another company is refused.
    const other = await world();
    const mismatch = await (
      await signIn(t, w.employer)
    ).post('/api/interviews', base(w.candidate.id, { applicationId: other.application.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe('This application is not from this candidate or not for your company.');
  });

  it('one interviewer cannot be booked twice at overlapping times', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    expect(
      (await hr.post('/api/interviews', base(w.candidate.id, { slots: [{ date: '2027-05-03', time: '10:00' }] })))
        .statusCode,
    ).toBe(201);
    const second = await world();
    await f
      .addCompanyMember(t.db, { companyId: w.company.id, userId: second.candidate.id, role: 'member' })
      .catch(() => undefined);
    const overlap = await hr.post(
      '/api/interviews',
      base(w.candidate.id, { slots: [{ date: '2027-05-03', time: '10:30' }] }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.message).toBe('The interviewer already has an interview at this time.');
    // Right after it ends is fine (45 minutes).
    expect(
      (await hr.post('/api/interviews', base(w.candidate.id, { slots: [{ date: '2027-05-03', time: '10:45' }] })))
        .statusCode,
    ).toBe(201);
  });
});

describe('answering, rescheduling, cancelling', () => {
  it('accept, reschedule (history, accept again), cancel with a reason the other side sees; refused transitions', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const lan = await signIn(t, w.candidate);
    const { id } = (await hr.post('/api/interviews', base(w.candidate.id, { applicationId: w.application.id }))).json();
    // The company cannot answer for the candidate.
    expect((await hr.post(`/api/interviews/${id}/respond`, { response: 'accept' })).statusCode).toBe(403);
    const accepted = (await lan.post(`/api/interviews/${id}/respond`, { response: 'accept' })).json();
    expect(accepted.status).toBe('accepted');
    const [acceptMail] = await mailsTo(t.db, w.employer.email);
    expect(acceptMail!.subject).toBe(`${w.candidate.name} accepted the interview`);
    // Reschedule: new time in the history, the candidate must accept again, SEQUENCE goes up.
    const moved = await hr.post(`/api/interviews/${id}/reschedule`, {
      date: '2027-03-30',
      time: '15:00',
      durationMinutes: 30,
      timezone: 'Europe/Berlin',
      platform: 'microsoft_teams',
      videoLink: 'https://teams.microsoft.com/l/meetup-join/abc',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'rescheduled',
      startsAt: '2027-03-30T13:00:00.000Z',
      history: [{ startsAt: '2027-03-29T08:00:00.000Z' }],
      platform: 'microsoft_teams',
    });
    expect(moved.json().sequence).toBe(accepted.sequence + 1);
    // The candidate cannot reschedule.
    expect(
      (
        await lan.post(`/api/interviews/${id}/reschedule`, {
          date: '2027-03-31',
          time: '10:00',
          durationMinutes: 30,
          timezone: 'Europe/Berlin',
          platform: 'zoom',
          videoLink: 'https://zoom.us/j/1',
        })
      ).statusCode,
    ).toBe(403);
    expect((await lan.post(`/api/interviews/${id}/respond`, { response: 'accept' })).json().status).toBe('accepted');
    // Cancel needs a reason (en, de), then the other side sees it.
    const noReason = await lan.post(`/api/interviews/${id}/cancel`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Please enter a reason for cancelling');
    expect(
      (await (await signIn(t, w.candidate, { lang: 'de' })).post(`/api/interviews/${id}/cancel`, {})).json().error
        .fields.reason,
    ).toBe('Bitte gib einen Grund für die Absage an');
    expect((await t.db.select().from(interviews).where(eq(interviews.id, id)))[0]!.status).toBe('accepted');
    const canceled = (
      await lan.post(`/api/interviews/${id}/cancel`, { reason: 'Ich habe eine andere Stelle.' })
    ).json();
    expect(canceled).toMatchObject({
      status: 'canceled',
      canceledBy: 'candidate',
      cancelReason: 'Ich habe eine andere Stelle.',
    });
    expect((await hr.get(`/api/interviews/${id}`)).json()).toMatchObject({
      canceledBy: 'candidate',
      cancelReason: 'Ich habe eine andere Stelle.',
    });
    // Nothing more is allowed on a cancelled interview.
    for (const [agent, url, body] of [
      [lan, 'respond', { response: 'accept' }],
      [lan, 'respond', { response: 'decline' }],
      [lan, 'cancel', { reason: 'again' }],
      [
        hr,
        'reschedule',
        {
          date: '2027-04-01',
          time: '10:00',
          durationMinutes: 30,
          timezone: 'Europe/Berlin',
          platform: 'zoom',
          videoLink: 'https://zoom.us/j/1',
        },
      ],
    ] as const) {
      const res = await agent.post(`/api/interviews/${id}/${url}`, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error.message).toBe('This interview can no longer be changed this way.');
    }
  });

  it('decline with an optional reason and asking for another time reach the team', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const lan = await signIn(t, w.candidate);
    const { id } = (await hr.post('/api/interviews', base(w.candidate.id))).json();
    const noNote = await lan.post(`/api/interviews/${id}/respond`, { response: 'request_new_time', note: '' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields.note).toBe('Please say which times would suit you.');
    const asked = (
      await lan.post(`/api/interviews/${id}/respond`, {
        response: 'request_new_time',
        note: 'Morgens ab 9 Uhr deutscher Zeit',
      })
    ).json();
    expect(asked.newTimeRequest.note).toBe('Morgens ab 9 Uhr deutscher Zeit');
    // The notices go out after each answer: wait for the first before the next answer (their order).
    await mailsTo(t.db, w.employer.email, 1);
    const declined = (
      await lan.post(`/api/interviews/${id}/respond`, { response: 'decline', reason: 'Zu spät für mich' })
    ).json();
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Zu spät für mich' });
    const mails = await mailsTo(t.db, w.employer.email, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      `${w.candidate.name} asks for another time`,
      `${w.candidate.name} declined the interview`,
    ]);
  });

  it('outcome note after completion only, private to the team', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const lan = await signIn(t, w.candidate);
    const { id } = (await hr.post('/api/interviews', base(w.candidate.id))).json();
    const early = await put(hr, `/api/interviews/${id}/outcome`, { note: 'Gut' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('You can record an outcome once the interview has taken place.');
    await lan.post(`/api/interviews/${id}/respond`, { response: 'accept' });
    await runInterviewSweep(
      { db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log },
      new Date('2027-03-29T09:00:00Z'),
    );
    expect((await hr.get(`/api/interviews/${id}`)).json().status).toBe('completed');
    expect(
      (await put(hr, `/api/interviews/${id}/outcome`, { note: 'Sehr motiviert, zweites Gespräch' })).json().outcomeNote,
    ).toBe('Sehr motiviert, zweites Gespräch');
    expect((await lan.get(`/api/interviews/${id}`)).json().outcomeNote).toBeNull();
    expect((await put(lan, `/api/interviews/${id}/outcome`, { note: 'x' })).statusCode).toBe(403);
  });

  it('another candidate, another company and a removed member get 404', async () => {
    const w = await world();
    const { id } = (await (await signIn(t, w.employer)).post('/api/interviews', base(w.candidate.id))).json();
    const other = await world();
    for (const user of [other.candidate, other.employer, other.member]) {
      const agent = await signIn(t, user);
      const res = await agent.get(`/api/interviews/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Interview not found');
      expect((await agent.post(`/api/interviews/${id}/cancel`, { reason: 'x' })).statusCode).toBe(404);
      expect((await agent.get(`/api/interviews/${id}/calendar.ics`)).statusCode).toBe(404);
      expect((await agent.get('/api/interviews')).json().items.map((i: { id: string }) => i.id)).not.toContain(id);
    }
  });
});

describe('self-booking', () => {
  it('the candidate books one of three offered times; the others are released; one slot cannot be booked twice', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const offer = base(w.candidate.id, {
      slots: [
        { date: '2027-06-07', time: '09:00' },
        { date: '2027-06-08', time: '14:00' },
        { date: '2027-06-09', time: '16:30' },
      ],
    });
    const first = (await hr.post('/api/interviews', offer)).json();
    expect(first.startsAt).toBeNull();
    expect(first.slots.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      '2027-06-07T07:00:00.000Z',
      '2027-06-08T12:00:00.000Z',
      '2027-06-09T14:30:00.000Z',
    ]);
    const [offerMail] = await mailsTo(t.db, w.candidate.email);
    expect(offerMail!.text).toContain('• Mon, 7 Jun 2027, 12:30 your time (India) · 09:00 in Berlin');
    // The same three times offered to a second candidate, same interviewer.
    const rival = await f.createCandidate(t.db, {
      user: { email: email('r') },
      profile: { approvalStatus: 'approved' },
    });
    await f.createApplication(t.db, { listingId: w.listing.id, candidateId: rival.user.id });
    const second = (await hr.post('/api/interviews', { ...offer, candidateId: rival.user.id })).json();
    const lan = await signIn(t, w.candidate);
    const noSlot = await lan.post(`/api/interviews/${first.id}/respond`, { response: 'accept' });
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().error.fields.slotId).toBe('Please choose one of the offered times.');
    const booked = (
      await lan.post(`/api/interviews/${first.id}/respond`, { response: 'accept', slotId: first.slots[1].id })
    ).json();
    expect(booked).toMatchObject({ status: 'accepted', startsAt: '2027-06-08T12:00:00.000Z' });
    // The offered times stay, so the candidate can move to another of them later (issue 28.7).
    expect(booked.slots).toHaveLength(3);
    // The rival sees that time taken and cannot book it (en); the others stay free.
    const rivalAgent = await signIn(t, rival.user);
    const seen = (await rivalAgent.get(`/api/interviews/${second.id}`)).json();
    expect(seen.slots.map((s: { available: boolean }) => s.available)).toEqual([true, false, true]);
    const taken = await rivalAgent.post(`/api/interviews/${second.id}/respond`, {
      response: 'accept',
      slotId: second.slots[1].id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('This time is no longer free. Please choose another one.');
    expect(
      (
        await rivalAgent.post(`/api/interviews/${second.id}/respond`, {
          response: 'accept',
          slotId: second.slots[2].id,
        })
      ).json().startsAt,
    ).toBe('2027-06-09T14:30:00.000Z');
  });

  it('two candidates booking the same slot at the same moment: exactly one gets it', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const offer = base(w.candidate.id, {
      slots: [
        { date: '2027-07-05', time: '10:00' },
        { date: '2027-07-05', time: '11:00' },
      ],
    });
    const a = (await hr.post('/api/interviews', offer)).json();
    const rival = await f.createCandidate(t.db, {
      user: { email: email('r') },
      profile: { approvalStatus: 'approved' },
    });
    await f.createApplication(t.db, { listingId: w.listing.id, candidateId: rival.user.id });
    const b = (await hr.post('/api/interviews', { ...offer, candidateId: rival.user.id })).json();
    const [lan, rivalAgent] = [await signIn(t, w.candidate), await signIn(t, rival.user)];
    const results = await Promise.all([
      lan.post(`/api/interviews/${a.id}/respond`, { response: 'accept', slotId: a.slots[0].id }),
      rivalAgent.post(`/api/interviews/${b.id}/respond`, { response: 'accept', slotId: b.slots[0].id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('reminders and completion (controlled clock)', () => {
  it('24 h and 1 h before, once each, in each language and zone; never for cancelled ones', async () => {
    const w = await world();
    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, w.candidate.id));
    const hr = await signIn(t, w.employer);
    const lan = await signIn(t, w.candidate);
    const { id } = (
      await hr.post('/api/interviews', base(w.candidate.id, { slots: [{ date: '2027-08-10', time: '10:00' }] }))
    ).json();
    await lan.post(`/api/interviews/${id}/respond`, { response: 'accept' });
    const gone = (
      await hr.post('/api/interviews', base(w.candidate.id, { slots: [{ date: '2027-08-10', time: '12:00' }] }))
    ).json();
    await lan.post(`/api/interviews/${gone.id}/cancel`, { reason: 'Termin passt nicht' });
    const deps = { db: t.db, mailer: t.app.mailer, config: t.config, log: t.app.log };
    const start = new Date('2027-08-10T08:00:00Z');
    const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * HOUR);
    await mailsTo(t.db, w.candidate.email, 2); // the two invitations
    const before = 2;
    expect(await runInterviewSweep(deps, at(30))).toMatchObject({ reminded24h: 0, reminded1h: 0 });
    // Two sweeps in the 24-hour window: one reminder (both sides), the second sweep sends nothing.
    const first = await runInterviewSweep(deps, at(23.9));
    expect(first.reminded24h).toBeGreaterThanOrEqual(1);
    expect((await runInterviewSweep(deps, at(23.5))).reminded24h).toBe(0);
    const reminders = (await mailsTo(t.db, w.candidate.email, before + 1)).filter((m) =>
      m.subject.startsWith('Morgen'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Morgen: Vorstellungsgespräch mit ${w.company.name}`);
    expect(reminders[0]!.text).toContain('Di., 10. Aug. 2027, 13:30 Uhr bei dir (Indien) · 10:00 Uhr in Berlin');
    const hrMails = (await t.db.select().from(mailOutbox)).filter(
      (m) => m.to === w.employer.email && m.subject.startsWith('Tomorrow'),
    );
    expect(hrMails).toHaveLength(1);
    expect(hrMails[0]!.text).toContain('Tue, 10 Aug 2027, 10:00 your time (Berlin) · 13:30 in Kolkata');
    expect((await runInterviewSweep(deps, at(0.9))).reminded1h).toBeGreaterThanOrEqual(1);
    expect((await runInterviewSweep(deps, at(0.5))).reminded1h).toBe(0);
    const all = (await t.db.select().from(mailOutbox)).filter((m) => m.to === w.candidate.email);
    expect(all.filter((m) => m.subject.startsWith('In einer Stunde'))).toHaveLength(1);
    // The cancelled one (12:00) never got a reminder.
    const reminderMails = all.filter((m) => /^(Morgen|In einer Stunde):/.test(m.subject));
    expect(reminderMails).toHaveLength(2);
    expect(reminderMails.filter((m) => m.text.includes('15:30 (Kolkata'))).toHaveLength(0);
    // After the end it is completed, once.
    expect((await runInterviewSweep(deps, new Date(start.getTime() + 46 * 60_000))).completed).toBeGreaterThanOrEqual(
      1,
    );
    expect((await hr.get(`/api/interviews/${id}`)).json().status).toBe('completed');
  });
});

describe('calendar files', () => {
  it('the .ics download: one UID, SEQUENCE raised, REQUEST then CANCEL, times in the organiser zone and UTC', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const lan = await signIn(t, w.candidate);
    const { id } = (await hr.post('/api/interviews', base(w.candidate.id))).json();
    const first = await lan.get(`/api/interviews/${id}/calendar.ics`);
    expect(first.headers['content-type']).toContain('text/calendar');
    expect(first.body).toContain('METHOD:REQUEST');
    expect(first.body).toContain('DTSTART;TZID=Europe/Berlin:20270329T100000');
    expect(first.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const event = (ics: string) => Object.values(ical.sync.parseICS(ics)).find((e) => e?.type === 'VEVENT') as VEvent;
    const one = event(first.body);
    expect(one.start.toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(one.end?.toISOString()).toBe('2027-03-29T08:45:00.000Z');
    await hr.post(`/api/interviews/${id}/reschedule`, {
      date: '2027-04-05',
      time: '11:00',
      durationMinutes: 30,
      timezone: 'Europe/Berlin',
      platform: 'zoom',
      videoLink: 'https://zoom.us/j/9',
    });
    const two = event((await lan.get(`/api/interviews/${id}/calendar.ics`)).body);
    expect(two.uid).toBe(one.uid);
    expect(Number(two.sequence)).toBeGreaterThan(Number(one.sequence));
    expect(two.start.toISOString()).toBe('2027-04-05T09:00:00.000Z');
    await hr.post(`/api/interviews/${id}/cancel`, { reason: 'Stelle besetzt' });
    const cancel = (await lan.get(`/api/interviews/${id}/calendar.ics`)).body;
    expect(cancel).toContain('METHOD:CANCEL');
    expect(event(cancel).uid).toBe(one.uid);
    expect(Number(event(cancel).sequence)).toBeGreaterThan(Number(two.sequence));
  });

  it('the e-mails carry the .ics over real SMTP', async () => {
    const app = await createTestAppWithInbox();
    const { inbox } = app;
    try {
      const w = await world(app);
      const hr = await signIn(app, w.employer);
      const { id } = (await hr.post('/api/interviews', base(w.candidate.id))).json();
      const mail = await simpleParser((await inbox.waitFor(w.candidate.email)).raw);
      const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
      expect(ics?.filename).toBe('interview.ics');
      const parsed = Object.values(ical.sync.parseICS(ics!.content.toString('utf8'))).find(
        (e) => e?.type === 'VEVENT',
      ) as VEvent;
      expect(parsed.uid).toBe(`interview-${id}@azubi.test`);
      expect(parsed.start.toISOString()).toBe('2027-03-29T08:00:00.000Z');
    } finally {
      await app.close();
    }
  });

  it('issue 28.7: the candidate gets a confirmation with the .ics, moves to another offered time while it is free, and asks for another time', async () => {
    const app = await createTestAppWithInbox();
    const { inbox } = app;
    const icsOf = async (raw: string) => {
      const mail = await simpleParser(raw);
      const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
      expect(file?.filename).toBe('interview.ics');
      return Object.values(ical.sync.parseICS(file!.content.toString('utf8'))).find(
        (e) => e?.type === 'VEVENT',
      ) as VEvent;
    };
    try {
      const w = await world(app);
      const hr = await signIn(app, w.employer, { lang: 'en' });
      const offer = base(w.candidate.id, {
        slots: [
          { date: '2027-06-07', time: '09:00' },
          { date: '2027-06-08', time: '14:00' },
          { date: '2027-06-09', time: '16:30' },
        ],
      });
      const interview = (await hr.post('/api/interviews', offer)).json();
      await inbox.waitFor(w.candidate.email); // the offer
      const lan = await signIn(app, w.candidate, { lang: 'en' });
      const booked = await lan.post(`/api/interviews/${interview.id}/respond`, {
        response: 'accept',
        slotId: interview.slots[0].id,
      });
      expect(booked.json()).toMatchObject({ status: 'accepted', startsAt: '2027-06-07T07:00:00.000Z' });
      // The candidate's own confirmation, with the calendar file, in their zone with Berlin beside it.
      const confirmation = await inbox.waitFor(w.candidate.email, 2);
      expect(confirmation.subject).toBe(`Confirmed: interview with ${w.company.name}`);
      expect(confirmation.text).toContain('When: Mon, 7 Jun 2027, 12:30 your time (India) · 09:00 in Berlin');
      expect(confirmation.text).not.toMatch(/Calcutta|\(Kolkata, GMT\+5:30\) –/);
      const first = await icsOf(confirmation.raw);
      expect(first.start.toISOString()).toBe('2027-06-07T07:00:00.000Z');
      expect((await inbox.waitFor(w.employer.email)).subject).toBe(`${w.candidate.name} accepted the interview`);

      // Another interview of the same interviewer takes the second time: it is no longer free.
      const rival = await f.createCandidate(app.db, {
        user: { email: email('r') },
        profile: { approvalStatus: 'approved' },
      });
      await f.createApplication(app.db, { listingId: w.listing.id, candidateId: rival.user.id });
      const other = (
        await hr.post('/api/interviews', {
          ...offer,
          candidateId: rival.user.id,
          slots: [
            { date: '2027-06-08', time: '14:00' },
            { date: '2027-06-10', time: '10:00' },
          ],
        })
      ).json();
      const rivalAgent = await signIn(app, rival.user, { lang: 'en' });
      expect(
        (
          await rivalAgent.post(`/api/interviews/${other.id}/respond`, {
            response: 'accept',
            slotId: other.slots[0].id,
          })
        ).statusCode,
      ).toBe(200);
      const seen = (await lan.get(`/api/interviews/${interview.id}`)).json();
      expect(seen.slots.map((slot: { available: boolean }) => slot.available)).toEqual([true, false, true]);
      const taken = await lan.post(`/api/interviews/${interview.id}/respond`, {
        response: 'accept',
        slotId: interview.slots[1].id,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe('This time is no longer free. Please choose another one.');
      // The company cannot move it through the candidate's answer.
      expect(
        (
          await hr.post(`/api/interviews/${interview.id}/respond`, {
            response: 'accept',
            slotId: interview.slots[2].id,
          })
        ).statusCode,
      ).toBe(403);

      // The third time is free: the interview moves there; both sides are told, the calendar updates (same UID, higher SEQUENCE).
      const moved = (
        await lan.post(`/api/interviews/${interview.id}/respond`, { response: 'accept', slotId: interview.slots[2].id })
      ).json();
      expect(moved).toMatchObject({ status: 'accepted', startsAt: '2027-06-09T14:30:00.000Z' });
      expect(moved.history).toEqual([{ startsAt: '2027-06-07T07:00:00.000Z', changedAt: expect.any(String) }]);
      const movedMail = await inbox.waitFor(w.candidate.email, 3);
      expect(movedMail.subject).toBe(`Confirmed: interview with ${w.company.name}`);
      expect(movedMail.text).toContain('When: Wed, 9 Jun 2027, 20:00 your time (India) · 16:30 in Berlin');
      expect(movedMail.text).toContain('Before: Mon, 7 Jun 2027, 12:30 your time (India) · 09:00 in Berlin');
      const second = await icsOf(movedMail.raw);
      expect(second.uid).toBe(first.uid);
      expect(Number((second as unknown as { sequence: string }).sequence)).toBeGreaterThan(
        Number((first as unknown as { sequence: string }).sequence),
      );
      await inbox.waitFor(w.employer.email, 3); // Lan's booking, the rival's, Lan's move
      const companyMail = inbox.mails.find(
        (m) =>
          m.to.includes(w.employer.email) && m.subject === `${w.candidate.name} chose another of the offered times`,
      )!;
      expect(companyMail.text).toContain('When: Wed, 9 Jun 2027, 16:30 your time (Berlin) · 20:00 in Kolkata');

      // "Ask for another time" once booked: the company gets the message.
      const asked = await lan.post(`/api/interviews/${interview.id}/respond`, {
        response: 'request_new_time',
        note: 'Evenings after 18:00 my time suit me better.',
      });
      expect(asked.json()).toMatchObject({
        status: 'accepted',
        newTimeRequest: { note: 'Evenings after 18:00 my time suit me better.' },
      });
      await inbox.waitFor(w.employer.email, 4);
      const request = inbox.mails.find(
        (m) => m.to.includes(w.employer.email) && m.subject === `${w.candidate.name} asks for another time`,
      )!;
      expect(request.text).toContain('Evenings after 18:00 my time suit me better.');
    } finally {
      await app.close();
    }
  });

  it('the private feed: created once, lists upcoming interviews, stops working when replaced or revoked', async () => {
    const w = await world();
    const hr = await signIn(t, w.employer);
    const lan = await signIn(t, w.candidate);
    await hr.post('/api/interviews', base(w.candidate.id));
    expect((await lan.get('/api/calendar-feed')).json()).toEqual({ url: null, active: false });
    const created = (await lan.post('/api/calendar-feed')).json();
    expect(created.active).toBe(true);
    const path = new URL(created.url).pathname;
    const feed = await new TestAgent(t.app).get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect(feed.body).toContain(`SUMMARY:Interview: ${w.company.name}`);
    expect((await lan.get('/api/calendar-feed')).json()).toEqual({ url: null, active: true });
    const replaced = (await lan.post('/api/calendar-feed')).json();
    expect((await new TestAgent(t.app).get(path)).statusCode).toBe(404);
    expect((await new TestAgent(t.app).get(new URL(replaced.url).pathname)).statusCode).toBe(200);
    await lan.request({ method: 'DELETE', url: '/api/calendar-feed' });
    expect((await new TestAgent(t.app).get(new URL(replaced.url).pathname)).statusCode).toBe(404);
  });
});

describe('time zone', () => {
  it('a user sets their zone; an invalid one is refused (en, de)', async () => {
    const w = await world(t, null);
    const lan = await signIn(t, w.candidate);
    // Without a choice, the profile's country decides (India).
    const ctx = (
      await (await signIn(t, w.employer)).get(`/api/interviews/schedule-context?candidateId=${w.candidate.id}`)
    ).json();
    expect(ctx).toMatchObject({
      candidate: { timezone: 'Asia/Kolkata' },
      employerTimezone: 'Europe/Berlin',
      canSchedule: true,
    });
    expect(ctx.interviewers.map((i: { id: string }) => i.id).sort()).toEqual([w.employer.id, w.member.id].sort());
    expect((await put(lan, '/api/me/timezone', { timezone: 'Asia/Ho_Chi_Minh' })).json()).toEqual({
      timezone: 'Asia/Ho_Chi_Minh',
    });
    expect((await lan.get('/api/me')).json().user.timezone).toBe('Asia/Ho_Chi_Minh');
    // A browser's replaced name (Chrome says "Asia/Calcutta") is stored under the current one (issue 28.1).
    expect((await put(lan, '/api/me/timezone', { timezone: 'Asia/Calcutta' })).json()).toEqual({
      timezone: 'Asia/Kolkata',
    });
    expect((await lan.get('/api/me')).json().user.timezone).toBe('Asia/Kolkata');
    const bad = await put(lan, '/api/me/timezone', { timezone: 'Europe/Atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.timezone).toBe('Please choose a valid time zone.');
    expect(
      (await put(await signIn(t, w.candidate, { lang: 'de' }), '/api/me/timezone', { timezone: 'x' })).json().error
        .fields.timezone,
    ).toBe('Bitte wähle eine gültige Zeitzone.');
  });
});
