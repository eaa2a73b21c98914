/**
 * The candidate search's choices and limits, without zod (`candidate-search.ts` has the schemas and
 * re-exports these): the employer's candidate search and the screens that only show candidates
 * import them from here and so do not ship zod to the browser (ADR 0033).
 */
import { FSJ_SECTORS } from '../listings/listing-options';
import { SEARCH_CATEGORIES } from '../listings/search-options';

/** Fields of interest an employer can look for: the Ausbildung fields and the FSJ/BFD sectors. */
export const CANDIDATE_FIELDS = [...new Set([...SEARCH_CATEGORIES, ...FSJ_SECTORS])] as [string, ...string[]];

export const CANDIDATE_SORTS = ['fit', 'newest'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

/** Saved candidates with the team's notes (never shown to the candidate). */
export const NOTE_MAX_LENGTH = 1000;

/** A company that opened the candidate's profile in the last 30 days (shown to the candidate). */
export const PROFILE_VIEWS_DAYS = 30;
