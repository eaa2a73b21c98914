import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';

/**
 * Fixed-window counters shared by every server instance (spec §9, DECISIONS.md): in PostgreSQL by
 * default, in Redis when `REDIS_URL` is set. A key is e.g. `login:ip:203.0.113.7`.
 */
export type RateLimitHit = { count: number; resetAt: Date };

export interface RateLimitStore {
  readonly kind: 'postgres' | 'redis';
  /** Counts one request against `key` in a window of `windowMs` and returns the count so far. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Forgets a key (e.g. an account's login counter after a successful sign-in). */
  reset(key: string): Promise<void>;
}

export function createPostgresRateLimitStore(db: Database): RateLimitStore {
  return {
    kind: 'postgres',
    async hit(key, windowMs) {
      const now = Date.now();
      const ends = new Date(now + windowMs);
      // One atomic statement: concurrent requests on any instance see consistent counts.
      const result = await db.execute<{ count: number; window_ends_at: string | Date }>(sql`
        insert into rate_limits (key, count, last_request, window_ends_at)
        values (${key}, 1, ${now}, ${ends.toISOString()})
        on conflict (key) do update set
          count = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end,
          window_ends_at = case when rate_limits.window_ends_at <= now() then excluded.window_ends_at else rate_limits.window_ends_at end,
          last_request = excluded.last_request
        returning count, window_ends_at`);
      const rows = (result as unknown as { rows: { count: number; window_ends_at: string | Date }[] }).rows;
      const row = rows[0];
      if (!row) throw new Error('rate limit: no row returned');
      return { count: Number(row.count), resetAt: new Date(row.window_ends_at) };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

export function createRedisRateLimitStore(redis: Redis, prefix = 'azubi:rl:'): RateLimitStore {
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const name = `${prefix}${key}`;
      const results = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
      const count = Number(results?.[1]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetAt: new Date(Date.now() + (ttl > 0 ? ttl : windowMs)) };
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}

export type RateLimitRule = { name: string; limit: number; windowMs: number };

const MINUTE = 60_000;
/** The limits of spec §9, enforced on the server per account and per client address. */
export const RATE_LIMITS = {
  login: { name: 'login', limit: 5, windowMs: 15 * MINUTE },
  signup: { name: 'signup', limit: 3, windowMs: 60 * MINUTE },
  /**
   * Sign-up with a valid team invitation to its own address: counted per invitation, never by the
   * client address (colleagues join from one office network; issue 29).
   */
  invitationSignup: { name: 'invitation-signup', limit: 5, windowMs: 60 * MINUTE },
  passwordReset: { name: 'password-reset', limit: 3, windowMs: 60 * MINUTE },
  verificationEmail: { name: 'verification-email', limit: 3, windowMs: 60 * MINUTE },
  applicationSubmit: { name: 'application-submit', limit: 10, windowMs: 60 * MINUTE },
  messageCreate: { name: 'message-create', limit: 30, windowMs: MINUTE },
  profileUpdate: { name: 'profile-update', limit: 10, windowMs: 60 * MINUTE },
  /** Every API request, per account or, signed out, per address (`API_RATE_LIMIT` changes the number). */
  api: { name: 'api', limit: 100, windowMs: MINUTE },
  /** Expensive work with tighter limits of its own (issue 12: 200 CV renders at once slowed everyone). */
  cvRender: { name: 'cv-render', limit: 10, windowMs: 10 * MINUTE },
  dataExport: { name: 'data-export', limit: 3, windowMs: 60 * MINUTE },
  /** Each invitation (or its resend) is an e-mail to an address the company chose: 20 an hour per company. */
  teamInvitation: { name: 'team-invitation', limit: 20, windowMs: 60 * MINUTE },
  /** Each translation not in the cache is a call to a paid or self-hosted service: 60 a minute per account or address. */
  translation: { name: 'translation', limit: 60, windowMs: MINUTE },
  /** "Check now" on a search profile runs the matching for it: once a minute per account (issue 27). */
  searchProfileCheck: { name: 'search-profile-check', limit: 1, windowMs: MINUTE },
  /**
   * Every socket.io event (and connection) of an account, on every instance (issue 27: 3,000
   * events in 13 s slowed the whole server). A person joins a few conversations, sends "typing"
   * at most every 2 s and asks for presence when a page opens: 120 a minute is far above that.
   */
  socketEvent: { name: 'socket-event', limit: 120, windowMs: MINUTE },
  /** A journey is sent every 5 minutes and when a page is left: 30 in 10 minutes per address and account is plenty. */
  journey: { name: 'journey', limit: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type RateLimitCheck = { allowed: boolean; retryAfterSeconds: number; exceeded: string[] };

/**
 * Counts one attempt for each subject (e.g. `ip:…`, `account:…`) under a rule; the attempt is
 * refused when any subject is over the limit.
 */
export async function checkRateLimit(
  store: RateLimitStore,
  rule: RateLimitRule,
  subjects: string[],
): Promise<RateLimitCheck> {
  const hits = await Promise.all(
    subjects.map(async (subject) => ({ subject, hit: await store.hit(`${rule.name}:${subject}`, rule.windowMs) })),
  );
  const over = hits.filter(({ hit }) => hit.count > rule.limit);
  const retryAfterSeconds =
    over.length === 0
      ? 0
      : Math.max(1, Math.ceil((Math.max(...over.map(({ hit }) => hit.resetAt.getTime())) - Date.now()) / 1000));
  return { allowed: over.length === 0, retryAfterSeconds, exceeded: over.map(({ subject }) => subject) };
}
