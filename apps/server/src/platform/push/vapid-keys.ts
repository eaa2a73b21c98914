import webpush from 'web-push';
import type { Config, VapidKeys } from '../../config';
import type { Database } from '../../db/client';
import { pushVapidKeys } from '../../db/schema';

/**
 * The VAPID key pair push is sent with (RFC 8292): from the environment, or outside production a
 * pair generated on first use and kept in the database, so that subscriptions made yesterday still
 * match today (a new key would orphan every subscription). Null when push is off.
 */
export async function vapidKeysOf(db: Database, config: Config): Promise<VapidKeys | null> {
  if (!config.push.enabled) return null;
  if (config.push.vapid) return config.push.vapid;
  const [stored] = await db.select().from(pushVapidKeys).limit(1);
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const generated = webpush.generateVAPIDKeys();
  // Two instances starting at once: the first pair stored wins, both read it back.
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...generated })
    .onConflictDoNothing();
  const [kept] = await db.select().from(pushVapidKeys).limit(1);
  return kept ? { publicKey: kept.publicKey, privateKey: kept.privateKey } : null;
}
