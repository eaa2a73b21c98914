import { dehydratedQueries, type ServerQuery } from '@azubi/shared/routing/server-query-state';

/**
 * Puts queries into the page as the server does (`#server-query-state`, apps/server/src/web/page-data.ts):
 * the next app rendered starts with them (lib/query-client.ts `takeServerQueryState`).
 */
export function putServerQueryState(queries: ServerQuery[]): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'server-query-state';
  script.textContent = JSON.stringify(dehydratedQueries(queries));
  document.body.append(script);
}
