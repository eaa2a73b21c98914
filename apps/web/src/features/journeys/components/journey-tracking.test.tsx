import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../../consent/consent-store';
import { JOURNEY_STORAGE_KEY } from '../journey-storage';
import { JourneyTracking } from './journey-tracking';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <JourneyTracking /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true });
});
afterEach(() => {
  saveConsent({ analytics: false, marketing: false });
});

describe('JourneyTracking', () => {
  it('records each page while analytics is allowed, and removes the journey when it is withdrawn', async () => {
    saveConsent({ analytics: true, marketing: false });
    const router = renderAt('/jobs');
    await vi.waitFor(() => expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toContain('"path":"/jobs"'));
    await act(() => router.navigate('/blog'));
    await vi.waitFor(() => expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toContain('"path":"/blog"'));
    act(() => saveConsent({ analytics: false, marketing: false }));
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
    await act(() => router.navigate('/pricing'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
  });

  it('without consent records nothing and removes a journey left in the session', async () => {
    sessionStorage.setItem(JOURNEY_STORAGE_KEY, JSON.stringify({ id: 'x', steps: [] }));
    renderAt('/jobs');
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
  });
});
