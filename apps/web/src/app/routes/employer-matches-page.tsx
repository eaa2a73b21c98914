import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account/use-me';
import { PlanRequiredPanel } from '../../features/billing';
import { useCandidateAccess } from '../../features/candidates/api/get-candidate-access';
import { CandidateCard } from '../../features/candidates/components/candidate-card';
import { SaveCandidateButton } from '../../features/candidates/components/save-candidate-button';
import { VerificationRequired } from '../../features/candidates/components/verification-required';
import { useCandidateLabels } from '../../features/candidates/hooks/use-candidate-labels';
import { CandidateAlerts } from '../../features/matching/components/candidate-alerts';
import { MessageButton } from '../../features/messaging/components/message-button';

/**
 * `/employer/matches` (spec §2 "search alerts" and "candidate matches"): the company's saved
 * candidate searches, each with the candidates who fit, shown as in candidate search. A company
 * that may not see candidates keeps its alerts and is told why there are no matches, as in search.
 */
export function EmployerMatchesPage() {
  const { t } = useTranslation('matching');
  const labels = useCandidateLabels();
  return (
    <>
      <title>{t('employer.documentTitle')}</title>
      <CandidateAlerts
        renderBlocked={(reason) => <Blocked reason={reason} />}
        renderCandidate={(candidate) => (
          <CandidateCard
            candidate={candidate}
            from="search"
            actions={
              <>
                <MessageButton
                  candidateId={candidate.id}
                  recipient={candidate.fullName ?? labels.code(candidate.code)}
                  side="company"
                />
                <SaveCandidateButton
                  candidateId={candidate.id}
                  saved={candidate.saved}
                  label={candidate.fullName ?? labels.code(candidate.code)}
                />
              </>
            }
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
