import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSessionHint, setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, meFor, meInPageLanguage, stubApi } from '../../test/stub-api';
import { subscriptionFixture } from '../../features/billing/testing/fixtures';
import { renderApp } from '../../test/render-app';

const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('dashboard', () => {
  it('greets an employer by name with role, company and team role', async () => {
    stubApi({
      'GET /api/me': {
        body: meFor({
          user: {
            fullName: 'Sabine Krüger',
            calledName: 'Sabine',
            email: 'personal@klinikum.example',
            role: 'employer',
          },
          company: { id: 'c1', name: 'Klinikum Nord GmbH', teamRole: 'admin', verificationStatus: 'verified' },
        }),
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Sabine!' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as Employer.')).toBeInTheDocument();
    const company = screen.getByRole('region', { name: 'Your company' });
    expect(within(company).getByText('Klinikum Nord GmbH')).toBeInTheDocument();
    expect(within(company).getByText('Admin')).toBeInTheDocument();
    expect(within(company).getByText('Verified')).toBeInTheDocument();
    // Confirmed address: no reminder.
    expect(screen.queryByRole('region', { name: 'Please confirm your e-mail address' })).not.toBeInTheDocument();
  });

  it('leads moderators to the review queues and admins also to subscriptions (en, de)', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'moderator', fullName: 'Mona Moderatorin' } }) });
    const { unmount } = renderApp('/de/dashboard');
    expect(await screen.findByRole('link', { name: /^Prüf-Warteschlangen/ })).toHaveAttribute(
      'href',
      '/de/admin/verifications',
    );
    expect(screen.getByRole('link', { name: /^Arbeitgeberbewertungen/ })).toHaveAttribute('href', '/de/admin/reviews');
    expect(screen.queryByRole('link', { name: /^Abos und Tarife/ })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/me': { body: meFor({ user: { role: 'admin', fullName: 'Ada Admin' } }) } });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: /^Employer reviews/ })).toHaveAttribute('href', '/admin/reviews');
    expect(screen.getByRole('link', { name: /^Review queues/ })).toHaveAttribute('href', '/admin/verifications');
    expect(screen.getByRole('link', { name: /^Subscriptions and plans/ })).toHaveAttribute(
      'href',
      '/admin/subscriptions',
    );
  });

  it('reminds an unconfirmed user and sends a new verification e-mail', async () => {
    const api = stubApi({
      'GET /api/me': meInPageLanguage({ user: { emailVerified: false, locale: 'de' } }),
      'POST /api/auth/resend-verification': {
        body: { message: 'Wir haben dir eine neue Bestätigungs-E-Mail gesendet.' },
      },
    });
    renderApp('/de/dashboard');
    const notice = await screen.findByRole('region', { name: 'Bitte bestätige deine E-Mail-Adresse' });
    expect(within(notice).getByText(/amina@example\.org/)).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'Wir haben dir eine neue Bestätigungs-E-Mail gesendet.',
    );
    expect(api.to('POST /api/auth/resend-verification')[0]?.body).toEqual({});
    expect(screen.getByRole('heading', { level: 1, name: 'Hallo, Amina!' })).toBeInTheDocument();
  });

  it('shows a team member’s company after an invitation, with the welcome toast once', async () => {
    stubApi({
      'GET /api/me': {
        body: meFor({
          user: { role: 'team_member' },
          company: { id: 'c1', name: 'Klinikum Nord Demo GmbH', teamRole: 'member', verificationStatus: 'pending' },
        }),
      },
    });
    const first = renderApp('/dashboard?invitation=0d3e5c1a-7b2f-4c8e-9a61-5f2d8b7c4e10');
    expect(await screen.findByText('Welcome! Setting up your team access...')).toBeInTheDocument();
    const company = screen.getByRole('region', { name: 'Your company' });
    expect(within(company).getByText('Klinikum Nord Demo GmbH')).toBeInTheDocument();
    expect(within(company).getByText('Member')).toBeInTheDocument();
    expect(within(company).getByText('Verification in progress')).toBeInTheDocument();
    expect(screen.getByText('You are signed in as Team member.')).toBeInTheDocument();
    first.unmount();
    clearToasts();

    // Reloading the page does not welcome again.
    renderApp('/dashboard?invitation=0d3e5c1a-7b2f-4c8e-9a61-5f2d8b7c4e10');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Welcome! Setting up your team access...')).not.toBeInTheDocument();
  });

  it('shows the landing page’s search with a link to the listings that carries it', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage() });
    renderApp('/de/dashboard?q=Pflege&location=hamburg&category=health');
    const search = await screen.findByRole('region', { name: 'Deine Suche' });
    expect(within(search).getByText('Pflege')).toBeInTheDocument();
    expect(within(search).getByText('Hamburg')).toBeInTheDocument();
    expect(within(search).getByText('Gesundheit & Pflege')).toBeInTheDocument();
    expect(within(search).getByRole('link', { name: 'Plätze anzeigen' })).toHaveAttribute(
      'href',
      '/de/browse-jobs?q=Pflege&location=hamburg&category=health',
    );
  });

  it('leaves out search values it does not know', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage() });
    renderApp('/dashboard?location=atlantis&q=IT');
    const search = await screen.findByRole('region', { name: 'Your search' });
    expect(within(search).queryByText('atlantis')).not.toBeInTheDocument();
    expect(within(search).getByRole('link', { name: 'Show places' })).toHaveAttribute('href', '/browse-jobs?q=IT');
  });

  it('handles "No role found" with a way to sign out, not a crash', async () => {
    const api = stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: null } }),
      'POST /api/auth/sign-out': { body: { message: 'You have been signed out.' } },
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'No role found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('POST /api/auth/sign-out')).toHaveLength(1);
    expect(hasSessionHint()).toBe(false);
  });

  it('says "No role found" in German', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: null } }) });
    renderApp('/de/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keine Rolle gefunden' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    stubApi({ 'GET /api/me': apiError(401, 'UNAUTHENTICATED', 'Not authenticated') });
    const { router } = renderApp('/de/dashboard?q=Pflege');
    await waitFor(() => expect(where(router)).toBe('/de/auth?redirectTo=%2Fdashboard%3Fq%3DPflege'));
    expect(await screen.findByText('Bitte melde dich an, um fortzufahren.')).toBeInTheDocument();
    expect(hasSessionHint()).toBe(false);
  });

  it('sends a signed-out visitor with an invitation to the invitation', async () => {
    stubApi({
      'GET /api/me': apiError(401, 'UNAUTHENTICATED', 'Not authenticated'),
      'GET /api/auth/invitations/:token': apiError(410, 'BAD_REQUEST', 'This invitation has expired'),
    });
    const { router } = renderApp('/dashboard?invitation=0d3e5c1a-7b2f-4c8e-9a61-5f2d8b7c4e10');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('This invitation has expired')).toBeInTheDocument();
  });

  it('offers to try again when the account cannot be loaded', async () => {
    stubApi({ 'GET /api/me': apiError(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.') });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your dashboard could not be loaded' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('next steps: the plan in one line from the one access state (issue 29)', () => {
    const profile = {
      id: 'c1',
      name: 'Klinikum Nord GmbH',
      about: null,
      industry: 'Healthcare',
      location: 'Kiel',
      website: null,
      logoUrl: null,
      bannerUrl: null,
      verificationStatus: 'verified',
      rejectionReason: null,
      verificationRequestedAt: null,
      verifiedAt: null,
      documents: [],
      canEdit: true,
      setup: { profileComplete: false, verified: true, firstListing: false },
    };
    const show = async (state: Parameters<typeof subscriptionFixture>[0], path = '/dashboard') => {
      stubApi({
        'GET /api/me': meInPageLanguage({
          user: { fullName: 'Sabine Krüger', role: 'employer' },
          company: { id: 'c1', name: 'Klinikum Nord GmbH', teamRole: 'admin', verificationStatus: 'verified' },
        }),
        'GET /api/employer/company/profile': { body: profile },
        'GET /api/subscription': { body: subscriptionFixture(state) },
      });
      const view = renderApp(path);
      const steps = await screen.findByRole('region', { name: /Your next steps|Deine nächsten Schritte/ });
      return { steps, view };
    };
    const cases: [string, Parameters<typeof subscriptionFixture>[0], string][] = [
      ['trial', { trialDaysLeft: 7 }, 'Trial: 7 days left'],
      ['trial ending', { trialDaysLeft: 2, expiringSoon: true }, 'Trial ends soon: 2 days left'],
      [
        'paid monthly, bought in the trial',
        {
          plan: 'paid',
          renews: true,
          trialDaysLeft: 7,
          paidFrom: '2026-12-05T10:00:00.000Z',
          paidUntil: '2027-01-05T10:00:00.000Z',
        },
        'Monthly plan from 5 December 2026',
      ],
      [
        'paid monthly',
        { plan: 'paid', renews: true, trialDaysLeft: 0, paidUntil: '2027-01-05T10:00:00.000Z' },
        'Monthly plan: renews on 5 January 2027',
      ],
      [
        'paid package',
        { plan: 'paid', trialDaysLeft: 0, paidUntil: '2027-03-05T10:00:00.000Z' },
        'Paid until 5 March 2027',
      ],
      [
        'grace',
        { plan: 'paid', trialDaysLeft: 0, graceUntil: '2027-01-08T10:00:00.000Z' },
        'Payment failed: active until 8 January 2027',
      ],
      ['expired', { plan: 'expired', trialDaysLeft: 0 }, 'Plan expired'],
      [
        'never had a trial',
        { plan: 'no_trial', trialDaysLeft: 0, trialEndsAt: null },
        'Free trial already used: choose a plan',
      ],
    ];
    for (const [name, state, text] of cases)
      it(`${name}: "${text}", never another count of trial days`, async () => {
        const { steps } = await show(state);
        await waitFor(() => expect(steps).toHaveTextContent(text), { timeout: 4000 }).catch(() => {
          throw new Error(steps.textContent ?? '');
        });
        if (!name.startsWith('trial')) expect(within(steps).queryByText(/Trial: \d+ days? left/)).toBeNull();
      });

    it('the analytics page shows the same line', async () => {
      const paid = { plan: 'paid' as const, renews: true, trialDaysLeft: 7, paidUntil: '2027-01-05T10:00:00.000Z' };
      const { steps } = await show(paid, '/employer/analytics');
      await waitFor(() => expect(steps).toHaveTextContent('Monthly plan: renews on 5 January 2027'));
      expect(steps).not.toHaveTextContent(/Trial: \d+ days? left/);
    });
  });
});
