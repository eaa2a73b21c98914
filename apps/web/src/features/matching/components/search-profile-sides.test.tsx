import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../../lib/account/session-hint';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../../test/stub-api';
import { renderApp } from '../../../test/render-app';
import { employerMeInPageLanguage } from '../../listings/testing/fixtures';
import { candidateList, trainingList } from '../testing/fixtures';

// The one search profile form, dialog and list serve both sides: each side must show its own
// fields, mark its own fields in a refusal, and lead its empty list to its own search.

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const SIDES = [
  {
    side: 'training',
    path: '/training-search-profiles',
    me: meInPageLanguage,
    list: () => trainingList([]),
    api: '/api/training-search-profiles',
    title: 'Training search profiles',
    newButton: 'New search profile',
    saveButton: 'Save search profile',
    own: ['Start from', 'Start by', 'Minimum pay per month (EUR)', 'Maximum duration (months)', 'Berlin'],
    other: ['Minimum age', 'Maximum age', 'Add a country', 'Preferred locations', 'Willing to relocate'],
    ownField: { key: 'maxDurationMonths', label: 'Maximum duration (months)' },
    empty: { text: 'No search profiles yet', link: 'Go to job listings', href: '/browse-jobs' },
  },
  {
    side: 'candidate',
    path: '/employer/matches',
    me: employerMeInPageLanguage,
    list: () => candidateList([]),
    api: '/api/candidate-search-profiles',
    title: 'Search alerts and matches',
    newButton: 'New search alert',
    saveButton: 'Save search alert',
    own: ['Minimum age', 'Maximum age', 'Add a country', 'Preferred locations', 'Willing to relocate'],
    other: ['Start from', 'Start by', 'Minimum pay per month (EUR)', 'Maximum duration (months)', 'Berlin'],
    ownField: { key: 'maxAge', label: 'Maximum age' },
    empty: { text: 'No search alerts yet', link: 'Find candidates', href: '/employer/candidates' },
  },
] as const;

describe.each(SIDES)('the $side side of the search profile screens', { timeout: 20_000 }, (side) => {
  it('shows its own fields and none of the other side, and leads its empty list to its own search', async () => {
    stubApi({ 'GET /api/me': side.me(), [`GET ${side.api}`]: { body: side.list() } });
    renderApp(side.path);
    const region = within(await screen.findByRole('region', { name: side.title }));
    expect(await region.findByText(side.empty.text)).toBeInTheDocument();
    expect(region.getByRole('link', { name: side.empty.link })).toHaveAttribute('href', side.empty.href);

    const user = userEvent.setup();
    const create = region.getByRole('button', { name: side.newButton });
    // The dialog's code downloads when the pointer reaches the button (issue 35); a click on a button
    // whose code is still on its way renders inside Testing Library's act(), where React in jsdom
    // does not come back to the suspended dialog.
    await user.hover(create);
    await import('./search-profile-dialog');
    await user.click(create);
    const dialog = within(await screen.findByRole('dialog', { name: side.newButton }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('id', `${side.side}-profile-name`);
    for (const label of side.own) expect(dialog.getAllByLabelText(label).length).toBeGreaterThan(0);
    for (const label of side.other) expect(dialog.queryByLabelText(label)).toBeNull();
  });

  it("puts the server's refusal of one of its own fields on that field", async () => {
    const api = stubApi({
      'GET /api/me': side.me(),
      [`GET ${side.api}`]: { body: side.list() },
      [`POST ${side.api}`]: apiError(400, 'VALIDATION_FAILED', 'Please check the marked fields.', {
        [side.ownField.key]: 'Refused for this side',
      }),
    });
    renderApp(side.path);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: side.newButton }));
    const dialog = within(await screen.findByRole('dialog', { name: side.newButton }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Nord');
    await user.click(dialog.getByRole('button', { name: side.saveButton }));
    await waitFor(() => expect(api.to(`POST ${side.api}`)).toHaveLength(1));
    const field = dialog.getByRole('textbox', { name: side.ownField.label });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Refused for this side/);
  });
});
