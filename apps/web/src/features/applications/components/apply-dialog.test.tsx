import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../auth/session-hint';
import { apiError, clearToasts, meFor, stubApi, type StubHandler } from '../../auth/testing/stub-api';
import { renderApp } from '../../../test/render-app';
import { candidateApplication, LISTING_ID, listingDetail, profileWith } from '../../listings/testing/fixtures';

beforeEach(() => {
  sessionStorage.clear();
  setSessionHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function candidate(handlers: Record<string, StubHandler> = {}, me = meFor()) {
  return stubApi({
    'GET /api/me': { body: me },
    [`GET /api/listings/${LISTING_ID}`]: { body: listingDetail() },
    'GET /api/my/applications': { body: [] },
    'GET /api/profile': { body: profileWith('approved') },
    ...handlers,
  });
}

async function openDialog(path = `/jobs/${LISTING_ID}`, name = 'Apply now') {
  renderApp(path);
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('apply dialog', () => {
  it('asks an unconfirmed address to be confirmed first and links to where that is done', async () => {
    const api = candidate({}, meFor({ user: { emailVerified: false } }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('Please confirm your e-mail address first')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).queryByLabelText('Cover letter')).not.toBeInTheDocument();
    expect(api.to(`POST /api/listings/${LISTING_ID}/applications`)).toHaveLength(0);
  });

  it('says a profile under review must be approved first and links to the profile, in German too', async () => {
    candidate({ 'GET /api/profile': { body: profileWith('pending') } });
    const dialog = await openDialog(`/de/jobs/${LISTING_ID}`, 'Jetzt bewerben');
    expect(await within(dialog).findByText('Dein Profil muss zuerst freigegeben werden')).toBeInTheDocument();
    expect(within(dialog).getByText(/Dein Profil wird geprüft/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zu meinem Profil' })).toHaveAttribute('href', '/de/my-profile');
  });

  it('sends the cover letter and then shows the application as sent', async () => {
    const user = userEvent.setup();
    let applied = false;
    const api = candidate({
      'GET /api/my/applications': () => ({ body: applied ? [candidateApplication({ status: 'pending' })] : [] }),
      [`POST /api/listings/${LISTING_ID}/applications`]: () => {
        applied = true;
        return { status: 201, body: candidateApplication({ status: 'pending' }) };
      },
    });
    const dialog = await openDialog();
    await user.type(await within(dialog).findByLabelText('Cover letter'), 'I would love to help on your wards.');
    expect(within(dialog).getByText('35 / 1000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(`POST /api/listings/${LISTING_ID}/applications`)[0]?.body).toEqual({
      coverLetter: 'I would love to help on your wards.',
    });
    expect(await screen.findByText('Application sent!')).toBeInTheDocument();
    expect(await screen.findByText(/You applied on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('says "You have already applied to this position" as the server does', async () => {
    const user = userEvent.setup();
    candidate({
      [`POST /api/listings/${LISTING_ID}/applications`]: apiError(
        409,
        'CONFLICT',
        'You have already applied to this position',
      ),
    });
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already applied to this position');
  });

  it('says the hourly limit when it is reached', async () => {
    const user = userEvent.setup();
    candidate({
      [`POST /api/listings/${LISTING_ID}/applications`]: apiError(
        429,
        'RATE_LIMITED',
        'You have sent 10 applications in the last hour. Please try again later.',
      ),
    });
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('10 applications in the last hour');
  });

  it('keeps the letter when sending fails, with "Error submitting application", and after closing', async () => {
    const user = userEvent.setup();
    candidate({ [`POST /api/listings/${LISTING_ID}/applications`]: 'network-error' });
    let dialog = await openDialog();
    const letter = await within(dialog).findByLabelText('Cover letter');
    await user.type(letter, 'Dear team, I am motivated.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error submitting application');
    expect(letter).toHaveValue('Dear team, I am motivated.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Cover letter')).toHaveValue('Dear team, I am motivated.');
  });

  it('says "Error submitting application" in German when the server fails', async () => {
    const user = userEvent.setup();
    candidate({
      [`POST /api/listings/${LISTING_ID}/applications`]: apiError(500, 'INTERNAL', 'Interner Fehler'),
    });
    const dialog = await openDialog(`/de/jobs/${LISTING_ID}`, 'Jetzt bewerben');
    await user.type(await within(dialog).findByLabelText('Anschreiben'), 'Hallo');
    await user.click(within(dialog).getByRole('button', { name: 'Bewerbung senden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fehler beim Senden der Bewerbung');
    expect(within(dialog).getByLabelText('Anschreiben')).toHaveValue('Hallo');
  });
});
