import { JOURNEY_MAX_STEPS, UserJourneySchema } from '@azubi/shared/analytics/user-journey';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOURNEY_URL, JourneyRecorder } from './journey-recorder';
import { JOURNEY_STORAGE_KEY } from './journey-storage';

let allowed = true;
let consentListener: (() => void) | undefined;
let clock = Date.parse('2026-11-26T10:00:00Z');
let ids = 0;
const beacon = vi.fn<(url: string, body: Blob) => boolean>(() => true);
const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));

function recorder() {
  const instance = new JourneyRecorder({
    allowed: () => allowed,
    onConsentChange: (listener) => {
      consentListener = listener;
      return () => (consentListener = undefined);
    },
    now: () => clock,
    newId: () => `00000000-0000-4000-8000-00000000000${++ids}`,
  });
  instance.start();
  return instance;
}
const stored = () => JSON.parse(sessionStorage.getItem(JOURNEY_STORAGE_KEY) ?? 'null');
const sentBodies = async () =>
  Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text()) as Record<string, unknown>));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  allowed = true;
  ids = 0;
  clock = Date.parse('2026-11-26T10:00:00Z');
  sessionStorage.clear();
  beacon.mockClear().mockReturnValue(true);
  fetchMock.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('JourneyRecorder', () => {
  it('keeps the journey in sessionStorage: path, time, duration and action per step, ids and queries left out', () => {
    const r = recorder();
    r.record('/de/jobs', 'entry');
    clock += 20_000;
    r.record('/de/jobs/3f2b8f9e-2a51-4c43-9d7e-0d5d6f3b2a10?ref=mail', 'navigate');
    clock += 5_000;
    r.record('/de/jobs/3f2b8f9e-2a51-4c43-9d7e-0d5d6f3b2a10', 'replace');
    expect(stored()).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      steps: [
        { path: '/de/jobs', timestamp: '2026-11-26T10:00:00.000Z', duration: 20_000, action: 'entry' },
        { path: '/de/jobs/:id', timestamp: '2026-11-26T10:00:20.000Z', duration: 0, action: 'navigate' },
      ],
    });
    r.stop();
  });

  it('sends every 5 minutes a journey the server accepts, growing under the same id', async () => {
    const r = recorder();
    r.record('/', 'entry');
    clock += 60_000;
    r.record('/blog', 'navigate');
    clock += 4 * 60_000;
    vi.advanceTimersByTime(4 * 60_000 + 59_000);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe(JOURNEY_URL);
    const [first] = await sentBodies();
    expect(UserJourneySchema.safeParse(first).success).toBe(true);
    expect(first).toMatchObject({
      id: '00000000-0000-4000-8000-000000000001',
      session_duration: 300_000,
      steps_count: 2,
      entry_point: '/',
      exit_point: '/blog',
    });
    expect((first!.journey as { duration: number }[]).map((s) => s.duration)).toEqual([60_000, 240_000]);
    r.record('/pricing', 'navigate');
    vi.advanceTimersByTime(5 * 60_000);
    const bodies = await sentBodies();
    expect(bodies[1]).toMatchObject({ id: first!.id, steps_count: 3, exit_point: '/pricing' });
    r.stop();
  });

  it('sends when the page is left, and falls back to fetch with keepalive when the beacon is refused', async () => {
    const r = recorder();
    r.record('/', 'entry');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    beacon.mockReturnValue(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledWith(JOURNEY_URL, expect.objectContaining({ method: 'POST', keepalive: true }));
    r.stop();
  });

  it('only logs a failed send', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    beacon.mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const r = recorder();
    r.record('/', 'entry');
    expect(() => r.send()).not.toThrow();
    await vi.waitFor(() => expect(debug).toHaveBeenCalledWith('journey not sent', expect.any(TypeError)));
    debug.mockRestore();
    r.stop();
  });

  it('records and sends nothing without analytics consent', () => {
    allowed = false;
    const r = recorder();
    r.record('/', 'entry');
    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
    expect(beacon).not.toHaveBeenCalled();
    r.stop();
  });

  it('stops and removes the stored journey when consent is withdrawn', () => {
    const r = recorder();
    r.record('/', 'entry');
    expect(stored()).not.toBeNull();
    allowed = false;
    consentListener?.();
    expect(sessionStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
    // Given again: recording starts afresh.
    allowed = true;
    consentListener?.();
    r.record('/jobs', 'navigate');
    expect(stored().steps).toEqual([expect.objectContaining({ path: '/jobs', action: 'entry' })]);
    r.stop();
  });

  it('closes a full journey and begins a new one', async () => {
    const r = recorder();
    for (let i = 0; i < JOURNEY_MAX_STEPS; i++) {
      r.record(`/p${i}`, 'navigate');
      clock += 1_000;
    }
    expect(beacon).not.toHaveBeenCalled();
    r.record('/one-more', 'navigate');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [full] = await sentBodies();
    expect(full).toMatchObject({ steps_count: JOURNEY_MAX_STEPS });
    expect(UserJourneySchema.safeParse(full).success).toBe(true);
    expect(stored()).toMatchObject({ id: '00000000-0000-4000-8000-000000000002', steps: [{ path: '/one-more' }] });
    r.stop();
  });
});
