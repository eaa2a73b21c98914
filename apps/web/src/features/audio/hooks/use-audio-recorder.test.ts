import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMediaRecorder, installFakeMedia } from '../testing/fake-media';
import { useAudioRecorder } from './use-audio-recorder';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useAudioRecorder', () => {
  it('stops by itself at 2:00', async () => {
    const media = installFakeMedia();
    const { result } = renderHook(() => useAudioRecorder());
    await act(() => result.current.start());
    expect(result.current.status).toBe('recording');
    act(() => media.advance(125_000));
    await waitFor(() => expect(result.current.status).toBe('stopped'));
    expect(result.current.recording?.seconds).toBe(120);
    expect(result.current.elapsedMs).toBe(120_000);
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
    expect(media.stopTrack).toHaveBeenCalled();
  });

  it('does not count paused time', async () => {
    const media = installFakeMedia();
    const { result } = renderHook(() => useAudioRecorder());
    await act(() => result.current.start());
    act(() => media.advance(5_000));
    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    act(() => media.advance(60_000));
    act(() => result.current.resume());
    act(() => media.advance(6_000));
    act(() => result.current.stop());
    await waitFor(() => expect(result.current.status).toBe('stopped'));
    expect(result.current.recording?.seconds).toBe(11);
    expect(result.current.recording?.mimeType).toBe('audio/webm');
  });

  it('starts over on re-record, throwing the recording away', async () => {
    const media = installFakeMedia();
    const { result } = renderHook(() => useAudioRecorder());
    await act(() => result.current.start());
    act(() => media.advance(12_000));
    act(() => result.current.stop());
    await waitFor(() => expect(result.current.recording).not.toBeNull());
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', recording: null, elapsedMs: 0 });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording');
  });

  it('fails when the microphone is refused', async () => {
    installFakeMedia({ refuse: true });
    const { result } = renderHook(() => useAudioRecorder());
    await act(() => result.current.start());
    expect(result.current.status).toBe('failed');
  });
});
