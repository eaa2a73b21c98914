import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_STORAGE_KEY, outbox, type OutboxEntry } from './outbox';

const entry = (clientId: string, conversationId = 'c-1'): OutboxEntry => ({
  clientId,
  conversationId,
  ownerId: 'u-1',
  body: `Text ${clientId}`,
  attachmentIds: [],
  createdAt: '2026-11-20T09:00:00.000Z',
});

afterEach(() => outbox.reset());

describe('outbox', () => {
  it('keeps queued messages in local storage, in order, each client id once', () => {
    outbox.add(entry('a'));
    outbox.add(entry('b'));
    outbox.add(entry('a'));
    expect(outbox.entries().map((queued) => queued.clientId)).toEqual(['a', 'b']);
    outbox.reset();
    // Read back from storage, as after a reload.
    expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    expect(outbox.entries().map((queued) => queued.clientId)).toEqual(['a', 'b']);
  });

  it('removes a sent message, marks a refused one and tells its listeners', () => {
    const listener = vi.fn();
    const unsubscribe = outbox.subscribe(listener);
    outbox.add(entry('a'));
    outbox.add(entry('b'));
    outbox.update('b', { error: 'Conversation not found' });
    outbox.remove('a');
    expect(outbox.entries()).toEqual([{ ...entry('b'), error: 'Conversation not found' }]);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    outbox.remove('b');
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('ignores what is not an entry', () => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([{ clientId: 1 }, entry('ok'), 'x']));
    expect(outbox.entries().map((queued) => queued.clientId)).toEqual(['ok']);
  });
});
