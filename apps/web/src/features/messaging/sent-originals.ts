/*
 * The writer's own words behind a message they sent as a translation (issue 28.9): kept on this
 * device, per account, by the message's client id, so the sent message can show "Your original"
 * under it. The company never sees them; they never leave the browser. The newest 200 are kept.
 */

const KEY_PREFIX = 'azubi.sentOriginals.';
const LIMIT = 200;

type Store = Record<string, string>;

function read(ownerId: string): Store {
  try {
    const raw = localStorage.getItem(KEY_PREFIX + ownerId);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' ? (value as Store) : {};
  } catch {
    return {};
  }
}

/** Remembers the original of the message sent with `clientId`. */
export function keepSentOriginal(ownerId: string, clientId: string, original: string): void {
  const store = read(ownerId);
  delete store[clientId];
  store[clientId] = original;
  const entries = Object.entries(store).slice(-LIMIT);
  try {
    localStorage.setItem(KEY_PREFIX + ownerId, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // A full or blocked storage only loses the reminder, never the message.
  }
}

/** The original of a message this account sent translated from this device, or null. */
export function sentOriginalOf(ownerId: string, clientId: string): string | null {
  return read(ownerId)[clientId] ?? null;
}
