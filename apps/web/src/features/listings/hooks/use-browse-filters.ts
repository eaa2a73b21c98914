import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BROWSE_FILTER_KEYS, browseSearchParams, readBrowseFilters, type BrowseFilters } from '../api/browse-params';

const FILTER_NAMES = new Set<string>(BROWSE_FILTER_KEYS);

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
  const setFilters = useCallback(
    (next: BrowseFiltersUpdate) => {
      setParams(
        (current) => {
          // From the address as it is now: two quick changes in a row both count.
          const merged = browseSearchParams(typeof next === 'function' ? next(readBrowseFilters(current)) : next);
          for (const [name, value] of current) if (!FILTER_NAMES.has(name)) merged.append(name, value);
          return merged;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [filters, setFilters];
}
