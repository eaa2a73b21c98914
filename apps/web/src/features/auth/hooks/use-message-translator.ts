import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Turns a validation message into text in the page's language. The shared zod schemas carry
 * keys of the shared catalog (`auth.passwordTooShort`, loaded as namespace `auth`); the web's own
 * schemas carry i18next keys with their namespace (`resetPassword:form.mismatch`). Anything else
 * (a message the server already translated) is shown as it is.
 */
export function useMessageTranslator(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useCallback(
    (message) => {
      if (!message) return undefined;
      // The keys are only known at run time, so the typed `t` cannot check them.
      const t = i18n.t.bind(i18n) as (key: string, options: { ns?: string; lng?: string }) => string;
      const shared = /^(errors|validation|auth)\.(\w+)$/.exec(message);
      if (shared) {
        const ns = shared[1] as 'errors' | 'validation' | 'auth';
        const key = shared[2] ?? '';
        if (i18n.exists(key, { ns, lng: language })) return t(key, { ns, lng: language });
      }
      if (/^\w+:[\w.]+$/.test(message) && i18n.exists(message, { lng: language })) {
        return t(message, { lng: language });
      }
      return message;
    },
    [i18n, language],
  );
}
