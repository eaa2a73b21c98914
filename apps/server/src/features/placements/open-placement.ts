import { placementTemplate } from '@azubi/shared/placements/placement-steps';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, placements, placementSteps } from '../../db/schema';
import { recordPlacementNotice } from './placement-notices';

/**
 * Opens the placement of an application that was just accepted (issue 20), inside the caller's
 * transaction: the checklist by the listing's program and whether the candidate's profile says
 * they need a visa. An application accepted twice (it cannot be, but a retried request) keeps its
 * one placement. Returns the placement's id, or null when it already existed.
 */
export async function openPlacement(
  tx: Database,
  input: {
    applicationId: string;
    companyId: string;
    candidateId: string;
    listingId: string;
    program: 'ausbildung' | 'fsj' | 'bfd';
  },
): Promise<string | null> {
  const [profile] = await tx
    .select({ visaRequired: candidateProfiles.visaRequired })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, input.candidateId));
  const needsVisa = profile?.visaRequired ?? false;
  const [placement] = await tx
    .insert(placements)
    .values({ ...input, needsVisa })
    .onConflictDoNothing({ target: placements.applicationId })
    .returning({ id: placements.id });
  if (!placement) return null;
  const steps = placementTemplate(input.program, needsVisa);
  await tx
    .insert(placementSteps)
    .values(steps.map((step, position) => ({ placementId: placement.id, key: step.key, position, owner: step.owner })));
  return placement.id;
}

/** Tells the candidate in the app that the tracker is open (the e-mail comes with the digest). */
export async function noticePlacementOpened(db: Database, placementId: string, actorName: string): Promise<void> {
  const [placement] = await db.select().from(placements).where(eq(placements.id, placementId));
  if (placement) await recordPlacementNotice(db, placement, 'candidate', { event: 'opened', actorName });
}
