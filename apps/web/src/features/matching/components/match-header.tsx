import type { MatchExplanationPart } from '@azubi/shared/matching/matching';
import { MatchScore } from './match-score';
import { NewMatchBadge } from './new-match-badge';

/** What a match adds above its listing or candidate card: "New" and the score with its explanation. */
export function MatchHeader({
  isNew,
  score,
  explanation,
}: {
  isNew: boolean;
  score: number;
  explanation: readonly MatchExplanationPart[];
}) {
  return (
    <div className="relative flex flex-wrap items-center gap-2">
      {isNew ? <NewMatchBadge /> : null}
      <MatchScore score={score} explanation={explanation} />
    </div>
  );
}
