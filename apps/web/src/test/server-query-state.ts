/**
 * Puts queries into the page as the server does (`#server-query-state`, apps/server/src/web/render-page.ts):
 * the next app rendered starts with them (lib/query-client.ts `takeServerQueryState`).
 */
export function putServerQueryState(queries: { queryKey: readonly unknown[]; data: unknown }[]): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'server-query-state';
  script.textContent = JSON.stringify({
    mutations: [],
    queries: queries.map(({ queryKey, data }) => ({
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: Date.now(),
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
  });
  document.body.append(script);
}
