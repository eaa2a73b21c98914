import { describe, expect, it, vi } from 'vitest';
import {
  acceptAllCookies,
  ANALYTICS_FLAG_KEY,
  CONSENT_STORAGE_KEY,
  getConsent,
  hasConsent,
  rejectAllCookies,
  saveConsent,
  subscribeToConsent,
} from './consent-store';

describe('consent store', () => {
  it('allows only necessary cookies while nothing is stored', () => {
    expect(getConsent()).toBeNull();
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('Accept all allows analytics and marketing and sets the analytics flag', () => {
    acceptAllCookies();
    expect(getConsent()).toEqual({ necessary: true, analytics: true, marketing: true });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
    });
    expect(localStorage.getItem(ANALYTICS_FLAG_KEY)).toBe('true');
    expect(hasConsent('analytics')).toBe(true);
  });

  it('Reject all refuses both and removes the analytics flag', () => {
    acceptAllCookies();
    rejectAllCookies();
    expect(getConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(localStorage.getItem(ANALYTICS_FLAG_KEY)).toBeNull();
    expect(hasConsent('marketing')).toBe(false);
  });

  it('stores a custom choice; analytics off removes the flag', () => {
    localStorage.setItem(ANALYTICS_FLAG_KEY, 'true');
    saveConsent({ analytics: false, marketing: true });
    expect(getConsent()).toEqual({ necessary: true, analytics: false, marketing: true });
    expect(localStorage.getItem(ANALYTICS_FLAG_KEY)).toBeNull();
  });

  it('ignores a damaged record', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(getConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'yes' }));
    expect(getConsent()).toBeNull();
  });

  it('tells subscribers about a change, here and from another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConsent(listener);
    acceptAllCookies();
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    rejectAllCookies();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the choice for the visit when the browser refuses storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    saveConsent({ analytics: true, marketing: false });
    expect(getConsent()).toEqual({ necessary: true, analytics: true, marketing: false });
    setItem.mockRestore();
  });
});
