import type { Me } from '@azubi/shared/auth/schemas';
import { useEffect } from 'react';
import { useUpdateTimeZone } from '../api/use-update-time-zone';

/** Accounts whose zone this tab already tried to set, so a refusal is not repeated on every page. */
const tried = new Set<string>();

/**
 * An account without a time zone gets the browser's, silently, once per session: interview
 * times are then shown in the zone the person lives in without asking them first. They can
 * change it on the interviews pages.
 */
export function useDefaultTimeZone(me: Me | null | undefined): void {
  const { mutate } = useUpdateTimeZone();
  const userId = me?.user.id;
  const missing = me !== null && me !== undefined && !me.user.timezone;
  useEffect(() => {
    if (!userId || !missing || tried.has(userId)) return;
    tried.add(userId);
    // The zone names' table (11 KB) loads only for an account that needs it, not with every page (ADR 0033).
    void import('../../../lib/account/browser-time-zone').then(({ browserTimeZone }) => {
      const timezone = browserTimeZone();
      // A refusal (an unknown zone, no connection) leaves it unset; the pages fall back to the browser's zone.
      if (timezone) mutate({ timezone }, { onError: () => undefined });
    });
  }, [userId, missing, mutate]);
}
