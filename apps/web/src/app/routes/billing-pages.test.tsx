import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { plansFixture } from '../../features/billing/testing/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const admin = meInPageLanguage({
  user: { fullName: 'Sabine Krüger', role: 'employer' },
  company: { id: 'c1', name: 'Klinikum Nord GmbH', teamRole: 'admin', verificationStatus: 'verified' },
});
const member = meInPageLanguage({
  user: { fullName: 'Jonas Weber', role: 'team_member' },
  company: { id: 'c1', name: 'Klinikum Nord GmbH', teamRole: 'member', verificationStatus: 'verified' },
});
const checkout = (status = 'open', de = false) => ({
  checkoutId: 'chk-1',
  status,
  companyName: 'Klinikum Nord GmbH',
  plan: plansFixture({ de }).items[1],
  months: 3,
  vat: { mode: 'vat', ratePercent: 19 },
});

describe('/payments/local/:checkoutId (the local provider)', { timeout: 15_000 }, () => {
  it('shows plan, price, VAT and company; "Pay" confirms and says the plan is active', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': admin,
      'GET /api/payments/local/:id': { body: checkout() },
      'POST /api/payments/local/:id/pay': {
        body: { status: 'paid', message: 'Payment received. Your plan is active.' },
      },
    });
    renderApp('/payments/local/chk-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
    const details = screen.getByText('Klinikum Nord GmbH').closest('dl') as HTMLElement;
    expect(details).toHaveTextContent('CompanyKlinikum Nord GmbH');
    expect(details).toHaveTextContent('Plan3-month package');
    expect(details).toHaveTextContent('Duration3 months, paid once – never renews');
    expect(details).toHaveTextContent('Price€279');
    expect(screen.getByText('All prices include 19 % VAT.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay €279' }));
    expect(await screen.findByRole('heading', { name: 'Payment received. Your plan is active.' })).toBeVisible();
    expect(api.to('POST /api/payments/local/chk-1/pay')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to your subscription' })).toHaveAttribute('href', '/subscription');
  });

  it('"Cancel" says "Payment cancelled." (German: "Zahlung abgebrochen.")', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': admin,
      'GET /api/payments/local/:id': { body: checkout('open', true) },
      'POST /api/payments/local/:id/cancel': { body: { status: 'canceled', message: null } },
    });
    renderApp('/de/payments/local/chk-1');
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByRole('heading', { name: 'Zahlung abgebrochen.' })).toBeVisible();
  });

  it('a checkout already settled shows its outcome; a refused confirmation shows the server’s reason', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': admin,
      'GET /api/payments/local/:id': { body: checkout('failed') },
    });
    const { unmount } = renderApp('/payments/local/chk-1');
    expect(await screen.findByRole('heading', { name: 'Payment verification failed' })).toBeVisible();
    unmount();
    stubApi({
      'GET /api/me': admin,
      'GET /api/payments/local/:id': { body: checkout() },
      'POST /api/payments/local/:id/pay': apiError(
        409,
        'CONFLICT',
        'This payment has already been completed or cancelled.',
      ),
    });
    renderApp('/payments/local/chk-1');
    await user.click(await screen.findByRole('button', { name: 'Pay €279' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment has already been completed or cancelled.');
  });
});

describe('the Stripe return pages', { timeout: 15_000 }, () => {
  it('/subscription/success asks until the checkout is settled; /subscription/cancelled says "Payment cancelled."', async () => {
    stubApi({
      'GET /api/me': admin,
      'GET /api/subscription/checkout/:id': {
        body: { status: 'paid', message: 'Payment received. Your plan is active.' },
      },
    });
    const { unmount } = renderApp('/subscription/success?checkout=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Payment received. Your plan is active.' })).toBeVisible();
    unmount();
    renderApp('/subscription/cancelled');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled.' })).toBeVisible();
  });
});

