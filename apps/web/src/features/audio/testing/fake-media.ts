import { vi } from 'vitest';

/** The browser's MediaRecorder as far as the recorder uses it; `instances` holds each one made. */
export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array(2048)], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

/**
 * A microphone that answers (or refuses) and a clock the test moves: `advance(ms)` adds recorded
 * time; the recorder's own 200 ms tick, in real time, then shows it.
 */
export function installFakeMedia({ refuse = false }: { refuse?: boolean } = {}) {
  FakeMediaRecorder.instances = [];
  let now = 1_700_000_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  const stopTrack = vi.fn();
  const getUserMedia = vi.fn(async () => {
    if (refuse) throw new DOMException('Permission denied', 'NotAllowedError');
    return { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;
  });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  return {
    advance: (ms: number) => {
      now += ms;
    },
    getUserMedia,
    stopTrack,
  };
}
