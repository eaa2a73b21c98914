import type { PresenceRecord } from '@azubi/shared/messaging/realtime';
import { useSyncExternalStore } from 'react';

/**
 * What the live channel says that lives nowhere else: whether it is connected, who is typing
 * where, and who is online. Small stores the views read with useSyncExternalStore.
 */
function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const connectionStore = createStore<'idle' | 'connected' | 'disconnected'>('idle');

export type Typist = { userId: string; name: string; until: number };
export const typingStore = createStore<Record<string, Typist[]>>({});
/** A typing event counts for this long; the sender repeats it while typing. */
export const TYPING_SHOWN_MS = 5_000;

export function noteTyping(conversationId: string, typist: Omit<Typist, 'until'>, now = Date.now()) {
  const current = (typingStore.get()[conversationId] ?? []).filter((entry) => entry.userId !== typist.userId);
  const until = now + TYPING_SHOWN_MS;
  typingStore.set({ ...typingStore.get(), [conversationId]: [...current, { ...typist, until }] });
  // Gone by itself unless the sender types on (a newer signal moves `until`).
  setTimeout(() => {
    const entry = typingStore.get()[conversationId]?.find((candidate) => candidate.userId === typist.userId);
    if (entry && entry.until === until) clearTyping(conversationId, typist.userId);
  }, TYPING_SHOWN_MS);
}

export function clearTyping(conversationId: string, userId: string) {
  const current = typingStore.get()[conversationId];
  if (!current?.some((entry) => entry.userId === userId)) return;
  typingStore.set({ ...typingStore.get(), [conversationId]: current.filter((entry) => entry.userId !== userId) });
}

export const presenceStore = createStore<Record<string, PresenceRecord>>({});

export function notePresence(records: readonly PresenceRecord[]) {
  if (records.length === 0) return;
  const next = { ...presenceStore.get() };
  for (const record of records) next[record.userId] = record;
  presenceStore.set(next);
}

/** A presence event: online now, or since when offline (the name stays what the record said). */
export function notePresenceChange(userId: string, online: boolean, lastSeenAt: string | null) {
  const known = presenceStore.get()[userId];
  presenceStore.set({
    ...presenceStore.get(),
    [userId]: {
      userId,
      fullName: known?.fullName ?? '',
      avatarUrl: known?.avatarUrl ?? null,
      online,
      onlineAt: online ? (known?.online ? known.onlineAt : new Date().toISOString()) : lastSeenAt,
    },
  });
}

export function useConnectionState() {
  return useSyncExternalStore(connectionStore.subscribe, connectionStore.get, connectionStore.get);
}

export function useTypists(conversationId: string): Typist[] {
  const all = useSyncExternalStore(typingStore.subscribe, typingStore.get, typingStore.get);
  return all[conversationId] ?? [];
}

export function usePresence(): Record<string, PresenceRecord> {
  return useSyncExternalStore(presenceStore.subscribe, presenceStore.get, presenceStore.get);
}
