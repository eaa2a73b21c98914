import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ANALYTICS_FLAG_KEY, CONSENT_STORAGE_KEY } from '../consent-store';

/** Dialogs download their code on first use: allow for a slow, busy test machine. */
const LAZY = { timeout: 4000 };

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

async function openPage(path = '/') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  // The banner's code downloads only when there is no stored choice.
  if (localStorage.getItem(CONSENT_STORAGE_KEY) === null) await screen.findByRole('region', { name: /^Cookies/ }, LAZY);
  return view;
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on Azubi Connect' });

describe('cookie banner', () => {
  it('shows while no choice is stored, stuck to the bottom of the page', async () => {
    await openPage();
    const region = banner();
    expect(region).not.toBeNull();
    expect(region).toHaveClass('sticky', 'bottom-0');
    expect(within(region as HTMLElement).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('tells the toasts its height while it is shown, so they stay above its buttons', async () => {
    await openPage();
    const height = () => document.documentElement.style.getPropertyValue('--cookie-banner-height');
    expect(height()).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(height()).toBe('');
  });

  it('stays hidden once a choice is stored', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    await openPage();
    expect(banner()).toBeNull();
  });

  it('Accept all stores analytics and marketing as allowed and sets the analytics flag', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: true });
    expect(localStorage.getItem(ANALYTICS_FLAG_KEY)).toBe('true');
  });

  it('Reject all stores both as refused and removes the analytics flag', async () => {
    localStorage.setItem(ANALYTICS_FLAG_KEY, 'true');
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(localStorage.getItem(ANALYTICS_FLAG_KEY)).toBeNull();
  });

  it('Customise opens the settings: necessary always on, the others off, then Save preferences', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' }, LAZY);
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary' });
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics' });
    const marketing = within(dialog).getByRole('switch', { name: 'Marketing' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();

    await userEvent.click(marketing);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: true });
    expect(localStorage.getItem(ANALYTICS_FLAG_KEY)).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closing the settings without saving keeps the banner', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    await screen.findByRole('dialog', { name: 'Cookie settings' }, LAZY);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).not.toBeNull();
    expect(stored()).toBeNull();
    expect(screen.getByRole('button', { name: 'Customise' })).toHaveFocus();
  });

  it('Cookie settings in the footer reopens the stored choice; withdrawing analytics removes the flag', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: true }));
    localStorage.setItem(ANALYTICS_FLAG_KEY, 'true');
    await openPage();
    const footer = await screen.findByRole('contentinfo');
    const settingsButton = within(footer).getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(settingsButton);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' }, LAZY);
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics' });
    expect(analytics).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).toBeChecked();

    await userEvent.click(analytics);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ analytics: false, marketing: true });
    expect(localStorage.getItem(ANALYTICS_FLAG_KEY)).toBeNull();
    expect(settingsButton).toHaveFocus();
  });

  it('speaks German on German pages', async () => {
    await openPage('/de');
    const region = screen.getByRole('region', { name: 'Cookies bei Azubi Connect' });
    for (const name of ['Alle akzeptieren', 'Alle ablehnen', 'Anpassen']) {
      expect(within(region).getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(within(region).getByRole('button', { name: 'Anpassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' }, LAZY);
    expect(within(dialog).getByRole('switch', { name: 'Notwendig' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
  });
});
