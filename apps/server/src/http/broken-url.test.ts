// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { describe, expect, it } from 'vitest';
import { escapeBrokenPercentEncoding } from './broken-url';

describe('escapeBrokenPercentEncoding', () => {
  it('returns valid addresses unchanged, escapes and query included', () => {
    for (const url of ['/', '/blog/ausbildung-in-deutschland', '/blog/%C3%BCber-uns?q=%E0', '/api/x?y=1%']) {
      expect(escapeBrokenPercentEncoding(url)).toBe(url);
    }
  });

  it('takes a segment that does not decode literally, and only that segment', () => {
    expect(escapeBrokenPercentEncoding('/blog/%E0%A4%A')).toBe('/blog/%25E0%25A4%25A');
    expect(escapeBrokenPercentEncoding('/de/blog/100%')).toBe('/de/blog/100%25');
    expect(escapeBrokenPercentEncoding('/%C3%BC/%ZZ?lng=de')).toBe('/%C3%BC/%25ZZ?lng=de');
    expect(decodeURIComponent(escapeBrokenPercentEncoding('/blog/%E0%A4%A').split('/')[2] ?? '')).toBe('%E0%A4%A');
  });
});
