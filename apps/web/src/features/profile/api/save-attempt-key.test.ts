import { describe, expect, it } from 'vitest';
import { saveAttemptKey } from './profile-api';

describe('the client id of a profile save (Idempotency-Key)', () => {
  let n = 0;
  const next = () => `key-${++n}`;

  it('a first save, and any save after a success, gets a new id', () => {
    expect(saveAttemptKey(null, '{"a":1}', next)).toBe('key-1');
    expect(saveAttemptKey({ body: '{"a":1}', key: 'key-1', failed: false }, '{"a":1}', next)).toBe('key-2');
  });

  it('the same values sent again after a failure keep the failed attempt’s id; changed values do not', () => {
    const failed = { body: '{"a":1}', key: 'key-7', failed: true };
    expect(saveAttemptKey(failed, '{"a":1}', next)).toBe('key-7');
    expect(saveAttemptKey(failed, '{"a":2}', next)).not.toBe('key-7');
  });
});
