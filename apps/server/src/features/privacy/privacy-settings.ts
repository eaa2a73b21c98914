import type { PrivacySettings } from '@azubi/shared/privacy/privacy';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { ensureProfile, requireCandidate } from '../profile';

/** The candidate's sharing flags (spec §3, §6). Changing them needs no new review. */
export async function getPrivacySettings({ db, actor }: { db: Database; actor: Actor }): Promise<PrivacySettings> {
  requireCandidate(actor);
  const profile = await ensureProfile(db, actor.userId);
  return {
    shareProfile: profile.shareProfile,
    shareDocuments: profile.shareDocuments,
    showReadReceipts: profile.showReadReceipts,
  };
}

export async function updatePrivacySettings(
  { db, actor }: { db: Database; actor: Actor },
  input: PrivacySettings,
): Promise<PrivacySettings> {
  requireCandidate(actor);
  await ensureProfile(db, actor.userId);
  await db
    .update(candidateProfiles)
    .set({
      shareProfile: input.shareProfile,
      shareDocuments: input.shareDocuments,
      ...(input.showReadReceipts === undefined ? {} : { showReadReceipts: input.showReadReceipts }),
    })
    .where(eq(candidateProfiles.userId, actor.userId));
  return getPrivacySettings({ db, actor });
}
