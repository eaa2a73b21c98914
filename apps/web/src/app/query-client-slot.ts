import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Holds the app's TanStack Query client, which is created by the first page layout that needs
 * it (layouts/query-provider.tsx) rather than here: the query library then downloads with the
 * layout, beside the page, and stays out of the first JavaScript every visitor loads
 * (the 150 KB budget of scripts/check-bundle-size.mjs). One slot per app (AppProviders), so the
 * cache survives switching between the English and German trees, and tests get a fresh one.
 */
export type QueryClientHolder = { client?: QueryClient };
export const QueryClientSlot = createContext<QueryClientHolder>({});
