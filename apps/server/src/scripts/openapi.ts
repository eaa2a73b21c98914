import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { fromPglite } from '../db/client';

/**
 * `npm run lint:openapi` (first half): writes the OpenAPI document the app serves at
 * `/api/docs/json` to the path given (default `apps/server/dist/openapi.json`). The app is built
 * on an empty in-memory database and never listens; nothing is read from it.
 */
const target = resolve(process.argv[2] ?? 'apps/server/dist/openapi.json');
const config = parseConfig(
  { NODE_ENV: 'development', LOG_LEVEL: 'error', PUBLIC_URL: 'https://azubi-connect.example' },
  { webDistDir: null },
);
const database = fromPglite(new PGlite());
const app = await buildApp({ config, database });
await app.ready();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
console.log(`OpenAPI document written to ${target}`);
