import type { ConversationDetail } from '@azubi/shared/messaging/messaging';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { getMessagesAfter, type ConversationMessages } from '../api/get-messages';
import { addMessagesToCache } from '../api/message-cache';
import { messagingKeys } from '@azubi/shared/messaging/messaging-keys';
import { sendMessage } from '../api/send-message';
import { lastSeq } from '../merge-messages';
import { outbox } from '../outbox';
import { clearTyping, connectionStore, notePresenceChange, noteTyping } from './live-state';
import { loadConnection } from './realtime';
import type { SocketConnection } from './socket-connection';

let users = 0;
let stop: (() => void) | null = null;
let flushing: Promise<void> | null = null;

/**
 * Keeps the page's messaging data live while a signed-in view needs it (reference-counted, one
 * per tab): events update the cached conversations; every (re)connect catches up each held
 * conversation after its last seq and sends the offline outbox. Returns the function that ends it.
 */
/**
 * Resolves once the page is on screen and the browser has a quiet moment: in the task after the next
 * frame (what the page renders first is on screen by then, or after 100 ms where no frame comes: a
 * hidden tab, a test's DOM without frames), then at the next idle time, at the latest after 4 s. On a
 * page sent rendered, React is still taking the page over after its first frame; the socket.io client
 * and the event schemas (about 40 KB, a tenth of a second to run on a slow phone) wait for that
 * instead of holding it up (issue 35). Nothing is missed meanwhile: a (re)connect catches up.
 */
function afterFirstRender(): Promise<void> {
  return new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  }).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback !== 'function') return resolve();
        requestIdleCallback(() => resolve(), { timeout: 4000 });
      }),
  );
}

export function startMessagingSync(queryClient: QueryClient, userId: string): () => void {
  users += 1;
  if (users === 1) stop = install(queryClient, userId);
  return () => {
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = null;
    }
  };
}

function install(queryClient: QueryClient, userId: string): () => void {
  let cancelled = false;
  // The browser said it went offline (and not yet back): a socket that never noticed still counts as lost.
  let browserOffline = false;
  const cleanups: (() => void)[] = [];
  // Back online (a phone out of the tunnel): catch up and send the outbox at once, and open a fresh
  // socket, since the old one may not know yet that it lost its connection.
  const onOnline = () => {
    browserOffline = false;
    void catchUp(queryClient, userId, true);
    void loadConnection().then((connection) => connection.refresh());
  };
  const onOffline = () => {
    browserOffline = true;
    connectionStore.set('disconnected');
  };
  // A tab coming back to the front may have slept through events.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void catchUp(queryClient, userId, false);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  cleanups.push(() => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
  });

  // After the first render (the page's data first; the socket.io client is a chunk of its own), and
  // "connecting" until the socket has tried: only a failed or lost connection shows "No connection".
  void afterFirstRender()
    .then(() => (cancelled ? null : loadConnection()))
    .then((connection) => {
      if (cancelled || !connection) return;
      // An 'offline' before the socket was looked at (the first 100 ms) keeps "No connection".
      if (connection.connected && !browserOffline) connectionStore.set('connected');
      cleanups.push(connection.onEvent((event) => handleEvent(queryClient, userId, event)));
      cleanups.push(
        connection.onConnection((connected, reconnect) => {
          if (connected) browserOffline = false;
          connectionStore.set(connected ? 'connected' : 'disconnected');
          if (connected) void catchUp(queryClient, userId, reconnect);
        }),
      );
      // Connected before anyone listened (the header loaded it first): catch up once now.
      if (connection.connected) void catchUp(queryClient, userId, true);
    });
  // Whatever the outbox holds from an earlier visit goes out as soon as possible.
  void flushOutbox(queryClient, userId);

  return () => {
    cancelled = true;
    for (const cleanup of cleanups) cleanup();
    // Nobody follows the socket any more: the next view starts from "not known yet", not from a stale state.
    connectionStore.set('idle');
  };
}

function handleEvent(
  queryClient: QueryClient,
  userId: string,
  event: Parameters<Parameters<SocketConnection['onEvent']>[0]>[0],
) {
  switch (event.type) {
    case 'message.new': {
      addMessagesToCache(queryClient, event.conversationId, [event.message]);
      if (event.message.sender.userId) clearTyping(event.conversationId, event.message.sender.userId);
      break;
    }
    case 'conversation.read': {
      queryClient.setQueryData<ConversationDetail>(messagingKeys.conversation(event.conversationId), (detail) => {
        if (!detail) return detail;
        if (event.side === detail.mySide) return { ...detail, mySeenSeq: Math.max(detail.mySeenSeq, event.seq) };
        return { ...detail, otherSeenSeq: Math.max(detail.otherSeenSeq ?? 0, event.seq) };
      });
      break;
    }
    case 'conversation.updated': {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(event.conversationId) });
      // A reveal changes the candidate's name on their earlier messages too (issue 28.3).
      void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(event.conversationId) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      break;
    }
    case 'typing': {
      if (event.userId !== userId) noteTyping(event.conversationId, { userId: event.userId, name: event.name });
      break;
    }
    case 'presence': {
      notePresenceChange(event.userId, event.online, event.lastSeenAt);
      break;
    }
    case 'unread.changed': {
      queryClient.setQueryData(messagingKeys.unread(), { count: event.count });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      break;
    }
  }
}

/**
 * After a (re)connect: every conversation the page holds asks for the messages after its last seq
 * (merged by id, so none shows twice), then the outbox goes out.
 */
async function catchUp(queryClient: QueryClient, userId: string, reconnect: boolean) {
  const held = queryClient.getQueryCache().findAll({ queryKey: [...messagingKeys.all, 'messages'] });
  await Promise.all(
    held.map(async (query) => {
      const conversationId = query.queryKey[2];
      const data = query.state.data as ConversationMessages | undefined;
      if (typeof conversationId !== 'string' || !data) return;
      try {
        addMessagesToCache(queryClient, conversationId, await getMessagesAfter(conversationId, lastSeq(data.items)));
      } catch {
        // Still no connection: the next connect tries again.
      }
    }),
  );
  if (reconnect) {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    for (const query of queryClient.getQueryCache().findAll({ queryKey: [...messagingKeys.all, 'conversation'] })) {
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
    }
  }
  await flushOutbox(queryClient, userId);
}

/** Sends the queued messages of this account, oldest first, each with the client id it was written with. */
export function flushOutbox(queryClient: QueryClient, userId: string): Promise<void> {
  // One run at a time; `.finally` clears it after the assignment even when the queue was empty.
  flushing ??= sendQueued(queryClient, userId).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendQueued(queryClient: QueryClient, userId: string): Promise<void> {
  for (const entry of outbox.entries()) {
    if (entry.ownerId !== userId || entry.error) continue;
    try {
      const message = await sendMessage(entry.conversationId, {
        clientId: entry.clientId,
        body: entry.body,
        attachmentIds: entry.attachmentIds,
      });
      addMessagesToCache(queryClient, entry.conversationId, [message]);
      outbox.remove(entry.clientId);
    } catch (error) {
      // No connection yet (or busy): stop; the next reconnect or `online` event sends the rest in order.
      if (!(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500) break;
      outbox.update(entry.clientId, { error: error.message });
    }
  }
}

/** Whether the live channel currently has a connection (the outbox decides by it, with navigator.onLine). */
export function isLive(): boolean {
  return connectionStore.get() === 'connected';
}
