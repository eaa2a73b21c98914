import type { ConversationDetail, Message } from '@azubi/shared/messaging/messaging';
import { CheckCheck, Clock, TriangleAlert } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { dayLabel, groupByDay, messageTime } from '../day-groups';
import type { OutboxEntry } from '../outbox';
import { AttachmentView } from './attachment-view';
import { sentOriginalOf } from '../sent-originals';
import { MessageText } from './message-text';

export interface MessageListProps {
  messages: readonly Message[];
  detail: Pick<ConversationDetail, 'mySide' | 'otherSeenSeq'>;
  meId: string;
  /** Messages written offline, waiting to go out (shown after the sent ones). */
  pending?: readonly OutboxEntry[];
  onRetryPending?: (clientId: string) => void;
  onDiscardPending?: (clientId: string) => void;
  /**
   * Renders the text of a message of the other side in place of the plain one (the page adds the
   * translation feature's toggle this way); `MessageText` is the default.
   */
  renderText?: (message: Message) => ReactNode;
  hasOlder?: boolean;
  onLoadOlder?: () => Promise<void>;
  /** Default: the account's zone (useAccountTimeZone). */
  timeZone?: string;
}

/**
 * A conversation's messages by day, each with its writer (where more than one person writes on a
 * side), its time in the reader's language and, for the reader's own side, whether the other side
 * has seen it. New messages of the other side are read out politely by screen readers.
 */
