import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { employerMeInPageLanguage } from '../../features/listings/testing/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const EMPTY = {
  'GET /api/listings': { body: { items: [], nextCursor: null } },
  'GET /api/my/applications': { body: [] },
  'GET /api/notifications': { body: { items: [], unreadCount: 0, nextCursor: null } },
};

/** The candidate's section tabs (issue 28): the same navigation on search, applications and notifications. */
describe('one candidate navigation on every candidate page', () => {
  it.each([
    ['/browse-jobs', 'Job listings'],
    ['/my-applications', 'My applications'],
    ['/notifications', 'Notifications'],
  ])('shows the candidate tabs on %s and marks "%s" as the current page', async (path, current) => {
    stubApi({ 'GET /api/me': meInPageLanguage(), ...EMPTY });
    renderApp(path);
    const nav = await screen.findByRole('navigation', { name: 'Your areas' });
    expect(within(nav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    // "My applications" is one step from search (and from everywhere else).
    expect(within(nav).getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/my-applications');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it.each([
    ['/de/browse-jobs', 'Stellenangebote'],
    ['/de/my-applications', 'Meine Bewerbungen'],
    ['/de/notifications', 'Benachrichtigungen'],
  ])('in German on %s marks "%s"', async (path, current) => {
    stubApi({ 'GET /api/me': meInPageLanguage(), ...EMPTY });
    renderApp(path);
    const nav = await screen.findByRole('navigation', { name: 'Deine Bereiche' });
    expect(within(nav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no candidate tabs to an employer on the search or notifications', async () => {
    stubApi({ 'GET /api/me': employerMeInPageLanguage(), ...EMPTY });
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your areas' })).not.toBeInTheDocument();
  });
});
