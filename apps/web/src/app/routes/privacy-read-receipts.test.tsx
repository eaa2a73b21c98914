import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('privacy settings: "seen" marks of messages (issue 14)', { timeout: 20_000 }, () => {
  it('is on until the candidate turns it off, and saves at once keeping the sharing flags', async () => {
    const api = stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'azubi' } }),
      'GET /api/privacy/settings': { body: { shareProfile: true, shareDocuments: false } },
      'PUT /api/privacy/settings': (request) => ({
        body: { ...(request.body as object), message: 'Privacy settings saved' },
      }),
    });
    renderApp('/privacy-settings');
    const section = within(await screen.findByRole('region', { name: 'Messages' }));
    const receipts = await section.findByRole('switch', { name: 'Show when I have read messages' });
    expect(receipts).toBeChecked();
    expect(receipts).toHaveAccessibleDescription(/Companies see a “Seen” mark/);
    await userEvent.click(receipts);
    await waitFor(() => expect(receipts).not.toBeChecked());
    expect(api.to('PUT /api/privacy/settings')[0]?.body).toEqual({
      shareProfile: true,
      shareDocuments: false,
      showReadReceipts: false,
    });
  });

  it('speaks German', async () => {
    stubApi({
      'GET /api/me': meInPageLanguage({ user: { role: 'azubi' } }),
      'GET /api/privacy/settings': {
        body: { shareProfile: true, shareDocuments: false, showReadReceipts: false },
      },
    });
    renderApp('/de/privacy-settings');
    const section = within(await screen.findByRole('region', { name: 'Nachrichten' }));
    expect(
      await section.findByRole('switch', { name: 'Anzeigen, wenn ich Nachrichten gelesen habe' }),
    ).not.toBeChecked();
  });
});
