import { isMessageKey, translate } from '@azubi/shared/i18n/messages';
import { useCallback } from 'react';
import { useLocale } from '../../../i18n/use-locale';

/**
 * Turns a key of the shared catalog (`listings.sectorRequired`, as the shared zod schemas carry
 * them) into text in the page's language; anything else (a message the server already
 * translated) is returned as it is.
 */
export function useSharedMessage(): (message: string | undefined) => string | undefined {
  const locale = useLocale();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return isMessageKey(message) ? translate(locale, message) : message;
    },
    [locale],
  );
}
