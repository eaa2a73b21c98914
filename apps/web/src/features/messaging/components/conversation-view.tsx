import { translate } from '../../../i18n/shared-text';
import type { ConversationDetail, Message } from '@azubi/shared/messaging/messaging';
import { ArrowLeft, Ban, BadgeCheck, WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useLocale } from '../../../i18n/use-locale';
import { useQueryClient } from '@tanstack/react-query';
import { useConversation } from '../api/get-conversation';
import { useConversationMessages, useLoadOlderMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useConversationRoom } from '../hooks/use-conversation-room';
import { lastSeq } from '../merge-messages';
import { outbox } from '../outbox';
import { flushOutbox } from '../realtime/messaging-sync';
import { useUsableMark } from '../../../lib/usable-mark';
import { useConnectionState } from '../realtime/live-state';
import { AnonymousContactBanner } from './anonymous-contact-banner';
import { BlockCompanyButton, ReportConversationButton } from './conversation-actions';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { PresenceLine } from './presence-line';

export interface ConversationViewProps {
  conversationId: string;
  meId: string;
  /** The list's address, for the back button on a phone (already in the page's language). */
  backTo: string;
  /** The candidate's profile, for the company side's header (already in the page's language). */
  candidateHref?: (candidateId: string) => string;
  /** Extra actions under each message of the other side (the page adds the translate button). */
  renderText?: (message: Message) => ReactNode;
  /** Under the header: what other features show about the two sides (the page adds the interviews). */
  renderContext?: (detail: ConversationDetail) => ReactNode;
}

/**
 * One conversation: the other side's name with presence or "typing…", the messages, and the
 * composer (or why the reader cannot write). Opening it joins its live room and marks what the
 * reader has seen.
 */
export function ConversationView({
  conversationId,
  meId,
  backTo,
  candidateHref,
  renderText,
  renderContext,
}: ConversationViewProps) {
  const { t } = useTranslation('messages');
  const detail = useConversation(conversationId);
  const messages = useConversationMessages(conversationId);
  useUsableMark(detail.isSuccess && messages.isSuccess);

  if (detail.isPending || messages.isPending)
    return (
      <div className="flex flex-1 flex-col">
        <BackLink to={backTo} />
        <LoadingSpinner text={t('conversation.loading')} className="py-16" />
      </div>
    );
  if (detail.isError || messages.isError) {
    const error = detail.error ?? messages.error;
    return (
      <div className="flex flex-1 flex-col">
        <BackLink to={backTo} />
        <LoadError
          message={error?.message ?? ''}
          retryLabel={t('retry')}
          onRetry={() => {
            void detail.refetch();
            void messages.refetch();
          }}
        />
      </div>
    );
  }
  return (
    <LoadedConversation
      detail={detail.data}
      messages={messages.data.items}
      hasOlder={messages.data.hasOlder}
      meId={meId}
      backTo={backTo}
      candidateHref={candidateHref}
      renderText={renderText}
      renderContext={renderContext}
    />
  );
}

function LoadedConversation({
  detail,
  messages,
  hasOlder,
  meId,
  backTo,
  candidateHref,
  renderText,
  renderContext,
}: {
  detail: ConversationDetail;
  messages: Message[];
  hasOlder: boolean;
  meId: string;
  backTo: string;
  candidateHref?: (candidateId: string) => string;
  renderText?: (message: Message) => ReactNode;
  renderContext?: (detail: ConversationDetail) => ReactNode;
}) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const connection = useConnectionState();
  const loadOlder = useLoadOlderMessages(detail.id);
  const markRead = useMarkRead(detail.id);
  const isCandidate = detail.mySide === 'candidate';
  const otherIds = isCandidate
    ? [
        ...new Set(
          messages
            .filter((message) => message.sender.side === 'company' && message.sender.userId)
            .map((message) => message.sender.userId as string)
            .reverse(),
        ),
      ].slice(0, 5)
    : detail.candidate.id
      ? [detail.candidate.id]
      : [];
  const onTyping = useConversationRoom(detail.id, otherIds);
  const queued = useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries).filter(
    (entry) => entry.conversationId === detail.id && entry.ownerId === meId,
  );

  // What is on screen counts as seen, once the tab is in front.
  const newest = lastSeq(messages);
  const seen = detail.mySeenSeq;
  const { mutate } = markRead;
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState === 'visible' && newest > seen) mutate(newest);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newest, seen, mutate]);

  const name = isCandidate ? detail.company.name : detail.candidate.name;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-start gap-x-2 gap-y-2 border-b border-border p-3 sm:gap-x-3 sm:px-5">
        <BackLink to={backTo} />
        <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
          <h2 className="flex min-w-0 items-center gap-1.5 text-lg leading-tight font-semibold text-brand-950">
            {!isCandidate && candidateHref && detail.candidate.id ? (
              <Link to={candidateHref(detail.candidate.id)} className="truncate underline-offset-4 hover:underline">
                {name}
              </Link>
            ) : (
              <span className="truncate">{name}</span>
            )}
            {isCandidate && detail.company.verified ? (
              <BadgeCheck className="size-5 shrink-0 text-primary" aria-label={t('conversation.verified')} />
            ) : null}
          </h2>
          <p className="truncate text-sm">{detail.subject ?? t('conversation.noSubject')}</p>
          <PresenceLine conversationId={detail.id} userIds={otherIds} />
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          {isCandidate && detail.canBlock ? <BlockCompanyButton conversation={detail} /> : null}
          <ReportConversationButton conversationId={detail.id} />
        </div>
      </header>
      {renderContext?.(detail)}
      <AnonymousContactBanner detail={detail} />
      {connection === 'disconnected' ? (
        <p
          role="status"
          className="flex items-center gap-2 border-b border-border bg-muted px-4 py-2 text-sm text-muted-foreground"
        >
          <WifiOff className="size-4" aria-hidden="true" />
          {t('conversation.reconnecting')}
        </p>
      ) : null}
      <MessageList
        messages={messages}
        detail={detail}
        meId={meId}
        pending={queued}
        hasOlder={hasOlder}
        onLoadOlder={loadOlder}
        renderText={renderText}
        onRetryPending={(clientId) => {
          outbox.update(clientId, { error: undefined });
          void flushOutbox(queryClient, meId);
        }}
        onDiscardPending={(clientId) => outbox.remove(clientId)}
      />
      {detail.canWrite ? (
        <Composer key={detail.id} conversationId={detail.id} meId={meId} onTyping={onTyping} />
      ) : (
        <p
          role="status"
          className="flex items-start gap-2 border-t border-border bg-muted p-4 text-sm font-medium text-foreground"
        >
          <Ban className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          {isCandidate
            ? t('conversation.youBlocked')
            : detail.candidate.id === null
              ? translate(locale, 'messaging.candidateDeletedAccount')
              : detail.declined && !detail.blockedByCandidate
                ? t('anonymous.declinedForCompany', { reason: t(`anonymous.reasons.${detail.declined.reason}`) })
                : translate(locale, 'messaging.blocked')}
        </p>
      )}
    </div>
  );
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('messages');
  return (
    <Link
      to={to}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-foreground hover:bg-muted md:hidden"
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
      <span className="sr-only">{t('conversation.back')}</span>
    </Link>
  );
}
