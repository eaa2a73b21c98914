import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; never `push`. Migrations run on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
