import type { Me } from '@azubi/shared/auth/schemas';
import type { Locale } from '@azubi/shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-fetch';
import { ME_QUERY_KEY } from '../../../lib/account/use-me';

/** PUT /api/me/locale: the account's language; answers the account. */
export function setAccountLocale(locale: Locale): Promise<Me> {
  return apiFetch<Me>('/api/me/locale', { method: 'PUT', body: { locale } });
}

/**
 * For the language switcher: a signed-in person's choice becomes their account's language, so it
 * sticks (the next sign-in and every e-mail use it). The account in the cache changes at once,
 * before the switch to the other language's page, so that the account's language (which wins after
 * sign-in, useAccountLanguage) does not send the page back. Without an account in the cache
 * (signed out) nothing is sent.
 */
export function useRememberAccountLocale(): (locale: Locale) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (locale) => {
      const me = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
      if (!me || me.user.locale === locale) return;
      queryClient.setQueryData<Me>(ME_QUERY_KEY, { ...me, user: { ...me.user, locale } });
      setAccountLocale(locale).then(
        (saved) => queryClient.setQueryData(ME_QUERY_KEY, saved),
        () => {
          // Not saved (offline, the session ended): this page stays in the chosen language; the
          // account keeps its language and wins again at the next sign-in.
        },
      );
    },
    [queryClient],
  );
}
