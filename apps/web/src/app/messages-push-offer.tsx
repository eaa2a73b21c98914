import { useConversations } from '../features/messaging/api/get-conversations';
import { PushOffer } from '../features/push/components/push-offer';

/**
 * "Get notified on this device" on the messages pages (issue 32): once the person has a
 * conversation (intent shown), above the list and beside an open conversation. On a phone an open
 * conversation fills the screen and would cover the offer, or the offer its reveal banner
 * (styles/app.css hides it there), so a phone shows it in the conversation list, where most
 * candidates arrive.
 */
export function MessagesPushOffer({ conversationId }: { conversationId: string | undefined }) {
  // The list's own query (the same key as the unfiltered list): no request of its own.
  const conversations = useConversations('');
  const hasConversation = (conversations.data?.items.length ?? 0) > 0;
  return <PushOffer when={Boolean(conversationId) || hasConversation} />;
}
