import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n, loadLocaleResources } from '../i18n/i18n';

// Lazy pages and catalogs load through dynamic imports; on a busy two-core CI machine the first
// one in a file can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Radix and the router's scroll restoration call.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};

// Tests switch languages directly; in the app the locale layout's loader loads the catalogs first.
beforeAll(() => Promise.all([loadLocaleResources('en'), loadLocaleResources('de')]));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'i18next=; max-age=0; path=/';
});
