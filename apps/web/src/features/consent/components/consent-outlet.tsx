import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useCookieSettingsOpen } from '../cookie-settings-visibility';
import { useConsent } from '../use-consent';

const CookieConsentBanner = lazy(() =>
  import('./cookie-consent-banner').then((module) => ({ default: module.CookieConsentBanner })),
);

/**
 * Where the cookie banner and the cookie settings appear. Their code downloads only when needed:
 * on a first visit (no choice stored yet) or when someone opens the settings; a returning visitor
 * who has chosen never downloads it.
 */
const noSubscription = () => () => {};

export function ConsentOutlet() {
  // Nothing in the HTML rendered at build time (src/prerender.tsx): a stored choice exists only in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { decided } = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  const [needed, setNeeded] = useState(!decided);
  if (!needed && (!decided || settingsOpen)) setNeeded(true);
  if (!needed || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner />
    </Suspense>
  );
}
