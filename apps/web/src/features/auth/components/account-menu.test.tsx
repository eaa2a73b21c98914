import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { hasSessionHint, setSessionHint } from '../session-hint';
import { clearToasts, meFor, stubApi } from '../testing/stub-api';

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
