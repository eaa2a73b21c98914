import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { CONSENT_STORAGE_KEY } from '../../consent/consent-store';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The scroll handler runs on the next animation frame. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

const quickAccess = () => screen.queryByRole('navigation', { name: 'Quick access' });

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  document.body.className = '';
});

describe('mobile bottom bar', () => {
  it('appears only once the page is scrolled more than 900 px', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(quickAccess()).toBeNull();

    scrollTo(900);
    await nextFrame();
    expect(quickAccess()).toBeNull();

    scrollTo(901);
    await nextFrame();
    const bar = quickAccess();
    expect(bar).not.toBeNull();
    expect(bar).toHaveClass('md:hidden');
    expect(within(bar as HTMLElement).getByRole('link', { name: 'Find training' })).toHaveAttribute(
      'href',
      '/auth?role=azubi',
    );
    expect(within(bar as HTMLElement).getByRole('link', { name: 'For employers' })).toHaveAttribute(
      'href',
      '/for-employers',
    );
    expect(document.body).toHaveClass('max-md:pb-20');

    scrollTo(300);
    await nextFrame();
    expect(quickAccess()).toBeNull();
    expect(document.body).not.toHaveClass('max-md:pb-20');
  });

  it('leads to the German pages on German pages', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: true }));
    renderApp('/de');
    await screen.findByRole('heading', { level: 1 });
    scrollTo(1500);
    await nextFrame();
    const bar = screen.getByRole('navigation', { name: 'Direkteinstieg' });
    expect(within(bar).getByRole('link', { name: 'Ausbildung finden' })).toHaveAttribute('href', '/de/auth?role=azubi');
    expect(within(bar).getByRole('link', { name: 'Für Arbeitgeber' })).toHaveAttribute('href', '/de/for-employers');
  });

  it('waits while the cookie banner takes the bottom of the screen', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    scrollTo(1500);
    await nextFrame();
    expect(quickAccess()).toBeNull();
    const reject = await screen.findByRole('button', { name: 'Reject all' }, { timeout: 4000 });
    await act(() => reject.click());
    expect(quickAccess()).not.toBeNull();
  });
});
