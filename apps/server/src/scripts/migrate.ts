import { loadConfig, redactUrl } from '../config';
import { connectDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
const database = await connectDatabase(config.database);
await runMigrations(database);
await database.close();
console.log(
  `Migrations applied (${config.database.kind === 'postgres' ? redactUrl(config.database.url) : config.database.dataDir}).`,
);
