import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, stubApi } from '../../../test/stub-api';
import { TranslatableText } from './translate-button';

const LISTING = '3f0e8c2a-9b1d-4c7e-8a5f-2d6b9e1c4a70';
const ORIGINAL = 'Wir suchen Auszubildende für die Pflege.';
const ENGLISH_ORIGINAL = 'We are looking for trainees for the nursing ward and our kitchen.';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function show(text = ORIGINAL) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TranslatableText kind="listing" id={LISTING} text={text} />
    </QueryClientProvider>,
  );
}

const available = { 'GET /api/translations/available': { body: { available: true } } };

describe('TranslateButton', () => {
  it('translates into the page language, toggles back to the original, and asks the server once', async () => {
    const api = stubApi({
      ...available,
      'POST /api/translations': {
        body: { text: 'We are looking for nursing trainees.', detectedSource: 'de', cached: false },
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Translate to English' }));
    const translated = await screen.findByText('We are looking for nursing trainees.');
    expect(translated).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Translated automatically')).toBeInTheDocument();
    expect(screen.queryByText(ORIGINAL)).not.toBeInTheDocument();
    expect(api.to('POST /api/translations')[0]?.body).toEqual({ kind: 'listing', id: LISTING, target: 'en' });

    await userEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByText(ORIGINAL)).not.toHaveAttribute('lang');
    await userEvent.click(screen.getByRole('button', { name: 'Translate to English' }));
    expect(await screen.findByText('We are looking for nursing trainees.')).toBeInTheDocument();
    expect(api.to('POST /api/translations')).toHaveLength(1);
  });

  it('in German: "Auf Deutsch übersetzen"; a failure keeps the original and says so', async () => {
    await i18n.changeLanguage('de');
    const api = stubApi({
      ...available,
      'POST /api/translations': apiError(502, 'SERVICE_UNAVAILABLE', 'ignored: the catalog text is shown'),
    });
    show(ENGLISH_ORIGINAL);
    await userEvent.click(await screen.findByRole('button', { name: 'Auf Deutsch übersetzen' }));
    expect(
      await screen.findByText('Die Übersetzung ist fehlgeschlagen. Der Originaltext wird angezeigt.'),
    ).toBeInTheDocument();
    expect(screen.getByText(ENGLISH_ORIGINAL)).toBeInTheDocument();
    expect(api.to('POST /api/translations')[0]?.body).toMatchObject({ target: 'de' });
    // Clicking again tries again.
    await userEvent.click(screen.getByRole('button', { name: 'Auf Deutsch übersetzen' }));
    await waitFor(() => expect(api.to('POST /api/translations')).toHaveLength(2));
  });

  it('shows the English failure text too', async () => {
    stubApi({ ...available, 'POST /api/translations': 'network-error' });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Translate to English' }));
    expect(await screen.findByText('The translation failed. The original text is shown.')).toBeInTheDocument();
    expect(screen.getByText(ORIGINAL)).toBeInTheDocument();
  });

  it('is not offered when the server has no translation service', async () => {
    const api = stubApi({ 'GET /api/translations/available': { body: { available: false } } });
    show();
    await waitFor(() => expect(api.to('GET /api/translations/available')).toHaveLength(1));
    expect(screen.getByText(ORIGINAL)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not offered for a text clearly written in the page language already; unsure texts keep it', async () => {
    await i18n.changeLanguage('de');
    stubApi(available);
    show('Wir suchen für unser Team eine Auszubildende in der Pflege. Bitte bewirb dich mit deinem Zeugnis.');
    await waitFor(() => expect(screen.getByText(/^Wir suchen/)).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the button for a short text it cannot tell', async () => {
    await i18n.changeLanguage('de');
    stubApi(available);
    show('Danke!');
    expect(await screen.findByRole('button', { name: 'Auf Deutsch übersetzen' })).toBeInTheDocument();
  });
});
