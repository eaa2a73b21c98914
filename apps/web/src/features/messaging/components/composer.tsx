import type { Attachment } from '@azubi/shared/messaging/messaging';
import { MESSAGE_ATTACHMENT_TYPES, MESSAGE_MAX_LENGTH } from '@azubi/shared/messaging/messaging-limits';
import { translate } from '../../../i18n/shared-text';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, ImageIcon, LoaderCircle, Paperclip, RotateCw, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useAfterHydration } from '../../../lib/use-after-hydration';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { addMessagesToCache } from '../api/message-cache';
import { sendMessage } from '../api/send-message';
import { uploadAttachment } from '../api/upload-attachment';
import { checkAttachments, formatFileSize } from '../attachment-rules';
import { outbox } from '../outbox';
import { isLive } from '../realtime/messaging-sync';
import { keepSentOriginal } from '../sent-originals';
import { DraftTranslation } from './draft-translation';

type ChosenFile = { key: string; file: File; progress: number; uploaded?: Attachment; failed?: boolean };

export interface ComposerProps {
  conversationId: string;
  meId: string;
  /** Tells the other side "typing…" (throttled by the caller). */
  onTyping?: () => void;
}

/**
 * Writes a message: text (required, line breaks kept) and up to 5 attachments (PDF, JPEG, PNG,
 * WebP, each under 10 MB, checked here with the server's own messages before uploading). Each file
 * shows its upload progress. A failed upload or send keeps the text and the files and offers to
 * try again with the same message id (so the server stores it once). Without a connection the
 * message waits in the outbox and goes out on reconnect.
 */
