import type { ConversationDetail } from '@azubi/shared/messaging/messaging';
import { lazy, Suspense, type ReactNode } from 'react';

// The interviews' code (their list, the forms to schedule, answer and cancel, their validation and
// time zones) loads beside the conversation instead of before it: the messages show first (issue 35).
const ConversationInterviews = lazy(() =>
  import('../features/interviews/components/conversation-interviews').then((module) => ({
    default: module.ConversationInterviews,
  })),
);

/**
 * What the messages pages show under a conversation's header: the interviews between its two
 * sides, and for the company a way to schedule one (issue 16). Features do not import each
 * other's components (ARCHITECTURE.md conventions), so the pages compose messaging and interviews here.
 */
export function renderConversationInterviews(detail: ConversationDetail): ReactNode {
  if (detail.mySide === 'candidate')
    return (
      <Suspense fallback={null}>
        <ConversationInterviews side="candidate" companyId={detail.company.id} />
      </Suspense>
    );
  // A candidate who deleted their account has no interviews left to show or schedule.
  if (detail.candidate.id === null) return null;
  return (
    <Suspense fallback={null}>
      <ConversationInterviews side="company" candidateId={detail.candidate.id} candidateName={detail.candidate.name} />
    </Suspense>
  );
}
