import type { Message } from '@azubi/shared/messaging/messaging';

/** A message of the seeded test conversation; `seq` sets its ids and its minute. */
export function messageFixture(seq: number, overrides: Partial<Message> = {}): Message {
  const hex = seq.toString(16).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${hex}`,
    clientId: `10000000-0000-4000-8000-${hex}`,
    conversationId: '20000000-0000-4000-8000-000000000001',
    seq,
    sender: { userId: '30000000-0000-4000-8000-000000000001', name: 'Jana Weber', side: 'company' },
    body: `Message ${seq}`,
    attachments: [],
    system: false,
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, seq)).toISOString(),
    ...overrides,
  };
}