export function Composer({ conversationId, meId, onTyping }: ComposerProps) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  useTypedBeforeStart(textArea, text, setText);
  // On a page sent rendered, the form cannot send before the app has taken it over (a plain submit
  // would reload the page and drop the text): its buttons wait for it, the text field does not.
  const started = useAfterHydration();
  // The writer's own words while the composer holds their translation (issue 28.9).
  const [original, setOriginal] = useState<string | null>(null);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  // Client ids this composer put in the outbox: "You are offline" shows only while one still waits
  // there, so the note goes as soon as the queue delivers it (not at the next send).
  const [queuedIds, setQueuedIds] = useState<readonly string[]>([]);
  const waiting = useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries).some(
    (entry) => queuedIds.includes(entry.clientId) && !entry.error,
  );
  const notice = waiting ? t('outbox.queued') : undefined;
  const [busy, setBusy] = useState<'uploading' | 'sending' | null>(null);
  const clientId = useRef<string>(crypto.randomUUID());
  const message = (key: string) => translate(locale, key);

  const choose = (list: FileList | null) => {
    if (!list) return;
    const chosen = [...list];
    const { accepted, problem } = checkAttachments(files.length, chosen);
    setFieldError(problem ? message(problem) : undefined);
    setFiles((current) => [
      ...current,
      ...accepted.map((index) => ({ key: crypto.randomUUID(), file: chosen[index] as File, progress: 0 })),
    ]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const reset = () => {
    setText('');
    setOriginal(null);
    setFiles([]);
    setFailure(undefined);
    clientId.current = crypto.randomUUID();
  };

  const submit = async () => {
    if (busy) return;
    if (!text.trim()) {
      setFieldError(message('messaging.bodyRequired'));
      textArea.current?.focus();
      return;
    }
    setFieldError(undefined);
    setFailure(undefined);

    // 1. Uploads (each file once: a retry skips the ones already stored).
    const attachmentIds: string[] = [];
    setBusy('uploading');
    for (const chosen of files) {
      if (chosen.uploaded) {
        attachmentIds.push(chosen.uploaded.id);
        continue;
      }
      try {
        const uploaded = await uploadAttachment(chosen.file, {
          onProgress: (share) =>
            setFiles((current) =>
              current.map((entry) => (entry.key === chosen.key ? { ...entry, progress: share } : entry)),
            ),
        });
        attachmentIds.push(uploaded.id);
        setFiles((current) =>
          current.map((entry) =>
            entry.key === chosen.key ? { ...entry, uploaded, progress: 1, failed: false } : entry,
          ),
        );
      } catch (error) {
        setFiles((current) =>
          current.map((entry) => (entry.key === chosen.key ? { ...entry, failed: true, progress: 0 } : entry)),
        );
        setFailure(explain(error, message('messaging.uploadFailed')));
        setBusy(null);
        return;
      }
    }

    // 2. The message, with the id it keeps for every retry.
    setBusy('sending');
    const input = { clientId: clientId.current, body: text, attachmentIds };
    // The writer's own words stay with them under the sent translation (issue 28.9).
    if (original !== null && original !== text) keepSentOriginal(meId, input.clientId, original);
    try {
      const sent = await sendMessage(conversationId, input);
      addMessagesToCache(queryClient, conversationId, [sent]);
      reset();
    } catch (error) {
      const offline = error instanceof ApiError && error.status === 0 && (!navigator.onLine || !isLive());
      if (offline) {
        outbox.add({ ...input, conversationId, ownerId: meId, createdAt: new Date().toISOString() });
        setQueuedIds((ids) => [...ids, input.clientId]);
        reset();
      } else {
        setFailure(explain(error, message('messaging.sendFailed')));
      }
    } finally {
      setBusy(null);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid gap-2 border-t border-border bg-background p-3 sm:p-4"
    >
      <Label htmlFor={`${id}-text`} className="sr-only">
        {t('composer.label')}
      </Label>
      <Textarea
        ref={textArea}
        id={`${id}-text`}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        placeholder={t('composer.placeholder')}
        aria-invalid={fieldError && !text.trim() ? true : undefined}
        aria-describedby={`${hintId}${fieldError ? ` ${errorId}` : ''}`}
        className="max-h-48 min-h-12 resize-y"
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value) onTyping?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <DraftTranslation
        text={text}
        original={original}
        disabled={busy !== null}
        onTranslated={(translation, own) => {
          setText(translation);
          setOriginal(own);
          textArea.current?.focus();
        }}
        onRestore={() => {
          if (original !== null) setText(original);
          setOriginal(null);
        }}
      />
      {fieldError ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {fieldError}
        </p>
      ) : null}
      {files.length ? (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('composer.files')}>
          {files.map((chosen) => (
            <li
              key={chosen.key}
              className="flex items-center gap-2 rounded-control border border-border bg-muted/40 px-2.5 py-2 text-sm"
            >
              {chosen.file.type === 'application/pdf' ? (
                <FileText className="size-5 shrink-0 text-destructive" aria-hidden="true" />
              ) : (
                <ImageIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              )}
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="truncate font-medium">{chosen.file.name}</span>
                <span className="text-xs text-muted-foreground">
                  {chosen.failed
                    ? t('composer.uploadFailedShort')
                    : chosen.uploaded
                      ? t('composer.uploaded', { size: formatFileSize(chosen.file.size, locale) })
                      : formatFileSize(chosen.file.size, locale)}
                </span>
                {busy === 'uploading' && !chosen.uploaded && !chosen.failed ? (
                  <progress
                    className="h-1.5 w-full accent-primary"
                    max={100}
                    value={Math.round(chosen.progress * 100)}
                    aria-label={t('composer.progress', { name: chosen.file.name })}
                  />
                ) : null}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 pointer-coarse:size-11"
                disabled={busy !== null}
                aria-label={t('composer.remove', { name: chosen.file.name })}
                onClick={() => setFiles((current) => current.filter((entry) => entry.key !== chosen.key))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive"
        >
          <span>{failure}</span>
          <Button type="submit" size="sm" variant="outline" disabled={busy !== null || !started}>
            <RotateCw aria-hidden="true" />
            {t('composer.retry')}
          </Button>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {notice ?? (busy === 'uploading' ? t('composer.uploading') : busy === 'sending' ? t('composer.sending') : '')}
      </p>
      {notice ? <p className="text-sm text-muted-foreground">{notice}</p> : null}
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            accept={MESSAGE_ATTACHMENT_TYPES.join(',')}
            aria-label={t('composer.attach')}
            onChange={(event) => choose(event.target.files)}
          />
          <Button
            variant="ghost"
            size="icon"
            disabled={busy !== null}
            aria-label={t('composer.attach')}
            title={t('composer.attach')}
            onClick={() => fileInput.current?.click()}
          >
            <Paperclip aria-hidden="true" />
          </Button>
          <p id={hintId} className="hidden text-xs text-muted-foreground sm:block">
            {t('composer.hint')}
          </p>
        </div>
        <Button type="submit" disabled={busy !== null || !started}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <SendHorizontal aria-hidden="true" />}
          {busy === 'uploading' ? t('composer.uploading') : t('composer.send')}
        </Button>
      </div>
    </form>
  );
}

/** The server's reason for a refusal it explained (too large, too many, rate limit); otherwise the spec's message. */
function explain(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
