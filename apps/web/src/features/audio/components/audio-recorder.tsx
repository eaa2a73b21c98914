import { formatDate } from '@azubi/shared/dates/format-date';
import { AUDIO_MAX_BYTES, AUDIO_MIME_TYPES } from '@azubi/shared/audio/audio';
import type { CandidateProfile } from '@azubi/shared/profile/profile';
import {
  CircleAlert,
  LoaderCircle,
  Mic,
  Pause,
  Play,
  RotateCcw,
  Square,
  Trash2,
  FileAudio,
  TriangleAlert,
  Upload,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useDeleteAudio, useUploadAudio } from '../api/audio-api';
import { useAudioRecorder } from '../hooks/use-audio-recorder';
import { assessDuration, formatClock, MAX_RECORDING_MS, verdictMessage } from '../recorder-rules';
import { AudioPlayer } from './audio-player';

/** A voice note chosen from the device; its length is known once the browser has read it. */
type PickedNote = { blob: Blob; url: string; seconds: number | null };

/**
 * The audio self-introduction (spec §2, §4, §5, §8): the saved recording with a player, and the
 * recorder: start, pause, resume, stop (by itself at 2:00), preview, re-record, and upload with
 * consent. Under 10 s cannot be uploaded; under 30 s shows a warning.
 */
