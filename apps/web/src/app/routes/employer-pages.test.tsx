import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, meFor, meInPageLanguage, stubApi } from '../../test/stub-api';
import {
  APPLICATION_ID,
  CANDIDATE_ID,
  employerApplication,
  employerListing,
  employerMe,
  employerMeInPageLanguage,
  LISTING_ID,
} from '../../features/listings/testing/fixtures';
import { renderApp } from '../../test/render-app';
import { subscriptionFixture } from '../../features/billing/testing/fixtures';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** The company an employer has just onboarded, as the API answers it. */
const ONBOARDED_COMPANY = {
  id: 'c1',
  name: 'Bäckerei Sonne',
  industry: 'Bakery',
  location: 'Leipzig',
  website: null,
  about: null,
  verificationStatus: 'unverified',
} as const;

describe('employer onboarding', () => {
  it('asks for company name, industry and location, in English and German', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'employer' } }) });
    renderApp('/employer-onboarding');
    await user.click(await screen.findByRole('button', { name: 'Continue to my listings' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Industry is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(api.to('POST /api/employer/onboarding')).toHaveLength(0);
  });

  it('tells an unverified employer to verify first and shows the server refusal, keeping the values', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'employer', emailVerified: false } }),
      'POST /api/employer/onboarding': apiError(
        403,
        'FORBIDDEN',
        'Please verify your email before completing your profile.',
      ),
    });
    renderApp('/employer-onboarding');
    expect(await screen.findByText('Please verify your email before completing your profile.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Company name'), 'Bäckerei Sonne');
    await user.type(screen.getByLabelText('Industry'), 'Bakery');
    await user.type(screen.getByLabelText('Location'), 'Leipzig');
    await user.click(screen.getByRole('button', { name: 'Continue to my listings' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please verify your email before completing your profile.').length).toBeGreaterThan(1),
    );
    expect(screen.getByLabelText('Company name')).toHaveValue('Bäckerei Sonne');
  });

  it('shows the German text to an unverified employer', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'employer', emailVerified: false } }) });
    renderApp('/de/employer-onboarding');
    expect(
      await screen.findByText('Bitte bestätige deine E-Mail-Adresse, bevor du dein Profil vervollständigst.'),
    ).toBeInTheDocument();
  });

  it('says on onboarding that the domain already used its free trial, never "expired", and stays there (issue 29.1)', async () => {
    for (const [path, heading, buttonName] of [
      ['/employer-onboarding', "Your company's domain has already used its free trial", 'Continue to my listings'],
      ['/de/employer-onboarding', 'Die Domain deines Unternehmens hat ihre kostenlose Testphase schon genutzt', null],
    ] as const) {
      const user = userEvent.setup();
      let company = false;
      stubApi({
        'GET /api/me': (request) => {
          const locale = request.headers.get('accept-language') === 'de' ? 'de' : 'en';
          const me = company ? employerMe() : meFor({ user: { role: 'employer' } });
          return { body: { ...me, user: { ...me.user, locale } } };
        },
        'POST /api/employer/onboarding': () => {
          company = true;
          return {
            body: ONBOARDED_COMPANY,
          };
        },
        'GET /api/employer/company': {
          body: ONBOARDED_COMPANY,
        },
        'GET /api/subscription': {
          body: subscriptionFixture({ plan: 'no_trial', trialDaysLeft: 0, trialEndsAt: null }),
        },
      });
      const { router, unmount } = renderApp(path);
      await user.type(await screen.findByLabelText(/^(Company name|Firmenname)$/), 'Bäckerei Sonne');
      await user.type(screen.getByLabelText(/^(Industry|Branche)$/), 'Bakery');
      await user.type(screen.getByLabelText(/^(Location|Standort)$/), 'Leipzig');
      await user.click(screen.getByRole('button', { name: buttonName ?? /Weiter|Continue/ }));
      expect(await screen.findByText(heading)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(document.body).not.toHaveTextContent(/expired|abgelaufen/i);
      unmount();
    }
  });

  it('leads an employer without a company from the employer area to onboarding, then to the listings', async () => {
    const user = userEvent.setup();
    let company = false;
    stubApi({
      'GET /api/me': () => ({ body: company ? employerMe() : meFor({ user: { role: 'employer' } }) }),
      'POST /api/employer/onboarding': () => {
        company = true;
        return {
          body: ONBOARDED_COMPANY,
        };
      },
      'GET /api/employer/listings': { body: [] },
    });
    const { router } = renderApp('/employer/listings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer-onboarding'));
    await user.type(await screen.findByLabelText('Company name'), 'Bäckerei Sonne');
    await user.type(screen.getByLabelText('Industry'), 'Bakery');
    await user.type(screen.getByLabelText('Location'), 'Leipzig');
    await user.click(screen.getByRole('button', { name: 'Continue to my listings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/listings'));
    expect(await screen.findByText('No listings yet')).toBeInTheDocument();
  });
});

describe('employer listings', () => {
  it('shows each listing with its applications counted by status and deactivates it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': { body: [employerListing()] },
      [`POST /api/employer/listings/${LISTING_ID}/active`]: { body: { message: 'Listing deactivated' } },
    });
    renderApp('/employer/listings');
    const card = await screen.findByRole('article', { name: 'FSJ im Krankenhaus' });
    expect(within(card).getByText('4 applications')).toBeInTheDocument();
    const count = (status: string) => within(card).getByText(status).nextElementSibling?.textContent;
    expect(count('Pending')).toBe('2');
    expect(count('Shortlisted')).toBe('1');
    expect(count('Withdrawn')).toBe('1');
    expect(count('Accepted')).toBe('0');
    expect(within(card).getByText('Active')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Listing deactivated')).toBeInTheDocument();
    expect(api.to(`POST /api/employer/listings/${LISTING_ID}/active`)[0]?.body).toEqual({ isActive: false });
  });

  it('says "Error fetching listings" when the list cannot be loaded, in German too', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': apiError(500, 'INTERNAL', 'Interner Fehler'),
    });
    renderApp('/de/employer/listings');
    expect(await screen.findByText('Fehler beim Laden der Stellen', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('tells a candidate the employer area is not for them', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage() });
    renderApp('/employer/listings');
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeInTheDocument();
  });
});

