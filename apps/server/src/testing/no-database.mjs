// Plain JavaScript (with no-database.d.mts) so that vitest.config.ts can import it by its full name.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Which server test files `npm run test:pg` runs (vitest.config.ts): every one, except a file that
 * never opens the test database (createTestDatabase: PGlite, or PostgreSQL with TEST_PG), which would
 * only run the same code a second time. Such a file says so on a line of its own, NO_DATABASE_MARKER;
 * the PostgreSQL run skips exactly the files that carry it, and a new file runs there until it does.
 * The marker is checked: createTestDatabase (which createTestApp and the fuzz world call) throws in
 * a file that carries it, and src/testing/no-database.test.ts fails when such a file imports a way
 * to a database.
 */
export const NO_DATABASE_MARKER =
  '// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).';

export const SERVER_ROOT = join(import.meta.dirname, '..', '..');

function carriesMarker(source) {
  return source.split('\n').some((line) => line.trim() === NO_DATABASE_MARKER);
}

/** Every server test file, relative to apps/server, with forward slashes. */
export function serverTestFiles(root = SERVER_ROOT) {
  return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The test files that carry NO_DATABASE_MARKER, relative to apps/server: `npm run test:pg` skips them. */
export function filesWithoutDatabase(root = SERVER_ROOT) {
  return serverTestFiles(root).filter((file) => carriesMarker(readFileSync(join(root, file), 'utf8')));
}

/** The files a run skips: those without a database on PostgreSQL (TEST_PG), none on PGlite. */
export function filesSkipped(env, root = SERVER_ROOT) {
  return env.TEST_PG === '1' || env.TEST_PG === 'true' ? filesWithoutDatabase(root) : [];
}

/**
 * Throws when the test file that is running carries NO_DATABASE_MARKER: it opens a database, so the
 * PostgreSQL run must not skip it. Called by createTestDatabase with the running file's path.
 */
export function assertMayOpenDatabase(testFile) {
  if (testFile === undefined || !testFile.endsWith('.test.ts')) return;
  if (carriesMarker(readFileSync(testFile, 'utf8'))) {
    throw new Error(
      `${relative(SERVER_ROOT, testFile)} opens a database but says "${NO_DATABASE_MARKER}": remove that line so that npm run test:pg runs it on PostgreSQL.`,
    );
  }
}
