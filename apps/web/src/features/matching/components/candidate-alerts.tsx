import type { CandidateCard } from '@azubi/shared/candidates/candidate-search';
import type { CandidateSearchProfileList } from '@azubi/shared/matching/matching';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchProfileList } from './search-profile-list';

export interface CandidateAlertsProps {
  /** A matched candidate as its card (the page composes the candidates feature's card). */
  renderCandidate: (candidate: CandidateCard) => ReactNode;
  /** Why the company gets no matches and what to do (the page composes it), shown while it gets none. */
  renderBlocked: (reason: NonNullable<CandidateSearchProfileList['blockedBy']>) => ReactNode;
}

/**
 * The company's search alerts (spec §2 "search alerts" and "candidate matches", §3): up to 20,
 * each with the approved, sharing candidates that fit it, anonymised as in candidate search.
 */
export function CandidateAlerts({ renderCandidate, renderBlocked }: CandidateAlertsProps) {
  const { t } = useTranslation('matching');
  return (
    <SearchProfileList
      side="candidate"
      blocked={(list) =>
        list.blockedBy
          ? {
              notice: (
                <div className="grid gap-3">
                  <p className="font-medium">{t('employer.blocked')}</p>
                  {renderBlocked(list.blockedBy)}
                </div>
              ),
              noMatchesText: t('employer.blocked'),
            }
          : null
      }
      meta={(profile) =>
        profile.createdBy ? (
          <p className="text-sm text-muted-foreground">{t('employer.createdBy', { name: profile.createdBy.name })}</p>
        ) : null
      }
      renderMatch={(match) => renderCandidate(match.candidate)}
    />
  );
}
