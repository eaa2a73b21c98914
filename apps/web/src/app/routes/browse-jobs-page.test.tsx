import type { ListingSummary } from '@azubi/shared/listings/listing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, meFor, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';
import { putServerQueryState } from '../../test/server-query-state';
import { profileWith } from '../../features/listings/testing/fixtures';
import { listingsQueryKey, readBrowseFilters } from '@azubi/shared/listings/browse-params';

function listing(n: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: `listing-${n}`,
    title: `Ausbildung Pflegefachfrau ${n}`,
    companyName: 'Klinikum Nord GmbH',
    companyId: 'c1',
    programType: 'ausbildung',
    category: 'health',
    germanLevelRequired: 'B1',
    location: 'Hamburg',
    startDate: '2026-09-01',
    durationYears: '3.0',
    salaryMin: 1340,
    salaryMax: 1500,
    monthlyAllowance: null,
    sector: null,
    freeAccommodation: false,
    visaSponsorship: false,
    createdAt: '2026-05-04T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('browse jobs', () => {
  it('shows each listing with what a candidate needs to know, for visitors too', async () => {
    const api = stubApi({
      'GET /api/listings': {
        body: {
          items: [
            listing(1, { freeAccommodation: true, visaSponsorship: true }),
            listing(2, {
              title: 'FSJ im Krankenhaus',
              programType: 'fsj',
              germanLevelRequired: 'A2',
              startDate: null,
              durationYears: null,
              salaryMin: null,
              salaryMax: null,
              monthlyAllowance: 520,
            }),
          ],
          nextCursor: null,
        },
      },
    });
    renderApp('/browse-jobs');
    const first = await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' });
    expect(within(first).getByText('Ausbildung (vocational training)')).toBeInTheDocument();
    expect(within(first).getByText('Klinikum Nord GmbH')).toBeInTheDocument();
    expect(within(first).getByText('Hamburg')).toBeInTheDocument();
    expect(within(first).getByText('B1 or higher')).toBeInTheDocument();
    expect(within(first).getByText('1 September 2026')).toBeInTheDocument();
    expect(within(first).getByText('3 years')).toBeInTheDocument();
    expect(within(first).getByText('€1,340 – €1,500 per month')).toBeInTheDocument();
    expect(within(first).getByText('Free accommodation')).toBeInTheDocument();
    expect(within(first).getByText('Visa support')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'FSJ im Krankenhaus' });
    expect(within(second).getByText('FSJ (voluntary social year)')).toBeInTheDocument();
    expect(within(second).getByText('Allowance:')).toBeInTheDocument();
    expect(within(second).getByText('€520 per month')).toBeInTheDocument();
    expect(within(second).getByText('flexible')).toBeInTheDocument();
    expect(within(second).queryByText('Free accommodation')).not.toBeInTheDocument();

    expect(screen.getByText('You have seen all open places.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create free account' })).toHaveAttribute(
      'href',
      '/auth?role=azubi&tab=sign-up',
    );
    expect(api.to('GET /api/listings')[0]?.query.get('limit')).toBe('12');
    expect(api.to('GET /api/me')).toHaveLength(0);
  });

  it('shows the first page the page’s HTML carried at once, without asking the API for it (issue 35)', async () => {
    const api = stubApi({ 'GET /api/listings': { body: { items: [], nextCursor: null } } });
    const filters = readBrowseFilters(new URLSearchParams('location=hamburg&sort=newest'));
    const key = listingsQueryKey(filters);
    putServerQueryState([
      { queryKey: key, data: { pages: [{ items: [listing(7)], nextCursor: null }], pageParams: [null] } },
    ]);
    renderApp('/browse-jobs?location=hamburg&sort=newest');
    expect(await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 7' })).toBeInTheDocument();
    expect(api.to('GET /api/listings')).toHaveLength(0);
  });

  it('formats for German readers under /de', async () => {
    stubApi({ 'GET /api/listings': { body: { items: [listing(1)], nextCursor: null } } });
    renderApp('/de/browse-jobs');
    const card = await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' });
    expect(within(card).getByText('ab B1')).toBeInTheDocument();
    expect(within(card).getByText('1.340 € – 1.500 € im Monat')).toBeInTheDocument();
    expect(within(card).getByText('3 Jahre')).toBeInTheDocument();
    // German dates have two-digit day and month (not "1.09.2026" or "1. Sept. 2026").
    expect(within(card).getByText('01.09.2026')).toBeInTheDocument();
    expect(within(card).getByText('Veröffentlicht am 04.05.2026')).toBeInTheDocument();
  });

  it('loads more below the cards already shown and takes focus to the first new one', async () => {
    const api = stubApi({
      'GET /api/listings': ({ query }) =>
        query.get('cursor') === 'page-2'
          ? { body: { items: [listing(3), listing(4)], nextCursor: null } }
          : { body: { items: [listing(1), listing(2)], nextCursor: 'page-2' } },
    });
    renderApp('/browse-jobs');
    await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' });
    expect(screen.getByText('2 places shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    const third = await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 3' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'listing-listing-1-title',
      'listing-listing-2-title',
      'listing-listing-3-title',
      'listing-listing-4-title',
    ]);
    await waitFor(() => expect(third).toHaveFocus());
    expect(screen.getByText('4 places shown')).toBeInTheDocument();
    expect(api.to('GET /api/listings')[1]?.query.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing open', async () => {
    stubApi({ 'GET /api/listings': { body: { items: [], nextCursor: null } } });
    renderApp('/browse-jobs');
    expect(await screen.findByText('No open places right now')).toBeInTheDocument();
  });

  it('says when the listings cannot be loaded and tries again', async () => {
    let calls = 0;
    stubApi({
      'GET /api/listings': () =>
        ++calls <= 2
          ? apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.')
          : { body: { items: [listing(1)], nextCursor: null } },
    });
    renderApp('/browse-jobs');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('The places could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' })).toBeInTheDocument();
  });

  it('reminds a signed-in candidate to confirm the address, without the sign-up call to action', async () => {
    setSessionHint(true);
    stubApi({
      'GET /api/listings': { body: { items: [listing(1)], nextCursor: null } },
      'GET /api/me': { body: meFor({ user: { emailVerified: false } }) },
    });
    renderApp('/browse-jobs');
    expect(await screen.findByRole('region', { name: 'Please confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create free account' })).not.toBeInTheDocument();
  });
});

