import type { ConversationDetail, ConversationSide, Message } from '@azubi/shared/messaging/messaging';
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useMessagingRealtime } from '../hooks/use-messaging-realtime';
import { usePhoneChatViewport } from '../hooks/use-phone-chat-viewport';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

export interface MessagesScreenProps {
  side: ConversationSide;
  meId: string;
  /** The list's address in the page's language (`/my-messages`, `/de/employer/messages`). */
  basePath: string;
  conversationId?: string;
  candidateHref?: (candidateId: string) => string;
  renderText?: (message: Message) => ReactNode;
  /** Under the open conversation's header: what other features show about the two sides (interviews). */
  renderContext?: (detail: ConversationDetail) => ReactNode;
}

/**
 * The messages area: the conversation list beside the open conversation on wider screens; on a
 * phone two screens, the list or the conversation (with a back button).
 */
export function MessagesScreen({
  side,
  meId,
  basePath,
  conversationId,
  candidateHref,
  renderText,
  renderContext,
}: MessagesScreenProps) {
  const { t } = useTranslation('messages');
  useMessagingRealtime(meId);
  usePhoneChatViewport(Boolean(conversationId));
  return (
    <div className="phone-chat-screen grid h-[calc(100dvh-13rem)] min-h-[30rem] min-w-0 grid-cols-[minmax(0,1fr)] overflow-hidden rounded-card border border-border bg-background shadow-sm md:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]">
      <ConversationList
        side={side}
        basePath={basePath}
        activeId={conversationId}
        className={cn('min-h-0 md:border-r md:border-border', conversationId && 'max-md:hidden')}
      />
      <div className={cn('flex min-h-0 min-w-0 flex-col bg-muted/30', !conversationId && 'max-md:hidden')}>
        {conversationId ? (
          <ConversationView
            key={conversationId}
            conversationId={conversationId}
            meId={meId}
            backTo={basePath}
            candidateHref={candidateHref}
            renderText={renderText}
            renderContext={renderContext}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground">
            <MessagesSquare className="size-10" aria-hidden="true" />
            <p>{t('conversation.choose')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
