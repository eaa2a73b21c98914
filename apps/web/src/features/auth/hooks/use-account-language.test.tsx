import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { setSessionHint } from '../../../lib/account/session-hint';
import { clearToasts, meFor, stubApi } from '../../../test/stub-api';

/** Issue 12: after sign-in the account's language wins, and the switcher's choice becomes the account's. */
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const cookieLanguage = () => /(?:^|; )i18next=(\w+)/.exec(document.cookie)?.[1];

describe('the account’s language', () => {
  it('moves a signed-in German account from an English page to the same page in German', async () => {
    setSessionHint(true);
    stubApi({ 'GET /api/me': { body: meFor({ user: { locale: 'de' } }) } });
    const { router } = renderApp('/impressum?ref=mail#address');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/de/impressum', search: '?ref=mail', hash: '#address' });
    expect(document.documentElement.lang).toBe('de');
    // The language cookie follows, so the server shows `/` in German next time.
    expect(cookieLanguage()).toBe('de');
  });

  it('leaves visitors on the page’s language', async () => {
    stubApi({});
    const { router } = renderApp('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/impressum');
  });

  it('opens the page after sign-in from an English form in the account’s German', async () => {
    stubApi({
      'POST /api/auth/sign-in': {
        body: { me: meFor({ user: { locale: 'de' } }), redirectTo: '/browse-jobs', message: 'Willkommen zurück!' },
      },
      'GET /api/listings': { body: { items: [], nextCursor: null } },
      'GET /api/me': { body: meFor({ user: { locale: 'de' } }) },
    });
    const { router } = renderApp('/auth');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'lan@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Sunflower7Field');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/browse-jobs'));
    expect(await screen.findByText('Willkommen zurück!')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it('keeps a signed-in person’s switch to the other language and makes it the account’s', async () => {
    setSessionHint(true);
    const api = stubApi({
      'GET /api/me': { body: meFor({ user: { locale: 'en' } }) },
      'PUT /api/me/locale': { body: meFor({ user: { locale: 'de' } }) },
    });
    const { router } = renderApp('/impressum');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: 'Account menu of Amina El Idrissi' });
    await userEvent.click(within(banner).getByRole('link', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('PUT /api/me/locale')).toHaveLength(1));
    expect(api.to('PUT /api/me/locale')[0]?.body).toEqual({ locale: 'de' });
    expect(api.to('PUT /api/me/locale')[0]?.headers.get('x-csrf-token')).toBe('csrf-test-token');
    // Not sent back to English by the account's old language.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/de/impressum');
  });

  it('sends nothing when a visitor switches', async () => {
    const api = stubApi({});
    renderApp('/impressum');
    await screen.findByRole('heading', { level: 1, name: 'Imprint' });
    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    expect(api.to('PUT /api/me/locale')).toHaveLength(0);
  });
});