describe('employer applications', () => {
  it('filters by listing and status in the address and moves an application along the pipeline', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': { body: [employerListing()] },
      'GET /api/employer/applications': { body: [employerApplication()] },
      [`POST /api/employer/applications/${APPLICATION_ID}/status`]: { body: { message: 'Status updated' } },
    });
    const { router } = renderApp(`/employer/applications?listingId=${LISTING_ID}`);
    const card = await screen.findByRole('article', { name: 'Amina El Idrissi' });
    expect(within(card).getByRole('link', { name: 'Amina El Idrissi' })).toHaveAttribute(
      'href',
      `/candidate/${CANDIDATE_ID}?from=applications&listingId=${LISTING_ID}`,
    );
    expect(api.to('GET /api/employer/applications')[0]?.query.get('listingId')).toBe(LISTING_ID);
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(router.state.location.search).toBe(`?listingId=${LISTING_ID}&status=pending`));
    await waitFor(() => expect(api.to('GET /api/employer/applications').at(-1)?.query.get('status')).toBe('pending'));

    await user.click(within(card).getByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(api.to(`POST /api/employer/applications/${APPLICATION_ID}/status`)[0]?.body).toEqual({
      status: 'shortlisted',
    });
  });

  it('shows a withdrawn application as withdrawn, without next steps', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': { body: [employerListing()] },
      'GET /api/employer/applications': { body: [employerApplication({ status: 'withdrawn', nextStatuses: [] })] },
    });
    renderApp('/employer/applications');
    const card = await screen.findByRole('article', { name: 'Amina El Idrissi' });
    expect(within(card).getByText('The candidate withdrew this application.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Shortlist' })).not.toBeInTheDocument();
  });

  it('shows exactly the CV and documents sent with the application, and says when none were (issue 28.2)', async () => {
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': { body: [employerListing()] },
      'GET /api/employer/applications': {
        body: [
          employerApplication({
            documents: [
              { id: 'f1', type: 'german_certificate', name: 'goethe-b1.pdf', label: null, url: '/api/files/f1' },
            ],
          }),
          employerApplication({
            id: 'other-application',
            candidate: { ...employerApplication().candidate, id: 'c2', fullName: 'Chidi Okafor' },
            cvUrl: null,
            documents: [],
          }),
        ],
      },
    });
    renderApp('/employer/applications');
    const card = await screen.findByRole('article', { name: 'Amina El Idrissi' });
    const shared = within(card).getByRole('group', { name: 'Documents sent with this application' });
    expect(within(shared).getByRole('link', { name: 'CV (PDF, from the profile)' })).toHaveAttribute(
      'href',
      `/api/employer/applications/${APPLICATION_ID}/cv.pdf`,
    );
    expect(within(shared).getByRole('link', { name: 'German certificate' })).toHaveAttribute('href', '/api/files/f1');
    const other = screen.getByRole('article', { name: 'Chidi Okafor' });
    expect(within(other).getByText('The candidate sent no documents with this application.')).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: /CV/ })).not.toBeInTheDocument();
  });

  it('shows the server refusal of a move the pipeline does not allow', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': employerMeInPageLanguage(),
      'GET /api/employer/listings': { body: [employerListing()] },
      'GET /api/employer/applications': { body: [employerApplication()] },
      [`POST /api/employer/applications/${APPLICATION_ID}/status`]: apiError(
        409,
        'CONFLICT',
        'This status change is not allowed.',
      ),
    });
    renderApp('/employer/applications');
    const card = await screen.findByRole('article', { name: 'Amina El Idrissi' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    // Accepting asks first (issue 29).
    const dialog = await screen.findByRole('dialog', { name: 'Accept Amina El Idrissi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This status change is not allowed.')).toBeInTheDocument();
  });
});

describe('dashboard ways in', () => {
  it('leads an employer without a company to onboarding, and one with a company to listings and applications', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'employer' } }) });
    const first = renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: /Set up your company/ })).toHaveAttribute(
      'href',
      '/employer-onboarding',
    );
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/me': employerMeInPageLanguage() });
    renderApp('/de/dashboard');
    expect(await screen.findByRole('link', { name: /Meine Stellen/ })).toHaveAttribute('href', '/de/employer/listings');
    expect(screen.getByRole('link', { name: /Bewerbungen prüfen/ })).toHaveAttribute(
      'href',
      '/de/employer/applications',
    );
  });

  it('shows a candidate the places for the landing page’s search on the dashboard', async () => {
    const api = stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/listings': { body: { items: [], nextCursor: null } },
    });
    renderApp('/dashboard?q=Pflege&location=hamburg&category=health');
    expect(await screen.findByRole('heading', { name: 'Places for your search' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET /api/listings')).toHaveLength(1));
    const query = api.to('GET /api/listings')[0]?.query;
    expect([query?.get('q'), query?.get('location'), query?.get('category')]).toEqual(['Pflege', 'hamburg', 'health']);
  });
});
