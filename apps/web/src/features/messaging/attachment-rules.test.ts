import { describe, expect, it } from 'vitest';
import { checkAttachments, formatFileSize } from './attachment-rules';

const MB = 1024 * 1024;
const pdf = (size: number) => ({ size, type: 'application/pdf' });

describe('checkAttachments', () => {
  it('accepts PDF, JPEG, PNG and WebP under 10 MB', () => {
    const files = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'].map((type) => ({ size: MB, type }));
    expect(checkAttachments(0, files)).toEqual({ accepted: [0, 1, 2, 3], problem: null });
  });

  it('refuses 10 MB and more with the server’s message key', () => {
    expect(checkAttachments(0, [pdf(10 * MB - 1), pdf(10 * MB)])).toEqual({
      accepted: [0],
      problem: 'messaging.attachmentTooLarge',
    });
  });

  it('refuses other types', () => {
    expect(
      checkAttachments(0, [
        { size: 10, type: 'image/gif' },
        { size: 10, type: '' },
      ]),
    ).toEqual({
      accepted: [],
      problem: 'messaging.attachmentType',
    });
  });

  it('takes at most 5 per message, counting those already chosen', () => {
    expect(checkAttachments(3, [pdf(1), pdf(1), pdf(1)])).toEqual({
      accepted: [0, 1],
      problem: 'messaging.tooManyAttachments',
    });
  });
});

describe('formatFileSize', () => {
  it('writes sizes in the reader’s language', () => {
    expect(formatFileSize(2.5 * MB, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.5 * MB, 'de')).toBe('2,5 MB');
    expect(formatFileSize(300, 'en')).toBe('1 KB');
  });
});
