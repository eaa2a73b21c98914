import { Redis } from 'ioredis';

/**
 * What an instance keeps in memory and must forget when it changes (issue 31, ADR 0018 "Caches"):
 * - `user`: the cached sessions of a user (signed out, role changed, suspended, account changed);
 * - `conversation`: a conversation's people and whether its candidate is shown to the company by name;
 * - `company`: the same for every conversation of a company (a member removed).
 */
export type Invalidation =
  { kind: 'user'; id: string } | { kind: 'conversation'; id: string } | { kind: 'company'; id: string };

/**
 * Tells every instance to forget something. `publish` forgets on this instance at once (before
 * it resolves) and, with `REDIS_URL`, on every other instance through a Redis channel (one
 * message; the subscribers hear it within a round trip). Without Redis one instance works alone
 * (PGlite, tests): forgetting here is all there is.
 */
export interface InvalidationBus {
  publish(invalidation: Invalidation): Promise<void>;
  subscribe(listener: (invalidation: Invalidation) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'azubi:invalidate';

type Log = { warn(obj: object, msg: string): void };

export async function createInvalidationBus(redisUrl: string | null, log: Log): Promise<InvalidationBus> {
  const listeners: ((invalidation: Invalidation) => void)[] = [];
  const deliver = (invalidation: Invalidation) => {
    for (const listener of listeners) listener(invalidation);
  };
  if (!redisUrl) {
    return {
      async publish(invalidation) {
        deliver(invalidation);
      },
      subscribe: (listener) => void listeners.push(listener),
      async close() {},
    };
  }
  const pub = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (err) => log.warn({ err }, 'invalidation redis error'));
  await Promise.all([pub.connect(), sub.connect()]);
  // Each instance tags what it publishes, so it does not forget twice what it forgot itself.
  const self = crypto.randomUUID();
  sub.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    try {
      const { from, ...invalidation } = JSON.parse(text) as Invalidation & { from: string };
      if (from !== self) deliver(invalidation as Invalidation);
    } catch (err) {
      log.warn({ err }, 'invalidation message unreadable');
    }
  });
  await sub.subscribe(CHANNEL);
  return {
    async publish(invalidation) {
      deliver(invalidation);
      await pub.publish(CHANNEL, JSON.stringify({ ...invalidation, from: self }));
    },
    subscribe: (listener) => void listeners.push(listener),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
