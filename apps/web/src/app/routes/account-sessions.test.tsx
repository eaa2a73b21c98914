import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, meInPageLanguage, stubApi } from '../../test/stub-api';
import { renderApp } from '../../test/render-app';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('where you are signed in (issue 28)', () => {
  it('names browser, system and device instead of the raw user agent, in English and German', async () => {
    const sessions = {
      body: {
        items: [
          {
            id: 's1',
            createdAt: '2026-11-20T10:00:00.000Z',
            lastUsedAt: '2026-11-27T10:00:00.000Z',
            expiresAt: '2026-12-27T10:00:00.000Z',
            userAgent: ANDROID,
            current: true,
          },
          {
            id: 's2',
            createdAt: '2026-11-20T10:00:00.000Z',
            lastUsedAt: '2026-11-21T10:00:00.000Z',
            expiresAt: '2026-12-21T10:00:00.000Z',
            userAgent: null,
            current: false,
          },
        ],
      },
    };
    stubApi({ 'GET /api/me': meInPageLanguage(), 'GET /api/me/sessions': sessions });
    const first = renderApp('/azubi-settings');
    const region = within(
      (await screen.findByRole('heading', { name: 'Where you are signed in' })).closest('section') as HTMLElement,
    );
    expect(await region.findByText('Chrome 131 · Android 14 · Phone · this device')).toBeInTheDocument();
    expect(region.getByText('Unknown browser')).toBeInTheDocument();
    expect(region.queryByText(/Mozilla/)).not.toBeInTheDocument();
    first.unmount();

    stubApi({ 'GET /api/me': meInPageLanguage(), 'GET /api/me/sessions': sessions });
    renderApp('/de/azubi-settings');
    expect(await screen.findByText(/Chrome 131 · Android 14 · Smartphone/)).toBeInTheDocument();
  });
});
