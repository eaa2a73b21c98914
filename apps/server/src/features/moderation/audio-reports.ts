import type { AudioReportItem } from '@azubi/shared/moderation/moderation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { audioIntroductions, audioReports, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/storage';
import { removeAudioIntroduction } from '../audio';
import type { Actor } from '../../platform/session/session';

/** The audio report queue, earliest deadline first (24 h; discrimination 48 h). */
export async function listAudioReports({ db }: { db: Database }, status: 'open' | 'all'): Promise<AudioReportItem[]> {
  const rows = await db
    .select({ report: audioReports, candidateName: users.name, audio: audioIntroductions.candidateId })
    .from(audioReports)
    .innerJoin(users, eq(users.id, audioReports.candidateId))
    .leftJoin(audioIntroductions, eq(audioIntroductions.candidateId, audioReports.candidateId))
    .where(status === 'open' ? eq(audioReports.status, 'open') : undefined)
    .orderBy(asc(audioReports.dueAt));
  const now = Date.now();
  return rows.map(({ report: r, candidateName, audio }) => ({
    id: r.id,
    candidateId: r.candidateId,
    candidateName,
    reason: r.reason,
    description: r.description,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    overdue: r.status === 'open' && r.dueAt.getTime() < now,
    audioUrl: audio ? `/api/audio/${audio}` : null,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    resolutionNote: r.resolutionNote,
  }));
}

/**
 * A moderator decides a report. Uphold removes the recording and closes every open report on it
 * (there is nothing left to review); dismiss keeps the recording and closes this report.
 */
export async function resolveAudioReport(
  deps: { db: Database; storage: FileStorage; log: FastifyBaseLogger; actor: Actor },
  reportId: string,
  decision: 'uphold' | 'dismiss',
  note: string | null,
): Promise<void> {
  const { db, actor } = deps;
  const [report] = await db.select().from(audioReports).where(eq(audioReports.id, reportId));
  if (!report) throw AppError.notFound('moderation.reportNotFound');
  if (report.status !== 'open') throw new AppError(409, 'CONFLICT', 'moderation.reportClosed');
  const resolution = { resolvedBy: actor.userId, resolvedAt: new Date(), resolutionNote: note };
  if (decision === 'dismiss') {
    await db
      .update(audioReports)
      .set({ status: 'dismissed', ...resolution })
      .where(eq(audioReports.id, reportId));
    return;
  }
  await removeAudioIntroduction(deps, report.candidateId);
  const open = await db
    .select({ id: audioReports.id })
    .from(audioReports)
    .where(and(eq(audioReports.candidateId, report.candidateId), eq(audioReports.status, 'open')));
  await db
    .update(audioReports)
    .set({ status: 'upheld', ...resolution })
    .where(
      inArray(
        audioReports.id,
        open.map((r) => r.id),
      ),
    );
}
