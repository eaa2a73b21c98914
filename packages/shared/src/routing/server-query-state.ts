/**
 * The queries a page's HTML carries for the web app's query client (`#server-query-state`, ADR 0033):
 * written by the server (apps/server/src/web/page-data.ts) and read by `hydrate`
 * (apps/web/src/lib/query-client.ts); the web's tests put it into a page the same way.
 */

/** A query the browser's query client starts with: its key (as the web app builds it) and its data. */
export type ServerQuery = { queryKey: readonly unknown[]; data: unknown };

/** TanStack Query's dehydrated form of these queries, as `hydrate` reads it. */
export function dehydratedQueries(queries: ServerQuery[], now = Date.now()) {
  return {
    mutations: [],
    queries: queries.map(({ queryKey, data }) => ({
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: now,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}
