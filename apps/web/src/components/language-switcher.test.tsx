import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('LanguageSwitcher', () => {
  it('switches the home page from English to German and back', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Training in Germany/ });

    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Ausbildung in Deutschland/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('navigation', { name: 'Sprache' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Training in Germany/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('keeps the page, its query and its anchor', async () => {
    const { router } = renderApp('/some/page?ref=mail#top');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/some/page?ref=mail#top');

    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/de/some/page', search: '?ref=mail', hash: '#top' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/some/page?ref=mail#top');
  });

  it('marks the current language and names each language in itself', async () => {
    renderApp('/de');
    await screen.findByRole('heading', { level: 1 });
    const deutsch = screen.getByRole('link', { name: 'Deutsch' });
    const english = screen.getByRole('link', { name: 'English' });
    expect(deutsch).toHaveAttribute('aria-current', 'true');
    expect(english).not.toHaveAttribute('aria-current');
    expect(english).toHaveAttribute('lang', 'en');
    expect(deutsch).toHaveAttribute('lang', 'de');
  });
});
