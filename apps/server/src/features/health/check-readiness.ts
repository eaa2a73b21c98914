import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadyResponse } from '@azubi/shared/http/health';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/migrate';
import type { FileStorage } from '../../storage/storage';
import { HEALTH_PING_TIMEOUT_MS } from './check-health';

/** What `GET /api/ready` asks; `draining` is set by main.ts from SIGTERM until the process exits. */
export type Readiness = {
  draining: boolean;
  /** Once the newest migration has been seen applied it stays applied: the query is not repeated. */
  migrated: boolean;
};

/** The newest committed migration's time (drizzle stores it as the applied row's `created_at`). */
function newestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function timed(check: () => Promise<boolean>): Promise<ReadyResponse['checks']['database']> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    check().then(
      (ok) => (ok ? { ok: true } : { ok: false, error: 'not ready' }),
      (error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    ),
    new Promise<{ ok: false; error: string }>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, error: 'no answer in time' }), HEALTH_PING_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  return { ...result, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}

/**
 * Readiness (ADR 0026): may this instance get traffic? Every committed migration applied, the
 * database, Redis (when configured) and the file storage answer, each within the health check's
 * time limit; and not shutting down. Liveness (`/api/health`) stays the cheap database ping.
 */
export async function checkReadiness({
  readiness,
  database,
  redisPing,
  storage,
  migrationsFolder = MIGRATIONS_DIR,
}: {
  readiness: Readiness;
  database: DatabaseConnection;
  redisPing: (() => Promise<void>) | null;
  storage: FileStorage;
  migrationsFolder?: string;
}): Promise<ReadyResponse> {
  const [migrations, db, redis, files] = await Promise.all([
    timed(async () => {
      if (readiness.migrated) return true;
      // A database never migrated has no such table: the query fails and the check with it.
      const result = await database.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
      const rows = (result as unknown as { rows: { newest: string | number | null }[] }).rows;
      const newest = Number(rows[0]?.newest ?? 0);
      readiness.migrated = newest >= newestMigrationMillis(migrationsFolder);
      return readiness.migrated;
    }),
    timed(() => database.ping()),
    redisPing ? timed(async () => (await redisPing(), true)) : Promise.resolve(null),
    // A key that is never stored: the storage answers "no" (a missing bucket or disk throws).
    timed(async () => (await storage.exists('00/00000000-0000-4000-8000-000000000000'), true)),
  ]);
  const allOk = migrations.ok && db.ok && (redis?.ok ?? true) && files.ok;
  return {
    status: readiness.draining ? 'draining' : allOk ? 'ready' : 'not_ready',
    checks: { migrations, database: db, redis, storage: files },
  };
}