describe('browse jobs: search, filters and sort', () => {
  it('reads the search from the address, sends it to the API and keeps each change in the address', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/listings': { body: { items: [listing(1)], nextCursor: null } } });
    const { router } = renderApp('/browse-jobs?q=Pflege&location=hamburg&location=nowhere&sort=start');
    await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' });
    expect(screen.getByRole('searchbox', { name: 'Search text' })).toHaveValue('Pflege');
    expect(screen.getByLabelText('City')).toHaveDisplayValue('Hamburg');
    expect(screen.getByLabelText('Field')).toHaveDisplayValue('All fields');
    const first = api.to('GET /api/listings')[0]?.query;
    expect(first?.get('q')).toBe('Pflege');
    expect(first?.get('location')).toBe('hamburg');
    expect(first?.get('sort')).toBe('start');

    await user.selectOptions(screen.getByLabelText('Program'), 'fsj');
    await user.click(screen.getByLabelText('Visa support'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=Pflege&location=hamburg&programType=fsj&visa=true&sort=start'),
    );
    await waitFor(() => expect(api.to('GET /api/listings').at(-1)?.query.get('visa')).toBe('true'));
    expect(api.to('GET /api/listings').at(-1)?.query.get('programType')).toBe('fsj');

    const text = screen.getByRole('searchbox', { name: 'Search text' });
    await user.clear(text);
    await user.type(text, 'Krankenhaus{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Krankenhaus'));

    // The back button returns to the previous search, text included.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search text' })).toHaveValue('Pflege'));
  }, 15_000);

  it('keeps every one of several changes made before the address has caught up', async () => {
    stubApi({ 'GET /api/listings': { body: { items: [listing(1)], nextCursor: null } } });
    const { router } = renderApp('/browse-jobs');
    await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' });
    // Three changes in one go, without waiting for the router in between (a quick hand, a slow phone).
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: 'fsj' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'hamburg' } });
    fireEvent.click(screen.getByLabelText('Free accommodation'));
    await waitFor(() => {
      const search = new URLSearchParams(router.state.location.search);
      expect([search.get('programType'), search.get('location'), search.get('accommodation')]).toEqual([
        'fsj',
        'hamburg',
        'true',
      ]);
    });
  });

  it('says when nothing matches and offers to clear the search', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/listings': ({ query }) => ({
        body: { items: query.get('category') ? [] : [listing(1)], nextCursor: null },
      }),
    });
    const { router } = renderApp('/browse-jobs?category=it');
    expect(await screen.findByText('No places match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  for (const lang of ['en', 'de'] as const)
    it(`closes the phone filter panel with "Show N results" (${lang}, issue 28)`, async () => {
      const user = userEvent.setup();
      stubApi({
        'GET /api/listings': ({ query }) => ({
          body: {
            items: query.get('category') ? [listing(1), listing(2)] : [listing(1), listing(2), listing(3)],
            nextCursor: null,
          },
        }),
      });
      renderApp(lang === 'de' ? '/de/browse-jobs' : '/browse-jobs');
      await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 3' });
      const toggle = screen.getByRole('button', { name: lang === 'de' ? /^Filter/ : /^Filters/ });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.selectOptions(screen.getByLabelText(lang === 'de' ? 'Bereich' : 'Field'), 'health');
      const show = await screen.findByRole('button', {
        name: lang === 'de' ? '2 Ergebnisse anzeigen' : 'Show 2 results',
      });
      await user.click(show);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });

  it('tells a signed-in candidate whether their German level is enough for each place', async () => {
    setSessionHint(true);
    stubApi({
      'GET /api/listings': {
        body: {
          items: [listing(1, { germanLevelRequired: 'B1' }), listing(2, { germanLevelRequired: 'B2' })],
          nextCursor: null,
        },
      },
      'GET /api/me': { body: meFor() },
      'GET /api/profile': { body: profileWith('approved', 'B1') },
      'GET /api/my/applications': {
        body: [
          {
            id: 'application-1',
            status: 'pending',
            coverLetter: '',
            appliedAt: '2026-05-02T10:00:00.000Z',
            listing: {
              id: listing(1).id,
              title: '',
              companyName: '',
              location: '',
              programType: 'ausbildung',
              isActive: true,
            },
            history: [],
          },
        ],
      },
    });
    renderApp('/browse-jobs');
    const first = await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' });
    expect(await within(first).findByText('your B1 is enough')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Ausbildung Pflegefachfrau 2' });
    expect(within(second).getByText('you have B1')).toBeInTheDocument();
    // Issue 28.10: the place applied to says so; the other does not.
    expect(await within(first).findByText('Applied')).toBeInTheDocument();
    expect(within(second).queryByText('Applied')).not.toBeInTheDocument();
  });
});

describe('browse jobs: a search that took too long (issue 21)', () => {
  const TOO_SLOW = {
    en: 'The search took too long. Please narrow your filters and try again.',
    de: 'Die Suche hat zu lange gedauert. Bitte grenze deine Filter ein und versuche es noch einmal.',
  };

  it('shows the server’s message where the results go, keeps the filters and tries the same search again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = stubApi({
      // The first try times out (not retried: it would take as long again); "Try again" gets results.
      'GET /api/listings': () =>
        ++calls <= 1
          ? apiError(503, 'QUERY_TOO_SLOW', TOO_SLOW.en)
          : { body: { items: [listing(1)], nextCursor: null } },
    });
    const { router } = renderApp('/browse-jobs?q=Pflege&visa=true&accommodation=true');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('The places could not be loaded');
    expect(alert).toHaveTextContent(TOO_SLOW.en);
    expect(screen.queryByText('Loading places…')).not.toBeInTheDocument();
    // The filters stay as they were, in the form and in the address.
    expect(screen.getByRole('searchbox', { name: 'Search text' })).toHaveValue('Pflege');
    expect(screen.getByLabelText('Visa support')).toBeChecked();
    expect(screen.getByLabelText('Free accommodation')).toBeChecked();
    expect(router.state.location.search).toBe('?q=Pflege&visa=true&accommodation=true');

    expect(api.to('GET /api/listings')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' })).toBeInTheDocument();
    const again = api.to('GET /api/listings').at(-1)?.query;
    expect([again?.get('q'), again?.get('visa'), again?.get('accommodation')]).toEqual(['Pflege', 'true', 'true']);
  });

  it('replaces the previous results when a changed search times out, in German too', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/listings': ({ query }) =>
        query.get('visa')
          ? apiError(503, 'QUERY_TOO_SLOW', TOO_SLOW.de)
          : { body: { items: [listing(1)], nextCursor: null } },
    });
    const { router } = renderApp('/de/browse-jobs?q=Pflege');
    await screen.findByRole('article', { name: 'Ausbildung Pflegefachfrau 1' });
    await user.click(screen.getByLabelText('Hilfe beim Visum'));
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(TOO_SLOW.de);
    expect(within(alert).getByRole('button', { name: 'Noch einmal versuchen' })).toBeInTheDocument();
    // Not the old results under the new filters.
    expect(screen.queryByRole('article', { name: 'Ausbildung Pflegefachfrau 1' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Hilfe beim Visum')).toBeChecked();
    expect(new URLSearchParams(router.state.location.search).get('visa')).toBe('true');
  });
});
