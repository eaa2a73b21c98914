import { AUDIO_MAX_SECONDS, AUDIO_MIN_SECONDS, AUDIO_WARN_SECONDS } from '@azubi/shared/audio/audio';

export type DurationVerdict = 'empty' | 'tooShort' | 'short' | 'ok';

/**
 * What a finished recording of `seconds` may do (docs/decisions/README.md): under 10 s it is refused, under
 * 30 s it may be uploaded with a warning; the recorder itself stops at 2:00.
 */
export function assessDuration(seconds: number): DurationVerdict {
  if (!(seconds > 0)) return 'empty';
  if (seconds < AUDIO_MIN_SECONDS) return 'tooShort';
  if (seconds < AUDIO_WARN_SECONDS) return 'short';
  return 'ok';
}

/** The shared message key for a verdict, or null when there is nothing to say. */
export function verdictMessage(verdict: DurationVerdict): string | null {
  switch (verdict) {
    case 'empty':
      return 'audio.empty';
    case 'tooShort':
      return 'audio.tooShort';
    case 'short':
      return 'audio.shortWarning';
    default:
      return null;
  }
}

export const MAX_RECORDING_MS = AUDIO_MAX_SECONDS * 1000;

/** 83 500 ms → "1:23". */
export function formatClock(milliseconds: number): string {
  const total = Math.floor(Math.max(0, milliseconds) / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The first container this browser's MediaRecorder can write, or '' for its default. */
export function pickAudioMimeType(isSupported: (type: string) => boolean): string {
  const candidates = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return candidates.find((type) => isSupported(type)) ?? '';
}
