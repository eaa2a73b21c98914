import { describe, expect, it } from 'vitest';
import { lastSeq, mergeMessages } from './merge-messages';
import { messageFixture } from './testing/message-fixture';

describe('mergeMessages', () => {
  it('adds new messages in seq order, each once', () => {
    const merged = mergeMessages([messageFixture(1), messageFixture(3)], [messageFixture(4), messageFixture(2)]);
    expect(merged.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    // A catch-up that overlaps the live events adds nothing twice.
    expect(mergeMessages(merged, [messageFixture(3), messageFixture(4), messageFixture(5)]).map((m) => m.seq)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('recognises a resent message by its client id', () => {
    const first = messageFixture(1);
    const resent = { ...messageFixture(2), clientId: first.clientId };
    expect(mergeMessages([first], [resent])).toHaveLength(1);
  });

  it('returns the same array when nothing is new', () => {
    const current = [messageFixture(1)];
    expect(mergeMessages(current, [messageFixture(1)])).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('knows where catch-up continues', () => {
    expect(lastSeq([])).toBe(0);
    expect(lastSeq([messageFixture(7), messageFixture(3)])).toBe(7);
  });
});
