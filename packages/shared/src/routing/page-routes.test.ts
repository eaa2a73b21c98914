import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './page-routes';

describe('page routes', () => {
  it('know the home page with or without a trailing slash and nothing else', () => {
    expect(isKnownPagePath('/')).toBe(true);
    expect(isKnownPagePath('/does-not-exist')).toBe(false);
    expect(isKnownPagePath('/index.html')).toBe(false);
  });
});
