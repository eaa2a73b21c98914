import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioIntroductions, files, users } from '../../db/schema';
import type { Actor } from '../../platform/session/session';
import { employerRelatedTo, isModerator, moderatorReviewingAudio } from '../files';

export type PlayableAudio = { audio: typeof audioIntroductions.$inferSelect; file: typeof files.$inferSelect };

/**
 * Who may hear a candidate's audio introduction (spec §6): the candidate; an employer's team in
 * contact with them (application, interview, conversation or save) — the recording exists only
 * with the candidate's consent, and withdrawing consent deletes it; moderators and admins while
 * the profile waits for review or a report about the recording is open. Null for everyone else, who gets the same 404 as for a missing recording.
 */
export async function findAudioFor(db: Database, actor: Actor, candidateId: string): Promise<PlayableAudio | null> {
  const [row] = await db
    .select({ audio: audioIntroductions, file: files })
    .from(audioIntroductions)
    .innerJoin(files, eq(files.id, audioIntroductions.fileId))
    .innerJoin(users, eq(users.id, audioIntroductions.candidateId))
    .where(and(eq(audioIntroductions.candidateId, candidateId), eq(users.role, 'azubi')));
  if (!row) return null;
  if (row.audio.expiresAt.getTime() <= Date.now()) return null;
  if (actor.userId === candidateId) return row;
  if (isModerator(actor)) return (await moderatorReviewingAudio(db, candidateId)) ? row : null;
  return (await employerRelatedTo(db, actor, candidateId)) ? row : null;
}
