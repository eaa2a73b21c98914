import { AUDIO_REPORT_DUE_HOURS, type AudioReportInput } from '@azubi/shared/audio/audio';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioReports } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../platform/session/session';
import { findAudioFor } from './audio-access';

/**
 * Anyone who can hear a recording may report it (spec §3 audio report, §6): with a reason, and
 * details for "other". It lands in the moderation queue due in 24 hours, 48 for discrimination.
 * One open report per person and recording.
 */
export async function reportAudio(
  { db, actor }: { db: Database; actor: Actor },
  candidateId: string,
  input: { reason: AudioReportInput['reason']; description: string | null },
) {
  const playable = await findAudioFor(db, actor, candidateId);
  if (!playable) throw AppError.notFound('audio.notFound');
  if (actor.userId === candidateId) throw AppError.forbidden('audio.cannotReportOwn');
  const [open] = await db
    .select({ id: audioReports.id })
    .from(audioReports)
    .where(
      and(
        eq(audioReports.candidateId, candidateId),
        eq(audioReports.reporterId, actor.userId),
        eq(audioReports.status, 'open'),
      ),
    );
  if (open) throw new AppError(409, 'CONFLICT', 'audio.alreadyReported');
  const now = new Date();
  const [report] = await db
    .insert(audioReports)
    .values({
      candidateId,
      reporterId: actor.userId,
      reason: input.reason,
      description: input.description,
      dueAt: new Date(now.getTime() + AUDIO_REPORT_DUE_HOURS[input.reason] * 3_600_000),
      createdAt: now,
    })
    .returning();
  return report!;
}
