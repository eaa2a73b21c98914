import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { clearToasts, stubApi } from '../../test/stub-api';
import {
  APPLICATION_ID,
  employerApplication,
  employerListing,
  employerMeInPageLanguage,
} from '../../features/listings/testing/fixtures';
import { renderApp } from '../../test/render-app';

const STATUS_URL = `POST /api/employer/applications/${APPLICATION_ID}/status`;

function api(application: ReturnType<typeof employerApplication>) {
  return stubApi({
    'GET /api/me': employerMeInPageLanguage(),
    'GET /api/employer/listings': { body: [employerListing()] },
    'GET /api/employer/applications': { body: [application] },
    'GET /api/placements': { body: { items: [] } },
    [STATUS_URL]: { body: { message: 'Status updated' } },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearToasts();
});

describe('moves that open or end a placement ask first (issue 29)', () => {
  it('accepting from the list asks for confirmation; cancel sends nothing, confirm accepts', async () => {
    const user = userEvent.setup();
    const requests = api(
      employerApplication({ status: 'shortlisted', nextStatuses: ['reviewing', 'rejected', 'accepted'] }),
    );
    renderApp('/employer/applications');
    const card = await screen.findByRole('article', { name: 'Amina El Idrissi' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    let dialog = await screen.findByRole('dialog', { name: 'Accept Amina El Idrissi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.to(STATUS_URL)).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    dialog = await screen.findByRole('dialog', { name: 'Accept Amina El Idrissi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(requests.to(STATUS_URL)[0]?.body).toEqual({ status: 'accepted' });
  });

  it('taking an accepted application back asks why the placement ends and sends the reason', async () => {
    const user = userEvent.setup();
    const requests = api(employerApplication({ status: 'accepted', nextStatuses: ['reviewing'] }));
    renderApp('/employer/applications');
    const card = await screen.findByRole('article', { name: 'Amina El Idrissi' });
    // Not "Start review", as if it were new (issue 28): it says that it leaves "Accepted".
    expect(within(card).queryByRole('button', { name: 'Start review' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Take back out of “Accepted”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take Amina El Idrissi out of “Accepted”?' });
    expect(dialog).toHaveTextContent('The placement closes with the reason you choose');
    await user.click(within(dialog).getByRole('button', { name: 'Close placement and move' }));
    expect(within(dialog).getByText('Please choose why the placement ends.')).toBeInTheDocument();
    expect(requests.to(STATUS_URL)).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Why does the placement end?'), 'company_withdrew');
    await user.type(within(dialog).getByLabelText('Note for both sides (optional)'), 'Filled internally');
    await user.click(within(dialog).getByRole('button', { name: 'Close placement and move' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(requests.to(STATUS_URL)[0]?.body).toEqual({
      status: 'reviewing',
      placement: { reason: 'company_withdrew', note: 'Filled internally' },
    });
  });
});
