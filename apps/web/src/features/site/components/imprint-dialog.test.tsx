import type { ImprintResponse } from '@azubi/shared/site/imprint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

/** Dialogs download their code on first use: allow for a slow, busy test machine. */
const LAZY = { timeout: 4000 };

const imprint: ImprintResponse = {
  company: 'Lernbrücke Vermittlung GmbH',
  addressLines: ['Hafenstraße 12', '20457 Hamburg', 'Deutschland'],
  representative: 'Jana Beispiel',
  email: 'impressum@lernbruecke.example',
  vatId: 'DE987654321',
  smallBusiness: true,
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/site/imprint'
      ? new Response(JSON.stringify(imprint), { headers: { 'Content-Type': 'application/json' } })
      : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function openImprint(path: string, buttonName: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  const footer = await screen.findByRole('contentinfo');
  await userEvent.click(within(footer).getByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', {}, LAZY);
}

describe('imprint dialog', () => {
  it('shows the configured provider, representative, e-mail, VAT id and the § 19 UStG note', async () => {
    const dialog = await openImprint('/', 'Imprint');
    expect(dialog).toHaveAccessibleName('Imprint');
    expect(await within(dialog).findByText('Lernbrücke Vermittlung GmbH')).toBeInTheDocument();
    for (const line of imprint.addressLines) expect(within(dialog).getByText(line)).toBeInTheDocument();
    expect(within(dialog).getByText('Jana Beispiel')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'impressum@lernbruecke.example' })).toHaveAttribute(
      'href',
      'mailto:impressum@lernbruecke.example',
    );
    expect(within(dialog).getByText('DE987654321')).toBeInTheDocument();
    expect(
      within(dialog).getByText('As a small business under § 19 of the German VAT Act (UStG), we do not charge VAT.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Full imprint' })).toHaveAttribute('href', '/impressum');
    expect(fetchMock).toHaveBeenCalledWith('/api/site/imprint', expect.anything());
  });

  it('leaves out the VAT id and the note when the configuration has none', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ ...imprint, vatId: null, smallBusiness: false }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const dialog = await openImprint('/', 'Imprint');
    await within(dialog).findByText('Lernbrücke Vermittlung GmbH');
    expect(within(dialog).queryByText(/VAT identification number/)).toBeNull();
    expect(within(dialog).queryByText(/§ 19/)).toBeNull();
  });

  it('is the "Impressum" in German, with the same details', async () => {
    const dialog = await openImprint('/de', 'Impressum');
    expect(dialog).toHaveAccessibleName('Impressum');
    expect(await within(dialog).findByText('Jana Beispiel')).toBeInTheDocument();
    expect(within(dialog).getByText('Vertreten durch')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Als Kleinunternehmer im Sinne von § 19 UStG wird keine Umsatzsteuer berechnet.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Vollständiges Impressum' })).toHaveAttribute(
      'href',
      '/de/impressum',
    );
  });

  it('offers to try again when the details cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const dialog = await openImprint('/', 'Imprint');
    expect(await within(dialog).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The imprint could not be loaded.',
    );
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(imprint), { headers: { 'Content-Type': 'application/json' } }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Jana Beispiel')).toBeInTheDocument();
  });

  it('gives focus back to the footer button when closed', async () => {
    const dialog = await openImprint('/', 'Imprint');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Imprint' })).toHaveFocus();
  });
});

describe('footer', () => {
  it('links to sign-in, the employer page, the blog, the terms and the privacy policy', async () => {
    renderApp('/de');
    await screen.findByRole('heading', { level: 1 });
    const footer = await screen.findByRole('contentinfo');
    const links = Object.fromEntries(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toMatchObject({
      'Anmelden oder registrieren': '/de/auth',
      'Für Arbeitgeber': '/de/for-employers',
      Blog: '/de/blog',
      Nutzungsbedingungen: '/de/terms-of-service',
      Datenschutzerklärung: '/de/privacy-policy',
    });
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Azubi Connect`);
  });

  it('the terms and privacy links open those pages', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'Terms of service' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms-of-service');
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });
});
