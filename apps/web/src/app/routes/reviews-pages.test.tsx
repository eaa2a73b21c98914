import type { PublicEmployerProfile } from '@azubi/shared/companies/company-profile';
import type { EmployerReviews, ModerationReview, MyReview, MyReviews } from '@azubi/shared/reviews/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts, meFor, stubApi } from '../../test/stub-api';
import { setSessionHint } from '../../lib/account/session-hint';
import { LISTING_ID, listingDetail } from '../../features/listings/testing/fixtures';
import { renderApp } from '../../test/render-app';

const COMPANY_ID = '10000000-0000-4000-8000-000000000001';
const REVIEW_ID = '20000000-0000-4000-8000-000000000002';

/** The wait for a form whose code loads on a click (issue 35): its first render follows the code. */
const LAZY = { timeout: 4000 };

// The forms that load on a click, transformed once before the tests: under a busy suite the first
// transform of a lazy module can outlast a test's wait for it (as get-started-dialog.test.tsx does).
beforeAll(async () => {
  await Promise.all([
    import('../../features/reviews/components/review-form'),
    import('../../features/reviews/components/employer-review-forms'),
  ]);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  setSessionHint(false);
});

const myReview = (overrides: Partial<MyReview> = {}): MyReview => ({
  id: REVIEW_ID,
  companyId: COMPANY_ID,
  companyName: 'Bäckerei Sonne',
  rating: 2,
  text: 'Die Chefin heißt Frau X.',
  communication: null,
  fairness: 3,
  visaSupport: null,
  anonymous: false,
  status: 'rejected',
  rejectionReason: 'personal_data',
  moderationNote: 'Please leave out names.',
  canEdit: true,
  submittedAt: '2027-03-01T10:00:00.000Z',
  reply: null,
  ...overrides,
});

