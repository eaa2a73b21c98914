/**
 * The visitor's cookie choice (spec §3, §4), kept in localStorage so it survives visits, and read
 * synchronously so the banner never flashes. Code that counts visits or loads marketing tags must
 * ask `hasConsent('analytics')` / `hasConsent('marketing')` first (or `useConsent()` in React) and
 * listen with `subscribeToConsent` for a later change of mind.
 */

/** localStorage key of the stored choice: `{"necessary":true,"analytics":…,"marketing":…,"savedAt":…}`. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

/** Set to "true" while analytics is allowed, removed as soon as it is not (spec §4). */
export const ANALYTICS_FLAG_KEY = 'analytics-enabled';

export type OptionalConsentCategory = 'analytics' | 'marketing';
export type ConsentCategory = 'necessary' | OptionalConsentCategory;

export interface CookieConsent {
  /** Always true: the site cannot work without its necessary cookies. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

const listeners = new Set<() => void>();
/** Used only where the browser refuses localStorage (some private modes): the choice then lasts for the visit. */
let memoryRecord: string | null = null;
let cachedRecord: string | null | undefined;
let cachedConsent: CookieConsent | null = null;

function readRecord(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) ?? memoryRecord;
  } catch {
    return memoryRecord;
  }
}

function parse(record: string | null): CookieConsent | null {
  if (!record) return null;
  try {
    const value: unknown = JSON.parse(record);
    if (typeof value !== 'object' || value === null) return null;
    const { analytics, marketing } = value as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { necessary: true, analytics, marketing };
  } catch {
    return null;
  }
}

/** The stored choice, or null while the visitor has not chosen (then only necessary cookies may be used). */
export function getConsent(): CookieConsent | null {
  const record = readRecord();
  if (record !== cachedRecord) {
    cachedRecord = record;
    cachedConsent = parse(record);
  }
  return cachedConsent;
}

/** Whether a category may be used now. Without a stored choice only `necessary` is allowed. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return getConsent()?.[category] ?? false;
}

/** Stores a choice and tells every listener. Turning analytics off removes the analytics flag. */
export function saveConsent(choice: { analytics: boolean; marketing: boolean }): void {
  const record = JSON.stringify({
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    savedAt: new Date().toISOString(),
  });
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, record);
    if (choice.analytics) localStorage.setItem(ANALYTICS_FLAG_KEY, 'true');
    else localStorage.removeItem(ANALYTICS_FLAG_KEY);
  } catch {
    // Storage refused: keep the choice in memory for this visit.
    memoryRecord = record;
  }
  notify();
}

export function acceptAllCookies(): void {
  saveConsent({ analytics: true, marketing: true });
}

export function rejectAllCookies(): void {
  saveConsent({ analytics: false, marketing: false });
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // A choice made in another tab applies here too.
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) notify();
}

/** Calls `listener` whenever the choice changes, in this tab or another. Returns the unsubscribe function. */
export function subscribeToConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
