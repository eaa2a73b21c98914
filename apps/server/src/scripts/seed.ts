import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { createStorage } from '../storage/create-storage';

/** `npm run db:seed`: loads the demo data into the configured database (once). */
const config = loadConfig();
const database = await connectDatabase(config.database);
await runMigrations(database);
const result = await seedDemoData(database.db, { storage: createStorage(config) });
await database.close();
console.log(result.created ? 'Demo data loaded.' : 'Demo data was already loaded; nothing changed.');
for (const account of result.accounts) console.log(`  ${account.role.padEnd(28)} ${account.email}`);
console.log(`  Password: ${result.password}`);
