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

  it('shows / in the remembered language, whatever the browser’s', () => {
    expect(
      initialLocaleRedirect({ ...firstVisit, storedLanguage: 'en', pathname: '/', browserLanguages: ['de'] }),
    ).toBeNull();
    expect(
      initialLocaleRedirect({ ...firstVisit, storedLanguage: 'de', pathname: '/', browserLanguages: ['en-US'] }),
    ).toBe('/de');
    // Something that is no language of ours counts as nothing remembered.
    expect(
      initialLocaleRedirect({ ...firstVisit, storedLanguage: 'fr', pathname: '/', browserLanguages: ['de-AT'] }),
    ).toBe('/de');
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

  it('is read from the i18next cookie (which the server reads too) or else localStorage (i18nextLng)', () => {
    expect(readStoredLanguage()).toBeNull();
    localStorage.setItem('i18nextLng', 'en');
    expect(readStoredLanguage()).toBe('en');
    document.cookie = 'i18next=de; path=/';
    expect(readStoredLanguage()).toBe('de');
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

  it('leaves a page the server sent with its content alone: the server chose its language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered', '');
    document.body.append(root);
    try {
      window.history.replaceState(null, '', '/for-employers?lng=de');
      applyInitialLocaleRedirect();
      expect(window.location.pathname + window.location.search).toBe('/for-employers?lng=de');
      window.history.replaceState(null, '', '/');
      applyInitialLocaleRedirect();
      expect(window.location.pathname).toBe('/');
    } finally {
      root.remove();
    }
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
