import type { Interview } from '@azubi/shared/interviews/interviews';
import { useHighlightedInterview } from '../hooks/use-highlighted-interview';
import { InterviewCard } from './interview-card';

/** Interviews as cards; the one named by the address's `#<id>` is scrolled to and highlighted. */
export function InterviewList({
  interviews,
  viewerZone,
  headingLevel = 'h2',
}: {
  interviews: readonly Interview[];
  viewerZone: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const highlighted = useHighlightedInterview(interviews.length > 0);
  return (
    <ul className="grid gap-4">
      {interviews.map((interview) => (
        <li key={interview.id}>
          <InterviewCard
            interview={interview}
            viewerZone={viewerZone}
            headingLevel={headingLevel}
            highlighted={highlighted === interview.id}
          />
        </li>
      ))}
    </ul>
  );
}
