import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { plansFixture, subscriptionFixture } from '../../features/billing/testing/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

const company = (teamRole: 'admin' | 'member') => ({
  id: 'c1',
  name: 'Klinikum Nord GmbH',
  teamRole,
  verificationStatus: 'verified',
});
const employer = (teamRole: 'admin' | 'member' = 'admin') =>
  meInPageLanguage({
    user: { fullName: 'Sabine Krüger', role: teamRole === 'admin' ? 'employer' : 'team_member' },
    company: company(teamRole),
  });

/** The site header, where the plan's chip sits (role queries stay fast in a small tree). */
const header = () => screen.getByRole('banner');

const PACKAGE_3 = '00000000-0000-4000-8000-000000000003';

describe('/subscription: the state', { timeout: 15_000 }, () => {
  it('a running trial: days left, its end, what it includes, the plans with prices and the §19 note', async () => {
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': { body: subscriptionFixture({ trialDaysLeft: 7 }) },
      'GET /api/plans': { body: plansFixture() },
    });
    renderApp('/subscription');
    const state = await screen.findByRole('region', { name: 'Free trial: 7 days left' });
    expect(state).toHaveTextContent('Your free trial ends on 5 December 2026.');
    expect(within(state).getByRole('heading', { name: 'What your plan includes' })).toBeInTheDocument();
    expect(state).toHaveTextContent('Search verified candidates');
    const monthly = screen.getByRole('article', { name: 'Monthly plan' });
    expect(monthly).toHaveTextContent(/€99\s*per month/);
    expect(within(monthly).getByRole('button', { name: 'Buy Monthly plan' })).toBeEnabled();
    const package3 = screen.getByRole('article', { name: '3-month package' });
    expect(package3).toHaveTextContent(/€279\s*once/);
    expect(package3).toHaveTextContent('≈ €93 per month');
    expect(
      screen.getByText(/In accordance with § 19 UStG \(small-business exemption\), no VAT is charged\./),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText(/No invoices yet/)).toBeInTheDocument();
    // The header's chip links here.
    expect(
      (await within(header()).findAllByRole('link', { name: 'Trial: 7 days left' }, { timeout: 5000 }))[0],
    ).toHaveAttribute('href', '/subscription');
  });

  it('expiring soon, in German', async () => {
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': { body: subscriptionFixture({ trialDaysLeft: 2, expiringSoon: true }) },
      'GET /api/plans': { body: plansFixture({ de: true }) },
    });
    renderApp('/de/subscription');
    const state = await screen.findByRole('region', { name: 'Kostenlose Testphase: noch 2 Tage' });
    expect(state).toHaveTextContent('Deine Testphase läuft bald ab.');
    expect(
      (
        await within(header()).findAllByRole(
          'link',
          { name: 'Testphase läuft bald ab: noch 2 Tage' },
          { timeout: 5000 },
        )
      )[0],
    ).toHaveAttribute('href', '/de/subscription');
  });

  it('expired: what is locked, what still works, and the header asks to choose a plan (en and de)', async () => {
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': { body: subscriptionFixture({ plan: 'expired', trialDaysLeft: 0 }) },
      'GET /api/plans': { body: plansFixture() },
    });
    const { unmount } = renderApp('/subscription');
    const state = await screen.findByRole('region', { name: 'Your plan has expired' });
    expect(within(state).getByRole('heading', { name: 'Locked until you choose a plan' })).toBeInTheDocument();
    expect(state).toHaveTextContent('Your listings stay visible to candidates');
    expect(
      (await within(header()).findAllByRole('link', { name: 'Plan expired – choose a plan' }, { timeout: 5000 }))[0],
    ).toBeInTheDocument();
    unmount();
    renderApp('/de/subscription');
    expect(await screen.findByRole('region', { name: 'Dein Plan ist abgelaufen' })).toBeInTheDocument();
    expect(
      (await within(header()).findAllByRole('link', { name: 'Plan abgelaufen – Plan wählen' }, { timeout: 5000 }))[0],
    ).toBeInTheDocument();
  });

  it('never had a trial (the domain used it): said so, never "expired", with the plans to buy (en and de)', async () => {
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': {
        body: subscriptionFixture({ plan: 'no_trial', trialDaysLeft: 0, trialEndsAt: null }),
      },
      'GET /api/plans': { body: plansFixture() },
    });
    const { unmount } = renderApp('/subscription');
    const state = await screen.findByRole('region', {
      name: "Your company's domain has already used its free trial",
    });
    expect(state).toHaveTextContent('given once per company domain');
    expect(document.body).not.toHaveTextContent(/expired/i);
    expect(screen.getByRole('button', { name: /Monthly plan/ })).toBeInTheDocument();
    expect(
      (await within(header()).findAllByRole('link', { name: 'Free trial used – choose a plan' }, { timeout: 5000 }))[0],
    ).toBeInTheDocument();
    unmount();
    renderApp('/de/subscription');
    expect(
      await screen.findByRole('region', {
        name: 'Die Domain deines Unternehmens hat ihre kostenlose Testphase schon genutzt',
      }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/abgelaufen/i);
  });

  it('monthly bought in the trial with a package: one timeline, what renews and what not; Monthly not offered again', async () => {
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': {
        body: subscriptionFixture({
          plan: 'paid',
          renews: true,
          monthly: true,
          planName: 'Monthly plan',
          trialDaysLeft: 7,
          paidFrom: '2026-12-05T10:00:00.000Z',
          paidUntil: '2027-04-05T10:00:00.000Z',
          timeline: [
            {
              kind: 'trial',
              planName: null,
              startsAt: '2026-11-25T10:00:00.000Z',
              endsAt: '2026-12-05T10:00:00.000Z',
              current: true,
            },
            {
              kind: 'monthly',
              planName: 'Monthly plan',
              startsAt: '2026-12-05T10:00:00.000Z',
              endsAt: '2027-01-05T10:00:00.000Z',
              current: false,
            },
            {
              kind: 'package',
              planName: '3-month package',
              startsAt: '2027-01-05T10:00:00.000Z',
              endsAt: '2027-04-05T10:00:00.000Z',
              current: false,
            },
            {
              kind: 'renewal',
              planName: 'Monthly plan',
              startsAt: '2027-04-05T10:00:00.000Z',
              endsAt: null,
              current: false,
            },
          ],
        }),
      },
      'GET /api/plans': { body: plansFixture() },
    });
    renderApp('/subscription');
    const state = await screen.findByRole('region', { name: 'Monthly plan' });
    expect(state).toHaveTextContent('Starts when your free trial ends on 5 December 2026');
    const timeline = within(state).getByRole('list', { name: 'Your timeline' });
    const items = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Free trialNow25 November 2026 – 5 December 2026',
      'Monthly plan: one month5 December 2026 – 5 January 2027',
      '3-month package5 January 2027 – 5 April 2027 · Does not renew',
      'Monthly planRenews from 5 April 2027 every month, until you cancel',
    ]);
    expect(screen.getByRole('article', { name: 'Monthly plan' })).toHaveTextContent('Your current plan');
    expect(screen.queryByRole('button', { name: /Buy Monthly plan/ })).toBeNull();
    expect(within(state).getByRole('button', { name: 'Manage payment / cancel' })).toBeInTheDocument();
  });

  it('a renewing monthly plan: renews on, "Manage payment / cancel", no chip; a cancelled one ends', async () => {
    const paid = {
      plan: 'paid' as const,
      paidUntil: '2027-01-05T10:00:00.000Z',
      renews: true,
      monthly: true,
      planName: 'Monthly plan',
      trialDaysLeft: 0,
    };
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': { body: subscriptionFixture(paid) },
      'GET /api/plans': { body: plansFixture() },
    });
    const { unmount } = renderApp('/subscription');
    const state = await screen.findByRole('region', { name: 'Monthly plan' });
    expect(state).toHaveTextContent('Renews on 5 January 2027.');
    expect(within(state).getByRole('button', { name: 'Manage payment / cancel' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Monthly plan' })).toHaveTextContent('Your current plan');
    expect(within(header()).queryByRole('link', { name: /Trial|Plan expired/ })).toBeNull();
    unmount();
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': { body: subscriptionFixture({ ...paid, cancelAtPeriodEnd: true }) },
      'GET /api/plans': { body: plansFixture() },
    });
    renderApp('/subscription');
    expect(await screen.findByText('Cancelled: stays active until 5 January 2027 and does not renew.')).toBeVisible();
  });

  it('a failed renewal shows the grace period', async () => {
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': {
        body: subscriptionFixture({
          plan: 'paid',
          graceUntil: '2026-12-08T10:00:00.000Z',
          monthly: true,
          renews: true,
        }),
      },
      'GET /api/plans': { body: plansFixture() },
    });
    renderApp('/subscription');
    const state = await screen.findByRole('region', { name: 'Your last payment failed' });
    expect(state).toHaveTextContent('Your plan stays active until 8 December 2026.');
    expect(
      (
        await within(header()).findAllByRole(
          'link',
          { name: 'Payment failed – update your payment' },
          { timeout: 5000 },
        )
      )[0],
    ).toBeInTheDocument();
  });

  it('lists invoices with their PDF', async () => {
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': {
        body: {
          ...subscriptionFixture({ plan: 'paid', paidUntil: '2027-03-01T00:00:00.000Z', planName: '3-month package' }),
          invoices: [
            {
              id: 'inv-1',
              number: '2026-000012',
              issuedAt: '2026-12-01T09:00:00.000Z',
              amountCents: 27900,
              currency: 'EUR',
              planName: '3-month package',
              periodStart: '2026-12-01T09:00:00.000Z',
              periodEnd: '2027-03-01T09:00:00.000Z',
              downloadUrl: '/api/invoices/inv-1.pdf',
            },
          ],
        },
      },
      'GET /api/plans': { body: plansFixture() },
    });
    renderApp('/subscription');
    const link = await screen.findByRole('link', { name: /Download invoice 2026-000012/ });
    expect(link).toHaveAttribute('href', '/api/invoices/inv-1.pdf');
    const row = link.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Invoice 2026-000012 · 3-month package');
    expect(row).toHaveTextContent('Service period 1 December 2026 – 1 March 2027');
    expect(row).toHaveTextContent('€279');
  });

  it('team members read the state and the plans but cannot buy, and are told who can', async () => {
    stubApi({
      'GET /api/me': employer('member'),
      'GET /api/subscription': { body: subscriptionFixture({ canManage: false }) },
      'GET /api/plans': { body: plansFixture() },
    });
    renderApp('/subscription');
    expect(await screen.findByRole('region', { name: 'Free trial: 7 days left' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Only team admins of Klinikum Nord GmbH can buy or change the plan. Ask one of them if you need a plan.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
  });

  it('candidates get "Only employers can access subscriptions" (en and de)', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage({ user: { role: 'azubi' } }) });
    const { unmount } = renderApp('/subscription');
    expect(await screen.findByText('Only employers can access subscriptions')).toBeVisible();
    unmount();
    renderApp('/de/subscription');
    expect(await screen.findByText('Nur Arbeitgeber können auf Abonnements zugreifen')).toBeVisible();
  });
});

