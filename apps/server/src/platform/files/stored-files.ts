import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { newStorageKey, type FileStorage } from '../../storage/storage';

export type FileRow = typeof files.$inferSelect;
type FileKind = FileRow['kind'];

/**
 * Stores accepted bytes under a generated key and records the file. If the database write fails,
 * the bytes are removed again so nothing is left without a row.
 */
export async function saveFile(
  { db, storage }: { db: Database; storage: FileStorage },
  input: {
    ownerId: string;
    kind: FileKind;
    bytes: Buffer;
    mimeType: string;
    originalName: string;
    durationSeconds?: number | null;
    expiresAt?: Date | null;
  },
): Promise<FileRow> {
  const storageKey = newStorageKey();
  const { sizeBytes } = await storage.put(storageKey, input.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        ownerId: input.ownerId,
        kind: input.kind,
        storageKey,
        originalName: input.originalName,
        mimeType: input.mimeType,
        sizeBytes,
        durationSeconds: input.durationSeconds ?? null,
        expiresAt: input.expiresAt ?? null,
      })
      .returning();
    return row!;
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

/**
 * Deletes files: the rows first (rows that point at them are cleared or cascade by their foreign
 * keys), then the bytes. A byte removal that fails is logged: the file is unreachable without its row.
 */
export async function deleteFiles(
  { db, storage, log }: { db: Database; storage: FileStorage; log?: FastifyBaseLogger },
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await db.delete(files).where(inArray(files.id, ids)).returning({ storageKey: files.storageKey });
  await removeBytes(
    storage,
    removed.map((r) => r.storageKey),
    log,
  );
  return removed.length;
}

export async function removeBytes(storage: FileStorage, keys: string[], log?: FastifyBaseLogger): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      log?.error({ err, key }, 'stored file could not be removed');
    }
  }
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export const fileUrl = (id: string) => `/api/files/${id}`;
