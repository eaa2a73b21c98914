import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { deleteExpiredAudio } from '../features/audio/manage-audio';
import { pruneSearchWords } from '../features/listings/prune-search-words';
import { deleteExpiredMessages } from '../features/messaging/delete-expired-messages';
import { pruneTranslations } from '../features/translation/translate-text';
import type { FileStorage } from '../storage/storage';

type RetentionDeps = { db: Database; storage: FileStorage; log: FastifyBaseLogger };

/**
 * The daily retention run (DECISIONS.md "Retention"): what the law and the spec say we may keep no
 * longer. Today: audio introductions 12 months after upload (spec §9), and the search's
 * typo-correction words of listings that are gone, and cached translations unused for 30 days (they
 * may hold message text). Every step is a
 * `DELETE … RETURNING` of what has expired, so the run can repeat safely. It runs daily as the job
 * 'retention' (jobs/jobs.ts), once per day across all instances.
 */
export async function runRetention(
  { db, storage, log }: RetentionDeps,
  now = new Date(),
): Promise<{ audio: number; searchWords: number; translations: number; messages: number }> {
  const audio = await deleteExpiredAudio(db, storage, now, log);
  const searchWords = await pruneSearchWords(db);
  const translations = await pruneTranslations(db, now);
  // Spec §9: messages 2 years after they were sent, with their files; uploads never sent after a day.
  const messages = (await deleteExpiredMessages(db, storage, now, log)).messages;
  log.info({ job: 'retention', audio, searchWords, translations, messages }, 'retention run finished');
  return { audio, searchWords, translations, messages };
}
