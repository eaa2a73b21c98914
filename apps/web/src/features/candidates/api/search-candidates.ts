import type { CandidateSearchResult } from '@azubi/shared/candidates/candidate-search';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

export const CANDIDATES_PAGE_SIZE = 20;

/** The search as the page keeps it in its address: the API's query names and values. */
export function searchCandidates(
  params: URLSearchParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CandidateSearchResult> {
  const query = new URLSearchParams(params);
  query.set('limit', String(CANDIDATES_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return apiFetch<CandidateSearchResult>(`/api/employer/candidates?${query.toString()}`, { signal });
}

export function candidateSearchQueryOptions(params: URLSearchParams, enabled = true) {
  return infiniteQueryOptions({
    queryKey: ['employer', 'candidates', params.toString()],
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
