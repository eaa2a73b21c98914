import { parseBuffer } from 'music-metadata';
import type { DetectedType } from '../../platform/files/receive-upload';
import { readWebmInfo } from './webm-duration';

/** Detected container → the type we store and serve. Browsers record WebM, Ogg, MP4 or MPEG audio. */
const AUDIO_TYPES: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  mp4: 'audio/mp4',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
};

export function acceptAudio(detected: DetectedType): string | null {
  return detected ? (AUDIO_TYPES[detected.ext] ?? null) : null;
}

export type AudioInfo = { durationSeconds: number | null; hasAudio: boolean; hasVideo: boolean };

/**
 * The length of a recording, read by the server from the bytes: the client's own timer is never
 * trusted. WebM from Chrome's MediaRecorder has no duration in its header and unknown-size
 * clusters, so it is measured from its block timestamps (webm-duration.ts); Ogg, MP4 and MPEG
 * go through music-metadata, which reads the last Ogg granule position, the MP4 movie header and
 * the MPEG frames. Null when the length cannot be read: the upload is then refused.
 */
export async function readAudioInfo(bytes: Buffer, mimeType: string): Promise<AudioInfo> {
  if (mimeType === 'audio/webm') return readWebmInfo(bytes);
  try {
    const metadata = await parseBuffer(bytes, { mimeType, size: bytes.length }, { duration: true, skipCovers: true });
    const duration = metadata.format.duration;
    return {
      durationSeconds: typeof duration === 'number' && Number.isFinite(duration) ? duration : null,
      hasAudio: metadata.format.hasAudio ?? true,
      hasVideo: metadata.format.hasVideo ?? false,
    };
  } catch {
    return { durationSeconds: null, hasAudio: false, hasVideo: false };
  }
}
