import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './_columns';
import { locale, userRole } from './enums';

/**
 * Accounts, in the shape better-auth expects (user, session, account, verification) with the
 * product's own columns added. The spec's `profiles` (full_name, avatar_url, email_verified) and
 * `user_roles` are the `name`, `image`, `email_verified` and `role` columns of `users`: one role per
 * user (docs/decisions/0004-schema-design.md). A null role is the spec's "No role found" case.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** Full name (spec: profiles.full_name). */
    name: text('name').notNull(),
    /**
     * The name the person is called by in greetings, the header and "first name and country"
     * reviews (issue 28); null means their first given name as typed (the first word of `name`).
     */
    calledName: text('called_name'),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Avatar URL (spec: profiles.avatar_url). */
    image: text('image'),
    role: userRole('role'),
    locale: locale('locale').notNull().default('en'),
    /** IANA time zone (docs/decisions/README.md "Time zones"): set from the browser, changeable; null until then. */
    timezone: text('timezone'),
    /** SHA-256 of the private calendar feed token (issue 16); null when none is issued. */
    calendarTokenHash: text('calendar_token_hash').unique(),
    /** better-auth admin plugin. */
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: tz('ban_expires'),
    /** Demo data loaded by the seed; never created by real sign-ups. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Test data made at /admin/create-test-users (issue 19): `.example` addresses, never in analytics or campaigns. */
    isTest: boolean('is_test').notNull().default(false),
    lastActiveAt: tz('last_active_at'),
    /** Set when the retention job warned an inactive account (30 days before deletion). */
    deletionWarnedAt: tz('deletion_warned_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // The admin's analytics (migration 0027): sign-ups per day, and the few test users every figure leaves out.
    index('users_created_idx').on(t.createdAt),
    index('users_test_idx')
      .on(t.id)
      .where(sql`is_test`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: uuid('impersonated_by'),
    activeOrganizationId: uuid('active_organization_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Credentials and linked identities; the password hash lives here (provider `credential`). */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tz('access_token_expires_at'),
    refreshTokenExpiresAt: tz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

/**
 * One-time tokens: e-mail verification (spec: email_verification_tokens, valid 24 h) and password
 * reset. `identifier` names the purpose and subject, `value` holds the token or its hash.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tz('expires_at').notNull(),
    /** Set when the token was used; a used token is refused with its own message. */
    usedAt: tz('used_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Fixed-window counters shared by every server instance (spec §9 rate limits). `key` is e.g.
 * `login:ip:203.0.113.7` or `login:account:<email>`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  /** better-auth's storage field: last request in epoch milliseconds. */
  lastRequest: bigint('last_request', { mode: 'number' }).notNull().default(0),
  windowEndsAt: tz('window_ends_at').notNull(),
});
