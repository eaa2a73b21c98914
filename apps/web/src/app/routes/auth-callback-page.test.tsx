import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { apiError, meFor, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';
import { AppProviders } from '../providers';
import { createRoutes } from '../router';

const TOKEN = '6f1c0e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** The app as main.tsx renders it: in StrictMode, which runs effects twice in development. */
function renderStrict(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return router;
}

describe('e-mail verification page (/auth-callback)', () => {
  it('verifies once, even in StrictMode, and lets a signed-out visitor sign in', async () => {
    const api = stubApi({
      'POST /api/auth/verify-email': { body: { message: 'Your email address is verified. Thank you!' } },
    });
    renderStrict(`/auth-callback?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your email address is verified. Thank you!')).toBeInTheDocument();
    expect(api.to('POST /api/auth/verify-email')).toHaveLength(1);
    expect(api.to('POST /api/auth/verify-email')[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    // Nobody signed in on this device: no account request.
    expect(api.to('GET /api/me')).toHaveLength(0);
  });

  it.each([
    ['azubi', '/browse-jobs'],
    ['employer', '/dashboard'],
    ['team_member', '/dashboard'],
  ] as const)('sends a signed-in %s on to %s', async (role, target) => {
    setSessionHint(true);
    stubApi({
      'POST /api/auth/verify-email': { body: { message: 'Your email address is verified. Thank you!' } },
      'GET /api/me': { body: meFor({ user: { role, emailVerified: true } }) },
    });
    renderApp(`/auth-callback?token=${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', target);
  });

  it('speaks German under /de and links there', async () => {
    setSessionHint(true);
    stubApi({
      'POST /api/auth/verify-email': { body: { message: 'Deine E-Mail-Adresse ist bestätigt. Danke!' } },
      'GET /api/me': { body: meFor() },
    });
    renderApp(`/de/auth-callback?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigt' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/de/browse-jobs');
  });

  it.each([
    ['expired', apiError(410, 'BAD_REQUEST', 'This verification link has expired. We can send you a new one.')],
    ['used', apiError(409, 'CONFLICT', 'This verification link has already been used.')],
    ['unknown', apiError(400, 'BAD_REQUEST', 'This verification link is not valid.')],
  ])('says a link is %s and sends a new one from it', async (_case, answer) => {
    const api = stubApi({
      'POST /api/auth/verify-email': answer,
      'POST /api/auth/resend-verification': { body: { message: 'We have sent you a new verification email.' } },
    });
    renderApp(`/auth-callback?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    const message = (answer as { body: { error: { message: string } } }).body.error.message;
    expect(screen.getByText(message)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you a new verification email.');
    expect(api.to('POST /api/auth/resend-verification')[0]?.body).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('shows why a new link could not be sent', async () => {
    stubApi({
      'POST /api/auth/verify-email': apiError(410, 'BAD_REQUEST', 'This verification link has expired.'),
      'POST /api/auth/resend-verification': apiError(
        429,
        'RATE_LIMITED',
        'Too many verification emails requested. Please try again later.',
      ),
    });
    renderApp(`/auth-callback?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Too many verification emails requested. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeEnabled();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let attempts = 0;
    stubApi({
      'POST /api/auth/verify-email': () =>
        ++attempts === 1 ? 'network-error' : { body: { message: 'Your email address is verified. Thank you!' } },
    });
    renderApp(`/auth-callback?token=${TOKEN}`);
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const api = stubApi({});
    renderApp('/auth-callback');
    expect(await screen.findByText('This verification link is not valid.')).toBeInTheDocument();
    expect(api.to('POST /api/auth/verify-email')).toHaveLength(0);
  });
});
