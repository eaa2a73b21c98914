import { describe, expect, it } from 'vitest';
import { calledNameOf, givenNameOf } from './called-name';

describe('givenNameOf: the prefill of the name a person is called by (issue 28)', () => {
  it('takes the first word where names start with the given name', () => {
    expect(givenNameOf('Amina Yusuf Bello', 'NG')).toBe('Amina');
    expect(givenNameOf('Priya Sharma', 'IN')).toBe('Priya');
    expect(givenNameOf('Nguyễn Văn An', null)).toBe('Nguyễn');
  });

  it('takes the given name where the family name comes first', () => {
    expect(givenNameOf('Nguyễn Văn An', 'VN')).toBe('An');
    expect(givenNameOf('  Trần   Thị  Mai ', 'vn')).toBe('Mai');
    expect(givenNameOf('Wang Xiaoming', 'CN')).toBe('Xiaoming');
    expect(givenNameOf('Kim Min-jun', 'KR')).toBe('Min-jun');
    expect(givenNameOf('Nagy Péter', 'HU')).toBe('Péter');
  });

  it('keeps a single word as it is', () => {
    expect(givenNameOf('Nguyễn', 'VN')).toBe('Nguyễn');
  });

  it('leaves a chosen name to calledNameOf', () => {
    expect(calledNameOf('Nguyễn Văn An', 'An')).toBe('An');
    expect(calledNameOf('Nguyễn Văn An', null)).toBe('Nguyễn');
  });
});
