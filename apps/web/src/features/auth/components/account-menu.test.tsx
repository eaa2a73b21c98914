import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { hasSessionHint, setSessionHint } from '../../../lib/account/session-hint';
import { clearToasts, meFor, stubApi } from '../../../test/stub-api';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('account menu in the header', () => {
  it('offers "Sign in" to visitors without asking the server who is signed in', async () => {
    const api = stubApi({});
    renderApp('/de/impressum');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/auth');
    expect(api.to('GET /api/me')).toHaveLength(0);
  });

  it('shows the signed-in person’s menu with the dashboard and sign-out', async () => {
    setSessionHint(true);
    const api = stubApi({
      'GET /api/me': { body: meFor() },
      'POST /api/auth/sign-out': { body: { message: 'You have been signed out.' } },
    });
    const { router } = renderApp('/impressum');
    const banner = await screen.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: 'Account menu of Amina El Idrissi' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('amina@example.org')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('POST /api/auth/sign-out')[0]?.headers.get('x-csrf-token')).toBe('csrf-test-token');
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(hasSessionHint()).toBe(false);
  });

  it('shows the person’s photo instead of the initials once there is one', async () => {
    setSessionHint(true);
    stubApi({ 'GET /api/me': { body: meFor({ user: { avatarUrl: '/api/files/photo-1' } }) } });
    renderApp('/impressum');
    const banner = await screen.findByRole('banner');
    const button = await within(banner).findByRole('button', { name: 'Account menu of Amina El Idrissi' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/api/files/photo-1');
    expect(within(button).queryByText('AE')).not.toBeInTheDocument();
  });

  it('keeps the signed-in state when /api/me answers 429, and shows the menu once it answers', async () => {
    setSessionHint(true);
    let calls = 0;
    const api = stubApi({
      'GET /api/me': () =>
        ++calls <= 2
          ? {
              status: 429,
              headers: { 'Retry-After': '1' },
              body: { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } },
            }
          : { body: meFor() },
    });
    renderApp('/impressum');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(api.to('GET /api/me')).toHaveLength(1));
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(
      await within(banner).findByRole('button', { name: 'Account menu of Amina El Idrissi' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.to('GET /api/me')).toHaveLength(3);
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(hasSessionHint()).toBe(true);
  }, 10_000);

  it('never shows "Sign in" for a 429 that lasts: a retry button instead, in German too', async () => {
    setSessionHint(true);
    stubApi({
      'GET /api/me': {
        status: 429,
        headers: { 'Retry-After': '1' },
        body: { error: { code: 'RATE_LIMITED', message: 'Zu viele Anfragen. Bitte versuche es später erneut.' } },
      },
    });
    renderApp('/de/impressum');
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole(
        'button',
        { name: 'Dein Konto konnte nicht geladen werden. Erneut versuchen' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    expect(hasSessionHint()).toBe(true);
  }, 20_000);

  it('forgets a session that ended elsewhere', async () => {
    setSessionHint(true);
    stubApi({
      'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } } },
    });
    renderApp('/impressum');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(hasSessionHint()).toBe(false));
  });
});
