/**
 * Test-only: whether this run targets a PostgreSQL server (`npm run test:pg`) and where its
 * administrative connection is. Each run creates its own databases there and drops them after.
 */
export const usePostgres = process.env.TEST_PG === '1' || process.env.TEST_PG === 'true';
export const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
