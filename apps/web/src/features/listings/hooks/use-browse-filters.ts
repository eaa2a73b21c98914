import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  BROWSE_FILTER_KEYS,
  browseSearchParams,
  readBrowseFilters,
  type BrowseFilters,
} from '@azubi/shared/listings/browse-params';

const FILTER_NAMES = new Set<string>(BROWSE_FILTER_KEYS);
/** How long a change not yet in the address is built on; after that the address is the truth again. */
const PENDING_MS = 2000;

/**
 * The browse filters kept in the page URL: a search can be shared as a link, and the back button
 * goes back to the previous search. Other query parameters of the page stay as they are. An
 * update may be a function of the filters in the address at the moment it is applied.
 */
export type BrowseFiltersUpdate = BrowseFilters | ((current: BrowseFilters) => BrowseFilters);

export function useBrowseFilters(): [BrowseFilters, (next: BrowseFiltersUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => readBrowseFilters(new URLSearchParams(key)), [key]);
  // The router applies a change of the address a moment later, and its functional update reads
  // the address of the last render: two quick changes (program, then city) would lose the first.
  // The change on its way is kept here, and the next one builds on it.
  const pending = useRef<{ search: string; at: number } | null>(null);
  useEffect(() => {
    if (pending.current?.search === key) pending.current = null;
  }, [key]);
  const setFilters = useCallback(
    (next: BrowseFiltersUpdate) => {
      const onItsWay = pending.current && Date.now() - pending.current.at < PENDING_MS ? pending.current.search : null;
      const current = new URLSearchParams(onItsWay ?? key);
      const merged = browseSearchParams(typeof next === 'function' ? next(readBrowseFilters(current)) : next);
      for (const [name, value] of current) if (!FILTER_NAMES.has(name)) merged.append(name, value);
      pending.current = { search: merged.toString(), at: Date.now() };
      setParams(merged, { preventScrollReset: true });
    },
    [key, setParams],
  );
  return [filters, setFilters];
}
