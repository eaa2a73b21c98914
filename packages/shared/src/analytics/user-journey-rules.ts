/**
 * A journey's limits, actions and the page a step stands for, without zod (`user-journey.ts` has
 * the schemas and re-exports these): the browser's journey recorder, which loads on every page once
 * the visitor consented, imports them from here and so does not fetch zod (ADR 0033).
 */

export const JOURNEY_MAX_STEPS = 200;
export const JOURNEY_PATH_MAX = 200;
/** A session longer than a day is not a session: the recorder starts a new journey. */
export const JOURNEY_MAX_DURATION_MS = 24 * 60 * 60 * 1000;
/** How often an open journey is sent (spec §9). */
export const JOURNEY_SEND_INTERVAL_MS = 5 * 60 * 1000;
/**
 * How a step was reached: the first page of the visit, a link or form (`navigate`), the browser's
 * back or forward buttons, or the page replacing its own address.
 */
export const JOURNEY_ACTIONS = ['entry', 'navigate', 'back_forward', 'replace'] as const;
export type JourneyAction = (typeof JOURNEY_ACTIONS)[number];

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{24,})$/i;

/**
 * The page a step stands for: the path without query or fragment (they may hold a search or a
 * token), ids replaced by `:id` (so pages of one kind add up and no record names a person),
 * the German `/de` prefix kept. Returns null for anything that is not a path of this site.
 */
export function journeyPath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const normal = path
    .split('/')
    .map((segment) => (UUID_SEGMENT.test(segment) || ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  const trimmed = normal.length > 1 ? normal.replace(/\/+$/, '') : normal;
  return trimmed.length <= JOURNEY_PATH_MAX ? trimmed : null;
}
