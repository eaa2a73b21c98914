import { lazy, Suspense, useState } from 'react';
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
export function ConsentOutlet() {
  const { decided } = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  const [needed, setNeeded] = useState(!decided);
  if (!needed && (!decided || settingsOpen)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner />
    </Suspense>
  );
}
