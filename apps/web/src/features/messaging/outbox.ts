/**
 * Messages written while offline, waiting to go out. Kept in local storage (they survive a reload
 * or a closed tab) with the client id each got when written: sending one again after a lost answer
 * is harmless, the server stores a client id once. Entries of another account on the same browser
 * are left alone (`ownerId`).
 */
export type OutboxEntry = {
  clientId: string;
  conversationId: string;
  ownerId: string;
  body: string;
  attachmentIds: string[];
  createdAt: string;
  /** Set when the server refused it (not a lost connection): shown with "Try again", not retried by itself. */
  error?: string;
};

export const OUTBOX_STORAGE_KEY = 'azubi.messaging.outbox';
const listeners = new Set<() => void>();
let memory: OutboxEntry[] = [];
let cache: OutboxEntry[] | null = null;

function read(): OutboxEntry[] {
  if (cache) return cache;
  try {
    const raw = localStorage.getItem(OUTBOX_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cache = Array.isArray(parsed) ? (parsed.filter(isEntry) as OutboxEntry[]) : [];
  } catch {
    cache = memory;
  }
  return cache;
}

function write(entries: OutboxEntry[]): void {
  cache = entries;
  memory = entries;
  try {
    if (entries.length) localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    else localStorage.removeItem(OUTBOX_STORAGE_KEY);
  } catch {
    // Storage blocked or full: the queue lives as long as the page.
  }
  for (const listener of listeners) listener();
}

function isEntry(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.clientId === 'string' &&
    typeof entry.conversationId === 'string' &&
    typeof entry.ownerId === 'string' &&
    typeof entry.body === 'string' &&
    Array.isArray(entry.attachmentIds)
  );
}

export const outbox = {
  entries(): OutboxEntry[] {
    return read();
  },
  add(entry: OutboxEntry): void {
    if (read().some((queued) => queued.clientId === entry.clientId)) return;
    write([...read(), entry]);
  },
  update(clientId: string, patch: Partial<Pick<OutboxEntry, 'error'>>): void {
    write(read().map((queued) => (queued.clientId === clientId ? { ...queued, ...patch } : queued)));
  },
  remove(clientId: string): void {
    if (!read().some((queued) => queued.clientId === clientId)) return;
    write(read().filter((queued) => queued.clientId !== clientId));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== OUTBOX_STORAGE_KEY && event.key !== null) return;
      cache = null;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** For tests: forget what was read, so the next read comes from storage. */
  reset(): void {
    cache = null;
    memory = [];
  },
};
