import type { JourneyStep, UserJourney } from '@azubi/shared/analytics/user-journey';
import {
  JOURNEY_MAX_DURATION_MS,
  JOURNEY_MAX_STEPS,
  JOURNEY_SEND_INTERVAL_MS,
  journeyPath,
  type JourneyAction,
} from '@azubi/shared/analytics/user-journey-rules';
import { JOURNEY_STORAGE_KEY, removeStoredJourney } from './journey-storage';

export const JOURNEY_URL = '/api/analytics/journeys';

type StoredJourney = { id: string; steps: JourneyStep[] };

export interface JourneyRecorderDeps {
  /** Whether analytics is allowed now (features/consent `hasConsent('analytics')`). */
  allowed: () => boolean;
  /** Calls back when the cookie choice changes; returns the unsubscribe function. */
  onConsentChange: (listener: () => void) => () => void;
  now?: () => number;
  newId?: () => string;
}

function read(): StoredJourney | null {
  try {
    const raw = sessionStorage.getItem(JOURNEY_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as StoredJourney;
    return typeof value?.id === 'string' && Array.isArray(value.steps) ? value : null;
  } catch {
    return null;
  }
}

function write(journey: StoredJourney): void {
  try {
    sessionStorage.setItem(JOURNEY_STORAGE_KEY, JSON.stringify(journey));
  } catch {
    // Storage full or refused: the journey is not kept.
  }
}

/**
 * Sends a journey: `navigator.sendBeacon` (it outlives the page), else `fetch` with `keepalive`.
 * A plain-text body needs no CORS preflight; the server reads it as JSON and checks that it came
 * from this site (features/journeys/routes.ts). A failure is only logged (spec §8).
 */
export function sendJourney(body: UserJourney): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(JOURNEY_URL, new Blob([json], { type: 'text/plain;charset=UTF-8' }))) return;
    }
  } catch (error) {
    console.debug('journey beacon failed', error);
  }
  fetch(JOURNEY_URL, {
    method: 'POST',
    body: json,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  })
    .then((response) => {
      if (!response.ok) console.debug('journey not stored', response.status);
    })
    .catch((error: unknown) => console.debug('journey not sent', error));
}

/**
 * Records the visitor's way through the site while analytics is allowed (spec §3, §4, §9): each
 * page with when it began, how long it lasted and how it was reached, in sessionStorage; sent every
 * 5 minutes and when the page is hidden or left, as the same journey (the server replaces it by
 * id). Withdrawing consent stops the timer and removes the stored journey at once.
 */
export class JourneyRecorder {
  private timer: ReturnType<typeof setInterval> | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly onHide = () => {
    if (document.visibilityState === 'hidden') this.send();
  };
  private readonly onPageHide = () => this.send();

  constructor(private readonly deps: JourneyRecorderDeps) {
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? (() => crypto.randomUUID());
  }

  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.deps.onConsentChange(() => this.applyConsent());
    this.applyConsent();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.pause();
  }

  /** A page was shown. Ignored without consent, for a path that is not this site's, or the same page again. */
  record(rawPath: string, action: JourneyAction): void {
    if (!this.deps.allowed()) return;
    const path = journeyPath(rawPath);
    if (!path) return;
    const now = this.now();
    let journey = read();
    const last = journey?.steps.at(-1);
    if (journey && last?.path === path) return;
    if (
      journey &&
      (journey.steps.length >= JOURNEY_MAX_STEPS ||
        now - Date.parse(journey.steps[0]!.timestamp) > JOURNEY_MAX_DURATION_MS)
    ) {
      // Full or a day old: send it as it is and begin a new one with this page.
      this.send();
      journey = null;
    }
    if (!journey) journey = { id: this.newId(), steps: [] };
    const previous = journey.steps.at(-1);
    if (previous) previous.duration = Math.max(0, now - Date.parse(previous.timestamp));
    journey.steps.push({
      path,
      timestamp: new Date(now).toISOString(),
      duration: 0,
      action: journey.steps.length === 0 ? 'entry' : action,
    });
    write(journey);
  }

  /** Sends the open journey as it stands now (the last page lasting until now). */
  send(): void {
    if (!this.deps.allowed()) return;
    const journey = read();
    if (!journey || journey.steps.length === 0) return;
    const now = this.now();
    const start = Date.parse(journey.steps[0]!.timestamp);
    const steps = journey.steps.map((step, index) =>
      index === journey.steps.length - 1
        ? { ...step, duration: Math.min(JOURNEY_MAX_DURATION_MS, Math.max(0, now - Date.parse(step.timestamp))) }
        : step,
    );
    sendJourney({
      id: journey.id,
      journey: steps,
      session_duration: Math.min(JOURNEY_MAX_DURATION_MS, Math.max(0, now - start)),
      steps_count: steps.length,
      entry_point: steps[0]!.path,
      exit_point: steps.at(-1)!.path,
    });
  }

  private applyConsent(): void {
    if (this.deps.allowed()) this.resume();
    else {
      this.pause();
      removeStoredJourney();
    }
  }

  private resume(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => this.send(), JOURNEY_SEND_INTERVAL_MS);
    document.addEventListener('visibilitychange', this.onHide);
    window.addEventListener('pagehide', this.onPageHide);
  }

  private pause(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    document.removeEventListener('visibilitychange', this.onHide);
    window.removeEventListener('pagehide', this.onPageHide);
  }
}