describe('/my-reviews', { timeout: 20_000 }, () => {
  it('writes a review of a company with a proven contact: the rating is required, then it is sent', async () => {
    const user = userEvent.setup();
    const data: MyReviews = {
      items: [],
      reviewable: [{ companyId: COMPANY_ID, companyName: 'Bäckerei Sonne', contact: 'interview' }],
    };
    const api = stubApi({
      'GET /api/me': { body: meFor() },
      'GET /api/my-reviews': { body: data },
      'POST /api/companies/:id/reviews': {
        status: 201,
        body: {
          ...myReview({ status: 'pending', rejectionReason: null, moderationNote: null }),
          message: 'Thank you! Your review will be published once our team has checked it.',
        },
      },
    });
    renderApp('/my-reviews');
    expect(await screen.findByRole('heading', { name: 'My reviews', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My reviews' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Interview that took place')).toBeInTheDocument();
    // The form's code downloads when the pointer reaches the button (issue 35); a click on a button
    // whose code is still on its way renders inside Testing Library's act(), where React in jsdom
    // does not come back to the suspended form.
    await user.hover(screen.getByRole('button', { name: 'Review Bäckerei Sonne' }));
    await import('../../features/reviews/components/review-form');
    await user.click(screen.getByRole('button', { name: 'Review Bäckerei Sonne' }));
    await user.click(await screen.findByRole('button', { name: 'Submit review' }, LAZY));
    expect(await screen.findByText('Please select a rating')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    const rating = screen.getByRole('group', { name: 'Your rating' });
    await user.click(within(rating).getByRole('radio', { name: '4 of 5 stars' }));
    await user.type(screen.getByLabelText('Your experience'), 'Quick answers <b>and</b> fair.');
    const visa = screen.getByRole('group', { name: /Support with visa and arrival/ });
    await user.click(within(visa).getByRole('radio', { name: '5 of 5 stars' }));
    await user.click(screen.getByRole('radio', { name: 'Anonymously' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    const post = api.requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(`/api/companies/${COMPANY_ID}/reviews`);
    expect(post.body).toEqual({
      rating: 4,
      text: 'Quick answers <b>and</b> fair.',
      communication: null,
      fairness: null,
      visaSupport: 5,
      anonymous: true,
    });
    expect(
      await screen.findByText('Thank you! Your review will be published once our team has checked it.'),
    ).toBeInTheDocument();
    // The reader stays with their review, not on the footer (issue 28).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your reviews', level: 2 })).toHaveFocus());
  });

  it('shows a rejected review with the reason and note, and edits it once more (German)', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': { body: meFor({ user: { locale: 'de' } }) },
      'GET /api/my-reviews': { body: { items: [myReview()], reviewable: [] } },
      'PUT /api/my-reviews/:id': {
        body: {
          ...myReview({ status: 'pending' }),
          message: 'Danke! Deine Bewertung wird veröffentlicht, sobald unser Team sie geprüft hat.',
        },
      },
    });
    renderApp('/de/my-reviews');
    expect(await screen.findByText('Nicht veröffentlicht')).toBeInTheDocument();
    expect(screen.getByText('Grund: Personenbezogene Daten')).toBeInTheDocument();
    expect(screen.getByText('Hinweis unseres Teams: Please leave out names.')).toBeInTheDocument();
    expect(screen.getByText('Du kannst deine Bewertung bearbeiten und noch einmal einreichen.')).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Bearbeiten: Bäckerei Sonne' }));
    await import('../../features/reviews/components/review-form');
    await user.click(screen.getByRole('button', { name: 'Bearbeiten: Bäckerei Sonne' }));
    const text = await screen.findByLabelText('Deine Erfahrung', {}, LAZY);
    await user.clear(text);
    await user.type(text, 'Lange Wartezeit.');
    await user.click(screen.getByRole('button', { name: 'Erneut einreichen' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(api.requests.find((request) => request.method === 'PUT')!.body).toMatchObject({
      rating: 2,
      text: 'Lange Wartezeit.',
      fairness: 3,
    });
  });

  it('offers no edit once a resubmitted review was rejected again', async () => {
    stubApi({
      'GET /api/me': { body: meFor() },
      'GET /api/my-reviews': { body: { items: [myReview({ canEdit: false })], reviewable: [] } },
    });
    renderApp('/my-reviews');
    expect(await screen.findByText('This review cannot be changed any more.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.getByText(/You can review a company once you have been in contact with it/)).toBeInTheDocument();
  });
});

const queueItem = (overrides: Partial<ModerationReview> = {}): ModerationReview => ({
  id: REVIEW_ID,
  companyId: COMPANY_ID,
  companyName: 'Bäckerei Sonne',
  authorName: 'Lan Nguyen',
  authorEmail: 'lan@example.org',
  rating: 1,
  text: '<script>alert(1)</script>',
  communication: 1,
  fairness: null,
  visaSupport: null,
  anonymous: true,
  status: 'pending',
  submittedAt: '2027-03-01T10:00:00.000Z',
  resubmitted: false,
  contact: { kind: 'application', at: '2027-02-01T10:00:00.000Z' },
  reply: null,
  reports: [],
  ...overrides,
});

describe('/admin/reviews', { timeout: 20_000 }, () => {
  it('shows the proven contact and rejects with a reason from the list and a note', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': { body: meFor({ user: { role: 'moderator' } }) },
      'GET /api/admin/reviews': { body: { items: [queueItem()] } },
      'POST /api/admin/reviews/:id/decision': { body: { message: 'Review rejected' } },
    });
    renderApp('/admin/reviews');
    const card = within(await screen.findByRole('region', { name: 'Review of Bäckerei Sonne' }));
    expect(card.getByText(/^Answered application, /)).toBeInTheDocument();
    expect(card.getByText('anonymous')).toBeInTheDocument();
    // A script in a review is text.
    expect(card.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Reject: Review of Bäckerei Sonne' }));
    await user.click(card.getByRole('button', { name: 'Reject with this reason: Review of Bäckerei Sonne' }));
    expect(await card.findByText('Please choose a reason.')).toBeInTheDocument();
    await user.selectOptions(card.getByLabelText('Reason'), 'insult');
    await user.type(card.getByLabelText('Note to the author (optional)'), 'Bitte sachlich.');
    await user.click(card.getByRole('button', { name: 'Reject with this reason: Review of Bäckerei Sonne' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(api.requests.find((request) => request.method === 'POST')!.body).toEqual({
      decision: 'reject',
      reason: 'insult',
      note: 'Bitte sachlich.',
    });
    expect(await screen.findByText('Review rejected')).toBeInTheDocument();
  });

  it('decides a company’s reply apart from the review', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': { body: meFor({ user: { role: 'admin' } }) },
      'GET /api/admin/reviews': {
        body: {
          items: [
            queueItem({
              status: 'approved',
              reply: { text: 'Danke!', status: 'pending', submittedAt: '2027-03-02T10:00:00.000Z' },
            }),
          ],
        },
      },
      'POST /api/admin/reviews/:id/reply-decision': { body: { message: 'Reply approved' } },
    });
    renderApp('/admin/reviews');
    expect(await screen.findByText('Danke!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve: / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Approve reply/ }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === `/api/admin/reviews/${REVIEW_ID}/reply-decision`)).toBe(
        true,
      ),
    );
  });

  it('is for moderators and admins only', async () => {
    stubApi({ 'GET /api/me': { body: meFor() } });
    renderApp('/admin/reviews');
    expect(await screen.findByText('Only moderators and admins can do this.')).toBeInTheDocument();
  });
});

const profile = (): PublicEmployerProfile => ({
  id: COMPANY_ID,
  name: 'Bäckerei Sonne',
  about: null,
  industry: 'Bakery',
  location: 'Leipzig',
  website: null,
  logoUrl: null,
  bannerUrl: null,
  verified: true,
  listings: [],
  reviews: {
    summary: { average: 4.5, count: 2 },
    items: [
      {
        id: REVIEW_ID,
        rating: 5,
        text: '<img src=x onerror=alert(1)> Great team',
        communication: 5,
        fairness: null,
        visaSupport: 4,
        authorFirstName: 'Amina',
        authorCountry: 'MA',
        anonymous: false,
        submittedAt: '2027-03-01T10:00:00.000Z',
        reply: { text: 'Thank you, Amina!', at: '2027-03-02T10:00:00.000Z' },
      },
      {
        id: '20000000-0000-4000-8000-000000000003',
        rating: 4,
        text: null,
        communication: null,
        fairness: null,
        visaSupport: null,
        authorFirstName: null,
        authorCountry: null,
        anonymous: true,
        submittedAt: '2027-02-01T10:00:00.000Z',
        reply: null,
      },
    ],
  },
});

describe('/employer-profile/:id reviews', { timeout: 20_000 }, () => {
  it('shows the average, count, each approved review with its reply, and how reviews are checked', async () => {
    stubApi({
      'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } } },
      'GET /api/companies/:id/profile': { body: profile() },
    });
    renderApp(`/employer-profile/${COMPANY_ID}`);
    const section = within(await screen.findByRole('region', { name: 'Reviews' }));
    expect(section.getByText('4.5 of 5 from 2 reviews')).toBeInTheDocument();
    expect(
      section.getByText(/^How we check reviews: only candidates who have been in proven contact/),
    ).toBeInTheDocument();
    expect(section.getByText('<img src=x onerror=alert(1)> Great team')).toBeInTheDocument();
    expect(section.getByText(/^Amina from Morocco/)).toBeInTheDocument();
    expect(section.getByText(/^Anonymous/)).toBeInTheDocument();
    expect(section.getByText('Reply from Bäckerei Sonne')).toBeInTheDocument();
    expect(section.getByText('Thank you, Amina!')).toBeInTheDocument();
    expect(section.getAllByRole('img', { name: '5 of 5 stars' }).length).toBeGreaterThan(0);
    expect(section.queryByRole('button', { name: /Report review/ })).not.toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('gives the company’s own members a reply and a report, never a delete (German)', async () => {
    const user = userEvent.setup();
    setSessionHint(true);
    const employerReviews: EmployerReviews = {
      summary: { average: 4.5, count: 2 },
      items: profile().reviews.items.map((review) => ({ ...review, ownReply: null, reported: false })),
    };
    const api = stubApi({
      'GET /api/me': {
        body: meFor({
          user: { role: 'employer', locale: 'de' },
          company: { id: COMPANY_ID, name: 'Bäckerei Sonne', teamRole: 'admin', verificationStatus: 'verified' },
        }),
      },
      'GET /api/companies/:id/profile': { body: profile() },
      'GET /api/employer/reviews': { body: employerReviews },
      'POST /api/employer/reviews/:id/report': { body: { message: 'Danke. Unser Team prüft diese Bewertung.' } },
    });
    renderApp(`/de/employer-profile/${COMPANY_ID}`);
    const section = within(await screen.findByRole('region', { name: 'Bewertungen' }));
    expect(section.getByText('4,5 von 5 aus 2 Bewertungen')).toBeInTheDocument();
    const report = await section.findAllByRole('button', { name: 'Bewertung melden' });
    expect(section.getAllByRole('button', { name: 'Öffentlich antworten' })).toHaveLength(2);
    expect(section.queryByRole('button', { name: /Löschen|Ausblenden/ })).not.toBeInTheDocument();
    await user.hover(report[1]!);
    await import('../../features/reviews/components/employer-review-forms');
    await user.click(report[1]!);
    await user.click(await section.findByRole('button', { name: 'Meldung senden' }, LAZY));
    expect(await section.findByText('Bitte wähle einen Grund für die Meldung.')).toBeInTheDocument();
    await user.selectOptions(section.getByLabelText('Grund'), 'spam');
    await user.click(section.getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(api.requests.find((request) => request.method === 'POST')!.body).toEqual({ reason: 'spam', note: '' });
  });
});

describe('/jobs/:id', { timeout: 20_000 }, () => {
  it('shows the company’s average rating beside its details', async () => {
    const detail = listingDetail();
    stubApi({
      'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } } },
      [`GET /api/listings/${LISTING_ID}`]: {
        body: { ...detail, company: { ...detail.company, rating: { average: 4, count: 1 } } },
      },
    });
    renderApp(`/jobs/${LISTING_ID}`);
    expect(await screen.findByText('4.0 of 5 from 1 review')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
  });
});
