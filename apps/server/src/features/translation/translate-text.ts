import { createHash } from 'node:crypto';
import type { Translation, TranslationTarget } from '@azubi/shared/translation/translation';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { translations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Translator } from './translator';

/** Cached translations unused this long are deleted by the retention run. */
export const TRANSLATION_CACHE_DAYS = 30;

export const textHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * `text` in `target`, from the cache (per SHA-256 of the text and the target language) or from the
 * service, whose answer is then cached. A failing service is 502 translation.failed; the caller
 * keeps showing the original.
 */
export async function translateText(
  deps: { db: Database; translator: Translator; log: FastifyBaseLogger },
  text: string,
  target: TranslationTarget,
): Promise<Translation> {
  if (text.trim() === '') return { text, detectedSource: null, cached: false };
  const hash = textHash(text);
  const [hit] = await deps.db
    .update(translations)
    .set({ usedAt: new Date() })
    .where(and(eq(translations.textHash, hash), eq(translations.target, target)))
    .returning({ text: translations.text, detectedSource: translations.detectedSource });
  if (hit) return { text: hit.text, detectedSource: hit.detectedSource, cached: true };

  let answer: Awaited<ReturnType<Translator['translate']>>;
  try {
    answer = await deps.translator.translate(text, target);
  } catch (err) {
    deps.log.warn({ err, provider: deps.translator.kind }, 'translation failed');
    throw new AppError(502, 'SERVICE_UNAVAILABLE', 'translation.failed');
  }
  await deps.db
    .insert(translations)
    .values({
      textHash: hash,
      target,
      text: answer.text,
      detectedSource: answer.detectedSource,
      provider: deps.translator.kind,
    })
    .onConflictDoUpdate({
      target: [translations.textHash, translations.target],
      set: {
        text: answer.text,
        detectedSource: answer.detectedSource,
        provider: deps.translator.kind,
        usedAt: new Date(),
      },
    });
  return { text: answer.text, detectedSource: answer.detectedSource, cached: false };
}

/** Retention: the cache keeps no message text longer than 30 days after it was last asked for. */
export async function pruneTranslations(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRANSLATION_CACHE_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(translations)
    .where(lt(translations.usedAt, cutoff))
    .returning({ hash: translations.textHash });
  return removed.length;
}
