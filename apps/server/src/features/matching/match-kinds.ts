import { sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_PROFILE_OWNER } from './match-sql';

export type MatchKind = 'training' | 'candidate';

/**
 * The tables and the reader of each kind of profile, as SQL over a profile row `sp`: a training
 * search profile is its candidate's; a candidate search profile's matches go to its creator while
 * on the team, else to the company's longest-serving admin.
 */
export const MATCH_KINDS: Record<
  MatchKind,
  { profiles: SQL; matches: SQL; item: SQL; owner: SQL; link: string; tokenKind: 't' | 'c' }
> = {
  training: {
    profiles: sql.raw('training_search_profiles'),
    matches: sql.raw('listing_matches'),
    item: sql.raw('listing_id'),
    owner: sql.raw('sp.candidate_id'),
    link: '/training-search-profiles',
    tokenKind: 't',
  },
  candidate: {
    profiles: sql.raw('candidate_search_profiles'),
    matches: sql.raw('candidate_matches'),
    item: sql.raw('candidate_id'),
    owner: CANDIDATE_PROFILE_OWNER,
    link: '/employer/matches',
    tokenKind: 'c',
  },
};
