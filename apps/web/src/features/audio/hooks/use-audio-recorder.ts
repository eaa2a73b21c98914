import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_RECORDING_MS, pickAudioMimeType } from '../recorder-rules';

export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'paused' | 'stopped' | 'failed';

export interface Recording {
  blob: Blob;
  url: string;
  /** Seconds actually recorded (pauses left out). */
  seconds: number;
  mimeType: string;
}

const TICK_MS = 200;

/**
 * The browser recorder behind the audio introduction (spec §4): start, pause, resume, stop,
 * re-record; it stops by itself at 2:00. `elapsedMs` counts recorded time only, for the timer.
 */
export function useAudioRecorder() {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const chunks = useRef<Blob[]>([]);
  const recordedBefore = useRef(0);
  const segmentStart = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const measure = () =>
    recordedBefore.current + (segmentStart.current === null ? 0 : Date.now() - segmentStart.current);

  const stopTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  const releaseStream = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  const stop = useCallback(() => {
    const active = recorder.current;
    if (!active || active.state === 'inactive') return;
    recordedBefore.current = Math.min(measure(), MAX_RECORDING_MS);
    segmentStart.current = null;
    setElapsedMs(recordedBefore.current);
    stopTimer();
    active.stop();
  }, []);

  const startTimer = useCallback(() => {
    stopTimer();
    timer.current = setInterval(() => {
      const elapsed = measure();
      if (elapsed >= MAX_RECORDING_MS) {
        stop();
      } else {
        setElapsedMs(elapsed);
      }
    }, TICK_MS);
  }, [stop]);

  const fail = useCallback(() => {
    stopTimer();
    releaseStream();
    recorder.current = null;
    setStatus('failed');
  }, []);

  const discard = useCallback(() => {
    setRecording((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return null;
    });
  }, []);

  const start = useCallback(async () => {
    discard();
    setStatus('requesting');
    chunks.current = [];
    recordedBefore.current = 0;
    segmentStart.current = null;
    setElapsedMs(0);
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new Error('unsupported');
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = pickAudioMimeType((type) => MediaRecorder.isTypeSupported(type));
      const active = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
      recorder.current = active;
      active.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data);
      };
      active.onerror = fail;
      active.onstop = () => {
        releaseStream();
        const type = (active.mimeType || mimeType || 'audio/webm').split(';')[0] ?? 'audio/webm';
        const blob = new Blob(chunks.current, { type });
        setRecording({ blob, url: URL.createObjectURL(blob), seconds: recordedBefore.current / 1000, mimeType: type });
        setStatus('stopped');
      };
      active.start(1000);
      segmentStart.current = Date.now();
      setStatus('recording');
      startTimer();
    } catch {
      fail();
    }
  }, [discard, fail, startTimer]);

  const pause = useCallback(() => {
    const active = recorder.current;
    if (!active || active.state !== 'recording') return;
    active.pause();
    recordedBefore.current = measure();
    segmentStart.current = null;
    setElapsedMs(recordedBefore.current);
    stopTimer();
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    const active = recorder.current;
    if (!active || active.state !== 'paused') return;
    active.resume();
    segmentStart.current = Date.now();
    setStatus('recording');
    startTimer();
  }, [startTimer]);

  /** Throws the recording away and goes back to the start. */
  const reset = useCallback(() => {
    const active = recorder.current;
    if (active) {
      active.ondataavailable = null;
      active.onstop = releaseStream;
      if (active.state !== 'inactive') active.stop();
    }
    stopTimer();
    segmentStart.current = null;
    discard();
    recorder.current = null;
    recordedBefore.current = 0;
    setElapsedMs(0);
    setStatus('idle');
  }, [discard]);

  useEffect(
    () => () => {
      stopTimer();
      const active = recorder.current;
      if (active) {
        active.ondataavailable = null;
        active.onstop = null;
        if (active.state !== 'inactive') active.stop();
      }
      releaseStream();
    },
    [],
  );

  return { status, elapsedMs, recording, start, pause, resume, stop, reset };
}
