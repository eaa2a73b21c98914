import { PRESENCE_CHANNEL } from '@azubi/shared/messaging/realtime';
import type { Redis } from 'ioredis';

/**
 * Who is online (spec §3 presence record, §7 presence channel `online_users`, keyed by user id).
 * A user is online while at least one of their sockets is connected on any instance.
 */
export type PresenceStatus = { online: boolean; onlineAt: string | null };

export interface PresenceStore {
  /** Records a connected socket; true when the user has just come online. */
  connect(userId: string, socketId: string): Promise<boolean>;
  /** Forgets a socket; `offline` when it was the user's last one (then `lastSeenAt` is now). */
  disconnect(userId: string, socketId: string): Promise<{ offline: boolean; lastSeenAt: string }>;
  status(userIds: string[]): Promise<Map<string, PresenceStatus>>;
  /** Keeps this instance's sockets alive (Redis: entries expire unless refreshed). */
  refresh(sockets: { userId: string; socketId: string }[]): Promise<void>;
}

/** One instance alone: presence in memory. */
export function createMemoryPresence(): PresenceStore {
  const online = new Map<string, { sockets: Set<string>; since: string }>();
  const lastSeen = new Map<string, string>();
  return {
    async connect(userId, socketId) {
      const entry = online.get(userId);
      if (entry) {
        entry.sockets.add(socketId);
        return false;
      }
      online.set(userId, { sockets: new Set([socketId]), since: new Date().toISOString() });
      return true;
    },
    async disconnect(userId, socketId) {
      const now = new Date().toISOString();
      const entry = online.get(userId);
      entry?.sockets.delete(socketId);
      if (entry && entry.sockets.size > 0) return { offline: false, lastSeenAt: now };
      online.delete(userId);
      lastSeen.set(userId, now);
      return { offline: true, lastSeenAt: now };
    },
    async status(userIds) {
      return new Map(
        userIds.map((id) => {
          const entry = online.get(id);
          return [
            id,
            entry ? { online: true, onlineAt: entry.since } : { online: false, onlineAt: lastSeen.get(id) ?? null },
          ];
        }),
      );
    },
    async refresh() {},
  };
}

/** How long a socket counts as connected without a refresh (an instance that died stops refreshing). */
export const PRESENCE_TTL_MS = 90_000;
export const PRESENCE_REFRESH_MS = 30_000;

/**
 * Presence shared by every instance in Redis: per user a sorted set `online_users:<userId>` of
 * socket ids scored by when they expire (refreshed every 30 s by the instance holding the socket,
 * so the sockets of a dead instance fall away after 90 s), and the hashes `online_users:since` and
 * `online_users:last_seen`.
 */
export function createRedisPresence(redis: Redis): PresenceStore {
  const key = (userId: string) => `${PRESENCE_CHANNEL}:${userId}`;
  const since = `${PRESENCE_CHANNEL}:since`;
  const lastSeen = `${PRESENCE_CHANNEL}:last_seen`;
  return {
    async connect(userId, socketId) {
      const now = Date.now();
      const results = await redis
        .multi()
        .zremrangebyscore(key(userId), '-inf', now)
        .zadd(key(userId), now + PRESENCE_TTL_MS, socketId)
        .zcard(key(userId))
        .pexpire(key(userId), PRESENCE_TTL_MS)
        .exec();
      const count = Number(results?.[2]?.[1] ?? 0);
      if (count === 1) await redis.hset(since, userId, new Date(now).toISOString());
      return count === 1;
    },
    async disconnect(userId, socketId) {
      const now = Date.now();
      const iso = new Date(now).toISOString();
      const results = await redis
        .multi()
        .zrem(key(userId), socketId)
        .zremrangebyscore(key(userId), '-inf', now)
        .zcard(key(userId))
        .exec();
      const offline = Number(results?.[2]?.[1] ?? 0) === 0;
      if (offline) await redis.multi().hset(lastSeen, userId, iso).hdel(since, userId).exec();
      return { offline, lastSeenAt: iso };
    },
    async status(userIds) {
      const result = new Map<string, PresenceStatus>();
      if (userIds.length === 0) return result;
      const now = Date.now();
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.zcount(key(id), now, '+inf');
      pipeline.hmget(since, ...userIds);
      pipeline.hmget(lastSeen, ...userIds);
      const answers = (await pipeline.exec()) ?? [];
      const sinceValues = (answers[userIds.length]?.[1] ?? []) as (string | null)[];
      const seenValues = (answers[userIds.length + 1]?.[1] ?? []) as (string | null)[];
      userIds.forEach((id, index) => {
        const online = Number(answers[index]?.[1] ?? 0) > 0;
        result.set(id, {
          online,
          onlineAt: (online ? sinceValues[index] : seenValues[index]) ?? null,
        });
      });
      return result;
    },
    async refresh(sockets) {
      if (sockets.length === 0) return;
      const expires = Date.now() + PRESENCE_TTL_MS;
      const pipeline = redis.pipeline();
      for (const { userId, socketId } of sockets) {
        pipeline.zadd(key(userId), expires, socketId);
        pipeline.pexpire(key(userId), PRESENCE_TTL_MS);
      }
      await pipeline.exec();
    },
  };
}
