import { SIGN_UP_ROLES, type SignUpRole } from '@azubi/shared/auth/schemas';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { portalFor, safeRedirectPath, type AuthTab } from '../auth-paths';

export interface AuthPageState {
  /**
   * The portal: `?role=azubi|employer`; else employer on the way to an employer page, otherwise azubi;
   * an invitation forces employer.
   */
  role: SignUpRole;
  tab: AuthTab;
  invitation: string | null;
  redirectTo: string | null;
  forgot: boolean;
}

const isRole = (value: string | null): value is SignUpRole => SIGN_UP_ROLES.includes(value as SignUpRole);

/** The auth page's state, kept in its URL so a reload or a shared link shows the same thing. */
export function useAuthPageQuery(): [AuthPageState, (changes: Partial<Pick<AuthPageState, 'role' | 'tab'>>) => void] {
  const [params, setParams] = useSearchParams();
  const invitation = params.get('invitation') || null;
  const forgot = params.get('forgot') === '1';
  const roleParam = params.get('role');
  const tabParam = params.get('tab');
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  const state: AuthPageState = {
    // Sent here from an employer page (`/de/employer-onboarding` signed out): the employer portal.
    role: invitation ? 'employer' : isRole(roleParam) ? roleParam : (portalFor(redirectTo) ?? 'azubi'),
    tab: forgot
      ? 'sign-in'
      : tabParam === 'sign-up' || tabParam === 'sign-in'
        ? tabParam
        : invitation
          ? 'sign-up'
          : 'sign-in',
    invitation,
    redirectTo,
    forgot,
  };

  const update = useCallback(
    (changes: Partial<Pick<AuthPageState, 'role' | 'tab'>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.role) next.set('role', changes.role);
          if (changes.tab) next.set('tab', changes.tab);
          next.delete('forgot');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [state, update];
}
