// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDefaults } from 'vitest/config';
import config from '../../vitest.config';
import {
  assertMayOpenDatabase,
  filesSkipped,
  filesWithoutDatabase,
  NO_DATABASE_MARKER,
  SERVER_ROOT,
  serverTestFiles,
} from './no-database.mjs';

/** Imports that lead to a database: a file that has one must run on PostgreSQL too. */
const DATABASE_IMPORTS = [
  /(^|\/)testing\/(test-app|test-database|pg-target|replica-pair)$/,
  /^\.\/(test-app|test-database|pg-target|replica-pair)$/,
  /(^|\/)db\/(client|migrate)$/,
  /(^|\/)fuzz-world$/,
  /^pg$/,
  /^@electric-sql\/pglite/,
  /^ioredis$/,
];

/** The modules a file imports for their values (`import type` brings no database along). */
function valueImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)].map((match) => match[1]!);
}

describe('the server test files npm run test:pg skips (src/testing/no-database.mjs)', () => {
  it('are the files that say so, and no file that imports a way to a database says so', () => {
    const skipped = filesWithoutDatabase();
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped).toContain('src/testing/no-database.test.ts');
    const wrong = skipped.flatMap((file) =>
      valueImports(readFileSync(join(SERVER_ROOT, file), 'utf8'))
        .filter((module) => DATABASE_IMPORTS.some((pattern) => pattern.test(module)))
        .map((module) => `${file} imports ${module}`),
    );
    expect(wrong).toEqual([]);
    // The files that open a database stay: most of the suite.
    expect(serverTestFiles().length - skipped.length).toBeGreaterThan(skipped.length);
  });

  it('tells an import of a database from a type-only one', () => {
    const source = [
      "import type { Database } from '../db/client';",
      "import { createTestApp, type TestApp } from '../testing/test-app';",
      "import pg from 'pg';",
    ].join('\n');
    expect(valueImports(source)).toEqual(['../testing/test-app', 'pg']);
  });

  it('skips them on PostgreSQL only: the PGlite run (npm test) runs every file', () => {
    expect(filesSkipped({ TEST_PG: '1' })).toEqual(filesWithoutDatabase());
    expect(filesSkipped({ TEST_PG: 'true' })).toEqual(filesWithoutDatabase());
    expect(filesSkipped({})).toEqual([]);
    const { exclude } = (config as { test: { exclude: string[] } }).test;
    expect(exclude).toEqual([...configDefaults.exclude, ...filesSkipped(process.env)]);
  });

  it('refuses to open the test database in a file that says it never does, naming the file and the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-database-'));
    mkdirSync(join(dir, 'src'));
    const marked = join(dir, 'src', 'marked.test.ts');
    writeFileSync(marked, `${NO_DATABASE_MARKER}\nimport { it } from 'vitest';\n`);
    const plain = join(dir, 'src', 'plain.test.ts');
    writeFileSync(plain, "import { it } from 'vitest';\n");
    expect(() => assertMayOpenDatabase(marked)).toThrow(
      `opens a database but says "${NO_DATABASE_MARKER}": remove that line so that npm run test:pg runs it on PostgreSQL.`,
    );
    expect(() => assertMayOpenDatabase(plain)).not.toThrow();
    expect(() => assertMayOpenDatabase(undefined)).not.toThrow();
  });
});