describe('/subscription: buying', { timeout: 15_000 }, () => {
  function fakeTab() {
    return { opener: {} as unknown, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
  }

  it('opens the payment in a new tab and activates by itself once the checkout is paid', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let paid = false;
    let polls = 0;
    const api = stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': () => ({
        body: paid
          ? subscriptionFixture({
              plan: 'paid',
              paidUntil: '2027-03-05T10:00:00.000Z',
              planName: '3-month package',
              trialDaysLeft: 0,
            })
          : subscriptionFixture({ plan: 'expired', trialDaysLeft: 0 }),
      }),
      'GET /api/plans': { body: plansFixture() },
      'POST /api/subscription/checkout': { body: { checkoutId: 'chk-1', url: '/payments/local/chk-1' } },
      'GET /api/subscription/checkout/:id': () => {
        polls += 1;
        // The buyer pays in the other tab between the first and the second look.
        if (polls === 2) paid = true;
        return { body: { status: paid ? 'paid' : 'open', message: null } };
      },
    });
    renderApp('/subscription');
    const package3 = await screen.findByRole('article', { name: '3-month package' });
    await user.click(within(package3).getByRole('button', { name: 'Buy 3-month package' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('/payments/local/chk-1'));
    expect(tab.opener).toBeNull();
    expect(await screen.findByText(/The payment has opened in a new tab/)).toBeVisible();
    const body = api.to('POST /api/subscription/checkout')[0]!.body as { planId: string; idempotencyKey: string };
    expect(body.planId).toBe(PACKAGE_3);
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // Without a reload: the status is asked every 2 s, then the page shows the plan.
    expect(await screen.findByText('Payment received. Your plan is active.', {}, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByRole('region', { name: '3-month package' })).toHaveTextContent(
      'Paid until 5 March 2027. A package never renews.',
    );
    expect(api.to('GET /api/subscription/checkout/chk-1')).toHaveLength(2);
  });

  it('a blocked tab leaves a link to the payment page; a cancelled payment says "Payment cancelled."', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': { body: subscriptionFixture() },
      'GET /api/plans': { body: plansFixture() },
      'POST /api/subscription/checkout': { body: { checkoutId: 'chk-2', url: '/payments/local/chk-2' } },
      'GET /api/subscription/checkout/:id': { body: { status: 'canceled', message: 'Payment cancelled.' } },
    });
    renderApp('/subscription');
    const monthly = await screen.findByRole('article', { name: 'Monthly plan' });
    await user.click(within(monthly).getByRole('button', { name: 'Buy Monthly plan' }));
    expect(await screen.findByText('Payment cancelled.')).toBeVisible();
  });

  it('a blocked tab: the link opens the payment page in a new tab', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': { body: subscriptionFixture() },
      'GET /api/plans': { body: plansFixture() },
      'POST /api/subscription/checkout': { body: { checkoutId: 'chk-3', url: '/payments/local/chk-3' } },
      'GET /api/subscription/checkout/:id': { body: { status: 'open', message: null } },
    });
    renderApp('/subscription');
    const monthly = await screen.findByRole('article', { name: 'Monthly plan' });
    await user.click(within(monthly).getByRole('button', { name: 'Buy Monthly plan' }));
    expect(await screen.findByText(/Your browser did not open a new tab/)).toBeVisible();
    const link = screen.getByRole('link', { name: /Open the payment page/ });
    expect(link).toHaveAttribute('href', '/payments/local/chk-3');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a failed start closes the empty tab, and trying again sends the same idempotency key', async () => {
    const user = userEvent.setup();
    const tabs = [fakeTab(), fakeTab()];
    let opened = 0;
    vi.spyOn(window, 'open').mockImplementation(() => tabs[opened++] as unknown as Window);
    let attempts = 0;
    const api = stubApi({
      'GET /api/me': employer(),
      'GET /api/subscription': { body: subscriptionFixture() },
      'GET /api/plans': { body: plansFixture() },
      'POST /api/subscription/checkout': () =>
        ++attempts === 1
          ? apiError(502, 'SERVICE_UNAVAILABLE', 'The payment could not be started. Please try again.')
          : { body: { checkoutId: 'chk-4', url: '/payments/local/chk-4' } },
      'GET /api/subscription/checkout/:id': { body: { status: 'open', message: null } },
    });
    renderApp('/subscription');
    const button = await screen.findByRole('button', { name: 'Buy 3-month package' });
    await user.click(button);
    expect(await screen.findByText('The payment could not be started. Please try again.')).toBeVisible();
    expect(tabs[0]!.close).toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(tabs[1]!.location.href).toBe('/payments/local/chk-4'));
    const [first, second] = api
      .to('POST /api/subscription/checkout')
      .map((request) => request.body as { idempotencyKey: string });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });
});
