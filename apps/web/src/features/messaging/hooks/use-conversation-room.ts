import { useEffect, useRef } from 'react';
import { notePresence } from '../realtime/live-state';
import { loadConnection } from '../realtime/realtime';

/**
 * Joins the open conversation's room (its typing and read events) while it is shown, and asks
 * who of `presenceIds` is online. Returns a function to tell the other side "typing", at most
 * every few seconds.
 */
export function useConversationRoom(conversationId: string, presenceIds: readonly string[]) {
  const lastTyping = useRef(0);
  const idsKey = presenceIds.join(',');

  useEffect(() => {
    let leave: (() => void) | undefined;
    let cancelled = false;
    void loadConnection().then((connection) => {
      if (cancelled) return;
      leave = connection.join(conversationId);
    });
    return () => {
      cancelled = true;
      leave?.();
    };
  }, [conversationId]);

  useEffect(() => {
    const ids = idsKey ? idsKey.split(',') : [];
    if (ids.length === 0) return;
    let cancelled = false;
    const ask = () =>
      void loadConnection()
        .then((connection) => connection.presence(ids))
        .then((records) => {
          if (!cancelled) notePresence(records);
        });
    ask();
    // Asked again after a reconnect, and now and then for "last seen".
    const timer = window.setInterval(ask, 60_000);
    let off: (() => void) | undefined;
    void loadConnection().then((connection) => {
      if (cancelled) return;
      off = connection.onConnection((connected) => {
        if (connected) ask();
      });
    });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      off?.();
    };
  }, [idsKey]);

  return () => {
    const now = Date.now();
    if (now - lastTyping.current < 3_000) return;
    lastTyping.current = now;
    void loadConnection().then((connection) => connection.typing(conversationId));
  };
}
