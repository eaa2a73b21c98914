import type { ConversationDetail, ConversationSummary } from '@azubi/shared/messaging/messaging';

export const CONVERSATION_ID = '20000000-0000-4000-8000-000000000001';
export const CANDIDATE_USER_ID = '40000000-0000-4000-8000-000000000001';

export function summaryFixture(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: CONVERSATION_ID,
    subject: 'Ausbildung Pflegefachfrau 2027',
    company: { id: '50000000-0000-4000-8000-000000000001', name: 'Klinikum Nord', logoUrl: null, verified: true },
    candidate: { id: CANDIDATE_USER_ID, name: 'Amina El Idrissi', photoUrl: null },
    lastMessage: {
      seq: 2,
      preview: 'Thank you, see you then.',
      senderName: 'Amina El Idrissi',
      side: 'candidate',
      byReader: false,
      system: false,
      createdAt: '2026-11-20T09:02:00.000Z',
    },
    lastSeq: 2,
    unreadCount: 0,
    blockedByCandidate: false,
    canWrite: true,
    ...overrides,
  };
}

export function detailFixture(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    ...summaryFixture(),
    mySide: 'candidate',
    otherSeenSeq: null,
    mySeenSeq: 0,
    canBlock: true,
    candidateRevealed: true,
    declined: null,
    ...overrides,
  };
}
