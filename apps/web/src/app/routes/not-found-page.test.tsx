import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('404 page', () => {
  it('explains in English and links home to /', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found – Azubi Connect');
  });

  it('explains in German and links home to /de on German pages', async () => {
    renderApp('/de/gibt-es-nicht/wirklich');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
    expect(document.title).toBe('Seite nicht gefunden – Azubi Connect');
    expect(document.documentElement.lang).toBe('de');
  });

  it('takes the reader home when they follow the link', async () => {
    const { router } = renderApp('/de/nope');
    (await screen.findByRole('link', { name: 'Zurück zur Startseite' })).click();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ausbildung in Deutschland für internationale Talente' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de');
  });

  it.each([
    ['/en/for-employers?ref=x', '/for-employers', '?ref=x', 'Find motivated trainees from around the world'],
    ['/fr/privacy-policy', '/privacy-policy', '', 'Privacy policy'],
    ['/de/es/for-employers', '/de/for-employers', '', 'Finde motivierte Azubis aus der ganzen Welt'],
  ])('sends %s, a page behind a language prefix we do not use, to %s', async (path, pathname, search, heading) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname, search });
  });
});
