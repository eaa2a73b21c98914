import type { ImprintResponse } from '@azubi/shared/site/imprint';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

const imprint: ImprintResponse = {
  company: 'Azubi Connect Test GmbH',
  addressLines: ['Teststraße 5', '04109 Leipzig'],
  representative: 'Erika Muster',
  email: 'legal@azubi.test',
  vatId: 'DE111222333',
  smallBusiness: true,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(imprint), { headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const sectionTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((title) => /^\d+\./.test(title));

describe('privacy policy', () => {
  it('covers controller, data, legal bases, retention, recipients, rights and cookies (English)', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy – Azubi Connect');
    expect(sectionTitles()).toHaveLength(16);
    const main = screen.getByRole('main');
    for (const text of [
      'Art. 6(1)(b) GDPR',
      'Audio introductions: deleted 12 months after recording',
      'Inactive accounts: deleted after 2 years without a sign-in. We warn you by e-mail 30 days before',
      'Applications: deleted 1 year after the application process has been closed',
      'Messages: deleted 2 years after they were sent',
      'Stripe',
      'Art. 15 GDPR',
      'Art. 21 GDPR',
      'supervisory authority (Art. 77 GDPR)',
      '§ 25(1) TDDDG',
    ]) {
      expect(main).toHaveTextContent(text);
    }
    // The controller is the configured provider.
    const controller = screen.getByRole('heading', { name: '1. Who is responsible' }).closest('section') as HTMLElement;
    expect(await within(controller).findByText('Azubi Connect Test GmbH')).toBeInTheDocument();
    expect(within(controller).getByRole('link', { name: 'legal@azubi.test' })).toBeInTheDocument();
    // A table of contents links to every section.
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(toc).getAllByRole('link')).toHaveLength(16);
    expect(within(toc).getAllByRole('link')[0]).toHaveAttribute('href', '#controller');
  });

  it('exists in German with the same sections', async () => {
    renderApp('/de/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(sectionTitles()).toHaveLength(16);
    expect(screen.getByRole('main')).toHaveTextContent('Art. 6 Abs. 1 lit. a DSGVO');
    expect(screen.getByRole('main')).toHaveTextContent('Löschung 12 Monate nach der Aufnahme');
  });
});

describe('terms of service', () => {
  it('states the service, free use for candidates, plans, trial, price notice and the liability cap', async () => {
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const text of [
      'free of charge for candidates',
      'once for 10 days, without giving payment details',
      '99 EUR per month',
      '3 months for 279 EUR, 6 months for 529 EUR or 12 months for 999 EUR',
      'it is never renewed automatically',
      'at least 30 days before it takes effect',
      'the total amount the employer paid us in the 12 months before',
    ]) {
      expect(main).toHaveTextContent(text);
    }
    expect(within(main).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(await within(main).findByText('Erika Muster')).toBeInTheDocument();
  });

  it('exists in German', async () => {
    renderApp('/de/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/privacy-policy',
    );
  });
});

describe('imprint page', () => {
  it('shows the configured details and the notes, in German', async () => {
    renderApp('/de/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Azubi Connect Test GmbH')).toBeInTheDocument();
    expect(main).toHaveTextContent('DE111222333');
    expect(main).toHaveTextContent('Als Kleinunternehmer im Sinne von § 19 UStG wird keine Umsatzsteuer berechnet.');
    expect(main).toHaveTextContent('Erika Muster, Anschrift wie oben.');
    expect(main).toHaveTextContent('Kontaktstelle');
    expect(main).toHaveTextContent('legal@azubi.test');
  });

  it('shows the same in English', async () => {
    renderApp('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(await screen.findByText('Erika Muster, address as above.')).toBeInTheDocument();
  });
});