describe('the locked candidate search after the trial', { timeout: 15_000 }, () => {
  const expiredAccess = {
    body: {
      verificationStatus: 'verified',
      verified: true,
      active: false,
      trialDaysLeft: 0,
      canSearchCandidates: false,
    },
  };

  it('a team admin gets what is locked and "Choose a plan" instead of an error', async () => {
    stubApi({ 'GET /api/me': admin, 'GET /api/employer/candidates/access': expiredAccess });
    renderApp('/employer/candidates');
    const panel = await screen.findByRole('region', { name: 'Your plan has expired' });
    expect(panel).toHaveTextContent('Candidate search, full candidate profiles, new conversations and interviews');
    expect(within(panel).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/subscription');
  });

  it('a member is told to ask an admin (German), and saved candidates show the same panel on a 403', async () => {
    stubApi({
      'GET /api/me': member,
      'GET /api/employer/candidates/access': expiredAccess,
      'GET /api/employer/saved-candidates': apiError(
        403,
        'FORBIDDEN',
        'Dafür brauchst du eine laufende Testphase oder einen Plan.',
      ),
    });
    const { unmount } = renderApp('/de/employer/candidates');
    const panel = await screen.findByRole('region', { name: 'Dein Plan ist abgelaufen' });
    expect(panel).toHaveTextContent('Nur die Team-Admins deines Unternehmens können einen Plan kaufen.');
    expect(within(panel).getByRole('link', { name: 'Pläne ansehen' })).toHaveAttribute('href', '/de/subscription');
    unmount();
    renderApp('/de/employer/saved');
    expect(await screen.findByRole('region', { name: 'Dein Plan ist abgelaufen' })).toBeVisible();
  });
});

describe('/admin/subscriptions', { timeout: 15_000 }, () => {
  const adminUser = meInPageLanguage({ user: { fullName: 'Admin', role: 'admin' } });
  const row = {
    companyId: 'c1',
    companyName: 'Klinikum Nord GmbH',
    plan: 'trial',
    planName: null,
    expiringSoon: true,
    trialEndsAt: '2026-12-05T10:00:00.000Z',
    paidUntil: null,
    graceUntil: null,
    renews: false,
    paymentsCount: 0,
    paidTotalCents: 0,
  };

  it('extends a trial with a reason (the reason’s error shows at its field) and reads revenue per month', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = stubApi({
      'GET /api/me': adminUser,
      'GET /api/admin/subscriptions': { body: { items: [row] } },
      'GET /api/admin/plans': { body: { items: [] } },
      'GET /api/admin/revenue': {
        body: { months: [{ month: '2026-11', amountCents: 27900, payments: 1 }], currency: 'EUR' },
      },
      'POST /api/admin/subscriptions/:id/extend-trial': () =>
        ++calls === 1
          ? apiError(400, 'VALIDATION_FAILED', 'Please check the form', { reason: 'Please give a reason' })
          : { body: { message: 'Trial extended by 5 days' } },
    });
    renderApp('/admin/subscriptions');
    const company = await screen.findByRole('article', { name: 'Klinikum Nord GmbH' });
    expect(company).toHaveTextContent('Expiring soon');
    expect(company).toHaveTextContent('Ends5 December 2026');
    await user.click(within(company).getByRole('button', { name: /Extend trial/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the trial of Klinikum Nord GmbH' });
    await user.clear(within(dialog).getByLabelText('Days to add'));
    await user.type(within(dialog).getByLabelText('Days to add'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeVisible();
    expect(within(dialog).getByLabelText('Reason (recorded)')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Reason (recorded)'), 'Onboarding call took a week');
    await user.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    expect(await screen.findByText('Trial extended by 5 days')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/admin/subscriptions/c1/extend-trial')[1]!.body).toEqual({
      days: 5,
      reason: 'Onboarding call took a week',
    });
    const revenue = screen.getByRole('table', { name: 'Succeeded payments per month, gross' });
    expect(within(revenue).getByRole('row', { name: 'November 2026 1 €279' })).toBeInTheDocument();
  });

  it('moderators are told only admins manage subscriptions', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'moderator' } }) });
    renderApp('/admin/subscriptions');
    expect(await screen.findByText('Only admins can manage subscriptions and plans.')).toBeVisible();
  });
});
