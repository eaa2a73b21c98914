import type { DeletedTestData } from '@azubi/shared/admin/test-users';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { companies, files, users } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { removeBytes } from '../../platform/files/stored-files';
import { testDataCounts } from './test-data-counts';

/**
 * Deletes every test account and test company in one transaction (issue 19): the companies first
 * (their listings, applications and conversations follow the foreign keys), then the accounts with
 * everything that is theirs; then the bytes of their files. Real accounts are never touched: a
 * real candidate's application to a test listing goes with the listing, nothing else of theirs.
 */
export async function deleteTestData(deps: {
  db: Database;
  storage: FileStorage;
  log?: FastifyBaseLogger;
}): Promise<Omit<DeletedTestData, 'message'>> {
  const { db } = deps;
  const deleted = await testDataCounts(db);
  const testUserIds = db.select({ id: users.id }).from(users).where(eq(users.isTest, true));
  const keys = (await db.select({ key: files.storageKey }).from(files).where(inArray(files.ownerId, testUserIds))).map(
    (file) => file.key,
  );
  await db.transaction(async (tx) => {
    await tx.delete(companies).where(eq(companies.isTest, true));
    await tx
      .delete(files)
      .where(inArray(files.ownerId, tx.select({ id: users.id }).from(users).where(eq(users.isTest, true))));
    await tx.delete(users).where(eq(users.isTest, true));
  });
  await removeBytes(deps.storage, keys, deps.log);
  return { deleted };
}
