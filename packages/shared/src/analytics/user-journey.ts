import { z } from '../zod';

/**
 * A visitor's journey through the site (spec §3 analytics_events, event `user_journey`; §9: kept
 * in session storage, sent every 5 minutes and when the page is left). Recorded in the browser
 * only with analytics consent (spec §4). The field names are the spec's.
 *
 * Route (apps/server/src/features/journeys/routes.ts), anyone, signed in or not:
 *   POST /api/analytics/journeys   UserJourneySchema → 204
 * The same journey `id` sent again replaces the stored one (it grows between sends); a journey
 * that reaches JOURNEY_MAX_STEPS is closed and a new one begins. No IP address is stored.
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

const JourneyPathSchema = z
  .string({ message: 'adminAnalytics.journeyPathInvalid' })
  .max(JOURNEY_PATH_MAX, { message: 'adminAnalytics.journeyPathInvalid' })
  .refine((value) => journeyPath(value) === value, { message: 'adminAnalytics.journeyPathInvalid' });

export const JourneyStepSchema = z.object({
  path: JourneyPathSchema,
  /** When the step began (ISO 8601). */
  timestamp: z.iso.datetime({ offset: true, message: 'adminAnalytics.journeyInvalid' }),
  /** Milliseconds spent on the step (the last one: until the send). */
  duration: z.number().int().min(0).max(JOURNEY_MAX_DURATION_MS),
  action: z.enum(JOURNEY_ACTIONS, { message: 'adminAnalytics.journeyInvalid' }),
});
export type JourneyStep = z.infer<typeof JourneyStepSchema>;

export const UserJourneySchema = z
  .object({
    /** Chosen by the browser when the journey starts; a resend replaces the journey with this id. */
    id: z.uuid({ message: 'adminAnalytics.journeyInvalid' }),
    journey: z
      .array(JourneyStepSchema)
      .min(1, { message: 'adminAnalytics.journeyInvalid' })
      .max(JOURNEY_MAX_STEPS, { message: 'adminAnalytics.journeyTooLong' }),
    /** Milliseconds from the first step to the last activity. */
    session_duration: z.number().int().min(0).max(JOURNEY_MAX_DURATION_MS),
    steps_count: z.number().int().min(1).max(JOURNEY_MAX_STEPS),
    entry_point: JourneyPathSchema,
    exit_point: JourneyPathSchema,
  })
  .superRefine((value, ctx) => {
    const first = value.journey[0];
    const last = value.journey.at(-1);
    if (
      value.steps_count !== value.journey.length ||
      first?.path !== value.entry_point ||
      last?.path !== value.exit_point
    )
      ctx.addIssue({ code: 'custom', path: ['steps_count'], message: 'adminAnalytics.journeyInvalid' });
  });
export type UserJourney = z.infer<typeof UserJourneySchema>;
