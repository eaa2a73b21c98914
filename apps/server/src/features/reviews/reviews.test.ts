import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../db/factories';
import { notifications, reviewReports, reviews } from '../../db/schema';
import { mailsTo } from '../../testing/mail-outbox';
import { signIn } from '../../testing/sign-in';
import { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { employerStructuredData } from '../../web/structured-data';

let t: TestApp;
let n = 0;
const email = (p = 'r') => `${p}${++n}-${Date.now().toString(36)}@example.org`;

/** A company with its employer and a member, a candidate (Nigeria) with no contact yet, a moderator. */
async function world(candidateLocale: 'en' | 'de' = 'en') {
  const { user: employer, company } = await f.createEmployer(t.db, {
    user: { email: email('hr'), locale: 'de' },
    company: { verificationStatus: 'verified', name: `Klinikum ${++n}` },
  });
  const member = await f.createUser(t.db, { role: 'team_member', email: email('tm') });
  await f.addCompanyMember(t.db, { companyId: company.id, userId: member.id, role: 'member' });
  const { user: candidate } = await f.createCandidate(t.db, {
    user: { email: email('c'), name: `Amara Okafor ${n}`, locale: candidateLocale },
    profile: { approvalStatus: 'approved', country: 'NG' },
  });
  const moderator = await f.createUser(t.db, { role: 'moderator', email: email('mod') });
  const listing = await f.createListing(t.db, { companyId: company.id, title: 'Pflegefachfrau (m/w/d)' });
  return { employer, member, company, candidate, moderator, listing };
}

type World = Awaited<ReturnType<typeof world>>;

async function withInterview(w: World) {
  await f.createInterview(t.db, {
    companyId: w.company.id,
    candidateId: w.candidate.id,
    status: 'completed',
    startsAt: new Date(Date.now() - 86_400_000),
  });
}

const put = (agent: TestAgent, url: string, payload: Record<string, unknown>) =>
  agent.request({ method: 'PUT', url, payload });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who may review', () => {
  it('refuses a candidate without a proven contact (en and de), and a pending application or a candidate-only chat is none', async () => {
    const w = await world();
    await f.createApplication(t.db, { listingId: w.listing.id, candidateId: w.candidate.id });
    const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
    await f.createMessage(t.db, { conversationId: conversation.id, senderId: w.candidate.id });
    await f.createInterview(t.db, { companyId: w.company.id, candidateId: w.candidate.id, status: 'accepted' });
    const en = await signIn(t, w.candidate);
    const res = await en.post(`/api/companies/${w.company.id}/reviews`, { rating: 4 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/^You can review a company once you have been in contact with it/);
    const de = await signIn(t, w.candidate, { lang: 'de' });
    const resDe = await de.post(`/api/companies/${w.company.id}/reviews`, { rating: 4 });
    expect(resDe.json().error.message).toMatch(/^Du kannst ein Unternehmen bewerten, sobald du Kontakt/);
    expect((await en.get('/api/my-reviews')).json()).toEqual({ items: [], reviewable: [] });
  });

  it.each([
    ['an answered application', 'application'],
    ['an interview that took place', 'interview'],
    ['a conversation in which the company wrote', 'conversation'],
  ] as const)('accepts %s as the proven contact', async (_, kind) => {
    const w = await world();
    if (kind === 'application')
      await f.createApplication(t.db, { listingId: w.listing.id, candidateId: w.candidate.id, status: 'reviewing' });
    if (kind === 'interview') await withInterview(w);
    if (kind === 'conversation') {
      const conversation = await f.createConversation(t.db, { companyId: w.company.id, candidateId: w.candidate.id });
      await f.createMessage(t.db, { conversationId: conversation.id, senderId: w.member.id });
    }
    const agent = await signIn(t, w.candidate);
    expect((await agent.get('/api/my-reviews')).json().reviewable).toEqual([
      { companyId: w.company.id, companyName: w.company.name, contact: kind },
    ]);
    const res = await agent.post(`/api/companies/${w.company.id}/reviews`, { rating: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', rating: 5, message: expect.stringMatching(/^Thank you!/) });
    const queue = await (await signIn(t, w.moderator)).get('/api/admin/reviews');
    const item = queue.json().items.find((i: { id: string }) => i.id === res.json().id);
    expect(item.contact.kind).toBe(kind);
  });

  it('one review per candidate and company; others cannot write; signed out 401', async () => {
    const w = await world();
    await withInterview(w);
    const agent = await signIn(t, w.candidate);
    expect((await agent.post(`/api/companies/${w.company.id}/reviews`, { rating: 3 })).statusCode).toBe(201);
    const again = await agent.post(`/api/companies/${w.company.id}/reviews`, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already reviewed this company. You can edit your review.');
    expect((await agent.get('/api/my-reviews')).json().reviewable).toEqual([]);
    for (const user of [w.employer, w.moderator]) {
      const res = await (await signIn(t, user)).post(`/api/companies/${w.company.id}/reviews`, { rating: 5 });
      expect(res.statusCode).toBe(403);
    }
    const anon = new TestAgent(t.app);
    expect((await anon.get('/api/my-reviews')).statusCode).toBe(401);
    const unknown = await agent.post(`/api/companies/${crypto.randomUUID()}/reviews`, { rating: 5 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('writing', () => {
  it('requires a rating: "Please select a rating" (en) and its German text', async () => {
    const w = await world();
    await withInterview(w);
    const en = await signIn(t, w.candidate);
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: '' }]) {
      const res = await en.post(`/api/companies/${w.company.id}/reviews`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.rating).toBe('Please select a rating');
    }
    const de = await signIn(t, w.candidate, { lang: 'de' });
    const res = await de.post(`/api/companies/${w.company.id}/reviews`, { text: 'Gut' });
    expect(res.json().error.fields.rating).toBe('Bitte wähle eine Bewertung aus');
    const aspect = await en.post(`/api/companies/${w.company.id}/reviews`, { rating: 4, fairness: 9 });
    expect(aspect.json().error.fields.fairness).toBe('Please choose between 1 and 5 stars.');
  });

  it('cleans the text (a script stays text), cuts it to 1,000 characters and keeps aspects and the anonymous choice', async () => {
    const w = await world();
    await withInterview(w);
    const agent = await signIn(t, w.candidate);
    const res = await agent.post(`/api/companies/${w.company.id}/reviews`, {
      rating: 4,
      text: `  <script>alert(1)</script> Fair process ${'x'.repeat(1200)}`,
      communication: 5,
      fairness: 4,
      visaSupport: 2,
      anonymous: true,
    });
    expect(res.statusCode).toBe(201);
    const review = res.json();
    expect(review.text.startsWith('scriptalert(1)/script Fair process')).toBe(true);
    expect(review.text).not.toMatch(/[<>]/);
    expect(review.text).toHaveLength(1000);
    expect(review).toMatchObject({ communication: 5, fairness: 4, visaSupport: 2, anonymous: true, canEdit: true });
  });
});

describe('moderation', () => {
  it('only moderators and admins see the queue and decide; an employer cannot change a state', async () => {
    const w = await world();
    await withInterview(w);
    const id = (
      await (await signIn(t, w.candidate)).post(`/api/companies/${w.company.id}/reviews`, { rating: 2 })
    ).json().id;
    for (const user of [w.employer, w.member, w.candidate]) {
      const agent = await signIn(t, user);
      expect((await agent.get('/api/admin/reviews')).statusCode).toBe(403);
      expect((await agent.post(`/api/admin/reviews/${id}/decision`, { decision: 'approve' })).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row!.status).toBe('pending');
    const admin = await f.createUser(t.db, { role: 'admin', email: email('admin') });
    expect((await (await signIn(t, admin)).get('/api/admin/reviews')).statusCode).toBe(200);
  });

  it('lists the pending queue oldest first', async () => {
    const a = await world();
    const b = await world();
    await withInterview(a);
    await withInterview(b);
    const first = await f.createReview(t.db, {
      companyId: a.company.id,
      authorId: a.candidate.id,
      rating: 3,
      submittedAt: new Date(Date.now() - 3_600_000),
    });
    const second = await f.createReview(t.db, { companyId: b.company.id, authorId: b.candidate.id, rating: 4 });
    const items = (await (await signIn(t, a.moderator)).get('/api/admin/reviews')).json().items as { id: string }[];
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  });

  it('a rejection with a listed reason and a note tells the author in the app and by e-mail in their language; one resubmission', async () => {
    const w = await world('de');
    await withInterview(w);
    const author = await signIn(t, w.candidate, { lang: 'de' });
    const id = (
      await author.post(`/api/companies/${w.company.id}/reviews`, { rating: 1, text: 'Die Chefin heißt …' })
    ).json().id;
    const mod = await signIn(t, w.moderator);
    const missing = await mod.post(`/api/admin/reviews/${id}/decision`, { decision: 'reject' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.reason).toBe('Please choose a reason.');
    const res = await mod.post(`/api/admin/reviews/${id}/decision`, {
      decision: 'reject',
      reason: 'personal_data',
      note: 'Bitte ohne Namen.',
    });
    expect(res.json()).toEqual({ message: 'Review rejected' });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, w.candidate.id));
    expect(notice).toMatchObject({
      type: 'review_moderated',
      link: '/my-reviews',
      data: {
        subject: 'review',
        decision: 'rejected',
        reason: 'personal_data',
        note: 'Bitte ohne Namen.',
        canResubmit: true,
      },
    });
    const [mail] = await mailsTo(t.db, w.candidate.email);
    expect(mail!.subject).toBe(`Deine Bewertung von ${w.company.name} wurde nicht veröffentlicht`);
    expect(mail!.text).toContain('Der Grund: personenbezogene Daten.');
    expect(mail!.text).toContain('Hinweis des Teams: Bitte ohne Namen.');
    expect(mail!.text).toContain('einmal bearbeiten und erneut einreichen');
    const mine = (await author.get('/api/my-reviews')).json().items[0];
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'personal_data', canEdit: true });
    // Decided: not again.
    const twice = await mod.post(`/api/admin/reviews/${id}/decision`, { decision: 'approve' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This review is not waiting for a decision.');
    // The edit goes back to the queue; rejected again, it cannot change any more.
    const edit = await put(author, `/api/my-reviews/${id}`, { rating: 2, text: 'Sehr lange Wartezeit.' });
    expect(edit.json()).toMatchObject({ status: 'pending', rejectionReason: null, canEdit: true });
    await mod.post(`/api/admin/reviews/${id}/decision`, { decision: 'reject', reason: 'off_topic' });
    const mails = await mailsTo(t.db, w.candidate.email, 2);
    expect(mails[1]!.text).toContain('kann nicht mehr geändert werden');
    expect((await author.get('/api/my-reviews')).json().items[0].canEdit).toBe(false);
    const last = await put(author, `/api/my-reviews/${id}`, { rating: 5 });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toMatch(/^Diese Bewertung wurde abgelehnt, nachdem du sie schon einmal/);
    const en = await signIn(t, w.candidate);
    expect((await put(en, `/api/my-reviews/${id}`, { rating: 5 })).json().error.message).toMatch(
      /^This review was rejected after you had already resubmitted it once/,
    );
  });

  it('approval publishes it on the employer page with the average and count, and AggregateRating; an edit goes back to moderation', async () => {
    const w = await world();
    await withInterview(w);
    const other = await f.createCandidate(t.db, { user: { email: email('c2'), name: 'Lan Nguyen' } });
    await f.createReview(t.db, { companyId: w.company.id, authorId: other.user.id, rating: 4, status: 'approved' });
    const author = await signIn(t, w.candidate);
    const id = (
      await author.post(`/api/companies/${w.company.id}/reviews`, { rating: 5, text: 'Klare Abläufe' })
    ).json().id;
    const publicBefore = (await t.app.inject({ method: 'GET', url: `/api/companies/${w.company.id}/profile` })).json();
    expect(publicBefore.reviews.summary).toEqual({ average: 4, count: 1 });
    const res = await (
      await signIn(t, w.moderator, { lang: 'de' })
    ).post(`/api/admin/reviews/${id}/decision`, {
      decision: 'approve',
    });
    expect(res.json()).toEqual({ message: 'Bewertung freigegeben' });
    const [mail] = await mailsTo(t.db, w.candidate.email);
    expect(mail!.subject).toBe(`Your review of ${w.company.name} is published`);
    const profile = (await t.app.inject({ method: 'GET', url: `/api/companies/${w.company.id}/profile` })).json();
    expect(profile.reviews.summary).toEqual({ average: 4.5, count: 2 });
    expect(profile.reviews.items[0]).toMatchObject({
      id,
      rating: 5,
      text: 'Klare Abläufe',
      authorFirstName: 'Amara',
      authorCountry: 'NG',
      anonymous: false,
    });
    const jsonLd = JSON.stringify(employerStructuredData('https://azubi.example', 'en', profile, 'About'));
    expect(jsonLd).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.5,"reviewCount":2');
    expect(jsonLd).toContain('"author":{"@type":"Person","name":"Amara"}');
    // The company's listings carry the average too.
    const job = (await t.app.inject({ method: 'GET', url: `/api/listings/${w.listing.id}` })).json();
    expect(job.company.rating).toEqual({ average: 4.5, count: 2 });
    // Edited: waits again and leaves the page.
    await put(author, `/api/my-reviews/${id}`, { rating: 1, anonymous: true });
    const after = (await t.app.inject({ method: 'GET', url: `/api/companies/${w.company.id}/profile` })).json();
    expect(after.reviews.summary).toEqual({ average: 4, count: 1 });
  });

  it('an anonymous review shows neither name nor country', async () => {
    const w = await world();
    await f.createReview(t.db, {
      companyId: w.company.id,
      authorId: w.candidate.id,
      rating: 3,
      status: 'approved',
      anonymous: true,
    });
    const profile = (await t.app.inject({ method: 'GET', url: `/api/companies/${w.company.id}/profile` })).json();
    expect(profile.reviews.items[0]).toMatchObject({ authorFirstName: null, authorCountry: null, anonymous: true });
    expect(JSON.stringify(profile)).not.toContain('Amara');
  });
});

describe('the employer', () => {
  async function published(w: World) {
    return f.createReview(t.db, { companyId: w.company.id, authorId: w.candidate.id, rating: 2, status: 'approved' });
  }

  it('replies once (moderated), and the reply shows under the review once approved', async () => {
    const w = await world();
    const review = await published(w);
    const member = await signIn(t, w.member);
    expect(
      (await put(member, `/api/employer/reviews/${review.id}/reply`, { text: ' ' })).json().error.fields.text,
    ).toBe('Please write a reply.');
    const res = await put(member, `/api/employer/reviews/${review.id}/reply`, {
      text: 'Danke <b>für</b> das Feedback.',
    });
    expect(res.json()).toEqual({ message: 'Your reply will be published once our team has checked it.' });
    const listed = (await member.get('/api/employer/reviews')).json();
    expect(listed.items[0].ownReply).toEqual({
      text: 'Danke bfür/b das Feedback.',
      status: 'pending',
      rejectionReason: null,
    });
    expect(listed.items[0].reply).toBeNull();
    const mod = await signIn(t, w.moderator);
    expect((await mod.get('/api/admin/reviews')).json().items.some((i: { id: string }) => i.id === review.id)).toBe(
      true,
    );
    await mod.post(`/api/admin/reviews/${review.id}/reply-decision`, { decision: 'reject', reason: 'insult' });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, w.member.id));
    expect(notice!.data).toMatchObject({ subject: 'reply', decision: 'rejected', reason: 'insult' });
    expect((await member.get('/api/employer/reviews')).json().items[0].ownReply.rejectionReason).toBe('insult');
    await put(member, `/api/employer/reviews/${review.id}/reply`, { text: 'Danke für das Feedback.' });
    const ok = await mod.post(`/api/admin/reviews/${review.id}/reply-decision`, { decision: 'approve' });
    expect(ok.json()).toEqual({ message: 'Reply approved' });
    const profile = (await t.app.inject({ method: 'GET', url: `/api/companies/${w.company.id}/profile` })).json();
    expect(profile.reviews.items[0].reply.text).toBe('Danke für das Feedback.');
    const again = await put(member, `/api/employer/reviews/${review.id}/reply`, { text: 'Noch etwas' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Your company has already replied to this review.');
    const twice = await mod.post(`/api/admin/reviews/${review.id}/reply-decision`, { decision: 'approve' });
    expect(twice.json().error.message).toBe('This reply is not waiting for a decision.');
  });

  it('reports a review with a reason; it stays visible until a moderator decides; never deletes', async () => {
    const w = await world();
    const review = await published(w);
    const hr = await signIn(t, w.employer, { lang: 'de' });
    const missing = await hr.post(`/api/employer/reviews/${review.id}/report`, {});
    expect(missing.json().error.fields.reason).toBe('Bitte wähle einen Grund für die Meldung.');
    const res = await hr.post(`/api/employer/reviews/${review.id}/report`, {
      reason: 'not_about_company',
      note: 'Falsche Firma',
    });
    expect(res.json()).toEqual({ message: 'Danke. Unser Team prüft diese Bewertung.' });
    const twice = await hr.post(`/api/employer/reviews/${review.id}/report`, { reason: 'spam' });
    expect(twice.statusCode).toBe(409);
    expect((await hr.get('/api/employer/reviews')).json().items[0].reported).toBe(true);
    const profile = (await t.app.inject({ method: 'GET', url: `/api/companies/${w.company.id}/profile` })).json();
    expect(profile.reviews.summary.count).toBe(1);
    expect((await hr.request({ method: 'DELETE', url: `/api/my-reviews/${review.id}` })).statusCode).toBe(404);
    const mod = await signIn(t, w.moderator);
    const item = (await mod.get('/api/admin/reviews')).json().items.find((i: { id: string }) => i.id === review.id);
    expect(item.reports).toEqual([
      { reason: 'not_about_company', note: 'Falsche Firma', createdAt: expect.any(String) },
    ]);
    await mod.post(`/api/admin/reviews/${review.id}/decision`, { decision: 'reject', reason: 'not_about_company' });
    const [report] = await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(report!.status).toBe('upheld');
    const after = (await t.app.inject({ method: 'GET', url: `/api/companies/${w.company.id}/profile` })).json();
    expect(after.reviews.summary).toEqual({ average: null, count: 0 });
  });

  it("cannot reply to or report another company's review, nor a pending one; a candidate cannot use the employer routes", async () => {
    const w = await world();
    const x = await world();
    const review = await published(x);
    const hr = await signIn(t, w.employer);
    expect((await put(hr, `/api/employer/reviews/${review.id}/reply`, { text: 'Hi' })).statusCode).toBe(404);
    expect((await hr.post(`/api/employer/reviews/${review.id}/report`, { reason: 'spam' })).statusCode).toBe(404);
    const pending = await f.createReview(t.db, { companyId: w.company.id, authorId: w.candidate.id, rating: 5 });
    const res = await put(hr, `/api/employer/reviews/${pending.id}/reply`, { text: 'Hi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You can reply to a review once it is published.');
    const candidate = await signIn(t, w.candidate);
    expect((await candidate.get('/api/employer/reviews')).statusCode).toBe(403);
  });
});
