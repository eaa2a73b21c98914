import type { ConversationDetail } from '@azubi/shared/messaging/messaging';
import type { ReactNode } from 'react';
import { ConversationInterviews } from '../features/interviews/components/conversation-interviews';

/**
 * What the messages pages show under a conversation's header: the interviews between its two
 * sides, and for the company a way to schedule one (issue 16). Features do not import each
 * other's components (ARCHITECTURE.md conventions), so the pages compose messaging and interviews here.
 */
export function renderConversationInterviews(detail: ConversationDetail): ReactNode {
  if (detail.mySide === 'candidate') return <ConversationInterviews side="candidate" companyId={detail.company.id} />;
  // A candidate who deleted their account has no interviews left to show or schedule.
  if (detail.candidate.id === null) return null;
  return (
    <ConversationInterviews side="company" candidateId={detail.candidate.id} candidateName={detail.candidate.name} />
  );
}
