import type { EmployerAnalytics } from '@azubi/shared/analytics/employer-analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, stubApi } from '../../test/stub-api';
import { employerMeInPageLanguage, LISTING_ID } from '../../features/listings/testing/fixtures';
import { renderApp } from '../../test/render-app';

const HOUR = 3600;
const SECOND_LISTING = '11111111-2222-4333-8444-555555555555';

function figures(overrides: Partial<EmployerAnalytics['totals']> = {}): EmployerAnalytics['totals'] {
  return {
    views: 50,
    applications: 6,
    conversionRate: 0.12,
    byStatus: { pending: 2, reviewing: 0, shortlisted: 0, rejected: 2, accepted: 1, withdrawn: 1 },
    responded: 3,
    medianFirstResponseSeconds: 24 * HOUR,
    medianStageSeconds: { pending: null, reviewing: 36 * HOUR, shortlisted: 84 * HOUR },
    ...overrides,
  };
}

function analytics(from: string, to: string): EmployerAnalytics {
  return {
    from,
    to,
    listingId: null,
    totals: figures(),
    daily: [
      { date: from, views: 10, applications: 1 },
      { date: to, views: 40, applications: 5 },
    ],
    listings: [
      {
        id: SECOND_LISTING,
        title: 'FSJ Kinderklinik',
        isActive: false,
        ...figures({ views: 10, applications: 1, conversionRate: 0.1, medianFirstResponseSeconds: 40 }),
      },
      {
        id: LISTING_ID,
        title: 'Pflegefachfrau Ausbildung',
        isActive: true,
        ...figures({ views: 40, applications: 5 }),
      },
    ],
  };
}

function stub(answer?: ReturnType<typeof apiError>) {
  return stubApi({
    'GET /api/me': employerMeInPageLanguage(),
    'GET /api/employer/company/profile': apiError(404, 'NOT_FOUND', 'Company profile not found'),
    'GET /api/employer/analytics': (request) =>
      answer ?? { body: analytics(request.query.get('from') ?? '', request.query.get('to') ?? '') },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearToasts();
});

describe('employer analytics', () => {
  it('opens at /employer with the last 30 days: summary, tables beside the charts, per listing', async () => {
    const api = stub();
    const { router } = renderApp('/employer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/analytics'));
    expect(api.to('GET /api/employer/analytics')[0]?.query.toString()).toBe('from=2026-02-09&to=2026-03-10');
    expect(screen.getByRole('link', { name: 'Analytics', current: 'page' })).toBeInTheDocument();

    const summary = await screen.findByRole('region', { name: 'Summary' });
    const value = (term: string) => within(summary).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    expect(value('Listing views')).toBe('50');
    expect(value('Applications')).toBe('6');
    expect(value('Views → applications')).toBe('12%');
    expect(value('Median time to first answer')).toBe('24 hours');
    expect(within(summary).getByText('3 of 6 answered')).toBeInTheDocument();

    const daily = screen.getByRole('table', {
      name: 'Views and applications per day, 9 February 2026 – 10 March 2026',
    });
    expect(
      within(daily)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateViewsApplications', '10 March 2026405', '9 February 2026101']);
    const stages = within(screen.getByRole('region', { name: 'Time in each stage' })).getAllByRole('row');
    expect(stages.map((row) => row.textContent)).toEqual([
      'StageMedian time',
      'Until the first answer24 hours',
      'PendingNot yet measurable',
      'In review36 hours',
      'Shortlisted3.5 days',
    ]);
    const perListing = screen.getByRole('table', { name: /^Figures per listing/ });
    expect(within(perListing).getAllByRole('row')[1]?.textContent).toBe('FSJ Kinderklinik(inactive)10110%under 1 min1');
  });

  it('asks for another period and one listing, keeping them in the address', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = stub();
    const { router } = renderApp('/employer/analytics');
    await screen.findByRole('region', { name: 'Summary' });
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(api.to('GET /api/employer/analytics').at(-1)?.query.get('from')).toBe('2026-03-04'));
    expect(router.state.location.search).toBe('?period=7');

    await user.selectOptions(screen.getByLabelText('Listing'), LISTING_ID);
    await waitFor(() => expect(api.to('GET /api/employer/analytics').at(-1)?.query.get('listingId')).toBe(LISTING_ID));

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The end of the period must not be before its start.');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-08');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.to('GET /api/employer/analytics').at(-1)?.query.toString()).toBe(
        `from=2026-03-05&to=2026-03-08&listingId=${LISTING_ID}`,
      ),
    );
    expect(router.state.location.search).toBe(`?period=custom&listingId=${LISTING_ID}&from=2026-03-05&to=2026-03-08`);
  });

  it('says "Failed to load analytics", in German too', async () => {
    stub(apiError(500, 'INTERNAL', 'Failed to load analytics'));
    const first = renderApp('/employer/analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics');
    first.unmount();
    vi.unstubAllGlobals();
    stub(apiError(500, 'INTERNAL', 'Analysen konnten nicht geladen werden'));
    renderApp('/de/employer/analytics');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Analysen konnten nicht geladen werden');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows German figures and labels', async () => {
    stub();
    renderApp('/de/employer/analytics');
    const summary = await screen.findByRole('region', { name: 'Überblick' });
    expect(
      within(summary).getByText('Median bis zur ersten Antwort').closest('div')?.querySelector('dd')?.textContent,
    ).toBe('24 Stunden');
    const stages = within(screen.getByRole('region', { name: 'Zeit in jeder Phase' })).getAllByRole('row');
    expect(stages.slice(3).map((row) => row.textContent)).toEqual([
      'In Prüfung36 Stunden',
      'In der engeren Wahl3,5 Tage',
    ]);
    expect(screen.getByRole('link', { name: 'Analysen', current: 'page' })).toBeInTheDocument();
  });
});
