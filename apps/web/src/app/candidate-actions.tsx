import { useCandidateLabels } from '../features/candidates/hooks/use-candidate-labels';
import { SaveCandidateButton } from '../features/candidates/components/save-candidate-button';
import { MessageButton } from '../features/messaging/components/message-button';

/**
 * A candidate card's actions on the company's pages (search, matches, saved): write to the
 * candidate and save or unsave them, both named by the candidate's name or, while anonymous, code.
 * Features do not import each other's components, so the pages compose messaging and candidates here.
 */
export function CandidateActions({
  candidate,
  saved,
}: {
  candidate: { id: string; fullName: string | null; code: string };
  saved: boolean;
}) {
  const labels = useCandidateLabels();
  const name = candidate.fullName ?? labels.code(candidate.code);
  return (
    <>
      <MessageButton candidateId={candidate.id} recipient={name} side="company" />
      <SaveCandidateButton candidateId={candidate.id} saved={saved} label={name} />
    </>
  );
}
