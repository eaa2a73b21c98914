import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createPostgresRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from './rate-limiter';

export type { RateLimitStore };

/** Redis when `REDIS_URL` is set, otherwise the database: either way every instance shares the counts. */
export async function createRateLimitStore(
  config: Config,
  db: Database,
): Promise<{
  store: RateLimitStore;
  close(): Promise<void>;
  /** Redis answers (the readiness check); null without REDIS_URL. */
  ping: (() => Promise<void>) | null;
}> {
  if (!config.redisUrl) return { store: createPostgresRateLimitStore(db), close: async () => {}, ping: null };
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  return {
    store: createRedisRateLimitStore(redis),
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
