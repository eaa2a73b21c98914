// What other code may use of the consent feature: ask before counting visits or loading marketing tags.
export { ANALYTICS_FLAG_KEY, CONSENT_STORAGE_KEY, getConsent, hasConsent, subscribeToConsent } from './consent-store';
export type { ConsentCategory, CookieConsent } from './consent-store';
export { openCookieSettings } from './cookie-settings-visibility';
export { useConsent } from './use-consent';
export { ConsentOutlet } from './components/consent-outlet';
