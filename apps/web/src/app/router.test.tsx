import { isKnownPagePath, PAGE_ROUTES } from '@azubi/shared/routing/page-routes';
import { stripLocale } from '@azubi/shared/i18n/locales';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderApp } from '../test/render-app';
import { createRoutes } from './router';

/** Full paths of every route that renders a page, walking layouts and pathless routes. */
function pagePaths(route: RouteObject, parent = ''): string[] {
  const base = route.path === undefined ? parent : joinPath(parent, route.path);
  const own = route.index || (route.path !== undefined && !route.children) ? [base || '/'] : [];
  return [...own, ...(route.children ?? []).flatMap((child) => pagePaths(child, base))];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path === '/' ? '' : path;
  return `${parent}/${path}`;
}

const sorted = (values: readonly string[]) => [...values].sort();

describe('router', () => {
  const [english, german, ...others] = createRoutes();

  it('has an English tree at / and a German tree at /de, nothing else', () => {
    expect(english?.path).toBe('/');
    expect(german?.path).toBe('/de');
    expect(others).toEqual([]);
  });

  it.each([
    ['English', english, ''],
    ['German', german, '/de'],
  ])('renders exactly PAGE_ROUTES in the %s tree, plus the 404 catch-all', (_, tree, prefix) => {
    const paths = pagePaths(tree as RouteObject);
    const catchAll = paths.filter((path) => path.endsWith('*'));
    const pages = paths.filter((path) => !path.endsWith('*'));
    expect(catchAll).toEqual([`${prefix}/*`]);
    expect(pages.every((path) => path === (prefix || '/') || path.startsWith(`${prefix}/`))).toBe(true);
    expect(sorted(pages.map(stripLocale))).toEqual(sorted(PAGE_ROUTES));
  });

  it('shows the English home page at / and sets <html lang="en">', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Training in Germany for international talent' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Azubi Connect – Vocational training and voluntary service in Germany');
  });

  it('shows the German home page at /de, sets <html lang="de"> and remembers German', async () => {
    renderApp('/de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ausbildung in Deutschland für internationale Talente' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.cookie).toContain('i18next=de');
  });

  it('lets the URL decide the language, whatever the detector remembered', async () => {
    await i18n.changeLanguage('de'); // as the detector would, from the cookie or localStorage
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Training in Germany/ })).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it.each(['/', '/de'])('links only to pages that exist (%s)', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const internal = [...document.querySelectorAll('a[href]')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) {
      expect(isKnownPagePath(stripLocale(new URL(href, 'http://x').pathname)), href).toBe(true);
    }
  });
});