export function MessageList({
  messages,
  detail,
  meId,
  pending = [],
  onRetryPending,
  onDiscardPending,
  renderText,
  hasOlder,
  onLoadOlder,
  timeZone: givenZone,
}: MessageListProps) {
  const { t } = useTranslation('messages');
  // One zone per person: the account's (the device's when signed out), as the interviews beside it.
  const accountZone = useAccountTimeZone();
  const timeZone = givenZone ?? accountZone;
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const announcement = useAnnouncement(messages, detail.mySide);
  const groups = groupByDay(messages, timeZone);
  const mine = (message: Message) => message.sender.side === detail.mySide;
  // The last of the reader's side's messages the other side has seen carries the "Seen" mark.
  const seenSeq = detail.otherSeenSeq;
  const lastSeenMine =
    seenSeq === null ? undefined : messages.filter((message) => mine(message) && message.seq <= seenSeq).at(-1)?.id;
  const lastMine = messages.filter(mine).at(-1)?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending.length]);
  // Content that grows after the first paint (images, the translate buttons) keeps the newest in view.
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <div
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
        }}
        // A region of its own, reachable by Tab, so the keyboard can scroll through the messages.
        role="region"
        aria-label={t('conversation.messagesLabel')}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:-outline-offset-2 sm:px-5"
      >
        <div ref={content}>
          {hasOlder && onLoadOlder ? (
            <div className="mb-3 flex justify-center">
              <Button
                variant="outline"
                size="sm"
                disabled={loadingOlder}
                onClick={() => {
                  stickToBottom.current = false;
                  setLoadingOlder(true);
                  void onLoadOlder().finally(() => setLoadingOlder(false));
                }}
              >
                {t('list.older')}
              </Button>
            </div>
          ) : null}
          {messages.length === 0 && pending.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">{t('conversation.empty')}</p>
          ) : null}
          {groups.map((group) => (
            // Times and days as the server wrote them may differ from the browser's by its time zone
            // data (Morocco's, for one): React keeps the server's words there (`suppressHydrationWarning`).
            <section
              key={group.day}
              aria-label={dayLabel(group.day, locale, dayWords(t), new Date(), timeZone)}
              suppressHydrationWarning
            >
              <div
                className="my-3 flex items-center gap-3 text-xs font-semibold text-muted-foreground"
                aria-hidden="true"
                suppressHydrationWarning
              >
                <span className="h-px flex-1 bg-border" />
                {dayLabel(group.day, locale, dayWords(t), new Date(), timeZone)}
                <span className="h-px flex-1 bg-border" />
              </div>
              <ol className="grid gap-2">
                {group.messages.map((message, index) => {
                  const own = mine(message);
                  const previous = group.messages[index - 1];
                  const showName =
                    !previous || previous.sender.userId !== message.sender.userId || previous.system !== message.system;
                  const byMe = message.sender.userId === meId;
                  // A line the platform wrote (a placement step) is the platform's, not the person's.
                  const author = message.system ? t('message.system') : byMe ? t('message.you') : message.sender.name;
                  return (
                    <li key={message.id} className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
                      <div
                        className={cn(
                          'grid max-w-[85%] gap-2 rounded-card px-3.5 py-2.5 shadow-sm sm:max-w-[75%]',
                          own ? 'bg-primary text-primary-foreground' : 'border border-border bg-background',
                        )}
                      >
                        {showName ? (
                          <p className={cn('text-xs font-semibold', own ? 'text-primary-foreground' : 'text-primary')}>
                            {author}
                          </p>
                        ) : (
                          <span className="sr-only">{author}</span>
                        )}
                        {message.body ? (
                          !own && renderText ? (
                            renderText(message)
                          ) : (
                            <MessageText text={message.body} />
                          )
                        ) : null}
                        {byMe ? <SentOriginal ownerId={meId} clientId={message.clientId} /> : null}
                        {message.attachments.length ? (
                          <ul className="grid gap-2" aria-label={t('attachment.listLabel')}>
                            {message.attachments.map((attachment) => (
                              <li key={attachment.id}>
                                <AttachmentView attachment={attachment} />
                              </li>
                            ))}
                          </ul>
                        ) : null}
                        <p
                          className={cn(
                            'flex items-center justify-end gap-1 text-xs',
                            own ? 'text-primary-foreground/85' : 'text-muted-foreground',
                          )}
                        >
                          <time dateTime={message.createdAt} suppressHydrationWarning>
                            {messageTime(message.createdAt, locale, timeZone)}
                          </time>
                          {own && message.id === lastSeenMine ? (
                            <span className="inline-flex items-center gap-0.5 font-semibold">
                              <CheckCheck className="size-3.5" aria-hidden="true" />
                              {t('message.seen')}
                            </span>
                          ) : own && message.id === lastMine ? (
                            <span>· {t('message.sent')}</span>
                          ) : null}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
          {pending.length ? (
            <ol className="mt-2 grid gap-2" aria-label={t('outbox.label')}>
              {pending.map((entry) => (
                <li key={entry.clientId} className="flex flex-col items-end">
                  <div className="grid max-w-[85%] gap-2 rounded-card border border-dashed border-primary bg-secondary px-3.5 py-2.5 sm:max-w-[75%]">
                    <MessageText text={entry.body} />
                    {entry.error ? (
                      <div className="grid gap-2">
                        <p className="flex items-start gap-1.5 text-sm font-medium text-destructive">
                          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                          {entry.error}
                        </p>
                        <div className="flex flex-wrap justify-end gap-2">
                          <Button size="sm" variant="outline" onClick={() => onDiscardPending?.(entry.clientId)}>
                            {t('outbox.discard')}
                          </Button>
                          <Button size="sm" onClick={() => onRetryPending?.(entry.clientId)}>
                            {t('composer.retry')}
                          </Button>
                        </div>
                      </div>
                    ) : (
                      <p className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
                        <Clock className="size-3.5" aria-hidden="true" />
                        {t('outbox.waiting')}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      </div>
    </>
  );
}

function dayWords(t: (key: 'day.today' | 'day.yesterday') => string) {
  return { today: t('day.today'), yesterday: t('day.yesterday') };
}

/** The sentence a screen reader reads when the other side's message arrives (not for the first load). */
function useAnnouncement(messages: readonly Message[], mySide: Message['sender']['side']): string {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const newest = useRef<number | null>(null);
  useEffect(() => {
    const last = messages.at(-1);
    const previous = newest.current;
    newest.current = last?.seq ?? 0;
    if (previous === null || !last || last.seq <= previous) return;
    const arrived = messages.filter((message) => message.seq > previous && message.sender.side !== mySide);
    const latest = arrived.at(-1);
    if (!latest) return;
    setText(
      t('conversation.announce', {
        name: latest.sender.name,
        text: latest.body.length > 140 ? `${latest.body.slice(0, 140)}…` : latest.body,
      }),
    );
  }, [messages, mySide, t]);
  return text;
}

/** "Your original" under a message the reader sent as a translation of their own words (issue 28.9). */
function SentOriginal({ ownerId, clientId }: { ownerId: string; clientId: string }) {
  const { t } = useTranslation('messages');
  const original = sentOriginalOf(ownerId, clientId);
  if (original === null) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-primary-foreground underline-offset-4 hover:underline">
        {t('composer.draftTranslation.original')}
      </summary>
      <p className="mt-1 break-words whitespace-pre-line text-primary-foreground/90">{original}</p>
    </details>
  );
}
