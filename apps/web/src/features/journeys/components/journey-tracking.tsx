import type { JourneyAction } from '@azubi/shared/analytics/user-journey';
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hasConsent, subscribeToConsent, useConsent } from '../../consent';
import type { JourneyRecorder } from '../journey-recorder';
import { removeStoredJourney } from '../journey-storage';

let recorder: Promise<JourneyRecorder> | undefined;

/** The recorder's code loads only with analytics consent, once the browser is idle after the first paint. */
function loadRecorder(): Promise<JourneyRecorder> {
  recorder ??= new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  })
    .then(() => import('../journey-recorder'))
    .then(({ JourneyRecorder }) => {
      const instance = new JourneyRecorder({
        allowed: () => hasConsent('analytics'),
        onConsentChange: subscribeToConsent,
      });
      instance.start();
      return instance;
    });
  return recorder;
}

const ACTIONS: Record<string, JourneyAction> = { PUSH: 'navigate', POP: 'back_forward', REPLACE: 'replace' };

/**
 * Records each page the visitor sees in their journey while they allow analytics (spec §3, §4,
 * §9). Renders nothing. Without consent nothing loads, and any stored journey is removed.
 */
export function JourneyTracking() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Re-runs when the choice changes; the decision reads the store itself, because while a page
  // sent with its content hydrates, the hook still answers "no choice" and must not erase the journey.
  const allowed = useConsent().consent?.analytics ?? false;
  useEffect(() => {
    if (!hasConsent('analytics')) {
      removeStoredJourney();
      return;
    }
    void loadRecorder()
      .then((instance) => instance.record(pathname, ACTIONS[navigationType] ?? 'navigate'))
      .catch((error: unknown) => console.debug('journey recorder not loaded', error));
  }, [allowed, pathname, navigationType]);
  return null;
}
