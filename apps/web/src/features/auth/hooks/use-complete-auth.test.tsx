import type { AuthResult } from '@azubi/shared/auth/schemas';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { wasInvitationWelcomed } from '../invitation-welcome';
import { clearToasts, meFor } from '../../../test/stub-api';
import { AUTH_REDIRECT_DELAY_MS, useCompleteAuth } from './use-complete-auth';

function Finish({ result, redirectTo }: { result: AuthResult; redirectTo?: string }) {
  const completeAuth = useCompleteAuth();
  return <button onClick={() => completeAuth(result, redirectTo)}>Finish</button>;
}

function setUp(path: string, result: AuthResult, redirectTo?: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <Finish result={result} redirectTo={redirectTo} /> },
      { path: '/de/auth', element: <Finish result={result} redirectTo={redirectTo} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** An account's sign-in answer; a German account for the German page (the account's language wins). */
const result = (
  role: 'azubi' | 'employer' | 'team_member',
  redirectTo: string,
  locale: 'en' | 'de' = 'en',
): AuthResult => ({
  me: meFor({ user: { role, locale } }),
  redirectTo,
  message: 'Welcome back!',
});

afterEach(() => {
  vi.useRealTimers();
  clearToasts();
  sessionStorage.clear();
});

describe('useCompleteAuth', () => {
  it.each([
    ['en', '/auth', result('azubi', '/browse-jobs'), undefined, '/browse-jobs'],
    ['en', '/auth', result('employer', '/dashboard'), undefined, '/dashboard'],
    ['de', '/de/auth', result('azubi', '/browse-jobs', 'de'), undefined, '/de/browse-jobs'],
    ['de', '/de/auth', result('employer', '/dashboard', 'de'), undefined, '/de/dashboard'],
    ['de', '/de/auth', result('azubi', '/browse-jobs', 'de'), '/dashboard?q=IT', '/de/dashboard?q=IT'],
    [
      'de',
      '/de/auth',
      result('team_member', '/dashboard?invitation=0d3e5c1a-7b2f-4c8e-9a61-5f2d8b7c4e10', 'de'),
      '/browse-jobs',
      '/de/dashboard?invitation=0d3e5c1a-7b2f-4c8e-9a61-5f2d8b7c4e10',
    ],
  ] as const)('(%s) from %s goes on after exactly 100 ms', async (locale, path, auth, redirectTo, target) => {
    await i18n.changeLanguage(locale);
    const router = setUp(path, auth, redirectTo);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    act(() => vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe(path);
    act(() => vi.advanceTimersByTime(1));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target);
    expect(AUTH_REDIRECT_DELAY_MS).toBe(100);
  });

  it('remembers that an invitation was welcomed, so the dashboard does not say it twice', async () => {
    setUp('/auth', result('team_member', '/dashboard?invitation=abc'));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(wasInvitationWelcomed('abc')).toBe(true);
  });
});
