import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './_columns';
import { users } from './auth';
import { fileKind } from './enums';

/**
 * Every uploaded file. Stored under a generated `storage_key` (never the uploaded name) on local
 * disk or S3; `mime_type` is what the bytes say, not what the browser claimed.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: fileKind('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Shown to the owner only, cleaned; never used as a path. */
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationSeconds: integer('duration_seconds'),
    /** Retention: audio is deleted after 12 months. */
    expiresAt: tz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.kind)],
);
