import type { CandidateSearchResult } from '@azubi/shared/candidates/candidate-search';
import { candidateSearchKey, candidateSearchPath } from '@azubi/shared/candidates/candidate-search-keys';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** The search as the page keeps it in its address: the API's query names and values. */
export function searchCandidates(
  params: URLSearchParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CandidateSearchResult> {
  return apiFetch<CandidateSearchResult>(candidateSearchPath(params, cursor), { signal });
}

export function candidateSearchQueryOptions(params: URLSearchParams, enabled = true) {
  return infiniteQueryOptions({
    queryKey: candidateSearchKey(params),
    queryFn: ({ pageParam, signal }) => searchCandidates(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}

/** Candidates matching the filters, a page at a time ("Load more"); the previous results stay while a new search loads. */
export function useCandidateSearch(params: URLSearchParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...candidateSearchQueryOptions(params, enabled), placeholderData: keepPreviousData });
}
