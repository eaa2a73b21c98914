import type { Me } from '@azubi/shared/auth/schemas';
import { localeFromPath, localizePath, stripLocale } from '@azubi/shared/i18n/locales';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const SIGN_IN_PAGES = new Set(['/auth', '/auth-callback']);

/**
 * After sign-in the account's language wins (issue 12): a signed-in person on a page of the other
 * language (a link from outside, a bookmark, a browser that speaks another language) is moved to
 * the same page in their account's language. The language switcher changes the account's language
 * first (useRememberAccountLocale), so a choice made here is kept rather than undone.
 */
export function useAccountLanguage(me: Me | null | undefined): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const accountLocale = me?.user.locale;
  useEffect(() => {
    if (!accountLocale || localeFromPath(pathname) === accountLocale) return;
    // The sign-in pages lead on by themselves, in the account's language (useCompleteAuth): moving
    // them now would unmount the form before it has done so.
    if (SIGN_IN_PAGES.has(stripLocale(pathname))) return;
    void navigate({ pathname: localizePath(pathname, accountLocale), search, hash }, { replace: true });
  }, [accountLocale, pathname, search, hash, navigate]);
}
