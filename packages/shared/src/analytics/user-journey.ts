import { z } from '../zod';
import {
  JOURNEY_ACTIONS,
  JOURNEY_MAX_DURATION_MS,
  JOURNEY_MAX_STEPS,
  JOURNEY_PATH_MAX,
  journeyPath,
} from './user-journey-rules';

// The limits, actions and paths without zod, for the browser's screens (ADR 0033).
export {
  JOURNEY_ACTIONS,
  JOURNEY_MAX_DURATION_MS,
  JOURNEY_MAX_STEPS,
  JOURNEY_PATH_MAX,
  JOURNEY_SEND_INTERVAL_MS,
  journeyPath,
  type JourneyAction,
} from './user-journey-rules';

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
