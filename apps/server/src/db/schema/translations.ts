import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './_columns';

/**
 * Translations already fetched (features/translation), keyed by the SHA-256 of the original text
 * and the target language, so a listing or message is sent to the service once per language.
 * Rows unused for 30 days are deleted by the retention run: the cache must not keep message
 * text longer than the messages themselves live.
 */
export const translations = pgTable(
  'translations',
  {
    /** Hex SHA-256 of the original text. */
    textHash: text('text_hash').notNull(),
    target: text('target').notNull(),
    text: text('text').notNull(),
    detectedSource: text('detected_source'),
    /** Which service answered: 'libretranslate' or 'deepl'. */
    provider: text('provider').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    usedAt: tz('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.textHash, t.target] })],
);
