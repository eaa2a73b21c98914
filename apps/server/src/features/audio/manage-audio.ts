import {
  AUDIO_MAX_BYTES,
  AUDIO_MAX_SECONDS,
  AUDIO_MAX_TOLERANCE_SECONDS,
  AUDIO_MIN_SECONDS,
  AUDIO_RETENTION_MONTHS,
} from '@azubi/shared/audio/audio';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { audioIntroductions, files } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/storage';
import { recordAuditEvent, type AuditContext } from '../../platform/audit/record-audit-event';
import type { Candidate } from '../../http/access';
import { receiveUpload } from '../../platform/files/receive-upload';
import { deleteFiles, saveFile } from '../../platform/files/stored-files';
import { loadProfileState, type ProfileState } from '../profile';
import { acceptAudio, readAudioInfo } from './read-audio-info';

export type AudioDeps = { db: Database; storage: FileStorage; log: FastifyBaseLogger };

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * A candidate uploads their audio self-introduction (spec §4, §5; docs/decisions/README.md): consent
 * required; WebM, Ogg, MP4 or MPEG audio read from the bytes; at most 5 MB; not empty; between
 * 10 seconds and 2 minutes by the server's own measurement. It replaces the previous recording
 * and is deleted after 12 months.
 */
export async function uploadAudio(
  deps: AudioDeps & { actor: Candidate; audit: AuditContext },
  request: FastifyRequest,
): Promise<ProfileState> {
  const { db, storage, actor } = deps;
  const upload = await receiveUpload(request, {
    maxBytes: AUDIO_MAX_BYTES,
    accept: acceptAudio,
    tooLargeKey: 'audio.tooLarge',
    emptyKey: 'audio.empty',
  });
  const info = await readAudioInfo(upload.bytes, upload.mimeType);
  if (!info.hasAudio || info.hasVideo)
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'files.typeNotAllowed', {
      type: info.hasVideo ? 'video' : upload.mimeType,
    });
  const seconds = info.durationSeconds;
  if (seconds === null) throw AppError.validation({ file: 'audio.unreadable' }, 'audio.unreadable');
  if (seconds <= 0) throw AppError.validation({ file: 'audio.empty' }, 'audio.empty');
  if (seconds < AUDIO_MIN_SECONDS) throw AppError.validation({ file: 'audio.tooShort' }, 'audio.tooShort');
  if (seconds > AUDIO_MAX_SECONDS + AUDIO_MAX_TOLERANCE_SECONDS)
    throw AppError.validation({ file: 'audio.tooLong' }, 'audio.tooLong');
  const durationSeconds = Math.min(AUDIO_MAX_SECONDS, Math.max(AUDIO_MIN_SECONDS, Math.round(seconds)));

  const now = new Date();
  const expiresAt = addMonths(now, AUDIO_RETENTION_MONTHS);
  const [previous] = await db.select().from(audioIntroductions).where(eq(audioIntroductions.candidateId, actor.userId));
  const file = await saveFile(
    { db, storage },
    {
      ownerId: actor.userId,
      kind: 'audio_intro',
      bytes: upload.bytes,
      mimeType: upload.mimeType,
      originalName: `introduction.${upload.ext === 'opus' ? 'ogg' : upload.ext}`,
      durationSeconds,
      expiresAt,
    },
  );
  await db
    .insert(audioIntroductions)
    .values({ candidateId: actor.userId, fileId: file.id, durationSeconds, consentAt: now, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: audioIntroductions.candidateId,
      set: { fileId: file.id, durationSeconds, consentAt: now, expiresAt, createdAt: now },
    });
  if (previous) await deleteFiles(deps, [previous.fileId]);
  await recordAuditEvent(
    db,
    {
      action: 'file_upload',
      userId: actor.userId,
      context: deps.audit,
      resourceType: 'audio_introduction',
      resourceId: file.id,
      details: { kind: 'audio_intro', mimeType: file.mimeType, sizeBytes: file.sizeBytes, durationSeconds },
    },
    deps.log,
  );
  return loadProfileState(db, actor.userId);
}

/** Removes a candidate's audio introduction (their own delete, an upheld report, retention). */
export async function removeAudioIntroduction(deps: AudioDeps, candidateId: string): Promise<boolean> {
  const [audio] = await deps.db
    .select()
    .from(audioIntroductions)
    .where(eq(audioIntroductions.candidateId, candidateId));
  if (!audio) return false;
  // Deleting the file row cascades to the audio_introductions row.
  await deleteFiles(deps, [audio.fileId]);
  return true;
}

/**
 * Retention (spec §9: audio deleted after 12 months): removes every audio introduction whose
 * `expires_at` has passed, bytes and rows. Returns how many were removed. The daily retention
 * run (jobs/retention.ts) calls it.
 */
export async function deleteExpiredAudio(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
  log?: FastifyBaseLogger,
): Promise<number> {
  const expired = await db
    .select({ fileId: audioIntroductions.fileId })
    .from(audioIntroductions)
    .where(lte(audioIntroductions.expiresAt, now));
  // Audio files whose introduction row is already gone (e.g. replaced mid-way) expire the same way.
  const stray = await db
    .select({ fileId: files.id })
    .from(files)
    .where(and(eq(files.kind, 'audio_intro'), lte(files.expiresAt, now)));
  const ids = [...new Set([...expired, ...stray].map((r) => r.fileId))];
  return deleteFiles({ db, storage, log }, ids);
}
