import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, localDay, messageTime } from './day-groups';
import { messageFixture } from './testing/message-fixture';

describe('day groups', () => {
  it('groups messages by the reader’s calendar day', () => {
    const messages = [
      messageFixture(1, { createdAt: '2026-11-19T22:30:00.000Z' }),
      messageFixture(2, { createdAt: '2026-11-19T23:30:00.000Z' }),
      messageFixture(3, { createdAt: '2026-11-20T08:00:00.000Z' }),
    ];
    // 23:30 UTC is already the next day in Berlin.
    expect(groupByDay(messages, 'Europe/Berlin').map((group) => [group.day, group.messages.length])).toEqual([
      ['2026-11-19', 1],
      ['2026-11-20', 2],
    ]);
    expect(groupByDay(messages, 'UTC').map((group) => group.messages.length)).toEqual([2, 1]);
  });

  it('names today and yesterday, other days with their date in the reader’s language', () => {
    const now = new Date('2026-11-20T12:00:00.000Z');
    const words = { today: 'Today', yesterday: 'Yesterday' };
    expect(dayLabel('2026-11-20', 'en', words, now, 'UTC')).toBe('Today');
    expect(dayLabel('2026-11-19', 'en', words, now, 'UTC')).toBe('Yesterday');
    expect(dayLabel('2026-11-02', 'en', words, now, 'UTC')).toBe('Monday, 2 November 2026');
    expect(dayLabel('2026-11-02', 'de', words, now, 'UTC')).toBe('Montag, 02.11.2026');
  });

  it('shows times in 24 hours in the reader’s time zone', () => {
    expect(messageTime('2026-11-20T13:05:00.000Z', 'de', 'Europe/Berlin')).toBe('14:05');
    expect(localDay('2026-11-20T23:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-21');
  });
});
