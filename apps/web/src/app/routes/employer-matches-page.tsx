import { useTranslation } from 'react-i18next';
import { CandidateActions } from '../candidate-actions';
import { useMe } from '../../lib/account/use-me';
import { PlanRequiredPanel } from '../../features/billing';
import { useCandidateAccess } from '../../features/candidates/api/get-candidate-access';
import { CandidateCard } from '../../features/candidates/components/candidate-card';
import { VerificationRequired } from '../../features/candidates/components/verification-required';
import { CandidateAlerts } from '../../features/matching/components/candidate-alerts';

/**
 * `/employer/matches` (spec §2 "search alerts" and "candidate matches"): the company's saved
 * candidate searches, each with the candidates who fit, shown as in candidate search. A company
 * that may not see candidates keeps its alerts and is told why there are no matches, as in search.
 */
export function EmployerMatchesPage() {
  const { t } = useTranslation('matching');
  return (
    <>
      <title>{t('employer.documentTitle')}</title>
      <CandidateAlerts
        renderBlocked={(reason) => <Blocked reason={reason} />}
        renderCandidate={(candidate) => (
          <CandidateCard
            candidate={candidate}
            from="search"
            actions={<CandidateActions candidate={candidate} saved={candidate.saved} />}
          />
        )}
      />
    </>
  );
}

/** Not verified, or the trial or plan ended: the same panels as candidate search. */
function Blocked({ reason }: { reason: 'not_verified' | 'plan_inactive' }) {
  const access = useCandidateAccess();
  const canManage = useMe({ enabled: false }).data?.company?.teamRole === 'admin';
  if (reason === 'plan_inactive') return <PlanRequiredPanel canManage={canManage} />;
  if (!access.data) return null;
  return <VerificationRequired access={access.data} />;
}
