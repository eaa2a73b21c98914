import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, stubApi } from '../../test/stub-api';
import { LISTING_ID, listingDetail } from '../../features/listings/testing/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const signedOut = { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } } };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('/jobs/:id, a listing that is no longer open (ADR 0027)', { timeout: 20_000 }, () => {
  it('says when the start date has passed, and not before', async () => {
    stubApi({
      'GET /api/me': signedOut,
      [`GET /api/listings/${LISTING_ID}`]: { body: listingDetail({ startDate: day(-2) }) },
    });
    renderApp(`/jobs/${LISTING_ID}`);
    expect(
      await screen.findByText(
        'The start date of this place has passed. Ask the company whether it still takes applications.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an open listing without that notice', async () => {
    stubApi({
      'GET /api/me': signedOut,
      [`GET /api/listings/${LISTING_ID}`]: { body: listingDetail({ startDate: day(30) }) },
    });
    renderApp(`/de/jobs/${LISTING_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'FSJ im Krankenhaus' })).toBeInTheDocument();
    expect(screen.queryByText(/Der Beginn dieses Platzes ist vorbei/)).not.toBeInTheDocument();
  });

  it('answered 410, says the place is no longer open and leads to similar places, in German', async () => {
    stubApi({
      'GET /api/me': signedOut,
      [`GET /api/listings/${LISTING_ID}`]: {
        status: 410,
        body: {
          error: {
            code: 'GONE',
            message: 'Das Unternehmen hat diese Stelle geschlossen. Ähnliche Stellen finden Sie auf Azubi Connect.',
          },
        },
      },
    });
    renderApp(`/de/jobs/${LISTING_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dieser Platz ist nicht mehr ausgeschrieben' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ähnliche Plätze finden' })).toHaveAttribute('href', '/de/dashboard');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });
});
