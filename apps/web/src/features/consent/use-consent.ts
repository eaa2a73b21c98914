import { useSyncExternalStore } from 'react';
import {
  acceptAllCookies,
  getConsent,
  rejectAllCookies,
  saveConsent,
  subscribeToConsent,
  type ConsentCategory,
  type CookieConsent,
} from './consent-store';

export interface UseConsent {
  /** The stored choice, or null while the visitor has not chosen. */
  consent: CookieConsent | null;
  decided: boolean;
  hasConsent: (category: ConsentCategory) => boolean;
  save: (choice: { analytics: boolean; marketing: boolean }) => void;
  acceptAll: () => void;
  rejectAll: () => void;
}

/** The visitor's cookie choice, re-rendering when it changes. */
export function useConsent(): UseConsent {
  const consent = useSyncExternalStore(subscribeToConsent, getConsent, () => null);
  return {
    consent,
    decided: consent !== null,
    hasConsent: (category) => category === 'necessary' || (consent?.[category] ?? false),
    save: saveConsent,
    acceptAll: acceptAllCookies,
    rejectAll: rejectAllCookies,
  };
}
