import { describe, expect, it } from 'vitest';
import { assessDuration, formatClock, pickAudioMimeType, verdictMessage } from './recorder-rules';

describe('recorder rules', () => {
  it('refuses under 10 s, warns under 30 s, accepts from 30 s', () => {
    expect(assessDuration(0)).toBe('empty');
    expect(assessDuration(9.9)).toBe('tooShort');
    expect(assessDuration(10)).toBe('short');
    expect(assessDuration(29.9)).toBe('short');
    expect(assessDuration(30)).toBe('ok');
    expect(assessDuration(120)).toBe('ok');
    expect(verdictMessage('tooShort')).toBe('audio.tooShort');
    expect(verdictMessage('short')).toBe('audio.shortWarning');
    expect(verdictMessage('empty')).toBe('audio.empty');
    expect(verdictMessage('ok')).toBeNull();
  });

  it('shows time as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9_999)).toBe('0:09');
    expect(formatClock(83_500)).toBe('1:23');
    expect(formatClock(120_000)).toBe('2:00');
  });

  it('records WebM where the browser can, else what it offers', () => {
    expect(pickAudioMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickAudioMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickAudioMimeType(() => false)).toBe('');
  });
});
