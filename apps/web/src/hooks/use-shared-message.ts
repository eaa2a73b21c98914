import { isMessageKey, translate } from '../i18n/shared-text';
import { useCallback } from 'react';
import { useLocale } from '../i18n/use-locale';

/**
 * Text for a message from the shared catalog (`profile.minimumAge`, `files.tooLarge`…): the
 * shared schemas carry these keys as their messages. Anything else (a text the server already
 * translated) is shown as it is.
 */
export function useSharedMessage(): (
  message: string | undefined,
  params?: Record<string, string | number>,
) => string | undefined {
  const locale = useLocale();
  return useCallback(
    (message, params) => {
      if (!message) return undefined;
      return isMessageKey(message) ? translate(locale, message, params) : message;
    },
    [locale],
  );
}
