import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';

/**
 * Fixed-window counters and token buckets shared by every server instance (spec §9, docs/decisions/README.md):
 * in PostgreSQL by default, in Redis when `REDIS_URL` is set. A key is e.g. `login:ip:203.0.113.7`.
 */
export type RateLimitHit = { count: number; resetAt: Date };

/**
 * A token bucket as the generic cell rate algorithm keeps it: one stored instant per key, the
 * "theoretical arrival time" (TAT). Each request moves it `intervalMs` on (one token); a request is
 * refused when that would put it more than `burst` tokens ahead of now. So `burst` requests may
 * come at once, then one every `intervalMs`.
 */
export type TokenBucket = { intervalMs: number; burst: number };
export type TokenTake = { allowed: boolean; retryAfterMs: number };

export interface RateLimitStore {
  readonly kind: 'postgres' | 'redis';
  /** Counts one request against `key` in a window of `windowMs` and returns the count so far. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Takes one token of `bucket` under `key` at `nowMs` (epoch milliseconds); refused when empty. */
  take(key: string, bucket: TokenBucket, nowMs: number): Promise<TokenTake>;
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
    async take(key, bucket, nowMs) {
      const now = Math.floor(nowMs);
      const step = Math.ceil(bucket.intervalMs);
      const tolerance = step * bucket.burst;
      // The stored TAT (in last_request); one further ahead than a full bucket can be only after a
      // clock moved back (tests, the e2e clock): start afresh rather than refuse for that long.
      const base = sql`greatest(case when rate_limits.last_request > ${now}::bigint + ${tolerance}::bigint then ${now}::bigint else rate_limits.last_request end, ${now}::bigint)`;
      const fits = sql`(${base} + ${step}::bigint - ${now}::bigint <= ${tolerance}::bigint)`;
      // One atomic statement; `count` records whether this take was granted (1) or refused (0), and
      // window_ends_at when the bucket is full again.
      const result = await db.execute<{ count: number; last_request: string | number }>(sql`
        insert into rate_limits (key, count, last_request, window_ends_at)
        values (${key}, 1, ${now + step}::bigint, to_timestamp(${(now + step) / 1000}::double precision))
        on conflict (key) do update set
          count = case when ${fits} then 1 else 0 end,
          last_request = case when ${fits} then ${base} + ${step}::bigint else rate_limits.last_request end,
          window_ends_at = case when ${fits} then to_timestamp((${base} + ${step}::bigint) / 1000.0) else rate_limits.window_ends_at end
        returning count, last_request`);
      const row = (result as unknown as { rows: { count: number; last_request: string | number }[] }).rows[0];
      if (!row) throw new Error('rate limit: no row returned');
      if (Number(row.count) === 1) return { allowed: true, retryAfterMs: 0 };
      return { allowed: false, retryAfterMs: Math.max(1, Number(row.last_request) - now - (tolerance - step)) };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

/** The same algorithm as the PostgreSQL statement, atomic in Redis as one script. */
const TAKE_TOKEN_SCRIPT = `
local now = tonumber(ARGV[1])
local step = tonumber(ARGV[2])
local tolerance = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat > now + tolerance or tat < now then tat = now end
local nextTat = tat + step
if nextTat - now > tolerance then
  return {0, math.max(1, tat - now - (tolerance - step))}
end
redis.call('SET', KEYS[1], nextTat, 'PX', nextTat - now + 1000)
return {1, 0}
`;

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
    async take(key, bucket, nowMs) {
      const step = Math.ceil(bucket.intervalMs);
      const answer = (await redis.eval(
        TAKE_TOKEN_SCRIPT,
        1,
        `${prefix}${key}`,
        Math.floor(nowMs),
        step,
        step * bucket.burst,
      )) as [number, number];
      return { allowed: Number(answer[0]) === 1, retryAfterMs: Number(answer[1]) };
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
  /**
   * Every API write and expensive read, per account or, signed out, per address (`API_RATE_LIMIT`
   * changes the number). Safe reads use the bucket `apiReads` instead (docs/decisions/README.md "Rate limits for reading").
   */
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

export type TokenBucketRule = { name: string; perMinute: number; burst: number };

/** The token buckets, the other kind of rule (`takeToken`); their state is kept in the same store. */
export const TOKEN_BUCKETS = {
  /**
   * Safe reads (GET) that are not expensive: 300 a minute with a burst of 60 (`API_READ_RATE_LIMIT`,
   * `API_READ_BURST`), so the dozen start-up reads of a page never meet a limit.
   */
  apiReads: { name: 'api-read', perMinute: 300, burst: 60 },
} satisfies Record<string, TokenBucketRule>;

export const API_READS = TOKEN_BUCKETS.apiReads;

/**
 * The name of every rule, fixed windows and token buckets alike: a stored key is `<name>:<subject>`.
 * Whatever must find every counter (the account deletion) starts from here, so a new rule in
 * either registry is found without being listed again.
 */
export const RATE_LIMIT_NAMES: readonly string[] = [...Object.values(RATE_LIMITS), ...Object.values(TOKEN_BUCKETS)].map(
  (rule) => rule.name,
);

/**
 * Every subject that names an account, as the rules count it: `account:` with its id (or, for
 * sign-in, sign-up, reset and verification by address, its lower-case address), `user:` with its id
 * (messages), and the password checks of the account's own settings and deletion.
 */
export function accountRateLimitSubjects(userId: string, email: string): string[] {
  return [
    `account:${userId}`,
    `account:${email.toLowerCase()}`,
    `user:${userId}`,
    `delete-account:${userId}`,
    `account-settings:${userId}`,
  ];
}

/** Takes one token of the bucket `name` for `subject`; the answer in seconds, as `checkRateLimit` gives it. */
export async function takeToken(
  store: RateLimitStore,
  rule: TokenBucketRule,
  subject: string,
  nowMs: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const take = await store.take(
    `${rule.name}:${subject}`,
    { intervalMs: MINUTE / rule.perMinute, burst: rule.burst },
    nowMs,
  );
  return {
    allowed: take.allowed,
    retryAfterSeconds: take.allowed ? 0 : Math.max(1, Math.ceil(take.retryAfterMs / 1000)),
  };
}

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