export function AudioIntroduction({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profileEditor');
  const text = useSharedMessage();
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const recorder = useAudioRecorder();
  const upload = useUploadAudio();
  const remove = useDeleteAudio();
  const consentId = useId();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const saved = profile.audio;
  const { status, elapsedMs } = recorder;
  // A voice note chosen from the device (issue 28): the same preview, consent and upload as a
  // recording; the server checks it by its bytes (type, length, size) like any recording.
  const [picked, setPicked] = useState<PickedNote | null>(null);
  const pickId = useId();
  const recording = status === 'stopped' && recorder.recording ? recorder.recording : picked;
  const verdict = recording && recording.seconds !== null ? assessDuration(recording.seconds) : null;
  const verdictKey = verdict ? verdictMessage(verdict) : null;
  const blocked = verdict === 'empty' || verdict === 'tooShort' || (recording?.blob.size ?? 0) === 0;
  const tooLarge = (recording?.blob.size ?? 0) > AUDIO_MAX_BYTES;
  const live = status === 'recording' || status === 'paused';
  const discardPicked = () =>
    setPicked((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return null;
    });
  const pick = (file: File | undefined) => {
    discardPicked();
    if (!file) return;
    recorder.reset();
    const url = URL.createObjectURL(file);
    setPicked({ blob: file, url, seconds: null });
    // The length as the browser reads it, for the advice before uploading; the server decides.
    const probe = new Audio();
    probe.preload = 'metadata';
    probe.onloadedmetadata = () => {
      const seconds = Number.isFinite(probe.duration) ? probe.duration : null;
      setPicked((current) => (current && current.url === url ? { ...current, seconds } : current));
    };
    probe.src = url;
  };
  // After an upload the preview closes and the page below would move up under the reader: the
  // saved recording takes the focus and stays in view instead (issue 28).
  const savedRef = useRef<HTMLDivElement>(null);
  const justSaved = useRef(false);
  useEffect(() => {
    if (!justSaved.current || !saved) return;
    justSaved.current = false;
    const node = savedRef.current;
    node?.focus({ preventScroll: true });
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [saved]);

  const send = () => {
    if (!recording || blocked) return;
    if (!consent) {
      setConsentError(true);
      document.getElementById(consentId)?.focus();
      return;
    }
    setUploadError(undefined);
    upload.mutate(
      { blob: recording.blob, consent },
      {
        onSuccess: () => {
          // Confirms what happened; the under-30-seconds advice was shown before the upload.
          toast({ title: t('audio.savedToast'), variant: 'success' });
          recorder.reset();
          discardPicked();
          justSaved.current = true;
          setConsent(false);
        },
        onError: (error) => {
          const message =
            error instanceof ApiError && error.status !== 0
              ? (Object.values(error.fields ?? {})[0] ?? error.message)
              : (text('files.uploadFailed') ?? '');
          setUploadError(message);
        },
      },
    );
  };

  const expires = saved ? formatDate(saved.expiresAt, locale, { timeZone }) : null;

  return (
    <div className="grid gap-5">
      {saved ? (
        <div
          ref={savedRef}
          tabIndex={-1}
          className="grid scroll-mt-24 gap-3 rounded-control border border-border p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <p className="font-medium">{t('audio.saved', { duration: formatClock(saved.durationSeconds * 1000) })}</p>
          <AudioPlayer src={saved.url} label={t('audio.savedPlayer')} />
          <p className="text-sm text-muted-foreground">{t('audio.expires', { date: expires })}</p>
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
                onError: (error) => toast({ title: error.message, variant: 'destructive' }),
              })
            }
          >
            <Trash2 aria-hidden="true" />
            {t('audio.delete')}
          </Button>
        </div>
      ) : null}

      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('audio.tips')}</p>
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <p className="flex items-center gap-2 font-medium">
              {status === 'recording' ? (
                <span className="size-3 animate-pulse rounded-full bg-destructive" aria-hidden="true" />
              ) : null}
              {t(`audio.status.${status}`)}
            </p>
            <p className="font-mono text-lg tabular-nums" role="timer" aria-label={t('audio.timerLabel')}>
              {formatClock(elapsedMs)} / {formatClock(MAX_RECORDING_MS)}
            </p>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t('audio.timerLabel')}
            aria-valuemin={0}
            aria-valuemax={120}
            aria-valuenow={Math.floor(elapsedMs / 1000)}
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${(elapsedMs / MAX_RECORDING_MS) * 100}%` }}
            />
          </div>
        </div>

        <div className="flex flex-wrap gap-3">
          {status === 'idle' || status === 'failed' || status === 'requesting' ? (
            <Button onClick={() => void recorder.start()} disabled={status === 'requesting'}>
              <Mic aria-hidden="true" />
              {saved ? t('audio.recordNew') : t('audio.start')}
            </Button>
          ) : null}
          {status === 'recording' ? (
            <Button variant="outline" onClick={recorder.pause}>
              <Pause aria-hidden="true" />
              {t('audio.pause')}
            </Button>
          ) : null}
          {status === 'paused' ? (
            <Button variant="outline" onClick={recorder.resume}>
              <Play aria-hidden="true" />
              {t('audio.resume')}
            </Button>
          ) : null}
          {live ? (
            <Button variant="destructive" onClick={recorder.stop}>
              <Square aria-hidden="true" />
              {t('audio.stop')}
            </Button>
          ) : null}
          {!live && status !== 'requesting' ? (
            <>
              <input
                id={pickId}
                type="file"
                accept={[...AUDIO_MIME_TYPES, '.webm', '.ogg', '.opus', '.m4a', '.mp3'].join(',')}
                className="peer sr-only"
                disabled={upload.isPending}
                onChange={(event) => {
                  pick(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <label
                htmlFor={pickId}
                className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-control border border-input bg-background px-4 text-sm font-semibold hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
              >
                <FileAudio className="size-4" aria-hidden="true" />
                {picked ? t('audio.pickAnother') : t('audio.pick')}
              </label>
            </>
          ) : null}
          {status === 'stopped' || picked ? (
            <Button
              variant="outline"
              onClick={() => {
                recorder.reset();
                discardPicked();
              }}
              disabled={upload.isPending}
            >
              <RotateCcw aria-hidden="true" />
              {/* A chosen file was not recorded: "Record again" would say what did not happen. */}
              {picked ? t('audio.discardPicked') : t('audio.rerecord')}
            </Button>
          ) : null}
        </div>
        <FormAlert message={status === 'failed' ? text('audio.recordFailed') : undefined} />

        {recording ? (
          <div className="grid gap-4 rounded-control border border-border p-3">
            <p className="font-medium">
              {recording.seconds !== null
                ? t('audio.preview', { duration: formatClock(recording.seconds * 1000) })
                : t('audio.previewPicked')}
            </p>
            <AudioPlayer
              src={recording.url}
              label={picked ? t('audio.previewPickedPlayer') : t('audio.previewPlayer')}
              errorKey="audio.previewFailed"
            />
            {verdictKey ? (
              <p
                role={blocked ? 'alert' : 'status'}
                className={
                  blocked
                    ? 'flex items-start gap-2 text-sm font-medium text-destructive'
                    : 'flex items-start gap-2 rounded-control bg-amber-50 px-3 py-2 text-sm text-amber-900'
                }
              >
                {blocked ? (
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                )}
                {text(verdictKey)}
              </p>
            ) : null}
            {tooLarge ? <FormAlert message={text('audio.tooLarge')} /> : null}
            {!blocked ? (
              <div className="grid gap-1.5">
                <label htmlFor={consentId} className="flex cursor-pointer items-start gap-3">
                  <input
                    id={consentId}
                    type="checkbox"
                    checked={consent}
                    aria-invalid={consentError && !consent ? true : undefined}
                    aria-describedby={consentError && !consent ? `${consentId}-error` : undefined}
                    onChange={(event) => {
                      setConsent(event.target.checked);
                      if (event.target.checked) setConsentError(false);
                    }}
                    className="mt-0.5 size-5 shrink-0 accent-primary"
                  />
                  <span>{t('audio.consent')}</span>
                </label>
                {consentError && !consent ? (
                  <p
                    id={`${consentId}-error`}
                    className="flex items-start gap-1.5 text-sm font-medium text-destructive"
                  >
                    <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    {text('audio.consentRequired')}
                  </p>
                ) : null}
              </div>
            ) : null}
            <FormAlert message={uploadError} />
            <Button onClick={send} disabled={blocked || tooLarge || upload.isPending} className="justify-self-start">
              {upload.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {upload.isPending ? t('audio.uploading') : picked ? t('audio.uploadPicked') : t('audio.upload')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
