import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyInitialLocaleRedirect,
  initialLocaleRedirect,
  isGermanBrowserLanguage,
  readStoredLanguage,
} from './initial-locale-redirect';

const firstVisit = { search: '', hash: '', storedLanguage: null };

/** The test setup switches i18next to English before each test, which remembers "en": start as a first visit. */
function forgetLanguage() {
  localStorage.removeItem('i18nextLng');
  document.cookie = 'i18next=; max-age=0; path=/';
}

describe('first-visit language rule', () => {
  it.each(['de', 'de-DE', 'de-AT', 'de-CH', 'de-at', 'de-ch'])(
    'sends a first visit to / with browser language %s to /de',
    (language) => {
      expect(initialLocaleRedirect({ ...firstVisit, pathname: '/', browserLanguages: [language, 'en'] })).toBe('/de');
    },
  );

  it.each(['en', 'en-US', 'fr', 'tr', 'dev', 'deu'])(
    'keeps a first visit from browser language %s on /',
    (language) => {
      expect(initialLocaleRedirect({ ...firstVisit, pathname: '/', browserLanguages: [language, 'de'] })).toBeNull();
    },
  );

  it('goes by the preferred (first) browser language only', () => {
    expect(initialLocaleRedirect({ ...firstVisit, pathname: '/', browserLanguages: ['en-GB', 'de-DE'] })).toBeNull();
    expect(initialLocaleRedirect({ ...firstVisit, pathname: '/', browserLanguages: [] })).toBeNull();
  });

  it('stays when a language is remembered from an earlier visit, whichever it is', () => {
    for (const storedLanguage of ['en', 'de']) {
      expect(
        initialLocaleRedirect({ ...firstVisit, storedLanguage, pathname: '/', browserLanguages: ['de'] }),
      ).toBeNull();
    }
  });

  it('only redirects the home page: other addresses already say their language', () => {
    for (const pathname of ['/for-employers', '/blog', '/de', '/privacy-policy']) {
      expect(initialLocaleRedirect({ ...firstVisit, pathname, browserLanguages: ['de-DE'] })).toBeNull();
    }
  });

  it('keeps the query and the anchor', () => {
    expect(
      initialLocaleRedirect({
        pathname: '/',
        search: '?utm_source=mail',
        hash: '#pricing',
        storedLanguage: null,
        browserLanguages: ['de'],
      }),
    ).toBe('/de?utm_source=mail#pricing');
  });

  it('follows an explicit ?lng= on any page and drops the parameter', () => {
    const base = { hash: '', storedLanguage: 'en', browserLanguages: ['en'] };
    expect(initialLocaleRedirect({ ...base, pathname: '/blog', search: '?lng=de' })).toBe('/de/blog');
    expect(initialLocaleRedirect({ ...base, pathname: '/de/impressum', search: '?lng=en&x=1' })).toBe('/impressum?x=1');
    expect(initialLocaleRedirect({ ...base, pathname: '/de', search: '?lng=de' })).toBe('/de');
    expect(initialLocaleRedirect({ ...base, pathname: '/', search: '?lng=fr' })).toBeNull();
  });

  it('recognises German browser languages', () => {
    expect(isGermanBrowserLanguage('DE-ch')).toBe(true);
    expect(isGermanBrowserLanguage('dsb')).toBe(false);
  });
});

describe('remembered language', () => {
  beforeEach(forgetLanguage);
  afterEach(() => {
    document.cookie = 'i18next=; max-age=0; path=/';
  });

  it('is read from localStorage (i18nextLng) or else the i18next cookie', () => {
    expect(readStoredLanguage()).toBeNull();
    document.cookie = 'i18next=de; path=/';
    expect(readStoredLanguage()).toBe('de');
    localStorage.setItem('i18nextLng', 'en');
    expect(readStoredLanguage()).toBe('en');
  });
});

describe('applyInitialLocaleRedirect', () => {
  beforeEach(forgetLanguage);
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('replaces the address in place, without a new page load', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT']);
    window.history.replaceState(null, '', '/?ref=ad');
    const length = window.history.length;
    applyInitialLocaleRedirect();
    expect(window.location.pathname + window.location.search).toBe('/de?ref=ad');
    expect(window.history.length).toBe(length);
  });

  it('leaves the address alone for an English browser or a returning visitor', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    applyInitialLocaleRedirect();
    expect(window.location.pathname).toBe('/');

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    localStorage.setItem('i18nextLng', 'en');
    applyInitialLocaleRedirect();
    expect(window.location.pathname).toBe('/');
  });
});
