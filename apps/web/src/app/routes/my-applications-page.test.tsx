import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import {
  APPLICATION_ID,
  candidateApplication,
  employerMeInPageLanguage,
} from '../../features/listings/testing/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('my applications', () => {
  it('shows each application with its status and history', async () => {
    stubApi({ 'GET /api/me': meInPageLanguage(), 'GET /api/my/applications': { body: [candidateApplication()] } });
    renderApp('/my-applications');
    const card = await screen.findByRole('article', { name: 'FSJ im Krankenhaus' });
    expect(within(card).getAllByText('Shortlisted').length).toBeGreaterThan(0);
    const history = within(card).getByRole('list', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Pending'), expect.stringContaining('Shortlisted')]);
  });

  it('withdraws after a confirmation that says it cannot be undone', async () => {
    const user = userEvent.setup();
    let withdrawn = false;
    const api = stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/my/applications': () => ({
        body: [candidateApplication(withdrawn ? { status: 'withdrawn' } : {})],
      }),
      [`POST /api/my/applications/${APPLICATION_ID}/withdraw`]: () => {
        withdrawn = true;
        return { body: { message: 'Your application has been withdrawn.' } };
      },
    });
    renderApp('/my-applications');
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Your application has been withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Withdrawn').length).toBeGreaterThan(0);
    expect(api.to(`POST /api/my/applications/${APPLICATION_ID}/withdraw`)).toHaveLength(1);
  });

  it('says "Failed to withdraw application" when it fails, in German too', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me': meInPageLanguage(),
      'GET /api/my/applications': { body: [candidateApplication()] },
      [`POST /api/my/applications/${APPLICATION_ID}/withdraw`]: apiError(500, 'INTERNAL', 'Interner Fehler'),
    });
    renderApp('/de/my-applications');
    await user.click(await screen.findByRole('button', { name: 'Bewerbung zurückziehen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, zurückziehen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bewerbung konnte nicht zurückgezogen werden');
  });

  it('sends visitors to sign in and back', async () => {
    stubApi({ 'GET /api/me': apiError(401, 'UNAUTHENTICATED', 'Not authenticated') });
    const { router } = renderApp('/my-applications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fmy-applications');
  });

  it('tells an employer the page is for candidates', async () => {
    stubApi({ 'GET /api/me': employerMeInPageLanguage() });
    renderApp('/my-applications');
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeInTheDocument();
  });
});
