import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

/** Dialogs download their code on first use: allow for a slow, busy test machine. */
// The dialog is a lazy chunk: on a busy 2-core machine its first import can take seconds.
const LAZY = { timeout: 20_000 };

async function openGetStarted(path: string, buttonName: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  const header = screen.getByRole('banner');
  await userEvent.click(within(header).getByRole('button', { name: buttonName }));
  return { ...view, dialog: await screen.findByRole('dialog', {}, LAZY) };
}

// The test's own time must outlast the lazy wait (vitest's default is 5 s): the first test also pays the app's cold import.
describe('get-started dialog', { timeout: 40_000 }, () => {
  // Import the lazy chunks before the first test: under a full, busy suite the cold transform of the
  // dialog alone took longer than the 10-second wait for it (CI, stop 26).
  beforeAll(async () => {
    await Promise.all([import('./get-started-dialog'), import('./mobile-menu')]);
  }, 60_000);

  it('offers the candidate portal and the employer portal (English)', async () => {
    const { dialog } = await openGetStarted('/', 'Get started');
    expect(dialog).toHaveAccessibleName('How would you like to start?');
    expect(within(dialog).getByRole('link', { name: /Candidate portal/ })).toHaveAttribute('href', '/auth?role=azubi');
    expect(within(dialog).getByRole('link', { name: /Employer portal/ })).toHaveAttribute('href', '/for-employers');
  });

  it('leads to the German pages from German pages', async () => {
    const { dialog } = await openGetStarted('/de', 'Jetzt starten');
    expect(within(dialog).getByRole('link', { name: /Portal für Azubis/ })).toHaveAttribute(
      'href',
      '/de/auth?role=azubi',
    );
    expect(within(dialog).getByRole('link', { name: /Portal für Arbeitgeber/ })).toHaveAttribute(
      'href',
      '/de/for-employers',
    );
  });

  it('closes when a portal is chosen and shows that page', async () => {
    const { dialog, router } = await openGetStarted('/', 'Get started');
    await userEvent.click(within(dialog).getByRole('link', { name: /Employer portal/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/for-employers'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find motivated trainees from around the world' }),
    ).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the button', async () => {
    await openGetStarted('/', 'Get started');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Get started' })).toHaveFocus();
  });

  it('is also opened by the closing call to action', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const cta = screen.getByRole('heading', { name: 'Your future in Germany starts here' }).closest('section');
    await userEvent.click(within(cta as HTMLElement).getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('dialog', { name: 'How would you like to start?' }, LAZY)).toBeInTheDocument();
  });
});

describe('side menu (small screens)', () => {
  it('holds the links of the header and both portals', async () => {
    const { router } = renderApp('/de');
    await screen.findByRole('heading', { level: 1 });
    const menuButton = within(screen.getByRole('banner')).getByRole('button', { name: 'Menü' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const sheet = await screen.findByRole('dialog', { name: 'Menü' }, LAZY);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('link', { name: 'Für Arbeitgeber' })).toHaveAttribute('href', '/de/for-employers');
    expect(within(sheet).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/de/blog');
    expect(within(sheet).getByRole('link', { name: /Portal für Azubis/ })).toHaveAttribute(
      'href',
      '/de/auth?role=azubi',
    );

    await userEvent.click(within(sheet).getByRole('link', { name: 'Für Arbeitgeber' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/for-employers'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
