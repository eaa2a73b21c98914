import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

// The search page asks for places; leave that question open so the page stays where the search put it.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Opens the landing page and waits for the search form. */
async function openSearch(path = '/') {
  const view = renderApp(path);
  const form = await screen.findByRole('search');
  return { ...view, form: within(form) };
}

type Router = ReturnType<typeof renderApp>['router'];

/** Waits for the navigation (the next page loads lazily) and returns where it went. */
async function searchOf(router: Router, pathname = '/browse-jobs') {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  return { pathname, params: Object.fromEntries(new URLSearchParams(router.state.location.search)) };
}

describe('landing page search bar', () => {
  it('offers the eight cities and six fields with English labels', async () => {
    const { form } = await openSearch();
    const city = form.getByRole('combobox', { name: 'City' });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All cities',
      'Berlin',
      'Hamburg',
      'Munich',
      'Cologne',
      'Frankfurt',
      'Stuttgart',
      'Düsseldorf',
      'Leipzig',
    ]);
    const field = form.getByRole('combobox', { name: 'Field' });
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All fields',
      'IT & Technology',
      'Health & Care',
      'Crafts & Engineering',
      'Business & Commerce',
      'Hospitality & Hotels',
      'Other',
    ]);
  });

  it('offers the spec’s German labels on German pages', async () => {
    const { form } = await openSearch('/de');
    const field = form.getByRole('combobox', { name: 'Bereich' });
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Alle Bereiche',
      'IT & Technik',
      'Gesundheit & Pflege',
      'Handwerk & Technik',
      'Kaufmännisch',
      'Gastronomie & Hotel',
      'Sonstiges',
    ]);
    expect(within(form.getByRole('combobox', { name: 'Stadt' })).getByRole('option', { name: 'München' })).toHaveValue(
      'munich',
    );
  });

  it('searches with every field filled in', async () => {
    const { router, form } = await openSearch();
    await userEvent.type(form.getByRole('searchbox', { name: 'Job or keyword' }), 'Pflege');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'City' }), 'Hamburg');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Field' }), 'health');
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    expect(await searchOf(router)).toEqual({
      pathname: '/browse-jobs',
      params: { q: 'Pflege', location: 'hamburg', category: 'health' },
    });
  });

  it('leaves every empty field out of the address', async () => {
    const { router, form } = await openSearch();
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    expect(await searchOf(router)).toEqual({ pathname: '/browse-jobs', params: {} });
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['only the text', { text: 'Koch' }, { q: 'Koch' }],
    ['only the city', { city: 'Leipzig' }, { location: 'leipzig' }],
    ['only the field', { field: 'Other' }, { category: 'other' }],
    ['text of spaces only', { text: '   ', city: 'Berlin' }, { location: 'berlin' }],
  ])('leaves empty fields out: %s', async (_, input: { text?: string; city?: string; field?: string }, expected) => {
    const { router, form } = await openSearch();
    if (input.text) await userEvent.type(form.getByRole('searchbox'), input.text);
    if (input.city) await userEvent.selectOptions(form.getByRole('combobox', { name: 'City' }), input.city);
    if (input.field) await userEvent.selectOptions(form.getByRole('combobox', { name: 'Field' }), input.field);
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    expect(await searchOf(router)).toEqual({ pathname: '/browse-jobs', params: expected });
  });

  it('searches when Enter is pressed in the text field', async () => {
    const { router, form } = await openSearch();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Field' }), 'it');
    await userEvent.type(form.getByRole('searchbox'), 'Fachinformatiker{Enter}');
    expect(await searchOf(router)).toEqual({
      pathname: '/browse-jobs',
      params: { q: 'Fachinformatiker', category: 'it' },
    });
    expect(router.state.location.search).toBe('?q=Fachinformatiker&category=it');
  });

  it.each(['IT Ausbildung Berlin', 'Pflege Hamburg', 'KFZ München', 'Einzelhandel'])(
    'quick search “%s” fills in the text and searches',
    async (quick) => {
      const { router, form } = await openSearch();
      const list = form.getByRole('list', { name: 'Popular searches' });
      const link = within(list).getByRole('link', { name: quick });
      // A real address: it works before the page's scripts have run.
      expect(link).toHaveAttribute('href', `/browse-jobs?${new URLSearchParams({ q: quick })}`);
      await userEvent.click(link);
      expect(await searchOf(router)).toEqual({ pathname: '/browse-jobs', params: { q: quick } });
    },
  );

  it('keeps the chosen city and field with a quick search', async () => {
    const { router, form } = await openSearch();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'City' }), 'Hamburg');
    await userEvent.click(form.getByRole('link', { name: 'Pflege Hamburg' }));
    expect((await searchOf(router)).params).toEqual({ q: 'Pflege Hamburg', location: 'hamburg' });
  });

  it('stays in German: /de/browse-jobs with the same parameters', async () => {
    const { router, form } = await openSearch('/de');
    await userEvent.type(form.getByRole('searchbox', { name: 'Beruf oder Stichwort' }), 'Mechatroniker');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Stadt' }), 'München');
    await userEvent.click(form.getByRole('button', { name: 'Suchen' }));
    expect(await searchOf(router, '/de/browse-jobs')).toEqual({
      pathname: '/de/browse-jobs',
      params: { q: 'Mechatroniker', location: 'munich' },
    });
  });

  it('German quick search goes to the public search /de/browse-jobs (issue 28, not a sign-in wall)', async () => {
    const { router, form } = await openSearch('/de');
    await userEvent.click(form.getByRole('link', { name: 'KFZ München' }));
    await searchOf(router, '/de/browse-jobs');
    expect(router.state.location.search).toBe('?q=KFZ+M%C3%BCnchen');
  });
});
