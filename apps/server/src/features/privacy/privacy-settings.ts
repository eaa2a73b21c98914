import type { PrivacySettings } from '@azubi/shared/privacy/privacy';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles } from '../../db/schema';
import type { Candidate } from '../../http/access';
import { ensureProfile } from '../profile';

/** The candidate's sharing flags (spec §3, §6). Changing them needs no new review. */
export async function getPrivacySettings({ db, actor }: { db: Database; actor: Candidate }): Promise<PrivacySettings> {
  const profile = await ensureProfile(db, actor.userId);
  return {
    shareProfile: profile.shareProfile,
    shareDocuments: profile.shareDocuments,
    showReadReceipts: profile.showReadReceipts,
  };
}

export async function updatePrivacySettings(
  { db, actor }: { db: Database; actor: Candidate },
  input: PrivacySettings,
): Promise<PrivacySettings> {
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
