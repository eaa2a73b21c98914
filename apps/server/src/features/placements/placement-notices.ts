import type { StepState, PlacementStepKey } from '@azubi/shared/placements/placement-steps';
import type { PlacementSide } from '@azubi/shared/placements/placements';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMembers, conversations, listings, notificationPreferences, notifications } from '../../db/schema';
import type { MessagingDeps } from '../messaging';
import { appendMessage } from '../messaging';
import type { PlacementRow } from './placement-access';
import { STATE_WORDS, STEP_TITLES } from './step-titles';

export type PlacementEvent =
  | { event: 'opened' }
  | { event: 'step'; stepKey: PlacementStepKey; state?: StepState }
  | { event: 'document'; stepKey: PlacementStepKey }
  | { event: 'closed'; reason: string };

/** Changes of one placement within this many minutes make one notice. */
export const COMBINE_MINUTES = 5;

/** Where a side opens the placement (a page path without the language prefix). */
export function placementLink(side: PlacementSide, placementId: string): string {
  return side === 'candidate' ? `/my-placement/${placementId}` : `/employer/placements/${placementId}`;
}

/** The people of a side: the candidate, or the company's current members. */
export async function peopleOf(db: Database, placement: PlacementRow, side: PlacementSide): Promise<string[]> {
  if (side === 'candidate') return [placement.candidateId];
  const members = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, placement.companyId));
  return members.map((member) => member.userId);
}

/**
 * Tells the other side of a change in the app, at once (issue 20: "changes notify the other side
 * in the app, and a daily e-mail digest at most"); the e-mail goes out with the digest
 * (sendPlacementDigests), which picks these rows up by their empty `emailed_at`. Inside the
 * caller's transaction. `actorName` is shown as who changed it.
 */
export async function recordPlacementNotice(
  db: Database,
  placement: PlacementRow,
  to: PlacementSide,
  input: PlacementEvent & { actorUserId?: string; actorName: string },
): Promise<void> {
  const recipients = (await peopleOf(db, placement, to)).filter((userId) => userId !== input.actorUserId);
  if (recipients.length === 0) return;
  const [listing] = await db
    .select({ title: listings.title })
    .from(listings)
    .where(eq(listings.id, placement.listingId));
  const switchedOff = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, recipients),
        eq(notificationPreferences.type, 'placement_updated'),
        eq(notificationPreferences.inApp, false),
      ),
    );
  const off = new Set(switchedOff.map((row) => row.userId));
  const { actorUserId: _actor, actorName, ...event } = input;
  const people = recipients.filter((userId) => !off.has(userId));
  if (people.length === 0) return;
  const data = { ...event, placementId: placement.id, listingTitle: listing?.title ?? '', otherName: actorName };

  // Changes of one placement's steps within a few minutes are one notice (issue 29: four field
  // changes sent four): a person's unread, not yet mailed step notice of this placement from the
  // last minutes takes the latest change and moves to the top, instead of a new row beside it.
  // Opening and closing stay notices of their own.
  const combinable = (kind: unknown) => kind === 'step' || kind === 'document';
  const recent = combinable(event.event)
    ? await db
        .select({ id: notifications.id, userId: notifications.userId, data: notifications.data })
        .from(notifications)
        .where(
          and(
            inArray(notifications.userId, people),
            eq(notifications.type, 'placement_updated'),
            isNull(notifications.readAt),
            isNull(notifications.emailedAt),
            sql`${notifications.data}->>'placementId' = ${placement.id}`,
            sql`${notifications.data}->>'event' in ('step', 'document')`,
            gt(notifications.createdAt, sql`now() - make_interval(mins => ${COMBINE_MINUTES})`),
          ),
        )
        .orderBy(desc(notifications.createdAt))
    : [];
  const combined = new Set<string>();
  for (const notice of recent) {
    if (combined.has(notice.userId)) continue;
    combined.add(notice.userId);
    // The earlier changes stay in the notice, so the daily digest still lists each change once.
    const { earlier, changes, ...before } = notice.data as { earlier?: unknown[]; changes?: number };
    await db
      .update(notifications)
      .set({
        data: { ...data, changes: (changes ?? 1) + 1, earlier: [...(earlier ?? []), before] },
        createdAt: sql`now()`,
      })
      .where(eq(notifications.id, notice.id));
  }
  const rows = people
    .filter((userId) => !combined.has(userId))
    .map((userId) => ({
      userId,
      type: 'placement_updated' as const,
      data,
      link: placementLink(to, placement.id),
      emailedAt: null,
    }));
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/**
 * A state change leaves a line in the two parties' conversation (issue 20: changes "appear in
 * their conversation"), written in the actor's language as if they had sent it. Only when the two
 * already have a conversation; a blocked conversation, the message rate limit or any failure skips
 * the line (logged): the change itself stands.
 */
export async function postStepLine(
  deps: MessagingDeps,
  placement: PlacementRow,
  side: PlacementSide,
  stepKey: PlacementStepKey,
  state: StepState,
): Promise<void> {
  try {
    const [conversation] = await deps.db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.companyId, placement.companyId), eq(conversations.candidateId, placement.candidateId)),
      );
    if (!conversation) return;
    const locale = deps.actor.locale === 'de' ? 'de' : 'en';
    const body =
      locale === 'de'
        ? `Vermittlung: „${STEP_TITLES[stepKey].de}“ ist jetzt ${STATE_WORDS[state].de}.`
        : `Placement: “${STEP_TITLES[stepKey].en}” is now ${STATE_WORDS[state].en}.`;
    const appended = await appendMessage(deps, {
      conversation,
      side,
      clientId: randomUUID(),
      body,
      attachmentIds: [],
      system: true,
    });
    await appended.followUp();
  } catch (err) {
    deps.log.warn({ err, placementId: placement.id }, 'placement change not posted to the conversation');
  }
}
